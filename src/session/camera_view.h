#pragma once
// Turning the session's Camera into the renderer's view description.
#include "render/render_settings.h"
#include "session/camera.h"

namespace bsp {

RenderView make_render_view(const Camera& camera, int width, int height, float far_plane);

}  // namespace bsp

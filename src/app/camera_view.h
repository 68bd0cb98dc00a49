#pragma once
// Turning the app's Camera into the renderer's view description, and choosing
// the camera a mode starts with from the command line.
#include "app/camera.h"
#include "app/cli_options.h"
#include "render/world_renderer.h"

namespace bsp {

RenderView make_render_view(const Camera& camera, int width, int height, float far_plane);

// --pos / --angles / --fov when given; the first spawn point otherwise.
Camera camera_from_options(const CliOptions& options, const Map& map);

}  // namespace bsp

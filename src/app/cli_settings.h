#pragma once
// The renderer, visibility and debug-drawing settings and the camera the command
// line asks for, in one place so that the viewer, --screenshot and --bench start
// from the same.
#include "app/cli_options.h"
#include "render/debug_geometry.h"
#include "render/world_renderer.h"
#include "session/camera.h"
#include "vis/visible_set.h"

namespace bsp {

RenderSettings render_settings_from(const CliOptions& options);
VisOptions vis_options_from(const CliOptions& options);
DebugDrawOptions debug_options_from(const CliOptions& options);

// --pos / --angles / --fov when given; the first spawn point otherwise.
Camera camera_from_options(const CliOptions& options, const Map& map);

}  // namespace bsp

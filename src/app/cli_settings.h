#pragma once
// The renderer, visibility and debug-drawing settings the command line asks for,
// in one place so that the viewer, --screenshot and --bench start from the same.
#include "app/cli_options.h"
#include "render/debug_geometry.h"
#include "render/world_renderer.h"
#include "vis/visible_set.h"

namespace bsp {

RenderSettings render_settings_from(const CliOptions& options);
VisOptions vis_options_from(const CliOptions& options);
DebugDrawOptions debug_options_from(const CliOptions& options);

}  // namespace bsp

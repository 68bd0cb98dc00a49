#pragma once
// Frame statistics: camera (with a button that copies it as --pos/--angles), the
// camera's leaf, cluster, area and contents, what is visible and what each test
// rejected, and CPU visibility / frame time with history graphs.
#include "ui/panel_window.h"

namespace bsp {

// The command line that reproduces this camera ("--pos X,Y,Z --angles P,Y,R --fov F").
std::string camera_command_line(const CameraPose& camera);

void draw_frame_stats_panel(const UiState& state, const PanelPlacement& place, CommandList& out);

}  // namespace bsp

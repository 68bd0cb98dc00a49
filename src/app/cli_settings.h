#pragma once
// The view the command line asks for (view mode, switches, debugging geometry,
// light styles, time, panels, camera), built once so that the viewer, --screenshot
// and --bench start from the same ViewState.
#include <string>

#include "app/cli_options.h"
#include "session/view_state.h"

namespace bsp {

// Everything but the camera's place, which needs the map (camera_from_options);
// `frozen` is set by --freeze-at.
ViewState view_state_from(const CliOptions& options);

// --pos / --angles / --fov when given; the first spawn point otherwise, turned to
// something to see when it looks at a wall or into the dark (session/opening_view.h),
// in which case `turned_note` (when given) says so; it is cleared otherwise.
Camera camera_from_options(const CliOptions& options, const Map& map, std::string* turned_note = nullptr);

}  // namespace bsp

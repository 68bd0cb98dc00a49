#pragma once
// Quake 3 light grid (lightvols): the grid's layout and the probes nearest the
// camera with their ambient colour, directed colour and light direction.
#include "ui/panel_window.h"

namespace bsp {

void draw_light_grid_panel(const UiState& state, const PanelPlacement& place, CommandList& out);

}  // namespace bsp

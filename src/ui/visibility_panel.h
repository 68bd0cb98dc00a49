#pragma once
// Visibility debugging: the view mode, the culling and drawing switches, freezing,
// for the picked surface its leaf and cluster and the clusters that cluster sees,
// and the camera's area with the map's area portals (and their outline switch).
#include "ui/panel_window.h"

namespace bsp {

void draw_visibility_panel(const UiState& state, const PanelPlacement& place, CommandList& out);

}  // namespace bsp

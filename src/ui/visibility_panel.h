#pragma once
// Visibility debugging, the answers first: where the camera is (leaf, cluster, area,
// contents by name, a warning when no PVS applies there), the .prt file's vis portals
// of its cluster (and their outline switch), the picked surface (in the PVS, in the
// frustum, drawn or which test rejected it, its flags by name, its leaf and cluster
// and the clusters that cluster sees); then the view mode, the culling and drawing
// switches, freezing, and the camera's area with the map's area portals.
#include "ui/panel_window.h"

namespace bsp {

void draw_visibility_panel(const UiState& state, const PanelPlacement& place, CommandList& out);

}  // namespace bsp

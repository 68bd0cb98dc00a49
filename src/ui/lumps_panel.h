#pragma once
// Lump statistics: the header, the lump directory as a sortable table with each
// lump's share of the file drawn as a bar, and the warnings raised while loading.
#include "ui/panel_window.h"

namespace bsp {

void draw_lumps_panel(const UiState& state, const PanelPlacement& place, CommandList& out);

}  // namespace bsp

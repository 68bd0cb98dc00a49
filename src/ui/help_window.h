#pragma once
// F1: every shortcut (from the shortcut table) and the mouse controls.
#include "ui/panel_window.h"

namespace bsp {

void draw_help_window(const UiState& state, const PanelPlacement& place, CommandList& out);

}  // namespace bsp

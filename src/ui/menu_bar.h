#pragma once
// The viewer's main menu bar: File (open, recent maps, quit), Windows (the
// panels, with their shortcuts) and View (the view modes). It only sends commands.
#include "ui/ui_state.h"

namespace bsp {

void draw_menu_bar(const UiState& state, CommandList& out);

}  // namespace bsp

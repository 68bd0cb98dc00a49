#pragma once
// Entities: a list filtered by classname, the chosen entity's key/values, teleport
// to its origin, and the switch for point-entity markers in the world. Keeps only
// the filter text and which row is open.
#include "ui/panel_window.h"

namespace bsp {

class EntitiesPanel {
public:
    void draw(const UiState& state, const PanelPlacement& place, CommandList& out);

private:
    char filter_[64] = {};
    int chosen_ = -1;
};

}  // namespace bsp

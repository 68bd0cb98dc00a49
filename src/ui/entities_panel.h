#pragma once
// Entities: a list filtered by classname, the chosen entity's key/values, teleport
// to its origin, and the switch for point-entity markers in the world. Maps with
// static props (models placed without entities) list them on a second tab the same
// way, filtered by model name. Keeps only the filter texts and which rows are open.
#include "ui/panel_window.h"

namespace bsp {

class EntitiesPanel {
public:
    void draw(const UiState& state, const PanelPlacement& place, CommandList& out);

private:
    void draw_entities(const Map& map, CommandList& out);
    void draw_static_props(const Map& map, CommandList& out);

    char filter_[64] = {};
    int chosen_ = -1;
    char prop_filter_[64] = {};
    int chosen_prop_ = -1;
};

}  // namespace bsp

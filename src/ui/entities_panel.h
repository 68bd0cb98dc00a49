#pragma once
// Entities: a list filtered by classname ("N of M" shown), the chosen entity's
// key/values, teleport to its origin, and the switch for point-entity markers in the
// world. The chosen entity is the view's selected one: a click on its marker in the
// world chooses it here (and scrolls to it), a click on a row highlights its marker. Maps with
// static props (models placed without entities) list them on a second tab the same
// way, filtered by model name. Keeps only the filter texts and which rows are open.
#include "ui/panel_window.h"

namespace bsp {

class EntitiesPanel {
public:
    void draw(const UiState& state, const PanelPlacement& place, CommandList& out);

private:
    void draw_entities(const Map& map, int32_t selected, CommandList& out);
    void draw_static_props(const Map& map, CommandList& out);

    char filter_[64] = {};
    int chosen_ = -1;
    int32_t last_selected_ = -1;  // the view's selection last frame: a change chooses its row
    char prop_filter_[64] = {};
    int chosen_prop_ = -1;
    int32_t last_selected_prop_ = -1;  // the view's picked prop last frame: a change opens its tab and row
};

}  // namespace bsp

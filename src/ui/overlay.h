#pragma once
// All overlay panels, laid out for the display size the first time each opens.
// Call between ImGui::NewFrame() and ImGui::Render(); the viewer and the
// screenshot mode (--overlay) both use it, so a PNG shows what the window shows.
#include <array>
#include <string>
#include <vector>

#include "ui/entities_panel.h"
#include "ui/lightmap_panel.h"
#include "ui/ui_state.h"

namespace bsp {

class Overlay {
public:
    // `bottom_reserved`: the display's bottom that panels stay above (the viewer's
    // status bar, as tall as it was last drawn); below zero, room for a two-line bar
    // (screenshots, which draw none).
    void draw(const UiState& state, CommandList& out, float bottom_reserved = -1);

    // The panel names --overlay accepts ("lumps", "frame", ...), mapped to panels.
    static std::optional<Panel> panel_from_name(std::string_view name);
    // The panels a list of those names (or "all") opens; unknown names open nothing.
    static std::array<bool, kPanelCount> panels_from_names(const std::vector<std::string>& names);

private:
    LightmapPanel lightmaps_;
    EntitiesPanel entities_;
};

}  // namespace bsp

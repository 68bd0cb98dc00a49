#pragma once
// All overlay panels, docked around the picture (ui/dock_layout.h).
// Call between ImGui::NewFrame() and ImGui::Render(); the viewer and the
// screenshot mode (--overlay) both use it, so a PNG shows what the window shows.
#include <array>
#include <string>
#include <vector>

#include "ui/dock_layout.h"
#include "ui/entities_panel.h"
#include "ui/lightmap_panel.h"
#include "ui/ui_state.h"

namespace bsp {

class Overlay {
public:
    // Docks the panels around the picture (ui/dock_layout.h) and draws them.
    void draw(const UiState& state, CommandList& out);
    // Where the picture goes this frame (after draw()): the dock space's middle.
    PictureRect picture() const { return dock_.picture(); }
    // View › Reset layout: the default docking again from the next frame.
    void reset_layout() { dock_.reset(); }

    // The panel names --overlay accepts ("lumps", "frame", ...), mapped to panels.
    static std::optional<Panel> panel_from_name(std::string_view name);
    // The panels a list of those names (or "all") opens; unknown names open nothing.
    static std::array<bool, kPanelCount> panels_from_names(const std::vector<std::string>& names);

private:
    LightmapPanel lightmaps_;
    EntitiesPanel entities_;
    DockLayout dock_;
    // What the Shader stages readout shows: it opens again when this changes.
    struct ReadoutKey {
        int surface = -1;
        std::string first_line;
        bool operator==(const ReadoutKey&) const = default;
    };
    ReadoutKey readout_for_;
    bool readout_open_ = false;
};

}  // namespace bsp

#include "ui/help_window.h"

#include "ui/shortcuts.h"

namespace bsp {

void draw_help_window(const UiState&, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::Help, place, out)) {
        ImGui::End();
        return;
    }
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
        auto row = [](const char* key, const char* what) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn(); ImGui::TextUnformatted(key);
            ImGui::TableNextColumn(); ImGui::TextUnformatted(what);
        };
        row("W A S D / arrows", "move");
        row("Space / C", "up / down");
        row("Shift", "faster");
        row("Right mouse (hold)", "look around");
        row("Tab", "toggle mouse capture (Esc releases)");
        row("Mouse wheel", "change speed (a map opens at its game's run speed)");
        row("Left click (world)", "pick the surface under the mouse");
        row("Drop a .bsp/.pk3", "open it");
        for (const Shortcut& s : shortcuts()) row(s.label, s.description);
        ImGui::EndTable();
    }
    ImGui::End();
}

}  // namespace bsp

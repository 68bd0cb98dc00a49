#include "ui/panel_window.h"

#include "ui/shortcuts.h"

namespace bsp {

bool begin_panel(Panel panel, const PanelPlacement& place, CommandList& out) {
    ImGui::SetNextWindowPos(place.position, ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(place.size, ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowBgAlpha(0.88f);
    bool open = true;
    const bool visible = ImGui::Begin(panel_title(panel), &open);
    if (!open) out.push_back(ShowPanel{panel, false});
    return visible;
}

void switch_checkbox(const UiState& state, Switch which, CommandList& out) {
    bool on = state.switch_on(which);
    if (ImGui::Checkbox(switch_name(which), &on)) out.push_back(SetSwitch{which, on});
    ImGui::SameLine();
    ImGui::TextDisabled("[%s]", shortcut_label_for_switch(which));
}

}  // namespace bsp

#include "ui/panel_window.h"

#include <algorithm>

#include "ui/shortcuts.h"

namespace bsp {

// Moves (and if need be shrinks) the current window into [lo, hi]: after the
// display shrinks, a panel placed for the larger one would hang off its edge or
// over the status bar.
void keep_window_inside(ImVec2 lo, ImVec2 hi) {
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    hi = ImVec2(std::min(hi.x, d.x), std::min(hi.y, d.y));
    if (hi.x <= lo.x || hi.y <= lo.y) return;
    const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    const ImVec2 fit(std::min(size.x, hi.x - lo.x), std::min(size.y, hi.y - lo.y));
    const ImVec2 at(std::clamp(pos.x, lo.x, hi.x - fit.x), std::clamp(pos.y, lo.y, hi.y - fit.y));
    if (fit.x != size.x || fit.y != size.y) ImGui::SetWindowSize(fit);
    if (at.x != pos.x || at.y != pos.y) ImGui::SetWindowPos(at);
}

void keep_window_inside_display() {
    keep_window_inside(ImVec2(0, ImGui::GetFrameHeight()), ImGui::GetIO().DisplaySize);
}

bool begin_panel(Panel panel, const PanelPlacement& place, CommandList& out) {
    ImGui::SetNextWindowPos(place.position, ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(place.size, ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowBgAlpha(0.88f);
    bool open = true;
    const bool visible = ImGui::Begin(panel_title(panel), &open);
    if (!open) out.push_back(ShowPanel{panel, false});
    keep_window_inside(place.area_min, place.area_max);
    return visible;
}

void switch_checkbox(const UiState& state, Switch which, CommandList& out) {
    bool on = state.switch_on(which);
    if (ImGui::Checkbox(switch_name(which), &on)) out.push_back(SetSwitch{which, on});
    ImGui::SameLine();
    ImGui::TextDisabled("[%s]", shortcut_label_for_switch(which));
}

}  // namespace bsp

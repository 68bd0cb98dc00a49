#include "ui/panel_window.h"

#include <algorithm>

#include "ui/shortcuts.h"

namespace bsp {

// Moves (and if need be shrinks) the current window into [lo, hi]: after the
// display shrinks, a panel placed for the larger one would hang off its edge or
// over the status bar. A window shrunk here remembers its size and grows back to it
// as the display makes room again, unless it was resized by hand in between.
void keep_window_inside(ImVec2 lo, ImVec2 hi) {
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    hi = ImVec2(std::min(hi.x, d.x), std::min(hi.y, d.y));
    if (hi.x <= lo.x || hi.y <= lo.y) return;
    const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    ImGuiStorage& memory = *ImGui::GetStateStorage();
    const ImGuiID wanted_w = ImGui::GetID("##size before shrinking, x"), wanted_h = ImGui::GetID("##size before shrinking, y");
    const ImGuiID shrunk_w = ImGui::GetID("##size shrunk to, x"), shrunk_h = ImGui::GetID("##size shrunk to, y");
    ImVec2 wanted(memory.GetFloat(wanted_w, 0), memory.GetFloat(wanted_h, 0));
    if (wanted.x > 0 && (size.x != memory.GetFloat(shrunk_w, -1) || size.y != memory.GetFloat(shrunk_h, -1)))
        wanted = ImVec2(0, 0);  // resized since we shrank it: that size is the person's choice now
    const ImVec2 want = wanted.x > 0 ? wanted : size;
    const ImVec2 fit(std::min(want.x, hi.x - lo.x), std::min(want.y, hi.y - lo.y));
    const bool short_of_wanted = fit.x < want.x || fit.y < want.y;
    memory.SetFloat(wanted_w, short_of_wanted ? want.x : 0);
    memory.SetFloat(wanted_h, short_of_wanted ? want.y : 0);
    memory.SetFloat(shrunk_w, fit.x);
    memory.SetFloat(shrunk_h, fit.y);
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
    bool open = true;
    // Help is a reference card over the middle while F1 keeps it open, never docked.
    const bool visible =
        ImGui::Begin(panel_title(panel), &open, panel == Panel::Help ? ImGuiWindowFlags_NoDocking : ImGuiWindowFlags_None);
    if (!open) out.push_back(ShowPanel{panel, false});
    if (!ImGui::IsWindowDocked()) keep_window_inside(place.area_min, place.area_max);
    return visible;
}

void switch_checkbox(const UiState& state, Switch which, CommandList& out) {
    bool on = state.switch_on(which);
    if (ImGui::Checkbox(switch_name(which), &on)) out.push_back(SetSwitch{which, on});
    ImGui::SameLine();
    ImGui::TextDisabled("[%s]", shortcut_label_for_switch(which));
}

}  // namespace bsp

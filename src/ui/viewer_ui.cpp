#include "ui/viewer_ui.h"

#include <imgui.h>

#include <algorithm>

#include "ui/measure_readout.h"
#include "ui/menu_bar.h"

namespace bsp {

namespace {

constexpr double kHintSeconds = 4.0, kHintFadeSeconds = 1.0;

// "H shows the interface", centred low in the view, fading out over its last second.
void draw_hidden_hint(double seconds) {
    if (seconds >= kHintSeconds) return;
    const float alpha = float(std::clamp((kHintSeconds - seconds) / kHintFadeSeconds, 0.0, 1.0));
    const char* text = "H shows the interface";
    ImDrawList* draw = ImGui::GetForegroundDrawList();
    const ImVec2 d = ImGui::GetIO().DisplaySize, size = ImGui::CalcTextSize(text);
    const float pad = ImGui::GetFontSize() * 0.6f;
    const ImVec2 at((d.x - size.x) * 0.5f, d.y * 0.85f - size.y * 0.5f);
    draw->AddRectFilled(ImVec2(at.x - pad, at.y - pad), ImVec2(at.x + size.x + pad, at.y + size.y + pad),
                        ImGui::GetColorU32(ImVec4(0.05f, 0.05f, 0.07f, 0.75f * alpha)), pad);
    draw->AddText(at, ImGui::GetColorU32(ImVec4(1, 1, 1, alpha)), text);
}

}  // namespace

void ViewerUi::draw(const UiState& state, CommandList& out) {
    if (state.interface_hidden) {
        // The picture alone (H): what costs frame time is not drawn at all. Dialogs that
        // wait for an answer (a failed load, an archive's map choice) still show, and
        // for a few seconds a hint says how to get the rest back.
        const ImVec2 d = ImGui::GetIO().DisplaySize;
        picture_ = {0, 0, d.x, d.y};
        if (!hidden_shown_) hidden_at_ = ImGui::GetTime();
        hidden_shown_ = true;
        draw_hidden_hint(ImGui::GetTime() - hidden_at_);
        draw_measure_readout(state.viewer.measure);
        dialogs_.draw(state, out);
        return;
    }
    hidden_shown_ = false;
    draw_menu_bar(state, out);
    status_.draw(state, out);
    overlay_.draw(state, out);
    picture_ = overlay_.picture();
    draw_measure_readout(state.viewer.measure);
    dialogs_.draw(state, out);
    bookmarks_.draw(state, out);
    browser_.draw(state, out);
}

}  // namespace bsp

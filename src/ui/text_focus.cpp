#include "ui/text_focus.h"

#include <imgui.h>
#include <imgui_internal.h>

namespace bsp {

bool text_field_has_keyboard() {
    const ImGuiContext* g = ImGui::GetCurrentContext();
    return g && g->ActiveId != 0 && g->InputTextState.ID == g->ActiveId;
}

bool opens_text_field(const UiCommand& command) {
    if (const auto* c = std::get_if<ShowOpenDialog>(&command)) return c->on;
    if (const auto* c = std::get_if<ShowBookmarks>(&command)) return c->on;
    if (const auto* c = std::get_if<ShowGameDirsDialog>(&command)) return c->on;
    if (const auto* c = std::get_if<ShowMapBrowser>(&command)) return c->on;
    return false;
}

bool escape_closes_current_window() {
    return ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && ImGui::IsKeyPressed(ImGuiKey_Escape, false);
}

void FieldFocus::before() const {
    if (pending_) ImGui::SetKeyboardFocusHere();
}

void FieldFocus::after() {
    if (ImGui::IsItemActive()) pending_ = false;
}

}  // namespace bsp

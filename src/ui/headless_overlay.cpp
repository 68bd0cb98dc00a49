#include "ui/headless_overlay.h"

#include <cfloat>

#include <imgui.h>
#include <imgui_internal.h>
#include <imgui_impl_opengl3.h>

#include "ui/ui_font.h"

namespace bsp {

HeadlessOverlay::HeadlessOverlay(int width, int height, std::optional<glm::vec2> mouse) {
    previous_ = ImGui::GetCurrentContext();
    context_ = ImGui::CreateContext();
    ImGui::SetCurrentContext(context_);
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // always the default layout: the same picture on every machine
    io.ConfigFlags |= ImGuiConfigFlags_DockingEnable;
    io.DisplaySize = ImVec2(float(width), float(height));
    io.DeltaTime = 1.0f / 60.0f;
    if (mouse) io.AddMousePosEvent(mouse->x, mouse->y);
    set_up_ui_font(ui_scale(nullptr));
    backend_ = ImGui_ImplOpenGL3_Init("#version 330 core");
}

HeadlessOverlay::~HeadlessOverlay() {
    ImGui::SetCurrentContext(context_);
    if (backend_) ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext(context_);
    ImGui::SetCurrentContext(previous_);
}

void HeadlessOverlay::lay_out(const UiState& state) {
    ImGui::SetCurrentContext(context_);
    CommandList ignored;  // nobody to apply them: a screenshot changes nothing
    for (int frame = 0; frame < 4; ++frame) {
        if (backend_) ImGui_ImplOpenGL3_NewFrame();
        ImGui::NewFrame();
        overlay_.draw(state, ignored);
        ImGui::Render();
    }
    ImGui::SetCurrentContext(previous_);
}

void HeadlessOverlay::draw() {
    ImGui::SetCurrentContext(context_);
    if (backend_ && ImGui::GetDrawData()) ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    ImGui::SetCurrentContext(previous_);
}

PictureRect HeadlessOverlay::window_rect(const char* title) const {
    ImGui::SetCurrentContext(context_);
    PictureRect r;
    if (const ImGuiWindow* w = ImGui::FindWindowByName(title); w && w->Active) r = {w->Pos.x, w->Pos.y, w->Size.x, w->Size.y};
    ImGui::SetCurrentContext(previous_);
    return r;
}

void draw_overlay_offscreen(const UiState& state, int width, int height, std::optional<glm::vec2> mouse) {
    HeadlessOverlay overlay(width, height, mouse);
    overlay.lay_out(state);
    overlay.draw();
}

}  // namespace bsp

#include "ui/headless_overlay.h"

#include <cfloat>

#include <imgui.h>
#include <imgui_impl_opengl3.h>

#include "ui/ui_font.h"

namespace bsp {

void draw_overlay_offscreen(const UiState& state, int width, int height, std::optional<glm::vec2> mouse) {
    ImGuiContext* previous = ImGui::GetCurrentContext();
    ImGuiContext* context = ImGui::CreateContext();
    ImGui::SetCurrentContext(context);
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(float(width), float(height));
    io.DeltaTime = 1.0f / 60.0f;
    io.MousePos = mouse ? ImVec2(mouse->x, mouse->y) : ImVec2(-FLT_MAX, -FLT_MAX);
    ImGui::StyleColorsDark();
    set_up_ui_font(ui_scale(nullptr));
    ImGui_ImplOpenGL3_Init("#version 330 core");
    Overlay overlay;
    CommandList ignored;  // nobody to apply them: a screenshot changes nothing
    for (int frame = 0; frame < 3; ++frame) {
        ImGui_ImplOpenGL3_NewFrame();
        ImGui::NewFrame();
        overlay.draw(state, ignored);
        ImGui::Render();
    }
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext(context);
    ImGui::SetCurrentContext(previous);
}

}  // namespace bsp

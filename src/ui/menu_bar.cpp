#include "ui/menu_bar.h"

#include <imgui.h>

#include "ui/shortcuts.h"

namespace bsp {

namespace {

void file_menu(const UiState& state, CommandList& out) {
    if (!ImGui::BeginMenu("File")) return;
    if (ImGui::MenuItem("Open...", "Ctrl+O")) out.push_back(ShowOpenDialog{true});
    const std::vector<std::string>* recent = state.viewer.recent_maps;
    if (ImGui::BeginMenu("Recent", recent && !recent->empty())) {
        for (const std::string& p : *recent)
            if (ImGui::MenuItem(p.c_str())) out.push_back(OpenMap{p});
        ImGui::EndMenu();
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Ctrl+Q")) out.push_back(Quit{});
    ImGui::EndMenu();
}

}  // namespace

void draw_menu_bar(const UiState& state, CommandList& out) {
    if (!ImGui::BeginMainMenuBar()) return;
    file_menu(state, out);
    if (ImGui::BeginMenu("Windows")) {
        for (int p = 0; p < kPanelCount; ++p)
            if (ImGui::MenuItem(panel_title(Panel(p)), shortcut_label_for_panel(Panel(p)), state.panel_open(Panel(p))))
                out.push_back(TogglePanel{Panel(p)});
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View")) {
        for (int m = 0; m < kViewModeCount; ++m)
            if (ImGui::MenuItem(view_mode_name(ViewMode(m)), shortcut_label_for_view(ViewMode(m)),
                                state.render.mode == ViewMode(m)))
                out.push_back(SetViewMode{ViewMode(m)});
        ImGui::Separator();
        const bool nearest_mip = state.render.texture_filter == TextureFilter::NearestMip;
        if (ImGui::MenuItem("nearest-mip filtering", nullptr, nearest_mip))
            out.push_back(SetTextureFilter{nearest_mip ? TextureFilter::Trilinear : TextureFilter::NearestMip});
        ImGui::EndMenu();
    }
    ImGui::EndMainMenuBar();
}

}  // namespace bsp

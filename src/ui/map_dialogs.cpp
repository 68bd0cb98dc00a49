#include "ui/map_dialogs.h"

#include <optional>

#include <imgui.h>

namespace bsp {

void MapDialogs::draw(const UiState& state, CommandList& out) {
    if (state.viewer.archive_choice) archive_chooser(*state.viewer.archive_choice, out);
    if (state.viewer.open_dialog) open_dialog(out);
}

void MapDialogs::archive_chooser(const ArchiveChoice& choice, CommandList& out) {
    bool open = true;
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(420, 360), ImGuiCond_FirstUseEver);
    ImGui::Begin("Choose a map", &open);
    ImGui::TextWrapped("%s holds %zu maps:", choice.archive.c_str(), choice.maps.size());
    ImGui::BeginChild("maps");
    std::optional<std::string> chosen;
    for (const std::string& m : choice.maps)
        if (ImGui::Selectable(m.c_str())) chosen = m;
    ImGui::EndChild();
    ImGui::End();
    if (chosen) {
        out.push_back(CloseArchiveChoice{});
        out.push_back(OpenMap{choice.archive + ":" + *chosen});
    } else if (!open) {
        out.push_back(CloseArchiveChoice{});
    }
}

void MapDialogs::open_dialog(CommandList& out) {
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.4f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(520, 0), ImGuiCond_FirstUseEver);
    bool open = true;
    ImGui::Begin("Open map", &open);
    ImGui::TextWrapped("A .bsp file, a .pk3 (first map inside), ARCHIVE.pk3:maps/x.bsp, or maps/x.bsp "
                       "inside the --game-dir folders. You can also drop a file on the window.");
    const bool enter = ImGui::InputText("path", path_, sizeof path_, ImGuiInputTextFlags_EnterReturnsTrue);
    if ((ImGui::Button("Open") || enter) && path_[0]) {
        out.push_back(OpenMap{path_});
        open = false;
    }
    ImGui::End();
    if (!open) out.push_back(ShowOpenDialog{false});
}

}  // namespace bsp

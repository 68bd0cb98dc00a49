#include "ui/map_dialogs.h"

#include <filesystem>
#include <optional>

#include <imgui.h>

#include "ui/panel_window.h"

namespace bsp {

void MapDialogs::draw(const UiState& state, CommandList& out) {
    if (state.viewer.archive_choice) archive_chooser(*state.viewer.archive_choice, out);
    if (state.viewer.open_dialog && !open_shown_) path_focus_.request();
    open_shown_ = state.viewer.open_dialog;
    if (state.viewer.open_dialog) open_dialog(out);
    if (state.viewer.game_dirs_dialog) game_dirs_dialog(state, out);
    else editing_dirs_ = false;
}

void MapDialogs::archive_chooser(const ArchiveChoice& choice, CommandList& out) {
    bool open = true;
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(420, 360), ImGuiCond_FirstUseEver);
    ImGui::Begin("Choose a map", &open);
    keep_window_inside_display();
    if (escape_closes_current_window()) open = false;
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
    keep_window_inside_display();
    ImGui::TextWrapped("A .bsp file, a .pk3 (first map inside), ARCHIVE.pk3:maps/x.bsp, or maps/x.bsp "
                       "inside the --game-dir folders. You can also drop a file on the window.");
    if (escape_closes_current_window()) open = false;
    path_focus_.before();
    const bool enter = ImGui::InputText("path", path_, sizeof path_, ImGuiInputTextFlags_EnterReturnsTrue);
    path_focus_.after();
    if ((ImGui::Button("Open") || enter) && path_[0]) {
        out.push_back(OpenMap{path_});
        open = false;
    }
    ImGui::End();
    if (!open) out.push_back(ShowOpenDialog{false});
}

void MapDialogs::game_dirs_dialog(const UiState& state, CommandList& out) {
    if (!editing_dirs_) {
        dirs_ = state.viewer.game_dirs ? *state.viewer.game_dirs : std::vector<std::string>{};
        new_dir_[0] = '\0';
        editing_dirs_ = true;
        dir_focus_.request();
    }
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.4f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(560, 0), ImGuiCond_Always);  // as tall as its list
    bool open = true;
    ImGui::Begin("Game directories", &open);
    keep_window_inside_display();
    ImGui::TextWrapped("Folders whose archives (.pk3, .pak, .vpk) and loose files hold the map's textures, "
                       "shaders and models, as --game-dir gives them; a later one wins over an earlier one.");
    if (!state.map)
        ImGui::TextWrapped("No map is open: they serve the next map opened.");
    else if (state.viewer.game_dirs_location.empty())
        ImGui::TextWrapped("This map was found in the game dirs, not in a folder of its own: "
                           "they serve this run only.");
    else
        ImGui::TextWrapped("Remembered for maps in %s.", state.viewer.game_dirs_location.c_str());
    ImGui::Separator();
    std::optional<size_t> removed;
    for (size_t i = 0; i < dirs_.size(); ++i) {
        ImGui::PushID(int(i));
        if (ImGui::SmallButton("remove")) removed = i;
        ImGui::SameLine();
        std::error_code ec;
        if (std::filesystem::is_directory(dirs_[i], ec)) {
            ImGui::TextUnformatted(dirs_[i].c_str());
        } else {
            ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s (no such folder)", dirs_[i].c_str());
        }
        ImGui::PopID();
    }
    if (dirs_.empty()) ImGui::TextDisabled("(none)");
    if (removed) dirs_.erase(dirs_.begin() + std::ptrdiff_t(*removed));
    if (escape_closes_current_window()) open = false;
    dir_focus_.before();
    const bool enter = ImGui::InputText("folder", new_dir_, sizeof new_dir_, ImGuiInputTextFlags_EnterReturnsTrue);
    dir_focus_.after();
    if (enter) dir_focus_.request();  // the field stays ready for the next folder
    ImGui::SameLine();
    if ((ImGui::Button("Add") || enter) && new_dir_[0]) {
        dirs_.push_back(new_dir_);
        new_dir_[0] = '\0';
    }
    ImGui::Separator();
    if (ImGui::Button(state.map ? "Apply (reloads the map)" : "Apply")) {
        out.push_back(SetGameDirs{dirs_});
        open = false;
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) open = false;
    ImGui::End();
    if (!open) out.push_back(ShowGameDirsDialog{false});
}

}  // namespace bsp

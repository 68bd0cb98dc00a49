#include "ui/bookmarks_window.h"

#include <cstdio>

#include <imgui.h>

#include "ui/frame_stats_panel.h"
#include "ui/panel_window.h"

namespace bsp {

void BookmarksWindow::draw(const UiState& state, CommandList& out) {
    const bool appearing = state.viewer.bookmarks_window && !shown_;
    shown_ = state.viewer.bookmarks_window;
    if (!shown_) return;
    static const std::vector<CameraBookmark> none;
    const std::vector<CameraBookmark>& list = state.viewer.bookmarks ? *state.viewer.bookmarks : none;
    if (appearing) {
        std::snprintf(name_, sizeof name_, "view %zu", list.size() + 1);
        name_focus_.request();
    }

    const ImVec2 d = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.35f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(520, 0), ImGuiCond_FirstUseEver);
    bool open = true;
    ImGui::Begin("Bookmarks", &open);
    keep_window_inside_display();
    if (escape_closes_current_window()) open = false;
    if (!state.map) {
        ImGui::TextDisabled("no map");
    } else {
        name_focus_.before();
        const bool enter = ImGui::InputText("name", name_, sizeof name_, ImGuiInputTextFlags_EnterReturnsTrue);
        name_focus_.after();
        ImGui::SameLine();
        const bool add = ImGui::Button("Add");
        if (add || enter) {
            out.push_back(AddBookmark{name_});
            std::snprintf(name_, sizeof name_, "view %zu", list.size() + 2);
            if (enter) open = false;  // Ctrl+B, Enter: bookmarked, back to flying
        }
        ImGui::TextDisabled("Enter adds and closes; Add keeps this window open");
        ImGui::Separator();
        if (list.empty()) ImGui::TextDisabled("no bookmarks for this map yet");
        if (!list.empty() &&
            ImGui::BeginTable("bookmarks", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
            for (size_t i = 0; i < list.size(); ++i) {
                const CameraBookmark& b = list[i];
                ImGui::PushID(int(i));
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                if (ImGui::SmallButton("go to")) out.push_back(GoToBookmark{int(i)});
                ImGui::SameLine();
                if (ImGui::SmallButton("copy")) out.push_back(CopyText::of(camera_command_line(b.camera)));
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("copy as %s", camera_command_line(b.camera).c_str());
                ImGui::SameLine();
                if (ImGui::SmallButton("delete")) out.push_back(DeleteBookmark{int(i)});
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(b.name.c_str());
                ImGui::TableNextColumn();
                ImGui::TextDisabled("%.0f %.0f %.0f", b.camera.position.x, b.camera.position.y, b.camera.position.z);
                ImGui::PopID();
            }
            ImGui::EndTable();
        }
    }
    ImGui::End();
    if (!open) out.push_back(ShowBookmarks{false});
}

}  // namespace bsp

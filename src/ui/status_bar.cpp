#include "ui/status_bar.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

#include "map/patch_tessellation.h"
#include "ui/panel_window.h"
#include "vis/point_contents.h"

namespace bsp {

namespace {

void loading_and_error(const ViewerStatus& viewer, CommandList& out) {
    if (viewer.loading) {
        ImGui::Text("Loading %s: %s", viewer.loading->name.c_str(), viewer.loading->phase.c_str());
        ImGui::ProgressBar(viewer.loading->fraction);
    }
    if (viewer.streaming && viewer.streaming->total > 0) {
        ImGui::Text("Textures %zu / %zu (white until they come)", viewer.streaming->done, viewer.streaming->total);
        ImGui::ProgressBar(float(viewer.streaming->done) / float(viewer.streaming->total));
    }
    if (!viewer.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.4f, 1));
        ImGui::TextWrapped("%s", viewer.error.c_str());
        ImGui::PopStyleColor();
        if (ImGui::SmallButton("dismiss")) out.push_back(DismissError{});
    }
}

// The Visibility panel's warning when the camera is where no PVS applies (outside the
// map, in solid), here too: that panel may be closed, and everything drawn at once
// is worth knowing whatever panel is open.
void camera_warning(const UiState& state) {
    if (!state.map) return;
    const glm::vec3 eye = state.scene ? state.scene->visibility_view().eye : state.camera.position;
    const CameraLeafNote note = camera_leaf_note(*state.map, contents_at(*state.map, eye));
    if (note.warning) ImGui::TextColored(kWarningColor, "warning: %s", note.text.c_str());
}

}  // namespace

void StatusBar::draw(const UiState& state, CommandList& out) {
    // A bar along the window's foot, as tall as its lines were last frame: the dock
    // space (the picture and the panels) ends above it.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float one_line = ImGui::GetFrameHeight() + 2 * style.WindowPadding.y;
    ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::BeginViewportSideBar("##status", viewport, ImGuiDir_Down, std::max(height_, one_line),
                                ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    const float ms = !state.history || state.history->frame_ms.empty() ? 0.0f : state.history->frame_ms.back();
    ImGui::Text("%.1f ms  %s  speed %.0f (wheel)  F1 help", ms, view_mode_name(state.render.mode),
                state.viewer.camera_speed);
    ImGui::SameLine();
    bool vsync = state.viewer.vsync;
    if (ImGui::Checkbox("VSync", &vsync)) out.push_back(SetVsync{vsync});
    // The patch level means nothing on a map without Bezier patches (every format
    // but Quake 3): no slider there.
    if (state.map && !state.map->patches.empty()) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ui_px(100));
        int level = dragged_level_.value_or(state.viewer.patch_level);
        // The slider's left end is the engine's subdivision (the default), then fixed levels.
        ImGui::SliderInt("patch level", &level, kEnginePatchLevel, kMaxPatchLevel,
                         level == kEnginePatchLevel ? "engine" : "%d");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Bezier patch subdivisions: engine = ioquake3's (r_subdivisions 4, per curve);\n"
                              "1-32 = that many segments per patch segment everywhere");
        if (ImGui::IsItemDeactivatedAfterEdit()) out.push_back(SetPatchLevel{level});
        if (ImGui::IsItemActive()) dragged_level_ = level;
        else dragged_level_.reset();
    }
    if (state.scene) {
        const auto& missing = state.scene->world().missing_textures();
        if (!missing.empty()) {
            ImGui::TextColored(kWarningColor, "%zu missing texture%s (listed in the Lumps panel, Ctrl+1)",
                               missing.size(), missing.size() == 1 ? "" : "s");
        }
    }
    camera_warning(state);
    if (!state.viewer.turned_note.empty()) ImGui::TextDisabled("%s", state.viewer.turned_note.c_str());
    if (state.viewer.recorded_frames >= 0) {
        ImGui::TextColored(ImVec4(1, 0.35f, 0.3f, 1), "recording camera path: %d frames (F10 stops and saves)",
                           state.viewer.recorded_frames);
    } else if (!state.viewer.recording_message.empty()) {
        // Its own lines, unwrapped: the bar sizes itself to them (text wrapped in an
        // auto-sized window wraps at whatever width the window had).
        ImGui::TextUnformatted(state.viewer.recording_message.c_str());
    }
    loading_and_error(state.viewer, out);
    height_ = ImGui::GetCursorPosY() - style.ItemSpacing.y + style.WindowPadding.y;
    ImGui::End();
}

}  // namespace bsp

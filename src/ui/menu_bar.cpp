#include "ui/menu_bar.h"

#include <imgui.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "ui/shortcuts.h"
#include "ui/ui_font.h"

namespace bsp {

namespace {

void file_menu(const UiState& state, CommandList& out) {
    if (!ImGui::BeginMenu("File")) return;
    if (ImGui::MenuItem("Open...", "Ctrl+O")) out.push_back(ShowOpenDialog{true});
    if (ImGui::MenuItem("Browse maps...", "Ctrl+Shift+O")) out.push_back(ShowMapBrowser{true});
    const std::vector<RecentMap>* recent = state.viewer.recent_maps;
    if (ImGui::BeginMenu("Recent", recent && !recent->empty())) {
        for (const RecentMap& m : *recent) {
            // The game dirs it opens with, by their folder names (the tooltip has the paths).
            std::string dirs;
            for (const std::string& d : m.game_dirs) {
                const std::filesystem::path p(d);
                dirs += (dirs.empty() ? "" : ", ") + (p.has_filename() ? p.filename() : p.parent_path().filename()).string();
            }
            ImGui::PushID(&m);
            if (ImGui::MenuItem(m.argument.c_str(), dirs.empty() ? nullptr : dirs.c_str()))
                out.push_back(OpenMap{m.argument, m.game_dirs});
            ImGui::PopID();
            if (!m.game_dirs.empty() && ImGui::IsItemHovered()) {
                std::string dirs = "game dirs:";
                for (const std::string& d : m.game_dirs) dirs += "\n  " + d;
                ImGui::SetTooltip("%s", dirs.c_str());
            }
        }
        ImGui::EndMenu();
    }
    if (ImGui::MenuItem("Game directories...", "Ctrl+G")) out.push_back(ShowGameDirsDialog{true});
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Ctrl+Q")) out.push_back(Quit{});
    ImGui::EndMenu();
}

// Jump to a view of the map on screen; adding, copying and deleting are in the window.
void bookmarks_menu(const UiState& state, CommandList& out) {
    if (!ImGui::BeginMenu("Bookmarks")) return;
    if (ImGui::MenuItem("Add / manage...", "Ctrl+B", false, state.map != nullptr))
        out.push_back(ShowBookmarks{true});
    const std::vector<CameraBookmark>* list = state.viewer.bookmarks;
    if (list && !list->empty()) ImGui::Separator();
    for (size_t i = 0; list && i < list->size(); ++i) {
        ImGui::PushID(int(i));
        if (ImGui::MenuItem((*list)[i].name.c_str())) out.push_back(GoToBookmark{int(i)});
        ImGui::PopID();
    }
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
        const bool window_look = state.render.stage_brightness == StageBrightness::Window;
        if (ImGui::MenuItem("Quake 3 brightness as in a window", nullptr, window_look))
            out.push_back(SetStageBrightness{window_look ? StageBrightness::Fullscreen : StageBrightness::Window});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("ioquake3 draws shader stages without overbright in a window (glass and\n"
                              "surfaces lit twice look brighter); off: as it draws them fullscreen");
        if (ImGui::MenuItem("Flares", nullptr, state.render.flares)) out.push_back(SetFlares{!state.render.flares});
        if (ImGui::MenuItem("Fog", nullptr, state.render.fog_volumes))
            out.push_back(SetFogVolumes{!state.render.fog_volumes});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Quake 3 fog volumes, and Source's distance fog (the fog controller's, the\n"
                              "3D sky's, under water) in the lit view");
        if (ImGui::MenuItem("3D sky box", nullptr, state.render.skybox3d))
            out.push_back(SetSkybox3d{!state.render.skybox3d});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Source's sky_camera area drawn, scaled up, behind the world");
        if (ImGui::MenuItem("Overlays", nullptr, state.render.overlays))
            out.push_back(SetOverlays{!state.render.overlays});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Source's overlays (info_overlay decals, water overlays) over their faces");
        if (ImGui::MenuItem("Cube map reflections", nullptr, state.render.envmaps))
            out.push_back(SetEnvmaps{!state.render.envmaps});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Source's $envmap faces reflect their cube map sample (lit and fullbright views)");
        if (ImGui::MenuItem("Bump maps", nullptr, state.render.bump_maps))
            out.push_back(SetBumpMaps{!state.render.bump_maps});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Source bump-lit faces lit through their normal maps (off: their flat lightmap)");
        if (ImGui::MenuItem("Prop models", nullptr, state.render.props))
            out.push_back(SetProps{!state.render.props, state.render.props_show_faded});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Source props drawn with their models (off: the markers of switch 6 only)");
        if (ImGui::MenuItem("Props past their fade distance", nullptr, state.render.props_show_faded))
            out.push_back(SetProps{state.render.props, !state.render.props_show_faded});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("The game stops drawing a prop beyond its fade distance; on: draw them all");
        if (ImGui::MenuItem("Hide the interface", "H")) out.push_back(ToggleInterface{});
        ImGui::Separator();
        float fov = state.viewer.fov;
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
        if (ImGui::SliderFloat("field of view  [ ]", &fov, kMinFov, kMaxFov, "%.0f deg")) out.push_back(SetFov{fov});
        if (ImGui::MenuItem("Go to the next player start", "Home", false, state.map != nullptr)) out.push_back(NextSpawn{});
        if (ImGui::MenuItem("Reset the fly speed", "Backspace", false, state.map != nullptr)) out.push_back(ResetSpeed{});
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("the map's run speed (Backspace does it when nothing is selected)");
        if (ImGui::MenuItem("Measure", "M", state.viewer.measure.on, state.map != nullptr)) out.push_back(ToggleMeasure{});
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("click two points on surfaces: their distance in map units and metres");
        ImGui::Separator();
        if (ImGui::BeginMenu("Interface scale")) {
            for (float scale : kUiScales) {
                char label[16];
                std::snprintf(label, sizeof label, "%g", double(scale));
                const char* key = scale == next_ui_scale(state.viewer.ui_scale, +1) ? "Ctrl+="
                                  : scale == next_ui_scale(state.viewer.ui_scale, -1) ? "Ctrl+-"
                                                                                     : nullptr;
                if (ImGui::MenuItem(label, key, scale == state.viewer.ui_scale)) out.push_back(SetUiScale{scale});
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Reset layout")) out.push_back(ResetLayout{});
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Dock the panels as at the first run: Frame and Visibility open, the picture in the middle");
        ImGui::EndMenu();
    }
    bookmarks_menu(state, out);
    ImGui::EndMainMenuBar();
}

}  // namespace bsp

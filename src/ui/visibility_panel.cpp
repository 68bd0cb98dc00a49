#include "ui/visibility_panel.h"

#include <algorithm>
#include <string>
#include <vector>

#include "render/debug_geometry.h"
#include "ui/shortcuts.h"
#include "vis/camera_leaf.h"
#include "vis/point_contents.h"

namespace bsp {

namespace {

const ImVec4 kYesColor(0.45f, 1.0f, 0.45f, 1), kNoColor(1.0f, 0.45f, 0.4f, 1);

void answer_line(const char* question, Answer a, const std::string& note) {
    ImGui::TextUnformatted(question);
    ImGui::SameLine();
    if (a == Answer::NotAsked) ImGui::TextDisabled("n/a");
    else ImGui::TextColored(a == Answer::Yes ? kYesColor : kNoColor, "%s", answer_name(a));
    if (note.empty()) return;
    // On its own line: after the answer a long note would wrap in a narrow column.
    ImGui::Indent();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::TextWrapped("%s", note.c_str());
    ImGui::PopStyleColor();
    ImGui::Unindent();
}

// The picked surface's answers: drawn or which test rejected it, then each test.
void picked_visibility_lines(const SurfaceVisibility& v) {
    const std::string summary = surface_visibility_summary(v);
    ImGui::PushStyleColor(ImGuiCol_Text, v.drawn() ? kYesColor : kNoColor);
    ImGui::TextWrapped("%s", summary.c_str());
    ImGui::PopStyleColor();
    std::string pvs_question = "in camera cluster " + std::to_string(v.camera_cluster) + "'s PVS:";
    std::string pvs_note = v.pvs_note;
    if (v.in_pvs != Answer::NotAsked)
        pvs_note = std::to_string(v.leaves_in_pvs) + " of its " + std::to_string(v.leaves) + " leaves";
    answer_line(pvs_question.c_str(), v.in_pvs, pvs_note);
    answer_line("in frustum:", v.in_frustum, v.frustum_note);
    if (v.surface_area >= 0 && v.camera_area >= 0 && v.surface_area != v.camera_area) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
        ImGui::TextWrapped("in area %d, camera in area %d: drawn as if the area portals were open", v.surface_area,
                           v.camera_area);
        ImGui::PopStyleColor();
    }
}

// Where the camera is, as visibility sees it (the frozen camera while frozen): its
// leaf, cluster and area, what fills it by the format's names, and a warning when it
// is where no PVS applies, so "everything is drawn" never happens silently.
void camera_section(const UiState& state) {
    const Map& map = *state.map;
    const glm::vec3 eye = state.scene ? state.scene->visibility_view().eye : state.camera.position;
    const PointContents c = contents_at(map, eye);
    ImGui::Text("camera leaf %d  cluster %d  area %d%s", c.leaf, c.cluster, c.area, state.frozen ? "  (frozen)" : "");
    // The 3D sky box's area (vis/sky_area.h): which it is, and whether the camera is in it.
    if (state.scene && state.scene->sky_area().valid()) {
        const SkyArea& sky = state.scene->sky_area();
        ImGui::Text("sky area %d, %u leaves (sky camera in leaf %d, cluster %d)", sky.area, sky.leaf_count,
                    sky.camera_leaf, sky.camera_cluster);
        if (sky.holds(map, c.leaf))
            ImGui::TextWrapped("the camera is in the 3D sky box's area (drawn as it is, no sky pass)");
    } else if (map.sky_camera) {
        ImGui::TextDisabled("sky_camera at no sky area of its own: no 3D sky box");
    }
    const std::string contents = contents_name(map, c);
    if (!contents.empty()) {
        if (c.leaf_has_contents) ImGui::TextWrapped("contents: %s", contents.c_str());
        else if (c.brushes == 0) ImGui::TextWrapped("contents: %s (no brush holds the eye)", contents.c_str());
        else ImGui::TextWrapped("contents: %s (%u brush%s at the eye)", contents.c_str(), c.brushes, c.brushes == 1 ? "" : "es");
    }
    const CameraLeafNote note = camera_leaf_note(map, c);
    if (note.text.empty()) return;
    if (note.warning) ImGui::PushStyleColor(ImGuiCol_Text, kWarningColor);
    ImGui::TextWrapped("%s%s", note.warning ? "warning: " : "", note.text.c_str());
    if (note.warning) ImGui::PopStyleColor();
}

// The picked face's raw flags by the format's names, when it names them.
void picked_flag_lines(const Map& map, const FaceRecord& f) {
    if (!map.surface_flag_names.empty())
        ImGui::TextWrapped("surface flags: %s (0x%x)", name_value(map.surface_flag_names, f.surface_flags).c_str(),
                    unsigned(f.surface_flags));
    if (!map.contents_names.empty())
        ImGui::TextWrapped("contents: %s (0x%x)", name_value(map.contents_names, f.contents).c_str(), unsigned(f.contents));
}

void picked_cluster_section(const UiState& state) {
    if (!state.selected_face || !state.map) {
        ImGui::TextDisabled("click a surface in the world to pick it");
        return;
    }
    const FaceRecord& f = *state.selected_face;
    ImGui::Text("picked surface %d (face %d)", f.surface, f.face_index);
    if (state.selected_visibility) picked_visibility_lines(*state.selected_visibility);
    picked_flag_lines(*state.map, f);
    if (!f.picked) return;
    ImGui::Text("leaf %d  cluster %d  area %d", f.leaf, f.cluster, f.area);
    const Visibility& vis = state.map->visibility;
    if (vis.empty() || f.cluster < 0) {
        ImGui::TextDisabled(vis.empty() ? "no visdata" : "no cluster");
        return;
    }
    std::string list;
    int seen = 0;
    for (int32_t c = 0; c < vis.cluster_count; ++c) {
        if (!vis.can_see(f.cluster, c)) continue;
        if (seen < 200) list += (list.empty() ? "" : " ") + std::to_string(c);
        ++seen;
    }
    ImGui::Text("cluster %d sees %d of %d clusters:", f.cluster, seen, vis.cluster_count);
    ImGui::BeginChild("seen", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 4), true);
    ImGui::TextWrapped("%s%s", list.c_str(), seen > 200 ? " ..." : "");
    ImGui::EndChild();
}

// The leaf visibility was computed from (the frozen one while frozen), as the
// outlines use it; without a renderer, the leaf under the camera.
int32_t camera_area(const UiState& state) {
    const Map& map = *state.map;
    const int32_t leaf = state.scene ? state.scene->visible().camera_leaf : find_leaf(map, state.camera.position);
    return leaf >= 0 && size_t(leaf) < map.leaves.size() ? map.leaves[size_t(leaf)].area : -1;
}

std::string portal_entity_label(const Map& map, const AreaPortal& p) {
    if (p.entity < 0 || size_t(p.entity) >= map.entities.size()) return "-";
    const Entity& e = map.entities[size_t(p.entity)];
    const std::string name = e.get("targetname");
    return name.empty() ? e.classname() + " #" + std::to_string(p.entity) : name;
}

// Areas and the area portals between them: the camera's area, and a row per portal
// record (each portal is listed once from each side), those touching the camera's
// area highlighted in the outline colour.
void areas_section(const UiState& state, CommandList& out) {
    const Map& map = *state.map;
    const int32_t area = camera_area(state);
    if (map.areas.empty() && map.area_portals.empty()) {
        // Quake 3 leaves name areas too, but its area portals live in entities only;
        // Quake 2's areas lumps are not read (leaves keep their area number).
        ImGui::Text("camera area %d", area);
        ImGui::TextDisabled("no area portals read from this map");
        return;
    }
    // The compiler's placeholder records (Source's portal 0: no area lists it and it
    // has no polygon) are left out of the count and the table.
    std::vector<int> shown;
    for (size_t i = 0; i < map.area_portals.size(); ++i)
        if (map.area_portals[i].area >= 0 || map.area_portals[i].vertex_count > 0) shown.push_back(int(i));
    ImGui::Text("camera area %d   %zu areas, %zu area portals", area, map.areas.size(), shown.size());
    switch_checkbox(state, Switch::AreaPortals, out);
    if (shown.empty()) return;
    const ImVec4 near(kCameraAreaPortalColor.r / 255.0f, kCameraAreaPortalColor.g / 255.0f,
                      kCameraAreaPortalColor.b / 255.0f, 1);
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_ScrollY |
                                  ImGuiTableFlags_SizingFixedFit;
    const float rows = float(std::min<size_t>(shown.size(), 8) + 1);
    if (!ImGui::BeginTable("area_portals", 5, flags, ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * (rows + 0.5f))))
        return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("portal");
    ImGui::TableSetupColumn("areas");
    ImGui::TableSetupColumn("key");
    ImGui::TableSetupColumn("entity");
    ImGui::TableSetupColumn("verts");
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(int(shown.size()));
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const int i = shown[size_t(row)];
            const AreaPortal& p = map.area_portals[size_t(i)];
            const bool touches = area_portal_touches(p, area);
            ImGui::TableNextRow();
            if (touches) ImGui::PushStyleColor(ImGuiCol_Text, near);
            ImGui::TableNextColumn(); ImGui::Text("%d", i);
            ImGui::TableNextColumn(); ImGui::Text("%d -> %d", p.area, p.other_area);
            ImGui::TableNextColumn(); ImGui::Text("%d", p.portal_key);
            ImGui::TableNextColumn(); ImGui::TextUnformatted(portal_entity_label(map, p).c_str());
            ImGui::TableNextColumn(); ImGui::Text("%u", p.vertex_count);
            if (touches) ImGui::PopStyleColor();
        }
    }
    ImGui::EndTable();
}

// The compiler's vis portals (the .prt file beside the map): the file, its counts,
// the portals of the camera's cluster and where they lead, and the outline switch.
void vis_portals_section(const UiState& state, CommandList& out) {
    const Map& map = *state.map;
    const PortalFile& file = map.portal_file;
    if (file.path.empty()) {
        ImGui::TextDisabled("no .prt portal file beside the map");
        return;
    }
    size_t hints = 0;
    for (const VisPortal& p : file.portals) hints += p.hint;
    ImGui::TextWrapped("%s (%s): %zu portals (%zu hint), %d clusters, %u solid faces", file.path.c_str(),
                       file.format.c_str(), file.portals.size(), hints, file.clusters, file.solid_faces);
    const int32_t leaf_cluster = state.scene ? state.scene->visible().camera_cluster
                                             : find_cluster(map, state.camera.position);
    const int32_t cluster = file.file_cluster(leaf_cluster);
    std::string to;
    size_t count = 0;
    for (const VisPortal& p : file.portals) {
        if (!vis_portal_touches(p, cluster)) continue;
        if (++count <= 24) to += " " + std::to_string(p.sides[0] == cluster ? p.sides[1] : p.sides[0]);
    }
    if (cluster < 0) ImGui::TextDisabled("the camera is in no portal cluster");
    else
        ImGui::TextWrapped("camera's portal cluster %d: %zu portals, to%s%s", cluster, count, to.c_str(),
                           count > 24 ? " ..." : "");
    switch_checkbox(state, Switch::VisPortals, out);
}

}  // namespace

void draw_visibility_panel(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::Visibility, place, out)) {
        ImGui::End();
        return;
    }
    // The answers first (where the camera is, what was picked and why it is or is not
    // drawn), then the controls.
    if (state.map) {
        camera_section(state);
        vis_portals_section(state, out);
        ImGui::Separator();
    }
    picked_cluster_section(state);
    ImGui::Separator();
    // Open at the start where the window has room for it; the view modes and switches
    // also have their keys (F2-F9 and F11, 1-9) and the View menu.
    ImGui::SetNextItemOpen(ImGui::GetIO().DisplaySize.y >= 800, ImGuiCond_FirstUseEver);
    if (ImGui::CollapsingHeader("View and culling")) {
        for (int m = 0; m < kViewModeCount; ++m) {
            const ViewMode mode = ViewMode(m);
            if (ImGui::RadioButton(view_mode_name(mode), state.render.mode == mode)) out.push_back(SetViewMode{mode});
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", view_mode_description(mode));
            ImGui::SameLine();
            ImGui::TextDisabled("[%s]", shortcut_label_for_view(mode));
            if (m % 2 == 0) ImGui::SameLine(ImGui::GetWindowWidth() * 0.5f);
        }
        ImGui::Separator();
        for (Switch s : {Switch::Pvs, Switch::Frustum, Switch::Freeze, Switch::WireOverlay, Switch::LeafBounds,
                         Switch::EntityMarkers, Switch::LightProbes})
            switch_checkbox(state, s, out);
        float gamma = state.render.gamma;
        if (ImGui::SliderFloat("gamma", &gamma, 0.5f, 2.5f)) out.push_back(SetGamma{gamma});
    }
    if (state.map) {
        ImGui::Separator();
        areas_section(state, out);
    }
    ImGui::End();
}

}  // namespace bsp

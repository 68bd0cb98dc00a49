#include "ui/visibility_panel.h"

#include <string>

#include "ui/shortcuts.h"

namespace bsp {

namespace {

void picked_cluster_section(const UiState& state) {
    if (!state.selected_face || !state.map) {
        ImGui::TextDisabled("click a surface in the world to pick it");
        return;
    }
    const FaceRecord& f = *state.selected_face;
    ImGui::Text("picked surface %d (face %d)", f.surface, f.face_index);
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

}  // namespace

void draw_visibility_panel(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::Visibility, place, out)) {
        ImGui::End();
        return;
    }
    ImGui::TextUnformatted("View");
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
    ImGui::Separator();
    picked_cluster_section(state);
    ImGui::End();
}

}  // namespace bsp

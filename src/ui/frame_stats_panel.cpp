#include "ui/frame_stats_panel.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "vis/point_contents.h"

namespace bsp {

std::string camera_command_line(const CameraPose& c) {
    char text[192];
    std::snprintf(text, sizeof text, "--pos %.0f,%.0f,%.0f --angles %.1f,%.1f,%.1f --fov %.0f", c.position.x,
                  c.position.y, c.position.z, c.pitch, c.yaw, c.roll, c.fov);
    return text;
}

namespace {

void plot(const char* label, const std::deque<float>& values, const char* unit) {
    if (values.empty()) return;
    const std::vector<float> v(values.begin(), values.end());
    const float peak = *std::max_element(v.begin(), v.end());
    char overlay[64];
    std::snprintf(overlay, sizeof overlay, "%s %.2f %s (max %.2f)", label, v.back(), unit, peak);
    // An explicit width: imgui 1.86's PlotLines does not stretch a negative one.
    const float width = std::max(ImGui::GetContentRegionAvail().x, 64.0f);
    ImGui::PlotLines("##plot", v.data(), int(v.size()), 0, overlay, 0.0f, std::max(peak * 1.2f, 0.01f),
                     ImVec2(width, 48));
}

}  // namespace

void draw_frame_stats_panel(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::FrameStats, place, out)) {
        ImGui::End();
        return;
    }
    const CameraPose& c = state.camera;
    ImGui::Text("pos    %.1f %.1f %.1f", c.position.x, c.position.y, c.position.z);
    ImGui::Text("angles %.1f %.1f %.1f  fov %.0f", c.pitch, c.yaw, c.roll, c.fov);
    if (ImGui::Button("Copy --pos/--angles")) out.push_back(CopyText::of(camera_command_line(c)));
    if (!state.map || !state.scene) {
        ImGui::TextDisabled("no map");
        ImGui::End();
        return;
    }
    const Map& map = *state.map;
    const VisibleSet& v = state.scene->visible();
    ImGui::Separator();
    if (v.camera_leaf >= 0 && size_t(v.camera_leaf) < map.leaves.size()) {
        const Leaf& leaf = map.leaves[size_t(v.camera_leaf)];
        // By the format's names, as the status bar and the Visibility panel say them
        // (Quake 1's empty leaf stores -1, Quake 3's stores nothing: its brushes say).
        const PointContents at = contents_at(map, state.scene->visibility_view().eye);
        std::string contents = contents_name(map, at);
        if (contents.empty()) contents = "?";
        if (at.leaf_has_contents) contents += " (" + std::to_string(leaf.contents) + ")";
        ImGui::Text("leaf %d  cluster %d  area %d  contents %s", v.camera_leaf, leaf.cluster, leaf.area,
                    contents.c_str());
    } else {
        ImGui::TextDisabled("camera outside the tree");
    }
    if (state.frozen) ImGui::TextColored(ImVec4(0, 0.9f, 1, 1), "visibility frozen");
    if (map.visibility.empty()) ImGui::TextColored(ImVec4(1, 0.75f, 0.3f, 1), "no visdata: PVS lets everything through");
    ImGui::Separator();
    if (ImGui::BeginTable("visible", 2, ImGuiTableFlags_SizingFixedFit)) {
        auto row = [](const char* name, unsigned long long value, unsigned long long total) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn(); ImGui::TextUnformatted(name);
            ImGui::TableNextColumn();
            if (total) ImGui::Text("%llu / %llu", value, total);
            else ImGui::Text("%llu", value);
        };
        row("clusters", v.cluster_count, (unsigned long long)std::max(map.visibility.cluster_count, 0));
        row("leaves", v.leaf_count, map.leaves.size());
        row("surfaces", v.surface_count, map.surfaces.size());
        row("triangles", v.triangle_count, map.triangle_count());
        row("draw calls", state.last_frame.draw.draw_calls, 0);
        row("passes (stages)", state.last_frame.draw.passes, 0);
        if (state.render.flares) row("flares", state.last_frame.draw.flares, 0);
        if (!map.prop_placements.empty()) {
            row("props", state.last_frame.draw.props, map.prop_placements.size());
            row("prop draw calls", state.last_frame.draw.prop_draw_calls, 0);
        }
        if (state.scene && state.scene->sky_area().valid())
            row("3D sky leaves", state.last_frame.draw.sky_area_leaves, state.scene->sky_area().leaf_count);
        if (!map.overlays.empty())  // water overlays too
            row("overlay pieces", state.last_frame.draw.overlay_pieces, 0);
        if (!map.cubemaps.empty()) row("envmap faces", state.last_frame.draw.envmap_faces, 0);
        row("PVS-rejected leaves", v.pvs_rejected_leaves, 0);
        row("frustum-rejected leaves", v.frustum_rejected_leaves, 0);
        ImGui::EndTable();
    }
    ImGui::Separator();
    if (state.history) {
        ImGui::PushID("frame");
        plot("frame", state.history->frame_ms, "ms");
        ImGui::PopID();
        // The scene's own GPU time (the interface not included), from timer queries.
        if (state.history->gpu_unmeasured) {
            ImGui::TextDisabled("gpu: not timed (a software renderer draws on the CPU)");
        } else {
            ImGui::PushID("gpu");
            plot("gpu", state.history->gpu_ms, "ms");
            ImGui::PopID();
        }
        ImGui::PushID("vis");
        plot("vis", state.history->vis_ms, "ms");
        ImGui::PopID();
    } else {
        ImGui::Text("vis %.3f ms", state.last_frame.vis_ms);
    }
    // Source's world effects: what the 3D sky box's pass cost (CPU: its visibility, plan
    // and GL calls), and which distance fog the world was drawn with.
    if (state.scene && state.scene->sky_area().valid()) {
        if (state.scene->sky_pass_on(state.render))
            ImGui::Text("3D sky pass %.3f ms (cpu)", state.last_frame.draw.sky_pass_ms);
        else
            ImGui::TextDisabled("3D sky pass off");
    }
    if (const auto& fog = state.scene ? state.scene->world_fog() : std::optional<LinearFog>{})
        ImGui::Text("fog %.0f..%.0f units (one fragment-shader term)", fog->start, fog->end);
    ImGui::End();
}

}  // namespace bsp

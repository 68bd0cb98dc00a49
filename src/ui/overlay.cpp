#include "ui/overlay.h"

#include <algorithm>

#include <imgui.h>

#include "ui/frame_stats_panel.h"
#include "ui/help_window.h"
#include "ui/light_grid_panel.h"
#include "ui/lumps_panel.h"
#include "ui/shader_stages_readout.h"
#include "ui/visibility_panel.h"

namespace bsp {

std::optional<Panel> Overlay::panel_from_name(std::string_view name) {
    static constexpr std::pair<std::string_view, Panel> kNames[] = {
        {"lumps", Panel::Lumps},         {"frame", Panel::FrameStats}, {"visibility", Panel::Visibility},
        {"lightmaps", Panel::Lightmaps}, {"probes", Panel::LightGrid}, {"entities", Panel::Entities},
        {"help", Panel::Help}};
    for (const auto& [n, p] : kNames)
        if (n == name) return p;
    return std::nullopt;
}

std::array<bool, kPanelCount> Overlay::panels_from_names(const std::vector<std::string>& names) {
    std::array<bool, kPanelCount> open{};
    for (const std::string& name : names) {
        if (name == "all") open.fill(true);
        else if (const auto p = panel_from_name(name)) open[size_t(*p)] = true;
    }
    return open;
}

namespace {

// The label of the entity marker under the mouse, by the pointer as a tooltip: its
// class, its name, and what a click does.
void draw_marker_label(const UiState& state) {
    if (!state.interactive || !state.map || state.hovered_entity < 0 ||
        size_t(state.hovered_entity) >= state.map->entities.size())
        return;
    const Entity& e = state.map->entities[size_t(state.hovered_entity)];
    ImGui::BeginTooltip();
    ImGui::TextUnformatted(e.classname().c_str());
    const std::string name = e.get("targetname");
    if (!name.empty()) ImGui::Text("targetname  %s", name.c_str());
    ImGui::TextDisabled("entity %d; click to select", state.hovered_entity);
    ImGui::EndTooltip();
}

}  // namespace

void Overlay::draw(const UiState& state, CommandList& out) {
    // Three columns: statistics left, inspection in the middle, the Visibility panel
    // and the tables right. The two panels the viewer opens with (Frame, left, as tall
    // as its contents; Visibility, right, the full height) leave the middle of the
    // world free, and at 1024x640 both still show everything without scrolling. The
    // middle column is at least wide enough for its tables (it overlaps the others
    // in small windows). Panels stay below the menu bar and above the status bar.
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    const float line = ImGui::GetFrameHeightWithSpacing();
    const float top = ImGui::GetFrameHeight() + 2, bottom = d.y - (2 * line + 16), h = std::max(bottom - top, 100.0f);
    const float gap = 6;
    const float left_w = std::clamp(d.x * 0.22f, 370.0f, 400.0f);  // "leaf .. contents 0x20000000"
    const float right_w = std::clamp(d.x * 0.33f, 340.0f, 560.0f);
    const float middle_w = std::max(d.x - left_w - right_w - 4 * gap, std::min(600.0f, d.x - 2 * gap));
    const float middle_x = std::clamp(left_w + 2 * gap, gap, std::max(d.x - middle_w - gap, gap));
    const float right_x = std::max(d.x - right_w - gap, gap);
    const ImVec2 area_min(0, top), area_max(d.x, bottom);
    auto at = [&](float x, float y, float w, float ht) {
        return PanelPlacement{ImVec2(x, y), ImVec2(w, ht), area_min, area_max};
    };
    // Frame: about as tall as its contents with the map loaded (14 lines, two 48-pixel
    // graphs). Not fitted automatically: the viewer opens it while the map is still
    // loading, when it holds three lines.
    const float frame_h = std::min(h, 14 * ImGui::GetTextLineHeightWithSpacing() +
                                          2 * (48 + ImGui::GetStyle().ItemSpacing.y) + 2 * ImGui::GetFrameHeight());
    if (state.panel_open(Panel::FrameStats)) draw_frame_stats_panel(state, at(gap, top, left_w, frame_h), out);
    if (state.panel_open(Panel::Visibility)) draw_visibility_panel(state, at(right_x, top, right_w, h), out);
    if (state.panel_open(Panel::Lightmaps)) lightmaps_.draw(state, at(middle_x, top, middle_w, h * 0.55f - gap), out);
    if (state.panel_open(Panel::LightGrid))
        draw_light_grid_panel(state, at(middle_x, top + h * 0.55f, middle_w, h * 0.45f), out);
    if (state.panel_open(Panel::Lumps)) draw_lumps_panel(state, at(right_x, top, right_w, h * 0.5f - gap), out);
    if (state.panel_open(Panel::Entities))
        entities_.draw(state, at(right_x, top + h * 0.5f, right_w, h * 0.5f), out);
    draw_shader_stages_window(state);
    draw_marker_label(state);
    if (state.panel_open(Panel::Help))
        draw_help_window(state, at(d.x * 0.2f, top + 10, std::max(d.x * 0.6f, std::min(640.0f, d.x)), h - 20), out);
}

}  // namespace bsp

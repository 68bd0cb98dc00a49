#include "ui/overlay.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include <imgui.h>
#include <imgui_internal.h>

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
    if (state.interactive && state.hovered_entity < 0 && !state.hovered_missing_texture.empty()) {
        // A face drawn grey x light because its texture was not found: which one.
        ImGui::BeginTooltip();
        ImGui::TextColored(kWarningColor, "missing texture");
        ImGui::TextUnformatted(state.hovered_missing_texture.c_str());
        ImGui::TextDisabled("drawn grey x light; the Lumps panel lists them all");
        ImGui::EndTooltip();
        return;
    }
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
    // Panels dock around the picture (ui/dock_layout.h); a panel dragged out of the
    // dock floats, first at the size given here, and stays on the display.
    dock_.submit();
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const ImVec2 work_min = viewport->WorkPos, work_size = viewport->WorkSize;
    const PanelPlacement floating{ImVec2(work_min.x + work_size.x * 0.3f, work_min.y + work_size.y * 0.15f),
                                  ImVec2(std::min(ui_px(420), work_size.x), work_size.y * 0.6f), work_min,
                                  ImVec2(work_min.x + work_size.x, work_min.y + work_size.y)};
    if (state.panel_open(Panel::FrameStats)) draw_frame_stats_panel(state, floating, out);
    if (state.panel_open(Panel::Visibility)) draw_visibility_panel(state, floating, out);
    if (state.panel_open(Panel::Lightmaps)) lightmaps_.draw(state, floating, out);
    if (state.panel_open(Panel::LightGrid)) draw_light_grid_panel(state, floating, out);
    if (state.panel_open(Panel::Lumps)) draw_lumps_panel(state, floating, out);
    if (state.panel_open(Panel::Entities)) entities_.draw(state, floating, out);
    // The readout of what was picked opens with each new pick and closes with its button.
    const ReadoutKey picked{state.selected_face ? state.render.selected_surface : -1,
                            state.selected_prop_materials.empty() ? std::string() : state.selected_prop_materials[0]};
    if (!(picked == readout_for_)) readout_open_ = picked.surface >= 0 || !picked.first_line.empty();
    readout_for_ = picked;
    if (readout_open_) readout_open_ = draw_shader_stages_window(state, floating);
    draw_marker_label(state);
    if (state.panel_open(Panel::Help)) {
        const PanelPlacement help{ImVec2(work_min.x + work_size.x * 0.2f, work_min.y + 10),
                                  ImVec2(std::max(work_size.x * 0.6f, std::min(ui_px(640), work_size.x)),
                                         work_size.y - 20),
                                  floating.area_min, floating.area_max};
        draw_help_window(state, help, out);
    }
}

}  // namespace bsp

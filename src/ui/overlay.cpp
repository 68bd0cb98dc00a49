#include "ui/overlay.h"

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

void Overlay::draw(const UiState& state, CommandList& out) {
    // A layout in thirds of the display: statistics left, inspection in the middle,
    // tables right, so the default set of panels leaves the centre of the world visible.
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    const float top = 24, third = d.x / 3, h = d.y - top;
    auto at = [&](float x, float y, float w, float ht) { return PanelPlacement{ImVec2(x, y), ImVec2(w, ht)}; };
    if (state.panel_open(Panel::FrameStats)) draw_frame_stats_panel(state, at(6, top, third - 12, h * 0.55f - 6), out);
    if (state.panel_open(Panel::Visibility))
        draw_visibility_panel(state, at(6, top + h * 0.55f, third - 12, h * 0.45f - 6), out);
    if (state.panel_open(Panel::Lightmaps)) lightmaps_.draw(state, at(third + 6, top, third - 12, h * 0.5f - 6), out);
    if (state.panel_open(Panel::Lumps)) draw_lumps_panel(state, at(2 * third + 6, top, third - 12, h * 0.5f - 6), out);
    if (state.panel_open(Panel::Entities))
        entities_.draw(state, at(2 * third + 6, top + h * 0.5f, third - 12, h * 0.5f - 6), out);
    if (state.panel_open(Panel::LightGrid))
        draw_light_grid_panel(state, at(third + 6, top + h * 0.5f, third - 12, h * 0.5f - 6), out);
    draw_shader_stages_window(state);
    if (state.panel_open(Panel::Help)) draw_help_window(state, at(d.x * 0.2f, top + 10, d.x * 0.6f, h - 30), out);
}

}  // namespace bsp

#include "ui/overlay.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include <imgui.h>
#include <imgui_internal.h>

#include "ui/frame_stats_panel.h"
#include "ui/help_window.h"
#include "ui/layout_display.h"
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

// Where a panel opening for the first time goes when its place in the layout is
// already covered by panels open before it (small windows, many panels): first down
// its column, under a panel there, when enough of it fits; else where the layout puts
// it if that hides no title bar; else cascaded a title bar below and right of the
// panel it would cover, so every title bar stays in sight.
PanelPlacement fit_or_cascade(PanelPlacement place, const std::vector<ImRect>& taken) {
    auto covers = [&](const ImRect& r) {
        for (const ImRect& t : taken)
            if (r.Overlaps(t)) return true;
        return false;
    };
    const ImRect want(place.position, ImVec2(place.position.x + place.size.x, place.position.y + place.size.y));
    if (!covers(want)) return place;
    const float gap = 6, min_h = 8 * ImGui::GetFrameHeightWithSpacing();
    std::vector<ImRect> by_bottom = taken;
    std::sort(by_bottom.begin(), by_bottom.end(), [](const ImRect& a, const ImRect& b) { return a.Max.y < b.Max.y; });
    for (const ImRect& t : by_bottom) {
        const float y = t.Max.y + gap;
        const ImRect below(ImVec2(place.position.x, y),
                           ImVec2(place.position.x + place.size.x, std::min(y + place.size.y, place.area_max.y)));
        if (below.GetHeight() >= min_h && !covers(below)) {
            place.position = below.Min;
            place.size = below.GetSize();
            return place;
        }
    }
    // Over other panels' contents but clear of their title bars: each can still be
    // clicked to the front, and the layout's place is kept.
    const float step = ImGui::GetFrameHeight();
    auto hides_a_title = [&](const ImRect& r) {
        for (const ImRect& t : taken)
            if (r.Overlaps(ImRect(t.Min, ImVec2(t.Max.x, t.Min.y + step)))) return true;
        return false;
    };
    if (!hides_a_title(want)) return place;
    // Cascaded: a title bar below and right of a panel on screen, the lowest first,
    // where it hides no title bar; else below the lowest panel it would cover.
    const float max_x = std::max(place.area_max.x - place.size.x, place.area_min.x);
    auto cascade_from = [&](const ImRect& t) { return ImVec2(std::min(t.Min.x + 2 * step, max_x), t.Min.y + step); };
    auto rect_at = [&](ImVec2 p) {
        return ImRect(p, ImVec2(std::min(p.x + place.size.x, place.area_max.x),
                                std::min(p.y + place.size.y, place.area_max.y)));
    };
    std::vector<ImRect> by_top = taken;
    std::sort(by_top.begin(), by_top.end(), [](const ImRect& a, const ImRect& b) { return a.Min.y > b.Min.y; });
    std::optional<ImVec2> found;
    for (const ImRect& t : by_top)
        if (const ImVec2 p = cascade_from(t); p.y + min_h <= place.area_max.y && !hides_a_title(rect_at(p))) {
            found = p;
            break;
        }
    if (!found) {
        const ImRect* under = nullptr;
        for (const ImRect& t : taken)
            if (want.Overlaps(t) && (!under || t.Min.y > under->Min.y)) under = &t;
        found = cascade_from(*under);
    }
    const ImVec2 at = *found;
    place.position = at;
    place.size = ImVec2(std::min(place.size.x, place.area_max.x - at.x),
                        std::max(std::min(place.size.y, place.area_max.y - at.y), min_h));
    return place;
}

}  // namespace

void Overlay::draw(const UiState& state, CommandList& out, float bottom_reserved) {
    // Three columns: statistics left, inspection in the middle, the Visibility panel
    // and the tables right. The two panels the viewer opens with (Frame, left, as tall
    // as its contents; Visibility, right, the full height) leave the middle of the
    // world free, and at 1024x640 both still show everything without scrolling. The
    // middle column is at least wide enough for its tables (it overlaps the others
    // in small windows). Panels stay below the menu bar and above the status bar.
    const ImVec2 d = ImGui::GetIO().DisplaySize;
    {
        std::array<const char*, kPanelCount + 1> windows{};
        for (int p = 0; p < kPanelCount; ++p) windows[size_t(p)] = panel_title(Panel(p));
        windows[kPanelCount] = kShaderStagesTitle;
        follow_display_size(windows);
    }
    const float line = ImGui::GetFrameHeightWithSpacing();
    // Above the status bar as tall as it is (it grows upward with extra lines), and
    // never less than a two-line bar's room, which screenshots keep free too.
    const float top = ImGui::GetFrameHeight() + 2, bottom = d.y - std::max(bottom_reserved, 2 * line + 16),
                h = std::max(bottom - top, 100.0f);
    const float gap = 6;
    // Widths laid out for the 13 px default font, scaled with the font in use.
    const float left_w = std::clamp(d.x * 0.22f, ui_px(370), ui_px(400));  // "leaf .. contents 0x20000000"
    const float right_w = std::clamp(d.x * 0.33f, ui_px(360), ui_px(560));  // at 340 the Visibility panel scrolled sideways by a pixel (DejaVu Sans, 1024x640)
    const float middle_w = std::max(d.x - left_w - right_w - 4 * gap, std::min(ui_px(600), d.x - 2 * gap));
    const float middle_x = std::clamp(left_w + 2 * gap, gap, std::max(d.x - middle_w - gap, gap));
    const float right_x = std::max(d.x - right_w - gap, gap);
    const ImVec2 area_min(0, top), area_max(d.x, bottom);
    // The panels on screen, for a panel opening for the first time to keep clear of
    // (ImGui places a window only at its first use; later it stays where it was).
    std::vector<std::pair<Panel, ImRect>> on_screen;
    auto refresh = [&](Panel p) {
        std::erase_if(on_screen, [&](const auto& e) { return e.first == p; });
        const ImGuiWindow* w = ImGui::FindWindowByName(panel_title(p));
        if (w && state.panel_open(p) && p != Panel::Help) on_screen.emplace_back(p, w->Rect());
    };
    for (int p = 0; p < kPanelCount; ++p) refresh(Panel(p));
    auto at = [&](Panel p, float x, float y, float w, float ht) {
        const PanelPlacement place{ImVec2(x, y), ImVec2(w, ht), area_min, area_max};
        if (p == Panel::Help || ImGui::FindWindowByName(panel_title(p))) return place;
        std::vector<ImRect> taken;
        for (const auto& [q, r] : on_screen)
            if (q != p) taken.push_back(r);
        return fit_or_cascade(place, taken);
    };
    // Frame: about as tall as its contents with the map loaded (14 lines, two 48-pixel
    // graphs). Not fitted automatically: the viewer opens it while the map is still
    // loading, when it holds three lines.
    const float frame_h = std::min(h, 14 * ImGui::GetTextLineHeightWithSpacing() +
                                          2 * (48 + ImGui::GetStyle().ItemSpacing.y) + 2 * ImGui::GetFrameHeight());
    if (state.panel_open(Panel::FrameStats))
        draw_frame_stats_panel(state, at(Panel::FrameStats, gap, top, left_w, frame_h), out);
    refresh(Panel::FrameStats);
    if (state.panel_open(Panel::Visibility))
        draw_visibility_panel(state, at(Panel::Visibility, right_x, top, right_w, h), out);
    refresh(Panel::Visibility);
    if (state.panel_open(Panel::Lightmaps))
        lightmaps_.draw(state, at(Panel::Lightmaps, middle_x, top, middle_w, h * 0.55f - gap), out);
    refresh(Panel::Lightmaps);
    if (state.panel_open(Panel::LightGrid))
        draw_light_grid_panel(state, at(Panel::LightGrid, middle_x, top + h * 0.55f, middle_w, h * 0.45f), out);
    refresh(Panel::LightGrid);
    if (state.panel_open(Panel::Lumps))
        draw_lumps_panel(state, at(Panel::Lumps, right_x, top, right_w, h * 0.5f - gap), out);
    refresh(Panel::Lumps);
    if (state.panel_open(Panel::Entities))
        entities_.draw(state, at(Panel::Entities, right_x, top + h * 0.5f, right_w, h * 0.5f), out);
    draw_shader_stages_window(state, area_min, area_max);
    draw_marker_label(state);
    if (state.panel_open(Panel::Help))
        draw_help_window(state, at(Panel::Help, d.x * 0.2f, top + 10, std::max(d.x * 0.6f, std::min(640.0f, d.x)), h - 20), out);
}

}  // namespace bsp

#include "ui/entities_panel.h"

#include <cstdio>
#include <string>

namespace bsp {
namespace {

// The placement made for static prop `i` (the loading pipeline lists static props
// first, in file order), or null before props were placed.
const PropPlacement* placement_of_static_prop(const Map& map, size_t i) {
    return i < map.prop_placements.size() && map.prop_placements[i].static_prop == int32_t(i) ? &map.prop_placements[i]
                                                                                            : nullptr;
}

// Table rows saying how a placed model is drawn: its model file (or that it is
// missing), the light it takes and each drawn mesh's material.
void prop_model_rows(const Map& map, const PropPlacement& placed) {
    auto row = [](const char* name, const std::string& value) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn(); ImGui::TextUnformatted(name);
        ImGui::TableNextColumn(); ImGui::TextWrapped("%s", value.c_str());
    };
    if (placed.model < 0 || size_t(placed.model) >= map.prop_models.size()) {
        row("model file", "missing or unreadable: drawn as a marker");
        return;
    }
    const PropModel& m = map.prop_models[size_t(placed.model)];
    row("model file", "MDL v" + std::to_string(m.version) + ", " + std::to_string(m.triangle_count()) + " triangles, " +
                          std::to_string(m.textures.size()) + " textures, " + std::to_string(m.skins.size()) + " skins");
    row("lighting", prop_lighting_name(placed.lighting));
    for (const PropMesh& mesh : m.meshes) {
        if (!mesh.drawn) continue;
        const int32_t material = m.material_for(mesh, placed.skin);
        row("material", material >= 0 && size_t(material) < map.materials.size() ? map.materials[size_t(material)].name
                                                                                : "(none)");
    }
}

const char* prop_model_name(const Map& map, const StaticProp& p) {
    return p.model >= 0 && size_t(p.model) < map.static_prop_models.size() ? map.static_prop_models[size_t(p.model)].c_str()
                                                                            : "(bad model index)";
}

void row(const char* key, const char* format, auto... values) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn(); ImGui::TextUnformatted(key);
    ImGui::TableNextColumn(); ImGui::Text(format, values...);
}

// The filter box and the scrolling list under it (half the space left); returns the
// filter text. The caller fills the list and ends it with ImGui::EndChild().
std::string begin_filtered_list(const char* id, const char* hint, char* filter, size_t filter_size) {
    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint((std::string("##filter") + id).c_str(), hint, filter, filter_size);
    ImGui::BeginChild(id, ImVec2(0, ImGui::GetContentRegionAvail().y * 0.5f), true);
    return filter;
}

}  // namespace

void EntitiesPanel::draw(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::Entities, place, out) || !state.map) {
        if (!state.map) ImGui::TextDisabled("no map");
        ImGui::End();
        return;
    }
    const Map& map = *state.map;
    switch_checkbox(state, Switch::EntityMarkers, out);
    if (map.static_props.empty()) {
        draw_entities(map, state.debug.selected_entity, out);
    } else if (ImGui::BeginTabBar("kinds")) {
        // A static prop picked in the view opens the props tab on its row.
        bool show_prop = false;
        if (state.debug.selected_prop != last_selected_prop_) {
            last_selected_prop_ = state.debug.selected_prop;
            const int32_t picked = state.debug.selected_prop;
            if (picked >= 0 && size_t(picked) < map.prop_placements.size() &&
                map.prop_placements[size_t(picked)].static_prop >= 0) {
                chosen_prop_ = map.prop_placements[size_t(picked)].static_prop;
                show_prop = true;
            }
        }
        if (ImGui::BeginTabItem("Entities")) {
            draw_entities(map, state.debug.selected_entity, out);
            ImGui::EndTabItem();
        }
        char label[48];
        std::snprintf(label, sizeof label, "Static props (%zu)###props", map.static_props.size());
        if (ImGui::BeginTabItem(label, nullptr, show_prop ? ImGuiTabItemFlags_SetSelected : 0)) {
            draw_static_props(map, out);
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    ImGui::End();
}

void EntitiesPanel::draw_entities(const Map& map, int32_t selected, CommandList& out) {
    const auto& entities = map.entities;
    const bool selection_moved = selected != last_selected_;
    last_selected_ = selected;
    if (selection_moved && selected >= 0) chosen_ = selected;
    const std::string filter = begin_filtered_list("list", "filter by classname", filter_, sizeof filter_);
    size_t shown = 0;
    for (size_t i = 0; i < entities.size(); ++i) {
        const std::string cls = entities[i].classname();
        if (!filter.empty() && cls.find(filter) == std::string::npos) continue;
        ++shown;
        char label[160];
        const std::string target = entities[i].get("targetname");
        std::snprintf(label, sizeof label, "%4zu  %s%s%s", i, cls.c_str(), target.empty() ? "" : "  ",
                      target.c_str());
        if (ImGui::Selectable(label, chosen_ == int(i))) {
            chosen_ = int(i);
            out.push_back(SelectEntity{int32_t(i)});
        }
        if (selection_moved && chosen_ == int(i)) ImGui::SetScrollHereY(0.5f);
    }
    if (shown == 0) ImGui::TextDisabled("no entity matches");
    ImGui::EndChild();
    ImGui::TextDisabled("%zu of %zu entities", shown, entities.size());
    if (chosen_ >= 0 && size_t(chosen_) < entities.size()) {
        const Entity& e = entities[size_t(chosen_)];
        const auto origin = e.vec3("origin");
        ImGui::Text("entity %d: %s", chosen_, e.classname().c_str());
        if (origin) {
            ImGui::SameLine();
            if (ImGui::SmallButton("Teleport"))
                out.push_back(Teleport{*origin, e.number("angle").value_or(0.0f)});
        }
        if (ImGui::BeginTable("kv", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_ScrollY |
                                           ImGuiTableFlags_SizingStretchProp)) {
            // A model entity: how its model is drawn, above its keys.
            for (const PropPlacement& placed : map.prop_placements)
                if (placed.entity == chosen_) {
                    prop_model_rows(map, placed);
                    break;
                }
            for (const auto& [k, v] : e.pairs) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn(); ImGui::TextUnformatted(k.c_str());
                ImGui::TableNextColumn(); ImGui::TextWrapped("%s", v.c_str());
            }
            ImGui::EndTable();
        }
    } else {
        ImGui::TextDisabled("choose one to see its keys");
    }
}

void EntitiesPanel::draw_static_props(const Map& map, CommandList& out) {
    const auto& props = map.static_props;
    const std::string filter = begin_filtered_list("props", "filter by model name", prop_filter_, sizeof prop_filter_);
    int shown = 0;
    for (size_t i = 0; i < props.size(); ++i) {
        const char* model = prop_model_name(map, props[i]);
        if (!filter.empty() && std::string(model).find(filter) == std::string::npos) continue;
        ++shown;
        char label[220];
        const PropPlacement* placed = placement_of_static_prop(map, i);
        std::snprintf(label, sizeof label, "%4zu  %s%s", i, model, placed && placed->model < 0 ? "  (missing)" : "");
        if (ImGui::Selectable(label, chosen_prop_ == int(i))) chosen_prop_ = int(i);
    }
    if (shown == 0) ImGui::TextDisabled("no static prop matches");
    ImGui::EndChild();
    if (chosen_prop_ < 0 || size_t(chosen_prop_) >= props.size()) {
        ImGui::TextDisabled("%zu static props of %zu models; choose one to see it", props.size(),
                            map.static_prop_models.size());
        return;
    }
    const StaticProp& p = props[size_t(chosen_prop_)];
    ImGui::Text("static prop %d", chosen_prop_);
    ImGui::SameLine();
    if (ImGui::SmallButton("Teleport")) out.push_back(Teleport{p.origin, p.angles.y});
    if (ImGui::BeginTable("prop", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_ScrollY |
                                         ImGuiTableFlags_SizingStretchProp)) {
        row("model", "%s", prop_model_name(map, p));
        row("origin", "%g %g %g", p.origin.x, p.origin.y, p.origin.z);
        row("angles", "%g %g %g", p.angles.x, p.angles.y, p.angles.z);
        row("skin", "%d", p.skin);
        row("fade", "%g .. %g", p.fade_min, p.fade_max);
        row("scale", "%g %g %g", p.scale.x, p.scale.y, p.scale.z);
        row("solid", "%d", int(p.solid));
        row("flags", "0x%02x", unsigned(p.flags));
        row("leaves", "%u", p.leaf_count);
        if (const PropPlacement* placed = placement_of_static_prop(map, size_t(chosen_prop_))) prop_model_rows(map, *placed);
        ImGui::EndTable();
    }
}

}  // namespace bsp

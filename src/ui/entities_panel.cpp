#include "ui/entities_panel.h"

#include <cstdio>
#include <string>

namespace bsp {

void EntitiesPanel::draw(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::Entities, place, out) || !state.map) {
        if (!state.map) ImGui::TextDisabled("no map");
        ImGui::End();
        return;
    }
    const auto& entities = state.map->entities;
    switch_checkbox(state, Switch::EntityMarkers, out);
    ImGui::SetNextItemWidth(-1);
    ImGui::InputTextWithHint("##filter", "filter by classname", filter_, sizeof filter_);
    const std::string filter = filter_;
    const float list_height = ImGui::GetContentRegionAvail().y * 0.5f;
    ImGui::BeginChild("list", ImVec2(0, list_height), true);
    int shown = 0;
    for (size_t i = 0; i < entities.size(); ++i) {
        const std::string cls = entities[i].classname();
        if (!filter.empty() && cls.find(filter) == std::string::npos) continue;
        ++shown;
        char label[160];
        const std::string target = entities[i].get("targetname");
        std::snprintf(label, sizeof label, "%4zu  %s%s%s", i, cls.c_str(), target.empty() ? "" : "  ",
                      target.c_str());
        if (ImGui::Selectable(label, chosen_ == int(i))) chosen_ = int(i);
    }
    if (shown == 0) ImGui::TextDisabled("no entity matches");
    ImGui::EndChild();
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
            for (const auto& [k, v] : e.pairs) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn(); ImGui::TextUnformatted(k.c_str());
                ImGui::TableNextColumn(); ImGui::TextWrapped("%s", v.c_str());
            }
            ImGui::EndTable();
        }
    } else {
        ImGui::TextDisabled("%zu entities; choose one to see its keys", entities.size());
    }
    ImGui::End();
}

}  // namespace bsp

#include "ui/light_grid_panel.h"

#include "render/light_probes.h"

namespace bsp {

void draw_light_grid_panel(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::LightGrid, place, out) || !state.map) {
        if (!state.map) ImGui::TextDisabled("no map");
        ImGui::End();
        return;
    }
    const LightGrid& grid = state.map->light_grid;
    if (grid.empty()) {
        ImGui::TextDisabled("this map has no light grid");
        ImGui::End();
        return;
    }
    ImGui::TextWrapped("%d x %d x %d samples, cell %.0f x %.0f x %.0f", grid.dims.x, grid.dims.y, grid.dims.z,
                grid.cell_size.x, grid.cell_size.y, grid.cell_size.z);
    ImGui::Text("origin %.0f %.0f %.0f", grid.origin.x, grid.origin.y, grid.origin.z);
    switch_checkbox(state, Switch::LightProbes, out);
    const auto probes = light_probes_near(grid, state.camera.position, 2);
    ImGui::TextWrapped("%zu lit probes within 2 cells of the camera, nearest first", probes.size());
    // Columns keep their contents' width (a narrow panel scrolls sideways rather than
    // cutting the direction column down to "d").
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_ScrollY |
                                  ImGuiTableFlags_ScrollX | ImGuiTableFlags_SizingFixedFit;
    if (ImGui::BeginTable("probes", 5, flags, ImVec2(0, 0))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("cell");
        ImGui::TableSetupColumn("position");
        ImGui::TableSetupColumn("ambient");
        ImGui::TableSetupColumn("directed");
        ImGui::TableSetupColumn("direction");
        ImGui::TableHeadersRow();
        for (size_t i = 0; i < probes.size(); ++i) {
            const LightProbe& p = probes[i];
            ImGui::PushID(int(i));
            ImGui::TableNextRow();
            ImGui::TableNextColumn(); ImGui::Text("%d %d %d", p.cell.x, p.cell.y, p.cell.z);
            ImGui::TableNextColumn(); ImGui::Text("%.0f %.0f %.0f", p.position.x, p.position.y, p.position.z);
            auto swatch = [](const char* id, glm::u8vec3 c) {
                ImGui::ColorButton(id, ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, 1), ImGuiColorEditFlags_NoTooltip,
                                   ImVec2(ui_px(14), ui_px(14)));
                ImGui::SameLine();
                ImGui::Text("%3d %3d %3d", c.r, c.g, c.b);
            };
            ImGui::TableNextColumn(); swatch("##a", p.sample.ambient);
            ImGui::TableNextColumn(); swatch("##d", p.sample.directed);
            ImGui::TableNextColumn();
            ImGui::Text("%+.2f %+.2f %+.2f", p.sample.direction.x, p.sample.direction.y, p.sample.direction.z);
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

}  // namespace bsp

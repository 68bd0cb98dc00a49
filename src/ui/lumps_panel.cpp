#include "ui/lumps_panel.h"

#include <algorithm>
#include <numeric>
#include <vector>

#include <imgui.h>

#include "core/memory_budget.h"
#include "core/printable_text.h"

namespace bsp {

namespace {

enum LumpColumn { kIndex, kName, kOffset, kLength, kElement, kCount, kShare };

// Row order for the table's current sort; ImGui keeps the sort state itself.
std::vector<size_t> sorted_rows(const std::vector<LumpInfo>& lumps, const ImGuiTableSortSpecs* specs) {
    std::vector<size_t> rows(lumps.size());
    std::iota(rows.begin(), rows.end(), size_t(0));
    if (!specs || specs->SpecsCount == 0) return rows;
    const ImGuiTableColumnSortSpecs& s = specs->Specs[0];
    auto key = [&](const LumpInfo& l) -> uint64_t {
        switch (s.ColumnIndex) {
            case kOffset: return l.offset;
            case kLength: case kShare: return l.length;
            case kElement: return l.element_size;
            case kCount: return l.count;
            default: return uint64_t(l.index);
        }
    };
    std::stable_sort(rows.begin(), rows.end(), [&](size_t a, size_t b) {
        const bool less = s.ColumnIndex == kName ? lumps[a].name < lumps[b].name : key(lumps[a]) < key(lumps[b]);
        const bool greater = s.ColumnIndex == kName ? lumps[b].name < lumps[a].name : key(lumps[b]) < key(lumps[a]);
        return s.SortDirection == ImGuiSortDirection_Descending ? greater : less;
    });
    return rows;
}

}  // namespace

void draw_lumps_panel(const UiState& state, const PanelPlacement& place, CommandList& out) {
    if (!begin_panel(Panel::Lumps, place, out) || !state.map) {
        if (!state.map) ImGui::TextDisabled("no map");
        ImGui::End();
        return;
    }
    const Map& map = *state.map;
    ImGui::TextWrapped("%s", map.source_path.c_str());
    ImGui::TextWrapped("%s (%s), version %d, %llu bytes (%s), %zu lumps", map.format_name.c_str(),
                       map.format.c_str(), map.version, (unsigned long long)map.file_size,
                       human_bytes(map.file_size).c_str(), map.lumps.size());
    // Columns keep the width their contents need; a narrow panel scrolls sideways
    // instead of cutting numbers short.
    const ImGuiTableFlags flags = ImGuiTableFlags_Sortable | ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders |
                                  ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX | ImGuiTableFlags_Resizable |
                                  ImGuiTableFlags_SizingFixedFit;
    // Texture problems are found by the renderer, not the parser: shown with the warnings.
    static const std::vector<MissingMaterial> kNone;
    const std::vector<MissingMaterial>& missing = state.scene ? state.scene->world().missing_textures() : kNone;
    const bool any_warning = !map.warnings.empty() || !missing.empty();
    // Six lines for the warnings, less in a short panel so the table keeps most of it.
    const float warnings_height =
        any_warning ? std::min(ImGui::GetTextLineHeightWithSpacing() * 6, ImGui::GetContentRegionAvail().y * 0.35f)
                    : 0.0f;
    if (ImGui::BeginTable("lumps", 7, flags, ImVec2(0, -warnings_height - 4))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_DefaultSort);
        ImGui::TableSetupColumn("name");
        ImGui::TableSetupColumn("offset");
        ImGui::TableSetupColumn("length (bytes)");
        ImGui::TableSetupColumn("elem");
        ImGui::TableSetupColumn("count");
        // Wide enough for "100.0%" over its bar, so the share is never cut to "7%".
        ImGui::TableSetupColumn("share", ImGuiTableColumnFlags_WidthFixed,
                                std::max(80.0f, ImGui::CalcTextSize("100.0%").x * 1.6f));
        ImGui::TableHeadersRow();
        for (size_t r : sorted_rows(map.lumps, ImGui::TableGetSortSpecs())) {
            const LumpInfo& l = map.lumps[r];
            const float share = map.file_size ? float(double(l.length) / double(map.file_size)) : 0.0f;
            ImGui::TableNextRow();
            ImGui::TableNextColumn(); ImGui::Text("%d", l.index);
            ImGui::TableNextColumn(); ImGui::TextUnformatted(l.name.c_str());
            ImGui::TableNextColumn(); ImGui::Text("%llu", (unsigned long long)l.offset);
            ImGui::TableNextColumn(); ImGui::Text("%llu", (unsigned long long)l.length);
            if (l.length >= 1024) {  // bytes, and what they come to in KiB / MiB
                ImGui::SameLine();
                ImGui::TextDisabled("%s", human_bytes(l.length).c_str());
            }
            ImGui::TableNextColumn(); ImGui::Text("%u", l.element_size);
            ImGui::TableNextColumn(); ImGui::Text("%llu", (unsigned long long)l.count);
            ImGui::TableNextColumn();
            char label[32];
            std::snprintf(label, sizeof label, "%.1f%%", share * 100.0f);
            ImGui::ProgressBar(share, ImVec2(-1, ImGui::GetTextLineHeight()), label);
        }
        ImGui::EndTable();
    }
    if (any_warning) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.75f, 0.3f, 1));
        ImGui::Text("%zu warning(s), %zu missing texture(s):", map.warnings.size(), missing.size());
        ImGui::BeginChild("warnings", ImVec2(0, 0));
        for (const std::string& w : map.warnings) ImGui::TextWrapped("%s", printable_text(w).c_str());
        if (!missing.empty()) {
            ImGui::TextWrapped("%zu textures not found, drawn as the grey checker:", missing.size());
            for (const MissingMaterial& m : missing) ImGui::BulletText("%s", printable_text(m.text()).c_str());
        }
        ImGui::EndChild();
        ImGui::PopStyleColor();
    }
    ImGui::End();
}

}  // namespace bsp

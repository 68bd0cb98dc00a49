#include "ui/map_browser.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <imgui.h>

#include "core/ascii.h"
#include "assets/map_catalog.h"
#include "ui/panel_window.h"

namespace bsp {

namespace {

enum BrowserColumn { kNameColumn, kFormatColumn, kSizeColumn, kSourceColumn };

std::string size_text(uint64_t bytes) {
    char s[32];
    if (bytes >= (uint64_t(1) << 20)) std::snprintf(s, sizeof s, "%.1f MiB", double(bytes) / double(1 << 20));
    else std::snprintf(s, sizeof s, "%.0f KiB", double(bytes) / 1024.0);
    return s;
}

// The archive's or folder's file name: the table's column (the tooltip and the
// preview give the whole path).
std::string source_name(const CatalogMap& m) { return std::filesystem::path(m.source).filename().string(); }

}  // namespace

std::string MapBrowser::selected_name() const {
    return selected_in_ && selected_ >= 0 ? selected_in_->maps[size_t(selected_)].name : std::string();
}

void MapBrowser::refilter(const MapCatalog& catalog) {
    rows_ = filter_catalog(catalog, filter_);
    rows_of_ = &catalog;
    rows_filter_ = filter_;
    sort_rows(catalog);
}

void MapBrowser::sort_rows(const MapCatalog& catalog) {
    auto key_less = [&](size_t a, size_t b) {
        const CatalogMap& x = catalog.maps[a];
        const CatalogMap& y = catalog.maps[b];
        switch (sort_column_) {
            case kFormatColumn:
                if (x.format != y.format) return x.format < y.format;
                break;
            case kSizeColumn:
                if (x.size != y.size) return x.size < y.size;
                break;
            case kSourceColumn:
                if (x.source != y.source) return x.source < y.source;
                break;
            default: break;
        }
        return a < b;  // the catalog's order: by name
    };
    std::stable_sort(rows_.begin(), rows_.end(),
                     [&](size_t a, size_t b) { return sort_ascending_ ? key_less(a, b) : key_less(b, a); });
}

int MapBrowser::selected_row() const {
    const auto it = std::find(rows_.begin(), rows_.end(), size_t(selected_));
    return selected_ < 0 || it == rows_.end() ? -1 : int(it - rows_.begin());
}

void MapBrowser::move_selection(int rows) {
    if (rows_.empty()) return;
    const int row = selected_row();
    const int next = row < 0 ? 0 : std::clamp(row + rows, 0, int(rows_.size()) - 1);
    selected_ = int(rows_[size_t(next)]);
    scroll_to_selected_ = true;
}

void MapBrowser::open_selected(const MapCatalog& catalog, CommandList& out) {
    int row = selected_row();
    if (row < 0 && !rows_.empty()) row = 0;  // Enter on a filter: its first map
    if (row < 0) return;
    const CatalogMap& m = catalog.maps[rows_[size_t(row)]];
    out.push_back(OpenMap{m.argument, catalog.sources.game_dirs});
    out.push_back(ShowMapBrowser{false});
}

void MapBrowser::draw(const UiState& state, CommandList& out) {
    const MapBrowserStatus& browser = state.viewer.browser;
    if (!browser.open) {
        shown_ = false;
        filter_focus_ = FieldFocus();  // Enter asked for the keyboard again as it closed
        return;
    }
    if (!shown_) {
        filter_focus_.request();
        scroll_to_selected_ = true;
    }
    shown_ = true;
    const MapCatalog* catalog = browser.catalog;
    if (catalog != selected_in_) {
        // A new scan: keep the selected map by name, else select the map on screen.
        const std::string keep = selected_in_ && selected_ >= 0 ? selected_in_->maps[size_t(selected_)].name
                                                                : std::filesystem::path(state.map_name).stem().string();
        selected_ = -1;
        selected_in_ = catalog;
        if (catalog)
            for (size_t i = 0; i < catalog->maps.size(); ++i)
                if (ascii_iequals(catalog->maps[i].name, keep)) {
                    selected_ = int(i);
                    break;
                }
        scroll_to_selected_ = true;
    }

    const ImVec2 d = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(d.x * 0.9f, ui_px(960)), std::min(d.y * 0.8f, ui_px(560))),
                             ImGuiCond_Appearing);
    bool open = true;
    ImGui::Begin("Browse maps", &open, ImGuiWindowFlags_NoDocking | ImGuiWindowFlags_NoCollapse);
    keep_window_inside_display();
    if (escape_closes_current_window()) open = false;

    if (browser.scanning) {
        ImGui::ProgressBar(browser.progress, ImVec2(ui_px(160), 0), "scanning");
        ImGui::SameLine();
    } else if (ImGui::Button("Rescan")) {
        out.push_back(RescanMaps{});
    }
    ImGui::SameLine();
    if (!catalog) {
        ImGui::TextUnformatted("looking for maps...");
    } else if (catalog->sources.empty()) {
        ImGui::TextWrapped("No game dirs: open a map, or add folders in File > Game directories (Ctrl+G).");
    } else {
        std::string where;
        for (const std::string& g : catalog->sources.game_dirs) where += (where.empty() ? "" : ", ") + g;
        for (const std::string& g : catalog->sources.map_folders) where += (where.empty() ? "" : ", ") + g;
        ImGui::TextWrapped("%zu maps in %s (%.0f ms)", catalog->maps.size(), where.c_str(), catalog->scan_ms);
    }
    if (catalog)
        for (const std::string& w : catalog->warnings) ImGui::TextColored(kWarningColor, "%s", w.c_str());

    filter_focus_.before();
    ImGui::SetNextItemWidth(ui_px(260));
    // While the field has the keyboard, ImGui keeps Up and Down to itself: they reach
    // us as its "history" callback.
    auto history = [](ImGuiInputTextCallbackData* data) {
        auto* self = static_cast<MapBrowser*>(data->UserData);
        if (data->EventFlag == ImGuiInputTextFlags_CallbackHistory)
            self->move_selection(data->EventKey == ImGuiKey_UpArrow ? -1 : 1);
        return 0;
    };
    const bool enter = ImGui::InputTextWithHint("##filter", "filter by name", filter_, sizeof filter_,
                                                ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll |
                                                    ImGuiInputTextFlags_CallbackHistory,
                                                history, this);
    const bool filter_has_keys = ImGui::IsItemActive();
    filter_focus_.after();
    if (catalog && (rows_of_ != catalog || rows_filter_ != filter_)) refilter(*catalog);
    if (!catalog) rows_.clear(), rows_of_ = nullptr;
    if (enter) filter_focus_.request();  // the field keeps the keyboard for the next filter
    ImGui::SameLine();
    if (catalog && filter_[0]) ImGui::Text("%zu of %zu", rows_.size(), catalog->maps.size());
    else ImGui::TextDisabled("Up/Down select, Enter or double-click opens, Esc closes");

    if (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows)) {
        const float page = std::max(1.0f, ImGui::GetContentRegionAvail().y / ImGui::GetFrameHeightWithSpacing() - 2);
        if (!filter_has_keys && ImGui::IsKeyPressed(ImGuiKey_DownArrow)) move_selection(1);
        if (!filter_has_keys && ImGui::IsKeyPressed(ImGuiKey_UpArrow)) move_selection(-1);
        if (ImGui::IsKeyPressed(ImGuiKey_PageDown)) move_selection(int(page));
        if (ImGui::IsKeyPressed(ImGuiKey_PageUp)) move_selection(-int(page));
    }
    if (catalog && enter) open_selected(*catalog, out);

    if (catalog) {
        // The levelshot and details beside the table, or under it when the window is narrow.
        const ImVec2 avail = ImGui::GetContentRegionAvail();
        const bool side = avail.x > ui_px(640);
        const float preview_w = side ? ui_px(280) : avail.x;
        const ImVec2 table_size = side ? ImVec2(avail.x - preview_w - ImGui::GetStyle().ItemSpacing.x, avail.y)
                                       : ImVec2(avail.x, std::max(ui_px(120), avail.y - ui_px(170)));
        table(*catalog, table_size, out);
        if (side) ImGui::SameLine();
        ImGui::BeginChild("preview", ImVec2(preview_w, 0));
        preview(state, *catalog, out);
        ImGui::EndChild();
    }
    ImGui::End();
    // The app decodes the selected map's levelshot (again after the window was shut).
    if (selected_ != browser.levelshot_of) out.push_back(PreviewMap{selected_});
    if (!open) out.push_back(ShowMapBrowser{false});
}

void MapBrowser::table(const MapCatalog& catalog, ImVec2 size, CommandList& out) {
    // Not saved in imgui.ini: ImGui 1.92 brings a table back from settings that hold
    // one column's sort alone with that column moved first. The sort lasts the run.
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_Resizable |
                                  ImGuiTableFlags_Sortable | ImGuiTableFlags_NoSavedSettings |
                                  ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchProp;
    if (!ImGui::BeginTable("maps", 4, flags, size)) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_DefaultSort, 3.0f, kNameColumn);
    ImGui::TableSetupColumn("Format", 0, 1.6f, kFormatColumn);
    ImGui::TableSetupColumn("Size", ImGuiTableColumnFlags_PreferSortDescending, 1.0f, kSizeColumn);
    ImGui::TableSetupColumn("Archive / folder", 0, 2.4f, kSourceColumn);
    ImGui::TableHeadersRow();
    if (ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs(); specs && specs->SpecsDirty) {
        if (specs->SpecsCount > 0) {
            sort_column_ = int(specs->Specs[0].ColumnUserID);
            sort_ascending_ = specs->Specs[0].SortDirection != ImGuiSortDirection_Descending;
        }
        sort_rows(catalog);
        specs->SpecsDirty = false;
    }
    if (rows_.empty()) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextDisabled(catalog.maps.empty() ? "no maps found" : "no map matches the filter");
    }
    const int selected_row = this->selected_row();
    ImGuiListClipper clipper;
    clipper.Begin(int(rows_.size()));
    if (scroll_to_selected_ && selected_row >= 0) clipper.IncludeItemByIndex(selected_row);
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const size_t index = rows_[size_t(row)];
            const CatalogMap& m = catalog.maps[index];
            ImGui::PushID(int(index));
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            if (ImGui::Selectable(m.name.c_str(), int(index) == selected_,
                                  ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowDoubleClick)) {
                selected_ = int(index);
                if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) open_selected(catalog, out);
            }
            if (scroll_to_selected_ && row == selected_row) {
                ImGui::SetScrollHereY(0.5f);
                scroll_to_selected_ = false;
            }
            ImGui::TableNextColumn();
            if (m.readable) ImGui::TextUnformatted(m.format.c_str());
            else ImGui::TextDisabled("%s", m.format.c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(size_text(m.size).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(source_name(m).c_str());
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", m.source.c_str());
            ImGui::PopID();
        }
    }
    if (selected_row < 0) scroll_to_selected_ = false;
    ImGui::EndTable();
}

void MapBrowser::preview(const UiState& state, const MapCatalog& catalog, CommandList& out) {
    if (selected_ < 0) {
        ImGui::TextDisabled("select a map to see its levelshot and where it comes from");
        return;
    }
    const CatalogMap& m = catalog.maps[size_t(selected_)];
    const MapBrowserStatus& browser = state.viewer.browser;
    const float w = ImGui::GetContentRegionAvail().x;
    if (browser.levelshot_of == selected_ && browser.levelshot_texture && browser.levelshot_width > 0) {
        const float h = w * float(browser.levelshot_height) / float(browser.levelshot_width);
        ImGui::Image(ImTextureID(browser.levelshot_texture), ImVec2(w, std::min(h, w)));
    } else if (browser.levelshot_of != selected_) {
        ImGui::TextDisabled("(loading the levelshot)");
    } else if (!m.levelshot.empty()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextDisabled("(levelshot %s does not decode)", m.levelshot.c_str());
        ImGui::PopTextWrapPos();
    } else {
        ImGui::TextDisabled("(no levelshot)");
    }
    ImGui::TextUnformatted(m.name.c_str());
    if (m.readable) ImGui::Text("%s, %s", m.format.c_str(), size_text(m.size).c_str());
    else ImGui::TextColored(kWarningColor, "%s, %s: bspview does not read it", m.format.c_str(), size_text(m.size).c_str());
    ImGui::TextDisabled("%s", m.in_archive ? "in" : "folder");
    ImGui::SameLine();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(m.source.c_str());
    ImGui::PopTextWrapPos();
    if (ImGui::Button("Open")) open_selected(catalog, out);
}

}  // namespace bsp

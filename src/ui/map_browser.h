#pragma once
// File › Browse maps (Ctrl+Shift+O): every map of the game dirs in one table (name,
// format, size, archive or folder), filtered as the name is typed, sortable by any
// column, with the selected map's levelshot beside it. Up/Down/Page keys move the
// selection while the filter field has the keyboard; Enter or a double-click opens the
// map with the game dirs it was found in. Only the rows on screen are drawn
// (ImGuiListClipper), so thousands of maps cost no more per frame than a screenful.
#include <string>
#include <vector>

#include <imgui.h>

#include "ui/text_focus.h"
#include "ui/ui_state.h"

namespace bsp {

class MapBrowser {
public:
    MapBrowser() { filter_[0] = '\0'; }
    void draw(const UiState& state, CommandList& out);
    // The window has opened and its filter field has not taken the keyboard yet.
    bool field_opening() const { return filter_focus_.pending(); }
    // For --events reports: the rows shown after filtering, and the selected map's name.
    size_t rows_shown() const { return rows_.size(); }
    std::string selected_name() const;

private:
    void refilter(const MapCatalog& catalog);
    void sort_rows(const MapCatalog& catalog);
    void move_selection(int rows);
    int selected_row() const;
    void table(const MapCatalog& catalog, ImVec2 size, CommandList& out);
    void preview(const UiState& state, const MapCatalog& catalog, CommandList& out);
    void open_selected(const MapCatalog& catalog, CommandList& out);

    char filter_[256];
    FieldFocus filter_focus_;
    bool shown_ = false;
    // The rows: catalog indices that pass the filter, in the table's sort order; rebuilt
    // when the catalog, the filter text or the sort changes (not every frame).
    const MapCatalog* rows_of_ = nullptr;
    std::string rows_filter_;
    std::vector<size_t> rows_;
    int sort_column_ = 0;
    bool sort_ascending_ = true;
    int selected_ = -1;   // catalog index
    bool scroll_to_selected_ = false;
    const MapCatalog* selected_in_ = nullptr;  // the catalog `selected_` indexes
};

}  // namespace bsp

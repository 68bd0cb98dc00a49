#pragma once
// The viewer's dialogs for opening maps: "Open map" (a path typed in) and
// "Choose a map" (an opened archive holds several). They send OpenMap and close
// themselves with commands; the session decides what loads.
#include "ui/ui_state.h"

namespace bsp {

class MapDialogs {
public:
    MapDialogs() { path_[0] = '\0'; }
    void draw(const UiState& state, CommandList& out);

private:
    void archive_chooser(const ArchiveChoice& choice, CommandList& out);
    void open_dialog(CommandList& out);

    char path_[1024];  // the text field's buffer: kept while the dialog comes and goes
};

}  // namespace bsp

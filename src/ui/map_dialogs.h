#pragma once
// The viewer's dialogs for opening maps: "Open map" (a path typed in), "Choose a
// map" (an opened archive holds several) and "Game directories" (the folders the
// map's textures, shaders and models are looked up in). They send OpenMap and
// SetGameDirs and close themselves with commands; the session decides what loads.
#include <string>
#include <vector>

#include "ui/text_focus.h"
#include "ui/ui_state.h"

namespace bsp {

class MapDialogs {
public:
    MapDialogs() { path_[0] = new_dir_[0] = '\0'; }
    void draw(const UiState& state, CommandList& out);
    // A dialog has opened and its text field has not taken the keyboard yet.
    bool field_opening() const { return path_focus_.pending() || dir_focus_.pending(); }

private:
    void archive_chooser(const ArchiveChoice& choice, CommandList& out);
    void open_dialog(CommandList& out);
    void game_dirs_dialog(const UiState& state, CommandList& out);

    char path_[1024];  // the text field's buffer: kept while the dialog comes and goes
    bool open_shown_ = false;
    FieldFocus path_focus_, dir_focus_;  // each dialog's field takes the keyboard as it opens
    // The game dirs being edited: the shown map's when the dialog opens, sent on Apply.
    std::vector<std::string> dirs_;
    bool editing_dirs_ = false;
    char new_dir_[1024];
};

}  // namespace bsp

#pragma once
// The Bookmarks window (Ctrl+B, Bookmarks › Add / manage): names the view on screen
// to come back to it, and lists the map's bookmarks to jump to, copy as --pos/--angles
// or delete. It opens with the name field focused and a name filled in, so Ctrl+B
// then Enter bookmarks the view and closes it (the keys then fly the camera again);
// the Add button keeps it open.
#include "ui/text_focus.h"
#include "ui/ui_state.h"

namespace bsp {

class BookmarksWindow {
public:
    BookmarksWindow() { name_[0] = '\0'; }
    void draw(const UiState& state, CommandList& out);
    bool field_opening() const { return name_focus_.pending(); }

private:
    char name_[128];  // the name field's buffer
    bool shown_ = false;
    FieldFocus name_focus_;
};

}  // namespace bsp

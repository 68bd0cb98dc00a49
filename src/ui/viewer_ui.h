#pragma once
// Everything the viewer's window draws over the world: the menu bar, the status
// bar, the overlay's panels and the map dialogs, in that order (later windows
// come out on top). Call between ImGui::NewFrame() and ImGui::Render().
#include "ui/bookmarks_window.h"
#include "ui/map_browser.h"
#include "ui/map_dialogs.h"
#include "ui/overlay.h"
#include "ui/status_bar.h"

namespace bsp {

class ViewerUi {
public:
    void draw(const UiState& state, CommandList& out);
    // A window has opened whose text field has not taken the keyboard yet (see
    // ui/text_focus.h): keys typed meanwhile wait for it.
    bool text_field_opening() const {
        return dialogs_.field_opening() || bookmarks_.field_opening() || browser_.field_opening();
    }
    const MapBrowser& browser() const { return browser_; }
    // Where the picture goes this frame (after draw()): the dock space's middle, or the
    // whole window while the interface is hidden.
    PictureRect picture() const { return picture_; }
    // View › Reset layout: the default docking from the next frame.
    void reset_layout() { overlay_.reset_layout(); }

private:
    StatusBar status_;
    Overlay overlay_;
    MapDialogs dialogs_;
    BookmarksWindow bookmarks_;
    MapBrowser browser_;
    PictureRect picture_;
    double hidden_at_ = 0;       // ImGui's time when H last hid the interface
    bool hidden_shown_ = false;  // the last frame drew the picture alone
};

}  // namespace bsp

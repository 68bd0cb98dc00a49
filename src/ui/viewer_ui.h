#pragma once
// Everything the viewer's window draws over the world: the menu bar, the status
// bar, the overlay's panels and the map dialogs, in that order (later windows
// come out on top). Call between ImGui::NewFrame() and ImGui::Render().
#include "ui/bookmarks_window.h"
#include "ui/map_dialogs.h"
#include "ui/overlay.h"
#include "ui/status_bar.h"

namespace bsp {

class ViewerUi {
public:
    void draw(const UiState& state, CommandList& out);

private:
    StatusBar status_;
    Overlay overlay_;
    MapDialogs dialogs_;
    BookmarksWindow bookmarks_;
};

}  // namespace bsp

#include "ui/viewer_ui.h"

#include "ui/menu_bar.h"

namespace bsp {

void ViewerUi::draw(const UiState& state, CommandList& out) {
    if (state.interface_hidden) {
        // The picture alone (H): what costs frame time is not drawn at all. Dialogs that
        // wait for an answer (a failed load, an archive's map choice) still show.
        dialogs_.draw(state, out);
        return;
    }
    draw_menu_bar(state, out);
    status_.draw(state, out);
    overlay_.draw(state, out, status_.height());
    dialogs_.draw(state, out);
    bookmarks_.draw(state, out);
}

}  // namespace bsp

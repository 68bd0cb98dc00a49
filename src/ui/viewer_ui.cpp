#include "ui/viewer_ui.h"

#include "ui/menu_bar.h"

namespace bsp {

void ViewerUi::draw(const UiState& state, CommandList& out) {
    draw_menu_bar(state, out);
    status_.draw(state, out);
    overlay_.draw(state, out, status_.height());
    dialogs_.draw(state, out);
    bookmarks_.draw(state, out);
}

}  // namespace bsp

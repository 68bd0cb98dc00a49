#pragma once
// Keyboard focus for text fields: a field that opens takes the keyboard at once, and
// while a field has the keyboard no shortcut fires (the viewer asks
// text_field_has_keyboard() before it turns a key into a command). Dialogs close with
// Esc. Call these between ImGui::NewFrame() and ImGui::Render().
#include "ui/ui_commands.h"

namespace bsp {

// True while a text field is being edited (as of the last frame drawn).
bool text_field_has_keyboard();

// Whether a command opens a window whose text field takes the keyboard: the viewer holds
// back the keys typed after it until the field has the keyboard, so none is lost to
// a shortcut or dropped.
bool opens_text_field(const UiCommand& command);

// Esc pressed this frame while the current window (or one of its children) has focus.
bool escape_closes_current_window();

// A text field that takes the keyboard when its window opens: request() on opening,
// then before() right before its InputText and after() right after it. ImGui gives
// the keyboard a frame or two after asking (a new window is hidden for its first
// frame while it measures itself), so the request stands until the field is active.
class FieldFocus {
public:
    void request() { pending_ = true; }
    void before() const;
    void after();
    bool pending() const { return pending_; }

private:
    bool pending_ = false;
};

}  // namespace bsp

#pragma once
// --events SCRIPT: input for the real window, pushed into SDL's event queue as if a
// user typed and clicked, so tests drive the viewer through the same event handling
// a person does (focus, shortcuts, picking), with no X server or xdotool needed.
// Steps are separated by ';':
//   frames N        let N frames pass (with a map on screen; not counting those drawn
//                   while a map loads)
//   key NAME        press and release a key: a letter or digit, F1..F12, tab, esc,
//                   space, backspace, return, home, end, up, down, pageup, pagedown, [, ], =, -;
//                   "ctrl+" and/or "shift+"
//                   before it hold those
//   type TEXT       type the rest of the step (printable ASCII but ';'), one key press
//                   and its character after another, with no frame between them, as
//                   a fast typist or xdotool does
//   down NAME / up NAME   press or release a key alone (held keys fly the camera)
//   click X,Y       press and release the left button at window pixel X,Y (no motion first)
//   wheel N         turn the mouse wheel N notches (negative: towards the user)
//   drop FILE       drop FILE on the window, as a file manager does (no spaces in FILE)
//   report          print what the window's state is (see viewer_mode.cpp)
// Without a map to open the steps start at once; with one, once it shows.
#include <SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bsp {

struct ScriptStep {
    enum class Kind { Frames, KeyPress, KeyDown, KeyUp, Type, Click, Wheel, Drop, Report } kind = Kind::Frames;
    int frames = 0;
    SDL_Keycode key = SDLK_UNKNOWN;
    bool ctrl = false, shift = false;
    std::string text;  // Type
    int x = 0, y = 0;
    int notches = 0;   // Wheel
    std::string file;  // Drop
};

// The steps, or nullopt with `error` naming the step that is not understood.
std::optional<std::vector<ScriptStep>> parse_event_script(std::string_view script, std::string& error);

// Pushes the SDL events of one input step (KeyPress, KeyDown, KeyUp, Type, Click, Wheel, Drop).
void push_step_events(const ScriptStep& step, SDL_Window* window);

}  // namespace bsp

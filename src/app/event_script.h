#pragma once
// --events SCRIPT: input for the real window, pushed into SDL's event queue as if a
// user typed and clicked, so tests drive the viewer through the same event handling
// a person does (focus, shortcuts, picking), with no X server or xdotool needed.
// Steps are separated by ';':
//   frames N        let N frames pass (with a map on screen)
//   key NAME        press and release a key: a letter or digit, F1..F12, tab, esc,
//                   space, backspace; "ctrl+" before it holds Ctrl
//   down NAME / up NAME   press or release a key alone (held keys fly the camera)
//   click X,Y       press and release the left button at window pixel X,Y (no motion first)
//   report          print one line of what the window's state is (see viewer_mode.cpp)
#include <SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bsp {

struct ScriptStep {
    enum class Kind { Frames, KeyPress, KeyDown, KeyUp, Click, Report } kind = Kind::Frames;
    int frames = 0;
    SDL_Keycode key = SDLK_UNKNOWN;
    bool ctrl = false;
    int x = 0, y = 0;
};

// The steps, or nullopt with `error` naming the step that is not understood.
std::optional<std::vector<ScriptStep>> parse_event_script(std::string_view script, std::string& error);

// Pushes the SDL events of one key or click step (KeyPress, KeyDown, KeyUp, Click).
void push_step_events(const ScriptStep& step, SDL_Window* window);

}  // namespace bsp

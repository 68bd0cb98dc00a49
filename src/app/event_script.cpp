#include "app/event_script.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace bsp {

namespace {

std::optional<SDL_Keycode> key_named(std::string name) {
    for (char& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
    if (name.size() == 1 && std::isalnum(static_cast<unsigned char>(name[0]))) return SDL_Keycode(name[0]);
    if (name.size() >= 2 && name[0] == 'f') {
        const int n = std::atoi(name.c_str() + 1);
        if (n >= 1 && n <= 12 && name.find_first_not_of("0123456789", 1) == std::string::npos)
            return SDL_Keycode(SDLK_F1 + (n - 1));
    }
    if (name == "tab") return SDLK_TAB;
    if (name == "esc" || name == "escape") return SDLK_ESCAPE;
    if (name == "space") return SDLK_SPACE;
    if (name == "backspace") return SDLK_BACKSPACE;
    if (name == "return" || name == "enter") return SDLK_RETURN;
    if (name == "home") return SDLK_HOME;
    if (name == "end") return SDLK_END;
    if (name == "up") return SDLK_UP;
    if (name == "down") return SDLK_DOWN;
    if (name == "pageup") return SDLK_PAGEUP;
    if (name == "pagedown") return SDLK_PAGEDOWN;
    if (name.size() == 1 && std::strchr("[]=-", name[0])) return SDL_Keycode(name[0]);
    return std::nullopt;
}

}  // namespace

std::optional<std::vector<ScriptStep>> parse_event_script(std::string_view script, std::string& error) {
    std::vector<ScriptStep> steps;
    std::istringstream in{std::string(script)};
    std::string part;
    while (std::getline(in, part, ';')) {
        std::istringstream words(part);
        std::string verb, arg;
        if (!(words >> verb)) continue;
        words >> arg;
        ScriptStep step;
        bool ok = true;
        if (verb == "frames") {
            step.kind = ScriptStep::Kind::Frames;
            ok = !arg.empty() && arg.find_first_not_of("0123456789") == std::string::npos && arg.size() < 7;
            if (ok) step.frames = std::stoi(arg);
        } else if (verb == "key" || verb == "down" || verb == "up") {
            step.kind = verb == "key" ? ScriptStep::Kind::KeyPress
                        : verb == "down" ? ScriptStep::Kind::KeyDown
                                         : ScriptStep::Kind::KeyUp;
            std::string name = arg;
            for (bool more = true; more && name.size() > 1;) {
                more = false;
                if (name.rfind("ctrl+", 0) == 0) step.ctrl = more = true, name = name.substr(5);
                if (name.rfind("shift+", 0) == 0) step.shift = more = true, name = name.substr(6);
            }
            const std::optional<SDL_Keycode> key = key_named(name);
            ok = key.has_value();
            if (ok) step.key = *key;
        } else if (verb == "type") {
            step.kind = ScriptStep::Kind::Type;
            const size_t at = part.find("type") + 4;
            step.text = part.substr(std::min(part.size(), at + 1));  // after one separating space
            while (!step.text.empty() && std::isspace(static_cast<unsigned char>(step.text.back()))) step.text.pop_back();
            ok = !step.text.empty() && std::all_of(step.text.begin(), step.text.end(), [](char c) {
                return c >= 32 && c < 127;
            });
            words.str("");  // the text is the whole rest of the step
        } else if (verb == "click") {
            step.kind = ScriptStep::Kind::Click;
            char comma = 0;
            std::istringstream xy(arg);
            ok = bool(xy >> step.x >> comma >> step.y) && comma == ',';
        } else if (verb == "wheel") {
            step.kind = ScriptStep::Kind::Wheel;
            std::istringstream n(arg);
            ok = bool(n >> step.notches) && n.eof() && step.notches != 0 && std::abs(step.notches) < 1000;
        } else if (verb == "drop") {
            step.kind = ScriptStep::Kind::Drop;
            step.file = arg;
            ok = !arg.empty();
        } else if (verb == "report") {
            step.kind = ScriptStep::Kind::Report;
        } else {
            ok = false;
        }
        std::string rest;
        if (!ok || (words >> rest)) {
            error = "--events: cannot read the step '" + part + "' (frames N, key NAME, down NAME, up NAME, "
                    "type TEXT, click X,Y, wheel N, drop FILE, report)";
            return std::nullopt;
        }
        steps.push_back(step);
    }
    return steps;
}

void push_step_events(const ScriptStep& step, SDL_Window* window) {
    const Uint32 window_id = SDL_GetWindowID(window);
    if (step.kind == ScriptStep::Kind::Wheel) {
        for (int i = 0; i < std::abs(step.notches); ++i) {
            SDL_Event e{};
            e.type = SDL_MOUSEWHEEL;
            e.wheel.windowID = window_id;
            e.wheel.y = step.notches > 0 ? 1 : -1;
            SDL_PushEvent(&e);
        }
        return;
    }
    if (step.kind == ScriptStep::Kind::Drop) {
        SDL_Event e{};
        e.type = SDL_DROPFILE;
        e.drop.windowID = window_id;
        e.drop.file = SDL_strdup(step.file.c_str());  // the viewer frees it, as SDL's own
        SDL_PushEvent(&e);
        return;
    }
    if (step.kind == ScriptStep::Kind::Click) {
        for (Uint32 type : {Uint32(SDL_MOUSEBUTTONDOWN), Uint32(SDL_MOUSEBUTTONUP)}) {
            SDL_Event e{};
            e.type = type;
            e.button.windowID = window_id;
            e.button.button = SDL_BUTTON_LEFT;
            e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
            e.button.clicks = 1;
            e.button.x = step.x;
            e.button.y = step.y;
            SDL_PushEvent(&e);
        }
        return;
    }
    auto key_event = [&](Uint32 type, SDL_Keycode key, bool ctrl, bool shift) {
        SDL_Event e{};
        e.type = type;
        e.key.windowID = window_id;
        e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.key.keysym.sym = key;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(key);
        e.key.keysym.mod = Uint16((ctrl ? KMOD_LCTRL : KMOD_NONE) | (shift ? KMOD_LSHIFT : KMOD_NONE));
        SDL_PushEvent(&e);
    };
    if (step.kind == ScriptStep::Kind::Type) {
        // As SDL reports a keyboard's typing: the key down, the character it typed, the key up.
        for (char c : step.text) {
            const bool upper = std::isupper(static_cast<unsigned char>(c)) != 0;
            const SDL_Keycode key = SDL_Keycode(std::tolower(static_cast<unsigned char>(c)));
            key_event(SDL_KEYDOWN, key, false, upper);
            SDL_Event t{};
            t.type = SDL_TEXTINPUT;
            t.text.windowID = window_id;
            t.text.text[0] = c;
            SDL_PushEvent(&t);
            key_event(SDL_KEYUP, key, false, upper);
        }
        return;
    }
    if (step.kind != ScriptStep::Kind::KeyUp) key_event(SDL_KEYDOWN, step.key, step.ctrl, step.shift);
    if (step.kind != ScriptStep::Kind::KeyDown) key_event(SDL_KEYUP, step.key, step.ctrl, step.shift);
}

}  // namespace bsp

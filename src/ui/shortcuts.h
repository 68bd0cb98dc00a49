#pragma once
// Every keyboard shortcut in one table: the viewer looks keys up here and the F1
// help window lists this same table, so the two cannot drift apart.
#include <optional>
#include <vector>

#include <SDL_keycode.h>

#include "ui/ui_commands.h"

namespace bsp {

// The commands a key can send (no payload that needs allocation).
using ShortcutCommand =
    std::variant<SetViewMode, ToggleSwitch, TogglePanel, SelectSurface, FlyToSurface, ShowOpenDialog, Quit,
                 ToggleCameraRecording, ShowBookmarks, ToggleInterface, ShowGameDirsDialog, StepUiScale,
                 StepFov, NextSpawn, ToggleMeasure, ShowMapBrowser>;

struct Shortcut {
    SDL_Keycode key;
    bool ctrl;            // needs Ctrl held
    const char* label;    // as the help shows it ("F2", "Ctrl+1")
    const char* description;
    ShortcutCommand command;
    bool shift = false;   // needs Shift held too (Ctrl+O and Ctrl+Shift+O differ)
};

const std::vector<Shortcut>& shortcuts();

// The command for a key press, or nullopt.
std::optional<UiCommand> shortcut_command(SDL_Keycode key, bool ctrl, bool shift = false);

// Label of the shortcut that sends `command`'s kind for this view mode / switch / panel ("" if none).
const char* shortcut_label_for_view(ViewMode mode);
const char* shortcut_label_for_switch(Switch s);
const char* shortcut_label_for_panel(Panel p);

}  // namespace bsp

#pragma once
// Where the viewer keeps what it remembers between runs (the panel layout,
// imgui.ini): $XDG_CONFIG_HOME/bspview, else ~/.config/bspview.
#include <filesystem>

namespace bsp {

// Empty when neither XDG_CONFIG_HOME nor HOME is set (nothing is remembered then).
std::filesystem::path user_config_dir();

// user_config_dir()/imgui.ini, creating the folder; empty when there is none or it
// cannot be made.
std::filesystem::path ui_layout_file();

}  // namespace bsp

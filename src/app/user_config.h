#pragma once
// Where the viewer keeps what it remembers between runs (the panel layout, imgui.ini;
// game dirs per map location; camera bookmarks): $XDG_CONFIG_HOME/bspview, else
// ~/.config/bspview.
#include <filesystem>
#include <string_view>

namespace bsp {

// Empty when neither XDG_CONFIG_HOME nor HOME is set (nothing is remembered then).
std::filesystem::path user_config_dir();

// user_config_dir()/NAME, creating the folder; empty when there is none or it cannot
// be made.
std::filesystem::path user_config_file(std::string_view name);

// user_config_file("imgui.ini").
std::filesystem::path ui_layout_file();

}  // namespace bsp

#include "app/user_config.h"

#include <cstdlib>
#include <system_error>

namespace bsp {

std::filesystem::path user_config_dir() {
    // The XDG base directory rule: a relative XDG_CONFIG_HOME is ignored.
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && xdg[0] == '/')
        return std::filesystem::path(xdg) / "bspview";
    if (const char* home = std::getenv("HOME"); home && home[0])
        return std::filesystem::path(home) / ".config" / "bspview";
    return {};
}

std::filesystem::path user_config_file(std::string_view name) {
    const std::filesystem::path dir = user_config_dir();
    if (dir.empty()) return {};
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error) return {};
    return dir / name;
}

std::filesystem::path ui_layout_file() { return user_config_file("imgui.ini"); }

}  // namespace bsp

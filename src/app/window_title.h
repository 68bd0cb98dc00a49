#pragma once
// The viewer window's title: the map's name and format first (what a task bar has
// room for), then the program: "oa_thor — Quake 3 IBSP — bspview". Always valid
// UTF-8: bytes of a file name that are not are written as \xNN.
#include <string>
#include <string_view>

namespace bsp {

// `map_name` as the viewer names the map (a path, an archive entry); empty while none is open.
std::string window_title(std::string_view map_name, std::string_view format_name);

// X11 window managers read the title SDL gives as UTF-8 only when the C library's
// character type is UTF-8 (under the "C" locale the title's non-ASCII letters turn
// into mojibake); switches LC_CTYPE to the environment's UTF-8 locale or C.UTF-8.
void use_utf8_character_type();

}  // namespace bsp

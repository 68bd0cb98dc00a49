#include "app/window_title.h"

#include <clocale>
#include <cstring>

#include "core/printable_text.h"

namespace bsp {

std::string window_title(std::string_view map_name, std::string_view format_name) {
    if (map_name.empty()) return "bspview";
    // The file's stem: "maps/oa_thor.bsp" and "pak0.pk3:maps/dm1.bsp" read as their map.
    std::string_view stem = map_name;
    if (const size_t slash = stem.find_last_of("/\\:"); slash != std::string_view::npos) stem.remove_prefix(slash + 1);
    if (const size_t dot = stem.rfind('.'); dot != std::string_view::npos && dot > 0) stem = stem.substr(0, dot);
    if (stem.empty()) stem = map_name;
    std::string title = printable_text(stem);
    if (!format_name.empty()) title += " \u2014 " + printable_text(format_name);
    return title + " \u2014 bspview";
}

void use_utf8_character_type() {
    auto utf8 = [](const char* locale) {
        return locale && (std::strstr(locale, "UTF-8") || std::strstr(locale, "utf8") || std::strstr(locale, "UTF8"));
    };
    if (utf8(std::setlocale(LC_CTYPE, ""))) return;
    if (!std::setlocale(LC_CTYPE, "C.UTF-8")) std::setlocale(LC_CTYPE, "C");
}

}  // namespace bsp

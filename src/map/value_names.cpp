#include "map/value_names.h"

#include <cstdio>

namespace bsp {

std::string name_value(const ValueNames& names, int32_t value) {
    if (names.empty()) return "";
    if (!names.bits) {
        for (const auto& [v, name] : names.names)
            if (v == value) return name;
        return "unknown (" + std::to_string(value) + ")";
    }
    std::string out;
    uint32_t rest = uint32_t(value);
    for (const auto& [bit, name] : names.names) {
        if (bit == 0) {
            if (value == 0) return name;
            continue;
        }
        if ((rest & uint32_t(bit)) != uint32_t(bit)) continue;
        out += (out.empty() ? "" : " ") + name;
        rest &= ~uint32_t(bit);
    }
    if (rest != 0) {
        char hex[16];
        std::snprintf(hex, sizeof hex, "0x%x", unsigned(rest));
        out += (out.empty() ? "" : " ") + std::string(hex);
    }
    return out.empty() ? "none" : out;
}

}  // namespace bsp

#pragma once
// ASCII case rules for names read from map files (texture, entity and lump names):
// Quake content is ASCII, and its tools and engines compare names case-blind.
#include <algorithm>
#include <string>
#include <string_view>

namespace bsp {

inline char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; }

inline std::string ascii_lowercase(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = ascii_lower(c);
    return out;
}

inline bool ascii_iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return ascii_lower(x) == ascii_lower(y); });
}

inline bool ascii_istarts_with(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && ascii_iequals(s.substr(0, prefix.size()), prefix);
}

}  // namespace bsp

#pragma once
// Checks and builders of map records that many test files share: whether a loaded
// map warned about something, and a material made for a test by its name.
#include <algorithm>
#include <cstdint>
#include <string>

#include "map/map.h"

namespace bsptest {

// True when one of the map's warnings contains `part`.
inline bool has_warning(const bsp::Map& m, const std::string& part) {
    return std::any_of(m.warnings.begin(), m.warnings.end(),
                       [&](const std::string& w) { return w.find(part) != std::string::npos; });
}

inline bsp::Material named_material(const std::string& name, uint32_t flags = 0) {
    bsp::Material m;
    m.name = name;
    m.flags = flags;
    return m;
}

}  // namespace bsptest

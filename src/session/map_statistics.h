#pragma once
// Figures about a loaded Map that --info and the overlay both show.
#include <cstdint>
#include <map>
#include <string>

#include "map/map.h"

namespace bsp {

struct MapStatistics {
    uint64_t surfaces_by_kind[kSurfaceKindCount] = {};
    uint64_t vertices = 0, triangles = 0;
    std::map<std::string, int> classnames;  // histogram, sorted by name
};

MapStatistics compute_statistics(const Map& map);

}  // namespace bsp

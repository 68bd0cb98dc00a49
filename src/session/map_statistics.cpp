#include "session/map_statistics.h"

namespace bsp {

MapStatistics compute_statistics(const Map& map) {
    MapStatistics s;
    for (const Surface& surf : map.surfaces) s.surfaces_by_kind[int(surf.kind)]++;
    s.vertices = map.vertices.size();
    s.triangles = map.triangle_count();
    for (const Entity& e : map.entities) s.classnames[e.classname()]++;
    return s;
}

}  // namespace bsp

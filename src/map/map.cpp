#include "map/map.h"

namespace bsp {

const char* surface_kind_name(SurfaceKind k) {
    switch (k) {
        case SurfaceKind::Polygon: return "polygon";
        case SurfaceKind::Patch: return "patch";
        case SurfaceKind::Mesh: return "mesh";
        case SurfaceKind::Flare: return "flare";
        case SurfaceKind::Displacement: return "displacement";
    }
    return "unknown";
}

uint64_t Map::triangle_count() const {
    uint64_t n = 0;
    for (const Surface& s : surfaces) n += s.index_count / 3;
    return n;
}

}  // namespace bsp

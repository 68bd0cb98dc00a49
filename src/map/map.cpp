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

const char* lightmap_set_name(LightmapSet set) {
    switch (set) {
        case LightmapSet::Auto: return "auto";
        case LightmapSet::Ldr: return "ldr";
        case LightmapSet::Hdr: return "hdr";
    }
    return "auto";
}

std::optional<LightmapSet> lightmap_set_from_name(std::string_view name) {
    for (LightmapSet set : {LightmapSet::Auto, LightmapSet::Ldr, LightmapSet::Hdr})
        if (name == lightmap_set_name(set)) return set;
    return std::nullopt;
}

void append_fan_indices(Surface& s, std::vector<uint32_t>& indices) {
    s.first_index = uint32_t(indices.size());
    for (uint32_t k = 1; k + 1 < s.vertex_count; ++k) {
        indices.push_back(s.first_vertex);
        indices.push_back(s.first_vertex + k);
        indices.push_back(s.first_vertex + k + 1);
    }
    s.index_count = uint32_t(indices.size()) - s.first_index;
}

uint64_t Map::triangle_count() const {
    uint64_t n = 0;
    for (const Surface& s : surfaces) n += s.index_count / 3;
    return n;
}

}  // namespace bsp

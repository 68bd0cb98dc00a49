#include "vis/cluster_colors.h"

#include <algorithm>

namespace bsp {

glm::u8vec4 cluster_color(int32_t cluster) {
    // A multiplicative hash spreads neighbouring cluster numbers over the hue circle.
    const uint32_t h = uint32_t(cluster) * 2654435761u;
    return glm::u8vec4(64 + (h >> 24) % 192, 64 + (h >> 16) % 192, 64 + (h >> 8) % 192, 255);
}

std::vector<glm::u8vec4> surface_cluster_colors(const Map& map) {
    std::vector<glm::u8vec4> colors(map.surfaces.size(), glm::u8vec4(128, 128, 128, 255));
    std::vector<bool> done(map.surfaces.size(), false);
    for (const Leaf& leaf : map.leaves) {
        if (leaf.cluster < 0) continue;
        const glm::u8vec4 c = cluster_color(leaf.cluster);
        const size_t end = std::min<size_t>(size_t(leaf.first_leaf_surface) + leaf.leaf_surface_count,
                                            map.leaf_surfaces.size());
        for (size_t i = leaf.first_leaf_surface; i < end; ++i) {
            const uint32_t s = map.leaf_surfaces[i];
            if (s < colors.size() && !done[s]) { colors[s] = c; done[s] = true; }
        }
    }
    return colors;
}

}  // namespace bsp

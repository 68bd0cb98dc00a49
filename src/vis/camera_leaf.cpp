#include "vis/camera_leaf.h"

namespace bsp {

int32_t find_leaf(const Map& map, const glm::vec3& point) {
    return find_leaf_in(
        map.nodes.size(), map.leaves.size(), point,
        [&](size_t n) -> const Plane* {
            const int32_t plane = map.nodes[n].plane;
            return plane >= 0 && size_t(plane) < map.planes.size() ? &map.planes[size_t(plane)] : nullptr;
        },
        [&](size_t n, int side) { return map.nodes[n].children[side]; });
}

int32_t find_cluster(const Map& map, const glm::vec3& point) {
    const int32_t leaf = find_leaf(map, point);
    return leaf < 0 ? -1 : map.leaves[size_t(leaf)].cluster;
}

}  // namespace bsp

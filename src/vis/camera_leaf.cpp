#include "vis/camera_leaf.h"

namespace bsp {

int32_t find_leaf(const Map& map, const glm::vec3& point) {
    if (map.leaves.empty()) return -1;
    if (map.nodes.empty()) return 0;
    int32_t node = 0;
    // A well-formed tree is acyclic, so its depth is below the node count; the
    // bound keeps a hand-made or corrupt cycle from looping forever.
    for (size_t steps = 0; steps <= map.nodes.size(); ++steps) {
        if (node < 0) {
            const int32_t leaf = -(node + 1);
            return leaf < int32_t(map.leaves.size()) ? leaf : -1;
        }
        if (node >= int32_t(map.nodes.size())) return -1;
        const Node& n = map.nodes[size_t(node)];
        if (n.plane < 0 || n.plane >= int32_t(map.planes.size())) return -1;
        const float d = map.planes[size_t(n.plane)].distance_to(point);
        node = n.children[d >= 0 ? 0 : 1];
    }
    return -1;
}

int32_t find_cluster(const Map& map, const glm::vec3& point) {
    const int32_t leaf = find_leaf(map, point);
    return leaf < 0 ? -1 : map.leaves[size_t(leaf)].cluster;
}

}  // namespace bsp

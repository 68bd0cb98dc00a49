#pragma once
// Which BSP leaf holds a point: walk the node tree from the root, taking the
// front child when the point lies on or in front of the node's plane.
#include <cstddef>
#include <cstdint>
#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

// Leaf index, or -1 when the map has no leaves. A map with leaves but no nodes is
// one leaf (index 0). A broken child index ends the walk with -1 instead of reading
// out of bounds.
int32_t find_leaf(const Map& map, const glm::vec3& point);

// The same walk over any copy of the tree: `plane_of(n)` returns a pointer to node
// n's plane, or null when the file's plane index is bad; `child_of(n, side)` returns
// its child as the Map stores it (>= 0 node, < 0 leaf -(child+1)). The visibility
// builder walks its compact records with it and must agree with find_leaf().
template <class PlaneOf, class ChildOf>
int32_t find_leaf_in(size_t node_count, size_t leaf_count, const glm::vec3& point, PlaneOf plane_of, ChildOf child_of) {
    if (leaf_count == 0) return -1;
    if (node_count == 0) return 0;
    int32_t node = 0;
    // A well-formed tree is acyclic, so its depth is below the node count; the
    // bound keeps a hand-made or corrupt cycle from looping forever.
    for (size_t steps = 0; steps <= node_count; ++steps) {
        if (node < 0) {
            const int64_t leaf = -(int64_t(node) + 1);
            return leaf < int64_t(leaf_count) ? int32_t(leaf) : -1;
        }
        if (size_t(node) >= node_count) return -1;
        const Plane* plane = plane_of(size_t(node));
        if (!plane) return -1;
        node = child_of(size_t(node), plane->distance_to(point) >= 0 ? 0 : 1);
    }
    return -1;
}

// The cluster of that leaf, or -1 (outside the map, or no leaf).
int32_t find_cluster(const Map& map, const glm::vec3& point);

}  // namespace bsp

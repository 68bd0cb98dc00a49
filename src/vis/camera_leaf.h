#pragma once
// Which BSP leaf holds a point: walk the node tree from the root, taking the
// front child when the point lies on or in front of the node's plane.
#include <cstdint>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

// Leaf index, or -1 when the map has no leaves. A map with leaves but no nodes is
// one leaf (index 0). A broken child index ends the walk with -1 instead of reading
// out of bounds.
int32_t find_leaf(const Map& map, const glm::vec3& point);

// The cluster of that leaf, or -1 (outside the map, or no leaf).
int32_t find_cluster(const Map& map, const glm::vec3& point);

}  // namespace bsp

#pragma once
// Hand-made Map models for the visibility tests (no file behind them): the smallest
// tree with two rooms, and a frustum helper.
#include <glm/glm.hpp>

#include "core/geometry.h"
#include "map/map.h"

namespace bsptest {

bsp::Aabb box(glm::vec3 a, glm::vec3 b);

// Two rooms split by the plane x = 0: leaf 0 (x >= 0, cluster 0) and leaf 1
// (x < 0, cluster 1). Surface 0 lies in leaf 0, surface 1 in leaf 1, surface 2
// (a wall on the split) in both; 1, 2 and 3 triangles. Cluster 0 sees only itself;
// cluster 1 sees both. Model 0 (the world) holds the three surfaces.
bsp::Map two_rooms();

// `rooms` rooms in a row along +X, each 100 units long (room k spans x = 100k to
// 100(k + 1)), split by a chain of planes: node k's plane is x = 100(k + 1), its
// back child leaf k, its front child node k + 1 (or the last room's leaf). Leaf k
// lists surface k, a 20-unit cube in the middle of its room, of material 0. No
// visdata: every room is visible from every other. Model 0 holds all surfaces.
bsp::Map corridor(int rooms);

// A frustum looking from `eye` along `dir` (Z up; X up when looking straight up or
// down), 90° wide, 1 to 4096 units deep.
bsp::Frustum look(glm::vec3 eye, glm::vec3 dir);

}  // namespace bsptest

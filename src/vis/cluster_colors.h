#pragma once
// The colours the clusters view paints surfaces in: one per cluster, the same on
// every run, so a designer can tell neighbouring clusters apart and find one again.
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

// A distinct, stable colour per surface from the first leaf that lists it; grey
// for surfaces no leaf lists (brush models).
std::vector<glm::u8vec4> surface_cluster_colors(const Map& map);

}  // namespace bsp

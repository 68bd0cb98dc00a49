#pragma once
// The colours the clusters view paints surfaces in: one per cluster, the same on
// every run, so a designer can tell neighbouring clusters apart and find one again.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

// The colour of one cluster: every channel 64..255, so colours with a channel
// below 64 stay free for markers that must not be taken for a cluster.
glm::u8vec4 cluster_color(int32_t cluster);

// A distinct, stable colour per surface from the first leaf that lists it; grey
// for surfaces no leaf lists (brush models).
std::vector<glm::u8vec4> surface_cluster_colors(const Map& map);

}  // namespace bsp

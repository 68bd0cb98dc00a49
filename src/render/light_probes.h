#pragma once
// The Quake 3 light grid (lightvols) around a point: the samples the game would
// blend for a model standing there, for the overlay's probe view and panel.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

struct LightProbe {
    glm::ivec3 cell{0};       // grid coordinates
    uint32_t index = 0;       // into LightGrid::samples
    glm::vec3 position{0};    // world position of the sample
    LightGridSample sample;
};

// Samples within `radius` cells of `point` on each axis (clamped to the grid),
// nearest first; none when the map has no light grid. Samples that are all black
// (inside solid, where q3map leaves them unlit) are skipped.
std::vector<LightProbe> light_probes_near(const LightGrid& grid, const glm::vec3& point, int radius = 2);

}  // namespace bsp

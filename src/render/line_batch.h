#pragma once
// Coloured line segments for debugging pictures (leaf bounds, the frozen frustum,
// entity markers, light probes, the picked face's edges), filled on the CPU each
// frame as part of the frame plan; render/debug_lines.h draws them.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "core/geometry.h"

namespace bsp {

struct LineVertex {
    glm::vec3 position;
    glm::u8vec4 color;
};

struct LineBatch {
    std::vector<LineVertex> depth_tested;  // hidden behind walls like the world
    std::vector<LineVertex> on_top;        // always visible (frustum, selection)

    void clear() { depth_tested.clear(); on_top.clear(); }
    bool empty() const { return depth_tested.empty() && on_top.empty(); }
    void line(const glm::vec3& a, const glm::vec3& b, glm::u8vec4 color, bool top = false);
    void box(const Aabb& b, glm::u8vec4 color, bool top = false);
    void cross(const glm::vec3& p, float half_size, glm::u8vec4 color, bool top = false);
};

}  // namespace bsp

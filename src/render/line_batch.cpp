#include "render/line_batch.h"

namespace bsp {

void LineBatch::line(const glm::vec3& a, const glm::vec3& b, glm::u8vec4 color, bool top) {
    auto& list = top ? on_top : depth_tested;
    list.push_back({a, color});
    list.push_back({b, color});
}

void LineBatch::box(const Aabb& b, glm::u8vec4 color, bool top) {
    if (b.empty()) return;
    auto corner = [&](int i) {
        return glm::vec3(i & 1 ? b.max.x : b.min.x, i & 2 ? b.max.y : b.min.y, i & 4 ? b.max.z : b.min.z);
    };
    // The twelve edges join corners that differ in exactly one axis bit.
    for (int i = 0; i < 8; ++i)
        for (int bit = 1; bit < 8; bit <<= 1)
            if (!(i & bit)) line(corner(i), corner(i | bit), color, top);
}

void LineBatch::cross(const glm::vec3& p, float h, glm::u8vec4 color, bool top) {
    line(p - glm::vec3(h, 0, 0), p + glm::vec3(h, 0, 0), color, top);
    line(p - glm::vec3(0, h, 0), p + glm::vec3(0, h, 0), color, top);
    line(p - glm::vec3(0, 0, h), p + glm::vec3(0, 0, h), color, top);
}

}  // namespace bsp

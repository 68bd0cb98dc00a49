#include "render/bump_basis.h"

#include <cmath>

namespace bsp {

const std::array<glm::vec3, 3>& bump_basis() {
    static const float third_root = 1.0f / std::sqrt(3.0f);
    static const std::array<glm::vec3, 3> basis = {
        glm::vec3(std::sqrt(2.0f / 3.0f), 0.0f, third_root),
        glm::vec3(-1.0f / std::sqrt(6.0f), 1.0f / std::sqrt(2.0f), third_root),
        glm::vec3(-1.0f / std::sqrt(6.0f), -1.0f / std::sqrt(2.0f), third_root),
    };
    return basis;
}

BumpFrame bump_frame(const glm::vec3& normal, const glm::vec4& texture_tangent) {
    BumpFrame f;
    const float nlen = glm::length(normal);
    if (!(nlen > 0)) return f;
    f.normal = normal / nlen;
    const glm::vec3 b = glm::cross(f.normal, glm::vec3(texture_tangent));
    const float blen = glm::length(b);
    if (!(blen > 1e-6f)) {
        // s runs along the normal (a degenerate mapping): any frame around the normal.
        const glm::vec3 helper = std::abs(f.normal.z) < 0.9f ? glm::vec3(0, 0, 1) : glm::vec3(1, 0, 0);
        f.binormal = glm::normalize(glm::cross(f.normal, helper));
    } else {
        f.binormal = b / blen;
    }
    f.tangent = glm::normalize(glm::cross(f.binormal, f.normal));
    if (texture_tangent.w < 0) f.binormal = -f.binormal;
    return f;
}

glm::vec3 decode_normal_texel(uint8_t r, uint8_t g, uint8_t b) {
    const glm::vec3 n = glm::vec3(r, g, b) * (2.0f / 255.0f) - 1.0f;
    const float len = glm::length(n);
    return len > 0 ? n / len : glm::vec3(0, 0, 1);
}

glm::vec3 bump_light_weights(const glm::vec3& tangent_normal) {
    const auto& basis = bump_basis();
    glm::vec3 w;
    for (int i = 0; i < 3; ++i) {
        const float d = glm::clamp(glm::dot(tangent_normal, basis[size_t(i)]), 0.0f, 1.0f);
        w[i] = d * d;
    }
    const float sum = w.x + w.y + w.z;
    return sum > 0 ? w / sum : glm::vec3(1.0f / 3.0f);
}

glm::vec3 bumped_light(const glm::vec3& tangent_normal, const std::array<glm::vec3, 3>& directional_light) {
    const glm::vec3 w = bump_light_weights(tangent_normal);
    return w.x * directional_light[0] + w.y * directional_light[1] + w.z * directional_light[2];
}

}  // namespace bsp

#include "core/geometry.h"

namespace bsp {

Frustum Frustum::from_matrix(const glm::mat4& m) {
    // Gribb/Hartmann plane extraction: each plane is a sum/difference of the
    // matrix's fourth row with one of the others (glm is column-major: m[col][row]).
    auto row = [&](int r) { return glm::vec4(m[0][r], m[1][r], m[2][r], m[3][r]); };
    const glm::vec4 r0 = row(0), r1 = row(1), r2 = row(2), r3 = row(3);
    const glm::vec4 raw[6] = {r3 + r0, r3 - r0, r3 + r1, r3 - r1, r3 + r2, r3 - r2};
    Frustum f;
    for (int i = 0; i < 6; ++i) {
        glm::vec3 n(raw[i]);
        float len = glm::length(n);
        if (len <= 0) len = 1;
        f.planes[i].normal = n / len;
        f.planes[i].dist = -raw[i].w / len;
    }
    return f;
}

bool Frustum::intersects(const Aabb& box) const {
    for (const Plane& p : planes) {
        // The box corner furthest along the plane normal ("positive vertex").
        glm::vec3 v(p.normal.x >= 0 ? box.max.x : box.min.x, p.normal.y >= 0 ? box.max.y : box.min.y,
                    p.normal.z >= 0 ? box.max.z : box.min.z);
        if (p.distance_to(v) < 0) return false;
    }
    return true;
}

bool Frustum::contains_point(const glm::vec3& pt) const {
    for (const Plane& p : planes)
        if (p.distance_to(pt) < 0) return false;
    return true;
}

}  // namespace bsp

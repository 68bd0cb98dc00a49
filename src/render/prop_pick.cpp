#include "render/prop_pick.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bsp {

namespace {

// Where the ray enters the box (0 when it starts inside), or a negative value when it misses.
float ray_box(const Aabb& box, const glm::vec3& origin, const glm::vec3& direction) {
    float near = 0, far = std::numeric_limits<float>::max();
    for (int a = 0; a < 3; ++a) {
        if (std::abs(direction[a]) < 1e-12f) {
            if (origin[a] < box.min[a] || origin[a] > box.max[a]) return -1;
            continue;
        }
        float t0 = (box.min[a] - origin[a]) / direction[a], t1 = (box.max[a] - origin[a]) / direction[a];
        if (t0 > t1) std::swap(t0, t1);
        near = std::max(near, t0);
        far = std::min(far, t1);
        if (near > far) return -1;
    }
    return near;
}

// Möller–Trumbore, both faces; the distance in the ray's units, or a negative value.
float ray_triangle(const glm::vec3& o, const glm::vec3& d, const glm::vec3& a, const glm::vec3& b, const glm::vec3& c) {
    const glm::vec3 e1 = b - a, e2 = c - a, p = glm::cross(d, e2);
    const float det = glm::dot(e1, p);
    if (std::abs(det) < 1e-12f) return -1;
    const float inv = 1.0f / det;
    const glm::vec3 s = o - a;
    const float u = glm::dot(s, p) * inv;
    if (u < 0 || u > 1) return -1;
    const glm::vec3 q = glm::cross(s, e1);
    const float v = glm::dot(d, q) * inv;
    if (v < 0 || u + v > 1) return -1;
    return glm::dot(e2, q) * inv;
}

}  // namespace

PropHit pick_prop(const Map& map, const PropFrame& frame, const Ray& ray) {
    PropHit best;
    float best_t = std::numeric_limits<float>::max();
    for (uint32_t index : frame.placements) {
        const PropPlacement& p = map.prop_placements[index];
        if (p.model < 0 || size_t(p.model) >= map.prop_models.size()) continue;
        const float enter = ray_box(p.bounds, ray.origin, ray.direction);
        if (enter < 0 || enter >= best_t) continue;
        // Into model space: the distance along the turned, scaled ray is the world's
        // distance divided by the scale, so t is scaled back below.
        const glm::mat4 model_from_world = glm::inverse(p.world_from_model());
        const glm::vec3 o = glm::vec3(model_from_world * glm::vec4(ray.origin, 1.0f));
        const glm::vec3 d = glm::vec3(model_from_world * glm::vec4(ray.direction, 0.0f));
        const PropModel& m = map.prop_models[size_t(p.model)];
        for (const PropMesh& mesh : m.meshes) {
            if (!mesh.drawn) continue;
            const uint32_t end = std::min<uint32_t>(mesh.first_index + mesh.index_count, uint32_t(m.indices.size()));
            for (uint32_t i = mesh.first_index; i + 2 < end; i += 3) {
                const uint32_t ia = m.indices[i], ib = m.indices[i + 1], ic = m.indices[i + 2];
                if (ia >= m.vertices.size() || ib >= m.vertices.size() || ic >= m.vertices.size()) continue;
                const float t = ray_triangle(o, d, m.vertices[ia].position, m.vertices[ib].position, m.vertices[ic].position);
                // d has length 1/scale: t is already in world units.
                if (t > 0 && t < best_t) {
                    best_t = t;
                    best.placement = int32_t(index);
                    best.distance = t;
                }
            }
        }
    }
    return best;
}

}  // namespace bsp

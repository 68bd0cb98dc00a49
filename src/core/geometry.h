#pragma once
// Small geometric types shared by the map model and visibility: axis-aligned
// boxes, planes and the view frustum. World space is Quake's: Z up, units.
#include <array>
#include <cstdint>
#include <glm/glm.hpp>
#include <limits>

namespace bsp {

struct Aabb {
    glm::vec3 min{std::numeric_limits<float>::max()};
    glm::vec3 max{std::numeric_limits<float>::lowest()};

    bool empty() const { return min.x > max.x || min.y > max.y || min.z > max.z; }
    void add(const glm::vec3& p) { min = glm::min(min, p); max = glm::max(max, p); }
    void add(const Aabb& b) { if (!b.empty()) { add(b.min); add(b.max); } }
    glm::vec3 center() const { return (min + max) * 0.5f; }
    glm::vec3 size() const { return max - min; }
    bool contains(const glm::vec3& p) const {
        return p.x >= min.x && p.y >= min.y && p.z >= min.z && p.x <= max.x && p.y <= max.y && p.z <= max.z;
    }
    // An empty box lies inside every box.
    bool contains(const Aabb& b) const { return b.empty() || (contains(b.min) && contains(b.max)); }
};

struct Plane {
    glm::vec3 normal{0, 0, 1};
    float dist = 0;  // points p on the plane satisfy dot(normal, p) == dist
    float distance_to(const glm::vec3& p) const { return glm::dot(normal, p) - dist; }
};

// Six inward-facing planes; a box is outside when it lies fully behind any one.
struct Frustum {
    std::array<Plane, 6> planes;
    // One bit per plane: the mask a box starts with before culling clears the
    // planes it lies fully in front of.
    static constexpr uint32_t kAllPlanes = 0x3Fu;

    // From a combined projection*view matrix (OpenGL clip conventions).
    static Frustum from_matrix(const glm::mat4& clip_from_world);
    bool intersects(const Aabb& box) const;
    bool contains_point(const glm::vec3& p) const;
};

}  // namespace bsp

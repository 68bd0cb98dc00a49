#include "vis/surface_picker.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace bsp {

Ray ray_through_pixel(const glm::mat4& clip_from_world, int width, int height, float x, float y) {
    const glm::mat4 inv = glm::inverse(clip_from_world);
    const float nx = 2.0f * x / float(std::max(width, 1)) - 1.0f;
    const float ny = 1.0f - 2.0f * y / float(std::max(height, 1));  // image rows go down, NDC y goes up
    glm::vec4 a = inv * glm::vec4(nx, ny, -1, 1);
    glm::vec4 b = inv * glm::vec4(nx, ny, 1, 1);
    const glm::vec3 pa = glm::vec3(a) / a.w, pb = glm::vec3(b) / b.w;
    return {pa, glm::normalize(pb - pa)};
}

namespace {

// Slab test: does the ray meet the box before `limit`?
bool ray_hits_box(const Ray& ray, const Aabb& box, float limit) {
    if (box.empty()) return true;  // no bounds in the file: test the triangles
    float t0 = 0, t1 = limit;
    for (int i = 0; i < 3; ++i) {
        const float d = ray.direction[i];
        if (std::abs(d) < 1e-12f) {
            if (ray.origin[i] < box.min[i] || ray.origin[i] > box.max[i]) return false;
            continue;
        }
        float a = (box.min[i] - ray.origin[i]) / d, b = (box.max[i] - ray.origin[i]) / d;
        if (a > b) std::swap(a, b);
        t0 = std::max(t0, a);
        t1 = std::min(t1, b);
        if (t0 > t1) return false;
    }
    return true;
}

// Möller–Trumbore, two-sided; returns the distance or a negative number.
float ray_triangle(const Ray& ray, const glm::vec3& a, const glm::vec3& b, const glm::vec3& c) {
    const glm::vec3 e1 = b - a, e2 = c - a;
    const glm::vec3 p = glm::cross(ray.direction, e2);
    const float det = glm::dot(e1, p);
    if (std::abs(det) < 1e-9f) return -1;
    const float inv = 1.0f / det;
    const glm::vec3 s = ray.origin - a;
    const float u = glm::dot(s, p) * inv;
    if (u < 0 || u > 1) return -1;
    const glm::vec3 q = glm::cross(s, e1);
    const float v = glm::dot(ray.direction, q) * inv;
    if (v < 0 || u + v > 1) return -1;
    return glm::dot(e2, q) * inv;
}

}  // namespace

SurfaceHit pick_surface(const Map& map, const std::vector<uint32_t>& candidates, const Ray& ray) {
    SurfaceHit best;
    float nearest = std::numeric_limits<float>::max();
    for (uint32_t si : candidates) {
        if (si >= map.surfaces.size()) continue;
        const Surface& s = map.surfaces[si];
        if (!ray_hits_box(ray, s.bounds, nearest)) continue;
        const size_t end = std::min<size_t>(size_t(s.first_index) + s.index_count, map.indices.size());
        for (size_t i = s.first_index; i + 2 < end; i += 3) {
            const uint32_t ia = map.indices[i], ib = map.indices[i + 1], ic = map.indices[i + 2];
            if (ia >= map.vertices.size() || ib >= map.vertices.size() || ic >= map.vertices.size()) continue;
            const glm::vec3 a = map.vertices[ia].position, b = map.vertices[ib].position,
                            c = map.vertices[ic].position;
            const float t = ray_triangle(ray, a, b, c);
            if (t <= 0 || t >= nearest) continue;
            nearest = t;
            glm::vec3 n = glm::cross(b - a, c - a);
            const float len = glm::length(n);
            n = len > 0 ? n / len : glm::vec3(0, 0, 1);
            if (glm::dot(n, ray.direction) > 0) n = -n;
            best = {int32_t(si), t, ray.origin + ray.direction * t, n};
        }
    }
    return best;
}

SurfaceHit pick_surface(const Map& map, const Ray& ray) {
    std::vector<uint32_t> all(map.surfaces.size());
    std::iota(all.begin(), all.end(), 0u);
    return pick_surface(map, all, ray);
}

}  // namespace bsp

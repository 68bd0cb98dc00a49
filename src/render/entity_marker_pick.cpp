#include "render/entity_marker_pick.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace bsp {

std::optional<glm::vec3> entity_marker_origin(const Entity& e) {
    if (e.find("model")) return std::nullopt;
    return e.vec3("origin");
}

MarkerHit pick_entity_marker(const Map& map, const glm::mat4& clip_from_world, int width, int height, float x,
                             float y, float slack_pixels) {
    MarkerHit best;
    if (width <= 0 || height <= 0) return best;
    const Ray ray = ray_through_pixel(clip_from_world, width, height, x, y);
    // On-screen place of a world point; none behind the near side of the eye.
    auto to_screen = [&](const glm::vec3& p) -> std::optional<glm::vec2> {
        const glm::vec4 c = clip_from_world * glm::vec4(p, 1.0f);
        if (c.w <= 1e-3f) return std::nullopt;
        const glm::vec2 ndc = glm::vec2(c) / c.w;
        return glm::vec2((ndc.x * 0.5f + 0.5f) * float(width), (0.5f - ndc.y * 0.5f) * float(height));
    };
    float best_pixels = std::numeric_limits<float>::max();
    for (size_t i = 0; i < map.entities.size(); ++i) {
        const auto origin = entity_marker_origin(map.entities[i]);
        if (!origin) continue;
        const auto centre = to_screen(*origin);
        if (!centre) continue;
        // The box's extent on screen: far away a dot, close up many pixels wide.
        glm::vec2 lo = *centre, hi = *centre;
        for (int k = 0; k < 8; ++k) {
            const glm::vec3 corner = *origin + kEntityMarkerHalfSize * glm::vec3(k & 1 ? 1 : -1, k & 2 ? 1 : -1,
                                                                                 k & 4 ? 1 : -1);
            if (const auto s = to_screen(corner)) lo = glm::min(lo, *s), hi = glm::max(hi, *s);
        }
        lo -= glm::vec2(slack_pixels);
        hi += glm::vec2(slack_pixels);
        if (x < lo.x || x > hi.x || y < lo.y || y > hi.y) continue;
        const float pixels = glm::length(glm::vec2(x, y) - *centre);
        if (pixels >= best_pixels) continue;
        best_pixels = pixels;
        best.entity = int32_t(i);
        best.pixels = pixels;
        best.distance = std::max(glm::dot(*origin - ray.origin, ray.direction), 0.0f);
    }
    return best;
}

bool marker_beats_surface(const MarkerHit& marker, const SurfaceHit& surface) {
    if (marker.entity < 0) return false;
    // The box's corners reach sqrt(3) half-sizes from its origin: a marker standing in a
    // wall or a floor shows its near half, and that half is what the pointer is on.
    return surface.surface < 0 || marker.distance <= surface.distance + 2 * kEntityMarkerHalfSize;
}

}  // namespace bsp

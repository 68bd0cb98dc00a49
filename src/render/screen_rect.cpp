#include "render/screen_rect.h"

#include <algorithm>
#include <cmath>

namespace bsp {

void ScreenRect::add(const ScreenRect& other) {
    if (other.empty()) return;
    if (empty()) {
        *this = other;
        return;
    }
    x0 = std::min(x0, other.x0);
    y0 = std::min(y0, other.y0);
    x1 = std::max(x1, other.x1);
    y1 = std::max(y1, other.y1);
}

namespace {

// The rectangle of clip-space points, and a pixel more each side; the whole viewport
// when one is not in front of the eye.
ScreenRect bound_points(const glm::vec4* points, int count, int width, int height) {
    if (count == 0) return {};
    const ScreenRect whole{0, 0, std::max(width, 0), std::max(height, 0)};
    float min_x = INFINITY, min_y = INFINITY, max_x = -INFINITY, max_y = -INFINITY;
    for (int i = 0; i < count; ++i) {
        const glm::vec4& p = points[i];
        if (!(p.w > 1e-6f)) return whole;
        const float x = (p.x / p.w * 0.5f + 0.5f) * float(width), y = (p.y / p.w * 0.5f + 0.5f) * float(height);
        if (!std::isfinite(x) || !std::isfinite(y)) return whole;
        min_x = std::min(min_x, x), max_x = std::max(max_x, x);
        min_y = std::min(min_y, y), max_y = std::max(max_y, y);
    }
    ScreenRect r;
    r.x0 = int(std::clamp(std::floor(min_x) - 1.0f, 0.0f, float(whole.x1)));
    r.y0 = int(std::clamp(std::floor(min_y) - 1.0f, 0.0f, float(whole.y1)));
    r.x1 = int(std::clamp(std::ceil(max_x) + 1.0f, 0.0f, float(whole.x1)));
    r.y1 = int(std::clamp(std::ceil(max_y) + 1.0f, 0.0f, float(whole.y1)));
    return r.empty() ? ScreenRect{} : r;
}

}  // namespace

ScreenRect screen_rect_of(const Aabb& box, const glm::mat4& clip, int width, int height) {
    if (box.empty()) return {};
    glm::vec4 corners[8];
    for (int corner = 0; corner < 8; ++corner)
        corners[corner] = clip * glm::vec4((corner & 1) ? box.max.x : box.min.x, (corner & 2) ? box.max.y : box.min.y,
                                           (corner & 4) ? box.max.z : box.min.z, 1.0f);
    // With every corner in front of the eye the box's image is the hull of theirs;
    // otherwise it is unbounded (bound_points gives the whole viewport).
    return bound_points(corners, 8, width, height);
}

ScreenRect screen_rect_of_triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c, const glm::mat4& clip,
                                   int width, int height) {
    const glm::vec4 in[3] = {clip * glm::vec4(a, 1.0f), clip * glm::vec4(b, 1.0f), clip * glm::vec4(c, 1.0f)};
    // Cut at the near plane (z + w >= 0 in GL's clip space): one plane turns a triangle
    // into at most a quadrilateral.
    glm::vec4 out[4];
    int n = 0;
    for (int i = 0; i < 3; ++i) {
        const glm::vec4& p = in[i];
        const glm::vec4& q = in[(i + 1) % 3];
        const float dp = p.z + p.w, dq = q.z + q.w;
        if (dp >= 0.0f) out[n++] = p;
        if ((dp >= 0.0f) != (dq >= 0.0f)) out[n++] = p + (q - p) * (dp / (dp - dq));
    }
    return bound_points(out, n, width, height);
}

}  // namespace bsp

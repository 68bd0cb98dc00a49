#pragma once
// Window rectangles that 3D boxes cover: how a pass is kept to the part of the
// screen where its result is needed (a scissor box).
#include <glm/glm.hpp>

#include "core/geometry.h"

namespace bsp {

// Pixels [x0, x1) x [y0, y1), GL's window origin (bottom left).
struct ScreenRect {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool empty() const { return x1 <= x0 || y1 <= y0; }
    // The smallest rectangle holding both (an empty one adds nothing).
    void add(const ScreenRect& other);
};

// The pixels `box` can cover under `clip` (projection x view) in a width x height
// viewport, a pixel wider on each side for rasterization's rounding; clamped to the
// viewport. The whole viewport when a corner lies on or behind the eye's plane (the
// projection of such a box is unbounded); empty when the box is empty.
ScreenRect screen_rect_of(const Aabb& box, const glm::mat4& clip, int width, int height);

// The pixels triangle a, b, c can cover: as screen_rect_of, with the part in front
// of the near plane only (clipped there), so a face reaching past the eye still gives
// the rectangle of what is seen of it.
ScreenRect screen_rect_of_triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c, const glm::mat4& clip,
                                   int width, int height);

}  // namespace bsp

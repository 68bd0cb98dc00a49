#pragma once
// Which placed model lies under a pixel: the ray of vis/surface_picker.h tested against
// the triangles of the models a frame drew (render/prop_plan.h), in each model's own
// space, so picking a prop needs no GL read-back, like picking a face.
#include <cstdint>

#include "map/map.h"
#include "render/prop_plan.h"
#include "vis/surface_picker.h"

namespace bsp {

struct PropHit {
    int32_t placement = -1;  // into Map::prop_placements; -1: none hit
    float distance = 0;      // along the ray, world units
};

// The nearest drawn placement the ray meets (both faces of a triangle count).
PropHit pick_prop(const Map& map, const PropFrame& frame, const Ray& ray);

}  // namespace bsp

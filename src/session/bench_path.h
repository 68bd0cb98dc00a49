#pragma once
// The benchmark's camera path: straight segments through the map's spawn points
// in file order, sampled at equal distances (constant speed), looking along the
// direction of travel. Deterministic, so runs and versions compare frame by frame.
#include <vector>

#include "session/camera.h"

namespace bsp {

// `frames` cameras. With fewer than two spawn points the camera turns on the spot
// at the default camera's position instead.
std::vector<Camera> bench_path(const Map& map, int frames, float fov_x);

}  // namespace bsp

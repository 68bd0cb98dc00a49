#pragma once
// The benchmark's camera path: straight segments through the map's spawn points
// in file order, sampled at equal distances (constant speed), looking along the
// direction of travel. Deterministic, so runs and versions compare frame by frame.
#include <string>
#include <string_view>
#include <vector>

#include "session/camera.h"

namespace bsp {

// `frames` cameras. With fewer than two spawn points the camera turns on the spot
// at the default camera's position instead.
std::vector<Camera> bench_path(const Map& map, int frames, float fov_x);

// A camera file (--bench --views, --bench --path, and what the window records): one
// camera per line, "X Y Z PITCH YAW [FOV]" in map units and degrees (pitch positive
// looking down, as cg_drawViewpos-style tools print it); blank lines and lines
// starting with '#' are skipped. Throws LoadError naming `file` and the line for a
// line that is not such a camera, and for a file without any. `fov_x` is used where
// a line gives none.
std::vector<Camera> parse_camera_file(std::string_view text, const std::string& file, float fov_x);
// One line of that format for `camera` (its fov included).
std::string camera_file_line(const Camera& camera);

}  // namespace bsp

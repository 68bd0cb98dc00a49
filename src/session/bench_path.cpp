#include "session/bench_path.h"

#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/load_error.h"

namespace bsp {

std::vector<Camera> bench_path(const Map& map, int frames, float fov_x) {
    frames = std::max(frames, 1);
    std::vector<Camera> out;
    out.reserve(size_t(frames));
    std::vector<glm::vec3> points;
    for (const SpawnPoint& s : spawn_points(map)) points.push_back(camera_at_spawn(s).position);
    if (points.size() < 2) {
        const Camera start = default_camera(map, fov_x);
        for (int i = 0; i < frames; ++i) {
            Camera c = start;
            c.yaw = start.yaw + 360.0f * float(i) / float(frames);
            out.push_back(c);
        }
        return out;
    }
    std::vector<float> length_at{0};
    for (size_t i = 1; i < points.size(); ++i)
        length_at.push_back(length_at.back() + glm::length(points[i] - points[i - 1]));
    const float total = length_at.back();
    size_t seg = 1;
    for (int f = 0; f < frames; ++f) {
        const float d = frames == 1 ? 0.0f : total * float(f) / float(frames - 1);
        while (seg + 1 < points.size() && length_at[seg] < d) ++seg;
        const glm::vec3 a = points[seg - 1], b = points[seg];
        const float seg_len = length_at[seg] - length_at[seg - 1];
        const float t = seg_len > 0 ? glm::clamp((d - length_at[seg - 1]) / seg_len, 0.0f, 1.0f) : 0.0f;
        Camera c;
        c.fov_x = fov_x;
        c.position = a + (b - a) * t;
        const glm::vec3 dir = b - a;
        if (glm::length(glm::vec2(dir)) > 1e-3f) c.yaw = glm::degrees(std::atan2(dir.y, dir.x));
        out.push_back(c);
    }
    return out;
}

std::vector<Camera> parse_camera_file(std::string_view text, const std::string& file, float fov_x) {
    std::vector<Camera> cameras;
    std::istringstream in{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') continue;
        std::istringstream fields(line);
        Camera c;
        c.fov_x = fov_x;
        if (!(fields >> c.position.x >> c.position.y >> c.position.z >> c.pitch >> c.yaw))
            throw LoadError(file, "line " + std::to_string(number),
                            "wants X Y Z PITCH YAW [FOV], got '" + line.substr(0, 80) + "'");
        float fov = 0;
        if (fields >> fov) {
            if (!(fov >= 1 && fov <= 179))
                throw LoadError(file, "line " + std::to_string(number), "field of view must be 1-179 degrees");
            c.fov_x = fov;
        }
        std::string rest;
        if (fields >> rest)
            throw LoadError(file, "line " + std::to_string(number), "has more than 6 numbers: '" + rest + "'");
        cameras.push_back(c);
    }
    if (cameras.empty()) throw LoadError(file, "", "holds no camera (lines of X Y Z PITCH YAW [FOV])");
    return cameras;
}

std::string camera_file_line(const Camera& camera) {
    char line[160];
    std::snprintf(line, sizeof line, "%.2f %.2f %.2f %.2f %.2f %.1f", camera.position.x, camera.position.y,
                  camera.position.z, camera.pitch, camera.yaw, camera.fov_x);
    return line;
}

}  // namespace bsp

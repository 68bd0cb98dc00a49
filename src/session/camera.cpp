#include "session/camera.h"

#include <cmath>

#include <glm/gtc/matrix_transform.hpp>

namespace bsp {

namespace {
struct AngleTrig { float sp, cp, sy, cy, sr, cr; };
AngleTrig trig(const Camera& c) {
    const float p = glm::radians(c.pitch), y = glm::radians(c.yaw), r = glm::radians(c.roll);
    return {std::sin(p), std::cos(p), std::sin(y), std::cos(y), std::sin(r), std::cos(r)};
}
}  // namespace

// The three axes as Quake's AngleVectors defines them.
glm::vec3 Camera::forward() const {
    const AngleTrig t = trig(*this);
    return {t.cp * t.cy, t.cp * t.sy, -t.sp};
}
glm::vec3 Camera::right() const {
    const AngleTrig t = trig(*this);
    return {-t.sr * t.sp * t.cy + t.cr * t.sy, -t.sr * t.sp * t.sy - t.cr * t.cy, -t.sr * t.cp};
}
glm::vec3 Camera::up() const {
    const AngleTrig t = trig(*this);
    return {t.cr * t.sp * t.cy + t.sr * t.sy, t.cr * t.sp * t.sy - t.sr * t.cy, t.cr * t.cp};
}

glm::mat4 Camera::view_matrix() const { return glm::lookAt(position, position + forward(), up()); }

float vertical_fov(float fov_x_degrees, int width, int height) {
    const float half = glm::radians(glm::clamp(fov_x_degrees, 1.0f, 179.0f)) * 0.5f;
    return 2.0f * std::atan(std::tan(half) * float(std::max(height, 1)) / float(std::max(width, 1)));
}

glm::mat4 Camera::projection(int width, int height, float far_plane) const {
    const float aspect = float(std::max(width, 1)) / float(std::max(height, 1));
    return glm::perspective(vertical_fov(fov_x, width, height), aspect, kNearPlane, far_plane);
}

float far_plane_for(const Map& map) {
    Aabb world;
    if (!map.models.empty()) world = map.models[0].bounds;
    if (world.empty())
        for (const Surface& s : map.surfaces) world.add(s.bounds);
    const float diagonal = world.empty() ? 0.0f : glm::length(world.size());
    return std::max(4096.0f, diagonal * 1.5f);
}

namespace {

// Where players start: Quake's and Half-Life's classes, then Source games' own
// (TF2's team spawns, Counter-Strike's two teams, Left 4 Dead's survivors).
bool is_spawn_class(const std::string& cls) {
    for (const char* spawn : {"info_player_deathmatch", "info_player_start", "info_player_teamspawn",
                              "info_player_terrorist", "info_player_counterterrorist", "info_survivor_position"})
        if (cls == spawn) return true;
    return false;
}

}  // namespace

std::vector<SpawnPoint> spawn_points(const Map& map) {
    std::vector<SpawnPoint> out;
    for (const Entity& e : map.entities) {
        const std::string cls = e.classname();
        if (!is_spawn_class(cls)) continue;
        auto origin = e.vec3("origin");
        if (!origin) continue;
        // Quake's "angle" is the yaw; Source writes "angles" as pitch yaw roll.
        float yaw = e.number("angle").value_or(0.0f);
        if (!e.number("angle"))
            if (auto angles = e.vec3("angles")) yaw = angles->y;
        out.push_back({*origin, *origin + glm::vec3(0, 0, map.spawn_eye_height), yaw});
    }
    return out;
}

Camera camera_at_spawn(const SpawnPoint& spawn, float fov_x) {
    Camera c;
    c.position = spawn.eye;
    c.yaw = spawn.yaw;
    c.fov_x = fov_x;
    return c;
}

Camera default_camera(const Map& map, float fov_x) {
    const auto spawns = spawn_points(map);
    if (!spawns.empty()) return camera_at_spawn(spawns.front(), fov_x);
    Camera c;
    c.fov_x = fov_x;
    if (!map.models.empty() && !map.models[0].bounds.empty()) c.position = map.models[0].bounds.center();
    return c;
}

}  // namespace bsp

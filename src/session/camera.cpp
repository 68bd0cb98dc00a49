#include "session/camera.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <glm/gtc/matrix_transform.hpp>

#include "vis/camera_leaf.h"
#include "vis/surface_picker.h"

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

// Starts of other modes and teams, listed after those (Home reaches them; the first
// view stays at a plain start where the map has one): Quake's co-op, Quake 3's CTF
// team starts, Half-Life 2 Deathmatch's and Day of Defeat's teams.
bool is_team_spawn_class(const std::string& cls) {
    for (const char* spawn : {"info_player_coop", "team_CTF_redspawn", "team_CTF_bluespawn", "team_CTF_redplayer",
                              "team_CTF_blueplayer", "info_player_combine", "info_player_rebel", "info_player_axis",
                              "info_player_allies"})
        if (cls == spawn) return true;
    return false;
}

}  // namespace

std::vector<SpawnPoint> spawn_points(const Map& map) {
    std::vector<SpawnPoint> out;
    for (const bool team : {false, true})
        for (const Entity& e : map.entities) {
            const std::string cls = e.classname();
            if (team ? !is_team_spawn_class(cls) : !is_spawn_class(cls)) continue;
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

Camera camera_facing_surface(const Map& map, uint32_t surface, const Camera& from) {
    if (surface >= map.surfaces.size()) return from;
    const Surface& s = map.surfaces[surface];
    // Area-weighted centre and normal of its triangles; the vertex normals give the
    // side the surface is seen from (windings differ between formats).
    glm::dvec3 centre(0), winding_normal(0), vertex_normal(0);
    double area = 0;
    const size_t end = std::min<size_t>(size_t(s.first_index) + s.index_count, map.indices.size());
    for (size_t i = s.first_index; i + 3 <= end; i += 3) {
        const uint32_t t[3] = {map.indices[i], map.indices[i + 1], map.indices[i + 2]};
        if (t[0] >= map.vertices.size() || t[1] >= map.vertices.size() || t[2] >= map.vertices.size()) continue;
        const glm::dvec3 a = map.vertices[t[0]].position, b = map.vertices[t[1]].position,
                         c = map.vertices[t[2]].position;
        const glm::dvec3 n = glm::cross(b - a, c - a);
        const double twice_area = glm::length(n);
        centre += twice_area * (a + b + c) / 3.0;
        winding_normal += n;
        area += twice_area;
        for (uint32_t v : t) vertex_normal += twice_area * glm::dvec3(map.vertices[v].normal);
    }
    if (area <= 0) return from;
    const glm::vec3 middle(centre / area);
    glm::vec3 normal(glm::length(vertex_normal) > 1e-6 * area ? vertex_normal : winding_normal);
    normal = glm::length(normal) > 0 ? glm::normalize(normal) : glm::vec3(0, 0, 1);

    // How far back along `dir` the camera can stand, up to `want`: short of the
    // first surface in the way (a wall, water, a door) and of the point where the
    // way leaves the map (a leaf outside every cluster: solid or the void; where the
    // point just in front of the face is itself outside, as in a map without
    // clusters, there is nothing to go by).
    auto free_distance = [&](glm::vec3 dir, float want) {
        const float margin = 8.0f;
        const SurfaceHit hit = pick_surface(map, Ray{middle + dir * 0.5f, dir});
        if (hit.surface >= 0 && hit.surface != int32_t(surface))
            want = std::min(want, std::max(hit.distance - margin, 0.5f * hit.distance));
        if (find_cluster(map, middle + dir * 2.0f) < 0) return want;
        const float step = 4.0f;
        for (float d = step; d <= want; d += step)
            if (find_cluster(map, middle + dir * d) < 0) return std::max(d - step, 2.0f);
        return want;
    };
    // The surface's bounding sphere fills about two thirds of the narrower field of view.
    const float radius = std::max(0.5f * glm::length(s.bounds.max - s.bounds.min), 8.0f);
    const float half_fov = 0.5f * vertical_fov(from.fov_x, 16, 9);
    const float want = std::max(1.5f * radius / std::tan(half_fov), 32.0f);

    // Ways back from the face, best first: floors and ceilings are seen at about
    // 55 degrees from the side the camera was on (then the other sides), walls
    // straight on (then from a little above or below). The first with room enough
    // wins, else the one with most room.
    std::vector<glm::vec3> ways;
    if (std::abs(normal.z) > 0.9f) {
        glm::vec3 side = from.position - middle;
        side.z = 0;
        if (glm::length(side) < 1e-3f) side = -glm::vec3(from.forward().x, from.forward().y, 0);
        if (glm::length(side) < 1e-3f) side = glm::vec3(-1, 0, 0);
        side = glm::normalize(side);
        for (int turn = 0; turn < 4; ++turn) {
            ways.push_back(glm::normalize(normal + 0.7f * side));
            side = glm::vec3(-side.y, side.x, 0);
        }
        ways.push_back(normal);
    } else {
        ways = {normal, glm::normalize(normal + glm::vec3(0, 0, 0.5f)), glm::normalize(normal - glm::vec3(0, 0, 0.5f))};
    }
    glm::vec3 back = ways.front();
    float distance = -1;
    for (const glm::vec3& way : ways) {
        const float room = free_distance(way, want);
        if (room > distance) back = way, distance = room;
        if (room >= want) break;
    }

    Camera c = from;
    c.position = middle + back * distance;
    const glm::vec3 look = -back;
    c.yaw = glm::degrees(std::atan2(look.y, look.x));
    c.pitch = -glm::degrees(std::asin(std::clamp(look.z, -1.0f, 1.0f)));
    c.roll = 0;
    return c;
}

}  // namespace bsp

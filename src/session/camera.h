#pragma once
// The view with Quake's conventions: Z up, yaw counter-clockwise from +X, pitch
// positive looking DOWN, roll about the view direction; the field of view is
// horizontal across the image width and the vertical one follows from the aspect
// ratio (fov_y = 2·atan(tan(fov_x/2)·h/w)), as Quake 3's cgame computes it. A
// position and angles copied from the game therefore show the same picture.
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

constexpr float kNearPlane = 4.0f;  // r_znear's default

struct Camera {
    glm::vec3 position{0};  // the eye
    float pitch = 0, yaw = 0, roll = 0;  // degrees
    float fov_x = 90;                    // degrees, across the width

    glm::vec3 forward() const;
    glm::vec3 right() const;
    glm::vec3 up() const;
    glm::mat4 view_matrix() const;
    // OpenGL clip space; far as given (see far_plane_for).
    glm::mat4 projection(int width, int height, float far_plane) const;
};

float vertical_fov(float fov_x_degrees, int width, int height);

// A far plane that keeps the whole world in view from anywhere inside it.
float far_plane_for(const Map& map);

struct SpawnPoint {
    glm::vec3 origin{0};  // the entity's origin
    glm::vec3 eye{0};     // where a player spawned there sees from (Map::spawn_eye_height above)
    float yaw = 0;        // its "angle" key, degrees
};

// Player spawn entities (info_player_deathmatch, info_player_start, and Source's
// info_player_teamspawn, info_player_terrorist, info_player_counterterrorist,
// info_survivor_position), in file order; then the starts of other modes and teams
// (info_player_coop, Quake 3's team_CTF_*spawn/*player, Half-Life 2 Deathmatch's
// info_player_combine/rebel, Day of Defeat's info_player_axis/allies).
std::vector<SpawnPoint> spawn_points(const Map& map);

// A camera in front of surface `surface` looking at its centre, far enough back that
// the whole surface fits in view ("fly to" a picked face): along the surface's
// normal, tilted towards where `from` stands for floors and ceilings so the view is
// not straight down; pulled in short of other surfaces in the way and of solid.
// Keeps `from`'s field of view; returns `from` for a surface without triangles.
Camera camera_facing_surface(const Map& map, uint32_t surface, const Camera& from);

// A camera standing where a player spawns at `spawn`, looking along its angle.
Camera camera_at_spawn(const SpawnPoint& spawn, float fov_x = 90);
// At the first spawn point, else at the centre of model 0 (the world).
Camera default_camera(const Map& map, float fov_x = 90);

}  // namespace bsp

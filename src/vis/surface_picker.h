#pragma once
// Which surface lies under a pixel: a ray from the camera through the pixel,
// tested against the triangles of the Map on the CPU (the same triangles the
// renderer draws), so picking needs no GL read-back and is testable without GL.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

struct Ray {
    glm::vec3 origin{0};
    glm::vec3 direction{0, 0, -1};  // unit length
};

// The ray through pixel (x, y) (origin top-left, pixel centres at +0.5) of a
// width x height image drawn with `clip_from_world` (OpenGL clip conventions).
Ray ray_through_pixel(const glm::mat4& clip_from_world, int width, int height, float x, float y);

struct SurfaceHit {
    int32_t surface = -1;  // -1: nothing hit
    float distance = 0;    // along the ray
    glm::vec3 point{0};
    glm::vec3 normal{0};   // of the triangle hit, facing the ray's origin
};

// Nearest hit among `candidates` (surface indices, e.g. a VisibleSet's surfaces);
// both faces of a triangle count, since debugging wants to pick what it sees.
SurfaceHit pick_surface(const Map& map, const std::vector<uint32_t>& candidates, const Ray& ray);

// Every surface of the map.
SurfaceHit pick_surface(const Map& map, const Ray& ray);

}  // namespace bsp

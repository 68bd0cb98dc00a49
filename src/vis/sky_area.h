#pragma once
// The 3D sky box's part of the map (Map::sky_camera): the leaves whose area is the
// area of the leaf the sky camera stands in. The sky pass draws them, seen through the
// camera's own cluster; the main pass leaves them out.
#include <cstdint>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

struct SkyArea {
    int32_t camera_leaf = -1;     // the leaf Map::sky_camera's origin lies in
    int32_t camera_cluster = -1;  // its cluster: whose PVS row decides what of the area shows
    int32_t area = -1;            // its area; -1: no sky area (no camera, or a leaf without area)
    uint32_t leaf_count = 0;      // leaves of that area
    bool valid() const { return area >= 0; }
    bool holds(const Map& map, int32_t leaf) const {
        return valid() && leaf >= 0 && size_t(leaf) < map.leaves.size() && map.leaves[size_t(leaf)].area == area;
    }
};

// The map's sky area; invalid when it has no sky_camera, or the camera is in solid or
// outside any area (Source maps without areas keep every leaf in area 0; a sky camera
// there would make the whole map sky, so area 0 of an area-less map counts as none).
SkyArea find_sky_area(const Map& map);

// Where the sky area is drawn from: sky_camera.origin + eye / scale (eye in the world).
inline glm::vec3 sky_eye(const SkyCamera& camera, const glm::vec3& eye) { return camera.origin + eye / camera.scale; }

}  // namespace bsp

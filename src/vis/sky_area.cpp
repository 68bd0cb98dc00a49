#include "vis/sky_area.h"

#include "vis/camera_leaf.h"

namespace bsp {

SkyArea find_sky_area(const Map& map) {
    SkyArea sky;
    if (!map.sky_camera) return sky;
    sky.camera_leaf = find_leaf(map, map.sky_camera->origin);
    if (sky.camera_leaf < 0) return sky;
    const Leaf& leaf = map.leaves[size_t(sky.camera_leaf)];
    sky.camera_cluster = leaf.cluster;
    // In solid, or in a map whose leaves share one area with the world: no sky area
    // can be told apart from the rest.
    if (leaf.cluster < 0 || leaf.area < 0) return sky;
    if (map.areas.size() < 3) return sky;  // area 0 is the null area: world and sky need two more
    sky.area = leaf.area;
    for (const Leaf& l : map.leaves)
        if (l.area == sky.area) ++sky.leaf_count;
    return sky;
}

}  // namespace bsp

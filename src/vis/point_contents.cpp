#include "vis/point_contents.h"

#include <algorithm>

#include "vis/camera_leaf.h"

namespace bsp {

namespace {

// Inside a brush: behind or on every side's plane (the sides face out).
bool brush_holds(const Map& map, const Brush& brush, const glm::vec3& p) {
    if (brush.side_count == 0 || size_t(brush.first_side) + brush.side_count > map.brush_sides.size()) return false;
    for (uint32_t i = 0; i < brush.side_count; ++i) {
        const int32_t plane = map.brush_sides[brush.first_side + i].plane;
        if (plane < 0 || size_t(plane) >= map.planes.size()) return false;
        if (map.planes[size_t(plane)].distance_to(p) > 0) return false;
    }
    return true;
}

}  // namespace

PointContents contents_at(const Map& map, const glm::vec3& point) {
    PointContents c;
    c.leaf = find_leaf(map, point);
    if (c.leaf < 0) return c;
    const Leaf& leaf = map.leaves[size_t(c.leaf)];
    c.cluster = leaf.cluster;
    c.area = leaf.area;
    c.leaf_has_contents = !map.leaf_contents_names.empty();
    c.leaf_contents = leaf.contents;
    const size_t first = std::min<size_t>(leaf.first_leaf_brush, map.leaf_brushes.size());
    const size_t end = first + std::min<size_t>(leaf.leaf_brush_count, map.leaf_brushes.size() - first);
    for (size_t i = first; i < end; ++i) {
        const uint32_t b = map.leaf_brushes[i];
        if (b >= map.brushes.size() || !brush_holds(map, map.brushes[b], point)) continue;
        ++c.brushes;
        const int32_t material = map.brushes[b].material;
        if (material >= 0 && size_t(material) < map.materials.size())
            c.brush_contents |= map.materials[size_t(material)].source_contents;
    }
    return c;
}

std::string contents_name(const Map& map, const PointContents& c) {
    if (c.leaf < 0) return "";
    if (c.leaf_has_contents) return name_value(map.leaf_contents_names, c.leaf_contents);
    return name_value(map.contents_names, c.brush_contents);
}

CameraLeafNote camera_leaf_note(const Map& map, const PointContents& c) {
    const bool visdata = !map.visibility.empty();
    if (c.leaf < 0)
        return {true, "camera outside the map (no leaf here): everything in the frustum is drawn"};
    if (c.cluster < 0 && visdata) {
        std::string where = "leaf " + std::to_string(c.leaf);
        const std::string contents = contents_name(map, c);
        if (!contents.empty()) where += ": " + contents;
        return {true, "camera in a solid leaf or outside the map (" + where +
                          "): no PVS applies, everything in the frustum is drawn"};
    }
    if (!visdata) return {false, "the map has no visdata: everything in the frustum is drawn"};
    return {};
}

}  // namespace bsp

#include "vis/grid_box.h"

#include <algorithm>
#include <cmath>

namespace bsp {

namespace {

constexpr double kCellsEachSide = 32767.0;
constexpr float kFinestStep = 1.0f / 64.0f;  // finer buys nothing: a surface's bounds are not that exact

// A box with bounds one can use: not empty, and every coordinate a number within the
// world limit (NaN fails the comparisons too).
bool usable_box(const Aabb& b) {
    if (b.empty()) return false;
    for (int a = 0; a < 3; ++a)
        if (!(std::abs(b.min[a]) <= kWorldLimit && std::abs(b.max[a]) <= kWorldLimit)) return false;
    return true;
}

int16_t to_cell(double cell) {
    return int16_t(std::clamp(cell, -32768.0, 32767.0));
}

}  // namespace

CullGrid cull_grid_for(const Map& map) {
    Aabb all;
    for (const Node& n : map.nodes)
        if (usable_box(n.bounds)) all.add(n.bounds);
    for (const Leaf& l : map.leaves)
        if (usable_box(l.bounds)) all.add(l.bounds);
    CullGrid grid;
    if (all.empty()) return grid;
    const glm::vec3 size = all.size();
    // Half the grid's range is the union's whole size: it reaches half a size past
    // each side of the union.
    const double reach = std::max({double(size.x), double(size.y), double(size.z), 1.0});
    grid.step = kFinestStep;
    while (double(grid.step) * kCellsEachSide < reach) grid.step *= 2.0f;  // reach <= 2 * kWorldLimit
    const glm::vec3 center = all.center();
    for (int a = 0; a < 3; ++a) grid.origin[a] = std::round(center[a] / grid.step) * grid.step;
    return grid;
}

GridBox grid_box(const Aabb& box, const CullGrid& grid) {
    GridBox g;
    if (!usable_box(box)) {
        for (int a = 0; a < 3; ++a) g.min[a] = -32768, g.max[a] = 32767;
        return g;
    }
    for (int a = 0; a < 3; ++a) {
        g.min[a] = to_cell(std::floor((double(box.min[a]) - double(grid.origin[a])) / double(grid.step)));
        g.max[a] = to_cell(std::ceil((double(box.max[a]) - double(grid.origin[a])) / double(grid.step)));
    }
    return g;
}

GridFrustum::GridFrustum(const Frustum& frustum, const CullGrid& grid) {
    for (size_t i = 0; i < 6; ++i) {
        const Plane& p = frustum.planes[i];
        const glm::vec3 half = p.normal * (grid.step * 0.5f);
        const double at_origin = double(p.normal.x) * grid.origin.x + double(p.normal.y) * grid.origin.y +
                                 double(p.normal.z) * grid.origin.z;
        const size_t k = i / 4, lane = i % 4;
        hx_[k][lane] = half.x, hy_[k][lane] = half.y, hz_[k][lane] = half.z;
        ax_[k][lane] = std::abs(half.x), ay_[k][lane] = std::abs(half.y), az_[k][lane] = std::abs(half.z);
        dist_[k][lane] = float(double(p.dist) - at_origin);
    }
}

}  // namespace bsp

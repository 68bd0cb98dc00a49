#pragma once
// Boxes on a map-wide grid of 16-bit steps, for the visibility walk's frustum tests.
//
// Why: the walk is bound by memory, not arithmetic. Between two frames the renderer
// (llvmpipe shares the CPU) pushes the walk's records out of the caches, so each node,
// leaf and surface ref it reads is a cache miss. A box of six int16 takes 12 bytes
// against 24 for a float centre and half-size, which makes every record a third
// smaller and a frame's misses fewer.
//
// How: a box is stored as grid cells, its minimum rounded down and its maximum up, so
// it always covers the float box it stands for (a surface may be kept that lies a
// fraction of a step outside the frustum; one inside is dropped only where float
// rounding would have dropped it before, within a few thousandths of a unit). The frustum's
// planes are moved onto the grid once per frame, so the test itself needs only the
// integers converted to float. The grid is derived from the tree's node and leaf
// bounds, which do not change when patches are tessellated again, so the builder and
// explain_surface_visibility() (which must give the same answers) find the same grid.
// A box without bounds (empty, not finite, or reaching past kWorldLimit, which no
// engine's maps come near) covers the whole grid: twice the tree's size, so it is
// culled only from far out in the void. Such boxes are also left out of the grid, so
// one absurd node cannot stretch the grid until the real map falls into one cell. A
// box reaching past the grid is clamped to its edge (it then no longer covers all of
// the float box); only geometry far outside its own tree does that, as in a leaked
// map, and only that part can be culled too early.
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/geometry.h"
#include "map/map.h"

namespace bsp {

// Coordinates beyond this are taken as "no bounds" (Quake 3's world ends at 2^16 or
// 2^17, Source's at 2^14; Strata's larger worlds stay well inside).
inline constexpr float kWorldLimit = 1048576.0f;

struct CullGrid {
    glm::vec3 origin{0.0f};  // world position of cell 0, a multiple of step
    float step = 1.0f;       // a power of two, so cells convert to world exactly
};

// The grid for a map: centred on its nodes' and leaves' bounds, with twice their
// size in range (a margin for surfaces that stick out of their leaves), and the
// finest power-of-two step that spans that in 65535 cells.
CullGrid cull_grid_for(const Map& map);

struct GridBox {
    int16_t min[3], max[3];
};

GridBox grid_box(const Aabb& box, const CullGrid& grid);

// Six frustum planes in grid cells, with the half of (min + max) and (max - min)
// folded into the normals. box_in_frustum() keeps the walk's plane-mask contract.
class GridFrustum {
public:
    GridFrustum() = default;
    GridFrustum(const Frustum& frustum, const CullGrid& grid);

    // False when the box lies fully behind a plane still set in `mask`; clears the
    // bits of planes the box lies fully in front of, since nothing inside the box
    // can be behind those.
    [[gnu::always_inline]] inline bool box_in_frustum(const GridBox& box, uint32_t& mask) const {
        if (mask == 0) return true;
        const float sx = float(int32_t(box.min[0]) + box.max[0]), ex = float(int32_t(box.max[0]) - box.min[0]);
        const float sy = float(int32_t(box.min[1]) + box.max[1]), ey = float(int32_t(box.max[1]) - box.min[1]);
        const float sz = float(int32_t(box.min[2]) + box.max[2]), ez = float(int32_t(box.max[2]) - box.min[2]);
        // All six planes at once, four lanes at a time: no branch per plane, whose
        // outcome would be as good as random for the predictor.
        uint32_t outside = 0, inside = 0;
        for (int k = 0; k < 2; ++k) {
            const Lanes d = hx_[k] * sx + hy_[k] * sy + hz_[k] * sz - dist_[k];
            const Lanes r = ax_[k] * ex + ay_[k] * ey + az_[k] * ez;
            outside |= lane_bits(d + r < 0) << (4 * k);
            inside |= lane_bits(d - r >= 0) << (4 * k);
        }
        if (outside & mask) return false;
        mask &= ~inside;
        return true;
    }

private:
    typedef float Lanes __attribute__((vector_size(16)));
    typedef int32_t LaneMask __attribute__((vector_size(16)));
    static uint32_t lane_bits(LaneMask m) {
#if defined(__SSE2__)
        return uint32_t(_mm_movemask_ps(__m128(m)));
#else
        const LaneMask bits = m & LaneMask{1, 2, 4, 8};
        return uint32_t(bits[0] | bits[1] | bits[2] | bits[3]);
#endif
    }
    // Planes 0-3 in [0], 4-5 in [1] (lanes 6 and 7 are never in a mask): normals
    // times half a step, their absolute values, and distances from the grid's origin.
    Lanes hx_[2] = {}, hy_[2] = {}, hz_[2] = {}, ax_[2] = {}, ay_[2] = {}, az_[2] = {}, dist_[2] = {};
};

}  // namespace bsp

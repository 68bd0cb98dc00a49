#pragma once
// Biquadratic Bezier patches (Quake 3 "type 2" faces). A patch of W×H control
// points (both odd) is a grid of (W-1)/2 × (H-1)/2 quadratic sub-patches, each
// evaluated on a (level+1)×(level+1) grid of points. Every sub-patch of a patch uses
// the same level, and so does every patch of a group that touches (one level for
// the map at a fixed level; the group's level in the engine's subdivision), so two
// patches that share an edge evaluate the same control points at the same
// parameters there and meet exactly: no cracks, no T-junctions.
//
// The engine's subdivision (kEnginePatchLevel, the default) follows ioquake3's
// R_SubdividePatchToGrid with r_subdivisions 4: a run of quadratic segments is halved
// until the curve's midpoint lies within 4 units of its chord on every control line
// (the last segments' midpoints are columns too), and straight runs are not split.
// bspview gives each touching group one level, the finest any of its segments needs
// (a power of two), where the engine splits column by column and stitches neighbours.
// The engine then keeps a column while its error is at least distance / 250
// (r_lodCurveError); render/patch_lod does the same per group each frame, choosing
// every 2nd, 4th... row and column of the grid tessellated here.
#include "core/memory_budget.h"
#include "map/map.h"

namespace bsp {

constexpr int kMinPatchLevel = 1;
constexpr int kMaxPatchLevel = 32;
constexpr int kEnginePatchLevel = 0;   // the engine's subdivision (above)
constexpr int kDefaultPatchLevel = kEnginePatchLevel;
constexpr float kEngineSubdivisionTolerance = 4.0f;  // r_subdivisions' default, map units
// The fixed level used when the engine's subdivision does not fit the memory budget.
constexpr int kFallbackPatchLevel = 8;

// Rewrites Map::vertices/indices past base_*_count with every PatchSource
// tessellated at `level` (kEnginePatchLevel, or a fixed level clamped to
// [kMinPatchLevel, kMaxPatchLevel]) and updates each patch surface's ranges and bounds.
//
// All patches together must fit `budget` (vertices and indices): when they do not at
// `level`, the highest level that fits is used, with a warning; when not even level 1
// fits, throws LoadError naming Map::source_path and lump 'surfaces' (patches come
// only from Quake 3's surfaces lump) before allocating anything.
void tessellate_patches(Map& map, int level, const MemoryBudget& budget = {});

// The engine's subdivision by groups: patches with the same lod_group_bounds, or
// sharing a border control point, must subdivide alike to meet without cracks.
struct EnginePatchGroups {
    std::vector<uint32_t> group_of_patch;  // per patch
    std::vector<float> deviation;          // per group: the largest midpoint deviation of its segments
    std::vector<int> level;                // per group: the engine's full grid (segments per sub-patch)
};
EnginePatchGroups engine_patch_groups(const std::vector<PatchSource>& patches,
                                      float tolerance = kEngineSubdivisionTolerance);
// Segments per sub-patch of the engine's full grid for a curve whose segments' midpoints
// lie `deviation` off their chords: halvings until the deviation is within `tolerance`,
// and the last segments' midpoints (a power of two, at most `cap`; 1 when straight).
int engine_full_level(float deviation, float tolerance, int cap);
// Each patch's level: its group's full grid. Exposed for tests.
std::vector<int> engine_patch_levels(const std::vector<PatchSource>& patches,
                                     float tolerance = kEngineSubdivisionTolerance);
// The columns of a group's full grid the engine keeps at `distance` (along the view,
// less the group's radius): a power of two dividing `full_level` (render/patch_lod).
int engine_lod_level(int full_level, float deviation, float distance);

// Evaluates one patch into vertices (row-major, (cols)×(rows)) and triangle indices
// relative to the first output vertex. Exposed for tests.
void tessellate_patch(const PatchSource& patch, int level, std::vector<Vertex>& out_vertices,
                      std::vector<uint32_t>& out_indices);

}  // namespace bsp

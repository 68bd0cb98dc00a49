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
// until the curve's midpoint lies within 4 units of its chord on every control line,
// and straight runs are not split. bspview gives each touching group one level, the
// finest any of its segments needs (a power of two), where the engine splits column
// by column and stitches neighbours. The engine then picks columns by distance
// (r_lodCurveError 250: a column stays while its error is at least distance / 250),
// which bspview does not: its grid is the engine's between about 250 x the final
// segments' deviation (at most 1000) and 1000 units away; nearer, the engine also
// keeps each final segment's midpoint (twice the columns), farther it drops levels.
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

// The level each patch gets from the engine's subdivision: per patch the finest its
// segments need at `tolerance`, then the finest of its group (patches with the same
// lod_group_bounds, or sharing an edge control point). Exposed for tests.
std::vector<int> engine_patch_levels(const std::vector<PatchSource>& patches,
                                     float tolerance = kEngineSubdivisionTolerance);

// Evaluates one patch into vertices (row-major, (cols)×(rows)) and triangle indices
// relative to the first output vertex. Exposed for tests.
void tessellate_patch(const PatchSource& patch, int level, std::vector<Vertex>& out_vertices,
                      std::vector<uint32_t>& out_indices);

}  // namespace bsp

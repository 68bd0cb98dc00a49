#pragma once
// Biquadratic Bezier patches (Quake 3 "type 2" faces). A patch of W×H control
// points (both odd) is a grid of (W-1)/2 × (H-1)/2 quadratic sub-patches, each
// evaluated on a (level+1)×(level+1) grid of points. Every sub-patch uses the
// same level, so two patches that share an edge evaluate the same control points
// at the same parameters there and meet exactly: no cracks, no T-junctions.
#include "core/memory_budget.h"
#include "map/map.h"

namespace bsp {

constexpr int kMinPatchLevel = 1;
constexpr int kMaxPatchLevel = 32;
constexpr int kDefaultPatchLevel = 8;

// Rewrites Map::vertices/indices past base_*_count with every PatchSource
// tessellated at `level` (clamped to [kMinPatchLevel, kMaxPatchLevel]) and
// updates each patch surface's ranges and bounds.
//
// All patches together must fit `budget` (vertices and indices): when they do not at
// `level`, the highest level that fits is used, with a warning; when not even level 1
// fits, throws LoadError naming Map::source_path and lump 'surfaces' (patches come
// only from Quake 3's surfaces lump) before allocating anything.
void tessellate_patches(Map& map, int level, const MemoryBudget& budget = {});

// Evaluates one patch into vertices (row-major, (cols)×(rows)) and triangle indices
// relative to the first output vertex. Exposed for tests.
void tessellate_patch(const PatchSource& patch, int level, std::vector<Vertex>& out_vertices,
                      std::vector<uint32_t>& out_indices);

}  // namespace bsp

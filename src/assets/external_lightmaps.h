#pragma once
// Loads lightmap images the parser left as paths (Quake 3 -external lightmaps,
// maps/<name>/lm_NNNN.tga) through the vfs. A missing or undecodable page becomes
// a warning in Map::warnings and a mid-grey page, so the map still shows.
#include "core/memory_budget.h"
#include "map/map.h"
#include "vfs/vfs.h"

namespace bsp {

// A page whose header claims more than kMaxExternalLightmapPixels is refused before
// decoding (a warning and the grey page). All decoded pages together must fit
// `budget`: past it, throws LoadError naming the page, before decoding it.
// Returns how many pages were loaded from files.
constexpr uint64_t kMaxExternalLightmapPixels = uint64_t(4096) * 4096;
int load_external_lightmaps(Map& map, const Vfs& vfs, const MemoryBudget& budget = {});

}  // namespace bsp

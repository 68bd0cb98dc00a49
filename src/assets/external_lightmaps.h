#pragma once
// Loads lightmap images the parser left as paths (Quake 3 -external lightmaps,
// maps/<name>/lm_NNNN.tga) through the vfs. A missing or undecodable page becomes
// a warning in Map::warnings and a mid-grey page, so the map still shows.
#include "map/map.h"
#include "vfs/vfs.h"

namespace bsp {

// Returns how many pages were loaded from files.
int load_external_lightmaps(Map& map, const Vfs& vfs);

}  // namespace bsp

#pragma once
// The whole loading pipeline, shared by --info, the viewer, screenshots, tests
// and benchmarks: locate the map (files, archives, game dirs) → read bytes →
// parse into a Map → tessellate patches → load external lightmaps.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "map/map.h"
#include "vfs/vfs.h"

namespace bsp {

struct LoadRequest {
    std::string map_argument;
    std::vector<std::string> game_dirs;
    int patch_level = 0;  // 0: kDefaultPatchLevel
};

struct LoadTimings {
    double read_ms = 0, parse_ms = 0, tessellate_ms = 0, lightmaps_ms = 0, total_ms = 0;
};

struct LoadedMap {
    std::unique_ptr<Vfs> vfs;  // stays mounted: textures are looked up through it later
    MapLocation location;
    Map map;
    LoadTimings timings;
};

// Progress callback: a phase name and a fraction in [0,1] of the whole load.
using LoadProgress = std::function<void(const char* phase, float fraction)>;

// Throws LoadError on any problem (bad file, missing map, ...).
LoadedMap load_map(const LoadRequest& request, const LoadProgress& progress = {});

}  // namespace bsp

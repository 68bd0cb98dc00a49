#pragma once
// A real map for parameterised tests: a file below ../shared/maps, or a map in
// OpenArena's game dir. For the unit tests (loads through load_map, no GL).
#include <filesystem>

#include "session/map_loading.h"

namespace bsptest {

struct RealMap {
    const char* name;      // the gtest parameter name
    const char* argument;  // below ../shared/maps, or in OpenArena's game dir when game_dir
    bool game_dir;
};

// The file whose absence skips the test (the map, or OpenArena's pk3).
std::filesystem::path real_map_requirement(const RealMap& m);

// Loaded without textures.
bsp::LoadedMap load_real_map(const RealMap& m);

}  // namespace bsptest

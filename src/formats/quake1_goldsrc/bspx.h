#pragma once
// BSPX: an extension directory some Quake compilers (ericw-tools, FTE tools) append
// after the last standard lump: "BSPX", int count, then count entries of
// { char name[24]; int offset; int length; } with offsets from the file's start.
// Lumps we use: RGBLIGHTING (3 bytes per luxel of the standard lighting lump).
// Others (LIGHTINGDIR, BRUSHLIST, LMSHIFT, DECOUPLED_LM, ...) are listed in the lump
// table but not interpreted yet.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace bsp::quake1 {

struct BspxLump {
    std::string name;
    uint32_t offset = 0, length = 0;
};

// Reads the directory that starts at `start` (the end of the last standard lump,
// rounded up to 4 bytes as the writers do). The extension is optional, so a missing
// or damaged directory never fails the load: a missing one gives an empty list, a
// damaged one or an entry outside the file adds a warning and is skipped.
std::vector<BspxLump> read_bspx_directory(std::span<const uint8_t> bytes, uint64_t start, const std::string& file,
                                          std::vector<std::string>& warnings);

}  // namespace bsp::quake1

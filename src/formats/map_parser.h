#pragma once
// Entry point of the parsers: sniffs the magic/version of a BSP file and hands
// the bytes to the parser of that format. Returns a Map with surfaces, BSP tree,
// visibility, entities and lump table; patches are left as PatchSources (call
// tessellate_patches) and external lightmaps as paths (see assets/).
#include <cstdint>
#include <span>
#include <string>

#include "map/map.h"

namespace bsp {

struct ParseOptions {
    // Largest element count accepted from any lump, so a lying header cannot make us
    // allocate gigabytes. Real maps stay far below it.
    uint64_t max_elements = 1u << 24;
};

// Throws LoadError naming `file_name`, the lump and the problem on any bad input.
Map parse_map(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options = {});

}  // namespace bsp

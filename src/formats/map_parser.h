#pragma once
// Entry point of the parsers: sniffs the magic/version of a BSP file and hands
// the bytes to the parser of that format. Returns a Map with surfaces, BSP tree,
// visibility, entities and lump table; patches are left as PatchSources (call
// tessellate_patches), external lightmaps as paths and Quake-family textures as
// 8-bit images or names (see assets/: load_external_lightmaps,
// resolve_paletted_textures).
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/memory_budget.h"
#include "map/map.h"

namespace bsp {

struct ParseOptions {
    // Largest element count accepted from any lump, so a lying header cannot make us
    // allocate gigabytes. Real maps stay far below it.
    uint64_t max_elements = 1u << 24;
    // Bytes any one structure sized by the file (face vertices, decoded PVS, lightmaps,
    // a decompressed lump) may take; checked before allocating it.
    MemoryBudget memory_budget;
    // Reads another file of the game (a .lit beside the map) by its game path; nullopt
    // when it is not there. Unset: the parser works from the map file alone (grey light).
    // The loading pipeline sets it to read through the vfs, so parsers stay free of it.
    std::function<std::optional<std::vector<uint8_t>>(const std::string& path)> read_file;
    // Which lightmap set to load where the file has more than one (Source LDR/HDR).
    // One the file lacks gives a warning and the other set.
    LightmapSet lightmap_set = LightmapSet::Auto;
    // The map's own game path ("maps/e1m1.bsp"), so a parser can find files named after it.
    std::string game_path;
};

// What a file's first 8 bytes say it is, without parsing it (the map browser lists
// formats this way): the name parse_map would give its format ("Quake 3", "GoldSrc"),
// or, for a file it would refuse, "IBSP 47 (not read)" / "not a BSP".
struct SniffedFormat {
    std::string name;
    bool readable = false;  // parse_map takes files of this format
};
SniffedFormat sniff_map_format(std::span<const uint8_t> head);

// Throws LoadError naming `file_name`, the lump and the problem on any bad input.
Map parse_map(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options = {});

}  // namespace bsp

#pragma once
// The .lit file beside a v29/BSP2 map, read through ParseOptions::read_file (the
// loading pipeline reads it through the vfs; the parser never sees it): coloured
// light as "QLIT", int version 1, then RGB for every byte of the lighting lump.
// Preferred over the BSPX lump RGBLIGHTING when both exist, as QuakeSpasm does: a
// .lit beside the map is something the player put there on purpose. Optional: a
// missing one is silent, a damaged one a warning, never a load error.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/quake1_goldsrc/quake1_file.h"

namespace bsp::quake1 {

// The .lit file's game path for a map's game path: the extension replaced by ".lit"
// ("maps/e1m1.bsp" → "maps/e1m1.lit"); "" when the map has no game path.
std::string lit_path(std::string_view map_game_path);

// The RGB triplets of the map's .lit file (its bytes after the 8-byte header), or
// nullopt when there is none (v30 maps never have one) or, with a warning, when its
// magic, version or size is wrong.
std::optional<std::vector<uint8_t>> load_lit(const Quake1File& f, std::vector<std::string>& warnings);

}  // namespace bsp::quake1

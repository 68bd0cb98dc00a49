#pragma once
// Quake 2 (IBSP version 38) → Map. Called by parse_map() after sniffing.
//
// What it produces:
//   - format "quake2"; the 19 lumps in Map::lumps;
//   - one Polygon surface per face, in file order (face i == surfaces[i]), a triangle
//     fan over the face's own vertices; uv in texture repeats of the .wal's size (64
//     when the game dir does not have it);
//   - one material per texture name and drawing flags (quake2_textures.cpp): sky faces
//     are sky (drawn as the sky box), NODRAW faces are not drawn, warping faces are
//     warping liquid, 33% / 66% faces translucent (vertex alpha);
//   - one RGB lightmap image per lit face (style 0 in rgb, the others in extra_styles);
//   - the BSP tree, leaves with the file's cluster and area, PVS rows decoded from the
//     run-length visibility, models, entities; brush models placed by their entities;
//   - skybox "env/<sky>" from worldspawn's "sky" key (the game's default "unit1_").
#include <cstdint>
#include <span>
#include <string>

#include "formats/map_parser.h"
#include "map/map.h"

namespace bsp::quake2 {

// Throws LoadError naming `file_name`, the lump and the problem on any bad input.
Map parse(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options);

}  // namespace bsp::quake2

#pragma once
// Parser for the Quake 1 family: Quake (BSP v29), GoldSrc / Half-Life (BSP v30)
// and BSP2 ("BSP2", and the older "2PSB"). One parser because the three share one
// lump layout; see quake1_lumps.h for where they differ.
//
// What it produces (Map):
//   - format "quake1" / "goldsrc" / "bsp2"; the 15 lumps (plus any BSPX lumps) in Map::lumps;
//   - one Polygon surface per face, in file order (face i == surfaces[i]), as a
//     triangle fan over the face's own vertices; uv in texture repeats;
//   - one materials entry per miptex (a nameless one where the file has offset -1),
//     with its level-0 palette indices in Material::paletted when embedded (v30: with
//     the palette stored after the mip levels), else just name and size; and
//     Map::paletted_textures set, so assets/paletted_textures.h can decode them and
//     find the rest in the WAD files worldspawn's "wad" key names;
//   - one lightmap image per lit face, RGB: style 0 in rgb (black when the face has
//     none), its other light styles in extra_styles; v30 stores RGB, v29 is greyscale
//     unless the map's .lit file or the BSPX lump RGBLIGHTING supplies colour;
//   - the BSP tree, leaves with cluster = leaf - 1 (leaf 0 is the shared solid leaf
//     outside the map), PVS rows decoded from the RLE visibility, models, entities;
//   - brush models moved to their entity's origin and marked hidden / blended from
//     the entity's keys (map/brush_models.h);
//   - spawn_eye_height 22 (Quake, BSP2) or 28 (GoldSrc); skybox from worldspawn's
//     "skyname" (GoldSrc, default "desert") or "sky" (Quake), as "gfx/env/<name>".
//
// The .lit file beside the map is read through ParseOptions::read_file and game_path
// (see quake1_lit_file.h); without read_file the map file alone is used.
#include <cstdint>
#include <span>
#include <string>

#include "formats/map_parser.h"
#include "map/map.h"

namespace bsp {

// True when the bytes start like a v29, v30, BSP2 or 2PSB file (a cheap sniff).
bool is_quake1_family(std::span<const uint8_t> bytes);

// Throws LoadError naming `file_name`, the lump and the problem on any bad input.
Map parse_quake1_family(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options);

}  // namespace bsp

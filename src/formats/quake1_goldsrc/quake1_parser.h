#pragma once
// Parser for the Quake 1 family: Quake (BSP v29), GoldSrc / Half-Life (BSP v30)
// and BSP2 ("BSP2", and the older "2PSB"). One parser because the three share one
// lump layout; see quake1_lumps.h for where they differ.
//
// What it produces (Map):
//   - format "quake1" / "goldsrc" / "bsp2"; the 15 lumps (plus any BSPX lumps) in Map::lumps;
//   - one Polygon surface per face, in file order (face i == surfaces[i]), as a
//     triangle fan over the face's own vertices; uv in texture repeats;
//   - one materials entry per miptex, with its level-0 pixels decoded to RGBA when
//     embedded (v30: the palette stored after the mip levels; v29: Quake1Resources::palette,
//     else the game's gfx/palette.lmp, else the built-in fallback palette) or found in
//     the WAD files worldspawn's "wad" key names; else just name and size (a warning);
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
// Files outside the BSP (palette, WADs, .lit) are read through ParseOptions::read_file
// and game_path (see quake1_game_files.h); without read_file the map file alone is used.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "formats/map_parser.h"
#include "map/map.h"

namespace bsp {

// Data from outside the BSP file that improves the result when the caller has it.
struct Quake1Resources {
    // 256 RGB entries for decoding v29 / BSP2 (and WAD2) textures; overrides the game's
    // gfx/palette.lmp. Without either a built-in palette is used; v30 files and WAD3
    // textures carry their own palettes and ignore this.
    std::optional<std::array<uint8_t, 768>> palette;
};

// True when the bytes start like a v29, v30, BSP2 or 2PSB file (a cheap sniff).
bool is_quake1_family(std::span<const uint8_t> bytes);

// Throws LoadError naming `file_name`, the lump and the problem on any bad input.
Map parse_quake1_family(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options);
Map parse_quake1_family(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options,
                        const Quake1Resources& resources);

}  // namespace bsp

#pragma once
// The game's other files, read through ParseOptions::read_file (the loading pipeline
// reads them through the vfs; the parser never sees it). All are optional: a missing
// or damaged file gives a warning and a fallback, never a load error. Without a
// read_file callback the parser works from the map alone, silently.
//
//   gfx/palette.lmp     v29/BSP2 (and WAD2) texture colours; else the built-in palette.
//                       GoldSrc maps do not read it (WAD2 textures in them, which no
//                       GoldSrc engine loads, get the built-in palette).
//   maps/<name>.lit     v29/BSP2 coloured light: "QLIT", int version 1, then RGB for
//                       every byte of the lighting lump. Preferred over the BSPX lump
//                       RGBLIGHTING when both exist, as QuakeSpasm does: a .lit beside
//                       the map is something the player put there on purpose.
//   WAD2/WAD3 files     pixels of miptex the BSP names without pixels, from the WADs in
//                       worldspawn's "wad" key ("\half-life\valve\halflife.wad;
//                       C:\maps\xeno.wad"), searched in the key's order, first match wins.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/quake1_goldsrc/quake1_file.h"
#include "formats/quake1_goldsrc/quake1_palette.h"
#include "map/map.h"

namespace bsp::quake1 {

inline constexpr const char* kPalettePath = "gfx/palette.lmp";

// gfx/palette.lmp when read_file has it; else nullopt, with a warning when read_file
// is set (file missing, or shorter than 768 bytes: the fallback palette is used).
std::optional<Palette> load_game_palette(const Quake1File& f, std::vector<std::string>& warnings);

// The .lit file's game path for a map's game path: the extension replaced by ".lit"
// ("maps/e1m1.bsp" → "maps/e1m1.lit"); "" when the map has no game path.
std::string lit_path(std::string_view map_game_path);

// The RGB triplets of the map's .lit file (its bytes after the 8-byte header), or
// nullopt when there is none (v30 maps never have one) or, with a warning, when its
// magic, version or size is wrong.
std::optional<std::vector<uint8_t>> load_lit(const Quake1File& f, std::vector<std::string>& warnings);

// Game paths to try, in order, for one entry of the "wad" key: the file name alone,
// under valve/, the entry's trailing path components (longest last), then beside the
// map; each also in lower case. Backslashes and a drive letter are handled.
std::vector<std::string> wad_candidates(std::string_view entry, std::string_view map_game_path);

// Fills in the pixels of named materials that have none from the WADs of worldspawn's
// "wad" key. `quake_palette` colours WAD2 textures. Warns once per WAD that cannot be
// found or read, and once (naming them) for the textures no WAD has; those stay
// without pixels and the renderer draws its fallback. A WAD texture's own size
// replaces the nominal one (uvs are in texture repeats, so it stretches as in the game).
void load_wad_textures(const Quake1File& f, Map& map, const Palette& quake_palette);

}  // namespace bsp::quake1

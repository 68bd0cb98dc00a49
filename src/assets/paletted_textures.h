#pragma once
// The assets step of loading a Quake-family map (Quake, BSP2, GoldSrc, Quake 2): gives every
// material the parser left as an 8-bit image or as a bare name its RGBA pixels,
// following the map's PalettedTextureRules. Run right after parsing; a map without
// such rules (Quake 3) is left untouched.
//
// The game's other files come through `read_file` (the loading pipeline reads them
// through the vfs). All are optional: a missing or damaged file gives a warning and a
// fallback, never a load error. Without read_file only the map itself is used, quietly.
//
//   gfx/palette.lmp     colours v29/BSP2 (and WAD2) textures; else the built-in palette.
//   pics/colormap.pcx   colours Quake 2's .wal textures (the parser reads them from the
//                       game dir into Material::paletted); else the built-in palette.
//                       GoldSrc maps do not read it (WAD2 textures in them, which no
//                       GoldSrc engine loads, get the built-in palette).
//   WAD2/WAD3 files     pixels of textures the map names without pixels, from the WADs in
//                       worldspawn's "wad" key ("\half-life\valve\halflife.wad;
//                       C:\maps\xeno.wad"), searched in the key's order, first match wins.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "assets/quake_palette.h"
#include "map/map.h"

namespace bsp {

// A game file's bytes by its game path; nullopt when the game has no such file.
using ReadGameFile = std::function<std::optional<std::vector<uint8_t>>(const std::string& path)>;

struct PalettedTextureOptions {
    ReadGameFile read_file;        // unset: the map alone, built-in palette, no WADs
    std::string map_game_path;     // "maps/e1m1.bsp": WADs are also looked for beside it
    std::optional<Palette> palette;  // replaces the game's palette (gfx/palette.lmp is not read)
};

// Fills Material::rgba of every material with an embedded 8-bit image (which is then
// dropped) and of every named one without pixels that a WAD has; a WAD texture's own
// size replaces the nominal one (uvs are in texture repeats, so it stretches as in the
// game). Warns, in this order: about the game's palette, once about the texture slots
// the map left empty, once per WAD that cannot be found or read, once (naming them)
// about the textures no WAD has; those stay without pixels and the renderer draws its
// fallback.
void resolve_paletted_textures(Map& map, const PalettedTextureOptions& options);

// Game paths to try, in order, for one entry of the "wad" key: the file name alone,
// under valve/, the entry's trailing path components (longest last), then beside the
// map; each also in lower case. Backslashes and a drive letter are handled.
std::vector<std::string> wad_candidates(std::string_view entry, std::string_view map_game_path);

}  // namespace bsp

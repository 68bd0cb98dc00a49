#pragma once
// 256-colour palettes for the Quake family's 8-bit textures (map/miptex.h): GoldSrc
// stores one with every texture, Quake's textures use the game's gfx/palette.lmp,
// which the map does not contain, or a built-in stand-in when the game has none.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace bsp {

using Palette = std::array<uint8_t, 768>;  // 256 × RGB

inline constexpr const char* kQuakePalettePath = "gfx/palette.lmp";
// Quake 2 keeps its palette at the end of this 8-bit PCX image.
inline constexpr const char* kQuake2ColormapPath = "pics/colormap.pcx";

// The palette used for v29/BSP2 textures when the game has no gfx/palette.lmp. It is
// generated, not copied from any game: 16 rows of 16 shades whose hue, saturation
// and ramp direction follow the layout Quake-family palettes share (greys, browns,
// blue-greys, greens, reds ... bright-to-dark rows 8-13, fire, fullbrights), so
// textures come out in roughly their own colours. Exact colours need the game's
// palette: point --game-dir at a folder (or pak0.pak) that has gfx/palette.lmp.
const Palette& builtin_palette();

// The game's palette from the bytes of gfx/palette.lmp (nullopt: the game has none),
// or nullopt with a warning saying the built-in palette is used instead.
std::optional<Palette> game_palette(const std::optional<std::vector<uint8_t>>& palette_file,
                                    std::vector<std::string>& warnings);

// Quake 2's palette from the bytes of pics/colormap.pcx: an 8-bit PCX ends with the
// marker byte 12 and 256 × RGB. Nullopt with a warning (the built-in palette is used)
// when the file is missing or has no such palette.
std::optional<Palette> colormap_palette(const std::optional<std::vector<uint8_t>>& pcx_file,
                                        std::vector<std::string>& warnings);

// Palette indices → RGBA. `palette` is 256 × RGB. With `index_255_transparent` ('{'
// cut-out textures), index 255 becomes fully transparent black, which is what the
// engines treat as the hole.
std::vector<uint8_t> expand_indexed(std::span<const uint8_t> indices, std::span<const uint8_t, 768> palette,
                                    bool index_255_transparent);

}  // namespace bsp

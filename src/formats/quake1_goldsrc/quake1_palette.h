#pragma once
// 256-colour palettes for miptex textures: v30 files carry one per texture, v29 and
// BSP2 files use the game's gfx/palette.lmp, which the file does not contain.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace bsp::quake1 {

using Palette = std::array<uint8_t, 768>;  // 256 × RGB

// The palette used for v29/BSP2 textures when the game has no gfx/palette.lmp. It is
// generated, not copied from any game: 16 rows of 16 shades whose hue, saturation
// and ramp direction follow the layout Quake-family palettes share (greys, browns,
// blue-greys, greens, reds ... bright-to-dark rows 8-13, fire, fullbrights), so
// textures come out in roughly their own colours. Exact colours need the game's
// palette: point --game-dir at a folder (or pak0.pak) that has gfx/palette.lmp.
const Palette& builtin_palette();

// Palette indices → RGBA. With `index_255_transparent` ('{' cut-out textures), index
// 255 becomes fully transparent black, which is what the engines treat as the hole.
std::vector<uint8_t> expand_indexed(std::span<const uint8_t> indices, const Palette& palette,
                                    bool index_255_transparent);

}  // namespace bsp::quake1

#pragma once
// 256-colour palettes for miptex textures: v30 files carry one per texture, v29 and
// BSP2 files use the game's gfx/palette.lmp, which the file does not contain.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace bsp::quake1 {

using Palette = std::array<uint8_t, 768>;  // 256 × RGB

// The palette used for v29/BSP2 textures when the caller has no palette.lmp. It is
// generated, not copied from any game: 16 rows of 16 shades, row 0 a grey ramp from
// black to white, rows 1..15 hue ramps 24° apart (saturation 0.6) from dark to bright.
// Textures decode to plausible but wrong colours; the point is that they are visible
// and distinguishable until the real palette is found.
const Palette& builtin_palette();

// Palette indices → RGBA. With `index_255_transparent` ('{' cut-out textures), index
// 255 becomes fully transparent black, which is what the engines treat as the hole.
std::vector<uint8_t> expand_indexed(std::span<const uint8_t> indices, const Palette& palette,
                                    bool index_255_transparent);

}  // namespace bsp::quake1

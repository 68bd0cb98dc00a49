#pragma once
// The image that stands in for a material whose image was not found. It is drawn
// like any surface (times its lightmap), so it must not hide the light: a mid-grey
// checker with small contrast and a faint magenta tint, which keeps missing surfaces
// recognisable (the tint and the cells) while the lighting reads through them.
// Tests look for these colours in fullbright pictures.
#include <array>
#include <cstdint>

#include "assets/image_decoder.h"

namespace bsp {

inline constexpr int kMissingTextureSize = 64;  // texels, square, repeats
inline constexpr int kMissingTextureCell = 8;   // texels per checker cell
// RGB of the two cells: green a little below red and blue is the tint.
inline constexpr std::array<uint8_t, 3> kMissingCheckerLight{144, 128, 144};
inline constexpr std::array<uint8_t, 3> kMissingCheckerDark{118, 106, 118};

// The RGBA checker, level 0 only.
DecodedImage missing_texture_image();

}  // namespace bsp

#pragma once
// The smaller levels of a mipmapped texture, made on the CPU. Made on the map
// loader's thread, they spare the GL thread glGenerateMipmap, which on Mesa's
// llvmpipe (the headless renderer here) costs milliseconds per texture: most of
// oa_thor's texture upload time went there.
//
// Level n+1 halves level n in each direction, rounding down and never below 1, as
// OpenGL sizes mip levels. Each texel is the mean of the 2×2 texels it covers; where
// a side has odd length the last texel of the row or column also takes the odd one
// out (3 texels), so no source texel is dropped.
#include <vector>

#include "assets/image_decoder.h"

namespace bsp {

// Levels 1.. down to 1×1 for an RGBA image (channels == 4); empty for anything else
// or an image that is already 1×1.
std::vector<DecodedImage> build_mip_levels(const DecodedImage& base);

}  // namespace bsp

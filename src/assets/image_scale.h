#pragma once
// Scaling an RGBA image to another size on the CPU, for the few places where the
// engines accept images of sizes our GPU layout cannot hold together: the six faces
// of a sky box go into one array texture, which needs one size, while ioquake3 draws
// each face at its own size (OpenArena's islanddm has a 512×511 face among 512×512).
#include "assets/image_decoder.h"

namespace bsp {

// Bilinear, texel centres matched (as GL_LINEAR samples with clamp to edge). An image
// that is not RGBA (channels != 4) or has no texels comes back unchanged.
DecodedImage scale_image(const DecodedImage& source, int width, int height);

}  // namespace bsp

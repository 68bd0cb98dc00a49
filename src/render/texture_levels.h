#pragma once
// Which levels of an image a GL whose largest texture side is `max_side` can hold,
// decided without a GL so it can be tested: levels larger than the side are left out
// (the chain starts at the first that fits, as an engine's picmip starts lower), and an
// image with no level that fits is shrunk, as texels, to the side.
#include <memory>
#include <vector>

#include "assets/image_decoder.h"

namespace bsp {

struct TextureLevels {
    std::vector<const DecodedImage*> levels;  // level 0 first: into the caller's images or `shrunk`
    std::unique_ptr<DecodedImage> shrunk;     // the one level made here, when nothing fitted
};

TextureLevels levels_within_side(const DecodedImage& base, const std::vector<DecodedImage>& smaller, int max_side);

}  // namespace bsp

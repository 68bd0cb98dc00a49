#include "render/missing_texture.h"

namespace bsp {

DecodedImage missing_texture_image() {
    constexpr int kSize = kMissingTextureSize, kCell = kMissingTextureCell;
    DecodedImage image{.width = kSize, .height = kSize, .channels = 4, .pixels = {}};
    image.pixels.resize(size_t(kSize) * kSize * 4);
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) {
            const bool light = ((x / kCell) + (y / kCell)) % 2 == 0;
            const std::array<uint8_t, 3>& c = light ? kMissingCheckerLight : kMissingCheckerDark;
            uint8_t* p = &image.pixels[(size_t(y) * kSize + size_t(x)) * 4];
            p[0] = c[0], p[1] = c[1], p[2] = c[2], p[3] = 255;
        }
    return image;
}

}  // namespace bsp

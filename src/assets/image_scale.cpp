#include "assets/image_scale.h"

#include <algorithm>
#include <cmath>

namespace bsp {

DecodedImage scale_image(const DecodedImage& source, int width, int height) {
    const int sw = source.width, sh = source.height;
    if (source.channels != 4 || sw <= 0 || sh <= 0 || width <= 0 || height <= 0 ||
        source.pixels.size() < size_t(sw) * size_t(sh) * 4)
        return source;
    if (sw == width && sh == height) return source;
    DecodedImage out;
    out.width = width;
    out.height = height;
    out.channels = 4;
    out.pixels.resize(size_t(width) * size_t(height) * 4);
    // Where output texel centre i lands among the source texel centres.
    auto locate = [](int i, int out_size, int in_size, int& lo, int& hi, float& frac) {
        const float at = std::clamp((float(i) + 0.5f) * float(in_size) / float(out_size) - 0.5f, 0.0f,
                                    float(in_size - 1));
        lo = int(at);
        hi = std::min(lo + 1, in_size - 1);
        frac = at - float(lo);
    };
    for (int y = 0; y < height; ++y) {
        int y0, y1;
        float fy;
        locate(y, height, sh, y0, y1, fy);
        for (int x = 0; x < width; ++x) {
            int x0, x1;
            float fx;
            locate(x, width, sw, x0, x1, fx);
            auto texel = [&](int tx, int ty, int c) {
                return float(source.pixels[(size_t(ty) * size_t(sw) + size_t(tx)) * 4 + size_t(c)]);
            };
            for (int c = 0; c < 4; ++c) {
                const float top = texel(x0, y0, c) + (texel(x1, y0, c) - texel(x0, y0, c)) * fx;
                const float bottom = texel(x0, y1, c) + (texel(x1, y1, c) - texel(x0, y1, c)) * fx;
                out.pixels[(size_t(y) * size_t(width) + size_t(x)) * 4 + size_t(c)] =
                    uint8_t(std::lround(top + (bottom - top) * fy));
            }
        }
    }
    return out;
}

}  // namespace bsp

#include "assets/mip_levels.h"

#include <algorithm>
#include <cstdint>

namespace bsp {

namespace {

// Which source texels (first, count) destination texel `i` covers along a side
// shrinking from `src` to `dst` texels.
struct Span {
    int first, count;
};
Span covered(int i, int src, int dst) {
    if (src == 1) return {0, 1};  // this side no longer shrinks
    const int first = 2 * i;
    const bool last_takes_odd = i == dst - 1 && (src & 1);
    return {first, last_takes_odd ? 3 : 2};
}

DecodedImage halve(const DecodedImage& src) {
    DecodedImage dst;
    dst.width = std::max(1, src.width / 2);
    dst.height = std::max(1, src.height / 2);
    dst.channels = 4;
    dst.pixels.resize(size_t(dst.width) * size_t(dst.height) * 4);
    for (int y = 0; y < dst.height; ++y) {
        const Span sy = covered(y, src.height, dst.height);
        for (int x = 0; x < dst.width; ++x) {
            const Span sx = covered(x, src.width, dst.width);
            uint32_t sum[4] = {0, 0, 0, 0};
            for (int j = 0; j < sy.count; ++j) {
                const uint8_t* row = &src.pixels[(size_t(sy.first + j) * size_t(src.width) + size_t(sx.first)) * 4];
                for (int i = 0; i < sx.count * 4; ++i) sum[i & 3] += row[i];
            }
            const uint32_t n = uint32_t(sx.count * sy.count);
            uint8_t* out = &dst.pixels[(size_t(y) * size_t(dst.width) + size_t(x)) * 4];
            for (int c = 0; c < 4; ++c) out[c] = uint8_t((sum[c] + n / 2) / n);
        }
    }
    return dst;
}

}  // namespace

std::vector<DecodedImage> build_mip_levels(const DecodedImage& base) {
    std::vector<DecodedImage> levels;
    const size_t expected = size_t(base.width) * size_t(base.height) * 4;
    if (base.channels != 4 || base.width < 1 || base.height < 1 || base.pixels.size() < expected) return levels;
    levels.reserve(32);  // int sizes halve at most 31 times; `previous` stays valid
    const DecodedImage* previous = &base;
    while (previous->width > 1 || previous->height > 1) {
        levels.push_back(halve(*previous));
        previous = &levels.back();
    }
    return levels;
}

}  // namespace bsp

#pragma once
// Quake 3's overbright lighting (r_mapOverBrightBits 2 without hardware gamma):
// lightmap and vertex colours are multiplied by 2^shift, and where a channel would
// pass 255 the whole colour is scaled down so its hue is kept, as the engine's
// R_ColorShiftLightingBytes does. Clamping channels one by one would turn bright
// orange light yellow.
#include <algorithm>
#include <cstdint>

namespace bsp {

constexpr int kQ3OverbrightShift = 2;

inline void color_shift_lighting(uint8_t& r, uint8_t& g, uint8_t& b, int shift = kQ3OverbrightShift) {
    int rr = int(r) << shift, gg = int(g) << shift, bb = int(b) << shift;
    const int top = std::max({rr, gg, bb});
    if (top > 255) {
        rr = rr * 255 / top;
        gg = gg * 255 / top;
        bb = bb * 255 / top;
    }
    r = uint8_t(rr);
    g = uint8_t(gg);
    b = uint8_t(bb);
}

}  // namespace bsp

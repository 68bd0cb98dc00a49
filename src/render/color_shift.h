#pragma once
// Overbright lighting as the games apply it (Quake 3's r_mapOverBrightBits without
// hardware gamma, Quake engines' 2x lightmaps): light bytes are multiplied by
// 2^shift (Map::light_shift), and where a channel would pass 255 the whole colour
// is scaled down so its hue is kept, as Quake 3's R_ColorShiftLightingBytes does.
// Clamping channels one by one would turn bright orange light yellow.
#include <algorithm>
#include <cstdint>

#include <glm/glm.hpp>

namespace bsp {

// Takes summed light (several light styles may add up past 255) and returns bytes.
inline glm::u8vec3 color_shift_lighting(int r, int g, int b, int shift) {
    int rr = r << shift, gg = g << shift, bb = b << shift;
    const int top = std::max({rr, gg, bb});
    if (top > 255) {
        rr = rr * 255 / top;
        gg = gg * 255 / top;
        bb = bb * 255 / top;
    }
    return {uint8_t(rr), uint8_t(gg), uint8_t(bb)};
}

}  // namespace bsp

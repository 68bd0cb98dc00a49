#include "formats/quake1/quake1_palette.h"

#include <algorithm>
#include <cmath>

namespace bsp::quake1 {
namespace {

// HSV → RGB with h in degrees, s and v in [0,1].
std::array<uint8_t, 3> hsv_to_rgb(float h, float s, float v) {
    const float c = v * s;
    const float hp = std::fmod(h, 360.0f) / 60.0f;
    const float x = c * (1.0f - std::fabs(std::fmod(hp, 2.0f) - 1.0f));
    float r = 0, g = 0, b = 0;
    switch (int(hp)) {
        case 0: r = c; g = x; break;
        case 1: r = x; g = c; break;
        case 2: g = c; b = x; break;
        case 3: g = x; b = c; break;
        case 4: r = x; b = c; break;
        default: r = c; b = x; break;
    }
    const float m = v - c;
    auto to8 = [](float f) { return uint8_t(std::lround(std::clamp(f, 0.0f, 1.0f) * 255.0f)); };
    return {to8(r + m), to8(g + m), to8(b + m)};
}

Palette make_builtin_palette() {
    Palette p{};
    for (int row = 0; row < 16; ++row) {
        for (int shade = 0; shade < 16; ++shade) {
            const int i = row * 16 + shade;
            const float value = float(shade + 1) / 16.0f;
            std::array<uint8_t, 3> rgb;
            if (row == 0)
                rgb = {uint8_t(shade * 17), uint8_t(shade * 17), uint8_t(shade * 17)};
            else
                rgb = hsv_to_rgb(24.0f * float(row - 1), 0.6f, value);
            p[size_t(i) * 3 + 0] = rgb[0];
            p[size_t(i) * 3 + 1] = rgb[1];
            p[size_t(i) * 3 + 2] = rgb[2];
        }
    }
    return p;
}

}  // namespace

const Palette& builtin_palette() {
    static const Palette palette = make_builtin_palette();
    return palette;
}

std::vector<uint8_t> expand_indexed(std::span<const uint8_t> indices, const Palette& palette,
                                    bool index_255_transparent) {
    std::vector<uint8_t> rgba(indices.size() * 4);
    for (size_t i = 0; i < indices.size(); ++i) {
        const uint8_t c = indices[i];
        uint8_t* out = &rgba[i * 4];
        if (index_255_transparent && c == 255) {
            out[0] = out[1] = out[2] = out[3] = 0;
            continue;
        }
        out[0] = palette[size_t(c) * 3 + 0];
        out[1] = palette[size_t(c) * 3 + 1];
        out[2] = palette[size_t(c) * 3 + 2];
        out[3] = 255;
    }
    return rgba;
}

}  // namespace bsp::quake1

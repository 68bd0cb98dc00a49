#include "assets/quake_palette.h"

#include <algorithm>
#include <cmath>

#include "core/index_ranges.h"

namespace bsp {
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

// How Quake-family palettes are laid out: sixteen rows of sixteen shades, each row
// one hue. Rows 0-7 run dark to bright, rows 8-13 bright to dark, row 14 is the
// fire ramp and row 15 the fullbright colours. Textures index shades within a row,
// so matching each row's hue, saturation and direction keeps their look even though
// the exact colours are our own choice.
struct PaletteRow {
    float hue, saturation;     // degrees, 0..1
    float darkest, brightest;  // HSV value at the row's dark and bright ends
    bool bright_first;         // the ramp runs from bright (index 0) to dark
};
constexpr PaletteRow kRows[16] = {
    {0, 0.0f, 0.0f, 0.92f, false},     // greys
    {30, 0.50f, 0.06f, 0.62f, false},  // browns
    {215, 0.22f, 0.06f, 0.70f, false}, // blue-greys
    {95, 0.45f, 0.03f, 0.55f, false},  // greens
    {0, 0.75f, 0.06f, 1.00f, false},   // reds
    {28, 0.65f, 0.07f, 0.75f, false},  // orange-browns
    {42, 0.60f, 0.07f, 0.80f, false},  // golds
    {22, 0.40f, 0.10f, 0.92f, false},  // flesh tones
    {285, 0.40f, 0.06f, 0.80f, true},  // purples
    {325, 0.45f, 0.06f, 0.85f, true},  // magentas
    {36, 0.32f, 0.07f, 0.88f, true},   // tans
    {75, 0.30f, 0.05f, 0.75f, true},   // olive greys
    {54, 0.75f, 0.10f, 1.00f, true},   // yellows
    {228, 0.70f, 0.05f, 1.00f, true},  // blues
    {24, 0.90f, 0.30f, 1.00f, false},  // fire (hue rises towards yellow below)
    {0, 0.80f, 0.50f, 1.00f, false},   // fullbrights (mixed, below)
};

Palette make_builtin_palette() {
    Palette p{};
    for (int row = 0; row < 16; ++row) {
        const PaletteRow& r = kRows[row];
        for (int shade = 0; shade < 16; ++shade) {
            const int step = r.bright_first ? 15 - shade : shade;
            const float t = float(step) / 15.0f;
            float hue = r.hue;
            if (row == 14) hue = 10.0f + 45.0f * t;                          // red-orange to yellow
            if (row == 15) hue = shade < 6 ? 0.0f : shade < 12 ? 50.0f : 220.0f;  // reds, yellows, blues
            const auto rgb = hsv_to_rgb(hue, r.saturation, r.darkest + (r.brightest - r.darkest) * t);
            const int i = row * 16 + shade;
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

std::optional<Palette> game_palette(const std::optional<std::vector<uint8_t>>& palette_file,
                                    std::vector<std::string>& warnings) {
    if (!palette_file) {
        warnings.push_back(std::string(kQuakePalettePath) + " not found in the game files (or not readable: see its warning); "
                           "textures use the built-in palette (their colours are approximate)");
        return std::nullopt;
    }
    Palette p;
    if (palette_file->size() < p.size()) {
        warnings.push_back(std::string(kQuakePalettePath) + " is truncated (" + str(int64_t(palette_file->size())) +
                           " bytes, a palette needs " + str(int64_t(p.size())) + "); textures use the built-in palette");
        return std::nullopt;
    }
    std::copy_n(palette_file->begin(), p.size(), p.begin());
    return p;
}

std::optional<Palette> colormap_palette(const std::optional<std::vector<uint8_t>>& pcx_file,
                                        std::vector<std::string>& warnings) {
    const std::string path = kQuake2ColormapPath;
    if (!pcx_file) {
        warnings.push_back(path + " not found in the game files (or not readable: see its warning); textures use the "
                                  "built-in palette (their colours "
                                  "are approximate)");
        return std::nullopt;
    }
    Palette p;
    // The 128-byte header, some pixels, the marker, the palette.
    const size_t marker_at = pcx_file->size() - std::min(pcx_file->size(), p.size() + 1);
    if (pcx_file->size() < 128 + p.size() + 1 || (*pcx_file)[0] != 10 || (*pcx_file)[marker_at] != 12) {
        warnings.push_back(path + " is not an 8-bit PCX that ends with a palette; textures use the built-in palette");
        return std::nullopt;
    }
    std::copy_n(pcx_file->end() - ptrdiff_t(p.size()), p.size(), p.begin());
    return p;
}

std::vector<uint8_t> expand_indexed(std::span<const uint8_t> indices, std::span<const uint8_t, 768> palette,
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

}  // namespace bsp

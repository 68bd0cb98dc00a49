#include "assets/block_compression.h"

#include <array>
#include <cstring>

namespace bsp {

namespace {

uint16_t le16(const uint8_t* p) { return uint16_t(p[0] | (p[1] << 8)); }
uint32_t le32(const uint8_t* p) { return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24; }

uint8_t expand5(uint32_t v) { return uint8_t((v * 255 + 15) / 31); }
uint8_t expand6(uint32_t v) { return uint8_t((v * 255 + 31) / 63); }
uint8_t expand4(uint32_t v) { return uint8_t(v * 17); }

using BlockColours = std::array<std::array<uint8_t, 4>, 4>;

// The four colours of a colour block (an RGB 565 pair plus two between them);
// `three_colour_mode` allows DXT1's midpoint and transparent black.
void colour_palette(const uint8_t* block, bool three_colour_mode, BlockColours& out) {
    const uint16_t c0 = le16(block), c1 = le16(block + 2);
    auto rgb = [](uint16_t c) {
        return std::array<uint8_t, 4>{expand5(c >> 11), expand6((c >> 5) & 63), expand5(c & 31), 255};
    };
    out[0] = rgb(c0);
    out[1] = rgb(c1);
    if (c0 > c1 || !three_colour_mode) {
        for (int i = 0; i < 3; ++i) {
            out[2][i] = uint8_t((2 * out[0][i] + out[1][i] + 1) / 3);
            out[3][i] = uint8_t((out[0][i] + 2 * out[1][i] + 1) / 3);
        }
        out[2][3] = out[3][3] = 255;
    } else {
        for (int i = 0; i < 3; ++i) out[2][i] = uint8_t((out[0][i] + out[1][i]) / 2);
        out[2][3] = 255;
        out[3] = {0, 0, 0, 0};
    }
}

// The 16 alpha values of a DXT3 or DXT5 block's alpha half.
std::array<uint8_t, 16> block_alpha(const uint8_t* block, TexelFormat format) {
    std::array<uint8_t, 16> alpha;
    if (format == TexelFormat::Bc2) {
        for (int i = 0; i < 16; ++i) alpha[size_t(i)] = expand4((block[i / 2] >> ((i & 1) * 4)) & 15);
        return alpha;
    }
    const uint32_t a0 = block[0], a1 = block[1];
    std::array<uint8_t, 8> levels{uint8_t(a0), uint8_t(a1)};
    if (a0 > a1) {
        for (uint32_t i = 1; i < 7; ++i) levels[i + 1] = uint8_t(((7 - i) * a0 + i * a1 + 3) / 7);
    } else {
        for (uint32_t i = 1; i < 5; ++i) levels[i + 1] = uint8_t(((5 - i) * a0 + i * a1 + 2) / 5);
        levels[6] = 0;
        levels[7] = 255;
    }
    uint64_t bits = 0;
    for (int i = 0; i < 6; ++i) bits |= uint64_t(block[2 + i]) << (8 * i);
    for (int i = 0; i < 16; ++i) alpha[size_t(i)] = levels[(bits >> (3 * i)) & 7];
    return alpha;
}

}  // namespace

uint32_t block_bytes(TexelFormat format) {
    switch (format) {
        case TexelFormat::Bc1: return 8;
        case TexelFormat::Bc2:
        case TexelFormat::Bc3: return 16;
        case TexelFormat::Texels: break;
    }
    return 0;
}

uint64_t compressed_bytes(TexelFormat format, uint32_t width, uint32_t height) {
    return (uint64_t(width) + 3) / 4 * ((uint64_t(height) + 3) / 4) * block_bytes(format);
}

void decode_blocks(std::span<const uint8_t> blocks, TexelFormat format, uint32_t w, uint32_t h, uint8_t* dst) {
    const uint32_t bw = (w + 3) / 4, bh = (h + 3) / 4;
    const bool dxt1 = format == TexelFormat::Bc1;
    const size_t size = block_bytes(format);
    if (size == 0 || blocks.size() < compressed_bytes(format, w, h)) return;
    for (uint32_t by = 0; by < bh; ++by) {
        for (uint32_t bx = 0; bx < bw; ++bx) {
            const uint8_t* block = blocks.data() + (size_t(by) * bw + bx) * size;
            const uint8_t* colour = dxt1 ? block : block + 8;
            BlockColours palette;
            colour_palette(colour, dxt1, palette);
            const uint32_t indices = le32(colour + 4);
            const std::array<uint8_t, 16> alpha = dxt1 ? std::array<uint8_t, 16>{} : block_alpha(block, format);
            for (uint32_t y = 0; y < 4; ++y) {
                for (uint32_t x = 0; x < 4; ++x) {
                    const uint32_t px = bx * 4 + x, py = by * 4 + y;
                    if (px >= w || py >= h) continue;  // sides not a multiple of 4
                    const uint32_t i = y * 4 + x;
                    uint8_t* out = dst + (size_t(py) * w + px) * 4;
                    std::memcpy(out, palette[(indices >> (2 * i)) & 3].data(), 4);
                    if (!dxt1) out[3] = alpha[i];
                }
            }
        }
    }
}

DecodedImage decompressed(const DecodedImage& image) {
    if (!image.compressed()) return image;
    DecodedImage out;
    out.width = image.width;
    out.height = image.height;
    out.channels = 4;
    out.pixels.resize(size_t(image.width) * size_t(image.height) * 4);
    decode_blocks(image.pixels, image.texels, uint32_t(image.width), uint32_t(image.height), out.pixels.data());
    return out;
}

bool uploadable_as_blocks(const DecodedImage& image) {
    return image.compressed() && image.width % 4 == 0 && image.height % 4 == 0 &&
           image.pixels.size() == compressed_bytes(image.texels, uint32_t(image.width), uint32_t(image.height));
}

}  // namespace bsp

#include "assets/vtf_image.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/byte_reader.h"

namespace bsp {

namespace {

enum Format : uint32_t {
    kRGBA8888 = 0, kABGR8888 = 1, kRGB888 = 2, kBGR888 = 3, kRGB565 = 4, kI8 = 5, kIA88 = 6, kP8 = 7,
    kA8 = 8, kRGB888Bluescreen = 9, kBGR888Bluescreen = 10, kARGB8888 = 11, kBGRA8888 = 12, kDXT1 = 13,
    kDXT3 = 14, kDXT5 = 15, kBGRX8888 = 16, kBGR565 = 17, kBGRX5551 = 18, kBGRA4444 = 19,
    kDXT1OneBitAlpha = 20, kBGRA5551 = 21, kUV88 = 22, kUVWQ8888 = 23, kRGBA16161616F = 24,
    kRGBA16161616 = 25, kUVLX8888 = 26, kFormatCount = 27,
};

struct FormatInfo {
    const char* name;
    uint32_t bytes;  // per texel, or per 4×4 block when `block`
    bool block;
    bool decodable;
};

constexpr std::array<FormatInfo, kFormatCount> kFormats{{
    {"RGBA8888", 4, false, true},       {"ABGR8888", 4, false, true},
    {"RGB888", 3, false, true},         {"BGR888", 3, false, true},
    {"RGB565", 2, false, true},         {"I8", 1, false, true},
    {"IA88", 2, false, true},           {"P8", 1, false, false},
    {"A8", 1, false, true},             {"RGB888_BLUESCREEN", 3, false, true},
    {"BGR888_BLUESCREEN", 3, false, true}, {"ARGB8888", 4, false, true},
    {"BGRA8888", 4, false, true},       {"DXT1", 8, true, true},
    {"DXT3", 16, true, true},           {"DXT5", 16, true, true},
    {"BGRX8888", 4, false, true},       {"BGR565", 2, false, true},
    {"BGRX5551", 2, false, true},       {"BGRA4444", 2, false, true},
    {"DXT1_ONEBITALPHA", 8, true, true}, {"BGRA5551", 2, false, true},
    {"UV88", 2, false, false},          {"UVWQ8888", 4, false, false},
    {"RGBA16161616F", 8, false, true},  {"RGBA16161616", 8, false, true},
    {"UVLX8888", 4, false, false},
}};

constexpr uint64_t kSaturated = std::numeric_limits<uint64_t>::max();

// a·b, or kSaturated when it does not fit: sizes from a lying header never wrap.
uint64_t mul(uint64_t a, uint64_t b) {
    if (a != 0 && b > kSaturated / a) return kSaturated;
    return a * b;
}
uint64_t add(uint64_t a, uint64_t b) { return b > kSaturated - a ? kSaturated : a + b; }

// Bytes of one w×h image in a format (one face, one slice).
uint64_t image_bytes(const FormatInfo& f, uint32_t w, uint32_t h) {
    if (f.block) return mul(mul((w + 3) / 4, (h + 3) / 4), f.bytes);
    return mul(mul(w, h), f.bytes);
}

uint32_t mip_side(uint32_t side, uint32_t level) { return std::max<uint32_t>(1, side >> std::min<uint32_t>(level, 31)); }

uint8_t expand5(uint32_t v) { return uint8_t((v * 255 + 15) / 31); }
uint8_t expand6(uint32_t v) { return uint8_t((v * 255 + 31) / 63); }
uint8_t expand4(uint32_t v) { return uint8_t(v * 17); }

float half_to_float(uint16_t h) {
    const uint32_t sign = h >> 15, exponent = (h >> 10) & 31, mantissa = h & 1023;
    float v;
    if (exponent == 0) v = std::ldexp(float(mantissa), -24);
    else if (exponent == 31) v = mantissa ? 0.0f : std::numeric_limits<float>::infinity();  // NaN → 0
    else v = std::ldexp(float(mantissa | 1024), int(exponent) - 25);
    return sign ? -v : v;
}

uint8_t tone_map(uint16_t h) {
    const float v = std::clamp(half_to_float(h), 0.0f, 1.0f);
    return uint8_t(std::lround(v * 255.0f));
}

uint16_t le16(const uint8_t* p) { return uint16_t(p[0] | (p[1] << 8)); }
uint32_t le32(const uint8_t* p) { return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24; }

// The four colours of a DXT colour block (RGB 565 pair plus two interpolated);
// `allow_three_colour` allows DXT1's transparent-black fourth colour.
void dxt_palette(const uint8_t* block, bool allow_three_colour, std::array<std::array<uint8_t, 4>, 4>& out) {
    const uint16_t c0 = le16(block), c1 = le16(block + 2);
    auto rgb = [](uint16_t c) {
        return std::array<uint8_t, 4>{expand5(c >> 11), expand6((c >> 5) & 63), expand5(c & 31), 255};
    };
    out[0] = rgb(c0);
    out[1] = rgb(c1);
    if (c0 > c1 || !allow_three_colour) {
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

void decode_blocks(const uint8_t* src, uint32_t format, uint32_t w, uint32_t h, uint8_t* dst) {
    const uint32_t bw = (w + 3) / 4, bh = (h + 3) / 4;
    const bool dxt1 = format == kDXT1 || format == kDXT1OneBitAlpha;
    const size_t block_bytes = dxt1 ? 8 : 16;
    for (uint32_t by = 0; by < bh; ++by) {
        for (uint32_t bx = 0; bx < bw; ++bx) {
            const uint8_t* block = src + (size_t(by) * bw + bx) * block_bytes;
            const uint8_t* colour = dxt1 ? block : block + 8;
            std::array<std::array<uint8_t, 4>, 4> palette;
            dxt_palette(colour, dxt1, palette);
            const uint32_t indices = le32(colour + 4);
            std::array<uint8_t, 16> alpha;
            alpha.fill(255);
            if (format == kDXT3) {
                for (int i = 0; i < 16; ++i) alpha[size_t(i)] = expand4((block[i / 2] >> ((i & 1) * 4)) & 15);
            } else if (format == kDXT5) {
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
            }
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

void decode_texel(const uint8_t* s, uint32_t format, uint8_t* o) {
    auto set = [o](uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
        o[0] = uint8_t(r), o[1] = uint8_t(g), o[2] = uint8_t(b), o[3] = uint8_t(a);
    };
    switch (format) {
        case kRGBA8888: set(s[0], s[1], s[2], s[3]); break;
        case kABGR8888: set(s[3], s[2], s[1], s[0]); break;
        case kARGB8888: set(s[1], s[2], s[3], s[0]); break;
        case kBGRA8888: set(s[2], s[1], s[0], s[3]); break;
        case kBGRX8888: set(s[2], s[1], s[0], 255); break;
        case kRGB888: set(s[0], s[1], s[2], 255); break;
        case kBGR888: set(s[2], s[1], s[0], 255); break;
        case kRGB888Bluescreen: set(s[0], s[1], s[2], (s[0] == 0 && s[1] == 0 && s[2] == 255) ? 0 : 255); break;
        case kBGR888Bluescreen: set(s[2], s[1], s[0], (s[2] == 0 && s[1] == 0 && s[0] == 255) ? 0 : 255); break;
        case kRGB565: {
            const uint16_t v = le16(s);
            set(expand5(v & 31), expand6((v >> 5) & 63), expand5(v >> 11), 255);
            break;
        }
        case kBGR565: {
            const uint16_t v = le16(s);
            set(expand5(v >> 11), expand6((v >> 5) & 63), expand5(v & 31), 255);
            break;
        }
        case kBGRX5551:
        case kBGRA5551: {
            const uint16_t v = le16(s);
            set(expand5((v >> 10) & 31), expand5((v >> 5) & 31), expand5(v & 31),
                format == kBGRX5551 ? 255 : ((v >> 15) ? 255 : 0));
            break;
        }
        case kBGRA4444: {
            const uint16_t v = le16(s);
            set(expand4((v >> 8) & 15), expand4((v >> 4) & 15), expand4(v & 15), expand4(v >> 12));
            break;
        }
        case kI8: set(s[0], s[0], s[0], 255); break;
        case kIA88: set(s[0], s[0], s[0], s[1]); break;
        case kA8: set(255, 255, 255, s[0]); break;
        case kRGBA16161616F: set(tone_map(le16(s)), tone_map(le16(s + 2)), tone_map(le16(s + 4)), tone_map(le16(s + 6))); break;
        case kRGBA16161616: set(s[1], s[3], s[5], s[7]); break;
        default: set(255, 0, 255, 255); break;  // not reached: refused before decoding
    }
}

// One level (frame 0, face 0, slice 0) as RGBA; `src` holds image_bytes(format, w, h).
DecodedImage decode_level(std::span<const uint8_t> src, uint32_t format, uint32_t w, uint32_t h) {
    DecodedImage out;
    out.width = int(w);
    out.height = int(h);
    out.channels = 4;
    out.pixels.resize(size_t(w) * h * 4);
    const FormatInfo& f = kFormats[format];
    if (f.block) {
        decode_blocks(src.data(), format, w, h, out.pixels.data());
    } else {
        const size_t count = size_t(w) * h;
        for (size_t i = 0; i < count; ++i) decode_texel(src.data() + i * f.bytes, format, out.pixels.data() + i * 4);
    }
    return out;
}

uint32_t max_mip_count(uint32_t w, uint32_t h, uint32_t d) {
    uint32_t side = std::max({w, h, d}), count = 1;
    while (side > 1) side >>= 1, ++count;
    return count;
}

}  // namespace

const char* vtf_format_name(uint32_t format) { return format < kFormatCount ? kFormats[format].name : "unknown"; }

std::optional<VtfImage> decode_vtf(std::span<const uint8_t> bytes, std::string* error, const std::string& name) {
    try {
        ByteReader r(bytes, name, "VTF header");
        if (bytes.size() < 16 || std::memcmp(bytes.data(), "VTF\0", 4) != 0) r.fail("not a VTF file (no \"VTF\\0\" signature)");
        r.seek(4);
        const uint32_t major = r.u32(), minor = r.u32();
        if (major != 7 || minor > 5)
            r.fail("version " + std::to_string(major) + "." + std::to_string(minor) + " is not supported (7.0 to 7.5)");
        const uint32_t header_size = r.u32();
        // Where the fields we read end: 7.0/7.1 at the thumbnail's height, 7.2 after
        // the depth, 7.3+ after the resource count and its padding.
        const uint32_t fields_end = minor >= 3 ? 80 : minor == 2 ? 65 : 63;
        if (header_size < fields_end || header_size > bytes.size())
            r.fail("header size " + std::to_string(header_size) + " is outside [" + std::to_string(fields_end) + ", " +
                   std::to_string(bytes.size()) + "] (the file's size)");
        r.seek(16);
        const uint32_t width = r.u16(), height = r.u16(), flags = r.u32(), frames = r.u16(), first_frame = r.u16();
        r.seek(52);
        const uint32_t format = r.u32(), mip_count = r.u8(), low_format = r.u32();
        const uint32_t low_width = r.u8(), low_height = r.u8();
        const uint32_t depth = minor >= 2 ? std::max<uint32_t>(1, r.u16()) : 1;

        if (width == 0 || height == 0 || width > uint32_t(kVtfMaxSide) || height > uint32_t(kVtfMaxSide))
            r.fail("image size " + std::to_string(width) + "x" + std::to_string(height) + " is outside 1..16384");
        if (depth > uint32_t(kVtfMaxSide)) r.fail("depth " + std::to_string(depth) + " is above 16384");
        if (frames == 0) r.fail("frame count is 0");
        if (mip_count == 0 || mip_count > max_mip_count(width, height, depth))
            r.fail("mip count " + std::to_string(mip_count) + " does not fit a " + std::to_string(width) + "x" +
                   std::to_string(height) + " image (1.." + std::to_string(max_mip_count(width, height, depth)) + ")");
        if (format >= kFormatCount) r.fail("unknown image format " + std::to_string(int32_t(format)));
        const FormatInfo& info = kFormats[format];
        if (!info.decodable) r.fail(std::string("image format ") + info.name + " is not supported");
        const uint32_t faces = (flags & kVtfFlagEnvmap) ? ((minor >= 1 && minor <= 4 && first_frame != 0xFFFF) ? 7 : 6) : 1;

        // Where the high-res chain starts.
        uint64_t chain_offset = 0;
        if (minor >= 3) {
            r.seek(68);
            const uint32_t resources = r.u32();
            if (resources > 32) r.fail(std::to_string(resources) + " resource entries (at most 32)");
            if (80 + uint64_t(resources) * 8 > bytes.size()) r.fail("resource directory runs past the end of the file");
            r.seek(80);
            bool found = false;
            for (uint32_t i = 0; i < resources; ++i) {
                const auto tag = r.bytes(3);
                const uint8_t resource_flags = r.u8();
                const uint32_t offset = r.u32();
                if (tag[0] == 0x30 && tag[1] == 0 && tag[2] == 0 && !(resource_flags & 0x02)) {
                    chain_offset = offset;
                    found = true;
                    break;
                }
            }
            if (!found) r.fail("no high-res image resource (tag 0x30)");
        } else {
            uint64_t low_bytes = 0;
            if (low_format != 0xFFFFFFFFu && low_width > 0 && low_height > 0) {
                if (low_format >= kFormatCount) r.fail("unknown thumbnail format " + std::to_string(int32_t(low_format)));
                low_bytes = image_bytes(kFormats[low_format], low_width, low_height);
            }
            chain_offset = add(header_size, low_bytes);
        }

        // Bytes each level takes with all its frames, faces and slices; level 0 lies last.
        std::vector<uint64_t> level_bytes(mip_count), level_offset(mip_count);
        uint64_t chain_bytes = 0;
        for (uint32_t level = mip_count; level-- > 0;) {
            const uint64_t one = image_bytes(info, mip_side(width, level), mip_side(height, level));
            level_offset[level] = add(chain_offset, chain_bytes);
            level_bytes[level] = one;
            chain_bytes = add(chain_bytes, mul(mul(mul(one, frames), faces), mip_side(depth, level)));
        }
        const uint64_t chain_end = add(chain_offset, chain_bytes);
        if (chain_end > bytes.size())
            r.fail(std::string(info.name) + " image data (" + std::to_string(mip_count) + " mip levels, " +
                   std::to_string(frames) + " frames, " + std::to_string(faces) + " faces) ends at " +
                   (chain_end == kSaturated ? std::string("an absurd offset") : std::to_string(chain_end)) +
                   ", past the end of the " + std::to_string(bytes.size()) + "-byte file");

        VtfImage out;
        out.version_minor = int(minor);
        out.flags = flags;
        out.format = format;
        for (uint32_t level = 0; level < mip_count; ++level) {
            ByteReader data = r.sub(size_t(level_offset[level]), size_t(level_bytes[level]), "mip level " + std::to_string(level));
            DecodedImage image = decode_level(data.bytes(size_t(level_bytes[level])), format, mip_side(width, level),
                                              mip_side(height, level));
            if (level == 0) out.image = std::move(image);
            else out.mip_levels.push_back(std::move(image));
        }
        return out;
    } catch (const LoadError& e) {
        if (error) *error = e.what();
        return std::nullopt;
    }
}

}  // namespace bsp

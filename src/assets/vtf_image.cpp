#include "assets/vtf_image.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>

#include <libdeflate.h>

#include "assets/block_compression.h"
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
    {"UV88", 2, false, true},           {"UVWQ8888", 4, false, true},
    {"RGBA16161616F", 8, false, true},  {"RGBA16161616", 8, false, true},
    {"UVLX8888", 4, false, true},
}};

constexpr uint64_t kSaturated = std::numeric_limits<uint64_t>::max();

constexpr uint8_t kResourceHasNoData = 0x02;  // the entry's offset field is its whole data
constexpr int16_t kAxcDeflate = 8, kAxcZstd = 93;  // minizip's method numbers
// Deflate's best case is 258 bytes from a 2-bit code (about 1032:1).
constexpr uint64_t kMaxDeflateRatio = 1032;

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

// The S3TC blocks a block format holds (DXT1_ONEBITALPHA decodes as DXT1 does).
TexelFormat texel_format_of(uint32_t format) {
    switch (format) {
        case kDXT1:
        case kDXT1OneBitAlpha: return TexelFormat::Bc1;
        case kDXT3: return TexelFormat::Bc2;
        case kDXT5: return TexelFormat::Bc3;
        default: return TexelFormat::Texels;
    }
}

float half_to_float(uint16_t h) {
    const uint32_t sign = h >> 15, exponent = (h >> 10) & 31, mantissa = h & 1023;
    float v;
    if (exponent == 0) v = std::ldexp(float(mantissa), -24);
    else if (exponent == 31) v = mantissa ? 0.0f : std::numeric_limits<float>::infinity();  // NaN → 0
    else v = std::ldexp(float(mantissa | 1024), int(exponent) - 25);
    return sign ? -v : v;
}

uint16_t le16(const uint8_t* p) { return uint16_t(p[0] | (p[1] << 8)); }

bool is_hdr(uint32_t format) { return format == kRGBA16161616F || format == kRGBA16161616; }

// Channel `c` (0 R .. 3 A) of an HDR texel in linear light. Source's integer HDR
// textures store value / 16 (the shaders' HDR_INPUT_MAP_SCALE), so 65535 is 16.0.
float hdr_channel(const uint8_t* s, uint32_t format, int c) {
    const uint16_t v = le16(s + 2 * c);
    return format == kRGBA16161616F ? half_to_float(v) : float(v) * (16.0f / 65535.0f);
}

// The scale that brings the image's log-average luminance to middle grey (0.18, the
// photographic "key" auto-exposure aims at), from level 0 and used for every level
// so the mips match. Black and non-finite texels do not count (one black texel would
// send the log-average to 0); an image with no lit texel keeps scale 1. The scale is
// held within 2^-8..2^8 so a near-black image is not blown up to noise.
float hdr_exposure(std::span<const uint8_t> src, uint32_t format, size_t texels) {
    double log_sum = 0;
    size_t lit = 0;
    for (size_t i = 0; i < texels; ++i) {
        const uint8_t* s = src.data() + i * 8;
        const float luminance = 0.2126f * hdr_channel(s, format, 0) + 0.7152f * hdr_channel(s, format, 1) +
                                0.0722f * hdr_channel(s, format, 2);
        if (!std::isfinite(luminance) || luminance <= 1e-6f) continue;
        log_sum += std::log(double(luminance));
        ++lit;
    }
    if (lit == 0) return 1.0f;
    const double exposure = 0.18 / std::exp(log_sum / double(lit));
    return float(std::clamp(exposure, 1.0 / 256.0, 256.0));
}

// Linear light, scaled and clamped to 0..1, through the sRGB curve: the same gamma the
// 8-bit textures beside it are stored in.
uint8_t hdr_to_display(float linear, float exposure) {
    const float v = linear * exposure;
    if (!(v > 0.0f)) return 0;  // negative and NaN
    const float c = std::min(v, 1.0f);
    const float encoded = c <= 0.0031308f ? 12.92f * c : 1.055f * std::pow(c, 1.0f / 2.4f) - 0.055f;
    return uint8_t(std::lround(encoded * 255.0f));
}

// A signed byte (-128..127) shown as a normal map shows it: 0 is 128, 127 is 255.
uint8_t signed_to_display(uint8_t s) { return uint8_t(s ^ 0x80); }

void decode_texel(const uint8_t* s, uint32_t format, float exposure, uint8_t* o) {
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
        case kRGBA16161616F:
        case kRGBA16161616: {
            const float alpha = format == kRGBA16161616F ? std::clamp(half_to_float(le16(s + 6)), 0.0f, 1.0f)
                                                         : float(le16(s + 6)) / 65535.0f;
            set(hdr_to_display(hdr_channel(s, format, 0), exposure), hdr_to_display(hdr_channel(s, format, 1), exposure),
                hdr_to_display(hdr_channel(s, format, 2), exposure), uint32_t(std::lround(alpha * 255.0f)));
            break;
        }
        case kUV88: {
            // du/dv (or a two-channel normal): z rebuilt as a unit normal's, so "no
            // offset" shows as the flat normal map colour (128, 128, 255).
            const float x = std::max(-1.0f, int8_t(s[0]) / 127.0f), y = std::max(-1.0f, int8_t(s[1]) / 127.0f);
            const float z = std::sqrt(std::max(0.0f, 1.0f - x * x - y * y));
            set(signed_to_display(s[0]), signed_to_display(s[1]), 128 + uint32_t(std::lround(z * 127.0f)), 255);
            break;
        }
        case kUVWQ8888:
            set(signed_to_display(s[0]), signed_to_display(s[1]), signed_to_display(s[2]), signed_to_display(s[3]));
            break;
        case kUVLX8888: set(signed_to_display(s[0]), signed_to_display(s[1]), s[2], 255); break;  // L unsigned, X unused
        default: set(255, 0, 255, 255); break;  // not reached: refused before decoding
    }
}

// One level (frame 0, face 0, slice 0) as RGBA; `src` holds image_bytes(format, w, h).
DecodedImage decode_level(std::span<const uint8_t> src, uint32_t format, uint32_t w, uint32_t h, float exposure) {
    DecodedImage out;
    out.width = int(w);
    out.height = int(h);
    out.channels = 4;
    out.pixels.resize(size_t(w) * h * 4);
    const FormatInfo& f = kFormats[format];
    if (f.block) {
        decode_blocks(src, texel_format_of(format), w, h, out.pixels.data());
    } else {
        const size_t count = size_t(w) * h;
        for (size_t i = 0; i < count; ++i)
            decode_texel(src.data() + i * f.bytes, format, exposure, out.pixels.data() + i * 4);
    }
    return out;
}

// One level shrunk by `factor` (a power of two) in each direction, each texel the mean
// of the factor×factor texels it covers (the edges' partial squares average what they
// hold), decoded a row of texels (or of blocks) at a time: the level at its full size,
// which is what made it too large, is never held.
DecodedImage decode_level_reduced(std::span<const uint8_t> src, uint32_t format, uint32_t w, uint32_t h,
                                  uint32_t factor, float exposure) {
    const FormatInfo& f = kFormats[format];
    const uint32_t ow = std::max<uint32_t>(1, w / factor), oh = std::max<uint32_t>(1, h / factor);
    DecodedImage out;
    out.width = int(ow);
    out.height = int(oh);
    out.channels = 4;
    out.pixels.assign(size_t(ow) * oh * 4, 0);
    const uint32_t strip_rows = f.block ? 4 : 1;
    std::vector<uint8_t> strip(size_t(w) * strip_rows * 4);
    std::vector<uint32_t> sum(size_t(ow) * 4), count(ow);
    const uint64_t strip_bytes = image_bytes(f, w, strip_rows);
    for (uint32_t y = 0; y < h; ++y) {
        if (y % strip_rows == 0) {
            const std::span<const uint8_t> row = src.subspan(size_t(mul(y / strip_rows, strip_bytes)), size_t(strip_bytes));
            if (f.block) {
                decode_blocks(row, texel_format_of(format), w, std::min(strip_rows, h - y), strip.data());
            } else {
                for (uint32_t x = 0; x < w; ++x) decode_texel(row.data() + size_t(x) * f.bytes, format, exposure, &strip[size_t(x) * 4]);
            }
        }
        const uint8_t* texels = &strip[size_t(y % strip_rows) * w * 4];
        for (uint32_t x = 0; x < w; ++x) {
            const uint32_t ox = std::min(ow - 1, x / factor);
            for (int c = 0; c < 4; ++c) sum[size_t(ox) * 4 + size_t(c)] += texels[size_t(x) * 4 + size_t(c)];
            ++count[ox];
        }
        const uint32_t oy = std::min(oh - 1, y / factor);
        const bool last_of_row = y + 1 == h || (std::min(oh - 1, (y + 1) / factor) != oy);
        if (!last_of_row) continue;
        for (uint32_t x = 0; x < ow; ++x) {
            for (int c = 0; c < 4; ++c)
                out.pixels[(size_t(oy) * ow + x) * 4 + size_t(c)] =
                    uint8_t((sum[size_t(x) * 4 + size_t(c)] + count[x] / 2) / std::max<uint32_t>(1, count[x]));
        }
        std::fill(sum.begin(), sum.end(), 0);
        std::fill(count.begin(), count.end(), 0);
    }
    return out;
}

// A level as the caller keeps it: its S3TC blocks as they are when `keep_blocks`
// allows and the format has them, else decoded to RGBA (shrunk by `factor` when > 1).
DecodedImage take_level(std::span<const uint8_t> src, uint32_t format, uint32_t w, uint32_t h, uint32_t factor,
                        float exposure, bool keep_blocks) {
    if (factor > 1) return decode_level_reduced(src, format, w, h, factor, exposure);
    const TexelFormat texels = texel_format_of(format);
    if (!keep_blocks || texels == TexelFormat::Texels) return decode_level(src, format, w, h, exposure);
    DecodedImage out;
    out.width = int(w);
    out.height = int(h);
    out.channels = 4;
    out.texels = texels;
    out.pixels.assign(src.begin(), src.begin() + std::ptrdiff_t(compressed_bytes(texels, w, h)));
    return out;
}

uint32_t max_mip_count(uint32_t w, uint32_t h, uint32_t d) {
    uint32_t side = std::max({w, h, d}), count = 1;
    while (side > 1) side >>= 1, ++count;
    return count;
}

// Strata Source's "AXC" resource (VTF 7.6): after the uint32 length every non-legacy
// resource starts with, an int16 deflate level (0: the data is not compressed and the
// resource means nothing), an int16 method (8 deflate, 93 Zstandard; 0 or less in the
// first files, whose level was one int32, means deflate), and a uint32 compressed size
// per mip level, frame and face, in the order the chain stores them. Each is a zlib
// stream (header and Adler-32 around the deflate data).
struct AuxCompression {
    std::vector<uint32_t> chunk_sizes;
};

std::optional<AuxCompression> read_aux_compression(const ByteReader& file, uint32_t offset, uint64_t chunks) {
    const ByteReader length = file.sub(offset, 4, "AXC resource");
    const uint32_t size = ByteReader(length).u32();
    ByteReader a = file.sub(size_t(offset) + 4, size, "AXC resource");
    if (size < 4) a.fail("is " + std::to_string(size) + " bytes, less than its 4-byte level and method");
    const int16_t level = a.i16(), method = a.i16();
    if (level == 0) return std::nullopt;
    if (method == kAxcZstd)
        a.fail("the image data is Zstandard-compressed (AXC method 93); bspview links no Zstandard decoder, "
               "only deflate (method 8)");
    if (method > 0 && method != kAxcDeflate)
        a.fail("unknown compression method " + std::to_string(method) + " (8 is deflate, 93 Zstandard)");
    if ((size - 4) / 4 < chunks)
        a.fail("holds " + std::to_string((size - 4) / 4) + " compressed sizes, the image has " + std::to_string(chunks) +
               " (mip levels x frames x faces)");
    AuxCompression out;
    out.chunk_sizes.resize(size_t(chunks));
    for (uint32_t& chunk : out.chunk_sizes) chunk = a.u32();
    return out;
}

}  // namespace

const char* vtf_format_name(uint32_t format) { return format < kFormatCount ? kFormats[format].name : "unknown"; }

std::optional<VtfImage> decode_vtf(std::span<const uint8_t> bytes, std::string* error, const std::string& name,
                                   const MemoryBudget& budget, const VtfDecodeOptions& options) {
    try {
        ByteReader r(bytes, name, "VTF header");
        if (bytes.size() < 16 || std::memcmp(bytes.data(), "VTF\0", 4) != 0) r.fail("not a VTF file (no \"VTF\\0\" signature)");
        r.seek(4);
        const uint32_t major = r.u32(), minor = r.u32();
        if (major != 7 || minor > 6)
            r.fail("version " + std::to_string(major) + "." + std::to_string(minor) + " is not supported (7.0 to 7.6)");
        const uint32_t header_size = r.u32();
        // Where the fields we read end: 7.0/7.1 at the thumbnail's height, 7.2 after
        // the depth, 7.3+ (7.6's header is 7.5's) after the resource count and its padding.
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
        if (format == kP8)
            r.fail("image format P8 (8-bit palette indices) cannot be shown: a VTF has no place for a palette "
                   "(no header field or resource holds one), and the engine does not decode P8 either");
        if (!info.decodable) r.fail(std::string("image format ") + info.name + " is not supported");
        const uint32_t faces = (flags & kVtfFlagEnvmap) ? ((minor >= 1 && minor <= 4 && first_frame != 0xFFFF) ? 7 : 6) : 1;

        // Where the high-res chain starts, and (7.6) where its compression is described.
        uint64_t chain_offset = 0;
        std::optional<uint32_t> axc_offset;
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
                if (resource_flags & kResourceHasNoData) continue;
                if (tag[0] == 0x30 && tag[1] == 0 && tag[2] == 0 && !found) {
                    chain_offset = offset;
                    found = true;
                } else if (minor >= 6 && tag[0] == 'A' && tag[1] == 'X' && tag[2] == 'C' && !axc_offset) {
                    axc_offset = offset;  // earlier versions' engines know no AXC and ignore it
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

        // Bytes of one image (frame, face, slice) of each level.
        std::vector<uint64_t> level_bytes(mip_count);
        for (uint32_t level = 0; level < mip_count; ++level)
            level_bytes[level] = image_bytes(info, mip_side(width, level), mip_side(height, level));

        // Levels larger than max_side are skipped, as the engine's picmip and its
        // hardware limit skip them; when even the smallest stored level is larger, it
        // is shrunk while decoded (`factor`).
        const uint32_t max_side = uint32_t(std::clamp(options.max_side, 1, kVtfMaxSide));
        uint32_t first = 0;
        while (first + 1 < mip_count && std::max(mip_side(width, first), mip_side(height, first)) > max_side) ++first;
        uint32_t factor = 1;
        while (std::max(mip_side(width, first), mip_side(height, first)) / factor > max_side) factor *= 2;
        // Then past the levels whose chain (as kept: blocks or RGBA) takes more than max_bytes.
        auto kept_bytes = [&](uint32_t level) {
            uint64_t total = 0;
            for (uint32_t l = level; l < mip_count; ++l) {
                const uint64_t w = mip_side(width, l), h = mip_side(height, l);
                total = add(total, factor > 1 && l == level ? mul(mul(std::max<uint64_t>(1, w / factor),
                                                                     std::max<uint64_t>(1, h / factor)), 4)
                                   : options.keep_blocks && info.block ? level_bytes[l]
                                                                       : mul(mul(w, h), 4));
                if (factor > 1) break;
            }
            return total;
        };
        bool cut_to_bytes = false;
        while (first + 1 < mip_count && factor == 1 && kept_bytes(first) > options.max_bytes) {
            ++first;
            cut_to_bytes = true;
        }

        const std::optional<AuxCompression> axc =
            axc_offset ? read_aux_compression(r, *axc_offset, uint64_t(mip_count) * frames * faces) : std::nullopt;

        // Where frame 0, face 0 of each level lies in the file (compressed or not); level 0 lies last.
        std::vector<uint64_t> level_offset(mip_count), level_stored(mip_count);
        uint64_t chain_bytes = 0;
        if (!axc) {
            for (uint32_t level = mip_count; level-- > 0;) {
                level_offset[level] = add(chain_offset, chain_bytes);
                level_stored[level] = level_bytes[level];
                chain_bytes = add(chain_bytes, mul(mul(mul(level_bytes[level], frames), faces), mip_side(depth, level)));
            }
        } else {
            // One zlib stream per level, frame and face (all slices of a volume in one),
            // smallest level first, packed tight: each starts where the sizes before it end.
            size_t chunk = 0;
            for (uint32_t level = mip_count; level-- > 0;) {
                level_offset[level] = add(chain_offset, chain_bytes);
                level_stored[level] = axc->chunk_sizes[chunk];
                for (uint32_t copy = 0; copy < frames * faces; ++copy)
                    chain_bytes = add(chain_bytes, axc->chunk_sizes[chunk++]);
            }
        }
        const uint64_t chain_end = add(chain_offset, chain_bytes);
        if (chain_end > bytes.size())
            r.fail(std::string(axc ? "deflate-compressed " : "") + info.name + " image data (" +
                   std::to_string(mip_count) + " mip levels, " + std::to_string(frames) + " frames, " +
                   std::to_string(faces) + " faces) ends at " +
                   (chain_end == kSaturated ? std::string("an absurd offset") : std::to_string(chain_end)) +
                   ", past the end of the " + std::to_string(bytes.size()) + "-byte file");

        // Compressed levels inflate to sizes the header decides, not the file's size:
        // each must be one deflate can reach from its stream, and all of them (with the
        // RGBA they decode to) must fit the budget, before anything is allocated.
        std::vector<uint64_t> level_inflated(mip_count);
        if (axc) {
            uint64_t need = 0;
            for (uint32_t level = first; level < mip_count; ++level) {
                level_inflated[level] = mul(level_bytes[level], mip_side(depth, level));
                if (level_inflated[level] > mul(level_stored[level], kMaxDeflateRatio))
                    r.fail("mip level " + std::to_string(level) + " claims to inflate " +
                           std::to_string(level_stored[level]) + " compressed bytes to " +
                           std::to_string(level_inflated[level]) + ", more than deflate can (" +
                           std::to_string(kMaxDeflateRatio) + ":1)");
                need = add(need, add(level_inflated[level],
                                     mul(mul(mip_side(width, level), mip_side(height, level)), 4)));
            }
            budget.check(need, name, "VTF image data", "the inflated and decoded mip levels", "memory");
        }

        VtfImage out;
        out.file_width = int(width);
        out.file_height = int(height);
        out.cut_to_bytes = cut_to_bytes;
        out.version_minor = int(minor);
        out.flags = flags;
        out.format = format;
        out.compressed = axc.has_value();
        std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor*)> inflater(
            axc ? libdeflate_alloc_decompressor() : nullptr, libdeflate_free_decompressor);
        if (axc && !inflater) throw std::bad_alloc();
        std::vector<uint8_t> inflated;
        for (uint32_t level = first; level < mip_count; ++level) {
            const std::string part = "mip level " + std::to_string(level);
            ByteReader stored = r.sub(size_t(level_offset[level]), size_t(level_stored[level]), part);
            std::span<const uint8_t> data = stored.bytes(size_t(level_stored[level]));
            if (axc) {
                inflated.resize(size_t(level_inflated[level]));
                size_t got = 0;
                const libdeflate_result result = libdeflate_zlib_decompress(
                    inflater.get(), data.data(), data.size(), inflated.data(), inflated.size(), &got);
                if (result != LIBDEFLATE_SUCCESS || got != inflated.size())
                    stored.fail(std::string("its zlib stream (") + std::to_string(data.size()) + " bytes) " +
                                (result == LIBDEFLATE_SUCCESS ? "inflates to " + std::to_string(got) + " bytes"
                                 : result == LIBDEFLATE_INSUFFICIENT_SPACE ? "inflates to more"
                                                                           : std::string("is not valid zlib data")) +
                                ", not the " + std::to_string(inflated.size()) + " the header makes it");
                data = std::span<const uint8_t>(inflated).first(size_t(level_bytes[level]));
            }
            const uint32_t w = mip_side(width, level), h = mip_side(height, level);
            if (level == first && is_hdr(format)) out.exposure = hdr_exposure(data, format, size_t(w) * h);
            DecodedImage image = take_level(data, format, w, h, level == first ? factor : 1, out.exposure,
                                            options.keep_blocks);
            if (level == first) out.image = std::move(image);
            else out.mip_levels.push_back(std::move(image));
            if (factor > 1) break;  // the smallest level was shrunk: it is the only one
        }
        // What the frames and faces below take: level `first`, shrunk like the image.
        const uint32_t first_w = mip_side(width, first), first_h = mip_side(height, first);
        const uint32_t kept_w = uint32_t(out.image.width), kept_h = uint32_t(out.image.height);
        // Animation frames (AnimatedTexture proxies): level 0 of frames 1.., face 0,
        // slice 0, at most kVtfMaxFrames in all; uncompressed chains only.
        out.frame_count = frames;
        if (frames > 1 && !axc && faces == 1) {
            const uint32_t kept = std::min<uint32_t>(frames, kVtfMaxFrames);
            const uint64_t frame_stride = mul(level_bytes[first], mip_side(depth, first));
            budget.check(mul(mul(uint64_t(kept_w) * kept_h, 4), kept - 1), name, "VTF animation frames",
                         "the decoded frames", "memory");
            for (uint32_t f = 1; f < kept; ++f) {
                ByteReader stored = r.sub(size_t(add(level_offset[first], mul(frame_stride, f))),
                                          size_t(level_bytes[first]), "frame " + std::to_string(f));
                out.frames.push_back(take_level(stored.bytes(size_t(level_bytes[first])), format, first_w, first_h,
                                                factor, out.exposure, false));
            }
        }
        // Cube maps: level 0 of each face of frame 0; in the chain a level holds its
        // frames, each frame its faces, each face its slices (uncompressed chains only).
        if (faces >= uint32_t(kVtfCubeFaces) && !axc) {
            const uint64_t face_stride = mul(level_bytes[first], mip_side(depth, first));
            budget.check(mul(mul(uint64_t(kept_w) * kept_h, 4), kVtfCubeFaces), name, "VTF cube map faces",
                         "the decoded faces", "memory");
            out.cube_faces.reserve(size_t(kVtfCubeFaces));
            for (uint32_t face = 0; face < uint32_t(kVtfCubeFaces); ++face) {
                if (face == 0) {
                    out.cube_faces.push_back(decompressed(out.image));
                    continue;
                }
                ByteReader stored = r.sub(size_t(add(level_offset[first], mul(face_stride, face))),
                                          size_t(level_bytes[first]), "cube face " + std::to_string(face));
                out.cube_faces.push_back(take_level(stored.bytes(size_t(level_bytes[first])), format, first_w, first_h,
                                                    factor, out.exposure, false));
            }
        }
        return out;
    } catch (const LoadError& e) {
        if (error) *error = e.what();
        return std::nullopt;
    }
}

}  // namespace bsp

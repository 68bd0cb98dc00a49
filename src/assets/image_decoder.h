#pragma once
// Decodes image files (tga, jpg, png, bmp through stb_image) from memory.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace bsp {

// How DecodedImage::pixels hold the texels: one texel after another (RGBA, or RGB
// where channels is 3), or S3TC blocks of 4×4 texels, a row of blocks after another,
// as a VTF stores them (assets/block_compression.h). Blocks are kept for textures the
// GPU decodes itself; code that reads texels on the CPU asks for decompressed().
enum class TexelFormat : uint8_t {
    Texels,  // channels bytes per texel
    Bc1,     // DXT1 (index 3 of a block whose first colour is not above the second is transparent black)
    Bc2,     // DXT3: explicit 4-bit alpha
    Bc3,     // DXT5: interpolated alpha
};

struct DecodedImage {
    int width = 0, height = 0;
    int channels = 4;            // always 4 (RGBA) or 3 (RGB) as requested; 4 for blocks
    std::vector<uint8_t> pixels; // rows top to bottom (of blocks, for S3TC)
    TexelFormat texels = TexelFormat::Texels;
    bool compressed() const { return texels != TexelFormat::Texels; }
};

// Largest image decoded: 8192x8192 (256 MiB as RGBA). The largest real textures are
// 4096x4096 and lightmap pages far smaller; a header claiming more is a lying file,
// whose pixels stb would allocate (and fill from nothing) before noticing.
constexpr uint64_t kMaxImagePixels = uint64_t(8192) * 8192;

// The size an image file's header claims, without decoding it; nullopt when the
// header is not one stb reads.
struct ImageSize {
    int width = 0, height = 0;
    uint64_t pixels() const { return uint64_t(width) * uint64_t(height); }
};
std::optional<ImageSize> image_size(std::span<const uint8_t> bytes);

// `channels` is 3 or 4. On failure returns nullopt and, when `error` is set, why. An
// image whose header claims more than `max_pixels` is refused before decoding.
std::optional<DecodedImage> decode_image(std::span<const uint8_t> bytes, int channels,
                                         std::string* error = nullptr, uint64_t max_pixels = kMaxImagePixels);

}  // namespace bsp

#pragma once
// Decodes image files (tga, jpg, png, bmp through stb_image) from memory.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace bsp {

struct DecodedImage {
    int width = 0, height = 0;
    int channels = 4;            // always 4 (RGBA) or 3 (RGB) as requested
    std::vector<uint8_t> pixels; // rows top to bottom
};

// `channels` is 3 or 4. On failure returns nullopt and, when `error` is set, why.
std::optional<DecodedImage> decode_image(std::span<const uint8_t> bytes, int channels,
                                         std::string* error = nullptr);

}  // namespace bsp

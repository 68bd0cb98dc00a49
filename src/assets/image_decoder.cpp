#include "assets/image_decoder.h"

#include <climits>
#include <cstring>

#include <stb/stb_image.h>  // implementation comes from libstb (-lstb)

namespace bsp {

std::optional<ImageSize> image_size(std::span<const uint8_t> bytes) {
    if (bytes.empty() || bytes.size() > size_t(INT_MAX)) return std::nullopt;
    ImageSize size;
    int file_channels = 0;
    if (!stbi_info_from_memory(bytes.data(), int(bytes.size()), &size.width, &size.height, &file_channels))
        return std::nullopt;
    return size;
}

std::optional<DecodedImage> decode_image(std::span<const uint8_t> bytes, int channels, std::string* error,
                                         uint64_t max_pixels) {
    auto fail = [&](std::string why) -> std::optional<DecodedImage> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    if (channels != 3 && channels != 4) return fail("asked for " + std::to_string(channels) + " channels (3 or 4)");
    if (bytes.empty()) return fail("empty file");
    if (bytes.size() > size_t(INT_MAX)) return fail("file too large to decode");

    if (const std::optional<ImageSize> claimed = image_size(bytes); claimed && claimed->pixels() > max_pixels)
        return fail("header claims " + std::to_string(claimed->width) + "x" + std::to_string(claimed->height) +
                    " pixels, more than the " + std::to_string(max_pixels) + " pixels this viewer decodes");
    int width = 0, height = 0, file_channels = 0;
    // stb converts whatever the file holds (grey, palette, 16-bit, bottom-up TGA) to
    // 8-bit rows top to bottom with the channel count we ask for.
    stbi_uc* pixels = stbi_load_from_memory(bytes.data(), int(bytes.size()), &width, &height, &file_channels,
                                            channels);
    if (!pixels) {
        const char* why = stbi_failure_reason();
        return fail(std::string("cannot decode image: ") + (why ? why : "unknown format"));
    }
    // stb accepts a PNM whose header says 0 pixels wide or high and returns a buffer
    // for it; there is nothing to draw (and nothing to copy).
    if (width <= 0 || height <= 0) {
        stbi_image_free(pixels);
        return fail("image is " + std::to_string(width) + "x" + std::to_string(height) + " pixels: nothing to draw");
    }
    DecodedImage image;
    image.width = width;
    image.height = height;
    image.channels = channels;
    const size_t size = size_t(width) * size_t(height) * size_t(channels);
    image.pixels.resize(size);
    std::memcpy(image.pixels.data(), pixels, size);
    stbi_image_free(pixels);
    return image;
}

}  // namespace bsp

#pragma once
// Writes RGBA8 pixels (rows top to bottom) as a PNG file through stb_image_write.
#include <cstdint>
#include <string>
#include <vector>

namespace bsp {

// Returns false when the file cannot be written. Alpha is forced opaque, so a
// screenshot never shows through where the clear colour had alpha.
bool write_png(const std::string& path, int width, int height, const std::vector<uint8_t>& rgba);

}  // namespace bsp

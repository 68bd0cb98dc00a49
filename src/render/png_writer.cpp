#include "render/png_writer.h"

#include <stb/stb_image_write.h>

namespace bsp {

bool write_png(const std::string& path, int width, int height, const std::vector<uint8_t>& rgba) {
    if (width <= 0 || height <= 0 || rgba.size() < size_t(width) * size_t(height) * 4) return false;
    std::vector<uint8_t> opaque(rgba);
    for (size_t i = 3; i < opaque.size(); i += 4) opaque[i] = 255;
    return stbi_write_png(path.c_str(), width, height, 4, opaque.data(), width * 4) != 0;
}

}  // namespace bsp

#include "render/texture_levels.h"

#include <algorithm>

#include "assets/block_compression.h"
#include "assets/image_scale.h"

namespace bsp {

TextureLevels levels_within_side(const DecodedImage& base, const std::vector<DecodedImage>& smaller, int max_side) {
    auto side = [](const DecodedImage* image) { return std::max(image->width, image->height); };
    TextureLevels out;
    out.levels.push_back(&base);
    for (const DecodedImage& level : smaller) out.levels.push_back(&level);
    size_t first = 0;
    while (first + 1 < out.levels.size() && side(out.levels[first]) > max_side) ++first;
    out.levels.erase(out.levels.begin(), out.levels.begin() + std::ptrdiff_t(first));
    if (side(out.levels.front()) > max_side) {
        const DecodedImage texels = decompressed(*out.levels.front());
        const double scale = double(max_side) / double(side(&texels));
        out.shrunk = std::make_unique<DecodedImage>(
            scale_image(texels, std::max(1, int(texels.width * scale)), std::max(1, int(texels.height * scale))));
        out.levels.assign(1, out.shrunk.get());
    }
    return out;
}

}  // namespace bsp

#include "assets/external_lightmaps.h"

#include "assets/image_decoder.h"

namespace bsp {

namespace {

// Stand-in for a page that could not be loaded: neutral light, so the surfaces
// using it show their textures at a plausible brightness and their uvs stay valid.
constexpr int kPlaceholderSize = 4;
constexpr uint8_t kPlaceholderGrey = 128;

void fill_placeholder(LightmapImage& image) {
    image.width = image.height = kPlaceholderSize;
    image.rgb.assign(size_t(kPlaceholderSize) * kPlaceholderSize * 3, kPlaceholderGrey);
}

}  // namespace

int load_external_lightmaps(Map& map, const Vfs& vfs, const MemoryBudget& budget) {
    int loaded = 0;
    uint64_t decoded_bytes = 0;
    for (LightmapImage& image : map.lightmaps) {
        if (image.external_path.empty() || !image.rgb.empty()) continue;
        // Direction maps (deluxemaps) are decoded the same way: the overlay shows them.
        const char* what = image.is_direction_map ? "external light-direction map '" : "external lightmap '";
        const std::optional<std::vector<uint8_t>> bytes = vfs.read(image.external_path);
        if (!bytes) {
            map.warnings.push_back(std::string(what) + image.external_path +
                                   "' not found; using a grey page");
            fill_placeholder(image);
            continue;
        }
        // Thousands of pages, each under the pixel limit, could still take all memory.
        if (const std::optional<ImageSize> size = image_size(*bytes);
            size && size->pixels() <= kMaxExternalLightmapPixels) {
            decoded_bytes += size->pixels() * 3;
            budget.check(decoded_bytes, image.external_path, "", "the external lightmaps up to this one",
                         "RGB pixels");
        }
        std::string why;
        std::optional<DecodedImage> decoded = decode_image(*bytes, 3, &why, kMaxExternalLightmapPixels);
        if (!decoded) {
            map.warnings.push_back(std::string(what) + image.external_path + "' (from " +
                                   vfs.source_of(image.external_path) + "): " + why + "; using a grey page");
            fill_placeholder(image);
            continue;
        }
        image.width = decoded->width;
        image.height = decoded->height;
        image.rgb = std::move(decoded->pixels);
        ++loaded;
    }
    budget.charge(decoded_bytes);
    return loaded;
}

}  // namespace bsp

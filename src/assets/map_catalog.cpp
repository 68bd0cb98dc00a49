#include "assets/map_catalog.h"

#include "assets/vtf_image.h"
#include "core/ascii.h"
#include "vfs/vfs.h"
#include "vfs/vfs_path.h"

namespace bsp {

std::vector<size_t> filter_catalog(const MapCatalog& catalog, const std::string& filter) {
    std::vector<size_t> out;
    out.reserve(catalog.maps.size());
    const std::string needle = ascii_lowercase(filter);
    for (size_t i = 0; i < catalog.maps.size(); ++i)
        if (needle.empty() || ascii_lowercase(catalog.maps[i].name).find(needle) != std::string::npos) out.push_back(i);
    return out;
}

std::optional<DecodedImage> load_levelshot(const MapCatalog& catalog, const CatalogMap& map) {
    if (map.levelshot.empty() || !catalog.vfs) return std::nullopt;
    const std::optional<std::vector<uint8_t>> bytes = catalog.vfs->read(map.levelshot);
    if (!bytes) return std::nullopt;
    if (iends_with(map.levelshot, ".vtf")) {
        std::optional<VtfImage> vtf = decode_vtf(*bytes);
        if (!vtf) return std::nullopt;
        return std::move(vtf->image);
    }
    // A levelshot is a small picture: one that claims more than 4096x4096 is not one.
    return decode_image(*bytes, 4, nullptr, uint64_t(4096) * 4096);
}

}  // namespace bsp

#include "assets/texture_bundle.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "assets/mip_levels.h"
#include "vfs/vfs.h"

namespace bsp {

namespace {

// Share of the work the scripts take before the first image: on oa_thor reading and
// parsing scripts/*.shader is ~10 ms of the bundle's ~240 ms.
constexpr float kScriptsShare = 0.05f;

bool embedded(const Material& m) {
    return !m.rgba.empty() && m.width > 0 && m.height > 0 &&
           m.rgba.size() >= size_t(m.width) * size_t(m.height) * 4;
}

}  // namespace

TextureBundle prepare_texture_bundle(const Map& map, const Vfs& vfs, const std::function<void(float)>& progress) {
    auto report = [&](float f) {
        if (progress) progress(f);
    };
    TextureBundle bundle;
    report(0.0f);
    bundle.scripts.load(vfs);
    report(kScriptsShare);
    TextureLibrary library(vfs, &bundle.scripts);
    std::unordered_map<std::string, std::vector<DecodedImage>> mip_levels;
    const size_t count = map.materials.size();
    for (size_t i = 0; i < count; ++i) {
        const Material& m = map.materials[i];
        if (embedded(m)) {
            // The renderer uploads the image from the Map itself; the levels are made here.
            if (bundle.embedded_mip_levels.size() < count) bundle.embedded_mip_levels.resize(count);
            DecodedImage base;
            base.width = m.width;
            base.height = m.height;
            base.pixels.assign(m.rgba.begin(), m.rgba.begin() + std::ptrdiff_t(size_t(m.width) * size_t(m.height) * 4));
            bundle.embedded_mip_levels[i] = build_mip_levels(base);
            report(kScriptsShare + (1.0f - kScriptsShare) * float(i + 1) / float(count));
            continue;
        }
        // The same lookups the renderer makes, so that it finds every answer here.
        const MaterialImage found = library.resolve(m.name);
        if (found.image && !mip_levels.count(found.path))
            mip_levels.emplace(found.path, build_mip_levels(*found.image));
        // Sky box faces are drawn without mip levels.
        if (found.shader && !found.shader->sky_box.empty()) library.has_sky_box(sky_box_prefix(found.shader->sky_box));
        report(kScriptsShare + (1.0f - kScriptsShare) * float(i + 1) / float(count));
    }
    // A sky box the map's entities name (GoldSrc's skyname).
    if (!map.skybox.empty()) library.has_sky_box(map.skybox);
    bundle.images = library.release_images();
    bundle.images.mip_levels_by_path = std::move(mip_levels);
    report(1.0f);
    return bundle;
}

}  // namespace bsp

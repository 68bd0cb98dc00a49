#include "assets/material_resolver.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "assets/image_collector.h"
#include "assets/sky_material.h"
#include "assets/source_materials.h"
#include "assets/texture_library.h"
#include "vfs/vfs.h"

namespace bsp {

namespace {

// Share of the work the scripts take before the first image: on oa_thor reading and
// parsing scripts/*.shader is ~10 ms of the ~240 ms this takes.
constexpr float kScriptsShare = 0.05f;

bool embedded(const Material& m) {
    return !m.rgba.empty() && m.width > 0 && m.height > 0 &&
           m.rgba.size() >= size_t(m.width) * size_t(m.height) * 4;
}

DecodedImage embedded_image(const Material& m) {
    DecodedImage image;
    image.width = m.width;
    image.height = m.height;
    image.pixels.assign(m.rgba.begin(), m.rgba.begin() + std::ptrdiff_t(size_t(m.width) * size_t(m.height) * 4));
    return image;
}

// Everything but the image: pass, blend, lighting source and culling.
ResolvedMaterial describe(const Material& m, const Q3ShaderInfo* shader) {
    ResolvedMaterial r;
    r.pass = material_pass(m, shader);
    r.warp = r.pass != MaterialPass::Sky && (m.flags & kMaterialWarp);
    if (r.pass == MaterialPass::Skip || r.pass == MaterialPass::Sky) return r;  // samples no image
    MaterialStage stage;
    if (shader) {
        stage.blend = shader->blend;
        r.two_sided = shader->two_sided;
        // A script without a $lightmap stage is lit by its vertex colours or not at all.
        if (!shader->has_lightmap_stage)
            r.lighting = shader->vertex_lit ? MaterialLighting::Vertex : MaterialLighting::None;
    } else if (r.pass == MaterialPass::Translucent) {
        stage.blend = BlendMode::AlphaBlend;
    }
    r.stages.push_back(stage);
    return r;
}

}  // namespace

MaterialPass material_pass(const Material& m, const Q3ShaderInfo* shader) {
    const bool nodraw = (m.flags & kMaterialNoDraw) || (shader && shader->nodraw);
    if (nodraw) return MaterialPass::Skip;
    // The faces of a fog volume show only the fog, which is not drawn yet: without
    // this they were opaque checkers. A fog shader with image stages (murky water,
    // drifting clouds) keeps drawing those stages, as Quake 3 does.
    if (shader && shader->fog && shader->first_image.empty()) return MaterialPass::Skip;
    if ((m.flags & kMaterialSky) || (shader && shader->sky)) return MaterialPass::Sky;
    if (shader) {
        switch (shader->blend) {
            case BlendMode::AlphaTest: return MaterialPass::AlphaTest;
            case BlendMode::AlphaBlend:
            case BlendMode::Additive:
            case BlendMode::Filter: return MaterialPass::Translucent;
            case BlendMode::Opaque: return MaterialPass::Opaque;
        }
    }
    if (m.flags & kMaterialAlphaTest) return MaterialPass::AlphaTest;
    if (m.flags & kMaterialTranslucent) return MaterialPass::Translucent;
    return MaterialPass::Opaque;
}

MaterialSet resolve_materials(const Map& map, const Vfs& vfs, const std::function<void(float)>& progress) {
    auto report = [&](float f) {
        if (progress) progress(f);
    };
    report(0.0f);
    Q3ShaderScripts scripts;
    scripts.load(vfs);
    report(kScriptsShare);
    TextureLibrary library(vfs, &scripts);
    ImageCollector images(library);

    // Only games with a materials/ folder (Source, or a map's pakfile) have VMTs:
    // the others skip one failing lookup per material.
    const bool source_vmts = vfs.exists("materials");

    MaterialSet set;
    const size_t count = map.materials.size();
    set.materials.reserve(count);
    std::vector<const Q3ShaderInfo*> shaders(count, nullptr);  // for the sky, below
    std::string problem;  // why a found Source material gave no image
    for (size_t i = 0; i < count; ++i) {
        const Material& m = map.materials[i];
        if (m.same_image_as >= 0 && size_t(m.same_image_as) < i) {
            // The same record as an earlier material (same name and flags): its image, not a copy.
            set.materials.push_back(set.materials[size_t(m.same_image_as)]);
            shaders[i] = shaders[size_t(m.same_image_as)];
        } else if (embedded(m)) {
            // Formats that embed their textures need no lookup and no script.
            ResolvedMaterial r = describe(m, nullptr);
            if (!r.stages.empty()) {
                r.stages[0].image = images.add("embedded:" + m.name, embedded_image(m));
                images.make_mip_levels(r.stages[0].image);
            }
            set.materials.push_back(std::move(r));
        } else if (std::optional<ResolvedMaterial> vmt =
                       source_vmts ? resolve_vmt_material(m, vfs, images, &problem) : std::nullopt) {
            // Source: the material's VMT decides everything (assets/source_materials.h).
            if (vmt->missing) set.missing.push_back({m.name, problem});
            set.materials.push_back(std::move(*vmt));
        } else {
            shaders[i] = library.shader_of(m.name);
            ResolvedMaterial r = describe(m, shaders[i]);
            if (!r.stages.empty()) {  // only images that are drawn are decoded
                const ImageLookup found = library.resolve(m.name);
                r.stages[0].image = found.image ? images.find(found.path) : -1;
                if (r.stages[0].image >= 0) {
                    images.make_mip_levels(r.stages[0].image);
                } else {
                    r.missing = true;
                    set.missing.push_back({m.name, found.problem});
                }
            }
            set.materials.push_back(std::move(r));
        }
        report(kScriptsShare + (1.0f - kScriptsShare) * float(i + 1) / float(count));
    }
    set.sky = resolve_sky(map, set.materials, shaders, images, vfs, source_vmts, set.warnings);
    set.images = images.release();
    report(1.0f);
    return set;
}

}  // namespace bsp

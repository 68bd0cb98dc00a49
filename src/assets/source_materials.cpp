#include "assets/source_materials.h"

#include <utility>

#include "assets/mip_levels.h"
#include "assets/vmt_material.h"
#include "assets/vtf_image.h"
#include "vfs/vfs.h"

namespace bsp {

namespace {

std::optional<std::string> read_text(const Vfs& vfs, const std::string& path) {
    std::optional<std::vector<uint8_t>> bytes = vfs.read(path);
    if (!bytes) return std::nullopt;
    return std::string(bytes->begin(), bytes->end());
}

// The .vtf as a MaterialImage with a mip chain down to 1×1.
std::optional<MaterialImage> load_vtf(const Vfs& vfs, const std::string& path, std::string* problem) {
    std::optional<std::vector<uint8_t>> bytes = vfs.read(path);
    if (!bytes) {
        if (problem) *problem = path + " not found";
        return std::nullopt;
    }
    std::optional<VtfImage> vtf = decode_vtf(*bytes, problem, path);
    if (!vtf) return std::nullopt;
    MaterialImage image{path, std::move(vtf->image), std::move(vtf->mip_levels)};
    const DecodedImage& smallest = image.mip_levels.empty() ? image.image : image.mip_levels.back();
    if (smallest.width > 1 || smallest.height > 1) {
        std::vector<DecodedImage> rest = build_mip_levels(smallest);
        for (DecodedImage& level : rest) image.mip_levels.push_back(std::move(level));
    }
    return image;
}

MaterialLighting lighting_of(const std::string& shader) {
    if (shader == "unlitgeneric") return MaterialLighting::None;
    if (shader == "vertexlitgeneric") return MaterialLighting::Vertex;
    return MaterialLighting::Lightmap;
}

}  // namespace

std::optional<ResolvedMaterial> resolve_vmt_material(const Material& m, const Vfs& vfs, ImageCollector& images,
                                                     std::string* problem) {
    const std::string path = vmt_path_of(m.name);
    std::optional<std::string> text = read_text(vfs, path);
    if (!text) return std::nullopt;
    if (problem) problem->clear();

    std::string error;
    const VmtFileReader reader = [&vfs](const std::string& include) { return read_text(vfs, include); };
    const std::optional<VmtMaterial> vmt = parse_vmt(*text, reader, &error, path);

    ResolvedMaterial r;
    if ((m.flags & kMaterialNoDraw) || (vmt && vmt->tool_nodraw)) {
        r.pass = MaterialPass::Skip;
        return r;
    }
    if ((m.flags & kMaterialSky) || (vmt && vmt->tool_sky)) {
        r.pass = MaterialPass::Sky;
        return r;
    }
    MaterialStage stage;
    if (vmt) {
        r.lighting = lighting_of(vmt->shader);
        r.two_sided = vmt->no_cull;
        if (vmt->additive) {
            r.pass = MaterialPass::Translucent;
            stage.blend = BlendMode::Additive;
        } else if (vmt->translucent) {
            r.pass = MaterialPass::Translucent;
            stage.blend = BlendMode::AlphaBlend;
        } else if (vmt->alpha_test) {
            r.pass = MaterialPass::AlphaTest;
            stage.blend = BlendMode::AlphaTest;
        } else if (m.flags & kMaterialAlphaTest) {  // the map's own surface flags, as for other formats
            r.pass = MaterialPass::AlphaTest;
        } else if (m.flags & kMaterialTranslucent) {
            r.pass = MaterialPass::Translucent;
            stage.blend = BlendMode::AlphaBlend;
        }
        if (vmt->base_texture.empty()) {
            error = path + ": no $basetexture";
        } else {
            const std::string vtf = vtf_path_of(vmt->base_texture);
            stage.image = images.find_decoded(vtf, [&] { return load_vtf(vfs, vtf, &error); });
            if (stage.image < 0 && error.empty()) error = vtf + " could not be read or decoded";
        }
        // A self-shadowing bump map ($ssbump) stores weights the shader reads another
        // way; not drawn yet, so those faces keep their flat light.
        if (!vmt->bump_map.empty() && !vmt->ssbump) {
            // Decoded as the base texture is; a missing one only loses the bumps.
            const std::string vtf = vtf_path_of(vmt->bump_map);
            std::string bump_error;
            r.bump_image = images.find_decoded(vtf, [&] { return load_vtf(vfs, vtf, &bump_error); });
        }
    }
    r.missing = stage.image < 0;
    if (problem && r.missing) *problem = error;
    r.stages.push_back(stage);
    return r;
}

}  // namespace bsp

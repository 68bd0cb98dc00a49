#include "assets/sky_material.h"

#include <algorithm>
#include <optional>
#include <string>

#include "assets/image_scale.h"
#include "assets/source_materials.h"

namespace bsp {

namespace {

constexpr const char* kSkySuffixes[6] = {"rt", "lf", "bk", "ft", "up", "dn"};

// How a face image is looked up: as an image file name, or (Source) also as a
// material whose VMT names the VTF.
struct FaceLookup {
    const Vfs* vfs = nullptr;  // set: try <name> as a Source material when no image file has it
    int32_t find(const std::string& name, ImageCollector& images) const {
        const int32_t image = images.find(name);
        if (image >= 0 || !vfs) return image;
        Material face;
        face.name = name;
        const std::optional<ResolvedMaterial> vmt = resolve_vmt_material(face, *vfs, images);
        return vmt && vmt->base_stage() ? vmt->base_stage()->image : -1;
    }
};

// The six faces <prefix>rt .. dn; stops at the first missing face. One array texture
// needs one size, but the engines draw each face at its own: faces of other sizes are
// scaled to the largest width and height, with a warning naming them.
std::optional<std::array<int32_t, 6>> find_box(const std::string& prefix, ImageCollector& images,
                                               std::vector<std::string>& warnings, const FaceLookup& lookup = {}) {
    std::array<int32_t, 6> box;
    for (size_t i = 0; i < box.size(); ++i)
        if ((box[i] = lookup.find(prefix + kSkySuffixes[i], images)) < 0) return std::nullopt;
    // Streamed (all six found, none decoded): their sizes are checked when they come
    // (render/gl/sky.h), where unequal faces are scaled the same way.
    if (std::all_of(box.begin(), box.end(), [&](int32_t face) { return images.pending(face); })) return box;
    int width = 0, height = 0;
    for (int32_t face : box) {
        // Found but not decodable (a file the streaming loader only saw exists): no box.
        if (images.pixels(face).width <= 0) return std::nullopt;
        width = std::max(width, images.pixels(face).width);
        height = std::max(height, images.pixels(face).height);
    }
    std::string scaled;
    for (size_t i = 0; i < box.size(); ++i) {
        const DecodedImage& f = images.pixels(box[i]);
        if (f.width == width && f.height == height) continue;
        const std::string size = std::to_string(f.width) + "x" + std::to_string(f.height);
        scaled += std::string(scaled.empty() ? "" : ", ") + kSkySuffixes[i] + " " + size;
        box[i] = images.add(prefix + kSkySuffixes[i] + " (scaled from " + size + ")", scale_image(f, width, height));
    }
    if (!scaled.empty())
        warnings.push_back("sky box " + prefix + ": faces of unequal sizes (" + scaled + "), scaled to " +
                           std::to_string(width) + "x" + std::to_string(height) + " as the engine draws each at its own size");
    return box;
}

// The stages the engine draws as cloud layers (R_BuildCloudData: every stage once
// skyParms gave a cloud height), their images looked up; at most kMaxSkyClouds.
std::vector<MaterialStage> cloud_layers(const Q3ShaderInfo& shader, ImageCollector& images,
                                        std::vector<std::string>& warnings) {
    std::vector<MaterialStage> clouds;
    if (shader.cloud_height <= 0.0f) return clouds;
    for (const MaterialStage& source : shader.stages) {
        if (clouds.size() == kMaxSkyClouds) {
            warnings.push_back("sky " + shader.name + ": " + std::to_string(shader.stages.size()) +
                               " cloud layers, only the first " + std::to_string(kMaxSkyClouds) + " are drawn");
            break;
        }
        MaterialStage st = source;
        auto image = [&](const std::string& name) {
            const int32_t i = images.find(name);
            if (i >= 0) images.make_mip_levels(i);
            return i;
        };
        if (st.texture == StageTexture::Image) {
            st.image = image(st.image_name);
            st.frames.clear();
            for (const std::string& f : st.frame_names) st.frames.push_back(image(f));
        }
        clouds.push_back(std::move(st));
    }
    return clouds;
}

SkyMaterial shader_sky(const Q3ShaderInfo& shader, ImageCollector& images, std::vector<std::string>& warnings) {
    SkyMaterial sky;
    sky.clouds = cloud_layers(shader, images, warnings);
    if (!sky.clouds.empty()) sky.cloud_height = shader.cloud_height;
    // The far box's base name plus "_" ("env/space" → "env/space_rt" ...).
    if (!shader.sky_box.empty()) {
        if (auto box = find_box(shader.sky_box + "_", images, warnings)) {
            sky.kind = SkyKind::Box;
            sky.box = *box;
            return sky;
        }
    }
    // Clouds without a box (OpenArena's "skyParms full 800 -": no env/full_* faces):
    // the engine skips the box and draws the layers over what is there (the flat colour here).
    if (!sky.clouds.empty()) return sky;
    if (!shader.first_image.empty()) {
        if ((sky.back = images.find(shader.first_image)) >= 0) sky.kind = SkyKind::Cloud;
    }
    return sky;
}

// Quake's 256x128 sky: two square halves side by side, the front layer on the left;
// palette index 0 (black) is where the back layer shows through.
SkyMaterial embedded_layers(const Material& source, ImageCollector& images) {
    SkyMaterial sky;
    const int w = source.width, h = source.height;
    if (w != 2 * h || h <= 0 || source.rgba.size() < size_t(w) * size_t(h) * 4) return sky;
    const int half = w / 2;
    DecodedImage front, back;
    front.width = back.width = half;
    front.height = back.height = h;
    front.pixels.resize(size_t(half) * size_t(h) * 4);
    back.pixels.resize(front.pixels.size());
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < half; ++x) {
            const uint8_t* f = &source.rgba[(size_t(y) * size_t(w) + size_t(x)) * 4];
            const uint8_t* b = &source.rgba[(size_t(y) * size_t(w) + size_t(x + half)) * 4];
            uint8_t* fo = &front.pixels[(size_t(y) * size_t(half) + size_t(x)) * 4];
            uint8_t* bo = &back.pixels[(size_t(y) * size_t(half) + size_t(x)) * 4];
            std::copy(f, f + 4, fo);
            std::copy(b, b + 4, bo);
            fo[3] = (f[0] | f[1] | f[2]) == 0 ? 0 : 255;
            bo[3] = 255;
        }
    }
    sky.kind = SkyKind::Layers;
    sky.back = images.add("sky-back:" + source.name, std::move(back));
    sky.front = images.add("sky-front:" + source.name, std::move(front));
    return sky;
}

}  // namespace

std::vector<std::string> sky_image_names(const Q3ShaderInfo& shader) {
    std::vector<std::string> names;
    if (!shader.sky_box.empty())
        for (const char* suffix : kSkySuffixes) names.push_back(shader.sky_box + "_" + suffix);
    if (shader.cloud_height > 0.0f) {
        for (size_t i = 0; i < shader.stages.size() && i < kMaxSkyClouds; ++i) {
            const MaterialStage& st = shader.stages[i];
            if (st.texture != StageTexture::Image) continue;
            names.push_back(st.image_name);
            names.insert(names.end(), st.frame_names.begin(), st.frame_names.end());
        }
    } else if (!shader.first_image.empty()) {
        names.push_back(shader.first_image);
    }
    return names;
}

SkyMaterial resolve_sky(const Map& map, const std::vector<ResolvedMaterial>& materials,
                        const std::vector<const Q3ShaderInfo*>& shaders, ImageCollector& images,
                        const Vfs& vfs, bool vmt_faces, std::vector<std::string>& warnings) {
    const FaceLookup entity_box{vmt_faces ? &vfs : nullptr};
    for (const Surface& s : map.surfaces) {
        if (s.material < 0 || size_t(s.material) >= materials.size()) continue;
        const size_t m = size_t(s.material);
        if (materials[m].pass != MaterialPass::Sky) continue;
        if (shaders[m]) return shader_sky(*shaders[m], images, warnings);
        // A box the entities name (GoldSrc's skyname) wins over an embedded texture.
        if (!map.skybox.empty()) {
            if (auto box = find_box(map.skybox, images, warnings, entity_box)) {
                SkyMaterial sky;
                sky.kind = SkyKind::Box;
                sky.box = *box;
                return sky;
            }
        }
        const Material& source = image_owner(map.materials, m);
        if ((source.flags & kMaterialSkyLayers) && !source.rgba.empty()) return embedded_layers(source, images);
        return {};
    }
    return {};
}

}  // namespace bsp

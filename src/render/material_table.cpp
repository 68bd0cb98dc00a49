#include "render/material_table.h"

#include <unordered_map>

#include "render/gl_texture.h"

namespace bsp {

MaterialTable::~MaterialTable() {
    if (!textures_.empty()) glDeleteTextures(GLsizei(textures_.size()), textures_.data());
}

DrawPass draw_pass_for(const Material& m, const Q3ShaderInfo* shader) {
    const bool nodraw = (m.flags & kMaterialNoDraw) || (shader && shader->nodraw);
    if (nodraw) return DrawPass::Skip;
    // The faces of a fog volume show only the fog, which is not drawn yet: without
    // this they were opaque checkers. A fog shader with image stages (murky water,
    // drifting clouds) keeps drawing those stages, as Quake 3 does.
    if (shader && shader->fog && shader->first_image.empty()) return DrawPass::Skip;
    if ((m.flags & kMaterialSky) || (shader && shader->sky)) return DrawPass::Sky;
    if (shader) {
        switch (shader->blend) {
            case ShaderBlend::AlphaTest: return DrawPass::AlphaTest;
            case ShaderBlend::AlphaBlend:
            case ShaderBlend::Additive:
            case ShaderBlend::Filter: return DrawPass::Translucent;
            case ShaderBlend::Opaque: return DrawPass::Opaque;
        }
    }
    if (m.flags & kMaterialAlphaTest) return DrawPass::AlphaTest;
    if (m.flags & kMaterialTranslucent) return DrawPass::Translucent;
    return DrawPass::Opaque;
}

namespace {

// A mipmapped texture: with the levels the loader made when it has them, else GL makes them.
GLuint upload(const DecodedImage& image, const std::vector<DecodedImage>* mip_levels) {
    if (!mip_levels || mip_levels->empty())
        return create_texture_rgba(image.width, image.height, image.pixels.data(), {});
    return create_texture_rgba_levels(image, *mip_levels, {});
}

}  // namespace

void MaterialTable::load(const Map& map, const TextureLibrary& library,
                         const std::vector<std::vector<DecodedImage>>& embedded_mip_levels) {
    const GLuint checker = create_checker_texture();
    textures_.push_back(checker);
    fallback_.texture = checker;
    fallback_.missing = true;

    std::unordered_map<std::string, GLuint> by_path;
    materials_.assign(map.materials.size(), {});
    for (size_t i = 0; i < map.materials.size(); ++i) {
        const Material& m = map.materials[i];
        DrawMaterial& d = materials_[i];
        d.texture = checker;
        if (!m.rgba.empty() && m.width > 0 && m.height > 0 &&
            m.rgba.size() >= size_t(m.width) * size_t(m.height) * 4) {
            // Formats that embed their textures need no lookup.
            const bool levels = i < embedded_mip_levels.size() && !embedded_mip_levels[i].empty();
            d.texture = levels ? create_texture_rgba_levels(m.width, m.height, m.rgba.data(), embedded_mip_levels[i], {})
                               : create_texture_rgba(m.width, m.height, m.rgba.data(), {});
            textures_.push_back(d.texture);
            d.pass = draw_pass_for(m, nullptr);
            continue;
        }
        MaterialImage found = library.resolve(m.name);
        d.shader = found.shader;
        d.pass = draw_pass_for(m, found.shader);
        if (found.shader) {
            d.blend = found.shader->blend;
            d.two_sided = found.shader->two_sided;
            d.script_lightmap = found.shader->has_lightmap_stage;
            d.script_vertex_lit = found.shader->vertex_lit;
        } else if (d.pass == DrawPass::Translucent) {
            d.blend = ShaderBlend::AlphaBlend;
        }
        if (d.pass == DrawPass::Skip || d.pass == DrawPass::Sky) continue;  // never sampled
        if (!found.image) {
            d.missing = true;
            missing_.push_back(m.name);
            continue;
        }
        auto it = by_path.find(found.path);
        if (it == by_path.end()) {
            const GLuint tex = upload(*found.image, found.mip_levels);
            textures_.push_back(tex);
            it = by_path.emplace(found.path, tex).first;
        }
        d.texture = it->second;
    }
}

const DrawMaterial& MaterialTable::get(int32_t material) const {
    if (material < 0 || size_t(material) >= materials_.size()) return fallback_;
    return materials_[size_t(material)];
}

Lighting MaterialTable::lighting_for(int32_t material, int lightmap_page) const {
    const DrawMaterial& d = get(material);
    if (d.shader && !d.script_lightmap) return d.script_vertex_lit ? Lighting::Vertex : Lighting::None;
    if (lightmap_page >= 0) return Lighting::Lightmap;
    // Quake 3 lights surfaces without a lightmap by their vertex colours.
    return Lighting::Vertex;
}

}  // namespace bsp

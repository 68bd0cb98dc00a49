#include "render/gl/material_table.h"

#include <algorithm>

#include "render/gl/gl_texture.h"

namespace bsp {

MaterialTable::~MaterialTable() {
    if (!textures_.empty()) glDeleteTextures(GLsizei(textures_.size()), textures_.data());
}

namespace {

// The stand-in of each streamed image until its pixels come: white where a stage
// draws it over what is behind (times the light: the lightmaps show) or multiplies
// what is behind (white changes nothing); clear where every stage showing it is
// alpha-tested, alpha-blended or added, which a clear texel leaves as it was: a
// grate, a glow or a flare shows nothing yet rather than a white shape.
std::vector<bool> clear_stand_ins(const MaterialSet& set) {
    std::vector<uint8_t> uses(set.images.size(), 0);  // bit 0: some use needs white; bit 1: some use is see-through
    for (const ResolvedMaterial& m : set.materials) {
        for (const MaterialStage& st : m.stages) {
            const bool see_through = m.pass == MaterialPass::AlphaTest || st.blend == BlendMode::AlphaTest ||
                                     st.blend == BlendMode::AlphaBlend || st.blend == BlendMode::Additive;
            auto mark = [&](int32_t image) {
                if (image >= 0 && size_t(image) < uses.size()) uses[size_t(image)] |= see_through ? 2 : 1;
            };
            mark(st.image);
            for (int32_t frame : st.frames) mark(frame);
        }
    }
    std::vector<bool> clear(uses.size());
    for (size_t i = 0; i < uses.size(); ++i) clear[i] = uses[i] == 2;
    return clear;
}

// A mipmapped texture: with the levels the loader made when it has them, else GL makes
// them; a streamed image's 1x1 stand-in (`clear`: see clear_stand_ins).
GLuint upload(const MaterialImage& m, bool clear = false) {
    if (m.pending) {
        const uint8_t white[4] = {255, 255, 255, 255}, none[4] = {0, 0, 0, 0};
        return create_texture_rgba(1, 1, clear ? none : white, {});
    }
    if (m.mip_levels.empty()) return create_texture_rgba(m.image.width, m.image.height, m.image.pixels.data(), {});
    return create_texture_rgba_levels(m.image, m.mip_levels, {});
}

}  // namespace

void MaterialTable::load(const MaterialSet& set) {
    slots_ = MaterialSlots(set);
    textures_.push_back(create_checker_texture());  // MaterialSlots::kCheckerSlot
    const std::vector<bool> clear = clear_stand_ins(set);
    for (uint32_t slot = 1; slot < slots_.slot_count(); ++slot) {
        const size_t image = size_t(slots_.image_of_slot(slot));
        textures_.push_back(upload(set.images[image], clear[image]));
    }
}

bool MaterialTable::stream_image(int32_t image, const MaterialImage& decoded, const std::string& problem,
                                 const std::vector<std::string>& material_names) {
    const int64_t slot = slots_.slot_of_image_or_none(image);
    if (slot <= 0 || size_t(slot) >= textures_.size()) return false;
    const bool failed = decoded.image.width <= 0 || decoded.image.height <= 0;
    glActiveTexture(GL_TEXTURE0);  // every frame binds what it draws with: this unit's binding is free
    const GLuint texture = failed ? create_checker_texture() : upload(decoded);
    glDeleteTextures(1, &textures_[size_t(slot)]);
    textures_[size_t(slot)] = texture;
    if (failed) {
        checker_slots_.push_back(uint32_t(slot));
        slots_.add_missing_image(image, material_names, decoded.source, problem);
    } else if (filter_ != TextureFilter::Trilinear) {  // the filter a texture is made with
        glBindTexture(GL_TEXTURE_2D, texture);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min_filter_of(filter_));
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, mag_filter_of(filter_));
        glBindTexture(GL_TEXTURE_2D, 0);
    }
    return true;
}

void MaterialTable::set_filter(TextureFilter filter) {
    filter_ = filter;
    for (size_t slot = 0; slot < textures_.size(); ++slot) {
        if (slot == MaterialSlots::kCheckerSlot ||
            std::find(checker_slots_.begin(), checker_slots_.end(), uint32_t(slot)) != checker_slots_.end())
            continue;
        glBindTexture(GL_TEXTURE_2D, textures_[slot]);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min_filter_of(filter));
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, mag_filter_of(filter));
    }
    glBindTexture(GL_TEXTURE_2D, 0);
}

}  // namespace bsp

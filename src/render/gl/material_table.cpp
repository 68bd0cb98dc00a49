#include "render/gl/material_table.h"

#include "render/gl/gl_texture.h"

namespace bsp {

MaterialTable::~MaterialTable() {
    if (!textures_.empty()) glDeleteTextures(GLsizei(textures_.size()), textures_.data());
}

namespace {

// A mipmapped texture: with the levels the loader made when it has them, else GL makes them.
GLuint upload(const MaterialImage& m) {
    if (m.pending) {  // streamed: white until its pixels come (lightmaps alone show)
        const uint8_t white[4] = {255, 255, 255, 255};
        return create_texture_rgba(1, 1, white, {});
    }
    if (m.mip_levels.empty()) return create_texture_rgba(m.image.width, m.image.height, m.image.pixels.data(), {});
    return create_texture_rgba_levels(m.image, m.mip_levels, {});
}

}  // namespace

void MaterialTable::load(const MaterialSet& set) {
    slots_ = MaterialSlots(set);
    textures_.push_back(create_checker_texture());  // MaterialSlots::kCheckerSlot
    for (uint32_t slot = 1; slot < slots_.slot_count(); ++slot)
        textures_.push_back(upload(set.images[size_t(slots_.image_of_slot(slot))]));
}

bool MaterialTable::stream_image(int32_t image, const MaterialImage& decoded, const std::string& problem) {
    const int64_t slot = slots_.slot_of_image_or_none(image);
    if (slot <= 0 || size_t(slot) >= textures_.size()) return false;
    const bool failed = decoded.image.width <= 0 || decoded.image.height <= 0;
    glActiveTexture(GL_TEXTURE0);  // every frame binds what it draws with: this unit's binding is free
    const GLuint texture = failed ? create_checker_texture() : upload(decoded);
    glDeleteTextures(1, &textures_[size_t(slot)]);
    textures_[size_t(slot)] = texture;
    if (failed) {
        slots_.add_missing({decoded.source, problem});
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
        if (slot == MaterialSlots::kCheckerSlot) continue;
        glBindTexture(GL_TEXTURE_2D, textures_[slot]);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min_filter_of(filter));
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, mag_filter_of(filter));
    }
    glBindTexture(GL_TEXTURE_2D, 0);
}

}  // namespace bsp

#include "render/gl/material_table.h"

#include "render/gl/gl_texture.h"

namespace bsp {

MaterialTable::~MaterialTable() {
    if (!textures_.empty()) glDeleteTextures(GLsizei(textures_.size()), textures_.data());
}

namespace {

// A mipmapped texture: with the levels the loader made when it has them, else GL makes them.
GLuint upload(const MaterialImage& m) {
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

void MaterialTable::set_filter(TextureFilter filter) {
    for (size_t slot = 0; slot < textures_.size(); ++slot) {
        if (slot == MaterialSlots::kCheckerSlot) continue;
        glBindTexture(GL_TEXTURE_2D, textures_[slot]);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min_filter_of(filter));
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, mag_filter_of(filter));
    }
    glBindTexture(GL_TEXTURE_2D, 0);
}

}  // namespace bsp

#include "render/material_table.h"

#include "render/gl_texture.h"

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
    textures_.push_back(create_checker_texture());  // kCheckerSlot
    fallback_.missing = true;
    fallback_.stages.push_back({});
    materials_ = set.materials;
    missing_ = set.missing;
    slot_of_material_.assign(materials_.size(), kCheckerSlot);
    // In material order, each image on first use: the slots come out in the order
    // the materials name their images.
    std::vector<int64_t> slot_of_image(set.images.size(), -1);
    for (size_t i = 0; i < materials_.size(); ++i) {
        const MaterialStage* stage = materials_[i].base_stage();
        if (!stage || stage->image < 0 || size_t(stage->image) >= set.images.size()) continue;
        int64_t& slot = slot_of_image[size_t(stage->image)];
        if (slot < 0) {
            slot = int64_t(textures_.size());
            textures_.push_back(upload(set.images[size_t(stage->image)]));
        }
        slot_of_material_[i] = uint32_t(slot);
    }
}

const ResolvedMaterial& MaterialTable::get(int32_t material) const {
    if (material < 0 || size_t(material) >= materials_.size()) return fallback_;
    return materials_[size_t(material)];
}

uint32_t MaterialTable::texture_slot(int32_t material) const {
    if (material < 0 || size_t(material) >= slot_of_material_.size()) return kCheckerSlot;
    return slot_of_material_[size_t(material)];
}

}  // namespace bsp

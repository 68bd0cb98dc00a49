#include "render/material_slots.h"

namespace bsp {

MaterialSlots::MaterialSlots() : image_of_slot_{-1} {
    fallback_.missing = true;
    fallback_.stages.push_back({});
}

MaterialSlots::MaterialSlots(const MaterialSet& set) : MaterialSlots() {
    materials_ = set.materials;
    missing_ = set.missing;
    slot_of_material_.assign(materials_.size(), kCheckerSlot);
    // In material order, each image on first use.
    std::vector<int64_t> slot_of_image(set.images.size(), -1);
    for (size_t i = 0; i < materials_.size(); ++i) {
        const MaterialStage* stage = materials_[i].base_stage();
        if (!stage || stage->image < 0 || size_t(stage->image) >= set.images.size()) continue;
        int64_t& slot = slot_of_image[size_t(stage->image)];
        if (slot < 0) {
            slot = int64_t(image_of_slot_.size());
            image_of_slot_.push_back(stage->image);
        }
        slot_of_material_[i] = uint32_t(slot);
    }
}

const ResolvedMaterial& MaterialSlots::get(int32_t material) const {
    if (material < 0 || size_t(material) >= materials_.size()) return fallback_;
    return materials_[size_t(material)];
}

uint32_t MaterialSlots::texture_slot(int32_t material) const {
    if (material < 0 || size_t(material) >= slot_of_material_.size()) return kCheckerSlot;
    return slot_of_material_[size_t(material)];
}

}  // namespace bsp

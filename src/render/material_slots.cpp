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
    slot_of_image_.assign(set.images.size(), -1);
    auto slot_for = [&](int32_t image) {
        int64_t& slot = slot_of_image_[size_t(image)];
        if (slot < 0) {
            slot = int64_t(image_of_slot_.size());
            image_of_slot_.push_back(image);
        }
        return uint32_t(slot);
    };
    auto valid = [&](int32_t image) { return image >= 0 && size_t(image) < set.images.size(); };
    for (size_t i = 0; i < materials_.size(); ++i) {
        const MaterialStage* stage = materials_[i].base_stage();
        if (!stage || !valid(stage->image)) continue;
        slot_of_material_[i] = slot_for(stage->image);
    }
    // Base images keep the slots (and so the draw order) they had without stages.
    for (const ResolvedMaterial& m : materials_) {
        if (!m.staged) continue;
        for (const MaterialStage& st : m.stages) {
            if (valid(st.image)) slot_for(st.image);
            for (int32_t f : st.frames)
                if (valid(f)) slot_for(f);
        }
    }
    // Source normal maps last, so maps without them keep every slot they had.
    for (const ResolvedMaterial& m : materials_)
        if (valid(m.bump_image)) slot_for(m.bump_image);
    // Then the Source look's other images (second layer, detail, masks, frames).
    for (const ResolvedMaterial& m : materials_) {
        const SourceLook& l = m.source;
        for (int32_t image : {l.layer_image, l.modulate_image, l.detail_image, l.self_illum_mask, l.envmap.mask_image})
            if (valid(image)) slot_for(image);
        for (int32_t f : l.frames)
            if (valid(f)) slot_for(f);
    }
}

void MaterialSlots::add_missing_image(int32_t image, const std::vector<std::string>& names, const std::string& source,
                                      const std::string& problem) {
    bool named = false;
    for (size_t i = 0; i < materials_.size() && i < names.size(); ++i) {
        const MaterialStage* stage = materials_[i].base_stage();
        if (!stage || stage->image != image) continue;
        materials_[i].missing = true;
        missing_.push_back({names[i], problem.empty() ? source : source + ": " + problem});
        named = true;
    }
    if (!named) missing_.push_back({source, problem});
}

uint32_t MaterialSlots::slot_of_image(int32_t image) const {
    if (image < 0 || size_t(image) >= slot_of_image_.size() || slot_of_image_[size_t(image)] < 0) return kCheckerSlot;
    return uint32_t(slot_of_image_[size_t(image)]);
}

const ResolvedMaterial& MaterialSlots::get(int32_t material) const {
    if (material < 0 || size_t(material) >= materials_.size()) return fallback_;
    return materials_[size_t(material)];
}

int64_t MaterialSlots::bump_slot(int32_t material) const {
    if (material < 0 || size_t(material) >= materials_.size()) return -1;
    return slot_of_image_or_none(materials_[size_t(material)].bump_image);
}

uint32_t MaterialSlots::texture_slot(int32_t material) const {
    if (material < 0 || size_t(material) >= slot_of_material_.size()) return kCheckerSlot;
    return slot_of_material_[size_t(material)];
}

}  // namespace bsp

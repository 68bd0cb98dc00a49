#pragma once
// Which texture each material draws with, decided without GL: the images the
// drawn materials' base stages use get slots in the order the materials name them
// (slot 0 is the checker that stands in for a missing image), then the other images
// of materials drawn stage by stage. Draw groups are keyed
// and sorted by slot, and MaterialTable (render/material_table.h) uploads one
// texture per slot, so a frame can be planned, and tested, without a GL context.
#include <cstdint>
#include <string>
#include <vector>

#include "assets/material.h"

namespace bsp {

class MaterialSlots {
public:
    static constexpr uint32_t kCheckerSlot = 0;

    MaterialSlots();
    explicit MaterialSlots(const MaterialSet& set);

    // The record of a Map material; an out-of-range index gets an opaque material
    // whose image is missing.
    const ResolvedMaterial& get(int32_t material) const;
    // The texture slot of the material's base stage (the checker when its image is missing).
    uint32_t texture_slot(int32_t material) const;
    // The slot of the material's Source normal map ($bumpmap); -1 when it has none.
    int64_t bump_slot(int32_t material) const;
    // The slot of any image a stage draws (staged materials' other stages and
    // animation frames get slots after every base image); the checker for -1.
    uint32_t slot_of_image(int32_t image) const;
    // Slots in use, the checker included.
    uint32_t slot_count() const { return uint32_t(image_of_slot_.size()); }
    // MaterialSet::images index of a slot; -1 for the checker.
    int32_t image_of_slot(uint32_t slot) const { return image_of_slot_[slot]; }
    const std::vector<MissingMaterial>& missing() const { return missing_; }
    // A streamed image that did not decode after all (its slot now shows the checker),
    // listed as resolve_materials lists an image it could not decode: each material
    // whose base stage shows it, by its name in `names` (Map::materials' order), is
    // missing with "source: problem"; an image no base stage shows (another stage's
    // of a staged material) under its file's name.
    void add_missing_image(int32_t image, const std::vector<std::string>& names, const std::string& source,
                           const std::string& problem);
    // The slot of an image, or -1 when no slot shows it.
    int64_t slot_of_image_or_none(int32_t image) const {
        return image >= 0 && size_t(image) < slot_of_image_.size() ? slot_of_image_[size_t(image)] : -1;
    }

private:
    std::vector<ResolvedMaterial> materials_;
    std::vector<uint32_t> slot_of_material_;
    std::vector<int32_t> image_of_slot_;
    std::vector<int64_t> slot_of_image_;  // by MaterialSet::images index; -1: no slot
    ResolvedMaterial fallback_;
    std::vector<MissingMaterial> missing_;  // materials shown as the checker
};

}  // namespace bsp

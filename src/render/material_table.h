#pragma once
// The GL side of a MaterialSet (assets/material.h): uploads each image a drawn
// material's stages use, once however many materials share it, and the checker
// that stands in for missing images. How a material is drawn was decided on the
// loader thread; this only keeps the records beside their textures.
//
// Textures are numbered by slot in upload order, slot 0 the checker, so that draw
// groups can be keyed and sorted without GL names.
#include <cstdint>
#include <string>
#include <vector>

#include <glad/gl.h>

#include "assets/material.h"

namespace bsp {

class MaterialTable {
public:
    static constexpr uint32_t kCheckerSlot = 0;

    MaterialTable() = default;
    ~MaterialTable();
    MaterialTable(const MaterialTable&) = delete;
    MaterialTable& operator=(const MaterialTable&) = delete;

    // Uploads the images the set's drawn materials use and keeps the records.
    void load(const MaterialSet& set);

    // The record of a Map material; an out-of-range index gets an opaque material
    // whose image is missing.
    const ResolvedMaterial& get(int32_t material) const;
    // The texture slot of the material's base stage (the checker when its image is missing).
    uint32_t texture_slot(int32_t material) const;
    GLuint texture(uint32_t slot) const { return slot < textures_.size() ? textures_[slot] : 0; }
    const std::vector<std::string>& missing() const { return missing_; }
    size_t texture_count() const { return textures_.size(); }

private:
    std::vector<ResolvedMaterial> materials_;
    std::vector<uint32_t> slot_of_material_;
    ResolvedMaterial fallback_;
    std::vector<GLuint> textures_;       // owned, by slot
    std::vector<std::string> missing_;   // material names shown as the checker
};

}  // namespace bsp

#pragma once
// The GL side of a MaterialSet (assets/material.h): one texture per MaterialSlots
// slot, the checker in slot 0 for missing images. How a material is drawn was
// decided on the loader thread; which texture it uses, by MaterialSlots.
#include <cstdint>
#include <string>
#include <vector>

#include <glad/gl.h>

#include "assets/material.h"
#include "render/material_slots.h"
#include "render/render_settings.h"

namespace bsp {

class MaterialTable {
public:
    MaterialTable() = default;
    ~MaterialTable();
    MaterialTable(const MaterialTable&) = delete;
    MaterialTable& operator=(const MaterialTable&) = delete;

    // Assigns the slots and uploads the image of each, freeing each image's pixels
    // once it is up (the sky's, which SkyLook reads after, are kept): the textures'
    // CPU and GL copies do not add up at the load's peak.
    void load(MaterialSet& set);

    const MaterialSlots& slots() const { return slots_; }
    GLuint texture(uint32_t slot) const { return slot < textures_.size() ? textures_[slot] : 0; }
    const std::vector<MissingMaterial>& missing() const { return slots_.missing(); }
    size_t texture_count() const { return textures_.size(); }
    // What the textures' levels hold in the GL (S3TC blocks where uploaded as such);
    // a streamed image counts once it came, its stand-in not at all.
    uint64_t texture_bytes() const;
    // How many textures went up as S3TC blocks.
    size_t compressed_texture_count() const;
    // Reads every image with `filter` (the checker keeps its crisp cells).
    void set_filter(TextureFilter filter);
    // A streamed image (MaterialImage::pending, drawn white until now) gets its
    // pixels; one that did not decode (`decoded.image` empty) gets the checker, and
    // the materials showing it join missing() with `problem` under their names
    // (`material_names`, the map's; MaterialSlots::add_missing_image). False when no
    // slot shows the image.
    bool stream_image(int32_t image, const MaterialImage& decoded, const std::string& problem,
                      const std::vector<std::string>& material_names);

private:
    MaterialSlots slots_;
    std::vector<GLuint> textures_;  // owned, by slot
    std::vector<uint64_t> texture_bytes_;  // by slot: what its levels hold in the GL
    std::vector<bool> compressed_;         // by slot: uploaded as S3TC blocks
    TextureFilter filter_ = TextureFilter::Trilinear;  // what set_filter last asked
    std::vector<uint32_t> checker_slots_;  // streamed images that did not decode: the checker, kept crisp
};

}  // namespace bsp

#include "render/gl/material_table.h"

#include <algorithm>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "assets/mip_levels.h"
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

struct Upload {
    GLuint texture = 0;
    uint64_t bytes = 0;      // what its levels hold in the GL (0 for a stand-in)
    bool compressed = false; // went up as S3TC blocks
};

// A mipmapped texture: with the levels the loader made (or the VTF stored) when it has
// them, else made here from RGBA texels; a streamed image's 1x1 stand-in (`clear`: see
// clear_stand_ins).
Upload upload(const MaterialImage& m, bool clear = false) {
    if (m.pending) {
        const uint8_t white[4] = {255, 255, 255, 255}, none[4] = {0, 0, 0, 0};
        return {create_texture_rgba(1, 1, clear ? none : white, {})};
    }
    Upload out;
    if (m.mip_levels.empty() && !m.image.compressed()) {
        const std::vector<DecodedImage> levels = build_mip_levels(m.image);
        out.texture = create_texture_levels(m.image, levels, {}, &out.bytes);
    } else {
        out.texture = create_texture_levels(m.image, m.mip_levels, {}, &out.bytes);
    }
    // Uploaded as blocks when the GL holds fewer bytes than the texels would take.
    out.compressed = m.image.compressed() && out.bytes < uint64_t(m.image.width) * uint64_t(m.image.height) * 4;
    return out;
}

}  // namespace

namespace {

// The images the sky reads when it is loaded after the table.
std::vector<bool> sky_images(const MaterialSet& set) {
    std::vector<bool> used(set.images.size(), false);
    auto mark = [&](int32_t image) {
        if (image >= 0 && size_t(image) < used.size()) used[size_t(image)] = true;
    };
    for (int32_t face : set.sky.box) mark(face);
    mark(set.sky.back);
    mark(set.sky.front);
    for (const MaterialStage& cloud : set.sky.clouds) {
        mark(cloud.image);
        for (int32_t frame : cloud.frames) mark(frame);
    }
    return used;
}

}  // namespace

void MaterialTable::load(MaterialSet& set) {
    slots_ = MaterialSlots(set);
    const std::vector<bool> keep = sky_images(set);
    constexpr uint64_t kTrimEveryBytes = uint64_t(16) << 20;
    uint64_t freed = 0;  // pixels freed since memory was last handed back
    textures_.push_back(create_checker_texture());  // MaterialSlots::kCheckerSlot
    texture_bytes_.push_back(0);
    compressed_.push_back(false);
    const std::vector<bool> clear = clear_stand_ins(set);
    for (uint32_t slot = 1; slot < slots_.slot_count(); ++slot) {
        const size_t image = size_t(slots_.image_of_slot(slot));
        const Upload up = upload(set.images[image], clear[image]);
        textures_.push_back(up.texture);
        texture_bytes_.push_back(up.bytes);
        compressed_.push_back(up.compressed);
        if (!keep[image] && !set.images[image].pending) {
            MaterialImage& done = set.images[image];
            freed += done.pixel_bytes();
            done.image.pixels = {};
            done.mip_levels = {};
        }
#if defined(__GLIBC__)
        // The pixels were allocated on the loader's thread, in its malloc arena, where
        // glibc keeps freed blocks of up to 32 MiB resident; handing them back as they
        // are freed keeps the CPU and GL copies of the textures from adding up.
        if (freed >= kTrimEveryBytes) {
            malloc_trim(0);
            freed = 0;
        }
#endif
    }
}

uint64_t MaterialTable::texture_bytes() const {
    uint64_t total = 0;
    for (uint64_t b : texture_bytes_) total += b;
    return total;
}

size_t MaterialTable::compressed_texture_count() const {
    return size_t(std::count(compressed_.begin(), compressed_.end(), true));
}

bool MaterialTable::stream_image(int32_t image, const MaterialImage& decoded, const std::string& problem,
                                 const std::vector<std::string>& material_names) {
    const int64_t slot = slots_.slot_of_image_or_none(image);
    if (slot <= 0 || size_t(slot) >= textures_.size()) return false;
    const bool failed = decoded.image.width <= 0 || decoded.image.height <= 0;
    glActiveTexture(GL_TEXTURE0);  // every frame binds what it draws with: this unit's binding is free
    const Upload up = failed ? Upload{create_checker_texture()} : upload(decoded);
    glDeleteTextures(1, &textures_[size_t(slot)]);
    textures_[size_t(slot)] = up.texture;
    texture_bytes_[size_t(slot)] = up.bytes;
    compressed_[size_t(slot)] = up.compressed;
    if (failed) {
        checker_slots_.push_back(uint32_t(slot));
        slots_.add_missing_image(image, material_names, decoded.source, problem);
    } else if (filter_ != TextureFilter::Trilinear) {  // the filter a texture is made with
        glBindTexture(GL_TEXTURE_2D, up.texture);
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

// lighting lump (and BSPX RGBLIGHTING) → one LightmapImage per lit face, and the
// lightmap uvs of its vertices. The block size comes from the face's extents
// (quake1_lightmap_extents.h); blocks are stored row by row at the face's light
// offset, one block per light style, back to back in the order of the face's
// styles[4] (style 255 ends the list).
//
// Every block is decoded. The engines add all of a face's blocks, each scaled by its
// style's current brightness, and style 0 (the static light) need not come first: a
// face lit by a switchable light and by static ones may list [1, 0, 255, 255]. So the
// style-0 block becomes LightmapImage::rgb and every other block a LightStyleLayer in
// extra_styles, in file order; a face with no style-0 block gets a black rgb (it is
// dark while its styles are off). A second style-0 block in one face (no compiler
// writes one) is added into rgb, as the engines would add it.
//
// Light offsets are bytes into the lump: v30 stores RGB, so offsets count RGB bytes;
// v29 stores one grey byte per luxel, and coloured light (3× the size) is indexed with
// the same offsets × 3. It comes from the map's .lit file (quake1_lit_file.h) or
// else the BSPX lump RGBLIGHTING; the .lit wins when both exist, as in QuakeSpasm.
// Either applies to every block, and greyscale blocks are expanded to RGB.
//
// Faces whose lightmap cannot be read (offset past the lump, absurd extents) are drawn
// unlit (lightmap -1, fullbright) with one warning per kind of problem, not a load
// error: a viewer should still show the geometry. Faces the light tool left without
// samples are black, as in the engines (darken_unlit_faces). When only a face's later blocks lie past the lump,
// the readable ones are kept and the rest dropped, again with one warning.
#include <algorithm>

#include "core/problem_tally.h"
#include "formats/quake1_goldsrc/quake1_lit_file.h"
#include "formats/quake1_goldsrc/quake1_lightmap_extents.h"
#include "formats/quake1_goldsrc/quake1_sections.h"

namespace bsp::quake1 {
namespace {

struct LightingData {
    std::span<const uint8_t> bytes;
    int channels = 1;      // bytes per luxel in `bytes`
    int offset_scale = 1;  // face light offset → byte offset in `bytes`
    std::string part;      // for messages
};

LightingData choose_lighting(const Quake1File& f, Map& map, std::span<const uint8_t> lit_rgb) {
    ByteReader lump = f.reader(kLighting);
    LightingData d{lump.bytes(lump.size()), 1, 1, f.part(kLighting)};
    if (f.variant() == Variant::kGoldSrc) {
        d.channels = 3;
        return d;
    }
    // load_lit() checked that the .lit holds exactly 3 bytes per lighting byte.
    if (!lit_rgb.empty()) return {lit_rgb, 3, 3, "'" + lit_path(f.options().game_path) + "'"};
    auto rgb = f.bspx_reader("RGBLIGHTING");
    if (!rgb) return d;
    if (rgb->size() % 3 != 0 || (lump.size() != 0 && rgb->size() != uint64_t(lump.size()) * 3)) {
        map.warnings.push_back("BSPX RGBLIGHTING is " + str(int64_t(rgb->size())) + " bytes, not 3 × the " +
                               str(int64_t(lump.size())) + "-byte lighting lump; using greyscale lighting");
        return d;
    }
    return {rgb->bytes(rgb->size()), 3, 3, rgb->part()};
}

int style_count(const FaceRecord& fr) {
    int n = 0;
    while (n < kMaxLightStyles && fr.styles[size_t(n)] != kNoLightStyle) ++n;
    return n;
}

class LightmapBuilder {
public:
    LightmapBuilder(const Quake1File& f, Map& map, const std::vector<FaceRecord>& faces,
                    const std::vector<TexInfo>& texinfo, std::span<const uint8_t> lit_rgb)
        : f_(f), map_(map), faces_(faces), texinfo_(texinfo), light_(choose_lighting(f, map, lit_rgb)) {}

    void build() {
        collect_lit_faces();
        for (const LitFace& lf : lit_) add(lf);
        f_.options().memory_budget.charge(bytes_for(total_luxels_, 3));
        report();
    }

private:
    struct LitFace {
        uint32_t face = 0;
        ExtentCandidates extents;
    };
    const TexInfo& texinfo_of(uint32_t face) const { return texinfo_[size_t(faces_[face].texinfo)]; }

    // Sky and liquids are fullbright in every engine even when a compiler wrote light.
    bool is_fullbright(uint32_t face) const {
        const TexInfo& ti = texinfo_of(face);
        return (ti.flags & kTexSpecial) || (map_.materials[size_t(ti.material)].flags & kMaterialNoLightmap);
    }
    bool wants_lightmap(uint32_t face) const {
        const FaceRecord& fr = faces_[face];
        return fr.light_offset >= 0 && fr.styles[0] != kNoLightStyle && !is_fullbright(face);
    }

    // The engines clear a face's light to zero and add its styles; a face the light
    // tool gave no samples (offset -1 or no styles) therefore stays black in a map
    // that has lighting. Only a map with no lighting at all is drawn fullbright. The
    // renderer lights faces without a lightmap by their vertex colour: make it black.
    void darken_unlit_faces() {
        if (light_.bytes.empty()) return;
        for (uint32_t face = 0; face < faces_.size(); ++face) {
            if (wants_lightmap(face) || is_fullbright(face)) continue;
            const Surface& s = map_.surfaces[face];
            for (uint32_t v = s.first_vertex; v < s.first_vertex + s.vertex_count; ++v)
                map_.vertices[v].color = glm::u8vec4(0, 0, 0, 255);
        }
    }

    void collect_lit_faces() {
        darken_unlit_faces();
        for (uint32_t face = 0; face < faces_.size(); ++face) {
            if (!wants_lightmap(face)) continue;
            const Surface& s = map_.surfaces[face];
            LitFace lf{face, face_extents(std::span(map_.vertices).subspan(s.first_vertex, s.vertex_count),
                                          texinfo_of(face))};
            if (!lf.extents.valid()) {
                note(bad_extents_, face, "extents are not finite or exceed " + str(kMaxLightmapExtent) + " luxels");
                continue;
            }
            starts_.push_back(uint64_t(faces_[face].light_offset));
            lit_.push_back(std::move(lf));
        }
        std::sort(starts_.begin(), starts_.end());
        starts_.erase(std::unique(starts_.begin(), starts_.end()), starts_.end());
    }

    // Light-offset units between this face's offset and the next face's (or the lump's end).
    uint64_t room_after(uint64_t offset) const {
        const uint64_t end = light_.bytes.size() / uint64_t(light_.offset_scale);
        auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
        const uint64_t limit = next == starts_.end() ? end : *next;
        return limit > offset ? limit - offset : 0;
    }

    void add(const LitFace& lf) {
        const FaceRecord& fr = faces_[lf.face];
        const int styles = style_count(fr);
        const uint64_t units_per_luxel = uint64_t(light_.channels / light_.offset_scale);
        const LightmapExtents& e =
            *choose_extents(lf.extents, styles, units_per_luxel, room_after(uint64_t(fr.light_offset)));
        const uint64_t offset = uint64_t(fr.light_offset) * uint64_t(light_.offset_scale);
        const uint64_t block_bytes = e.luxels() * uint64_t(light_.channels);
        const int blocks = readable_blocks(offset, block_bytes, styles);
        if (blocks == 0)
            return note(past_lump_, lf.face, "needs bytes " + byte_range(offset, block_bytes));
        if (blocks < styles)
            note(missing_styles_, lf.face,
                 "style " + str(fr.styles[size_t(blocks)]) + " needs bytes " +
                     byte_range(offset + uint64_t(blocks) * block_bytes, block_bytes));
        const bool has_static_light =
            std::find(fr.styles.begin(), fr.styles.begin() + blocks, uint8_t(0)) != fr.styles.begin() + blocks;
        // Every decoded block is an image of its own, and so is the black style-0 one.
        total_luxels_ += e.luxels() * uint64_t(blocks + (has_static_light ? 0 : 1));
        if (total_luxels_ > f_.options().max_elements)
            f_.fail(kLighting, "the face lightmaps add up to more than the limit of " +
                                   str(int64_t(f_.options().max_elements)) + " luxels");
        f_.options().memory_budget.check(bytes_for(total_luxels_, 3), f_.file(), f_.part(kLighting),
                                         "the face lightmaps", "RGB images");
        Surface& s = map_.surfaces[lf.face];
        s.lightmap = int32_t(map_.lightmaps.size());
        map_.lightmaps.push_back(image(fr, offset, block_bytes, blocks, e));
        set_uvs(s, texinfo_of(lf.face), e);
    }

    // How many of a face's `styles` blocks, each `block_bytes` long from `offset`, lie
    // wholly inside the lighting data.
    int readable_blocks(uint64_t offset, uint64_t block_bytes, int styles) const {
        if (offset > light_.bytes.size() || block_bytes == 0) return 0;
        const uint64_t fit = (light_.bytes.size() - offset) / block_bytes;
        return int(std::min<uint64_t>(fit, uint64_t(styles)));
    }

    std::string byte_range(uint64_t offset, uint64_t bytes) const {
        return str(int64_t(offset)) + ".." + str(int64_t(offset + bytes)) + " of the " +
               str(int64_t(light_.bytes.size())) + "-byte " + light_.part;
    }

    LightmapImage image(const FaceRecord& fr, uint64_t offset, uint64_t block_bytes, int blocks,
                        const LightmapExtents& e) const {
        LightmapImage img;
        img.width = e.width;
        img.height = e.height;
        for (int k = 0; k < blocks; ++k) {
            std::vector<uint8_t> rgb =
                block_rgb(light_.bytes.subspan(size_t(offset + uint64_t(k) * block_bytes), size_t(block_bytes)));
            const uint8_t style = fr.styles[size_t(k)];
            if (style != 0) {
                img.extra_styles.push_back({style, std::move(rgb)});
            } else if (img.rgb.empty()) {
                img.rgb = std::move(rgb);
            } else {
                for (size_t i = 0; i < rgb.size(); ++i) img.rgb[i] = uint8_t(std::min(255, img.rgb[i] + rgb[i]));
            }
        }
        if (img.rgb.empty()) img.rgb.assign(size_t(e.luxels()) * 3, 0);
        return img;
    }

    // One style's block as RGB8: coloured data as stored, greyscale replicated.
    std::vector<uint8_t> block_rgb(std::span<const uint8_t> src) const {
        if (light_.channels == 3) return {src.begin(), src.end()};
        std::vector<uint8_t> rgb(src.size() * 3);
        for (size_t i = 0; i < src.size(); ++i) rgb[i * 3] = rgb[i * 3 + 1] = rgb[i * 3 + 2] = src[i];
        return rgb;
    }

    // Luxel k of an axis is the light at s = (mins + k) * 16 (samples sit on the grid,
    // which is why size is maxs - mins + 1). Sampling luxel k at its texel centre k + 0.5
    // puts a vertex at s on (s / 16 - mins + 0.5) / size of the image.
    void set_uvs(const Surface& s, const TexInfo& ti, const LightmapExtents& e) {
        for (uint32_t v = s.first_vertex; v < s.first_vertex + s.vertex_count; ++v) {
            Vertex& vert = map_.vertices[v];
            const double ss = project_rounded(vert.position, ti.s), tt = project_rounded(vert.position, ti.t);
            vert.lightmap_uv = {float((ss / kLuxelSize - e.min_s + 0.5) / e.width),
                                float((tt / kLuxelSize - e.min_t + 0.5) / e.height)};
        }
    }

    // One warning per kind of problem, with the count and the first face, so a broken
    // file cannot flood the warning list.
    static void note(ProblemTally& t, uint32_t face, const std::string& problem) {
        t.note("face " + str(face) + ": " + problem);
    }
    void report() {
        for (const ProblemTally* t : {&bad_extents_, &past_lump_})
            if (t->count)
                map_.warnings.push_back(str(int64_t(t->count)) +
                                        " faces have unreadable lightmaps and are drawn unlit (first: " + t->first + ")");
        if (missing_styles_.count)
            map_.warnings.push_back(str(int64_t(missing_styles_.count)) +
                                    " faces lose light-style blocks that lie past the end of the lighting (first: " +
                                    missing_styles_.first + ")");
    }

    const Quake1File& f_;
    Map& map_;
    const std::vector<FaceRecord>& faces_;
    const std::vector<TexInfo>& texinfo_;
    LightingData light_;
    std::vector<LitFace> lit_;
    std::vector<uint64_t> starts_;  // distinct light offsets of lit faces, ascending
    uint64_t total_luxels_ = 0;
    ProblemTally bad_extents_, past_lump_, missing_styles_;
};

}  // namespace

void read_lightmaps(const Quake1File& f, Map& map, const std::vector<FaceRecord>& faces,
                    const std::vector<TexInfo>& texinfo, std::span<const uint8_t> lit_rgb) {
    LightmapBuilder(f, map, faces, texinfo, lit_rgb).build();
}

}  // namespace bsp::quake1

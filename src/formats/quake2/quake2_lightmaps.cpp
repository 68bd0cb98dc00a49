// lighting lump → one LightmapImage per lit face, and the lightmap uvs of its
// vertices. As in Quake 1 (quake1_lightmaps.cpp): the block size comes from the face's
// texture extents in 16-unit luxels (quake1_lightmap_extents.h, shared), one block per
// light style back to back from the face's light offset; Quake 2 stores RGB, so the
// offset counts bytes and a luxel takes 3. Style 0 is LightmapImage::rgb, the other
// styles extra_styles.
//
// Faces the engine draws without a lightmap (sky, warping, translucent) get none; a
// face whose blocks lie past the lump or whose extents are absurd is drawn unlit, with
// one warning for all of them. A face without light (offset -1) is fullbright, as
// the engine fills its lightmap with white.
#include <algorithm>

#include "core/problem_tally.h"
#include "formats/quake1_goldsrc/quake1_lightmap_extents.h"
#include "formats/quake1_goldsrc/quake1_sections.h"
#include "formats/quake2/quake2_sections.h"

namespace bsp::quake2 {
namespace {

constexpr int kLuxelSize = 16;
constexpr uint64_t kBytesPerLuxel = 3;

int style_count(const FaceRecord& fr) {
    int n = 0;
    while (n < kMaxLightStyles && fr.styles[size_t(n)] != kNoLightStyle) ++n;
    return n;
}

}  // namespace

void read_lightmaps(const Quake2File& f, Map& map, const std::vector<FaceRecord>& faces,
                    const std::vector<TexInfo>& texinfo) {
    ByteReader lump_reader = f.reader(kLighting);
    const std::span<const uint8_t> light = lump_reader.bytes(lump_reader.size());
    if (light.empty()) return;
    auto wants_lightmap = [&](uint32_t face) {
        const FaceRecord& fr = faces[face];
        const TexInfo& ti = texinfo[size_t(fr.texinfo)];
        return fr.light_offset >= 0 && fr.styles[0] != kNoLightStyle &&
               !(map.materials[size_t(ti.material)].flags & (kMaterialNoLightmap | kMaterialNoDraw));
    };
    // Light offsets of lit faces in order: the room before the next one decides between
    // the two rounding candidates of the extents (choose_extents).
    std::vector<uint64_t> starts;
    for (uint32_t face = 0; face < faces.size(); ++face)
        if (wants_lightmap(face)) starts.push_back(uint64_t(faces[face].light_offset));
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());

    ProblemTally unreadable;
    uint64_t total_luxels = 0;
    for (uint32_t face = 0; face < faces.size(); ++face) {
        if (!wants_lightmap(face)) continue;
        const FaceRecord& fr = faces[face];
        const TexInfo& ti = texinfo[size_t(fr.texinfo)];
        quake1::TexInfo q1;
        q1.s = ti.s;
        q1.t = ti.t;
        Surface& s = map.surfaces[face];
        const quake1::ExtentCandidates candidates =
            quake1::face_extents(std::span(map.vertices).subspan(s.first_vertex, s.vertex_count), q1);
        if (!candidates.valid()) {
            unreadable.note("face " + str(face) + ": extents are not finite or too large");
            continue;
        }
        const uint64_t offset = uint64_t(fr.light_offset);
        auto next = std::upper_bound(starts.begin(), starts.end(), offset);
        const uint64_t room = (next == starts.end() ? light.size() : *next) - offset;
        const int styles = style_count(fr);
        const quake1::LightmapExtents& e = *quake1::choose_extents(candidates, styles, kBytesPerLuxel, room);
        const uint64_t block = e.luxels() * kBytesPerLuxel;
        const uint64_t fit = offset < light.size() && block > 0 ? (light.size() - offset) / block : 0;
        const int blocks = int(std::min<uint64_t>(fit, uint64_t(styles)));
        if (blocks == 0) {
            unreadable.note("face " + str(face) + ": needs bytes " + str(int64_t(offset)) + ".." +
                            str(int64_t(offset + block)) + " of the " + str(int64_t(light.size())) + "-byte lump");
            continue;
        }
        total_luxels += e.luxels() * uint64_t(blocks + 1);
        if (total_luxels > f.options().max_elements)
            f.fail(kLighting, "the face lightmaps add up to more than the limit of " +
                                  str(int64_t(f.options().max_elements)) + " luxels");
        f.options().memory_budget.check(bytes_for(total_luxels, 3), f.file(), f.part(kLighting), "the face lightmaps",
                                        "RGB images");
        LightmapImage img;
        img.width = e.width;
        img.height = e.height;
        for (int k = 0; k < blocks; ++k) {
            const auto bytes = light.subspan(size_t(offset + uint64_t(k) * block), size_t(block));
            const uint8_t style = fr.styles[size_t(k)];
            if (style != 0) {
                img.extra_styles.push_back({style, {bytes.begin(), bytes.end()}});
            } else if (img.rgb.empty()) {
                img.rgb.assign(bytes.begin(), bytes.end());
            } else {
                for (size_t i = 0; i < bytes.size(); ++i) img.rgb[i] = uint8_t(std::min(255, img.rgb[i] + bytes[i]));
            }
        }
        if (img.rgb.empty()) img.rgb.assign(size_t(e.luxels()) * 3, 0);
        s.lightmap = int32_t(map.lightmaps.size());
        map.lightmaps.push_back(std::move(img));
        // Luxel k samples s = (mins + k) * 16; its texel centre is k + 0.5.
        for (uint32_t v = s.first_vertex; v < s.first_vertex + s.vertex_count; ++v) {
            Vertex& vert = map.vertices[v];
            const double ss = quake1::project_rounded(vert.position, ti.s);
            const double tt = quake1::project_rounded(vert.position, ti.t);
            vert.lightmap_uv = {float((ss / kLuxelSize - e.min_s + 0.5) / e.width),
                                float((tt / kLuxelSize - e.min_t + 0.5) / e.height)};
        }
    }
    f.options().memory_budget.charge(bytes_for(total_luxels, 3));
    if (unreadable.count > 0)
        map.warnings.push_back(f.part(kLighting) + ": " + str(int64_t(unreadable.count)) +
                               " faces have unreadable lightmaps and are drawn unlit (first: " + unreadable.first + ")");
}

}  // namespace bsp::quake2

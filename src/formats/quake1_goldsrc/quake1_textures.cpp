// textures (miptex) lump → Map::materials, one per miptex, index for index, so a
// texinfo's miptex number is its material. The lump is an int count, count int
// offsets (from the lump start; -1 for a texture the compiler could not find), then
// miptex records: name[16], width, height, offsets[4] of the mip levels (from the
// record start; all zero when the pixels live in a WAD). v30 appends a palette
// after the last mip level: u16 colour count, then count × RGB.
#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <unordered_map>

#include "core/ascii.h"
#include "core/problem_tally.h"
#include "formats/quake1_goldsrc/quake1_sections.h"
#include "map/miptex.h"

namespace bsp::quake1 {
namespace {

// Compiler tool textures that never render. Most are stripped by the compilers,
// but trigger brushes survive as brush models, and some tools keep the others.
constexpr std::array<std::string_view, 11> kToolTextures = {
    "aaatrigger", "bevel", "clip", "hint", "hintskip", "nodraw", "null", "origin", "skip", "trigger", "clipbevel",
};

uint32_t material_flags(std::string_view name) {
    const std::string n = ascii_lowercase(name);
    if (n.starts_with("sky")) return kMaterialSky | kMaterialNoLightmap;
    // '*' liquids in Quake, '!' water in GoldSrc: warped and fullbright in the engines;
    // opaque here (the engines' r_wateralpha is a user setting, not map data).
    if (n.starts_with("*") || n.starts_with("!")) return kMaterialLiquid | kMaterialWarp | kMaterialNoLightmap;
    if (n.starts_with("{")) return kMaterialAlphaTest;
    if (std::find(kToolTextures.begin(), kToolTextures.end(), n) != kToolTextures.end()) return kMaterialNoDraw;
    return 0;
}

class MiptexReader {
public:
    explicit MiptexReader(const Quake1File& f) : f_(f), lump_(f.reader(kTextures)) {}

    // One record at `offset` from the lump start. A record that cannot be read (outside
    // the lump, sizes not multiples of 16, mip levels past the lump) is kept as a
    // material without pixels, under its name when that much is readable: Quakespasm
    // loads such maps (a warning, the missing-texture checker, or a truncated image),
    // so one bad texture must not keep the map from opening. report() warns once.
    Material read(uint32_t index, int64_t offset) {
        try {
            return read_record(index, offset);
        } catch (const LoadError& e) {
            unreadable_.note("miptex " + str(index) + ": " + e.problem());
            Material m;
            if (offset >= 0 && uint64_t(offset) + 16 <= lump_.size()) {
                ByteReader r = lump_.sub(size_t(offset), 16, f_.part(kTextures));
                m.name = r.fixed_string(16);
                m.flags = material_flags(m.name) & kMaterialNoDraw;
            }
            return m;
        }
    }

    void report(Map& map) const {
        if (unreadable_.count > 0)
            map.warnings.push_back(f_.part(kTextures) + ": " + str(int64_t(unreadable_.count)) +
                                   " miptex records cannot be read and are drawn as the missing-texture checker "
                                   "(first: " + unreadable_.first + ")");
    }

private:
    Material read_record(uint32_t index, int64_t offset) {
        const std::string who = "miptex " + str(index);
        if (offset < 0 || uint64_t(offset) + kMiptexHeaderSize > lump_.size())
            f_.fail(kTextures, who + " at offset " + str(offset) + " lies outside the " + str(int64_t(lump_.size())) +
                                   "-byte lump");
        ByteReader r = lump_.sub(size_t(offset), lump_.size() - size_t(offset), f_.part(kTextures));
        const MiptexHeader h = read_miptex_header(r, who);
        Material m;
        m.name = h.name;
        m.width = int(h.width);
        m.height = int(h.height);
        m.flags = material_flags(m.name);
        // Quake's sky textures are two scrolling layers; GoldSrc draws a sky box instead.
        if ((m.flags & kMaterialSky) && f_.variant() != Variant::kGoldSrc) m.flags |= kMaterialSkyLayers;
        // All-zero offsets: the image lives in a WAD (assets/paletted_textures.h finds it).
        if (h.has_pixels()) {
            const MiptexPalette source =
                f_.variant() == Variant::kGoldSrc ? MiptexPalette::kOwn : MiptexPalette::kShared;
            m.paletted = read_miptex_image(r, h, who, "lump", source);
        }
        return m;
    }

    const Quake1File& f_;
    ByteReader lump_;
    ProblemTally unreadable_;
};

}  // namespace

void read_materials(const Quake1File& f, Map& map) {
    ByteReader r = f.reader(kTextures);
    if (r.size() == 0) return;  // no textures at all (valid for a map without faces)
    if (r.size() < 4) f.fail(kTextures, "truncated: " + str(int64_t(r.size())) + " bytes, no room for the miptex count");
    const int32_t count = r.i32();
    if (count < 0 || uint64_t(count) > r.remaining() / 4)
        f.fail(kTextures, "claims " + str(count) + " miptex, but the " + str(int64_t(r.size())) +
                              "-byte lump has room for " + str(int64_t(r.remaining() / 4)) + " offsets");
    if (uint64_t(count) > f.options().max_elements)
        f.fail(kTextures, str(count) + " miptex is more than the limit of " + str(int64_t(f.options().max_elements)));
    std::vector<int32_t> offsets(static_cast<size_t>(count));
    for (int32_t& o : offsets) o = r.i32();

    MiptexReader reader(f);
    map.materials.resize(size_t(count));
    // Offsets naming one record share its image: a hostile lump can point thousands
    // of offsets at one 1024x1024 record, which read each would take gigabytes.
    std::unordered_map<int32_t, uint32_t> first_at_offset;
    for (uint32_t i = 0; i < offsets.size(); ++i) {
        // -1: the compiler had no such texture. Keep the slot (texinfo indices count it)
        // as a nameless material; the assets step warns about it and the renderer draws
        // its fallback.
        if (offsets[i] == -1) continue;
        const auto [first, added] = first_at_offset.emplace(offsets[i], i);
        if (added) {
            map.materials[i] = reader.read(i, offsets[i]);
            continue;
        }
        Material& m = map.materials[i];
        const Material& owner = map.materials[first->second];
        m.name = owner.name;
        m.flags = owner.flags;
        m.width = owner.width;
        m.height = owner.height;
        m.same_image_as = int32_t(first->second);
    }
    reader.report(map);
}

std::vector<TexInfo> read_texinfo(const Quake1File& f, Map& map) {
    ByteReader r = f.reader(kTexinfo);
    std::vector<TexInfo> out(f.count(kTexinfo));
    const size_t miptex_count = map.materials.size();
    ProblemTally past;
    int32_t placeholder = -1;
    for (uint32_t i = 0; i < out.size(); ++i) {
        TexInfo& t = out[i];
        for (int k = 0; k < 4; ++k) t.s[k] = r.f32();
        for (int k = 0; k < 4; ++k) t.t[k] = r.f32();
        t.material = r.i32();
        t.flags = r.i32();
        if (!index_in(t.material, miptex_count)) {
            // GLQuake refuses the map; Quakespasm and Xash3D draw a placeholder texture.
            past.note("texinfo " + str(i) + " uses miptex " + str(t.material));
            if (placeholder < 0) {
                placeholder = int32_t(map.materials.size());
                map.materials.emplace_back();  // nameless, without pixels: the missing-texture checker
            }
            t.material = placeholder;
        }
    }
    if (past.count > 0)
        map.warnings.push_back(f.part(kTexinfo) + ": " + str(int64_t(past.count)) + " texinfos name miptex past the " +
                               str(int64_t(miptex_count)) + " of lump 'textures' (first: " + past.first +
                               "); drawn as the missing-texture checker");
    return out;
}

}  // namespace bsp::quake1

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

#include "formats/quake1/quake1_sections.h"

namespace bsp::quake1 {
namespace {

// Compiler tool textures that never render. Most are stripped by the compilers,
// but trigger brushes survive as brush models, and some tools keep the others.
constexpr std::array<std::string_view, 11> kToolTextures = {
    "aaatrigger", "bevel", "clip", "hint", "hintskip", "nodraw", "null", "origin", "skip", "trigger", "clipbevel",
};

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

uint32_t material_flags(std::string_view name) {
    const std::string n = lower(name);
    if (n.starts_with("sky")) return kMaterialSky | kMaterialNoLightmap;
    // '*' liquids in Quake, '!' water in GoldSrc. Warped and fullbright in the engines;
    // drawn opaque here (the engines' r_wateralpha is a user setting, not map data).
    if (n.starts_with("*") || n.starts_with("!")) return kMaterialLiquid | kMaterialNoLightmap;
    if (n.starts_with("{")) return kMaterialAlphaTest;
    if (std::find(kToolTextures.begin(), kToolTextures.end(), n) != kToolTextures.end()) return kMaterialNoDraw;
    return 0;
}

class MiptexReader {
public:
    MiptexReader(const Quake1File& f, const Palette& palette) : f_(f), lump_(f.reader(kTextures)), palette_(palette) {}

    // One record at `offset` from the lump start.
    Material read(uint32_t index, int64_t offset) {
        const std::string who = "miptex " + str(index);
        if (offset < 0 || uint64_t(offset) + kMiptexHeaderSize > lump_.size())
            f_.fail(kTextures, who + " at offset " + str(offset) + " lies outside the " + str(int64_t(lump_.size())) +
                                   "-byte lump");
        ByteReader r = lump_.sub(size_t(offset), lump_.size() - size_t(offset), Quake1File::part(kTextures));
        Material m;
        m.name = r.fixed_string(16);
        const uint32_t width = r.u32(), height = r.u32();
        std::array<uint32_t, kMipLevels> mips;
        for (uint32_t& o : mips) o = r.u32();
        check_size(who, m.name, width, height);
        m.width = int(width);
        m.height = int(height);
        m.flags = material_flags(m.name);
        // All-zero offsets: the image lives in a WAD, found later by name.
        if (mips[0] != 0) m.rgba = decode(who, r, width, height, mips, m.flags & kMaterialAlphaTest);
        return m;
    }

private:
    void check_size(const std::string& who, const std::string& name, uint32_t w, uint32_t h) const {
        // Engines and compilers require multiples of 16 (the mip chain and the
        // software renderer's spans depend on it); the cap keeps w*h far from overflow.
        auto ok = [](uint32_t n) { return n != 0 && n % 16 == 0 && n <= kMaxTextureSide; };
        if (!ok(w) || !ok(h))
            f_.fail(kTextures, who + " ('" + name + "') is " + str(w) + "x" + str(h) +
                                   "; sizes must be non-zero multiples of 16 up to " + str(kMaxTextureSide));
    }

    std::vector<uint8_t> decode(const std::string& who, ByteReader& r, uint32_t w, uint32_t h,
                                const std::array<uint32_t, kMipLevels>& mips, bool cutout) const {
        // Every level must lie inside the lump, not just level 0: a record whose chain
        // runs off the end is corrupt even if we only draw the top level.
        uint64_t end = 0;
        for (int level = 0; level < kMipLevels; ++level) {
            const uint64_t bytes = uint64_t(w >> level) * (h >> level);
            if (mips[level] < kMiptexHeaderSize || uint64_t(mips[level]) + bytes > r.size())
                f_.fail(kTextures, who + " mip level " + str(level) + " (" + str(int64_t(bytes)) + " bytes at " +
                                       str(mips[level]) + ") lies outside the lump (" + str(int64_t(r.size())) +
                                       " bytes left from the record's start)");
            end = std::max<uint64_t>(end, mips[level] + bytes);
        }
        r.seek(mips[0]);
        std::span<const uint8_t> indices = r.bytes(size_t(w) * h);
        if (f_.variant() != Variant::kGoldSrc) return expand_indexed(indices, palette_, cutout);
        r.seek(size_t(mips[kMipLevels - 1]) + size_t(w >> 3) * (h >> 3));
        return expand_indexed(indices, read_own_palette(who, r), cutout);
    }

    // v30: the texture's own palette, right after the last mip level.
    Palette read_own_palette(const std::string& who, ByteReader& r) const {
        if (r.remaining() < 2) f_.fail(kTextures, who + " palette truncated: no colour count after the last mip level");
        const uint16_t colours = r.u16();
        if (colours > 256) f_.fail(kTextures, who + " palette has " + str(colours) + " colours (at most 256)");
        if (r.remaining() < size_t(colours) * 3)
            f_.fail(kTextures, who + " palette truncated: " + str(colours) + " colours need " + str(colours * 3) +
                                   " bytes, " + str(int64_t(r.remaining())) + " left in the lump");
        Palette p{};  // colours past `colours` stay black
        auto rgb = r.bytes(size_t(colours) * 3);
        std::copy(rgb.begin(), rgb.end(), p.begin());
        return p;
    }

    const Quake1File& f_;
    ByteReader lump_;
    const Palette& palette_;
};

}  // namespace

void read_materials(const Quake1File& f, Map& map, const Palette& palette) {
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

    MiptexReader reader(f, palette);
    map.materials.resize(size_t(count));
    uint32_t missing = 0;
    for (uint32_t i = 0; i < offsets.size(); ++i) {
        // -1: the compiler had no such texture. Keep the slot (texinfo indices count it)
        // as a nameless material the renderer draws with its fallback.
        if (offsets[i] == -1) {
            ++missing;
            continue;
        }
        map.materials[i] = reader.read(i, offsets[i]);
    }
    if (missing)
        map.warnings.push_back(str(missing) + " miptex entries are missing from the textures lump (offset -1); "
                               "their faces use the fallback texture");
}

std::vector<TexInfo> read_texinfo(const Quake1File& f, const Map& map) {
    ByteReader r = f.reader(kTexinfo);
    std::vector<TexInfo> out(f.count(kTexinfo));
    for (uint32_t i = 0; i < out.size(); ++i) {
        TexInfo& t = out[i];
        for (int k = 0; k < 4; ++k) t.s[k] = r.f32();
        for (int k = 0; k < 4; ++k) t.t[k] = r.f32();
        t.material = r.i32();
        t.flags = r.i32();
        if (!index_in(t.material, map.materials.size()))
            f.fail(kTexinfo, "texinfo " + str(i) + " uses miptex " + str(t.material) + ", but there are " +
                                 str(int64_t(map.materials.size())));
    }
    return out;
}

}  // namespace bsp::quake1

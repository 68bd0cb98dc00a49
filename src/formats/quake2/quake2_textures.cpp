// texinfo lump → TexInfo records and Map::materials. Quake 2 names each texinfo's
// texture (textures/<name>.wal in the game dir) instead of storing images, so a
// material is one texture name with one set of drawing flags: the same texture as
// sky, warping water or 33% glass draws differently.
//
// When the game dir has textures/<name>.wal (ParseOptions::read_file), its size is the
// one the uvs are measured in and its first mip level goes into Material::paletted;
// the assets step colours it with pics/colormap.pcx's palette (assets/paletted_textures.h).
// A .wal header: name[32], u32 width, height, 4 mip offsets (from the file start),
// next frame name[32], flags, contents, value. Without the file (or with a damaged
// one) the face shows the missing-texture checker, with one warning for all of them.
#include <map>
#include <optional>
#include <tuple>

#include "core/ascii.h"
#include "core/problem_tally.h"
#include "formats/quake2/quake2_sections.h"

namespace bsp::quake2 {
namespace {

// How the engine draws a face with these flags, as material flags. Sky faces are
// drawn as the sky box (also those marked nodraw); warping faces (water, slime, lava) and translucent ones have
// no lightmap in the engine.
uint32_t material_flags(int32_t flags) {
    uint32_t out = 0;
    // The engine draws sky faces whatever else they say: compilers mark many SKY|NODRAW
    // (aqtion's tequila: 7 of its 19 sky texinfos), and they still show the sky box.
    if ((flags & kSurfNoDraw) && !(flags & kSurfSky)) out |= kMaterialNoDraw;
    if (flags & kSurfSky) out |= kMaterialSky | kMaterialNoLightmap;
    if (flags & kSurfWarp) out |= kMaterialLiquid | kMaterialWarp | kMaterialNoLightmap;
    if (flags & (kSurfTrans33 | kSurfTrans66)) out |= kMaterialTranslucent | kMaterialNoLightmap;
    if (flags & kSurfFlowing) out |= kMaterialFlowing;
    return out;
}

// The flags that change how a face draws; the rest (light, slick, value) do not split materials.
constexpr int32_t kDrawingFlags = kSurfSky | kSurfWarp | kSurfTrans33 | kSurfTrans66 | kSurfNoDraw | kSurfFlowing;

std::string wal_path(const std::string& texture) { return "textures/" + texture + ".wal"; }

constexpr size_t kWalHeaderSize = 100;
// Larger than any texture the engines load: a damaged header.
constexpr uint32_t kMaxWalSide = 4096;

struct WalImage {
    int width = 0, height = 0;
    std::vector<uint8_t> indices;  // level 0, rows top to bottom
};

// The .wal's first mip level, or nullopt when the file is too short or lies.
std::optional<WalImage> read_wal(const std::vector<uint8_t>& bytes, const std::string& path) {
    if (bytes.size() < kWalHeaderSize) return std::nullopt;
    ByteReader r(bytes, path, "header");
    r.skip(32);
    const uint32_t w = r.u32(), h = r.u32(), level0 = r.u32();
    if (w == 0 || h == 0 || w > kMaxWalSide || h > kMaxWalSide) return std::nullopt;
    const uint64_t pixels = uint64_t(w) * h;
    if (level0 > bytes.size() || pixels > bytes.size() - level0) return std::nullopt;
    WalImage img{int(w), int(h), {}};
    img.indices.assign(bytes.begin() + ptrdiff_t(level0), bytes.begin() + ptrdiff_t(level0 + pixels));
    return img;
}

// nexttexinfo chains → Material::animation. The engine takes a next of 0 or less as
// none, counts a texinfo's frames by following next until it comes back or ends
// (Mod_LoadTexinfo), and shows frame (int)(time * 2) % count from there: a chain that
// ends cycles through the frames it met. One that points past the lump would crash
// it, and one that loops without coming back would hang its load: both are cut where
// they go wrong (the frames before stay), with one warning each. Real chains
// have a handful of frames; past kMaxAnimationFrames one is cut too, so that a file of
// a million texinfos in one ring is not walked a million times over.
constexpr size_t kMaxAnimationFrames = 256;

void read_animations(const Quake2File& f, std::vector<TexInfo>& texinfo, Map& map) {
    ProblemTally outside, endless, long_chains;
    // The texinfo each was last met from (+1): one array for every walk, not one per walk.
    std::vector<uint32_t> met_from(texinfo.size(), 0);
    for (uint32_t i = 0; i < texinfo.size(); ++i) {
        TexInfo& start = texinfo[i];
        if (start.next <= 0) continue;
        Material& m = map.materials[size_t(start.material)];
        if (!m.animation.empty()) continue;  // the same texture and flags, met before
        std::vector<int32_t> frames{start.material};
        met_from[i] = i + 1;
        for (int32_t at = start.next; at != int32_t(i) && at > 0;) {
            if (!index_in(at, texinfo.size())) {
                outside.note("texinfo " + str(int64_t(i)) + " leads to nexttexinfo " + str(at));
                break;
            }
            if (met_from[size_t(at)] == i + 1) {
                endless.note("texinfo " + str(int64_t(i)) + " meets texinfo " + str(at) + " twice");
                break;
            }
            if (frames.size() == kMaxAnimationFrames) {
                long_chains.note("texinfo " + str(int64_t(i)));
                break;
            }
            met_from[size_t(at)] = i + 1;
            frames.push_back(texinfo[size_t(at)].material);
            at = texinfo[size_t(at)].next;
        }
        if (frames.size() > 1) m.animation = std::move(frames);
    }
    if (outside.count > 0)
        map.warnings.push_back(f.part(kTexinfo) + ": " + str(int64_t(outside.count)) +
                               " animation chains point past the lump (first: " + outside.first +
                               "); they stop at the last frame inside");
    if (endless.count > 0)
        map.warnings.push_back(f.part(kTexinfo) + ": " + str(int64_t(endless.count)) +
                               " animation chains loop without coming back to their first frame (first: " +
                               endless.first + "; the engine would hang loading them); each stops before the repeat");
    if (long_chains.count > 0)
        map.warnings.push_back(f.part(kTexinfo) + ": " + str(int64_t(long_chains.count)) + " animation chains have more than " +
                               str(int64_t(kMaxAnimationFrames)) + " frames (first: " + long_chains.first +
                               "); only the first " + str(int64_t(kMaxAnimationFrames)) + " are shown");
}

}  // namespace

std::vector<TexInfo> read_texinfo(const Quake2File& f, Map& map) {
    ByteReader r = f.reader(kTexinfo);
    std::vector<TexInfo> out(f.count(kTexinfo));
    std::map<std::tuple<std::string, int32_t>, int32_t> material_of;  // (name, drawing flags) → material
    // (Texture name in lower case, drawn at 1/intensity) → material holding its .wal
    // (-1: none). The game dir is read without regard to letter case, so names that
    // differ only in case reach one file: it is read, counted and decoded once for
    // walls and once for liquids and translucent faces, whose pixels the engine's
    // gl1_intensity leaves differently (PalettedTextureRules::texture_intensity).
    std::map<std::pair<std::string, bool>, int32_t> owner_of;
    uint64_t missing = 0;
    std::string first_missing;
    for (uint32_t i = 0; i < out.size(); ++i) {
        TexInfo& t = out[i];
        for (int k = 0; k < 4; ++k) t.s[k] = r.f32();
        for (int k = 0; k < 4; ++k) t.t[k] = r.f32();
        t.flags = r.i32();
        r.skip(4);  // value: light emission of SURF_LIGHT faces, for the light compiler
        const std::string name = r.fixed_string(32);
        t.next = r.i32();  // the next frame of an animated texture; checked below
        const auto [it, added] = material_of.emplace(std::tuple(name, t.flags & kDrawingFlags), 0);
        if (added) {
            it->second = int32_t(map.materials.size());
            Material m;
            m.name = name;
            m.flags = material_flags(t.flags);
            m.source_surface_flags = t.flags;
            // Sky faces show the sky box and nodraw faces nothing: their textures are not needed.
            if (!(m.flags & (kMaterialSky | kMaterialNoDraw))) {
                // A texture shared by several materials is read once; the others name its owner.
                const bool inverse_intensity = m.flags & (kMaterialWarp | kMaterialTranslucent);
                const auto [owner, first] = owner_of.emplace(std::pair(ascii_lowercase(name), inverse_intensity), -1);
                if (first) {
                    std::optional<WalImage> img;
                    if (f.options().read_file)
                        if (auto wal = f.options().read_file(wal_path(name))) img = read_wal(*wal, wal_path(name));
                    if (img) {
                        f.options().memory_budget.take(img->indices.size(), f.file(), f.part(kTexinfo),
                                                       "'" + wal_path(name) + "'", "texture pixels");
                        m.width = img->width;
                        m.height = img->height;
                        m.paletted.indices = std::move(img->indices);
                        owner->second = it->second;
                    } else if (missing++ == 0) {
                        first_missing = wal_path(name);
                    }
                } else if (owner->second >= 0) {
                    const Material& shown = map.materials[size_t(owner->second)];
                    m.width = shown.width;
                    m.height = shown.height;
                    m.same_image_as = owner->second;
                }
            }
            map.materials.push_back(std::move(m));
        }
        t.material = it->second;
    }
    if (missing > 0)
        map.warnings.push_back(str(int64_t(missing)) + " textures (.wal) are not in the game dir or cannot be read "
                               "(first: '" + first_missing + "'); drawn with the missing-texture checker");
    read_animations(f, out, map);
    return out;
}

}  // namespace bsp::quake2

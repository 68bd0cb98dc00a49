// texinfo lump → TexInfo records and Map::materials. Quake 2 names each texinfo's
// texture (textures/<name>.wal in the game dir) instead of storing images, so a
// material is one texture name with one set of drawing flags: the same texture as
// sky, warping water or 33% glass draws differently. The texture's size, which the
// uvs are measured in, comes from the .wal header when the game dir has the file
// (ParseOptions::read_file); the pixels are decoded by the assets step
// (assets/paletted_textures.h). Without the file the face shows the missing-texture
// checker, with one warning naming how many textures are missing.
#include <map>
#include <tuple>

#include "formats/quake2/quake2_sections.h"

namespace bsp::quake2 {
namespace {

// How the engine draws a face with these flags, as material flags. Sky faces are
// drawn as the sky box; warping faces (water, slime, lava) and translucent ones have
// no lightmap in the engine.
uint32_t material_flags(int32_t flags) {
    uint32_t out = 0;
    if (flags & kSurfNoDraw) out |= kMaterialNoDraw;
    if (flags & kSurfSky) out |= kMaterialSky | kMaterialNoLightmap;
    if (flags & kSurfWarp) out |= kMaterialLiquid | kMaterialWarp | kMaterialNoLightmap;
    if (flags & (kSurfTrans33 | kSurfTrans66)) out |= kMaterialTranslucent | kMaterialNoLightmap;
    return out;
}

// The flags that change how a face draws; the rest (light, slick, value) do not split materials.
constexpr int32_t kDrawingFlags = kSurfSky | kSurfWarp | kSurfTrans33 | kSurfTrans66 | kSurfNoDraw | kSurfFlowing;

std::string wal_path(const std::string& texture) { return "textures/" + texture + ".wal"; }

}  // namespace

std::vector<TexInfo> read_texinfo(const Quake2File& f, Map& map) {
    ByteReader r = f.reader(kTexinfo);
    std::vector<TexInfo> out(f.count(kTexinfo));
    std::map<std::tuple<std::string, int32_t>, int32_t> material_of;  // (name, drawing flags) → material
    std::map<std::string, std::pair<int, int>> size_of;                // texture name → .wal size (0: missing)
    uint64_t missing = 0;
    std::string first_missing;
    for (uint32_t i = 0; i < out.size(); ++i) {
        TexInfo& t = out[i];
        for (int k = 0; k < 4; ++k) t.s[k] = r.f32();
        for (int k = 0; k < 4; ++k) t.t[k] = r.f32();
        t.flags = r.i32();
        r.skip(4);  // value: light emission of SURF_LIGHT faces, for the light compiler
        const std::string name = r.fixed_string(32);
        r.skip(4);  // nexttexinfo: the next frame of an animated texture
        const auto [it, added] = material_of.emplace(std::tuple(name, t.flags & kDrawingFlags), 0);
        if (added) {
            it->second = int32_t(map.materials.size());
            Material m;
            m.name = name;
            m.flags = material_flags(t.flags);
            m.source_surface_flags = t.flags;
            auto [size, first] = size_of.emplace(name, std::pair(0, 0));
            if (first && f.options().read_file)
                if (auto wal = f.options().read_file(wal_path(name)); wal && wal->size() >= 40) {
                    ByteReader h(*wal, wal_path(name), "header");
                    h.skip(32);
                    const uint32_t w = h.u32(), hgt = h.u32();
                    // Larger than any texture the engine loads is a damaged header.
                    if (w > 0 && hgt > 0 && w <= 4096 && hgt <= 4096) size->second = {int(w), int(hgt)};
                }
            if (first && size->second.first == 0 && missing++ == 0) first_missing = wal_path(name);
            m.width = size->second.first;
            m.height = size->second.second;
            map.materials.push_back(std::move(m));
        }
        t.material = it->second;
    }
    if (missing > 0)
        map.warnings.push_back(str(int64_t(missing)) + " textures (.wal) are not in the game dir (first: '" +
                               first_missing + "'); drawn with the missing-texture checker");
    return out;
}

}  // namespace bsp::quake2

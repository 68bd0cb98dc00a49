// Shaders lump → Map::materials. Quake 3 decides blending in shader scripts the
// parser never sees, so these flags are a first guess from the compiled surface
// and content flags; the assets layer refines them once scripts are loaded.
#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <string_view>

#include "core/ascii.h"
#include "formats/q3/q3_records.h"
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {
namespace {

// Compiler tool shaders that never render. q3map2 usually sets SURF_NODRAW for
// them through common.shader, but maps built without those scripts do not.
constexpr std::array<std::string_view, 18> kToolShaders = {
    "areaportal", "botclip",   "caulk",      "clip",         "clusterportal", "donotenter",
    "full_clip",  "hint",      "invisible",  "lightgrid",    "nodraw",        "nodrawnonsolid",
    "nodrop",     "origin",    "playerclip", "skip",         "trigger",       "weapclip",
};

bool is_tool_shader(std::string_view name) {
    constexpr std::string_view kPrefix = "textures/common/";
    if (name.size() <= kPrefix.size() || !ascii_iequals(name.substr(0, kPrefix.size()), kPrefix)) return false;
    std::string_view rest = name.substr(kPrefix.size());
    return std::any_of(kToolShaders.begin(), kToolShaders.end(),
                       [&](std::string_view tool) { return ascii_iequals(rest, tool); });
}

// q3map2 writes "noshader" for surfaces that had none: nothing to draw, and no
// missing texture either (every OpenArena map has it).
bool is_no_shader(std::string_view name) { return ascii_iequals(name, "noshader"); }

uint32_t material_flags(std::string_view name, int32_t surface_flags, int32_t contents) {
    uint32_t flags = 0;
    if (surface_flags & kSurfSky) flags |= kMaterialSky;
    if ((surface_flags & kSurfNoDraw) || is_tool_shader(name) || is_no_shader(name)) flags |= kMaterialNoDraw;
    if (contents & (kContentsWater | kContentsSlime | kContentsLava)) flags |= kMaterialLiquid;
    // Water is blended in every stock script; slime and lava are opaque.
    if (contents & (kContentsTranslucent | kContentsWater)) flags |= kMaterialTranslucent;
    if (surface_flags & (kSurfNoLightmap | kSurfPointLight)) flags |= kMaterialNoLightmap;
    return flags;
}

}  // namespace

void read_materials(const Q3File& f, Map& map) {
    ByteReader r = f.reader(kShaders);
    map.materials.resize(f.count(kShaders));
    for (Material& m : map.materials) {
        const auto rec = r.read<DiskShader>();
        m.name.assign(rec.name, strnlen(rec.name, sizeof rec.name));
        m.source_surface_flags = rec.surface_flags;
        m.source_contents = rec.contents;
        m.flags = material_flags(m.name, m.source_surface_flags, m.source_contents);
    }
}

// The engine loads a shader when a surface of the map uses it (ShaderForShaderNum
// per surface); the shaders lump also names what only brush sides use.
void mark_unused_materials(Map& map) {
    std::vector<bool> used(map.materials.size(), false);
    for (const Surface& s : map.surfaces)
        if (s.material >= 0 && size_t(s.material) < used.size()) used[size_t(s.material)] = true;
    for (size_t i = 0; i < used.size(); ++i)
        if (!used[i]) map.materials[i].flags |= kMaterialUnused;
}

}  // namespace bsp::q3

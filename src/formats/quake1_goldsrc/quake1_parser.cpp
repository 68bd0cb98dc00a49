// Entry points of the Quake 1 family parser: sniff, then read the sections in
// dependency order (each needs the counts or records of the ones before it).
#include "formats/quake1_goldsrc/quake1_parser.h"

#include "formats/quake1_goldsrc/quake1_file.h"
#include "formats/quake1_goldsrc/quake1_lit_file.h"
#include "formats/quake1_goldsrc/quake1_sections.h"
#include "map/brush_models.h"

namespace bsp {
namespace {

using namespace quake1;

void describe(const Quake1File& f, Map& map) {
    switch (f.variant()) {
        case Variant::kQuake:
            map.format = "quake1";
            map.format_name = "Quake BSP v29";
            break;
        case Variant::kGoldSrc:
            map.format = "goldsrc";
            map.format_name = f.entities_and_planes_swapped() ? "GoldSrc BSP v30 (Blue Shift lump order)"
                                                              : "GoldSrc BSP v30";
            break;
        case Variant::kBsp2:
            map.format = "bsp2";
            map.format_name = "Quake BSP2";
            break;
        case Variant::kBsp2Rmq:
            map.format = "bsp2";
            map.format_name = "Quake BSP2 (2PSB, RMQ draft)";
            break;
    }
    // BSP2 has a magic instead of a version; it extends v29, so report that.
    map.version = f.variant() == Variant::kGoldSrc ? 30 : 29;
    // Quake engines (and their GL ports) double lightmap bytes (overbright x2); GoldSrc
    // uses them as stored.
    map.light_shift = f.variant() == Variant::kGoldSrc ? 0 : 1;
    // The eye above a spawn point's origin: Quake's player view_ofs is 22; Half-Life's
    // VEC_VIEW is 28.
    map.spawn_eye_height = f.variant() == Variant::kGoldSrc ? 28.0f : 22.0f;
    // Both engines cap running at sv_maxspeed, 320 (Quake's 200 forward speed doubles
    // to 400 with +speed; Half-Life's cl_forwardspeed is 400).
    map.run_speed = 320.0f;
    map.metres_per_unit = f.variant() == Variant::kGoldSrc ? 0.0254f : 1.0f / 32.0f;
    // Textures not in the map are in WADs; Quake's 8-bit ones take gfx/palette.lmp,
    // GoldSrc's carry their own palette.
    map.paletted_textures = {.wad_lookup = true, .game_palette = f.variant() != Variant::kGoldSrc};
    name_values(map);
}

// The sky cube worldspawn names. Half-Life reads "skyname" into sv_skyname (default
// "desert") and loads gfx/env/<name>{rt,bk,lf,ft,up,dn}; FitzQuake and QuakeSpasm read
// an optional "sky" key into the same path. Without one, Quake draws its sky texture.
void set_skybox(const Quake1File& f, Map& map) {
    const Entity* world = map.worldspawn();
    const bool goldsrc = f.variant() == Variant::kGoldSrc;
    std::string name = world ? world->get(goldsrc ? "skyname" : "sky") : std::string();
    if (name.empty() && goldsrc) name = "desert";
    map.skybox = name.empty() ? std::string() : "gfx/env/" + name;
}

}  // namespace

bool is_quake1_family(std::span<const uint8_t> bytes) { return sniff_variant(bytes).has_value(); }

Map parse_quake1_family(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options) {
    const Quake1File f(bytes, file_name, options);
    Map map;
    map.source_path = file_name;
    map.file_size = bytes.size();
    describe(f, map);
    map.lumps = f.lump_table();
    map.warnings = f.warnings();

    map.entities = f.entities(kEntities);
    set_skybox(f, map);
    read_planes(f, map);
    read_materials(f, map);
    const std::vector<TexInfo> texinfo = read_texinfo(f, map);
    const std::vector<FaceRecord> faces = read_faces(f, map, texinfo);
    const std::optional<std::vector<uint8_t>> lit = load_lit(f, map.warnings);
    read_lightmaps(f, map, faces, texinfo, lit ? std::span<const uint8_t>(*lit) : std::span<const uint8_t>());
    const int32_t visleafs = read_models(f, map);
    // After the lightmaps: their extents come from the vertices where the compiler
    // left them, before the entities move their brush models.
    place_brush_models(map);
    apply_brush_model_render_keys(map);
    const std::vector<int32_t> vis_offsets = read_tree(f, map, visleafs);
    read_visibility(f, map, vis_offsets, visleafs);
    return map;
}

}  // namespace bsp

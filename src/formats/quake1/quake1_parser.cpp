// Entry points of the Quake 1 family parser: sniff, then read the sections in
// dependency order (each needs the counts or records of the ones before it).
#include "formats/quake1/quake1_parser.h"

#include "formats/quake1/quake1_file.h"
#include "formats/quake1/quake1_sections.h"

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
}

}  // namespace

bool is_quake1_family(std::span<const uint8_t> bytes) { return sniff_variant(bytes).has_value(); }

Map parse_quake1_family(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options) {
    return parse_quake1_family(bytes, file_name, options, Quake1Resources{});
}

Map parse_quake1_family(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options,
                        const Quake1Resources& resources) {
    const Quake1File f(bytes, file_name, options);
    Map map;
    map.source_path = file_name;
    map.file_size = bytes.size();
    describe(f, map);
    map.lumps = f.lump_table();
    map.warnings = f.warnings();

    read_entities(f, map);
    read_planes(f, map);
    read_materials(f, map, resources.palette ? *resources.palette : builtin_palette());
    const std::vector<TexInfo> texinfo = read_texinfo(f, map);
    const std::vector<FaceRecord> faces = read_faces(f, map, texinfo);
    read_lightmaps(f, map, faces, texinfo);
    const int32_t visleafs = read_models(f, map);
    const std::vector<int32_t> vis_offsets = read_tree(f, map, visleafs);
    read_visibility(f, map, vis_offsets, visleafs);
    return map;
}

}  // namespace bsp

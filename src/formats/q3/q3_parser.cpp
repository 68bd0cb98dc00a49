// Quake 3 parser driver: validates the lump directory, then reads the sections
// in dependency order (an index can only be checked once its target is known).
#include "formats/q3/q3_parser.h"

#include <filesystem>

#include "formats/q3/q3_file.h"
#include "formats/q3/q3_sections.h"
#include "map/brush_models.h"

namespace bsp::q3 {
namespace {

// "maps/oa_thor.bsp" or "pak.pk3:maps/oa_thor.bsp" → "oa_thor": external
// lightmaps live in maps/<name>/.
std::string map_base_name(const std::string& file_name) {
    std::string_view name = file_name;
    if (size_t cut = name.find_last_of("/\\:"); cut != std::string_view::npos) name.remove_prefix(cut + 1);
    if (size_t dot = name.rfind('.'); dot != std::string_view::npos && dot > 0) name = name.substr(0, dot);
    return std::string(name);
}

}  // namespace

Map parse(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options) {
    Q3File f(bytes, file_name, options);
    Map map;
    map.source_path = file_name;
    map.format = "q3";
    switch (f.game()) {
        case Q3Game::kQuake3: map.format_name = "Quake 3 IBSP"; break;
        case Q3Game::kWolfenstein: map.format_name = "RTCW / Enemy Territory IBSP"; break;
        case Q3Game::kQuakeLiveDirectory:
            // Only Quake Live fills the lump; q3map2 writes it empty for RTCW and ET too.
            map.format_name = f.count(kAdvertisements) > 0 ? "Quake Live IBSP" : "RTCW / ET / Quake Live IBSP";
            break;
    }
    map.light_shift = 2;  // r_mapOverBrightBits 2, the engine's default
    // A player spawns 9 units above the spawn point's origin and sees from
    // DEFAULT_VIEWHEIGHT 26 above that. The sky comes from shaders, so no skybox.
    map.spawn_eye_height = 9.0f + 26.0f;
    map.run_speed = 320.0f;  // g_speed
    map.version = f.version();
    map.file_size = f.file_size();
    map.lumps = f.lump_table();

    map.entities = f.entities(kEntities);
    read_materials(f, map);
    name_values(map);
    read_planes(f, map);
    read_leaves(f, map);
    read_nodes(f, map);
    read_brushes(f, map);
    const std::vector<int32_t> fogs = read_fogs(f, map);
    read_surfaces(f, map, fogs, options.memory_budget);
    mark_unused_materials(map);
    read_models(f, map);
    // Before tessellation (the caller's): patch control points move with their model.
    place_brush_models(map);
    apply_brush_model_render_keys(map);
    read_lightmaps(f, map, map_base_name(file_name));
    read_light_grid(f, map);
    read_visibility(f, map);
    return map;
}

}  // namespace bsp::q3

// Entry point of the Quake 2 parser: read the sections in dependency order (each
// needs the counts or records of the ones before it).
#include "formats/quake2/quake2_parser.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "formats/quake2/quake2_sections.h"
#include "map/brush_models.h"

namespace bsp::quake2 {
namespace {

void describe(Map& map) {
    map.format = "quake2";
    map.format_name = "Quake 2 IBSP v38";
    map.version = kVersion;
    // The Quake 2 light compiler already writes bright lightmaps, and id's GL renderer
    // multiplies textures by them as stored (gl_modulate 1): no shift.
    map.light_shift = 0;
    // The player's viewheight is 22 above an origin the game lifts 1 off the spawn point.
    map.spawn_eye_height = 23.0f;
    // sv_maxspeed 300 caps the 400 of cl_forwardspeed with +speed.
    map.run_speed = 300.0f;
    // .wal pixels (read by the parser from the game dir) take pics/colormap.pcx's palette.
    // The engine's default renderer doubles wall textures at load (gl1_intensity 2).
    map.paletted_textures = {.pcx_colormap = true, .texture_intensity = 2};
    name_values(map);
}

// The sky box worldspawn names: the game puts its "sky" key (default "unit1_") in the
// sky configstring, and the renderers load env/<name>{rt,bk,lf,ft,up,dn}.
void set_skybox(Map& map) {
    const Entity* world = map.worldspawn();
    std::string name = world ? world->get("sky") : std::string();
    if (name.empty()) name = "unit1_";
    map.skybox = "env/" + name;
    if (!world) return;
    // The game sends both keys as they are; the renderer turns by time * skyrotate about
    // skyaxis (a zero axis, or a value that is not a number, leaves the sky still).
    const float rotate = float(std::atof(world->get("skyrotate").c_str()));
    glm::vec3 axis(0);
    std::sscanf(world->get("skyaxis").c_str(), "%f %f %f", &axis.x, &axis.y, &axis.z);
    if (std::isfinite(rotate) && rotate != 0 && std::isfinite(glm::dot(axis, axis)) && glm::dot(axis, axis) > 0) {
        map.sky_rotate = rotate;
        map.sky_axis = glm::normalize(axis);
    }
}

}  // namespace

Map parse(std::span<const uint8_t> bytes, const std::string& file_name, const ParseOptions& options) {
    const Quake2File f(bytes, file_name, options);
    Map map;
    map.source_path = file_name;
    map.file_size = bytes.size();
    describe(map);
    map.lumps = f.lump_table();

    map.entities = f.entities(kEntities);
    set_skybox(map);
    read_planes(f, map);
    const std::vector<TexInfo> texinfo = read_texinfo(f, map);
    const std::vector<FaceRecord> faces = read_faces(f, map, texinfo);
    read_lightmaps(f, map, faces, texinfo);
    read_models(f, map);
    // After the lightmaps: their extents come from the vertices where the compiler
    // left them, before the entities move their brush models.
    place_brush_models(map);
    apply_brush_model_render_keys(map);
    read_tree(f, map);
    read_visibility(f, map);
    return map;
}

}  // namespace bsp::quake2

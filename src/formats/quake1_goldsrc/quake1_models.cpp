// models lump → Map::models (model 0 is the world, the rest brush entities: doors,
// platforms, func_wall, triggers) and Surface::model for every face a model owns.
// Model face ranges must not overlap (compilers write them back to back); the rule
// also keeps assigning Surface::model linear in the face count.
//
// The file's own origin field is not used for drawing by the engines, so it is
// ignored; placement comes from the owning entity (place_brush_models, called by the
// parser driver once the lightmaps are built).
#include "formats/quake1_goldsrc/quake1_sections.h"
#include "formats/quake_faces.h"

namespace bsp::quake1 {

int32_t read_models(const Quake1File& f, Map& map) {
    ByteReader r = f.reader(kModels);
    map.models.resize(f.count(kModels));
    if (map.models.empty()) f.fail(kModels, "no models: a map needs at least model 0, the world");
    std::vector<int32_t> owner(map.surfaces.size(), -1);
    int32_t world_visleafs = 0;
    for (uint32_t i = 0; i < map.models.size(); ++i) {
        Model& m = map.models[i];
        m.bounds.min = read_vec3(r);
        m.bounds.max = read_vec3(r);
        r.skip(12);      // origin: see the top of the file
        r.skip(4 * 4);   // head nodes of the drawing and three collision hulls
        const int32_t visleafs = r.i32();
        const int32_t first_face = r.i32(), face_count = r.i32();
        if (i == 0) world_visleafs = visleafs;
        assign_model_faces(f, kModels, i, first_face, face_count, owner, map);
    }
    // Leaf 0 is not a visleaf, so at most leafs - 1 of them.
    const int64_t max_visleafs = std::max<int64_t>(int64_t(f.count(kLeafs)) - 1, 0);
    if (world_visleafs < 0 || world_visleafs > max_visleafs)
        f.fail(kModels, "model 0 has " + str(world_visleafs) + " visleafs, but there are " +
                            str(int64_t(f.count(kLeafs))) + " leaves (leaf 0 is not a visleaf)");
    return world_visleafs;
}

}  // namespace bsp::quake1

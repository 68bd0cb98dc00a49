// Brushes, brush sides, fogs and models: the solid geometry the collision and
// "show brushes" views use, the fog volumes surfaces point into, and the model
// table (model 0 is the world, the rest belong to brush entities).
#include "formats/q3/q3_records.h"
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {

void read_brushes(const Q3File& f, Map& map) {
    ByteReader sides = f.reader(kBrushSides);
    map.brush_sides.resize(f.count(kBrushSides));
    for (uint32_t i = 0; i < map.brush_sides.size(); ++i) {
        const auto rec = sides.read<DiskBrushSide>();
        if (!index_in(rec.plane, map.planes.size()))
            f.fail(kBrushSides, "side " + str(i) + " uses plane " + str(rec.plane) + ", but there are " +
                                    str(map.planes.size()) + " planes");
        if (!index_in(rec.shader, map.materials.size()))
            f.fail(kBrushSides, "side " + str(i) + " uses shader " + str(rec.shader) + ", but there are " +
                                    str(map.materials.size()) + " shaders");
        map.brush_sides[i] = {rec.plane, rec.shader};
    }
    ByteReader r = f.reader(kBrushes);
    map.brushes.resize(f.count(kBrushes));
    for (uint32_t i = 0; i < map.brushes.size(); ++i) {
        const auto rec = r.read<DiskBrush>();
        if (!range_in(rec.first_side, rec.side_count, map.brush_sides.size()))
            f.fail(kBrushes, "brush " + str(i) + " uses brushsides " + range_str(rec.first_side, rec.side_count) +
                                 ", but there are " + str(map.brush_sides.size()));
        if (!index_in(rec.shader, map.materials.size()))
            f.fail(kBrushes, "brush " + str(i) + " uses shader " + str(rec.shader) + ", but there are " +
                                 str(map.materials.size()) + " shaders");
        map.brushes[i] = {uint32_t(rec.first_side), uint32_t(rec.side_count), rec.shader};
    }
}

int32_t read_fogs(const Q3File& f) {
    ByteReader r = f.reader(kFogs);
    const uint32_t n = f.count(kFogs);
    for (uint32_t i = 0; i < n; ++i) {
        // Only the brush is checked: the renderer reads fog colour and depth from the shader script.
        const auto rec = r.read<DiskFog>();
        if (!index_in(rec.brush, f.count(kBrushes)))
            f.fail(kFogs, "fog " + str(i) + " uses brush " + str(rec.brush) + ", but there are " +
                              str(f.count(kBrushes)) + " brushes");
    }
    return int32_t(n);
}

// Model surface ranges must not overlap (compilers write them back to back); the
// rule also keeps assigning Surface::model linear in the surface count.
void read_models(const Q3File& f, Map& map) {
    ByteReader r = f.reader(kModels);
    map.models.resize(f.count(kModels));
    if (map.models.empty()) f.fail(kModels, "no models: a map needs at least model 0, the world");
    std::vector<int32_t> owner(map.surfaces.size(), -1);
    for (uint32_t i = 0; i < map.models.size(); ++i) {
        const auto rec = r.read<DiskModel>();
        if (!range_in(rec.first_surface, rec.surface_count, map.surfaces.size()))
            f.fail(kModels, "model " + str(i) + " uses surfaces " + range_str(rec.first_surface, rec.surface_count) +
                                ", but there are " + str(map.surfaces.size()));
        if (!range_in(rec.first_brush, rec.brush_count, map.brushes.size()))
            f.fail(kModels, "model " + str(i) + " uses brushes " + range_str(rec.first_brush, rec.brush_count) +
                                ", but there are " + str(map.brushes.size()));
        Model& m = map.models[i];
        m.bounds.min = to_vec3(rec.mins);
        m.bounds.max = to_vec3(rec.maxs);
        m.first_surface = uint32_t(rec.first_surface);
        m.surface_count = uint32_t(rec.surface_count);
        for (uint32_t s = m.first_surface; s < m.first_surface + m.surface_count; ++s) {
            if (owner[s] >= 0)
                f.fail(kModels, "model " + str(i) + " claims surface " + str(s) + ", which model " +
                                    str(owner[s]) + " already owns");
            owner[s] = int32_t(i);
            map.surfaces[s].model = int32_t(i);
        }
    }
}

}  // namespace bsp::q3

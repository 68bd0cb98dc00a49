// Brushes, brush sides, fogs and models: the solid geometry the collision and
// "show brushes" views use, the fog volumes surfaces point into, and the model
// table (model 0 is the world, the rest belong to brush entities).
#include "formats/q3/q3_records.h"
#include "formats/q3/q3_sections.h"

#include <cstring>

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

std::vector<int32_t> read_fogs(const Q3File& f, Map& map) {
    ByteReader r = f.reader(kFogs);
    const uint32_t n = f.count(kFogs);
    std::vector<int32_t> kept(n, -1);
    for (uint32_t i = 0; i < n; ++i) {
        const auto rec = r.read<DiskFog>();
        // ioquake3 (R_LoadFogs) stops the load on a bad brush; a bad fog here only
        // loses its fog, so the map is still shown.
        auto drop = [&](const std::string& problem) {
            map.warnings.push_back(f.part(kFogs) + ": fog " + str(i) + " " + problem + "; the fog is not drawn");
        };
        if (!index_in(rec.brush, map.brushes.size())) {
            drop("uses brush " + str(rec.brush) + ", but there are " + str(map.brushes.size()) + " brushes");
            continue;
        }
        const Brush& brush = map.brushes[size_t(rec.brush)];
        // The engine reads the bounds from the first six sides, the axial ones
        // compilers always write first: -x, +x, -y, +y, -z, +z.
        if (brush.side_count < 6) {
            drop("uses brush " + str(rec.brush) + ", which has " + str(brush.side_count) +
                 " sides (a fog brush needs its 6 axial sides)");
            continue;
        }
        if (rec.visible_side < -1 || rec.visible_side >= int32_t(brush.side_count)) {
            drop("sees through side " + str(rec.visible_side) + " of brush " + str(rec.brush) + ", which has " +
                 str(brush.side_count) + " sides");
            continue;
        }
        FogVolume fog;
        fog.material.assign(rec.shader, strnlen(rec.shader, sizeof rec.shader));
        fog.brush = rec.brush;
        auto side_plane = [&](uint32_t side) -> const Plane& {
            return map.planes[size_t(map.brush_sides[brush.first_side + side].plane)];
        };
        for (int axis = 0; axis < 3; ++axis) {
            fog.bounds.min[axis] = -side_plane(uint32_t(axis * 2)).dist;
            fog.bounds.max[axis] = side_plane(uint32_t(axis * 2 + 1)).dist;
        }
        if (rec.visible_side >= 0) {
            fog.has_surface = true;
            fog.surface = side_plane(uint32_t(rec.visible_side));
        }
        kept[i] = int32_t(map.fogs.size());
        map.fogs.push_back(std::move(fog));
    }
    return kept;
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

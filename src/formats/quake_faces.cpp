#include "formats/quake_faces.h"

namespace bsp {

void reserve_face_vertices(const LumpDirectory& f, int faces_lump, const ParseOptions& options, uint64_t face_count,
                           uint64_t vertex_total, Map& map) {
    const std::string what = str(int64_t(face_count)) + " faces of " + str(int64_t(vertex_total)) + " edges";
    if (vertex_total > options.max_elements)
        f.fail(faces_lump, what + " are more vertices than the limit of " + str(int64_t(options.max_elements)));
    options.memory_budget.take(bytes_for(vertex_total, sizeof(Vertex)) + bytes_for(vertex_total, 3 * sizeof(uint32_t)),
                               f.file(), f.part(faces_lump), what, "vertices and indices");
    map.vertices.reserve(map.vertices.size() + size_t(vertex_total));
    map.indices.reserve(map.indices.size() + size_t(vertex_total) * 3);
}

void assign_model_faces(const LumpDirectory& f, int models_lump, uint32_t model, int64_t first_face,
                        int64_t face_count, std::vector<int32_t>& owner, Map& map) {
    if (!range_in(first_face, face_count, map.surfaces.size()))
        f.fail(models_lump, "model " + str(model) + " uses faces " + range_str(first_face, face_count) +
                                ", but there are " + str(int64_t(map.surfaces.size())));
    Model& m = map.models[model];
    m.first_surface = uint32_t(first_face);
    m.surface_count = uint32_t(face_count);
    for (uint32_t s = m.first_surface; s < m.first_surface + m.surface_count; ++s) {
        if (owner[s] >= 0)
            f.fail(models_lump, "model " + str(model) + " claims face " + str(s) + ", which model " + str(owner[s]) +
                                    " already owns");
        owner[s] = int32_t(model);
        map.surfaces[s].model = int32_t(model);
    }
}

}  // namespace bsp

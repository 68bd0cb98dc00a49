// drawverts, drawindexes and surfaces (faces) → Map vertices, indices, surfaces
// and patch control grids. Surfaces stay 1:1 with the file's faces, in file
// order, so leafsurfaces and model ranges index Map::surfaces directly.
//
// Map::vertices starts as the file's drawverts in file order, so a planar or
// triangle-soup face keeps first_vertex = its firstVert and its drawindexes
// (relative to firstVert) become absolute indices. Flares append one vertex each.
// Patches keep only their control grid here; tessellate_patches() appends their
// triangles after base_vertex_count/base_index_count.
#include <cmath>

#include "formats/q3/q3_records.h"

#include <cmath>

#include "core/problem_tally.h"
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {
namespace {

void read_vertices(const Q3File& f, Map& map) {
    ByteReader r = f.reader(kDrawVerts);
    map.vertices.resize(f.count(kDrawVerts));
    for (Vertex& v : map.vertices) {
        const auto rec = r.read<DiskVertex>();
        v.position = to_vec3(rec.xyz);
        v.uv = {rec.st[0], rec.st[1]};
        v.lightmap_uv = {rec.lightmap_st[0], rec.lightmap_st[1]};
        v.normal = to_vec3(rec.normal);
        v.color = {rec.rgba[0], rec.rgba[1], rec.rgba[2], rec.rgba[3]};
    }
}

std::vector<int32_t> read_draw_indexes(const Q3File& f) {
    ByteReader r = f.reader(kDrawIndexes);
    std::vector<int32_t> out(f.count(kDrawIndexes));
    for (int32_t& i : out) i = r.i32();
    return out;
}

class SurfaceBuilder {
public:
    SurfaceBuilder(const Q3File& f, Map& map, const std::vector<int32_t>& fog_of_file_fog, const MemoryBudget& budget)
        : f_(f), map_(map), budget_(budget), draw_indexes_(read_draw_indexes(f)),
          file_vertex_count_(map.vertices.size()), fog_of_file_fog_(fog_of_file_fog),
          fog_count_(int32_t(fog_of_file_fog.size())) {
        map_.indices.reserve(draw_indexes_.size());
    }

    // The patch control grids and foliage copies, checked as they grew, count against the load's budget.
    void charge_control_points() const { budget_.charge(control_bytes_); }

    // One warning per kind of tolerated problem.
    void report() const {
        if (bad_fog_.count > 0)
            map_.warnings.push_back(f_.part(kSurfaces) + ": " + str(int64_t(bad_fog_.count)) +
                                    " faces name a fog past the " + str(fog_count_) + " of lump 'fogs' (first: " +
                                    bad_fog_.first + "); the number is ignored");
        if (partial_triangles_.count > 0)
            map_.warnings.push_back(f_.part(kSurfaces) + ": " + str(int64_t(partial_triangles_.count)) +
                                    " faces have drawindexes that are not a whole number of triangles (first: " +
                                    partial_triangles_.first + "); the partial triangle is dropped");
    }

    void add(uint32_t face, const DiskSurface& fr) {
        check_common(face, fr);
        Surface s;
        s.face_index = int32_t(face);
        s.material = fr.shader;
        s.lightmap = fr.lightmap < 0 ? -1 : fr.lightmap;  // -3 marks vertex-lit faces
        if (fr.fog >= 0 && fr.fog < fog_count_) s.fog = fog_of_file_fog_[size_t(fr.fog)];
        switch (fr.type) {
            case kSurfPlanar: add_triangles(face, fr, SurfaceKind::Polygon, s); break;
            case kSurfTriangles: add_triangles(face, fr, SurfaceKind::Mesh, s); break;
            case kSurfPatch: add_patch(face, fr, s); break;
            case kSurfFlare: add_flare(fr, s); break;
            case kSurfFoliage: add_foliage(face, fr, s); break;
        }
        map_.surfaces.push_back(s);
    }

private:
    [[noreturn]] void fail(uint32_t face, const std::string& problem) const {
        f_.fail(kSurfaces, "face " + str(face) + " " + problem);
    }

    void check_common(uint32_t face, const DiskSurface& fr) {
        // Foliage is version 47's (Enemy Territory); ioquake3 refuses it in a version 46 file.
        const bool foliage_allowed = f_.version() == kWolfensteinVersion;
        if (fr.type < kSurfPlanar || fr.type > (foliage_allowed ? kSurfFoliage : kSurfFlare))
            fail(face, "has unknown type " + str(fr.type) + " (expected 1 planar, 2 patch, 3 mesh, 4 flare" +
                           (foliage_allowed ? ", 5 foliage)" : ")"));
        if (!index_in(fr.shader, map_.materials.size()))
            fail(face, "uses shader " + str(fr.shader) + ", but there are " + str(map_.materials.size()) +
                           " shaders");
        // ioquake3 does not check the fog number (it indexes its fog table with it):
        // the face is drawn, without fog.
        if (fr.fog < -1 || fr.fog >= fog_count_)
            bad_fog_.note("face " + str(face) + " uses fog " + str(fr.fog));
    }

    void check_vertex_range(uint32_t face, const DiskSurface& fr) const {
        if (!range_in(fr.first_vert, fr.num_verts, file_vertex_count_))
            fail(face, "uses vertices " + range_str(fr.first_vert, fr.num_verts) + ", but there are " +
                           str(file_vertex_count_) + " drawverts");
    }

    // The face's drawindexes checked against the lump; how many of them make whole
    // triangles. The engine draws the indexes as they come, so a partial triangle at the
    // end would shift every later one; it is dropped (a warning counts such faces).
    int32_t whole_triangle_indexes(uint32_t face, const DiskSurface& fr) {
        if (!range_in(fr.first_index, fr.num_indexes, draw_indexes_.size()))
            fail(face, "uses drawindexes " + range_str(fr.first_index, fr.num_indexes) + ", but there are " +
                           str(draw_indexes_.size()));
        const int32_t whole = fr.num_indexes - fr.num_indexes % 3;
        if (whole != fr.num_indexes)
            partial_triangles_.note("face " + str(face) + " has " + str(fr.num_indexes) + " drawindexes");
        return whole;
    }

    void add_triangles(uint32_t face, const DiskSurface& fr, SurfaceKind kind, Surface& s) {
        check_vertex_range(face, fr);
        const int32_t whole = whole_triangle_indexes(face, fr);
        s.kind = kind;
        s.first_vertex = uint32_t(fr.first_vert);
        s.vertex_count = uint32_t(fr.num_verts);
        s.first_index = uint32_t(map_.indices.size());
        s.index_count = uint32_t(whole);
        for (int32_t k = fr.first_index; k < fr.first_index + whole; ++k) {
            int32_t rel = draw_indexes_[size_t(k)];
            if (!index_in(rel, uint64_t(fr.num_verts)))
                fail(face, "drawindex " + str(k) + " is " + str(rel) + ", outside the face's " +
                               str(fr.num_verts) + " vertices");
            map_.indices.push_back(uint32_t(fr.first_vert + rel));
        }
        for (uint32_t v = s.first_vertex; v < s.first_vertex + s.vertex_count; ++v)
            s.bounds.add(map_.vertices[v].position);
    }

    void add_patch(uint32_t face, const DiskSurface& fr, Surface& s) {
        const int32_t w = fr.patch_width, h = fr.patch_height;
        auto size_ok = [](int32_t n) { return n >= 3 && n <= kMaxPatchSize && n % 2 == 1; };
        if (!size_ok(w) || !size_ok(h))
            fail(face, "is a patch of " + str(w) + "x" + str(h) + " control points; each size must be odd and in 3.." +
                           str(kMaxPatchSize));
        if (int64_t(w) * h != fr.num_verts)
            fail(face, "is a " + str(w) + "x" + str(h) + " patch but has " + str(fr.num_verts) + " vertices");
        check_vertex_range(face, fr);
        // Each patch keeps a copy of its control grid, and any number of patches may
        // name the same drawverts: thousands of 65x65 grids come from one run of them.
        control_bytes_ += bytes_for(uint64_t(fr.num_verts), sizeof(Vertex));
        if (!budget_.allows(control_bytes_))
            f_.fail(kSurfaces, budget_.over_message(control_bytes_, "patches up to face " + str(face),
                                                    "control points"));
        s.kind = SurfaceKind::Patch;
        s.patch_width = w;
        s.patch_height = h;
        PatchSource patch;
        patch.surface = uint32_t(map_.surfaces.size());
        patch.width = w;
        patch.height = h;
        auto first = map_.vertices.begin() + fr.first_vert;
        patch.control.assign(first, first + fr.num_verts);
        // q3map stores the LOD group's bounds in the first two lightmap vectors.
        const glm::vec3 lod_min = to_vec3(fr.lightmap_vecs[0]), lod_max = to_vec3(fr.lightmap_vecs[1]);
        if (glm::all(glm::lessThanEqual(lod_min, lod_max)) && std::isfinite(lod_min.x + lod_min.y + lod_min.z) &&
            std::isfinite(lod_max.x + lod_max.y + lod_max.z)) {
            patch.lod_group_bounds.add(lod_min);
            patch.lod_group_bounds.add(lod_max);
        }
        // The control hull contains the curved surface, so it is a safe bound for culling.
        for (const Vertex& v : patch.control) s.bounds.add(v.position);
        map_.patches.push_back(std::move(patch));
    }

    // A flare is a point (coronas): one vertex at its origin, with its normal and
    // colour, no triangles.
    void add_flare(const DiskSurface& fr, Surface& s) {
        Vertex v;
        v.position = to_vec3(fr.lightmap_origin);
        v.normal = to_vec3(fr.lightmap_vecs[2]);
        // The flare's colour (lightmapVecs[0], 0..1 per channel) as the vertex colour.
        const glm::vec3 c = glm::clamp(to_vec3(fr.lightmap_vecs[0]), glm::vec3(0), glm::vec3(1)) * 255.0f;
        if (std::isfinite(c.x + c.y + c.z)) v.color = glm::u8vec4(glm::u8vec3(glm::round(c)), 255);
        s.kind = SurfaceKind::Flare;
        s.first_vertex = uint32_t(map_.vertices.size());
        s.vertex_count = 1;
        s.first_index = uint32_t(map_.indices.size());
        s.bounds.add(v.position);
        map_.vertices.push_back(v);
    }

    // Enemy Territory's foliage: a small mesh (its first patchHeight drawverts, with
    // drawindexes into them) placed at each of patchWidth origins (the drawverts after
    // the mesh: position and lit colour). The engine draws the mesh at every origin
    // unrotated, coloured by the origin's colour; here each copy becomes triangles of
    // one Mesh surface, vertex-lit.
    void add_foliage(uint32_t face, const DiskSurface& fr, Surface& s) {
        const int32_t mesh_verts = fr.patch_height, instances = fr.patch_width;
        if (mesh_verts < 0 || instances < 0 || int64_t(mesh_verts) + instances != fr.num_verts)
            fail(face, "is foliage of " + str(mesh_verts) + " mesh vertices at " + str(instances) + " origins, but has " +
                           str(fr.num_verts) + " vertices (the two summed)");
        check_vertex_range(face, fr);
        const int32_t whole = whole_triangle_indexes(face, fr);
        for (int32_t k = fr.first_index; k < fr.first_index + whole; ++k)
            if (!index_in(draw_indexes_[size_t(k)], uint64_t(mesh_verts)))
                fail(face, "drawindex " + str(k) + " is " + str(draw_indexes_[size_t(k)]) + ", outside the foliage's " +
                               str(mesh_verts) + " mesh vertices");
        // A few hundred bytes of file can ask for millions of copies.
        control_bytes_ += bytes_for(uint64_t(mesh_verts) * uint64_t(instances), sizeof(Vertex)) +
                          bytes_for(uint64_t(whole) * uint64_t(instances), sizeof(uint32_t));
        if (!budget_.allows(control_bytes_))
            f_.fail(kSurfaces, budget_.over_message(control_bytes_, "foliage up to face " + str(face), "foliage copies"));
        s.kind = SurfaceKind::Mesh;
        s.lightmap = -1;
        s.first_vertex = uint32_t(map_.vertices.size());
        s.first_index = uint32_t(map_.indices.size());
        for (int32_t i = 0; i < instances; ++i) {
            const Vertex origin = map_.vertices[size_t(fr.first_vert + mesh_verts + i)];
            const uint32_t base = uint32_t(map_.vertices.size());
            for (int32_t v = 0; v < mesh_verts; ++v) {
                Vertex copy = map_.vertices[size_t(fr.first_vert + v)];
                copy.position += origin.position;
                copy.color = origin.color;
                s.bounds.add(copy.position);
                map_.vertices.push_back(copy);
            }
            for (int32_t k = fr.first_index; k < fr.first_index + whole; ++k)
                map_.indices.push_back(base + uint32_t(draw_indexes_[size_t(k)]));
        }
        s.vertex_count = uint32_t(map_.vertices.size()) - s.first_vertex;
        s.index_count = uint32_t(map_.indices.size()) - s.first_index;
    }

    const Q3File& f_;
    Map& map_;
    const MemoryBudget& budget_;
    uint64_t control_bytes_ = 0;  // of every patch so far
    ProblemTally bad_fog_;
    ProblemTally partial_triangles_;
    std::vector<int32_t> draw_indexes_;
    uint64_t file_vertex_count_;
    const std::vector<int32_t>& fog_of_file_fog_;
    int32_t fog_count_;
};

}  // namespace

void read_surfaces(const Q3File& f, Map& map, const std::vector<int32_t>& fog_of_file_fog,
                   const MemoryBudget& budget) {
    read_vertices(f, map);
    SurfaceBuilder builder(f, map, fog_of_file_fog, budget);
    ByteReader r = f.reader(kSurfaces);
    const uint32_t n = f.count(kSurfaces);
    map.surfaces.reserve(n);
    for (uint32_t i = 0; i < n; ++i) builder.add(i, r.read<DiskSurface>());
    builder.charge_control_points();
    builder.report();
    map.base_vertex_count = map.vertices.size();
    map.base_index_count = map.indices.size();
}

}  // namespace bsp::q3

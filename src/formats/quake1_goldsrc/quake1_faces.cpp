// vertexes, edges, surfedges and faces → Map vertices, indices and surfaces.
// A face is a convex polygon given as a run of surfedges (formats/quake_faces.h,
// shared with Quake 2). Each face gets its
// own copy of its vertices (uv and lightmap uv differ per face even where
// positions are shared) and is triangulated as a fan, which keeps the file's
// winding (the same as Quake 3's, so the renderer culls both alike).
// Surfaces stay 1:1 with faces, in file order, so marksurfaces and model face
// ranges index Map::surfaces directly.
#include <algorithm>

#include "core/problem_tally.h"
#include "formats/quake1_goldsrc/quake1_sections.h"
#include "formats/quake_faces.h"

namespace bsp::quake1 {
namespace {

// Texture size used for uvs of faces whose miptex is missing (offset -1 in the lump):
// the engines draw those with a small checker, and any non-zero size keeps uvs finite.
constexpr float kMissingTextureSize = 64.0f;

std::vector<glm::vec3> read_positions(const Quake1File& f) {
    ByteReader r = f.reader(kVertexes);
    std::vector<glm::vec3> out(f.count(kVertexes));
    for (glm::vec3& p : out) p = read_vec3(r);
    return out;
}

std::vector<EdgeRecord> read_edges(const Quake1File& f, uint64_t vertex_count) {
    ByteReader r = f.reader(kEdges);
    std::vector<EdgeRecord> out(f.count(kEdges));
    for (uint32_t i = 0; i < out.size(); ++i) {
        out[i] = read_edge(r, f.variant());
        for (uint32_t v : out[i].v)
            if (v >= vertex_count)
                f.fail(kEdges, "edge " + str(i) + " uses vertex " + str(v) + ", but there are " +
                                   str(int64_t(vertex_count)) + " vertices");
    }
    return out;
}

std::vector<int32_t> read_surfedges(const Quake1File& f, uint64_t edge_count) {
    ByteReader r = f.reader(kSurfedges);
    std::vector<int32_t> out(f.count(kSurfedges));
    for (uint32_t i = 0; i < out.size(); ++i) {
        out[i] = r.i32();
        // Widened before negating: -INT32_MIN does not fit an int32.
        const int64_t edge = out[i] < 0 ? -int64_t(out[i]) : int64_t(out[i]);
        if (uint64_t(edge) >= edge_count)
            f.fail(kSurfedges, "surfedge " + str(i) + " is " + str(out[i]) + ", but there are " +
                                   str(int64_t(edge_count)) + " edges");
    }
    return out;
}

class FaceBuilder {
public:
    FaceBuilder(const Quake1File& f, Map& map, const std::vector<TexInfo>& texinfo)
        : f_(f), map_(map), texinfo_(texinfo), positions_(read_positions(f)),
          edges_(read_edges(f, positions_.size())), surfedges_(read_surfedges(f, edges_.size())) {}

    void add(uint32_t face, const FaceRecord& fr) {
        check(face, fr);
        const bool too_few = fr.edge_count < 3;
        if (too_few || !range_in(fr.first_edge, fr.edge_count, surfedges_.size())) {
            // Quake's and GoldSrc's loaders take a face of fewer than 3 edges as it is and
            // draw nothing for it; Xash3D skips a face whose edges lie past the surfedges
            // ("bad surface") where GLQuake reads past them. Both are drawn as nothing:
            // an empty surface keeps surfaces 1:1 with faces.
            if (too_few) degenerate_.note("face " + str(face) + " has " + str(fr.edge_count) + " edges");
            else
                past_surfedges_.note("face " + str(face) + " uses surfedges " +
                                     range_str(fr.first_edge, fr.edge_count) + " of " + str(int64_t(surfedges_.size())));
            Surface s;
            s.kind = SurfaceKind::Polygon;
            s.face_index = int32_t(face);
            s.material = texinfo_[size_t(fr.texinfo)].material;
            s.first_vertex = uint32_t(map_.vertices.size());
            s.first_index = uint32_t(map_.indices.size());
            map_.surfaces.push_back(s);
            return;
        }
        const TexInfo& ti = texinfo_[size_t(fr.texinfo)];
        const Material& mat = map_.materials[size_t(ti.material)];
        const float tex_w = mat.width > 0 ? float(mat.width) : kMissingTextureSize;
        const float tex_h = mat.height > 0 ? float(mat.height) : kMissingTextureSize;
        glm::vec3 normal = map_.planes[size_t(fr.plane)].normal;
        if (fr.side != 0) normal = -normal;

        Surface s;
        s.kind = SurfaceKind::Polygon;
        s.face_index = int32_t(face);
        s.material = ti.material;
        append_face_polygon<EdgeRecord>(positions_, edges_, surfedges_, fr.first_edge, fr.edge_count, normal, ti.s, ti.t,
                                        {tex_w, tex_h}, glm::u8vec4(255), map_, s);
        map_.surfaces.push_back(s);
    }

private:
    [[noreturn]] void fail(uint32_t face, const std::string& problem) const {
        f_.fail(kFaces, "face " + str(face) + " " + problem);
    }

    void check(uint32_t face, const FaceRecord& fr) const {
        if (!index_in(fr.plane, map_.planes.size()))
            fail(face, "uses plane " + str(fr.plane) + ", but there are " + str(int64_t(map_.planes.size())) +
                           " planes");
        if (!index_in(fr.texinfo, texinfo_.size()))
            fail(face, "uses texinfo " + str(fr.texinfo) + ", but there are " + str(int64_t(texinfo_.size())) +
                           " texinfos");
        if (fr.edge_count < 3 || !range_in(fr.first_edge, fr.edge_count, surfedges_.size())) return;  // add() skips it
        // Faces may (in a lying file) share surfedge runs, so the surfedge count does
        // not bound the total; the element limit does.
        if (map_.vertices.size() + uint64_t(fr.edge_count) > f_.options().max_elements)
            fail(face, "brings the vertex total past the limit of " + str(int64_t(f_.options().max_elements)));
    }

public:
    // One warning for every face of fewer than 3 edges.
    void report() const {
        if (degenerate_.count > 0)
            map_.warnings.push_back(f_.part(kFaces) + ": " + str(int64_t(degenerate_.count)) +
                                  " faces have fewer than 3 edges and are not drawn (first: " + degenerate_.first + ")");
        if (past_surfedges_.count > 0)
            map_.warnings.push_back(f_.part(kFaces) + ": " + str(int64_t(past_surfedges_.count)) +
                                    " faces use surfedges past the end of lump 'surfedges' and are not drawn (first: " +
                                    past_surfedges_.first + ")");
    }

private:
    const Quake1File& f_;
    Map& map_;
    const std::vector<TexInfo>& texinfo_;
    ProblemTally degenerate_, past_surfedges_;
    std::vector<glm::vec3> positions_;
    std::vector<EdgeRecord> edges_;
    std::vector<int32_t> surfedges_;
};

}  // namespace

std::vector<FaceRecord> read_faces(const Quake1File& f, Map& map, const std::vector<TexInfo>& texinfo) {
    FaceBuilder builder(f, map, texinfo);
    ByteReader r = f.reader(kFaces);
    std::vector<FaceRecord> faces(f.count(kFaces));
    uint64_t vertex_total = 0;
    for (FaceRecord& face : faces) {
        face = read_face(r, f.variant());
        vertex_total += uint64_t(std::max<int64_t>(face.edge_count, 0));
    }
    reserve_face_vertices(f, kFaces, f.options(), faces.size(), vertex_total, map);
    map.surfaces.reserve(faces.size());
    for (uint32_t i = 0; i < faces.size(); ++i) {
        builder.add(i, faces[i]);
        if (map.surfaces[i].vertex_count == 0) faces[i].light_offset = -1;  // no polygon, no lightmap
    }
    builder.report();
    map.base_vertex_count = map.vertices.size();
    map.base_index_count = map.indices.size();
    return faces;
}

}  // namespace bsp::quake1

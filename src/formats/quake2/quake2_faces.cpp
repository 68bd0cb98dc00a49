// vertexes, edges, surfedges and faces → Map vertices, indices and surfaces, as for
// Quake 1 (formats/quake_faces.h makes the polygons for both): each face
// gets its own vertices and a triangle fan, surfaces stay 1:1 with faces in file order
// so leaffaces and model face ranges index Map::surfaces directly.
#include <algorithm>

#include "core/problem_tally.h"
#include "formats/quake2/quake2_sections.h"
#include "formats/quake_faces.h"

namespace bsp::quake2 {
namespace {

// Texture size for uvs when the .wal is not at hand (the missing-texture checker).
constexpr float kMissingTextureSize = 64.0f;

glm::vec3 read_vec3(ByteReader& r) {
    glm::vec3 v;
    for (int i = 0; i < 3; ++i) v[i] = r.f32();
    return v;
}

struct EdgeRecord {
    uint16_t v[2];
};

class FaceBuilder {
public:
    FaceBuilder(const Quake2File& f, Map& map, const std::vector<TexInfo>& texinfo)
        : f_(f), map_(map), texinfo_(texinfo) {
        ByteReader vr = f.reader(kVertexes);
        positions_.resize(f.count(kVertexes));
        for (glm::vec3& p : positions_) p = read_vec3(vr);
        ByteReader er = f.reader(kEdges);
        edges_.resize(f.count(kEdges));
        for (uint32_t i = 0; i < edges_.size(); ++i)
            for (uint16_t& v : edges_[i].v) {
                v = er.u16();
                if (v >= positions_.size())
                    f.fail(kEdges, "edge " + str(i) + " uses vertex " + str(v) + ", but there are " +
                                       str(int64_t(positions_.size())) + " vertices");
            }
        ByteReader sr = f.reader(kSurfedges);
        surfedges_.resize(f.count(kSurfedges));
        for (uint32_t i = 0; i < surfedges_.size(); ++i) {
            surfedges_[i] = sr.i32();
            const int64_t edge = surfedges_[i] < 0 ? -int64_t(surfedges_[i]) : int64_t(surfedges_[i]);
            if (uint64_t(edge) >= edges_.size())
                f.fail(kSurfedges, "surfedge " + str(i) + " is " + str(surfedges_[i]) + ", but there are " +
                                       str(int64_t(edges_.size())) + " edges");
        }
    }

    void add(uint32_t face, const FaceRecord& fr) {
        const std::string who = "face " + str(face);
        if (!index_in(fr.plane, map_.planes.size()))
            f_.fail(kFaces, who + " uses plane " + str(fr.plane) + ", but there are " +
                                str(int64_t(map_.planes.size())) + " planes");
        if (!index_in(fr.texinfo, texinfo_.size()))
            f_.fail(kFaces, who + " uses texinfo " + str(fr.texinfo) + ", but there are " +
                                str(int64_t(texinfo_.size())) + " texinfos");
        if (!range_in(fr.first_edge, fr.edge_count, surfedges_.size()))
            f_.fail(kFaces, who + " uses surfedges " + range_str(fr.first_edge, fr.edge_count) + ", but there are " +
                                str(int64_t(surfedges_.size())));
        const TexInfo& ti = texinfo_[size_t(fr.texinfo)];
        Surface s;
        s.kind = SurfaceKind::Polygon;
        s.face_index = int32_t(face);
        s.material = ti.material;
        s.first_vertex = uint32_t(map_.vertices.size());
        s.first_index = uint32_t(map_.indices.size());
        if (fr.edge_count < 3) {
            // The engine draws nothing for it; an empty surface keeps surfaces 1:1 with faces.
            degenerate_.note(who + " has " + str(fr.edge_count) + " edges");
            map_.surfaces.push_back(s);
            return;
        }
        const Material& mat = map_.materials[size_t(ti.material)];
        const float tex_w = mat.width > 0 ? float(mat.width) : kMissingTextureSize;
        const float tex_h = mat.height > 0 ? float(mat.height) : kMissingTextureSize;
        glm::vec3 normal = map_.planes[size_t(fr.plane)].normal;
        if (fr.side != 0) normal = -normal;
        // Quake 2 draws 33% and 66% opaque surfaces by vertex alpha.
        const uint8_t alpha = (ti.flags & kSurfTrans33) ? 84 : (ti.flags & kSurfTrans66) ? 168 : 255;
        append_face_polygon<EdgeRecord>(positions_, edges_, surfedges_, fr.first_edge, fr.edge_count, normal, ti.s, ti.t,
                                        {tex_w, tex_h}, glm::u8vec4(255, 255, 255, alpha), map_, s);
        map_.surfaces.push_back(s);
    }

    void report() const {
        if (degenerate_.count > 0)
            map_.warnings.push_back(f_.part(kFaces) + ": " + str(int64_t(degenerate_.count)) +
                                    " faces have fewer than 3 edges and are not drawn (first: " + degenerate_.first + ")");
    }

private:
    const Quake2File& f_;
    Map& map_;
    const std::vector<TexInfo>& texinfo_;
    std::vector<glm::vec3> positions_;
    std::vector<EdgeRecord> edges_;
    std::vector<int32_t> surfedges_;
    ProblemTally degenerate_;
};

FaceRecord read_face(ByteReader& r) {
    FaceRecord f;
    f.plane = r.u16();
    f.side = r.i16();
    f.first_edge = r.i32();
    f.edge_count = r.i16();
    f.texinfo = r.i16();
    for (uint8_t& s : f.styles) s = r.u8();
    f.light_offset = r.i32();
    return f;
}

}  // namespace

void read_planes(const Quake2File& f, Map& map) {
    ByteReader r = f.reader(kPlanes);
    map.planes.resize(f.count(kPlanes));
    for (Plane& p : map.planes) {
        p.normal = read_vec3(r);
        p.dist = r.f32();
        r.skip(4);  // axial type
    }
}

std::vector<FaceRecord> read_faces(const Quake2File& f, Map& map, const std::vector<TexInfo>& texinfo) {
    FaceBuilder builder(f, map, texinfo);
    ByteReader r = f.reader(kFaces);
    std::vector<FaceRecord> faces(f.count(kFaces));
    uint64_t vertex_total = 0;
    for (FaceRecord& face : faces) {
        face = read_face(r);
        vertex_total += uint64_t(std::max<int64_t>(face.edge_count, 0));
    }
    reserve_face_vertices(f, kFaces, f.options(), faces.size(), vertex_total, map);
    map.surfaces.reserve(faces.size());
    for (uint32_t i = 0; i < faces.size(); ++i) {
        builder.add(i, faces[i]);
        if (map.surfaces[i].vertex_count == 0) faces[i].light_offset = -1;
    }
    builder.report();
    map.base_vertex_count = map.vertices.size();
    map.base_index_count = map.indices.size();
    return faces;
}

}  // namespace bsp::quake2

// LUMP_OVERLAYS and LUMP_WATEROVERLAYS: the info_overlay entities vbsp compiled into
// the map. Each record is a quad in the overlay's own basis (UV points around an
// origin, the basis u axis packed into the z of the first three points, v = normal ×
// u, the fourth point's z a flag that flips v) with the texture range it maps onto it,
// and the faces it lies on. As the engine does, the quad is projected along the basis
// normal onto each face's plane and clipped to the face; the pieces are world surfaces
// of their own (Surface::overlay) with the face's lightmap, filed in the face's
// leaves, drawn blended over the face. Only polygon faces of the world take pieces
// (the engine also drapes overlays over displacements: not done here).
//
// The lumps are read as bytes: a record that lies (a face index out of range, more
// faces than the record holds, coordinates that are not finite, no basis) costs that
// overlay, with one warning per lump, never the map; pieces that would not fit in the
// memory budget cost the lump's overlays, with a warning.
#include <algorithm>
#include <cmath>

#include "formats/source/source_sections.h"

namespace bsp::source {

namespace {

constexpr int kOverlayFaces = 64;        // OVERLAY_BSP_FACE_COUNT
constexpr int kWaterOverlayFaces = 256;  // WATEROVERLAY_BSP_FACE_COUNT
constexpr uint32_t kFaceCountMask = 0x3fff;  // the low 14 bits; the top 2 are the render order
// Pieces are lifted this far off their face along its normal so that they win the
// depth test against it (the engine biases their depth instead).
constexpr float kLift = 0.1f;

struct OverlayRecord {
    int32_t id = 0;
    int32_t texinfo = -1;
    std::vector<int32_t> faces;
    float u[2] = {0, 0}, v[2] = {0, 0};
    glm::vec3 points[4];
    glm::vec3 origin{0}, normal{0};
};

bool finite(glm::vec3 p) { return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z); }

// Keeps the part of `poly` on the side of the plane through `a` with `inward` normal.
std::vector<glm::vec3> clip(const std::vector<glm::vec3>& poly, glm::vec3 a, glm::vec3 inward) {
    std::vector<glm::vec3> out;
    for (size_t i = 0; i < poly.size(); ++i) {
        const glm::vec3 p = poly[i], q = poly[(i + 1) % poly.size()];
        const float dp = glm::dot(p - a, inward), dq = glm::dot(q - a, inward);
        if (dp >= 0) out.push_back(p);
        if ((dp >= 0) != (dq >= 0)) out.push_back(p + (q - p) * (dp / (dp - dq)));
    }
    return out;
}

struct Builder {
    SourceContext& c;
    Map& map;
    std::vector<std::vector<uint32_t>> pieces_of_face;  // overlay surfaces per face surface

    // The face's corners, in its winding (world faces only; empty otherwise).
    std::vector<glm::vec3> corners(int32_t face) const {
        std::vector<glm::vec3> out;
        const Surface& s = map.surfaces[size_t(face)];
        if (s.kind != SurfaceKind::Polygon || s.model != 0 || s.overlay >= 0) return out;
        for (uint32_t k = 0; k < s.vertex_count; ++k) out.push_back(map.vertices[s.first_vertex + k].position);
        return out;
    }

    // Adds the overlay's pieces; false when it has no basis.
    bool add(const OverlayRecord& o, bool water, std::string* problem) {
        const glm::vec3 n = o.normal;
        const glm::vec3 u_axis(o.points[0].z, o.points[1].z, o.points[2].z);
        if (glm::length(n) < 1e-6f || glm::length(u_axis) < 1e-6f) {
            *problem = "overlay " + str(o.id) + " has no basis";
            return false;
        }
        const glm::vec3 normal = glm::normalize(n), u = glm::normalize(u_axis);
        glm::vec3 v = glm::cross(normal, u);
        if (glm::length(v) < 1e-6f) {
            *problem = "overlay " + str(o.id) + "'s u axis lies along its normal";
            return false;
        }
        v = glm::normalize(v);
        if (o.points[3].z == 1.0f) v = -v;
        // The quad on the overlay's plane; texture coordinates run from corner 0 (U0, V0)
        // to corner 2 (U1, V1) along the basis axes.
        std::vector<glm::vec3> quad;
        for (const glm::vec3& p : o.points) quad.push_back(o.origin + p.x * u + p.y * v);
        const glm::vec2 lo(o.points[0].x, o.points[0].y), hi(o.points[2].x, o.points[2].y);
        const glm::vec2 span = hi - lo;
        if (std::abs(span.x) < 1e-6f || std::abs(span.y) < 1e-6f) {
            *problem = "overlay " + str(o.id) + " has an empty quad";
            return false;
        }
        SourceOverlay record;
        record.id = o.id;
        record.material = o.texinfo >= 0 ? c.texinfos[size_t(o.texinfo)].texdata : -1;
        record.origin = o.origin;
        record.water = water;
        record.first_surface = uint32_t(map.surfaces.size());
        const int32_t index = int32_t(map.overlays.size());
        for (int32_t face : o.faces) {
            std::vector<glm::vec3> poly = corners(face);
            if (poly.size() < 3) continue;
            record.faces.push_back(face);
            const FaceRecord& fr = c.faces[size_t(face)];
            const Plane& plane = map.planes[fr.plane];
            const glm::vec3 face_normal = fr.side ? -plane.normal : plane.normal;
            const float face_dist = fr.side ? -plane.dist : plane.dist;
            const float denom = glm::dot(face_normal, normal);
            if (std::abs(denom) < 1e-3f) continue;  // the overlay stands edge-on to this face
            std::vector<glm::vec3> piece;
            for (const glm::vec3& p : quad) piece.push_back(p - normal * ((glm::dot(face_normal, p) - face_dist) / denom));
            glm::vec3 centre(0);
            for (const glm::vec3& p : poly) centre += p;
            centre /= float(poly.size());
            for (size_t k = 0; k < poly.size() && piece.size() >= 3; ++k) {
                const glm::vec3 a = poly[k], b = poly[(k + 1) % poly.size()];
                glm::vec3 inward = glm::cross(face_normal, b - a);
                if (glm::dot(centre - a, inward) < 0) inward = -inward;
                piece = clip(piece, a, inward);
            }
            if (piece.size() < 3) continue;
            // Wound as its face is, so that it faces the same way for culling (the UV
            // points' order says nothing about it).
            const auto winding = [](const std::vector<glm::vec3>& p) {
                glm::vec3 n(0);
                for (size_t k = 1; k + 1 < p.size(); ++k) n += glm::cross(p[k] - p[0], p[k + 1] - p[0]);
                return n;
            };
            if (glm::dot(winding(piece), winding(poly)) < 0) std::reverse(piece.begin(), piece.end());
            const TexinfoRecord* face_ti = fr.texinfo >= 0 ? &c.texinfos[size_t(fr.texinfo)] : nullptr;
            Surface s;
            s.kind = SurfaceKind::Polygon;
            s.material = record.material;
            s.lightmap = map.surfaces[size_t(face)].lightmap;
            s.face_index = face;
            s.overlay = index;
            s.first_vertex = uint32_t(map.vertices.size());
            s.first_index = uint32_t(map.indices.size());
            for (const glm::vec3& p : piece) {
                Vertex vert;
                vert.position = p + face_normal * kLift;
                vert.normal = face_normal;
                const glm::vec2 at((glm::dot(p - o.origin, u) - lo.x) / span.x, (glm::dot(p - o.origin, v) - lo.y) / span.y);
                vert.uv = {o.u[0] + (o.u[1] - o.u[0]) * at.x, o.v[0] + (o.v[1] - o.v[0]) * at.y};
                if (face_ti) {  // the face's own lightmap mapping (source_faces.cpp)
                    const float ls = glm::dot(glm::vec3(face_ti->lightmap_vecs[0]), p) + face_ti->lightmap_vecs[0].w -
                                     float(fr.lightmap_mins[0]);
                    const float lt = glm::dot(glm::vec3(face_ti->lightmap_vecs[1]), p) + face_ti->lightmap_vecs[1].w -
                                     float(fr.lightmap_mins[1]);
                    vert.lightmap_uv = {(ls + 0.5f) / float(std::max(fr.lightmap_size[0], 0) + 1),
                                        (lt + 0.5f) / float(std::max(fr.lightmap_size[1], 0) + 1)};
                }
                s.bounds.add(vert.position);
                map.vertices.push_back(vert);
            }
            s.vertex_count = uint32_t(piece.size());
            for (uint32_t k = 1; k + 1 < s.vertex_count; ++k) {
                map.indices.push_back(s.first_vertex);
                map.indices.push_back(s.first_vertex + k);
                map.indices.push_back(s.first_vertex + k + 1);
            }
            s.index_count = uint32_t(map.indices.size()) - s.first_index;
            pieces_of_face[size_t(face)].push_back(uint32_t(map.surfaces.size()));
            map.surfaces.push_back(s);
        }
        record.surface_count = uint32_t(map.surfaces.size()) - record.first_surface;
        map.overlays.push_back(std::move(record));
        return true;
    }
};

void read_lump(SourceContext& c, Builder& builder, int lump, int face_slots, bool water) {
    const SourceFile& f = c.f;
    const uint64_t record_size = 4 + 2 + 2 + 4 * uint64_t(face_slots) + 16 + 48 + 12 + 12;
    const uint64_t bytes = f.length(lump);
    if (bytes == 0) return;
    Map& map = builder.map;
    if (bytes % record_size != 0) {
        map.warnings.push_back(f.part(lump) + ": " + str(int64_t(bytes)) + " bytes is not a whole number of " +
                               str(int64_t(record_size)) + "-byte records; its overlays left out");
        return;
    }
    const uint64_t n = bytes / record_size;
    ByteReader r = f.reader(lump);
    // The records that hold up, and the most their pieces can take: a piece on a face
    // of k corners has at most k + 4 corners (the quad clipped by each face edge).
    std::vector<OverlayRecord> kept;
    uint64_t most_bytes = 0;
    Problems bad(f, lump, "overlays");
    for (uint64_t i = 0; i < n; ++i) {
        OverlayRecord o;
        o.id = r.i32();
        o.texinfo = r.i16();
        const uint32_t face_count = r.u16() & kFaceCountMask;
        std::vector<int32_t> slots(static_cast<size_t>(face_slots));
        for (int32_t& face : slots) face = r.i32();
        o.u[0] = r.f32(), o.u[1] = r.f32(), o.v[0] = r.f32(), o.v[1] = r.f32();
        for (glm::vec3& p : o.points) p = {r.f32(), r.f32(), r.f32()};
        o.origin = {r.f32(), r.f32(), r.f32()};
        o.normal = {r.f32(), r.f32(), r.f32()};
        const std::string name = "overlay " + str(o.id);
        if (face_count > uint32_t(face_slots)) {
            bad.add(name + " lists " + str(int64_t(face_count)) + " faces, but a record holds " + str(face_slots));
            continue;
        }
        if (o.texinfo < 0 || size_t(o.texinfo) >= c.texinfos.size()) {
            bad.add(name + " uses texinfo " + str(o.texinfo) + ", but there are " + str(int64_t(c.texinfos.size())));
            continue;
        }
        bool ok = finite(o.origin) && finite(o.normal) && std::isfinite(o.u[0]) && std::isfinite(o.u[1]) &&
                  std::isfinite(o.v[0]) && std::isfinite(o.v[1]);
        for (const glm::vec3& p : o.points) ok = ok && finite(p) && std::abs(p.x) < 1e6f && std::abs(p.y) < 1e6f;
        if (!ok) {
            bad.add(name + " has coordinates that are not finite or are absurd");
            continue;
        }
        std::string problem;
        for (uint32_t k = 0; k < face_count && problem.empty(); ++k) {
            const int32_t face = slots[k];
            if (face < 0 || size_t(face) >= c.faces.size())
                problem = name + " lies on face " + str(face) + ", but there are " + str(int64_t(c.faces.size()));
            else o.faces.push_back(face);
        }
        if (!problem.empty()) {
            bad.add(problem);
            continue;
        }
        most_bytes += sizeof(SourceOverlay);
        for (int32_t face : o.faces) {
            const uint64_t corners = uint64_t(map.surfaces[size_t(face)].vertex_count) + 4;
            most_bytes += sizeof(Surface) + corners * sizeof(Vertex) + 3 * corners * sizeof(uint32_t);
        }
        kept.push_back(std::move(o));
    }
    // Overlays are optional: over the budget they are left out, not the map.
    if (!c.memory_budget.allows(most_bytes)) {
        map.warnings.push_back(f.part(lump) + ": " +
                               c.memory_budget.over_message(most_bytes, str(int64_t(kept.size())) + " overlays",
                                                            "pieces") +
                               "; its overlays left out");
        return;
    }
    c.memory_budget.charge(most_bytes);
    for (const OverlayRecord& o : kept) {
        std::string problem;
        if (!builder.add(o, water, &problem)) bad.add(problem);
    }
    bad.report(n, map);
}

}  // namespace

void read_overlays(SourceContext& c, Map& map) {
    Builder builder{c, map, std::vector<std::vector<uint32_t>>(map.surfaces.size())};
    const size_t first_piece = map.surfaces.size();
    read_lump(c, builder, kOverlays, kOverlayFaces, /*water=*/false);
    read_lump(c, builder, kWaterOverlays, kWaterOverlayFaces, /*water=*/true);
    if (map.surfaces.size() == first_piece) return;
    // Overlay materials are blended over their faces (the engine draws them as decals),
    // whatever their VMT says.
    for (const SourceOverlay& o : map.overlays)
        if (o.material >= 0 && size_t(o.material) < map.materials.size())
            map.materials[size_t(o.material)].flags |= kMaterialTranslucent;
    // Each piece goes into the leaves that hold its face, so visibility draws it with it.
    std::vector<uint32_t> lists;
    lists.reserve(map.leaf_surfaces.size() + (map.surfaces.size() - first_piece));
    for (Leaf& leaf : map.leaves) {
        const uint32_t first = uint32_t(lists.size());
        for (uint32_t k = 0; k < leaf.leaf_surface_count; ++k) {
            const uint32_t s = map.leaf_surfaces[leaf.first_leaf_surface + k];
            lists.push_back(s);
            if (s < builder.pieces_of_face.size())
                lists.insert(lists.end(), builder.pieces_of_face[s].begin(), builder.pieces_of_face[s].end());
        }
        leaf.first_leaf_surface = first;
        leaf.leaf_surface_count = uint32_t(lists.size()) - first;
    }
    map.leaf_surfaces = std::move(lists);
    map.base_vertex_count = map.vertices.size();
    map.base_index_count = map.indices.size();
}

}  // namespace bsp::source

// texdata, texinfo and faces → Map materials, vertices, indices and surfaces;
// the lighting lump → per-face lightmap images.
//
// Surfaces stay 1:1 with the faces lump, in file order, so leaffaces and model face
// ranges index Map::surfaces directly. Each planar face becomes a triangle fan of its
// own vertices. A displacement face (dispinfo != -1) becomes its grid of
// (2^power + 1)^2 vertices: the base quad, rotated so that its first corner is the
// one nearest dispinfo's startPosition, interpolated row by row and moved along each
// disp_vert's vector by its distance. Texture and lightmap coordinates come from the
// undisplaced grid point, as the engine maps them.
#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>

#include "formats/source/source_sections.h"

namespace bsp::source {
namespace {

glm::vec4 read_vec4(ByteReader& r) {
    glm::vec4 v;
    v.x = r.f32();
    v.y = r.f32();
    v.z = r.f32();
    v.w = r.f32();
    return v;
}

// The engine's material flags for a texinfo's SURF_* bits.
uint32_t material_flags(int32_t surf) {
    uint32_t flags = 0;
    if (surf & (kSurfNoDraw | kSurfSkip | kSurfHint | kSurfTrigger)) flags |= kMaterialNoDraw;
    if (surf & (kSurfSky | kSurfSky2D)) flags |= kMaterialSky;
    if (surf & kSurfTrans) flags |= kMaterialTranslucent;
    if (surf & kSurfNoLight) flags |= kMaterialNoLightmap;
    return flags;
}

std::vector<std::string> read_texdata_names(const SourceFile& f) {
    ByteReader table = f.reader(kTexdataStringTable);
    ByteReader data = f.reader(kTexdataStringData);
    auto chars = data.bytes(data.size());
    std::vector<std::string> names(f.count(kTexdataStringTable));
    for (size_t i = 0; i < names.size(); ++i) {
        const int32_t offset = table.i32();
        if (!index_in(offset, chars.size()))
            f.fail(kTexdataStringTable, "entry " + str(int64_t(i)) + " points at byte " + str(offset) +
                                            ", but texdata_string_data has " + str(int64_t(chars.size())) + " bytes");
        const char* p = reinterpret_cast<const char*>(chars.data()) + offset;
        names[i] = std::string(p, strnlen(p, chars.size() - size_t(offset)));
    }
    return names;
}

}  // namespace

void read_materials_and_texinfo(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const std::vector<std::string> names = read_texdata_names(f);
    const uint64_t texdata_count = f.count(kTexdata);
    struct Texdata {
        std::string name;
        int32_t width = 0, height = 0;
    };
    std::vector<Texdata> texdata(texdata_count);
    ByteReader tr = f.reader(kTexdata);
    for (size_t i = 0; i < texdata.size(); ++i) {
        tr.skip(12);  // reflectivity
        const int32_t name_id = tr.i32();
        texdata[i].width = tr.i32();
        texdata[i].height = tr.i32();
        tr.skip(8);  // view width, height
        if (!index_in(name_id, names.size()))
            f.fail(kTexdata, "texdata " + str(int64_t(i)) + " names string " + str(name_id) +
                                 ", but texdata_string_table has " + str(int64_t(names.size())) + " entries");
        texdata[i].name = names[size_t(name_id)];
        c.texdata_size.push_back(texdata[i].width);
        c.texdata_size.push_back(texdata[i].height);
    }

    ByteReader r = f.reader(kTexinfo);
    c.texinfos.resize(f.count(kTexinfo));
    for (size_t i = 0; i < c.texinfos.size(); ++i) {
        TexinfoRecord& t = c.texinfos[i];
        t.texture_vecs[0] = read_vec4(r);
        t.texture_vecs[1] = read_vec4(r);
        t.lightmap_vecs[0] = read_vec4(r);
        t.lightmap_vecs[1] = read_vec4(r);
        t.flags = r.i32();
        t.texdata = r.i32();
        if (t.texdata != -1 && !index_in(t.texdata, texdata.size()))
            f.fail(kTexinfo, "texinfo " + str(int64_t(i)) + " uses texdata " + str(t.texdata) + ", but there are " +
                                 str(int64_t(texdata.size())));
    }

    // One material per texdata and the flags its texinfos give it, in texdata order.
    // Texinfos that share a texdata and flags share the material.
    std::map<std::pair<int32_t, uint32_t>, int32_t> index;
    for (const TexinfoRecord& t : c.texinfos) {
        if (t.texdata < 0) continue;
        const uint32_t flags = material_flags(t.flags);
        auto [it, added] = index.try_emplace({t.texdata, flags}, int32_t(map.materials.size()));
        if (!added) continue;
        Material m;
        m.name = texdata[size_t(t.texdata)].name;
        m.flags = flags;
        m.source_surface_flags = t.flags;
        m.width = texdata[size_t(t.texdata)].width;
        m.height = texdata[size_t(t.texdata)].height;
        map.materials.push_back(std::move(m));
    }
    // Remember each texinfo's material in its texdata slot's place: reuse `texdata`
    // as the Map material index from here on.
    for (TexinfoRecord& t : c.texinfos)
        if (t.texdata >= 0) t.texdata = index.at({t.texdata, material_flags(t.flags)});
}

namespace {

FaceRecord read_face(ByteReader& r, bool wide) {
    FaceRecord fr;
    if (wide) {
        fr.plane = r.u32();
        fr.side = r.u8();
        r.skip(3);  // onNode, padding
        fr.first_edge = r.u32();
        fr.num_edges = r.u32();
        fr.texinfo = r.i32();
        fr.dispinfo = r.i32();
        r.skip(4);  // fog volume
    } else {
        fr.plane = r.u16();
        fr.side = r.u8();
        r.skip(1);
        fr.first_edge = r.i32();
        fr.num_edges = r.i16();
        fr.texinfo = r.i16();
        fr.dispinfo = r.i16();
        r.skip(2);
    }
    for (uint8_t& s : fr.styles) s = r.u8();
    fr.light_offset = r.i32();
    r.skip(4);  // area
    fr.lightmap_mins[0] = r.i32();
    fr.lightmap_mins[1] = r.i32();
    fr.lightmap_size[0] = r.i32();
    fr.lightmap_size[1] = r.i32();
    r.skip(wide ? 16 : 12);  // origFace, primitives, smoothing groups
    return fr;
}

struct DispRecord {
    glm::vec3 start{0};
    int32_t first_vert = 0, power = 0;
    uint32_t map_face = 0;
};

std::vector<DispRecord> read_dispinfo(const SourceFile& f) {
    ByteReader r = f.reader(kDispInfo);
    std::vector<DispRecord> out(f.count(kDispInfo));
    for (DispRecord& d : out) {
        d.start = {r.f32(), r.f32(), r.f32()};
        d.first_vert = r.i32();
        r.skip(4);  // first disp_tri
        d.power = r.i32();
        r.skip(12);  // minTess, smoothingAngle, contents
        d.map_face = f.strata() ? r.u32() : r.u16();
        if (!f.strata()) r.skip(2);
        r.skip(f.record_size(kDispInfo) - 40);  // lightmap alpha/sample starts, neighbours, allowed verts
    }
    return out;
}

struct DispVert {
    glm::vec3 offset{0};  // vector × distance
};

std::vector<DispVert> read_disp_verts(const SourceFile& f) {
    ByteReader r = f.reader(kDispVerts);
    std::vector<DispVert> out(f.count(kDispVerts));
    for (DispVert& v : out) {
        glm::vec3 dir{r.f32(), r.f32(), r.f32()};
        const float dist = r.f32();
        r.skip(4);  // alpha (blend between the material's two textures)
        v.offset = dir * dist;
    }
    return out;
}

}  // namespace

void read_faces(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const bool wide = f.strata();
    // The LDR faces lump, unless it is empty or the map is lit for HDR only (its light
    // offsets then belong with faces_hdr; both lumps list the same faces).
    const bool hdr_only_light = f.length(kLighting) == 0 && f.length(kLightingHdr) > 0;
    const bool use_hdr = f.length(kFacesHdr) > 0 &&
                         (f.length(kFaces) == 0 || (hdr_only_light && f.count(kFacesHdr) == f.count(kFaces)));
    c.faces_lump = use_hdr ? kFacesHdr : kFaces;
    const int lump = c.faces_lump;

    std::vector<glm::vec3> positions(f.count(kVertexes));
    {
        ByteReader r = f.reader(kVertexes);
        for (glm::vec3& p : positions) p = {r.f32(), r.f32(), r.f32()};
    }
    std::vector<std::array<uint32_t, 2>> edges(f.count(kEdges));
    {
        ByteReader r = f.reader(kEdges);
        for (size_t i = 0; i < edges.size(); ++i) {
            for (uint32_t& v : edges[i]) v = wide ? r.u32() : r.u16();
            for (uint32_t v : edges[i])
                if (v >= positions.size())
                    f.fail(kEdges, "edge " + str(int64_t(i)) + " uses vertex " + str(int64_t(v)) + ", but there are " +
                                       str(int64_t(positions.size())) + " vertexes");
        }
    }
    std::vector<int32_t> surfedges(f.count(kSurfedges));
    {
        ByteReader r = f.reader(kSurfedges);
        for (size_t i = 0; i < surfedges.size(); ++i) {
            surfedges[i] = r.i32();
            const int64_t e = surfedges[i] < 0 ? -int64_t(surfedges[i]) : surfedges[i];
            if (uint64_t(e) >= edges.size())
                f.fail(kSurfedges, "surfedge " + str(int64_t(i)) + " is edge " + str(surfedges[i]) +
                                       ", but there are " + str(int64_t(edges.size())) + " edges");
        }
    }

    const std::vector<DispRecord> dispinfo = read_dispinfo(f);
    const std::vector<DispVert> disp_verts = read_disp_verts(f);

    ByteReader r = f.reader(lump);
    c.faces.resize(f.count(lump));
    // Faces may (in a lying file) share surfedge runs and dispinfos, so the lumps'
    // sizes do not bound the vertex total; it is checked whole, before the first
    // vertex is made. A displacement is counted at its largest (power 4: 17x17).
    uint64_t vertex_total = 0, index_total = 0;
    for (FaceRecord& fr : c.faces) {
        fr = read_face(r, wide);
        const uint64_t corners = uint64_t(std::max<int64_t>(fr.num_edges, 0));
        vertex_total += fr.dispinfo != -1 ? 17 * 17 : corners;
        index_total += fr.dispinfo != -1 ? 16 * 16 * 6 : 3 * corners;
    }
    c.memory_budget.check(bytes_for(vertex_total, sizeof(Vertex)) + bytes_for(index_total, sizeof(uint32_t)),
                                    f.file(), f.part(lump),
                                    str(int64_t(c.faces.size())) + " faces of " + str(int64_t(vertex_total)) + " vertices",
                                    "vertices and indices");
    map.surfaces.reserve(c.faces.size());
    for (size_t i = 0; i < c.faces.size(); ++i) {
        FaceRecord& fr = c.faces[i];
        auto fail = [&](const std::string& problem) { f.fail(lump, "face " + str(int64_t(i)) + " " + problem); };
        if (fr.plane >= map.planes.size())
            fail("uses plane " + str(int64_t(fr.plane)) + ", but there are " + str(int64_t(map.planes.size())) + " planes");
        if (fr.texinfo != -1 && !index_in(fr.texinfo, c.texinfos.size()))
            fail("uses texinfo " + str(fr.texinfo) + ", but there are " + str(int64_t(c.texinfos.size())) + " texinfos");
        if (!range_in(fr.first_edge, fr.num_edges, surfedges.size()))
            fail("uses surfedges " + range_str(fr.first_edge, fr.num_edges) + ", but there are " +
                 str(int64_t(surfedges.size())));
        Surface s;
        s.face_index = int32_t(i);
        const TexinfoRecord* ti = fr.texinfo >= 0 ? &c.texinfos[size_t(fr.texinfo)] : nullptr;
        s.material = ti ? ti->texdata : -1;
        if (fr.dispinfo != -1 && !index_in(fr.dispinfo, dispinfo.size()))
            fail("uses dispinfo " + str(fr.dispinfo) + ", but there are " + str(int64_t(dispinfo.size())));
        s.kind = fr.dispinfo != -1 ? SurfaceKind::Displacement : SurfaceKind::Polygon;
        s.first_vertex = uint32_t(map.vertices.size());
        s.first_index = uint32_t(map.indices.size());
        const Plane& plane = map.planes[fr.plane];
        const glm::vec3 normal = fr.side ? -plane.normal : plane.normal;
        float width = 64, height = 64;
        if (ti && ti->texdata >= 0) {
            const Material& m = map.materials[size_t(ti->texdata)];
            if (m.width > 0) width = float(m.width);
            if (m.height > 0) height = float(m.height);
        }
        // Texture and lightmap coordinates of a point on the face's plane.
        auto make_vertex = [&](glm::vec3 p) {
            Vertex v;
            v.position = p;
            v.normal = normal;
            if (ti) {
                v.uv = {(glm::dot(glm::vec3(ti->texture_vecs[0]), p) + ti->texture_vecs[0].w) / width,
                        (glm::dot(glm::vec3(ti->texture_vecs[1]), p) + ti->texture_vecs[1].w) / height};
                const float ls = glm::dot(glm::vec3(ti->lightmap_vecs[0]), p) + ti->lightmap_vecs[0].w -
                                 float(fr.lightmap_mins[0]);
                const float lt = glm::dot(glm::vec3(ti->lightmap_vecs[1]), p) + ti->lightmap_vecs[1].w -
                                 float(fr.lightmap_mins[1]);
                v.lightmap_uv = {(ls + 0.5f) / float(std::max(fr.lightmap_size[0], 0) + 1),
                                 (lt + 0.5f) / float(std::max(fr.lightmap_size[1], 0) + 1)};
            }
            return v;
        };
        std::vector<glm::vec3> corners;
        for (int64_t k = 0; k < fr.num_edges; ++k) {
            const int32_t se = surfedges[size_t(fr.first_edge + k)];
            corners.push_back(positions[se >= 0 ? edges[size_t(se)][0] : edges[size_t(-int64_t(se))][1]]);
        }
        if (s.kind == SurfaceKind::Displacement) {
            const DispRecord& d = dispinfo[size_t(fr.dispinfo)];
            if (corners.size() != 4) fail("is a displacement but has " + str(int64_t(corners.size())) + " edges, not 4");
            if (d.power < 2 || d.power > 4)
                f.fail(kDispInfo, "dispinfo " + str(fr.dispinfo) + " has power " + str(d.power) + " (2, 3 or 4)");
            const int n = (1 << d.power) + 1;
            if (!range_in(d.first_vert, int64_t(n) * n, disp_verts.size()))
                f.fail(kDispInfo, "dispinfo " + str(fr.dispinfo) + " uses disp_verts " +
                                      range_str(d.first_vert, int64_t(n) * n) + ", but there are " +
                                      str(int64_t(disp_verts.size())));
            size_t first = 0;
            for (size_t k = 1; k < 4; ++k)
                if (glm::distance(corners[k], d.start) < glm::distance(corners[first], d.start)) first = k;
            glm::vec3 p[4];
            for (size_t k = 0; k < 4; ++k) p[k] = corners[(first + k) % 4];
            for (int i = 0; i < n; ++i) {
                const float t = float(i) / float(n - 1);
                const glm::vec3 left = glm::mix(p[0], p[1], t), right = glm::mix(p[3], p[2], t);
                for (int j = 0; j < n; ++j) {
                    const glm::vec3 base = glm::mix(left, right, float(j) / float(n - 1));
                    Vertex v = make_vertex(base);
                    v.position = base + disp_verts[size_t(d.first_vert) + size_t(i * n + j)].offset;
                    v.normal = glm::vec3(0);
                    s.bounds.add(v.position);
                    map.vertices.push_back(v);
                }
            }
            s.vertex_count = uint32_t(n * n);
            // Two triangles per grid cell, the diagonal alternating as the engine's
            // tessellation does; (row, col) → (row+1, col) → (row, col+1) keeps the base
            // face's winding.
            for (int i = 0; i + 1 < n; ++i)
                for (int j = 0; j + 1 < n; ++j) {
                    const uint32_t a = s.first_vertex + uint32_t(i * n + j), b = a + 1, cc = a + uint32_t(n),
                                   dd = cc + 1;
                    const uint32_t tris[2][3] = {{a, cc, b}, {b, cc, dd}};
                    const uint32_t alt[2][3] = {{a, cc, dd}, {a, dd, b}};
                    const auto& use = ((i + j) % 2 == 0) ? alt : tris;
                    for (const auto& tri : use) {
                        const glm::vec3 e1 = map.vertices[tri[1]].position - map.vertices[tri[0]].position;
                        const glm::vec3 e2 = map.vertices[tri[2]].position - map.vertices[tri[0]].position;
                        const glm::vec3 face_normal = glm::cross(e2, e1);  // area-weighted
                        for (uint32_t idx : tri) {
                            map.indices.push_back(idx);
                            map.vertices[idx].normal += face_normal;
                        }
                    }
                }
            // The fan winding's normal tells which way the accumulated normals must face.
            for (uint32_t v = s.first_vertex; v < s.first_vertex + s.vertex_count; ++v) {
                glm::vec3& nv = map.vertices[v].normal;
                const float len = glm::length(nv);
                nv = len > 0 ? nv / len : normal;
                if (glm::dot(nv, normal) < 0) nv = -nv;
            }
            s.index_count = uint32_t(map.indices.size()) - s.first_index;
        } else if (corners.size() >= 3) {
            for (const glm::vec3& pos : corners) {
                s.bounds.add(pos);
                map.vertices.push_back(make_vertex(pos));
            }
            s.vertex_count = uint32_t(corners.size());
            append_fan_indices(s, map.indices);
        }
        map.surfaces.push_back(s);
    }
    map.base_vertex_count = map.vertices.size();
    map.base_index_count = map.indices.size();
}

// Light samples are ColorRGBExp32: r, g, b bytes and a signed exponent; the light
// they stand for is linear value = byte × 2^exponent / 255 (1.0 = full white).
//
// The curve to 8 bits mirrors what Source's LDR path does with that value: it
// gamma-encodes lightmaps (pow(v, 1/2.2)) and stores them at half intensity, the
// shaders doubling them again (overbright 2). So byte = 255 × min(1, v^(1/2.2) / 2)
// with Map::light_shift 1: a sample of linear 1.0 is drawn as the texture itself,
// brighter light up to ~4.6 linear brightens it up to 2×, as in game.
namespace {

uint8_t luxel_channel(uint8_t c, int8_t exponent) {
    const float linear = float(c) * std::ldexp(1.0f, exponent) / 255.0f;
    const float encoded = std::pow(std::max(linear, 0.0f), 1.0f / 2.2f) * 0.5f;
    return uint8_t(std::lround(std::min(encoded, 1.0f) * 255.0f));
}

}  // namespace

void read_lightmaps(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const int lump = f.length(kLighting) == 0 && f.length(kLightingHdr) > 0 ? kLightingHdr : kLighting;
    if (f.length(lump) == 0) return;  // unlit: surfaces keep lightmap -1
    ByteReader r = f.reader(lump);
    auto light = r.bytes(r.size());
    uint64_t decoded_bytes = 0;
    for (size_t i = 0; i < c.faces.size(); ++i) {
        const FaceRecord& fr = c.faces[i];
        Surface& s = map.surfaces[i];
        if (fr.light_offset < 0 || s.vertex_count == 0) continue;
        const TexinfoRecord* ti = fr.texinfo >= 0 ? &c.texinfos[size_t(fr.texinfo)] : nullptr;
        if (!ti || (ti->flags & kSurfNoLight)) continue;
        auto fail = [&](const std::string& problem) {
            f.fail(c.faces_lump, "face " + str(int64_t(i)) + " " + problem);
        };
        const int32_t sw = fr.lightmap_size[0], sh = fr.lightmap_size[1];
        if (sw < 0 || sh < 0 || sw >= kMaxLightmapLuxels || sh >= kMaxLightmapLuxels)
            fail("has a lightmap of " + str(sw) + "+1 x " + str(sh) + "+1 luxels (each side must be 1.." +
                 str(kMaxLightmapLuxels) + ")");
        const int w = sw + 1, h = sh + 1;
        const uint64_t luxels = uint64_t(w) * uint64_t(h);
        const uint64_t per_style = luxels * 4 * ((ti->flags & kSurfBumpLight) ? kBumpLightmaps : 1);
        int styles = 0;
        while (styles < kMaxStyles && fr.styles[size_t(styles)] != 255) ++styles;
        if (styles == 0) continue;
        if (!range_in(fr.light_offset, int64_t(per_style * uint64_t(styles)), light.size()))
            fail("has lightmap bytes " + range_str(fr.light_offset, int64_t(per_style * uint64_t(styles))) +
                 ", but " + f.part(lump) + " has " + str(int64_t(light.size())) + " bytes");
        // Faces may share lightmap bytes (a lying file), so the lump does not bound the
        // decoded total: every face gets its own images.
        decoded_bytes += luxels * 3 * uint64_t(styles + 1);
        c.memory_budget.check(decoded_bytes, f.file(), f.part(c.faces_lump), "the face lightmaps up to face " +
                              str(int64_t(i)), "RGB images");
        LightmapImage img;
        img.width = w;
        img.height = h;
        for (int k = 0; k < styles; ++k) {
            std::vector<uint8_t> rgb(luxels * 3);
            const uint8_t* src = light.data() + size_t(fr.light_offset) + size_t(per_style) * size_t(k);
            for (uint64_t p = 0; p < luxels; ++p) {
                const int8_t e = int8_t(src[p * 4 + 3]);
                for (int ch = 0; ch < 3; ++ch) rgb[p * 3 + size_t(ch)] = luxel_channel(src[p * 4 + size_t(ch)], e);
            }
            const uint8_t style = fr.styles[size_t(k)];
            if (style == 0 && img.rgb.empty()) img.rgb = std::move(rgb);
            else img.extra_styles.push_back({style, std::move(rgb)});
        }
        if (img.rgb.empty()) img.rgb.assign(luxels * 3, 0);
        s.lightmap = int32_t(map.lightmaps.size());
        map.lightmaps.push_back(std::move(img));
    }
}

}  // namespace bsp::source

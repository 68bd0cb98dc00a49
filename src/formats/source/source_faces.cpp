// texdata, texinfo and faces → Map materials, vertices, indices and surfaces;
// the lighting lump → per-face lightmap images.
//
// Surfaces stay 1:1 with the faces lump, in file order, so leaffaces and model face
// ranges index Map::surfaces directly. Each planar face becomes a triangle fan of its
// own vertices. A displacement face (dispinfo != -1) becomes its grid of
// (2^power + 1)^2 vertices: the base quad, rotated so that its first corner is the
// one nearest dispinfo's startPosition, interpolated row by row and moved along each
// disp_vert's vector by its distance. Texture coordinates come from the undisplaced
// grid point, as the engine maps them; lightmap coordinates do not (see
// displacement_lightmap_uv). Each disp_vert's alpha (the blend
// between the material's two textures) is kept as the vertex colour's alpha, and
// normals are blended across the seams the dispinfo records (smooth_displacement_seams).
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

// The dispinfo records that name no neighbour use this index.
constexpr uint32_t kNoDispNeighbor = 0xffff;

struct DispRecord {
    glm::vec3 start{0};
    int32_t first_vert = 0, power = 0;
    uint32_t map_face = 0;
    // Every dispinfo index the record names as sharing an edge (CDispNeighbor: two
    // sub-neighbours per edge) or a corner (CDispCornerNeighbors: up to four per
    // corner) with this one, as stored (unchecked).
    std::vector<uint32_t> neighbours;
};

// ddispinfo_t: start position, first disp_vert, first disp_tri, power, min tess,
// smoothing angle, contents, map face (u16 + 2 padding; Strata: u32), lightmap alpha
// start, lightmap sample position start (48 bytes), then four edge neighbours of
// two 6-byte sub-neighbours (u16 index, u8 orientation, span, neighbour span, pad),
// four corner neighbour lists of 10 bytes (u16 index[4], u8 count, pad) and the
// allowed-verts bit set. Strata's wider record (232 bytes) widens the neighbour
// indices too; its neighbours are not read (no reference for the exact layout), so
// its displacements keep their own normals at their seams.
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
        r.skip(8);  // lightmap alpha and sample position starts
        if (f.strata()) {
            r.skip(f.record_size(kDispInfo) - 48);
            continue;
        }
        for (int sub = 0; sub < 8; ++sub) {  // 4 edges x 2 sub-neighbours
            const uint32_t index = r.u16();
            r.skip(4);  // orientation, span, neighbour span, padding
            if (index != kNoDispNeighbor) d.neighbours.push_back(index);
        }
        for (int corner = 0; corner < 4; ++corner) {
            uint32_t index[4];
            for (uint32_t& i : index) i = r.u16();
            const uint8_t count = r.u8();
            r.skip(1);
            for (uint8_t k = 0; k < std::min<uint8_t>(count, 4); ++k) d.neighbours.push_back(index[k]);
        }
        r.skip(40);  // allowed verts
    }
    return out;
}

struct DispVert {
    glm::vec3 offset{0};  // vector × distance
    float alpha = 0;      // 0..255: how much of the material's second texture shows
};

std::vector<DispVert> read_disp_verts(const SourceFile& f) {
    ByteReader r = f.reader(kDispVerts);
    std::vector<DispVert> out(f.count(kDispVerts));
    for (DispVert& v : out) {
        glm::vec3 dir{r.f32(), r.f32(), r.f32()};
        const float dist = r.f32();
        v.alpha = r.f32();
        v.offset = dir * dist;
    }
    return out;
}

// The engine (vbsp) blends the normals of displacements along the edges and corners
// their dispinfo records as shared, so a terrain made of several displacements
// shades without seams. The records say which displacements meet, and with
// orientation and span codes which vertex meets which; instead of decoding those,
// the vertices are matched by position: on a sewn seam the meeting vertices lie at
// the same point, which also covers T-junctions (a power-2 edge along a power-3 one
// meets it at every other vertex). Pairs the records do not name (a displacement
// merely touching another) keep their own normals, as in game. Each group of
// meeting vertices gets the mean of its normals.
void smooth_displacement_seams(const std::vector<DispRecord>& dispinfo, const std::vector<int32_t>& surface_of,
                               Map& map) {
    constexpr float kSamePoint = 0.05f;  // map units: sewn vertices differ by float rounding only
    // Each pair once, named by either side (vbsp lists it on both). A sorted vector, not
    // a set: a hostile file names 24 neighbours for each of its thousands of records.
    std::vector<std::pair<uint32_t, uint32_t>> pairs;
    uint64_t bad = 0;
    for (size_t d = 0; d < dispinfo.size(); ++d)
        for (uint32_t other : dispinfo[d].neighbours) {
            if (other >= dispinfo.size()) ++bad;
            else if (other != d && surface_of[d] >= 0 && surface_of[other] >= 0)
                pairs.push_back(std::minmax(uint32_t(d), other));
        }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    if (bad)
        map.warnings.push_back("dispinfo: " + str(int64_t(bad)) + " neighbour entries name a displacement past the " +
                               str(int64_t(dispinfo.size())) + " records; those seams are not smoothed");
    if (pairs.empty()) return;

    // Each paired displacement's border vertices, sorted by x once, so that a pair is
    // matched by one sweep along x instead of every vertex against every other.
    std::vector<std::vector<uint32_t>> border(dispinfo.size());
    auto border_of = [&](uint32_t d) -> const std::vector<uint32_t>& {
        std::vector<uint32_t>& out = border[d];
        if (!out.empty()) return out;
        const Surface& s = map.surfaces[size_t(surface_of[d])];
        const uint32_t n = uint32_t(std::lround(std::sqrt(double(s.vertex_count))));
        for (uint32_t i = 0; i < n; ++i)
            for (uint32_t j = 0; j < n; ++j)
                if (i == 0 || j == 0 || i + 1 == n || j + 1 == n) out.push_back(s.first_vertex + i * n + j);
        std::sort(out.begin(), out.end(), [&](uint32_t a, uint32_t b) {
            return map.vertices[a].position.x < map.vertices[b].position.x;
        });
        return out;
    };
    // Union-find over the border vertices that meet another displacement's.
    std::vector<uint32_t> group(map.vertices.size());
    for (uint32_t i = 0; i < group.size(); ++i) group[i] = i;
    auto root = [&](uint32_t v) {
        while (group[v] != v) v = group[v] = group[group[v]];
        return v;
    };
    std::vector<uint32_t> joined;
    std::vector<bool> is_joined(map.vertices.size(), false);
    auto join = [&](uint32_t a, uint32_t b) {
        for (uint32_t v : {a, b})
            if (!is_joined[v]) {
                is_joined[v] = true;
                joined.push_back(v);
            }
        group[root(a)] = root(b);
    };
    for (const auto& [d, other] : pairs) {
        const std::vector<uint32_t>& mine = border_of(d);
        const std::vector<uint32_t>& theirs = border_of(other);
        size_t from = 0;  // the first of theirs not left of the current vertex's window
        for (uint32_t a : mine) {
            const glm::vec3 pa = map.vertices[a].position;
            while (from < theirs.size() && map.vertices[theirs[from]].position.x < pa.x - kSamePoint) ++from;
            for (size_t k = from; k < theirs.size(); ++k) {
                const glm::vec3 pb = map.vertices[theirs[k]].position;
                if (pb.x > pa.x + kSamePoint) break;
                if (glm::distance(pa, pb) <= kSamePoint) join(a, theirs[k]);
            }
        }
    }
    // Each group of meeting vertices gets the mean of its normals: the joined vertices
    // sorted by their group's root, summed run by run.
    std::vector<std::pair<uint32_t, uint32_t>> by_root;  // (root, vertex)
    by_root.reserve(joined.size());
    for (uint32_t v : joined) by_root.emplace_back(root(v), v);
    std::sort(by_root.begin(), by_root.end());
    for (size_t first = 0; first < by_root.size();) {
        size_t last = first;
        glm::vec3 sum{0};
        for (; last < by_root.size() && by_root[last].first == by_root[first].first; ++last)
            sum += map.vertices[by_root[last].second].normal;
        const float len = glm::length(sum);
        if (len > 0)
            for (size_t k = first; k < last; ++k) map.vertices[by_root[k].second].normal = sum / len;
        first = last;
    }
}

// Where grid vertex (row, col) of an n x n displacement grid samples the face's
// lightmap. vbsp and vrad do not project a displacement through the texinfo's
// lightmap vectors (CCoreDispSurface::CalcLuxelCoords, CCoreDispInfo::
// CalcDispSurfCoords): the lightmap is an even grid laid along the displacement's own
// edges. Its corners, with the base quad turned so that corner 0 is the one nearest
// dispinfo's start position (as read_faces turns it), have luxel coordinates
// 0 -> (0, 0), 1 -> (0, V), 2 -> (U, V), 3 -> (U, 0), U and V being the face's
// lightmap extents (LightmapTextureSizeInLuxels, the image is (U+1) x (V+1)), and the
// grid interpolates them. So s runs along the edge from corner 0 to corner 3 (the
// grid's columns), t along the edge from corner 0 to corner 1 (its rows). vbsp sizes
// U from the longer of the two edges along s and V from those along t (length / the
// luxel size, + 1), whatever the lightmap vectors say; where the vectors' longer
// axis lies across the grid's, it swaps them in a copy of the texinfo rather than
// turning the grid. The vectors' signs and the face's lightmap mins still belong to
// the flat face, so a projection lands anywhere from inside to far outside the
// image (on the shared maps, outside on 24 of 25 displacements). Luxel centres sit
// at +0.5, as for polygons: s = 0 is the centre of the first column.
glm::vec2 displacement_lightmap_uv(int row, int col, int n, const FaceRecord& fr) {
    const float u = float(std::max(fr.lightmap_size[0], 0)), v = float(std::max(fr.lightmap_size[1], 0));
    const float s = u * float(col) / float(n - 1), t = v * float(row) / float(n - 1);
    return {(s + 0.5f) / (u + 1.0f), (t + 0.5f) / (v + 1.0f)};
}

}  // namespace

namespace {

// The lightmap set to show: the one asked for, else (Auto, or asked for one the file
// lacks, with a warning) LDR when the file has it, HDR otherwise. Sets c.light_lump and
// c.faces_lump: faces_hdr holds the light offsets into lighting_hdr when vbsp wrote
// it (both faces lumps list the same faces); without it, faces serves both sets.
void choose_lightmap_set(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const bool has_ldr = f.length(kLighting) > 0, has_hdr = f.length(kLightingHdr) > 0;
    if (has_ldr) map.lightmap_sets.push_back(lightmap_set_name(LightmapSet::Ldr));
    if (has_hdr) map.lightmap_sets.push_back(lightmap_set_name(LightmapSet::Hdr));
    LightmapSet set = c.wanted_lightmaps;
    const bool available = set == LightmapSet::Ldr ? has_ldr : set == LightmapSet::Hdr ? has_hdr : true;
    if (!available) {
        const std::string wanted = set == LightmapSet::Ldr ? "LDR" : "HDR";
        const int lump = set == LightmapSet::Ldr ? kLighting : kLightingHdr;
        map.warnings.push_back(wanted + " lightmaps were asked for, but " + f.part(lump) + " is empty" +
                               (has_ldr || has_hdr ? std::string("; showing the ") + (has_ldr ? "LDR" : "HDR") +
                                                         " lightmaps instead"
                                                   : std::string("; the map has no lightmaps")));
    }
    if (!available || set == LightmapSet::Auto) set = has_ldr ? LightmapSet::Ldr : LightmapSet::Hdr;
    const bool hdr = set == LightmapSet::Hdr && has_hdr;
    if (has_ldr || has_hdr) map.lightmap_set = lightmap_set_name(hdr ? LightmapSet::Hdr : LightmapSet::Ldr);
    c.light_lump = hdr ? kLightingHdr : kLighting;
    const bool use_faces_hdr = f.length(kFacesHdr) > 0 &&
                               (f.length(kFaces) == 0 || (hdr && f.count(kFacesHdr) == f.count(kFaces)));
    c.faces_lump = use_faces_hdr ? kFacesHdr : kFaces;
}

}  // namespace

void read_faces(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const bool wide = f.strata();
    choose_lightmap_set(c, map);
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

    std::vector<int32_t> disp_surface(dispinfo.size(), -1);  // the first surface made from each dispinfo

    ByteReader r = f.reader(lump);
    c.faces.resize(f.count(lump));
    // Faces may (in a lying file) share surfedge runs and dispinfos, so the lumps'
    // sizes do not bound the vertex total; it is checked whole, before the first
    // vertex is made. A displacement is counted at its stored power, at most
    // `power_cap` (at the largest, 17x17, where its dispinfo index is not one: that
    // face is refused below).
    for (FaceRecord& fr : c.faces) fr = read_face(r, wide);
    struct Geometry {
        uint64_t vertices = 0, indices = 0, displacements = 0;
        uint64_t bytes() const { return bytes_for(vertices, sizeof(Vertex)) + bytes_for(indices, sizeof(uint32_t)); }
    };
    auto geometry = [&](int power_cap) {
        Geometry g;
        for (const FaceRecord& fr : c.faces) {
            if (fr.dispinfo == -1) {
                const uint64_t corners = uint64_t(std::max<int64_t>(fr.num_edges, 0));
                g.vertices += corners, g.indices += 3 * corners;
                continue;
            }
            int power = 4;
            if (index_in(fr.dispinfo, dispinfo.size())) power = std::clamp(dispinfo[size_t(fr.dispinfo)].power, 2, 4);
            const uint64_t side = uint64_t(1) << std::min(power, power_cap);
            g.vertices += (side + 1) * (side + 1), g.indices += side * side * 6, ++g.displacements;
        }
        return g;
    };
    // The window uploads the vertices and indices again, and the driver keeps that
    // copy: displacements are made at the largest power whose grids fit the budget
    // twice over, as patches lower their level to fit; power 2 that does not fit
    // is refused by take(). Real maps' grids take a few MiB.
    int power_cap = 4;
    const Geometry stored = geometry(4);
    Geometry shown = stored;
    while (power_cap > 2 && !c.memory_budget.allows(bytes_for(shown.bytes(), 2))) shown = geometry(--power_cap);
    c.memory_budget.take(shown.bytes(), f.file(), f.part(lump),
                         str(int64_t(c.faces.size())) + " faces of " + str(int64_t(shown.vertices)) + " vertices",
                         "vertices and indices");
    if (shown.vertices != stored.vertices)
        map.warnings.push_back(
            f.part(lump) + ": " + str(int64_t(stored.displacements)) + " displacements made at power " +
            str(power_cap) + " at most (" + str((1 << power_cap) + 1) + "x" + str((1 << power_cap) + 1) +
            " vertices): at their stored powers, their grids and the GPU's copy of them need " +
            human_bytes(bytes_for(stored.bytes(), 2)) + ", over what the " + human_bytes(c.memory_budget.bytes()) +
            " memory budget (--memory-limit) has left");
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
            if (disp_surface[size_t(fr.dispinfo)] < 0) disp_surface[size_t(fr.dispinfo)] = int32_t(i);
            if (corners.size() != 4) fail("is a displacement but has " + str(int64_t(corners.size())) + " edges, not 4");
            if (d.power < 2 || d.power > 4)
                f.fail(kDispInfo, "dispinfo " + str(fr.dispinfo) + " has power " + str(d.power) + " (2, 3 or 4)");
            const int stored_n = (1 << d.power) + 1;
            if (!range_in(d.first_vert, int64_t(stored_n) * stored_n, disp_verts.size()))
                f.fail(kDispInfo, "dispinfo " + str(fr.dispinfo) + " uses disp_verts " +
                                      range_str(d.first_vert, int64_t(stored_n) * stored_n) + ", but there are " +
                                      str(int64_t(disp_verts.size())));
            // Under a lowered power cap, every step-th row and column of the stored grid.
            const int shown_power = std::min(d.power, power_cap), step = 1 << (d.power - shown_power);
            const int n = (1 << shown_power) + 1;
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
                    if (ti) v.lightmap_uv = displacement_lightmap_uv(i, j, n, fr);
                    const DispVert& dv = disp_verts[size_t(d.first_vert) + size_t(i * step * stored_n + j * step)];
                    v.position = base + dv.offset;
                    v.normal = glm::vec3(0);
                    // The blend towards the material's second texture (0..255 as stored; a
                    // NaN or out-of-range value is clamped).
                    v.color.a = uint8_t(std::lround(dv.alpha > 0 ? std::min(dv.alpha, 255.0f) : 0.0f));
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
    if (!dispinfo.empty()) smooth_displacement_seams(dispinfo, disp_surface, map);
    map.base_vertex_count = map.vertices.size();
    map.base_index_count = map.indices.size();
}

// Light samples are ColorRGBExp32: r, g, b bytes and a signed exponent; the light
// they stand for is linear value = byte × 2^exponent / 255 (1.0 = full white). Both
// sets store it so: the LDR lump lit by vrad for LDR, the HDR lump (vrad -hdr) for
// HDR, whose light values are the same linear scale.
//
// The curve to 8 bits is the one Source's LDR path applies to either set
// (materialsystem's ColorSpace::SetGamma table and LinearToLightmap): the linear value,
// looked up in steps of 1/1024 and capped at 4091/1024 (the table covers 0..4), is
// gamma-encoded for a 2.2 screen and stored at half intensity for overbright 2, the
// shaders doubling it again. So byte = 255 × min(1, min(v, 3.995)^(1/2.2) / 2) with
// Map::light_shift 1: a sample of linear 1.0 is drawn as the texture itself, brighter
// light brightens it up to 1.88× (byte 239 at the cap), as in game. The engine's HDR
// path instead renders the linear values and tone-maps them with auto exposure, which
// brightens a dim scene: the HDR set is scaled by hdr_lightmap_exposure() first.
float light_sample_linear(uint8_t c, int8_t exponent) { return float(c) * std::ldexp(1.0f, exponent) / 255.0f; }

namespace {

uint8_t luxel_channel(uint8_t c, int8_t exponent, float exposure = 1.0f) {
    constexpr float kLinearCap = 4091.0f / 1024.0f;
    const float linear = std::min(light_sample_linear(c, exponent) * exposure, kLinearCap);
    const float encoded = std::pow(std::max(linear, 0.0f), 1.0f / 2.2f) * 0.5f;
    return uint8_t(std::lround(std::min(encoded, 1.0f) * 255.0f));
}

}  // namespace

// The HDR set's exposure, worked out from the map's own light as the engine's auto
// exposure works it out from the picture: the log-average luminance of the lit samples
// in the lump (each luxel of each style and bump direction brighter than 1/4080; the
// black ones say nothing about the exposure) is brought up to kHdrKey. vrad's HDR light
// is on the LDR set's scale, so a normally lit map needs no change: the scale is at
// least 1 (a bright map keeps the LDR curve's look) and at most 64 (a map lit by one
// dim lamp is not blown up without bound). Measured on the shared maps: tf2 mp_lobby's
// lit luxels average 0.052 (exposure 1.9, its HDR picture a little brighter than its
// LDR one, as the game's auto exposure makes it), momentum mp_lobby's 0.0018 (55), tf2
// test2's LDR set 0.62 (would be 1). env_tonemap_controller's limits are set by inputs
// while the game runs, not by keys, so they are not read.
float hdr_lightmap_exposure(std::span<const uint8_t> light) {
    constexpr float kHdrKey = 0.1f, kMin = 1.0f, kMax = 64.0f, kDark = 1.0f / 4080.0f;
    double log_sum = 0;
    uint64_t n = 0;
    for (size_t at = 0; at + 4 <= light.size(); at += 4) {
        const int8_t e = int8_t(light[at + 3]);
        const float luminance = 0.2126f * light_sample_linear(light[at], e) +
                                0.7152f * light_sample_linear(light[at + 1], e) +
                                0.0722f * light_sample_linear(light[at + 2], e);
        if (!(luminance > kDark)) continue;
        log_sum += std::log(double(luminance));
        ++n;
    }
    if (n == 0) return 1.0f;
    const double average = std::exp(log_sum / double(n));
    return float(std::clamp(double(kHdrKey) / average, double(kMin), double(kMax)));
}

void read_lightmaps(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const int lump = c.light_lump;
    if (f.length(lump) == 0) return;  // unlit: surfaces keep lightmap -1
    ByteReader r = f.reader(lump);
    auto light = r.bytes(r.size());
    uint64_t decoded_bytes = 0;
    const float exposure = lump == kLightingHdr ? hdr_lightmap_exposure(light) : 1.0f;
    map.lightmap_exposure = exposure;
    map.prop_light_scale = exposure;
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
        // Bump-lit faces keep each style's three directional lightmaps as well.
        const bool bumped = (ti->flags & kSurfBumpLight) != 0;
        const uint64_t images_per_style = bumped ? kBumpLightmaps : 1;
        decoded_bytes += luxels * 3 * (uint64_t(styles) * images_per_style + 1);
        c.memory_budget.check(decoded_bytes, f.file(), f.part(c.faces_lump), "the face lightmaps up to face " +
                              str(int64_t(i)), "RGB images");
        LightmapImage img;
        img.width = w;
        img.height = h;
        // One style's images as vrad writes them: the flat lightmap, then (bump-lit
        // faces) the three directional ones in the bump basis order.
        auto decode = [&](int k, int image) {
            std::vector<uint8_t> rgb(luxels * 3);
            const uint8_t* src = light.data() + size_t(fr.light_offset) + size_t(per_style) * size_t(k) +
                                 size_t(luxels * 4) * size_t(image);
            for (uint64_t p = 0; p < luxels; ++p) {
                const int8_t e = int8_t(src[p * 4 + 3]);
                for (int ch = 0; ch < 3; ++ch)
                    rgb[p * 3 + size_t(ch)] = luxel_channel(src[p * 4 + size_t(ch)], e, exposure);
            }
            return rgb;
        };
        bool have_style0 = false;
        for (int k = 0; k < styles; ++k) {
            LightStyleLayer layer{fr.styles[size_t(k)], decode(k, 0), {}};
            if (bumped)
                for (int d = 0; d < 3; ++d) layer.bump_directions[size_t(d)] = decode(k, 1 + d);
            if (layer.style == 0 && !have_style0) {
                have_style0 = true;
                img.rgb = std::move(layer.rgb);
                img.bump_directions = std::move(layer.bump_directions);
            } else {
                img.extra_styles.push_back(std::move(layer));
            }
        }
        if (img.rgb.empty()) img.rgb.assign(luxels * 3, 0);
        if (bumped) {
            // A bump-lit face without style 0 is dark along every direction too.
            for (auto& dir : img.bump_directions)
                if (dir.empty()) dir.assign(luxels * 3, 0);
            // The tangent frame vrad baked the directions in: the texture's s axis,
            // and which way s x t turns relative to the face normal.
            const glm::vec3 s_axis = glm::vec3(ti->texture_vecs[0]);
            const glm::vec3 t_axis = glm::vec3(ti->texture_vecs[1]);
            const float s_len = glm::length(s_axis);
            if (fr.plane < map.planes.size() && s_len > 0 && std::isfinite(s_len)) {
                const glm::vec3 face_normal = fr.side ? -map.planes[fr.plane].normal : map.planes[fr.plane].normal;
                const float hand = glm::dot(glm::cross(s_axis, t_axis), face_normal) < 0 ? -1.0f : 1.0f;
                s.texture_tangent = glm::vec4(s_axis / s_len, hand);
            }
        }
        s.lightmap = int32_t(map.lightmaps.size());
        map.lightmaps.push_back(std::move(img));
    }
    c.memory_budget.charge(decoded_bytes);
}

}  // namespace bsp::source

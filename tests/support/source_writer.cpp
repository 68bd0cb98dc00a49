#include "support/source_writer.h"

#include <algorithm>
#include <array>
#include <cstring>

#include <glm/glm.hpp>

namespace bsptest {

namespace source = bsp::source;

std::vector<uint8_t> SourceBuilder::build() const {
    Bytes out;
    out.str("VBSP");
    out.b.pop_back();
    out.put<int32_t>(version);
    uint32_t offset = source::kHeaderSize;
    for (size_t i = 0; i < lumps.size(); ++i) {
        const auto& l = lumps[i];
        // Lump versions as vbsp writes them: faces, leafs (no ambient cube) and the
        // ambient samples (with positions, beside an index) are 1.
        const bool one = i == source::kFaces || i == source::kLeafs || i == source::kLeafAmbientLighting ||
                         i == source::kLeafAmbientLightingHdr;
        const int32_t lump_version = lump_versions[i] >= 0 ? lump_versions[i] : (one ? 1 : 0);
        out.put<int32_t>(int32_t(offset)).put<int32_t>(int32_t(l.size())).put<int32_t>(lump_version).put<int32_t>(0);
        offset += uint32_t(l.size());
    }
    out.put<int32_t>(7);  // map revision
    for (const auto& l : lumps) out.b.insert(out.b.end(), l.begin(), l.end());
    return out.b;
}

std::vector<uint8_t> static_props_game_lump(const SourceBuilder& s, const std::vector<std::string>& models,
                                            const std::vector<StaticPropSpec>& props) {
    uint32_t at = source::kHeaderSize;
    for (int i = 0; i < source::kGameLump; ++i) at += uint32_t(s.lumps[size_t(i)].size());
    Bytes sprp;
    sprp.put<int32_t>(int32_t(models.size()));
    for (std::string name : models) {
        name.resize(128, '\0');
        sprp.b.insert(sprp.b.end(), name.begin(), name.end());
    }
    std::vector<uint16_t> leaves;
    for (const StaticPropSpec& p : props) leaves.insert(leaves.end(), p.leaves.begin(), p.leaves.end());
    sprp.put<int32_t>(int32_t(leaves.size()));
    for (uint16_t l : leaves) sprp.put<uint16_t>(l);
    sprp.put<int32_t>(int32_t(props.size()));
    uint16_t first_leaf = 0;
    for (const StaticPropSpec& p : props) {
        const size_t start = sprp.b.size();
        for (float v : p.origin) sprp.put(v);
        for (float v : p.angles) sprp.put(v);
        sprp.put<uint16_t>(p.model).put<uint16_t>(first_leaf).put<uint16_t>(uint16_t(p.leaves.size()));
        first_leaf = uint16_t(first_leaf + p.leaves.size());
        sprp.put<uint8_t>(0).put<uint8_t>(p.flags).put<int32_t>(p.skin).put(p.fade_min).put(p.fade_max);
        for (float v : p.lighting_origin) sprp.put(v);
        sprp.b.resize(start + 76);  // forced fade scale, DX levels, CPU/GPU levels, flags: zero
        sprp.put(p.scale);
    }
    Bytes g;
    g.put<int32_t>(1);
    // "sprp" as an int: 's' in the high byte (little-endian files store it reversed).
    g.put<uint32_t>(('s' << 24) | ('p' << 16) | ('r' << 8) | 'p').put<uint16_t>(0).put<uint16_t>(11);
    g.put<int32_t>(int32_t(at + 4 + 16)).put<int32_t>(int32_t(sprp.b.size()));
    g.b.insert(g.b.end(), sprp.b.begin(), sprp.b.end());
    return g.b;
}

SourceBuilder one_triangle() {
    SourceBuilder s;
    s.lumps[source::kEntities] = Bytes().str("{\n\"classname\" \"worldspawn\"\n}\n"
                                             "{\n\"classname\" \"info_player_teamspawn\"\n\"origin\" \"0 0 8\"\n}\n").b;
    s.lumps[source::kPlanes] = Bytes().put(0.f).put(0.f).put(1.f).put(0.f).put<int32_t>(2).b;
    s.lumps[source::kTexdataStringData] = Bytes().str("DEV/DEV_MEASUREGENERIC01B").b;
    s.lumps[source::kTexdataStringTable] = Bytes().put<int32_t>(0).b;
    // reflectivity, name id, width, height, view width, view height
    s.lumps[source::kTexdata] =
        Bytes().put(.5f).put(.5f).put(.5f).put<int32_t>(0).put<int32_t>(128).put<int32_t>(64).put<int32_t>(128).put<int32_t>(64).b;
    s.lumps[source::kVertexes] =
        Bytes().put(0.f).put(0.f).put(0.f).put(64.f).put(0.f).put(0.f).put(0.f).put(32.f).put(0.f).b;
    // Edge 0 is unused (its sign could not be told apart), as vbsp writes it.
    s.lumps[source::kEdges] = Bytes().put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(1)
                                  .put<uint16_t>(1).put<uint16_t>(2).put<uint16_t>(0).put<uint16_t>(2).b;
    s.lumps[source::kSurfedges] = Bytes().put<int32_t>(1).put<int32_t>(2).put<int32_t>(-3).b;
    // texture s = x, t = y (texels per unit 1); lightmap 1/16 luxel per unit.
    Bytes ti;
    ti.put(1.f).put(0.f).put(0.f).put(0.f).put(0.f).put(1.f).put(0.f).put(0.f);
    ti.put(1.f / 16).put(0.f).put(0.f).put(0.f).put(0.f).put(1.f / 16).put(0.f).put(0.f);
    ti.put<int32_t>(0).put<int32_t>(0);
    s.lumps[source::kTexinfo] = ti.b;
    // 5x3 luxels, style 0 only: r=128 g=64 b=255 exponent 0 (linear 0.5, 0.25, 1).
    Bytes light;
    for (int i = 0; i < 15; ++i) light.put<uint8_t>(128).put<uint8_t>(64).put<uint8_t>(255).put<int8_t>(0);
    s.lumps[source::kLighting] = light.b;
    Bytes face;
    face.put<uint16_t>(0).put<uint8_t>(0).put<uint8_t>(0).put<int32_t>(0).put<int16_t>(3).put<int16_t>(0)
        .put<int16_t>(-1).put<int16_t>(-1);
    face.put<uint8_t>(0).put<uint8_t>(255).put<uint8_t>(255).put<uint8_t>(255).put<int32_t>(0).put(1.f);
    face.put<int32_t>(0).put<int32_t>(0).put<int32_t>(4).put<int32_t>(2);  // mins, size (+1 = 5x3)
    face.put<int32_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint32_t>(0);
    s.lumps[source::kFaces] = face.b;
    s.lumps[source::kLeafFaces] = Bytes().put<uint16_t>(0).b;
    // Leaf 0 (solid), leaf 1 holds the face in cluster 0.
    Bytes leafs;
    for (int i = 0; i < 2; ++i) {
        leafs.put<int32_t>(i == 0 ? 1 : 0).put<int16_t>(int16_t(i == 0 ? -1 : 0)).put<int16_t>(0);
        for (int k = 0; k < 3; ++k) leafs.put<int16_t>(-128);
        for (int k = 0; k < 3; ++k) leafs.put<int16_t>(128);
        leafs.put<uint16_t>(0).put<uint16_t>(uint16_t(i)).put<uint16_t>(0).put<uint16_t>(0).put<int16_t>(-1)
            .put<int16_t>(0);
    }
    s.lumps[source::kLeafs] = leafs.b;
    Bytes node;
    node.put<int32_t>(0).put<int32_t>(-2).put<int32_t>(-1);
    for (int k = 0; k < 3; ++k) node.put<int16_t>(-128);
    for (int k = 0; k < 3; ++k) node.put<int16_t>(128);
    node.put<uint16_t>(0).put<uint16_t>(1).put<int16_t>(0).put<int16_t>(0);
    s.lumps[source::kNodes] = node.b;
    Bytes model;
    for (float v : {-128.f, -128.f, -128.f, 128.f, 128.f, 128.f, 0.f, 0.f, 0.f}) model.put(v);
    model.put<int32_t>(0).put<int32_t>(0).put<int32_t>(1);
    s.lumps[source::kModels] = model.b;
    // One cluster that sees itself: PVS offset 12, PAS offset 12, row 0x01.
    s.lumps[source::kVisibility] = Bytes().put<int32_t>(1).put<int32_t>(12).put<int32_t>(12).put<uint8_t>(1).b;
    return s;
}

SourceBuilder bumped_triangle() {
    SourceBuilder s = one_triangle();
    const int32_t flags = 0x800;  // SURF_BUMPLIGHT
    std::memcpy(s.lumps[source::kTexinfo].data() + 64, &flags, 4);
    s.lumps[source::kFaces][16 + 1] = 5;  // styles 0, 5
    Bytes light;
    auto image = [&](uint8_t r, uint8_t g, uint8_t b) {
        for (int i = 0; i < 15; ++i) light.put<uint8_t>(r).put<uint8_t>(g).put<uint8_t>(b).put<int8_t>(0);
    };
    image(128, 128, 128);
    image(255, 0, 0);
    image(0, 255, 0);
    image(0, 0, 255);
    image(64, 64, 64);
    image(64, 0, 0);
    image(0, 64, 0);
    image(0, 0, 64);
    s.lumps[source::kLighting] = light.b;
    return s;
}

SourceBuilder flat_displacement(float alpha, uint8_t light_level) {
    SourceBuilder s = one_triangle();
    Bytes verts;
    for (const auto& xy : std::vector<std::array<float, 2>>{{0, 0}, {0, 32}, {64, 32}, {64, 0}})
        verts.put(xy[0]).put(xy[1]).put(0.f);
    s.lumps[source::kVertexes] = verts.b;
    Bytes edges;
    for (uint16_t v : {0, 0, 0, 1, 1, 2, 2, 3, 3, 0}) edges.put<uint16_t>(v);
    s.lumps[source::kEdges] = edges.b;
    Bytes surfedges;
    for (int32_t e : {1, 2, 3, 4}) surfedges.put<int32_t>(e);
    s.lumps[source::kSurfedges] = surfedges.b;
    Bytes face;
    face.put<uint16_t>(0).put<uint8_t>(0).put<uint8_t>(0).put<int32_t>(0).put<int16_t>(4).put<int16_t>(0)
        .put<int16_t>(0).put<int16_t>(-1);
    face.put<uint8_t>(0).put<uint8_t>(255).put<uint8_t>(255).put<uint8_t>(255).put<int32_t>(0).put(1.f);
    face.put<int32_t>(0).put<int32_t>(0).put<int32_t>(5).put<int32_t>(3);  // mins, extents (image 6 x 4)
    face.put<int32_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint32_t>(0);
    s.lumps[source::kFaces] = face.b;
    Bytes light;
    for (int i = 0; i < 24; ++i) light.put<uint8_t>(light_level).put<uint8_t>(light_level).put<uint8_t>(light_level).put<int8_t>(0);
    s.lumps[source::kLighting] = light.b;
    Bytes info;
    info.put(64.f).put(32.f).put(0.f);                     // start position
    info.put<int32_t>(0).put<int32_t>(0).put<int32_t>(2);  // first vert, first tri, power
    info.put<int32_t>(0).put(0.f).put<int32_t>(0).put<uint16_t>(0).put<uint16_t>(0);
    info.put<int32_t>(0).put<int32_t>(0);
    for (int sub = 0; sub < 8; ++sub) info.put<uint16_t>(0xffff).put<uint32_t>(0);
    for (int corner = 0; corner < 4; ++corner) {
        for (int k = 0; k < 4; ++k) info.put<uint16_t>(0);
        info.put<uint8_t>(0).put<uint8_t>(0);
    }
    for (int k = 0; k < 10; ++k) info.put<uint32_t>(0);
    s.lumps[source::kDispInfo] = info.b;
    Bytes dv;
    for (int k = 0; k < 25; ++k) dv.put(0.f).put(0.f).put(1.f).put(0.f).put(alpha);
    s.lumps[source::kDispVerts] = dv.b;
    return s;
}

SourceBuilder displacement_pile(int count) {
    SourceBuilder s = flat_displacement(0.f);
    const std::vector<uint8_t> face = s.lumps[source::kFaces];  // one 56-byte record
    Bytes faces, info, leaf_faces;
    for (int d = 0; d < count; ++d) {
        std::vector<uint8_t> f = face;
        const int16_t dispinfo = int16_t(d);
        std::memcpy(f.data() + 12, &dispinfo, 2);
        faces.b.insert(faces.b.end(), f.begin(), f.end());
        leaf_faces.put<uint16_t>(uint16_t(d));
        info.put(64.f).put(32.f).put(0.f);                     // start position
        info.put<int32_t>(0).put<int32_t>(0).put<int32_t>(4);  // first vert, first tri, power
        info.put<int32_t>(0).put(0.f).put<int32_t>(0).put<uint16_t>(uint16_t(d)).put<uint16_t>(0);
        info.put<int32_t>(0).put<int32_t>(0);
        auto neighbour = [&](int k) { return uint16_t((d + 1 + k) % count); };
        for (int sub = 0; sub < 8; ++sub) info.put<uint16_t>(neighbour(sub)).put<uint32_t>(0);
        for (int corner = 0; corner < 4; ++corner) {
            for (int k = 0; k < 4; ++k) info.put<uint16_t>(neighbour(8 + 4 * corner + k));
            info.put<uint8_t>(4).put<uint8_t>(0);
        }
        for (int k = 0; k < 10; ++k) info.put<uint32_t>(0);
    }
    s.lumps[source::kFaces] = faces.b;
    s.lumps[source::kDispInfo] = info.b;
    s.lumps[source::kLeafFaces] = leaf_faces.b;
    // Leaf 1 lists every face.
    const uint16_t leaf_face_count = uint16_t(std::min(count, 65535));
    std::memcpy(s.lumps[source::kLeafs].data() + 32 + 22, &leaf_face_count, 2);
    const int32_t model_faces = count;
    std::memcpy(s.lumps[source::kModels].data() + 44, &model_faces, 4);
    Bytes dv;
    for (int row = 0; row < 17; ++row)
        for (int col = 0; col < 17; ++col) dv.put(0.f).put(0.f).put(1.f).put(float((row * 7 + col * 3) % 5)).put(0.f);
    s.lumps[source::kDispVerts] = dv.b;
    return s;
}

std::vector<uint8_t> overlay_record(const OverlaySpec& o) {
    Bytes r;
    r.put<int32_t>(o.id).put<int16_t>(o.texinfo);
    r.put<uint16_t>(o.face_count_field == 0xffff ? uint16_t(o.faces.size()) : o.face_count_field);
    for (int k = 0; k < o.face_slots; ++k) r.put<int32_t>(size_t(k) < o.faces.size() ? o.faces[size_t(k)] : 0);
    r.put(o.u[0]).put(o.u[1]).put(o.v[0]).put(o.v[1]);
    // Corners 0..3: (-x, -y), (-x, +y), (+x, +y), (+x, -y); the u axis in the first
    // three points' z, the fourth's z 0 (v not flipped).
    const float xs[4] = {-o.half.x, -o.half.x, o.half.x, o.half.x}, ys[4] = {-o.half.y, o.half.y, o.half.y, -o.half.y};
    const float zs[4] = {o.u_axis.x, o.u_axis.y, o.u_axis.z, 0.f};
    for (int k = 0; k < 4; ++k) r.put(xs[k]).put(ys[k]).put(zs[k]);
    r.put(o.origin.x).put(o.origin.y).put(o.origin.z);
    r.put(o.normal.x).put(o.normal.y).put(o.normal.z);
    return r.b;
}

SourceBuilder sky_and_fog_map(const std::string& sky_camera_keys, const std::string& fog_keys, bool panes) {
    SourceBuilder s;
    s.lumps[source::kEntities] =
        Bytes().str("{\n\"classname\" \"worldspawn\"\n}\n"
                    "{\n\"classname\" \"info_player_start\"\n\"origin\" \"0 0 -64\"\n}\n"
                    "{\n\"classname\" \"sky_camera\"\n\"origin\" \"2000 0 0\"\n" + sky_camera_keys + "\n}\n"
                    "{\n\"classname\" \"env_fog_controller\"\n" + fog_keys + "\n}\n").b;
    // Plane 0 splits world and sky (x = 1000); 1: the wall (-y), 2: the sky face and
    // the square (+y).
    Bytes planes;
    planes.put(1.f).put(0.f).put(0.f).put(1000.f).put<int32_t>(0);
    planes.put(0.f).put(-1.f).put(0.f).put(-500.f).put<int32_t>(1);
    planes.put(0.f).put(1.f).put(0.f).put(-3000.f).put<int32_t>(1);
    s.lumps[source::kPlanes] = planes.b;
    s.lumps[source::kTexdataStringData] =
        Bytes().str("DEV/DEV_MEASUREGENERIC01B").str("TOOLS/TOOLSSKYBOX").str("DEV/GLASS").b;
    s.lumps[source::kTexdataStringTable] = Bytes().put<int32_t>(0).put<int32_t>(26).put<int32_t>(44).b;
    Bytes texdata;
    for (int32_t name = 0; name < 3; ++name)
        texdata.put(.5f).put(.5f).put(.5f).put<int32_t>(name).put<int32_t>(64).put<int32_t>(64).put<int32_t>(64).put<int32_t>(64);
    s.lumps[source::kTexdata] = texdata.b;
    // Quads, each 4 corners in order; the winding is the one the renderer keeps facing
    // the camera (clockwise as seen).
    const float x0 = kSkySquareCentre[0], y0 = kSkySquareCentre[1], z0 = kSkySquareCentre[2], h = kSkySquareHalf;
    std::vector<std::array<glm::vec3, 4>> quads = {
        {glm::vec3(-400, 500, -400), glm::vec3(-400, 500, 400), glm::vec3(400, 500, 400), glm::vec3(400, 500, -400)},
        {glm::vec3(-4000, -3000, -4000), glm::vec3(4000, -3000, -4000), glm::vec3(4000, -3000, 4000),
         glm::vec3(-4000, -3000, 4000)},
        {glm::vec3(x0 - h, y0, z0 - h), glm::vec3(x0 + h, y0, z0 - h), glm::vec3(x0 + h, y0, z0 + h),
         glm::vec3(x0 - h, y0, z0 + h)},
    };
    if (panes)
        for (const glm::vec2 c : {glm::vec2(kPaneFrontX, kPaneFrontY), glm::vec2(kPaneBehindX, kPaneBehindY)})
            quads.push_back({glm::vec3(c.x - kPaneHalf, c.y, -kPaneHalf), glm::vec3(c.x + kPaneHalf, c.y, -kPaneHalf),
                             glm::vec3(c.x + kPaneHalf, c.y, kPaneHalf), glm::vec3(c.x - kPaneHalf, c.y, kPaneHalf)});
    Bytes vertexes, edges, surfedges, faces;
    edges.put<uint16_t>(0).put<uint16_t>(0);  // edge 0 unused
    const int16_t texinfo_of[5] = {0, 1, 0, 2, 2};
    const uint16_t plane_of[5] = {1, 2, 2, 2, 2};
    for (size_t q = 0; q < quads.size(); ++q) {
        const uint16_t first_vertex = uint16_t(q * 4);
        for (const glm::vec3& v : quads[q]) vertexes.put(v.x).put(v.y).put(v.z);
        const int32_t first_edge = int32_t(q * 4);
        for (int k = 0; k < 4; ++k) {
            edges.put<uint16_t>(uint16_t(first_vertex + k)).put<uint16_t>(uint16_t(first_vertex + (k + 1) % 4));
            surfedges.put<int32_t>(first_edge + k + 1);
        }
        faces.put<uint16_t>(plane_of[q]).put<uint8_t>(0).put<uint8_t>(0).put<int32_t>(first_edge).put<int16_t>(4)
            .put<int16_t>(texinfo_of[q]).put<int16_t>(-1).put<int16_t>(-1);
        faces.put<uint8_t>(255).put<uint8_t>(255).put<uint8_t>(255).put<uint8_t>(255).put<int32_t>(-1).put(1.f);
        faces.put<int32_t>(0).put<int32_t>(0).put<int32_t>(0).put<int32_t>(0);
        faces.put<int32_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint32_t>(0);
    }
    s.lumps[source::kVertexes] = vertexes.b;
    s.lumps[source::kEdges] = edges.b;
    s.lumps[source::kSurfedges] = surfedges.b;
    s.lumps[source::kFaces] = faces.b;
    // texture s = x, t = z; texinfo 1 is sky (SURF_SKY).
    Bytes ti;
    for (int32_t k = 0; k < 3; ++k) {
        ti.put(1.f).put(0.f).put(0.f).put(0.f).put(0.f).put(0.f).put(1.f).put(0.f);
        ti.put(1.f / 16).put(0.f).put(0.f).put(0.f).put(0.f).put(0.f).put(1.f / 16).put(0.f);
        ti.put<int32_t>(k == 1 ? 0x4 : 0).put<int32_t>(k);
    }
    s.lumps[source::kTexinfo] = ti.b;
    // Leaf 1 (sky) lists face 2, leaf 2 (world) faces 0 and 1 (and the panes, 3 and 4).
    Bytes leaf_faces = Bytes().put<uint16_t>(2).put<uint16_t>(0).put<uint16_t>(1);
    if (panes) leaf_faces.put<uint16_t>(3).put<uint16_t>(4);
    s.lumps[source::kLeafFaces] = leaf_faces.b;
    const uint16_t world_faces = panes ? 4 : 2;
    Bytes leafs;
    struct LeafSpec { int32_t contents; int16_t cluster; uint16_t area; int16_t lo[3], hi[3]; uint16_t first, count; int16_t water; };
    const LeafSpec leaf_specs[3] = {
        {1, -1, 0, {-4096, -4096, -4096}, {4096, 4096, 4096}, 0, 0, -1},
        {0, 1, 2, {1000, -4096, -4096}, {4096, 4096, 4096}, 0, 1, -1},
        {0, 0, 1, {-4096, -4096, -4096}, {1000, 4096, 4096}, 1, world_faces, 0},
    };
    for (const LeafSpec& l : leaf_specs) {
        leafs.put<int32_t>(l.contents).put<int16_t>(l.cluster).put<uint16_t>(l.area);
        for (int16_t v : l.lo) leafs.put<int16_t>(v);
        for (int16_t v : l.hi) leafs.put<int16_t>(v);
        leafs.put<uint16_t>(l.first).put<uint16_t>(l.count).put<uint16_t>(0).put<uint16_t>(0).put<int16_t>(l.water)
            .put<int16_t>(0);
    }
    s.lumps[source::kLeafs] = leafs.b;
    Bytes node;
    node.put<int32_t>(0).put<int32_t>(-2).put<int32_t>(-3);
    for (int k = 0; k < 3; ++k) node.put<int16_t>(-4096);
    for (int k = 0; k < 3; ++k) node.put<int16_t>(4096);
    node.put<uint16_t>(0).put<uint16_t>(3).put<int16_t>(0).put<int16_t>(0);
    s.lumps[source::kNodes] = node.b;
    Bytes model;
    for (float v : {-4096.f, -4096.f, -4096.f, 4096.f, 4096.f, 4096.f, 0.f, 0.f, 0.f}) model.put(v);
    model.put<int32_t>(0).put<int32_t>(0).put<int32_t>(int32_t(quads.size()));
    s.lumps[source::kModels] = model.b;
    // Two clusters, each seeing only itself: rows at 20 (0x01) and 21 (0x02).
    s.lumps[source::kVisibility] =
        Bytes().put<int32_t>(2).put<int32_t>(20).put<int32_t>(20).put<int32_t>(21).put<int32_t>(21).put<uint8_t>(1)
            .put<uint8_t>(2).b;
    // Areas 0 (the null area), 1 (world), 2 (sky), no portals.
    Bytes areas;
    for (int k = 0; k < 3; ++k) areas.put<int32_t>(0).put<int32_t>(0);
    s.lumps[source::kAreas] = areas.b;
    // Water volume 0: surface at z -100, bottom -500, the wall's texinfo.
    s.lumps[source::kLeafWaterData] = Bytes().put(-100.f).put(-500.f).put<int16_t>(0).put<int16_t>(0).b;
    return s;
}

}  // namespace bsptest

#include "support/bsp_writer.h"

#include <cstring>

#include "support/byte_sink.h"

namespace bsptest {
namespace {

// Quake 3's vectors on top of the shared byte sink.
class Q3Bytes : public ByteSink {
public:
    void vec3(const glm::vec3& v) { put(v.x), put(v.y), put(v.z); }
    void ivec3(const glm::ivec3& v) { put(v.x), put(v.y), put(v.z); }
};

std::vector<std::vector<uint8_t>> lump_bytes(const Q3BspBuilder& b) {
    std::vector<Q3Bytes> l(17);
    l[0].put_name(b.entities, b.entities.size() + 1);
    for (auto& s : b.shaders) l[1].put_name(s.name, 64), l[1].put(s.surface_flags), l[1].put(s.contents);
    for (auto& p : b.planes) l[2].vec3(p.normal), l[2].put(p.dist);
    for (auto& n : b.nodes)
        l[3].put(n.plane), l[3].put(n.children[0]), l[3].put(n.children[1]), l[3].ivec3(n.mins), l[3].ivec3(n.maxs);
    for (auto& f : b.leafs) {
        l[4].put(f.cluster), l[4].put(f.area), l[4].ivec3(f.mins), l[4].ivec3(f.maxs);
        l[4].put(f.first_surface), l[4].put(f.surface_count), l[4].put(f.first_brush), l[4].put(f.brush_count);
    }
    for (int32_t v : b.leaf_surfaces) l[5].put(v);
    for (int32_t v : b.leaf_brushes) l[6].put(v);
    for (auto& m : b.models) {
        l[7].vec3(m.mins), l[7].vec3(m.maxs);
        l[7].put(m.first_surface), l[7].put(m.surface_count), l[7].put(m.first_brush), l[7].put(m.brush_count);
    }
    for (auto& x : b.brushes) l[8].put(x.first_side), l[8].put(x.side_count), l[8].put(x.shader);
    for (auto& s : b.brush_sides) l[9].put(s.plane), l[9].put(s.shader);
    for (auto& v : b.vertices) {
        l[10].vec3(v.position), l[10].put(v.st), l[10].put(v.lightmap_st), l[10].vec3(v.normal), l[10].put(v.rgba);
    }
    for (int32_t v : b.draw_indexes) l[11].put(v);
    for (auto& f : b.fogs) l[12].put_name(f.shader, 64), l[12].put(f.brush), l[12].put(f.visible_side);
    for (auto& f : b.faces) {
        Q3Bytes& o = l[13];
        o.put(f.shader), o.put(f.fog), o.put(f.type), o.put(f.first_vert), o.put(f.num_verts);
        o.put(f.first_index), o.put(f.num_indexes), o.put(f.lightmap), o.put(f.lightmap_rect);
        o.vec3(f.lightmap_origin);
        for (auto& v : f.lightmap_vecs) o.vec3(v);
        o.put(f.patch_width), o.put(f.patch_height);
    }
    l[14].out = b.lightmaps;
    l[15].out = b.light_grid;
    l[16].out = b.visibility;
    std::vector<std::vector<uint8_t>> out;
    for (int i = 0; i < 17; ++i) out.push_back(b.raw_lump[i] ? *b.raw_lump[i] : std::move(l[i].out));
    return out;
}

}  // namespace

std::vector<uint8_t> Q3BspBuilder::build() const {
    auto lumps = lump_bytes(*this);
    if (advertisements) lumps.push_back(*advertisements);
    Q3Bytes file;
    file.put(magic);
    file.put(version);
    int32_t offset = 8 + int32_t(lumps.size()) * 8;
    for (auto& l : lumps) {
        file.put(offset);
        file.put(int32_t(l.size()));
        offset += int32_t((l.size() + 3) & ~size_t(3));  // lumps start 4-aligned, as compilers write them
    }
    for (auto& l : lumps) {
        file.out.insert(file.out.end(), l.begin(), l.end());
        file.out.resize((file.out.size() + 3) & ~size_t(3), 0);
    }
    return file.out;
}

std::vector<uint8_t> Q3BspBuilder::visibility_bits(int32_t clusters, int32_t row_bytes, bool all_visible) {
    Q3Bytes b;
    b.put(clusters), b.put(row_bytes);
    for (int32_t c = 0; c < clusters; ++c)
        for (int32_t i = 0; i < row_bytes; ++i) {
            uint8_t bits = 0;
            for (int k = 0; k < 8; ++k)
                if (i * 8 + k < clusters && (all_visible || i * 8 + k == c)) bits |= uint8_t(1u << k);
            b.put(bits);
        }
    return b.out;
}

std::vector<uint8_t> Q3BspBuilder::lightmap_pages(int pages) {
    std::vector<uint8_t> out(size_t(pages) * 128 * 128 * 3);
    for (size_t i = 0; i < out.size(); ++i) out[i] = uint8_t(i * 7 + i / 49152);
    return out;
}

void Q3BspBuilder::add_vertex_grid(int width, int height, glm::vec3 origin) {
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            Q3Vertex v;
            v.position = origin + glm::vec3(x * 16.0f, y * 16.0f, (x % 2) * 8.0f);
            v.st = glm::vec2(x, y) / 2.0f;
            v.lightmap_st = glm::vec2(float(x) / float(width - 1), float(y) / float(height - 1));
            vertices.push_back(v);
        }
}

void set_lump_entry(std::vector<uint8_t>& file, int lump, int32_t offset, int32_t length) {
    std::memcpy(&file[8 + size_t(lump) * 8], &offset, 4);
    std::memcpy(&file[12 + size_t(lump) * 8], &length, 4);
}

std::pair<int32_t, int32_t> lump_entry(const std::vector<uint8_t>& file, int lump) {
    int32_t offset, length;
    std::memcpy(&offset, &file[8 + size_t(lump) * 8], 4);
    std::memcpy(&length, &file[12 + size_t(lump) * 8], 4);
    return {offset, length};
}

namespace {

void add_quad(Q3BspBuilder& b, glm::vec3 origin, glm::vec3 u, glm::vec3 v, glm::vec3 normal) {
    const glm::vec2 corners[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (auto c : corners) {
        Q3Vertex vert;
        vert.position = origin + u * c.x + v * c.y;
        vert.st = c;
        vert.lightmap_st = c * 0.5f;
        vert.normal = normal;
        vert.rgba = {200, 100, 50, 255};
        b.vertices.push_back(vert);
    }
    for (int32_t i : {0, 1, 2, 0, 2, 3}) b.draw_indexes.push_back(i);
}

void add_room_materials_and_planes(Q3BspBuilder& b) {
    b.shaders = {{"textures/base/floor", 0, 1},          {"textures/skies/blue", 0x4 | 0x400, 1},
                 {"textures/common/clip", 0, 0x10000},   {"textures/liquids/water", 0, 0x20},
                 {"flareShader", 0, 0},                  {"textures/fog/mist", 0x80, 0x40}};
    b.planes = {{{1, 0, 0}, 0}, {{0, 1, 0}, 0}};
    for (int axis = 0; axis < 3; ++axis)
        for (float sign : {1.0f, -1.0f}) {
            glm::vec3 n(0);
            n[axis] = sign;
            b.planes.push_back({n, 128});
        }
    b.brush_sides.clear();
    for (int brush = 0; brush < 2; ++brush)
        for (int32_t p = 2; p < 8; ++p) b.brush_sides.push_back({p, brush == 0 ? 0 : 2});
    b.brushes = {{0, 6, 0}, {6, 6, 2}};
    b.fogs = {{"textures/fog/mist", 0, 5}};
}

void add_room_tree(Q3BspBuilder& b) {
    // node 0 splits on x=0: front is node 1, back is leaf 2; node 1 splits on y=0.
    b.nodes = {{0, {1, -3}, {-128, -128, -128}, {128, 128, 128}}, {1, {-2, -1}, {0, -128, -128}, {128, 128, 128}}};
    b.leaf_surfaces = {0, 1, 2, 2, 3, 4};
    b.leaf_brushes = {0};
    b.leafs = {{-1, -1, {0, -128, -128}, {128, 0, 128}, 0, 0, 0, 1},
               {0, 0, {0, 0, -128}, {128, 128, 128}, 0, 3, 0, 0},
               {1, 0, {-128, -128, -128}, {0, 128, 128}, 3, 3, 0, 0}};
}

void add_room_faces(Q3BspBuilder& b) {
    auto face = [&](int32_t shader, int32_t type, int32_t verts_before, int32_t indexes_before) {
        Q3Face f;
        f.shader = shader;
        f.type = type;
        f.first_vert = verts_before;
        f.num_verts = int32_t(b.vertices.size()) - verts_before;
        f.first_index = indexes_before;
        f.num_indexes = int32_t(b.draw_indexes.size()) - indexes_before;
        return f;
    };
    int32_t v0 = int32_t(b.vertices.size()), i0 = int32_t(b.draw_indexes.size());
    add_quad(b, {-128, -128, -128}, {256, 0, 0}, {0, 256, 0}, {0, 0, 1});
    b.faces.push_back(face(0, 1, v0, i0));
    b.faces.back().lightmap = 0;
    v0 = int32_t(b.vertices.size()), i0 = int32_t(b.draw_indexes.size());
    add_quad(b, {-128, -128, 128}, {0, 256, 0}, {256, 0, 0}, {0, 0, -1});
    b.faces.push_back(face(1, 1, v0, i0));
    v0 = int32_t(b.vertices.size()), i0 = int32_t(b.draw_indexes.size());
    b.add_vertex_grid(3, 3, {-32, -32, 0});
    b.faces.push_back(face(0, 2, v0, i0));
    b.faces.back().patch_width = b.faces.back().patch_height = 3;
    b.faces.back().lightmap = 0;
    v0 = int32_t(b.vertices.size()), i0 = int32_t(b.draw_indexes.size());
    for (glm::vec3 p : {glm::vec3(0, 0, -100), glm::vec3(64, 0, -100), glm::vec3(0, 64, -100)}) {
        Q3Vertex v;
        v.position = p;
        b.vertices.push_back(v);
    }
    b.draw_indexes.insert(b.draw_indexes.end(), {0, 1, 2});
    b.faces.push_back(face(3, 3, v0, i0));
    b.faces.back().lightmap = -3;
    b.faces.back().fog = 0;
    Q3Face flare = face(4, 4, 0, 0);
    flare.num_verts = flare.num_indexes = 0;
    flare.lightmap_origin = {10, 20, 30};
    b.faces.push_back(flare);
    v0 = int32_t(b.vertices.size()), i0 = int32_t(b.draw_indexes.size());
    add_quad(b, {64, 64, 0}, {32, 0, 0}, {0, 0, 64}, {0, -1, 0});
    b.faces.push_back(face(0, 1, v0, i0));
    b.faces.back().lightmap = 0;
}

}  // namespace

Q3BspBuilder minimal_q3_room() {
    Q3BspBuilder b;
    b.entities =
        "{\n\"classname\" \"worldspawn\"\n\"message\" \"test room\"\n}\n"
        "{\n\"classname\" \"info_player_deathmatch\"\n\"origin\" \"16 -32 24\"\n}\n"
        "{\n\"classname\" \"func_door\"\n\"model\" \"*1\"\n}\n";
    add_room_materials_and_planes(b);
    add_room_tree(b);
    add_room_faces(b);
    b.models = {{{-128, -128, -128}, {128, 128, 128}, 0, 5, 0, 1}, {{64, 64, 0}, {96, 64, 64}, 5, 1, 1, 1}};
    b.lightmaps = Q3BspBuilder::lightmap_pages(1);
    // World bounds ±128 with the default 64x64x128 cells: 5 x 5 x 3 samples.
    for (int i = 0; i < 5 * 5 * 3; ++i)
        for (uint8_t v : {uint8_t(10), uint8_t(20), uint8_t(30), uint8_t(40), uint8_t(50), uint8_t(60),
                          uint8_t(i % 256), uint8_t(0)})
            b.light_grid.push_back(v);
    b.visibility = Q3BspBuilder::visibility_bits(2, 8, false);
    return b;
}

}  // namespace bsptest

namespace bsptest {
namespace {

bool in(int64_t i, size_t n) { return i >= 0 && uint64_t(i) < n; }
bool range(uint64_t first, uint64_t count, size_t n) { return first + count <= n; }

std::string surface_problem(const bsp::Map& m, size_t i) {
    const bsp::Surface& s = m.surfaces[i];
    const std::string who = "surface " + std::to_string(i);
    if (!range(s.first_index, s.index_count, m.indices.size())) return who + ": index range";
    if (!range(s.first_vertex, s.vertex_count, m.vertices.size())) return who + ": vertex range";
    if (s.material < -1 || s.material >= int64_t(m.materials.size())) return who + ": material";
    if (s.lightmap < -1 || s.lightmap >= int64_t(m.lightmaps.size())) return who + ": lightmap";
    if (!in(s.model, m.models.size())) return who + ": model";
    if (s.index_count % 3 != 0) return who + ": partial triangle";
    return "";
}

std::string tree_problem(const bsp::Map& m) {
    for (size_t i = 0; i < m.nodes.size(); ++i) {
        const bsp::Node& n = m.nodes[i];
        if (!in(n.plane, m.planes.size())) return "node " + std::to_string(i) + ": plane";
        for (int32_t c : n.children)
            if (c >= 0 ? (c <= int64_t(i) || !in(c, m.nodes.size())) : !in(-(int64_t(c) + 1), m.leaves.size()))
                return "node " + std::to_string(i) + ": child";
    }
    for (size_t i = 0; i < m.leaves.size(); ++i) {
        const bsp::Leaf& l = m.leaves[i];
        if (!range(l.first_leaf_surface, l.leaf_surface_count, m.leaf_surfaces.size()) ||
            !range(l.first_leaf_brush, l.leaf_brush_count, m.leaf_brushes.size()))
            return "leaf " + std::to_string(i) + ": list range";
        if (!m.visibility.empty() && l.cluster >= m.visibility.cluster_count)
            return "leaf " + std::to_string(i) + ": cluster";
    }
    for (uint32_t s : m.leaf_surfaces)
        if (s >= m.surfaces.size()) return "leaf surface out of range";
    for (uint32_t b : m.leaf_brushes)
        if (b >= m.brushes.size()) return "leaf brush out of range";
    for (const bsp::Brush& b : m.brushes)
        if (!range(b.first_side, b.side_count, m.brush_sides.size())) return "brush side range";
    for (const bsp::BrushSide& s : m.brush_sides)
        if (!in(s.plane, m.planes.size())) return "brush side plane";
    return "";
}

}  // namespace

std::string map_consistency_problem(const bsp::Map& m) {
    if (m.models.empty()) return "no models";
    if (m.base_vertex_count > m.vertices.size() || m.base_index_count > m.indices.size()) return "base counts";
    for (uint32_t i : m.indices)
        if (i >= m.vertices.size()) return "index " + std::to_string(i) + " past the vertices";
    for (size_t i = 0; i < m.surfaces.size(); ++i)
        if (auto p = surface_problem(m, i); !p.empty()) return p;
    for (const bsp::PatchSource& p : m.patches) {
        if (!in(p.surface, m.surfaces.size()) || m.surfaces[p.surface].kind != bsp::SurfaceKind::Patch)
            return "patch surface";
        if (p.control.size() != size_t(p.width) * size_t(p.height) || p.width % 2 == 0 || p.height % 2 == 0)
            return "patch control grid";
    }
    for (const bsp::Model& md : m.models)
        if (!range(md.first_surface, md.surface_count, m.surfaces.size())) return "model surface range";
    if (auto p = tree_problem(m); !p.empty()) return p;
    const bsp::Visibility& v = m.visibility;
    // No rows means no visdata (clusters may still be counted, as GoldSrc maps do).
    if (!v.rows.empty() &&
        (v.rows.size() != size_t(v.cluster_count) * size_t(v.row_bytes) || int64_t(v.row_bytes) * 8 < v.cluster_count))
        return "visibility rows";
    for (const bsp::Area& a : m.areas)
        if (!range(a.first_portal, a.portal_count, m.area_portals.size())) return "area portal range";
    for (const bsp::AreaPortal& p : m.area_portals) {
        if (p.area >= int64_t(m.areas.size()) || !in(p.other_area, m.areas.size())) return "area portal areas";
        if (!range(p.first_vertex, p.vertex_count, m.area_portal_vertices.size())) return "area portal vertices";
        if (!in(p.plane, m.planes.size())) return "area portal plane";
        if (p.entity >= int64_t(m.entities.size())) return "area portal entity";
    }
    if (!m.areas.empty())
        for (const bsp::Leaf& l : m.leaves)
            if (l.area >= int64_t(m.areas.size())) return "leaf area";
    const bsp::LightGrid& g = m.light_grid;
    if (!g.empty() && g.samples.size() != size_t(g.dims.x) * size_t(g.dims.y) * size_t(g.dims.z))
        return "light grid size";
    for (const bsp::LightmapImage& img : m.lightmaps)
        if (img.external_path.empty() && img.rgb.size() != size_t(img.width) * size_t(img.height) * 3)
            return "lightmap pixels";
    return "";
}

}  // namespace bsptest

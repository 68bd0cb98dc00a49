// Bezier patch tessellation: grid shape, exact corners, crack-free shared edges,
// re-tessellation, and triangle winding that matches Quake 3's own polygon faces.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include "core/byte_reader.h"
#include "formats/map_parser.h"
#include "map/patch_tessellation.h"
#include "support/test_maps.h"
#include "vfs/vfs.h"

using bsp::PatchSource;
using bsp::Vertex;

namespace {

Vertex control(glm::vec3 p, glm::vec3 n = {0, 0, 1}, glm::vec2 uv = {0, 0}) {
    Vertex v;
    v.position = p;
    v.normal = n;
    v.uv = uv;
    v.lightmap_uv = uv * 0.5f;
    return v;
}

// A W×H patch from a position function of the control indices (i across, j down).
template <typename F>
PatchSource make_patch(int w, int h, F position) {
    PatchSource p;
    p.width = w;
    p.height = h;
    for (int j = 0; j < h; ++j)
        for (int i = 0; i < w; ++i)
            p.control.push_back(control(position(i, j), {0, 0, 1}, {float(i) / float(w - 1), float(j) / float(h - 1)}));
    return p;
}

struct Tessellation {
    std::vector<Vertex> vertices;
    std::vector<uint32_t> indices;
};

Tessellation tessellate(const PatchSource& p, int level) {
    Tessellation t;
    bsp::tessellate_patch(p, level, t.vertices, t.indices);
    return t;
}

glm::vec3 geometric_normal(const std::vector<Vertex>& v, uint32_t a, uint32_t b, uint32_t c) {
    return glm::cross(v[b].position - v[a].position, v[c].position - v[a].position);
}

// Positions along the four borders of a tessellated patch.
std::vector<glm::vec3> border_positions(const Tessellation& t, int cols, int rows) {
    std::vector<glm::vec3> out;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) out.push_back(t.vertices[size_t(r * cols + c)].position);
    return out;
}

using Key = std::tuple<float, float, float>;
Key key(const glm::vec3& p) { return {p.x, p.y, p.z}; }

}  // namespace

TEST(PatchTessellation, FlatPatchIsAPlanarGridWithExactCorners) {
    const PatchSource p = make_patch(3, 3, [](int i, int j) { return glm::vec3(64.0f * float(i), 32.0f * float(j), 5.0f); });
    for (int level : {1, 2, 3, 5, 8, 32}) {
        const Tessellation t = tessellate(p, level);
        ASSERT_EQ(t.vertices.size(), size_t((level + 1) * (level + 1))) << level;
        ASSERT_EQ(t.indices.size(), size_t(6 * level * level)) << level;
        for (const Vertex& v : t.vertices) {
            EXPECT_EQ(v.position.z, 5.0f);
            EXPECT_FLOAT_EQ(v.normal.z, 1.0f);
        }
        const int n = level + 1;
        EXPECT_EQ(t.vertices[0].position, glm::vec3(0, 0, 5));
        EXPECT_EQ(t.vertices[size_t(n - 1)].position, glm::vec3(128, 0, 5));
        EXPECT_EQ(t.vertices[size_t(n * (n - 1))].position, glm::vec3(0, 64, 5));
        EXPECT_EQ(t.vertices[size_t(n * n - 1)].position, glm::vec3(128, 64, 5));
        EXPECT_EQ(t.vertices[size_t(n * n - 1)].uv, glm::vec2(1, 1));
        EXPECT_EQ(t.vertices[size_t(n * n - 1)].lightmap_uv, glm::vec2(0.5f, 0.5f));
        // Evenly spaced control points give an evenly spaced grid.
        EXPECT_NEAR(t.vertices[1].position.x, 128.0f / float(level), 1e-4f);
        for (uint32_t i : t.indices) EXPECT_LT(i, t.vertices.size());
    }
}

TEST(PatchTessellation, LevelIsClampedAndSubPatchesShareVertices) {
    const PatchSource p = make_patch(5, 7, [](int i, int j) { return glm::vec3(float(i), float(j), float(i * j % 3)); });
    EXPECT_EQ(tessellate(p, 0).vertices.size(), size_t((1 * 2 + 1) * (1 * 3 + 1)));
    EXPECT_EQ(tessellate(p, 1000).vertices.size(), size_t((32 * 2 + 1) * (32 * 3 + 1)));
    const Tessellation t = tessellate(p, 4);
    EXPECT_EQ(t.vertices.size(), size_t((4 * 2 + 1) * (4 * 3 + 1)));
    EXPECT_EQ(t.indices.size(), size_t(6 * 8 * 12));
    // Sub-patch corners land exactly on the even control points.
    const int cols = 9;
    EXPECT_EQ(t.vertices[4].position, p.control[2].position);
    EXPECT_EQ(t.vertices[size_t(4 * cols + 4)].position, p.control[2 * 5 + 2].position);
    EXPECT_EQ(t.vertices[size_t(12 * cols + 8)].position, p.control[6 * 5 + 4].position);
}

TEST(PatchTessellation, BentPatchFollowsTheQuadraticCurve) {
    // Middle column raised by h: the curve's midpoint is at h/2, control points are not on it.
    const float h = 40;
    const PatchSource p = make_patch(3, 3, [&](int i, int j) { return glm::vec3(float(i) * 10, float(j) * 10, i == 1 ? h : 0.0f); });
    const Tessellation t = tessellate(p, 4);
    const int n = 5;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const Vertex& v = t.vertices[size_t(r * n + c)];
            const float u = float(c) / 4;
            EXPECT_NEAR(v.position.z, h * 2 * u * (1 - u), 1e-4f);
            EXPECT_NEAR(glm::length(v.normal), 1.0f, 1e-5f);
        }
    }
    EXPECT_FLOAT_EQ(t.vertices[2].position.z, h / 2);
}

TEST(PatchTessellation, DegenerateAndInvalidPatchesStayFinite) {
    // Everything collapsed to one point, with normals that cancel out.
    PatchSource point = make_patch(3, 3, [](int, int) { return glm::vec3(7, 7, 7); });
    for (size_t k = 0; k < point.control.size(); ++k) point.control[k].normal = (k % 2) ? glm::vec3(0, 0, 1) : glm::vec3(0, 0, -1);
    point.control[4].normal = glm::vec3(0);
    // One edge collapsed (a cone-like patch), with zero normals: the fallback normal kicks in.
    PatchSource cone = make_patch(3, 5, [](int i, int j) {
        return j == 0 ? glm::vec3(0, 0, 10) : glm::vec3(float(i) * 8 - 8, float(j) * 8, 0);
    });
    for (Vertex& v : cone.control) v.normal = glm::vec3(0);
    for (const PatchSource* p : {&point, &cone}) {
        const Tessellation t = tessellate(*p, 6);
        ASSERT_FALSE(t.vertices.empty());
        for (const Vertex& v : t.vertices) {
            EXPECT_TRUE(std::isfinite(v.position.x) && std::isfinite(v.position.y) && std::isfinite(v.position.z));
            EXPECT_NEAR(glm::length(v.normal), 1.0f, 1e-5f);
        }
    }

    PatchSource even = make_patch(4, 3, [](int i, int j) { return glm::vec3(float(i), float(j), 0); });
    PatchSource mismatched = make_patch(3, 3, [](int i, int j) { return glm::vec3(float(i), float(j), 0); });
    mismatched.control.pop_back();
    PatchSource tiny = make_patch(1, 1, [](int, int) { return glm::vec3(0); });
    for (const PatchSource* p : {&even, &mismatched, &tiny}) {
        const Tessellation t = tessellate(*p, 8);
        EXPECT_TRUE(t.vertices.empty());
        EXPECT_TRUE(t.indices.empty());
    }
}

TEST(PatchTessellation, PatchesSharingAnEdgeMeetBitExactly) {
    // A curved 5×3 patch A. Patch B is a 3×5 patch whose first column is A's last row
    // walked backwards, so the shared curve is a row in A and a reversed column in B.
    auto wobble = [](int i, int j) {
        return glm::vec3(17.3f * float(i) + 0.37f * float(j * j), 11.1f * float(j) - 0.73f * float(i),
                         std::sin(float(i) * 1.7f + float(j) * 0.9f) * 23.0f + 0.1f);
    };
    const PatchSource a = make_patch(5, 3, wobble);
    PatchSource b = make_patch(3, 5, [](int i, int j) {
        return glm::vec3(100.0f + 13.7f * float(i), 3.3f * float(j), 9.9f * float(i * j));
    });
    for (int j = 0; j < 5; ++j) b.control[size_t(j * 3)] = a.control[size_t(2 * 5 + (4 - j))];

    for (int level : {1, 2, 3, 5, 7, 8, 13, 32}) {
        const Tessellation ta = tessellate(a, level), tb = tessellate(b, level);
        const int a_cols = 2 * level + 1, a_rows = level + 1;
        const int b_cols = level + 1, b_rows = 2 * level + 1;
        std::vector<glm::vec3> a_edge, b_edge;
        for (int c = 0; c < a_cols; ++c) a_edge.push_back(ta.vertices[size_t((a_rows - 1) * a_cols + c)].position);
        for (int r = 0; r < b_rows; ++r) b_edge.push_back(tb.vertices[size_t(r * b_cols)].position);
        ASSERT_EQ(a_edge.size(), b_edge.size());
        for (size_t k = 0; k < a_edge.size(); ++k) {
            const glm::vec3 pa = a_edge[k], pb = b_edge[b_edge.size() - 1 - k];
            EXPECT_TRUE(pa.x == pb.x && pa.y == pb.y && pa.z == pb.z)
                << "level " << level << " point " << k << ": (" << pa.x << "," << pa.y << "," << pa.z << ") vs ("
                << pb.x << "," << pb.y << "," << pb.z << ")";
        }
        // And the edge really is curved, so this is not trivially true.
        if (level >= 2) {
            EXPECT_NE(a_edge[1].z, (a_edge[0].z + a_edge[2].z) * 0.5f);
        }
        // Every border point of A that lies on B's border is one of B's border points.
        std::set<Key> b_border;
        for (const glm::vec3& p : border_positions(tb, b_cols, b_rows)) b_border.insert(key(p));
        int shared = 0;
        for (const glm::vec3& p : border_positions(ta, a_cols, a_rows)) shared += int(b_border.count(key(p)));
        EXPECT_EQ(shared, a_cols) << "level " << level;
    }
}

TEST(PatchTessellation, TrianglesAreClockwiseSeenFromTheFrontLikeQuake3Faces) {
    // Control grid laid out as Quake 3 stores it: cross(d/du, d/dv) along the normal.
    const PatchSource p = make_patch(3, 3, [](int i, int j) { return glm::vec3(float(i) * 10, float(j) * 10, 0); });
    const Tessellation t = tessellate(p, 3);
    for (size_t k = 0; k < t.indices.size(); k += 3) {
        const glm::vec3 n = geometric_normal(t.vertices, t.indices[k], t.indices[k + 1], t.indices[k + 2]);
        EXPECT_LT(glm::dot(n, t.vertices[t.indices[k]].normal), 0.0f) << "triangle " << k / 3;
    }
}

TEST(PatchTessellation, TessellatePatchesRewritesOnlyThePatchPartOfTheMap) {
    bsp::Map map;
    // One polygon surface from the "parser": a quad.
    for (glm::vec3 p : {glm::vec3(0, 0, 0), glm::vec3(0, 10, 0), glm::vec3(10, 10, 0), glm::vec3(10, 0, 0)})
        map.vertices.push_back(control(p));
    map.indices = {0, 1, 2, 0, 2, 3};
    bsp::Surface poly;
    poly.kind = bsp::SurfaceKind::Polygon;
    poly.vertex_count = 4;
    poly.index_count = 6;
    map.surfaces.push_back(poly);
    for (int s = 0; s < 3; ++s) {
        bsp::Surface patch_surface;
        patch_surface.kind = bsp::SurfaceKind::Patch;
        map.surfaces.push_back(patch_surface);
    }
    map.patches.push_back(make_patch(3, 3, [](int i, int j) { return glm::vec3(float(i) * 8, float(j) * 8, float(i == 1) * 8); }));
    map.patches.back().surface = 1;
    map.patches.push_back(make_patch(5, 3, [](int i, int j) { return glm::vec3(100 + float(i) * 8, float(j) * 8, 3); }));
    map.patches.back().surface = 3;
    map.patches.push_back(make_patch(2, 3, [](int i, int j) { return glm::vec3(float(i), float(j), 0); }));
    map.patches.back().surface = 2;  // even width: warned about, left empty
    PatchSource stray = make_patch(3, 3, [](int i, int j) { return glm::vec3(float(i), float(j), 0); });
    stray.surface = 99;  // no such surface
    map.patches.push_back(stray);

    auto check = [&](int level) {
        bsp::tessellate_patches(map, level);
        EXPECT_EQ(map.patch_level, std::clamp(level, bsp::kMinPatchLevel, bsp::kMaxPatchLevel));
        EXPECT_EQ(map.base_vertex_count, 4u);
        EXPECT_EQ(map.base_index_count, 6u);
        EXPECT_EQ(std::vector<uint32_t>(map.indices.begin(), map.indices.begin() + 6), (std::vector<uint32_t>{0, 1, 2, 0, 2, 3}));
        const int l = map.patch_level;
        const size_t expected_vertices = 4 + size_t((l + 1) * (l + 1)) + size_t((2 * l + 1) * (l + 1));
        EXPECT_EQ(map.vertices.size(), expected_vertices);
        EXPECT_EQ(map.indices.size(), 6 + size_t(6 * l * l) + size_t(6 * 2 * l * l));
        for (uint32_t s : {1u, 3u}) {
            const bsp::Surface& surf = map.surfaces[s];
            EXPECT_EQ(surf.patch_height, 3);
            EXPECT_GE(surf.first_vertex, 4u);
            EXPECT_LE(size_t(surf.first_vertex) + surf.vertex_count, map.vertices.size());
            EXPECT_LE(size_t(surf.first_index) + surf.index_count, map.indices.size());
            for (uint32_t k = 0; k < surf.index_count; ++k) {
                const uint32_t index = map.indices[surf.first_index + k];  // absolute
                EXPECT_GE(index, surf.first_vertex);
                EXPECT_LT(index, surf.first_vertex + surf.vertex_count);
            }
            for (uint32_t v = 0; v < surf.vertex_count; ++v) EXPECT_TRUE(surf.bounds.contains(map.vertices[surf.first_vertex + v].position));
        }
        if (l % 2 == 0) {
            EXPECT_EQ(map.surfaces[1].bounds.max.z, 4.0f);  // the bump peaks at half its control height
        }
        EXPECT_EQ(map.surfaces[2].index_count, 0u);
        EXPECT_EQ(map.surfaces[2].vertex_count, 0u);
        EXPECT_EQ(map.triangle_count(), uint64_t(2 + 2 * l * l + 4 * l * l));
    };
    check(4);
    const std::vector<Vertex> at4 = map.vertices;
    check(8);
    check(-3);
    check(4);
    ASSERT_EQ(map.vertices.size(), at4.size());
    for (size_t k = 0; k < at4.size(); ++k) EXPECT_EQ(map.vertices[k].position, at4[k].position);
    // Two warnings (bad grid, missing surface), not repeated on each re-tessellation.
    EXPECT_EQ(map.warnings.size(), 2u);
}

// --- winding against real Quake 3 data --------------------------------------------------

namespace {

struct WindingCount {
    int agree = 0, disagree = 0;  // triangle normal vs vertex normal: clockwise (dot < 0) counts as agree
    void add(const glm::vec3& geometric, const glm::vec3& vertex_normal) {
        const float d = glm::dot(geometric, vertex_normal);
        if (glm::length(geometric) < 1e-3f) return;  // degenerate sliver
        (d < 0 ? agree : disagree) += 1;
    }
    double fraction() const { return agree + disagree ? double(agree) / double(agree + disagree) : 0; }
};

// Minimal IBSP v46 reading (draw vertices, mesh vertices, faces): just enough to
// learn the winding of the file's own polygons and to build its patches.
void count_windings(const std::vector<uint8_t>& bytes, const std::string& name, WindingCount& polygons,
                    WindingCount& patches) {
    bsp::ByteReader file(bytes, name, "header");
    ASSERT_EQ(file.fixed_string(4), "IBSP");
    ASSERT_EQ(file.i32(), 46);
    std::array<std::pair<uint32_t, uint32_t>, 17> lumps;
    for (auto& l : lumps) l = {file.u32(), file.u32()};
    auto lump = [&](int i, const char* part) { return file.sub(lumps[size_t(i)].first, lumps[size_t(i)].second, part); };

    bsp::ByteReader vr = lump(10, "drawverts");
    std::vector<Vertex> verts(vr.size() / 44);
    for (Vertex& v : verts) {
        v.position = {vr.f32(), vr.f32(), vr.f32()};
        v.uv = {vr.f32(), vr.f32()};
        v.lightmap_uv = {vr.f32(), vr.f32()};
        v.normal = {vr.f32(), vr.f32(), vr.f32()};
        vr.skip(4);
    }
    bsp::ByteReader mr = lump(11, "meshverts");
    std::vector<int32_t> mesh(mr.size() / 4);
    for (int32_t& m : mesh) m = mr.i32();

    bsp::ByteReader fr = lump(13, "faces");
    for (size_t f = 0; f < fr.size() / 104; ++f) {
        bsp::ByteReader face = fr.sub(f * 104, 104, "face");
        face.skip(8);
        const int32_t type = face.i32(), first_vert = face.i32(), vert_count = face.i32();
        const int32_t first_mesh = face.i32(), mesh_count = face.i32();
        face.seek(96);
        const int32_t w = face.i32(), h = face.i32();
        if (first_vert < 0 || vert_count < 0 || size_t(first_vert) + size_t(vert_count) > verts.size()) continue;
        if (type == 1 || type == 3) {
            if (first_mesh < 0 || mesh_count < 0 || size_t(first_mesh) + size_t(mesh_count) > mesh.size()) continue;
            for (int32_t t = 0; t + 2 < mesh_count; t += 3) {
                const Vertex& a = verts[size_t(first_vert + mesh[size_t(first_mesh + t)])];
                const Vertex& b = verts[size_t(first_vert + mesh[size_t(first_mesh + t + 1)])];
                const Vertex& c = verts[size_t(first_vert + mesh[size_t(first_mesh + t + 2)])];
                polygons.add(glm::cross(b.position - a.position, c.position - a.position), a.normal);
            }
        } else if (type == 2 && w * h == vert_count) {
            PatchSource p;
            p.width = w;
            p.height = h;
            p.control.assign(verts.begin() + first_vert, verts.begin() + first_vert + vert_count);
            std::vector<Vertex> out;
            std::vector<uint32_t> idx;
            bsp::tessellate_patch(p, 6, out, idx);
            for (size_t k = 0; k + 2 < idx.size(); k += 3) {
                const glm::vec3 n = out[idx[k]].normal + out[idx[k + 1]].normal + out[idx[k + 2]].normal;
                patches.add(geometric_normal(out, idx[k], idx[k + 1], idx[k + 2]), n);
            }
        }
    }
}

void expect_patches_wound_like_polygons(const std::vector<uint8_t>& bytes, const std::string& name) {
    WindingCount polygons, patches;
    count_windings(bytes, name, polygons, patches);
    ASSERT_GT(polygons.agree + polygons.disagree, 100) << name;
    ASSERT_GT(patches.agree + patches.disagree, 100) << name;
    // Quake 3's polygons are clockwise seen from the front (almost all; a few are
    // folded in the data), and our patches must match them.
    EXPECT_GT(polygons.fraction(), 0.95) << name << ": " << polygons.agree << " vs " << polygons.disagree;
    EXPECT_GT(patches.fraction(), 0.95) << name << ": " << patches.agree << " vs " << patches.disagree;
}

}  // namespace

TEST(PatchTessellationRealMap, WindingMatchesPolygonsInNexuizAggressor) {
    const auto path = bsptest::shared_maps_dir() / "q3/nexuiz-aggressor.bsp";
    BSPTEST_REQUIRE_PATH(path);
    expect_patches_wound_like_polygons(bsptest::read_file(path), path.string());
}

TEST(PatchTessellationRealMap, WindingMatchesPolygonsInOaThor) {
    BSPTEST_REQUIRE_PATH(bsptest::openarena_dir() / "pak6-patch088.pk3");
    bsp::Vfs vfs;
    vfs.mount_game_dir(bsptest::openarena_dir().string());
    auto bytes = vfs.read("maps/oa_thor.bsp");
    ASSERT_TRUE(bytes.has_value());
    expect_patches_wound_like_polygons(*bytes, "maps/oa_thor.bsp");
}

// --- the engine's subdivision ------------------------------------------------------------

TEST(PatchTessellationEngine, LevelFollowsHowFarTheCurveBends) {
    // A 3x3 bump whose middle control row is raised by h: the curve's midpoint lies h/2
    // off its chord. ioquake3 (r_subdivisions 4) halves until that is at most 4 units,
    // each halving quartering it, and the last segments' midpoints are columns too: the
    // full grid has twice the segments the halvings leave.
    auto bump = [](float h) {
        return make_patch(3, 3, [h](int i, int j) { return glm::vec3(64.0f * float(i), 64.0f * float(j), i == 1 ? h : 0.0f); });
    };
    auto level_of = [](const PatchSource& p) { return bsp::engine_patch_levels({p}).front(); };
    EXPECT_EQ(level_of(bump(0)), 1) << "flat: a straight run is not split";
    EXPECT_EQ(level_of(bump(8)), 2) << "midpoint 4 units off: within the tolerance, its midpoint kept";
    EXPECT_EQ(level_of(bump(20)), 4) << "10 units: one halving leaves 2.5";
    EXPECT_EQ(level_of(bump(100)), 8) << "50 units: two halvings leave 3.1";
    EXPECT_EQ(level_of(bump(1000)), 32) << "500 units: four halvings leave 1.95";
    // The engine's grid holds at most 65 points a side: a 31-wide patch (15 segments)
    // gets at most 4 per segment however much it bends.
    const PatchSource wide = make_patch(31, 3, [](int i, int j) { return glm::vec3(8.0f * float(i), 8.0f * float(j), (i % 2) * 500.0f); });
    EXPECT_EQ(level_of(wide), 4);
    // A lying file: NaNs and a bad grid do not throw or give nonsense levels.
    PatchSource nan = bump(20);
    nan.control[4].position.z = std::nanf("");
    EXPECT_GE(level_of(nan), 1);
    PatchSource even = make_patch(4, 3, [](int i, int j) { return glm::vec3(float(i), float(j), 0); });
    EXPECT_EQ(level_of(even), 1);
}

TEST(PatchTessellationEngine, TouchingPatchesAndLodGroupsShareTheFinestLevel) {
    auto bump = [](float x0, float h) {
        return make_patch(3, 3, [x0, h](int i, int j) { return glm::vec3(x0 + 64.0f * float(i), 64.0f * float(j), i == 1 ? h : 0.0f); });
    };
    std::vector<PatchSource> patches;
    patches.push_back(bump(0, 100));   // 0: needs 4
    patches.push_back(bump(128, 0));   // 1: flat, shares patch 0's edge at x = 128
    patches.push_back(bump(1000, 0));  // 2: flat, alone
    patches.push_back(bump(2000, 0));  // 3: flat, alone, but in patch 0's LOD group
    patches.push_back(bump(3000, 20)); // 4: needs 2, alone
    patches[0].lod_group_bounds.add(glm::vec3(0));
    patches[0].lod_group_bounds.add(glm::vec3(256, 128, 50));
    patches[3].lod_group_bounds = patches[0].lod_group_bounds;
    EXPECT_EQ(bsp::engine_patch_levels(patches), (std::vector<int>{8, 8, 1, 8, 4}));

    // Tessellated that way, the shared edge of patches 0 and 1 meets point for point.
    bsp::Map map;
    for (size_t k = 0; k < 2; ++k) {
        bsp::Surface surface;
        surface.kind = bsp::SurfaceKind::Patch;
        map.surfaces.push_back(surface);
        patches[k].surface = uint32_t(k);
        map.patches.push_back(patches[k]);
    }
    bsp::tessellate_patches(map, bsp::kEnginePatchLevel);
    EXPECT_EQ(map.patch_level, bsp::kEnginePatchLevel);
    ASSERT_EQ(map.surfaces[0].vertex_count, 81u);  // (8+1) x (8+1)
    ASSERT_EQ(map.surfaces[1].vertex_count, 81u);
    std::set<Key> edge_of_0, edge_of_1;
    for (uint32_t v = 0; v < 81; ++v) {
        const glm::vec3 a = map.vertices[map.surfaces[0].first_vertex + v].position;
        const glm::vec3 b = map.vertices[map.surfaces[1].first_vertex + v].position;
        if (a.x == 128.0f) edge_of_0.insert(key(a));
        if (b.x == 128.0f) edge_of_1.insert(key(b));
    }
    EXPECT_EQ(edge_of_0.size(), 9u);
    EXPECT_EQ(edge_of_0, edge_of_1);
    // A fixed level afterwards replaces it, and the engine's again gives the same arrays.
    const std::vector<Vertex> engine = map.vertices;
    bsp::tessellate_patches(map, 3);
    EXPECT_EQ(map.patch_level, 3);
    EXPECT_EQ(map.surfaces[0].vertex_count, 16u);
    bsp::tessellate_patches(map, bsp::kEnginePatchLevel);
    ASSERT_EQ(map.vertices.size(), engine.size());
    for (size_t k = 0; k < engine.size(); ++k) EXPECT_EQ(map.vertices[k].position, engine[k].position);
}

TEST(PatchTessellationRealMap, EngineLevelsAgreeAcrossEveryTouchingPairInOaThor) {
    BSPTEST_REQUIRE_PATH(bsptest::openarena_dir() / "pak6-patch088.pk3");
    bsp::Vfs vfs;
    vfs.mount_game_dir(bsptest::openarena_dir().string());
    auto bytes = vfs.read("maps/oa_thor.bsp");
    ASSERT_TRUE(bytes.has_value());
    bsp::Map map = bsp::parse_map(*bytes, "maps/oa_thor.bsp");
    ASSERT_EQ(map.patches.size(), 98u);
    size_t with_group = 0;
    for (const PatchSource& p : map.patches) with_group += !p.lod_group_bounds.empty();
    EXPECT_EQ(with_group, map.patches.size()) << "q3map stores every patch's LOD group bounds";
    const std::vector<int> levels = bsp::engine_patch_levels(map.patches);
    // Patches that share border control points must subdivide alike (no cracks).
    int touching = 0;
    for (size_t a = 0; a < map.patches.size(); ++a) {
        std::set<Key> border;
        const PatchSource& pa = map.patches[a];
        for (int y = 0; y < pa.height; ++y)
            for (int x = 0; x < pa.width; ++x)
                if (x == 0 || y == 0 || x == pa.width - 1 || y == pa.height - 1)
                    border.insert(key(pa.control[size_t(y * pa.width + x)].position));
        for (size_t b = a + 1; b < map.patches.size(); ++b) {
            const PatchSource& pb = map.patches[b];
            int shared = 0;
            for (const Vertex& v : pb.control) shared += int(border.count(key(v.position)));
            if (shared < 2) continue;
            ++touching;
            EXPECT_EQ(levels[a], levels[b]) << "patches " << a << " and " << b;
        }
    }
    EXPECT_GT(touching, 20);
    // Fewer triangles than the old fixed level 8, more than none.
    bsp::Map fixed = map;
    bsp::tessellate_patches(fixed, 8);
    bsp::tessellate_patches(map, bsp::kEnginePatchLevel);
    EXPECT_LT(map.triangle_count(), fixed.triangle_count());
    EXPECT_GT(map.triangle_count(), fixed.triangle_count() / 4);
}

TEST(PatchTessellationEngine, LodKeepsColumnsWhoseErrorIsAtLeastTheDistanceOver250) {
    // A full grid of 8 (deviation 50: columns of error 50, 12.5 and 3.125).
    EXPECT_EQ(bsp::engine_lod_level(8, 50, 1), 8);
    EXPECT_EQ(bsp::engine_lod_level(8, 50, 781), 8) << "3.125 >= 781 / 250";
    EXPECT_EQ(bsp::engine_lod_level(8, 50, 1000), 4) << "12.5 >= 4 > 3.125";
    EXPECT_EQ(bsp::engine_lod_level(8, 50, 3125), 4);
    EXPECT_EQ(bsp::engine_lod_level(8, 50, 5000), 2) << "50 >= 20 > 12.5";
    EXPECT_EQ(bsp::engine_lod_level(8, 50, 20000), 1);
    EXPECT_EQ(bsp::engine_lod_level(1, 0, 1), 1) << "a straight run";
    EXPECT_EQ(bsp::engine_lod_level(8, 50, -5), 8) << "distances under 1 count as 1";
}

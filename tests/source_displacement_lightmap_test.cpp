// Source displacements sample their lightmap as vrad lays it: an even grid along
// the displacement's own edges, (0, 0) at the corner nearest dispinfo's start
// position, s along the edge from that corner to the fourth, t along the edge to the
// second, sized by the face's lightmap extents; not a projection through the
// texinfo's lightmap vectors. A crafted lit displacement whose lightmap is a
// gradient checks the corners and an edge vertex; the shared maps check that every
// displacement vertex samples inside its own image.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"
#include "support/source_writer.h"
#include "support/test_maps.h"

using bsp::Map;
using bsp::parse_map;
namespace source = bsp::source;
using bsptest::Bytes;
using bsptest::SourceBuilder;

namespace {

const char* kDisplacementFile = "maps/disp.bsp";

// One power-2 displacement (5 x 5 vertices) over the flat quad x 0..64, y 0..32 on
// z = 0, corners in surfedge order (0,0), (0,32), (64,32), (64,0), its start position
// at (64,32): so the grid's corner 0 is (64,32), corner 1 (64,0), corner 2 (0,0),
// corner 3 (0,32). The grid's s edge (corner 0 -> 3) runs along -x, 64 units: vbsp
// gives it 64/16 + 1 = 5 luxels of extent; t (corner 0 -> 1) runs along -y, 32 units:
// 3. The image is 6 x 4. The texinfo's lightmap vectors are x/16 and y/16 (as
// one_triangle's), so a projection would put corner 0 at luxel (4, 2) and run the
// wrong way. Luxel (s, t) holds red 40 s, green 60 t (exponent 0).
SourceBuilder lit_displacement() {
    // flat_displacement's grid and face, with a lightmap gradient and raised vertices.
    SourceBuilder s = bsptest::flat_displacement(0);
    Bytes light;
    for (int t = 0; t < 4; ++t)
        for (int u = 0; u < 6; ++u)
            light.put<uint8_t>(uint8_t(40 * u)).put<uint8_t>(uint8_t(60 * t)).put<uint8_t>(0).put<int8_t>(0);
    s.lumps[source::kLighting] = light.b;
    Bytes dv;
    for (int k = 0; k < 25; ++k) dv.put(0.f).put(0.f).put(1.f).put(4.f * float(k % 5)).put(0.f);
    s.lumps[source::kDispVerts] = dv.b;
    return s;
}

// The luxel (column, row) of a face's image that lightmap coordinate uv falls in.
glm::ivec2 luxel_at(glm::vec2 uv, const bsp::LightmapImage& img) {
    return {int(std::floor(uv.x * float(img.width))), int(std::floor(uv.y * float(img.height)))};
}

}  // namespace

TEST(SourceDisplacementLightmap, GridAlongTheDisplacementsEdgesFromTheStartCorner) {
    Map m = parse_map(lit_displacement().build(), kDisplacementFile);
    ASSERT_EQ(m.surfaces.size(), 1u);
    const bsp::Surface& s = m.surfaces[0];
    ASSERT_EQ(s.kind, bsp::SurfaceKind::Displacement);
    ASSERT_EQ(s.vertex_count, 25u);
    ASSERT_EQ(s.lightmap, 0);
    const bsp::LightmapImage& img = m.lightmaps[0];
    ASSERT_EQ(img.width, 6);
    ASSERT_EQ(img.height, 4);
    auto vertex = [&](int row, int col) { return m.vertices[s.first_vertex + uint32_t(row * 5 + col)]; };
    // The grid's corners: (row, col), where the base quad has them, the luxel centre.
    struct Corner {
        int row, col;
        glm::vec2 base;
        glm::vec2 uv;
    };
    for (const Corner& c : {Corner{0, 0, {64, 32}, {0.5f / 6, 0.5f / 4}}, Corner{0, 4, {0, 32}, {5.5f / 6, 0.5f / 4}},
                            Corner{4, 0, {64, 0}, {0.5f / 6, 3.5f / 4}}, Corner{4, 4, {0, 0}, {5.5f / 6, 3.5f / 4}}}) {
        SCOPED_TRACE("corner row " + std::to_string(c.row) + " col " + std::to_string(c.col));
        const bsp::Vertex v = vertex(c.row, c.col);
        EXPECT_EQ(glm::vec2(v.position), c.base);
        EXPECT_NEAR(v.lightmap_uv.x, c.uv.x, 1e-6f);
        EXPECT_NEAR(v.lightmap_uv.y, c.uv.y, 1e-6f);
    }
    // Along the edges the luxels advance evenly: column 2 of 0..4 is s = 2.5 (the
    // middle of the 0..5 luxel span), row 1 of 0..4 is t = 0.75.
    EXPECT_NEAR(vertex(0, 2).lightmap_uv.x, 3.0f / 6, 1e-6f);
    EXPECT_NEAR(vertex(1, 0).lightmap_uv.y, 1.25f / 4, 1e-6f);
    // Each vertex samples the gradient where the grid says: red grows with the column,
    // green with the row, whatever the texinfo's vectors say.
    for (int row = 0; row < 5; ++row)
        for (int col = 0; col < 5; ++col) {
            const glm::vec2 uv = vertex(row, col).lightmap_uv;
            ASSERT_GT(uv.x, 0.0f);
            ASSERT_LT(uv.x, 1.0f);
            ASSERT_GT(uv.y, 0.0f);
            ASSERT_LT(uv.y, 1.0f);
            const glm::ivec2 luxel = luxel_at(uv, img);
            EXPECT_EQ(luxel.x, int(std::floor(5.0f * float(col) / 4 + 0.5f))) << row << "," << col;
            EXPECT_EQ(luxel.y, int(std::floor(3.0f * float(row) / 4 + 0.5f))) << row << "," << col;
        }
    // The corners' bytes: (0,0) black, the far s corner the reddest, the far t corner the greenest.
    auto rgb_at = [&](glm::vec2 uv) {
        const glm::ivec2 l = luxel_at(uv, img);
        const size_t at = (size_t(l.y) * size_t(img.width) + size_t(l.x)) * 3;
        return glm::ivec3(img.rgb[at], img.rgb[at + 1], img.rgb[at + 2]);
    };
    EXPECT_EQ(rgb_at(vertex(0, 0).lightmap_uv), glm::ivec3(0, 0, 0));
    const glm::ivec3 far_s = rgb_at(vertex(0, 4).lightmap_uv), far_t = rgb_at(vertex(4, 0).lightmap_uv);
    EXPECT_EQ(far_s.y, 0);
    EXPECT_GT(far_s.x, 100);
    EXPECT_EQ(far_t.x, 0);
    EXPECT_GT(far_t.y, 100);
}

TEST(SourceDisplacementLightmap, SharedMapsSampleInsideTheirOwnImage) {
    int checked_maps = 0;
    for (const char* name : {"source/bsp_tool-tf2-test2.bsp", "source/bsp_tool-x360-shack.360.bsp",
                             "source/bsp_tool-tf2-test_displacement_decompile.bsp"}) {
        SCOPED_TRACE(name);
        auto path = bsptest::shared_maps_dir() / name;
        if (!std::filesystem::exists(path)) continue;
        ++checked_maps;
        Map m = parse_map(bsptest::read_file(path), path.string());
        size_t displacements = 0;
        for (const bsp::Surface& s : m.surfaces) {
            if (s.kind != bsp::SurfaceKind::Displacement || s.lightmap < 0) continue;
            ++displacements;
            for (uint32_t k = 0; k < s.vertex_count; ++k) {
                const glm::vec2 uv = m.vertices[s.first_vertex + k].lightmap_uv;
                ASSERT_TRUE(uv.x >= 0 && uv.x <= 1 && uv.y >= 0 && uv.y <= 1)
                    << "surface " << s.face_index << " vertex " << k << ": " << uv.x << ", " << uv.y;
            }
        }
        EXPECT_GT(displacements, 0u);
    }
    if (checked_maps == 0) GTEST_SKIP() << "shared Source maps with displacements not found";
}

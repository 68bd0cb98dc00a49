// Source overlays (formats/source/source_overlays.cpp): info_overlay records laid on
// their faces as world surfaces, clipped to the face, with the overlay's texture range
// and the face's lightmap; records that lie are dropped with a warning.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "formats/map_parser.h"
#include "support/source_writer.h"

namespace {

using bsp::Map;
using bsptest::OverlaySpec;
using bsptest::SourceBuilder;

constexpr const char* kOverlaysFile = "overlays.bsp";

Map with_overlays(const std::vector<OverlaySpec>& specs, int lump = bsp::source::kOverlays) {
    SourceBuilder s = bsptest::one_triangle();
    std::vector<uint8_t> bytes;
    for (const OverlaySpec& o : specs) {
        const std::vector<uint8_t> r = bsptest::overlay_record(o);
        bytes.insert(bytes.end(), r.begin(), r.end());
    }
    s.lumps[lump] = bytes;
    return bsp::parse_map(s.build(), kOverlaysFile);
}

bool warned(const Map& m, const std::string& part) {
    for (const std::string& w : m.warnings)
        if (w.find(part) != std::string::npos) return true;
    return false;
}

TEST(SourceOverlays, QuadIsClippedToItsFaceWithTheOverlaysTextureRange) {
    // The face: the triangle (0,0) (64,0) (0,32) on z = 0. The overlay: x 16..48,
    // y 8..24, whose corner (48, 24) lies outside the triangle.
    const Map m = with_overlays({OverlaySpec{}});
    ASSERT_EQ(m.overlays.size(), 1u);
    const bsp::SourceOverlay& o = m.overlays[0];
    EXPECT_EQ(o.id, 0);
    EXPECT_EQ(o.faces, std::vector<int32_t>{0});
    ASSERT_EQ(o.surface_count, 1u);
    const bsp::Surface& s = m.surfaces[o.first_surface];
    EXPECT_EQ(s.overlay, 0);
    EXPECT_EQ(s.face_index, 0);
    EXPECT_EQ(s.lightmap, m.surfaces[0].lightmap);
    EXPECT_EQ(s.material, m.surfaces[0].material);
    EXPECT_GE(s.vertex_count, 4u);  // the quad less its outside corner: a pentagon or a quad
    bool has_corner0 = false;
    for (uint32_t k = 0; k < s.vertex_count; ++k) {
        const bsp::Vertex& v = m.vertices[s.first_vertex + k];
        EXPECT_LE(v.position.x / 64 + v.position.y / 32, 1.0f + 1e-4f) << "outside the face";
        EXPECT_GE(v.position.x, 16 - 1e-3f);
        EXPECT_GE(v.position.y, 8 - 1e-3f);
        EXPECT_NEAR(v.position.z, 0.1f, 1e-4f);  // lifted off the face
        EXPECT_NEAR(v.uv.x, (v.position.x - 16) / 32, 1e-4f);
        EXPECT_NEAR(v.uv.y, (v.position.y - 8) / 16, 1e-4f);
        // The face's lightmap mapping: 1/16 luxel per unit, over its 5x3 image.
        EXPECT_NEAR(v.lightmap_uv.x, (v.position.x / 16 + 0.5f) / 5, 1e-4f);
        if (std::abs(v.position.x - 16) < 1e-3f && std::abs(v.position.y - 8) < 1e-3f) has_corner0 = true;
    }
    EXPECT_TRUE(has_corner0);
    // Filed in the face's leaf, after the face.
    const bsp::Leaf& leaf = m.leaves[1];
    bool filed = false;
    for (uint32_t k = 0; k < leaf.leaf_surface_count; ++k)
        filed = filed || m.leaf_surfaces[leaf.first_leaf_surface + k] == o.first_surface;
    EXPECT_TRUE(filed);
    EXPECT_TRUE(m.materials[size_t(s.material)].flags & bsp::kMaterialTranslucent);
}

TEST(SourceOverlays, WaterOverlaysHoldTwoHundredFiftySixFaces) {
    OverlaySpec w;
    w.face_slots = 256;
    w.id = 7;
    const Map m = with_overlays({w}, bsp::source::kWaterOverlays);
    ASSERT_EQ(m.overlays.size(), 1u);
    EXPECT_TRUE(m.overlays[0].water);
    EXPECT_EQ(m.overlays[0].id, 7);
    EXPECT_EQ(m.overlays[0].surface_count, 1u);
}

TEST(SourceOverlays, AnOverlayEdgeOnToItsFaceLaysNothingThere) {
    // An overlay standing on the face's plane edge-on has nothing to lay there.
    OverlaySpec edge;
    edge.normal = {1, 0, 0};
    edge.u_axis = {0, 1, 0};
    const Map m = with_overlays({edge});
    ASSERT_EQ(m.overlays.size(), 1u);
    EXPECT_EQ(m.overlays[0].surface_count, 0u);
}

TEST(SourceOverlays, RecordsThatLieAreDroppedWithAWarning) {
    OverlaySpec far_face;
    far_face.faces = {99};
    OverlaySpec too_many;
    too_many.id = 1;
    too_many.face_count_field = 65;
    OverlaySpec nan;
    nan.id = 2;
    nan.origin.x = std::numeric_limits<float>::quiet_NaN();
    OverlaySpec no_basis;
    no_basis.id = 3;
    no_basis.u_axis = {0, 0, 0};
    OverlaySpec bad_texinfo;
    bad_texinfo.id = 4;
    bad_texinfo.texinfo = 5;
    OverlaySpec good;
    good.id = 5;
    const Map m = with_overlays({far_face, too_many, nan, no_basis, bad_texinfo, good});
    ASSERT_EQ(m.overlays.size(), 1u);
    EXPECT_EQ(m.overlays[0].id, 5);
    EXPECT_TRUE(warned(m, "5 of 6 overlays dropped")) << (m.warnings.empty() ? "" : m.warnings.back());
    EXPECT_TRUE(warned(m, "overlay 0 lies on face 99"));
}

TEST(SourceOverlays, ALumpOfPartRecordsCostsItsOverlaysNotTheMap) {
    SourceBuilder s = bsptest::one_triangle();
    s.lumps[bsp::source::kOverlays] = std::vector<uint8_t>(100, 0);
    const Map m = bsp::parse_map(s.build(), kOverlaysFile);
    EXPECT_TRUE(m.overlays.empty());
    EXPECT_TRUE(warned(m, "not a whole number"));
    EXPECT_EQ(m.surfaces.size(), 1u);
}

}  // namespace

namespace {

TEST(SourceOverlays, PiecesOverTheMemoryBudgetCostTheOverlaysNotTheMap) {
    // 200 overlays, each listing the face 64 times: up to 12,800 pieces, over a budget
    // the faces themselves fit in.
    bsptest::SourceBuilder s = bsptest::one_triangle();
    OverlaySpec crowded;
    crowded.faces.assign(64, 0);
    std::vector<uint8_t> bytes;
    for (int i = 0; i < 200; ++i) {
        crowded.id = i;
        const std::vector<uint8_t> r = bsptest::overlay_record(crowded);
        bytes.insert(bytes.end(), r.begin(), r.end());
    }
    s.lumps[bsp::source::kOverlays] = bytes;
    bsp::ParseOptions options;
    options.memory_budget = bsp::MemoryBudget(1 << 20);  // 1 MiB
    const Map m = bsp::parse_map(s.build(), kOverlaysFile, options);
    EXPECT_TRUE(m.overlays.empty());
    EXPECT_EQ(m.surfaces.size(), 1u);
    EXPECT_TRUE(warned(m, "its overlays left out"));
    // With the default budget they are all laid.
    EXPECT_EQ(bsp::parse_map(s.build(), kOverlaysFile).overlays.size(), 200u);
}

}  // namespace

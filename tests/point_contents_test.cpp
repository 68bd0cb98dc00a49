// Contents by name: the formats' name tables (map/value_names.h), what fills the
// camera's point (vis/point_contents.h) on crafted and shared maps, and the warning
// when the camera is outside the map or in a solid leaf.
#include <gtest/gtest.h>

#include "session/map_loading.h"
#include "session/camera.h"
#include "support/test_maps.h"
#include "support/vis_maps.h"
#include "vis/point_contents.h"

namespace {

using namespace bsp;

TEST(ValueNames, BitsEnumeratedAndUnknown) {
    const ValueNames bits{true, {{0, "empty"}, {0x1, "solid"}, {0x20, "water"}, {0x10000, "playerclip"}}};
    EXPECT_EQ(name_value(bits, 0), "empty");
    EXPECT_EQ(name_value(bits, 0x1), "solid");
    EXPECT_EQ(name_value(bits, 0x10020), "water playerclip");
    EXPECT_EQ(name_value(bits, 0x421), "solid water 0x400") << "unnamed bits as one hex number";
    EXPECT_EQ(name_value(bits, int32_t(0x80000000u)), "0x80000000");
    const ValueNames no_zero{true, {{0x4, "sky"}}};
    EXPECT_EQ(name_value(no_zero, 0), "none");
    const ValueNames values{false, {{-1, "empty"}, {-2, "solid"}, {-3, "water"}}};
    EXPECT_EQ(name_value(values, -3), "water");
    EXPECT_EQ(name_value(values, -20), "unknown (-20)");
    EXPECT_EQ(name_value(values, 0), "unknown (0)");
    EXPECT_EQ(name_value(ValueNames{}, 5), "") << "a format that names none";
}

// two_rooms() (support/vis_maps.h) with contents: leaf 0 (x >= 0) empty, cluster 0;
// leaf 1 (x < 0) solid, no cluster. Leaf 0 lists brush 0, a water box from
// (100,-50,-50) to (200,50,50).
Map split_map() {
    Map m = bsptest::two_rooms();
    m.leaves[0].contents = -1;
    m.leaves[0].first_leaf_brush = 0;
    m.leaves[0].leaf_brush_count = 1;
    m.leaves[1].cluster = -1;
    m.leaves[1].contents = -2;
    m.visibility = {1, 1, {0x1}};
    // Six outward planes: +x 200, -x -100, +y 50, -y 50, +z 50, -z 50.
    const std::pair<glm::vec3, float> sides[] = {{{1, 0, 0}, 200}, {{-1, 0, 0}, -100}, {{0, 1, 0}, 50},
                                                 {{0, -1, 0}, 50}, {{0, 0, 1}, 50},     {{0, 0, -1}, 50}};
    for (const auto& [n, d] : sides) {
        m.brush_sides.push_back({int32_t(m.planes.size()), 0});
        m.planes.push_back({n, d});
    }
    m.brushes.push_back({0, 6, 0});
    m.leaf_brushes = {0};
    m.materials.push_back({.name = "water", .source_contents = 0x20});
    return m;
}

TEST(PointContents, LeafContentsWhereTheFormatStoresThem) {
    Map m = split_map();
    m.leaf_contents_names = {false, {{-1, "empty"}, {-2, "solid"}}};
    const PointContents open = contents_at(m, {10, 0, 0});
    EXPECT_EQ(open.leaf, 0);
    EXPECT_TRUE(open.leaf_has_contents);
    EXPECT_EQ(contents_name(m, open), "empty");
    EXPECT_TRUE(camera_leaf_note(m, open).text.empty()) << "an open leaf with a cluster: nothing to say";
    const PointContents solid = contents_at(m, {-10, 0, 0});
    EXPECT_EQ(contents_name(m, solid), "solid");
    const CameraLeafNote note = camera_leaf_note(m, solid);
    EXPECT_TRUE(note.warning);
    EXPECT_EQ(note.text, "camera in a solid leaf or outside the map (leaf 1: solid): no PVS applies, everything in "
                         "the frustum is drawn");
}

TEST(PointContents, BrushesWhereLeavesStoreNone) {
    Map m = split_map();
    m.contents_names = {true, {{0, "empty"}, {0x1, "solid"}, {0x20, "water"}}};
    const PointContents in_water = contents_at(m, {150, 0, 0});
    EXPECT_FALSE(in_water.leaf_has_contents);
    EXPECT_EQ(in_water.brushes, 1u);
    EXPECT_EQ(contents_name(m, in_water), "water");
    const PointContents dry = contents_at(m, {50, 0, 0});
    EXPECT_EQ(dry.brushes, 0u);
    EXPECT_EQ(contents_name(m, dry), "empty");
    // A brush side naming a plane past the list holds nothing (no read out of bounds).
    m.brush_sides[2].plane = 999;
    EXPECT_EQ(contents_at(m, {150, 0, 0}).brushes, 0u);
    m.leaf_brushes = {7};  // no such brush
    EXPECT_EQ(contents_at(m, {150, 0, 0}).brushes, 0u);
}

TEST(PointContents, OutsideTheMapAndWithoutVisdata) {
    Map empty;
    const PointContents nowhere = contents_at(empty, {0, 0, 0});
    EXPECT_EQ(nowhere.leaf, -1);
    EXPECT_EQ(contents_name(empty, nowhere), "");
    EXPECT_TRUE(camera_leaf_note(empty, nowhere).warning);
    EXPECT_NE(camera_leaf_note(empty, nowhere).text.find("outside the map"), std::string::npos);
    Map novis = split_map();
    novis.visibility = {};
    const CameraLeafNote note = camera_leaf_note(novis, contents_at(novis, {10, 0, 0}));
    EXPECT_FALSE(note.warning);
    EXPECT_EQ(note.text, "the map has no visdata: everything in the frustum is drawn");
}

// Real maps: each format names its values; the spawn is in an open leaf; far outside
// the map the warning appears.
struct SharedCase {
    const char* file;
    bool leaf_contents, contents, surface_flags;
};

class PointContentsOnSharedMaps : public ::testing::TestWithParam<SharedCase> {};

TEST_P(PointContentsOnSharedMaps, SpawnIsOpenOutsideIsWarned) {
    const SharedCase& c = GetParam();
    const auto path = bsptest::shared_maps_dir() / c.file;
    BSPTEST_REQUIRE_PATH(path);
    const LoadedMap loaded = load_map({.map_argument = path.string()});
    const Map& map = loaded.map;
    EXPECT_EQ(!map.leaf_contents_names.empty(), c.leaf_contents);
    EXPECT_EQ(!map.contents_names.empty(), c.contents);
    EXPECT_EQ(!map.surface_flag_names.empty(), c.surface_flags);
    const PointContents spawn = contents_at(map, default_camera(map).position);
    EXPECT_GE(spawn.cluster, 0);
    const std::string name = contents_name(map, spawn);
    EXPECT_TRUE(name == "empty" || name == "none") << "spawn contents: " << name;
    EXPECT_FALSE(camera_leaf_note(map, spawn).warning);
    const PointContents far = contents_at(map, {60000, 60000, 60000});
    const CameraLeafNote note = camera_leaf_note(map, far);
    EXPECT_TRUE(note.warning) << "leaf " << far.leaf << " cluster " << far.cluster;
    EXPECT_NE(note.text.find("everything in the frustum is drawn"), std::string::npos);
    // Every leaf's contents have a name in formats that store them.
    if (c.leaf_contents) {
        for (const Leaf& leaf : map.leaves)
            EXPECT_EQ(name_value(map.leaf_contents_names, leaf.contents).find("unknown"), std::string::npos)
                << leaf.contents;
    }
}

INSTANTIATE_TEST_SUITE_P(Maps, PointContentsOnSharedMaps,
                         ::testing::Values(SharedCase{"q1/lq-start.bsp", true, false, false},
                                           SharedCase{"goldsrc/allocblock-vis-test.bsp", true, false, false},
                                           SharedCase{"q3/nexuiz-aggressor.bsp", false, true, true},
                                           SharedCase{"source/bsp_tool-tf2-test2.bsp", true, false, true}),
                         [](const auto& info) { return bsptest::map_test_name(info.param.file); });

}  // namespace

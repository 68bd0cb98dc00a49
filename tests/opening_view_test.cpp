// The first view of a map (session/opening_view.h) on real maps: lq_nolcoz's spawn
// faces a black door a step away and turns to the long corridor behind it, saying
// so; spawns that look into open, lit space (oa_thor, lq_start, tf2 test2) keep their
// angles; a camera outside the map is left alone.
#include <gtest/gtest.h>

#include <string>

#include "session/opening_view.h"
#include "support/real_maps.h"
#include "support/test_maps.h"
#include "vis/surface_picker.h"

namespace {

using namespace bsp;

const bsptest::RealMap kNolcoz{"lq_nolcoz", "q1/lq-lq_nolcoz.bsp", false};

TEST(OpeningView, LqNolcozTurnsFromTheDarkDoorToTheCorridor) {
    BSPTEST_REQUIRE_PATH(bsptest::real_map_requirement(kNolcoz));
    const Map map = bsptest::load_real_map(kNolcoz).map;
    const Camera spawn = default_camera(map);
    ASSERT_EQ(spawn.yaw, 270);
    const OpeningView v = open_view(map, spawn);
    EXPECT_TRUE(v.turned);
    EXPECT_NE(v.camera.yaw, spawn.yaw);
    EXPECT_EQ(v.camera.position, spawn.position) << "turned, not moved";
    EXPECT_NE(v.note.find("from yaw 270 to"), std::string::npos) << v.note;
    EXPECT_NE(v.note.find("wall close by"), std::string::npos) << v.note;
    // The spawn's view ends at the door; the new one runs on well past it.
    const SurfaceHit before = pick_surface(map, Ray{spawn.position, spawn.forward()});
    const SurfaceHit after = pick_surface(map, Ray{v.camera.position, v.camera.forward()});
    ASSERT_GE(before.surface, 0);
    EXPECT_LT(before.distance, kOpeningWallDistance);
    EXPECT_TRUE(after.surface < 0 || after.distance > 3 * kOpeningWallDistance) << after.distance;
}

class OpeningViewKeeps : public ::testing::TestWithParam<bsptest::RealMap> {};

TEST_P(OpeningViewKeeps, ASpawnLookingIntoTheOpenKeepsItsAngles) {
    const bsptest::RealMap& m = GetParam();
    BSPTEST_REQUIRE_PATH(bsptest::real_map_requirement(m));
    const Map map = bsptest::load_real_map(m).map;
    const Camera spawn = default_camera(map);
    const OpeningView v = open_view(map, spawn);
    EXPECT_FALSE(v.turned) << v.note;
    EXPECT_TRUE(v.note.empty());
    EXPECT_EQ(v.camera.yaw, spawn.yaw);
    EXPECT_EQ(v.camera.pitch, spawn.pitch);
}

INSTANTIATE_TEST_SUITE_P(Maps, OpeningViewKeeps,
                         ::testing::Values(bsptest::RealMap{"oa_thor", "maps/oa_thor.bsp", true},
                                           bsptest::RealMap{"lq_start", "q1/lq-start.bsp", false},
                                           bsptest::RealMap{"tf2_test2", "source/bsp_tool-tf2-test2.bsp", false}),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(OpeningView, OutsideTheMapNothingIsTurned) {
    BSPTEST_REQUIRE_PATH(bsptest::real_map_requirement(kNolcoz));
    const Map map = bsptest::load_real_map(kNolcoz).map;
    Camera far_away = default_camera(map);
    far_away.position = glm::vec3(1e5f);
    const OpeningView v = open_view(map, far_away);
    EXPECT_FALSE(v.turned);
    EXPECT_EQ(v.camera.yaw, far_away.yaw);
}

TEST(OpeningView, AnEmptyMapKeepsTheCamera) {
    const Map map;
    Camera c;
    c.yaw = 123;
    EXPECT_EQ(open_view(map, c).camera.yaw, 123);
}

}  // namespace

// The first view of a map (session/opening_view.h) on real maps: lq_nolcoz's spawn
// faces a black door a step away and turns to the long corridor behind it, saying
// so; spawns that look into open, lit space (oa_thor, lq_start, tf2 test2) keep their
// angles; a camera outside the map is left alone. A first player start shut in a
// closed box gives the first view to the next start that is not, or to the largest
// open space when every start is shut in.
#include <gtest/gtest.h>

#include <string>

#include "map/entity.h"
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

// A box of six faces seen from inside, `half` units each side of `centre`.
void add_box(Map& map, glm::vec3 centre, float half) {
    for (int axis = 0; axis < 3; ++axis)
        for (float side : {-1.0f, 1.0f}) {
            Surface s;
            s.first_vertex = uint32_t(map.vertices.size());
            s.first_index = uint32_t(map.indices.size());
            const int u = (axis + 1) % 3, v = (axis + 2) % 3;
            for (int k = 0; k < 4; ++k) {
                glm::vec3 p = centre;
                p[axis] += side * half;
                p[u] += (k == 1 || k == 2 ? half : -half);
                p[v] += (k >= 2 ? half : -half);
                Vertex vertex;
                vertex.position = p;
                vertex.color = glm::u8vec4(200, 200, 200, 255);
                map.vertices.push_back(vertex);
                s.bounds.add(p);
            }
            for (uint32_t i : {0u, 1u, 2u, 0u, 2u, 3u}) map.indices.push_back(s.first_vertex + i);
            s.vertex_count = 4;
            s.index_count = 6;
            map.surfaces.push_back(s);
        }
}

Map boxes_with_starts(const std::string& entities) {
    Map map;
    map.spawn_eye_height = 26;
    add_box(map, glm::vec3(0, 0, 0), 64);         // the closed box around the first start
    add_box(map, glm::vec3(4000, 0, 0), 1024);    // a hall
    map.entities = parse_entities(entities, "test");
    return map;
}

TEST(OpeningView, AStartShutInAClosedBoxGivesWayToTheNextOne) {
    const Map map = boxes_with_starts(
        "{\n\"classname\" \"info_player_deathmatch\"\n\"origin\" \"0 0 -20\"\n}\n"
        "{\n\"classname\" \"info_player_deathmatch\"\n\"origin\" \"4000 0 -20\"\n\"angle\" \"90\"\n}\n");
    EXPECT_TRUE(shut_in(map, glm::vec3(0, 0, 6)));
    EXPECT_FALSE(shut_in(map, glm::vec3(4000, 0, 6)));
    const OpeningView v = first_view(map);
    EXPECT_EQ(v.camera.position, glm::vec3(4000, 0, 6));
    EXPECT_EQ(v.camera.yaw, 90);
    EXPECT_NE(v.note.find("start 0 is shut in a closed box"), std::string::npos) << v.note;
}

TEST(OpeningView, EveryStartShutInGivesTheLargestOpenSpace) {
    Map map = boxes_with_starts("{\n\"classname\" \"info_player_start\"\n\"origin\" \"0 0 -20\"\n}\n");
    // Two leaves: the small box's and the hall's.
    Leaf small, hall;
    small.cluster = hall.cluster = 0;
    small.bounds.add(glm::vec3(-64));
    small.bounds.add(glm::vec3(64));
    hall.bounds.add(glm::vec3(4000 - 1024, -1024, -1024));
    hall.bounds.add(glm::vec3(4000 + 1024, 1024, 1024));
    small.leaf_surface_count = hall.leaf_surface_count = 6;
    map.leaves = {small, hall};
    const OpeningView v = first_view(map);
    EXPECT_EQ(v.camera.position, glm::vec3(4000, 0, 0));
    EXPECT_NE(v.note.find("largest open space"), std::string::npos) << v.note;
}

TEST(OpeningView, AnOpenFirstStartIsKept) {
    const Map map = boxes_with_starts(
        "{\n\"classname\" \"info_player_deathmatch\"\n\"origin\" \"4000 0 -20\"\n}\n"
        "{\n\"classname\" \"info_player_deathmatch\"\n\"origin\" \"0 0 -20\"\n}\n");
    const OpeningView v = first_view(map);
    EXPECT_EQ(v.camera.position, glm::vec3(4000, 0, 6));
    EXPECT_TRUE(v.note.empty()) << v.note;
}

}  // namespace


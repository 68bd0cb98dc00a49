// Where the camera starts: the player spawns of every game family, with their yaw
// from Quake's "angle" or Source's "angles" (pitch yaw roll).
#include <gtest/gtest.h>

#include "map/entity.h"
#include "session/camera.h"

namespace {

bsp::Map map_with(const std::string& entities, float eye_height) {
    bsp::Map map;
    map.entities = bsp::parse_entities(entities, "test.bsp");
    map.spawn_eye_height = eye_height;
    return map;
}

}  // namespace

TEST(SpawnPoints, SourceTeamSpawnsCountAndTheirAnglesGiveTheYaw) {
    const bsp::Map map = map_with(R"({ "classname" "worldspawn" }
{ "classname" "info_player_teamspawn" "origin" "10 20 30" "angles" "0 90 0" }
{ "classname" "info_player_terrorist" "origin" "0 0 0" }
{ "classname" "info_survivor_position" "origin" "1 1 1" "angle" "45" }
{ "classname" "info_player_counterterrorist" "origin" "2 2 2" }
{ "classname" "info_target" "origin" "5 5 5" }
)", 64);
    const auto spawns = bsp::spawn_points(map);
    ASSERT_EQ(spawns.size(), 4u);
    EXPECT_EQ(spawns[0].origin, glm::vec3(10, 20, 30));
    EXPECT_EQ(spawns[0].eye, glm::vec3(10, 20, 94));
    EXPECT_FLOAT_EQ(spawns[0].yaw, 90.0f);
    EXPECT_FLOAT_EQ(spawns[2].yaw, 45.0f);
    EXPECT_EQ(bsp::default_camera(map).position, glm::vec3(10, 20, 94));
}

TEST(SpawnPoints, QuakeSpawnsStayInFileOrder) {
    const bsp::Map map = map_with(R"({ "classname" "info_player_deathmatch" "origin" "1 0 0" "angle" "180" }
{ "classname" "info_player_start" "origin" "2 0 0" }
)", 22);
    const auto spawns = bsp::spawn_points(map);
    ASSERT_EQ(spawns.size(), 2u);
    EXPECT_FLOAT_EQ(spawns[0].yaw, 180.0f);
    EXPECT_EQ(spawns[1].eye, glm::vec3(2, 0, 22));
}

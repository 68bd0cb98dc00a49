// Entity markers under the pointer (render/entity_marker_pick.h), GL-free: a marker
// is found within a few pixels of its box however small it is on screen, the nearest
// of two wins, brush entities and markers behind the eye never count, and a marker
// beats the face behind it but not a wall in front of it. Also the selected marker's
// look in the debug lines (larger, in the selection colour, on top).
#include <gtest/gtest.h>

#include "render/debug_geometry.h"
#include "render/entity_marker_pick.h"
#include "session/camera.h"

namespace {

using namespace bsp;

Entity marker_entity(std::vector<std::pair<std::string, std::string>> pairs) { return Entity{std::move(pairs)}; }

// A camera at the origin looking down +X; 800x600.
struct PickScene {
    Map map;
    Camera camera;
    static constexpr int kWidth = 800, kHeight = 600;
    glm::mat4 clip() const { return camera.projection(kWidth, kHeight, 8192) * camera.view_matrix(); }
    MarkerHit at(float x, float y) const { return pick_entity_marker(map, clip(), kWidth, kHeight, x, y); }
    PickScene() {
        map.entities = {
            marker_entity({{"classname", "worldspawn"}}),
            marker_entity({{"classname", "light"}, {"origin", "256 0 0"}}),                  // straight ahead
            marker_entity({{"classname", "info_player_start"}, {"origin", "2048 300 0"}}),  // far, to the left
            marker_entity({{"classname", "func_door"}, {"model", "*1"}, {"origin", "256 64 0"}}),
            marker_entity({{"classname", "item_health"}, {"origin", "-256 0 0"}}),  // behind the eye
        };
    }
};

TEST(EntityMarkerPick, FindsTheMarkerUnderAndNearThePointer) {
    const PickScene s;
    const MarkerHit centre = s.at(400, 300);
    EXPECT_EQ(centre.entity, 1);
    EXPECT_NEAR(centre.distance, 256 - kNearPlane, 1) << "along the ray, which starts on the near plane";
    EXPECT_LT(centre.pixels, 1);
    // The 16-unit box at 256 units is about 25 px wide at a 90-degree field: its edge
    // and a few pixels past it still take it, well past does not.
    EXPECT_EQ(s.at(400 + 12 + kEntityMarkerPickPixels - 1, 300).entity, 1);
    EXPECT_EQ(s.at(400 + 13 + kEntityMarkerPickPixels + 3, 300).entity, -1);
}

TEST(EntityMarkerPick, AFarMarkerIsADotWithSlackAround) {
    const PickScene s;
    // 2048 ahead and 300 to the left: x = 400 - 400 * 300 / 2048.
    const float x = 400 - 400 * 300.0f / 2048, y = 300;
    EXPECT_EQ(s.at(x + 4, y - 4).entity, 2);
    EXPECT_EQ(s.at(x + 12, y).entity, -1);
}

TEST(EntityMarkerPick, BrushEntitiesAndMarkersBehindTheEyeDoNotCount) {
    PickScene s;
    s.map.entities.erase(s.map.entities.begin() + 1);  // the light ahead: only the door is there now
    EXPECT_EQ(s.at(400, 300).entity, -1) << "the door is geometry, not a marker";
    s.camera.yaw = 180;  // now the item behind is ahead
    EXPECT_EQ(s.at(400, 300).entity, 3);
    EXPECT_FALSE(entity_marker_origin(s.map.entities[2]));
}

TEST(EntityMarkerPick, MarkerBeatsTheFaceBehindItNotAWallInFront) {
    MarkerHit marker;
    marker.entity = 4;
    marker.distance = 300;
    SurfaceHit wall;
    EXPECT_TRUE(marker_beats_surface(marker, wall)) << "nothing hit: the marker";
    wall.surface = 2;
    wall.distance = 310;
    EXPECT_TRUE(marker_beats_surface(marker, wall)) << "the wall behind the marker";
    wall.distance = 300 - 2 * kEntityMarkerHalfSize + 1;
    EXPECT_TRUE(marker_beats_surface(marker, wall)) << "the wall the box stands in, its near half showing";
    wall.distance = 200;
    EXPECT_FALSE(marker_beats_surface(marker, wall)) << "a wall in front hides it";
    EXPECT_FALSE(marker_beats_surface(MarkerHit{}, wall));
}

TEST(EntityMarkerPick, TheSelectedMarkerIsDrawnLargerInTheSelectionColourOnTop) {
    const PickScene s;
    LineBatch plain, chosen;
    add_entity_markers(plain, s.map);
    add_entity_markers(chosen, s.map, 1);
    EXPECT_TRUE(plain.on_top.empty());
    ASSERT_FALSE(chosen.on_top.empty()) << "drawn through walls";
    for (const LineVertex& v : chosen.on_top) EXPECT_EQ(v.color, kSelectionColor);
    for (const LineVertex& v : chosen.depth_tested) EXPECT_NE(v.color, kSelectionColor);
    float reach = 0;  // how far the selected box reaches from its origin (256 0 0)
    for (const LineVertex& v : chosen.on_top) reach = std::max(reach, std::abs(v.position.y));
    EXPECT_GT(reach, kEntityMarkerHalfSize) << "larger than the others";
}

}  // namespace

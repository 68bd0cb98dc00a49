// The ViewState the command line builds (app/cli_settings), shared by the viewer,
// --screenshot and --bench.
#include <gtest/gtest.h>

#include "app/cli_settings.h"

namespace {

using namespace bsp;

TEST(CliSettings, ViewStateFromOptions) {
    CliOptions o;
    o.view = "wireframe";
    o.no_pvs = true;
    o.wireframe_overlay = true;
    o.show_leaf_bounds = true;
    o.show_light_probes = true;
    o.show_area_portals = true;
    o.show_portals = true;
    o.light_styles = {0, 5};
    o.time = 3;
    o.exposure = -2;
    o.heatmap = true;
    o.flares = true;
    o.fov = 110;
    o.overlay = {"lumps", "frame"};
    o.freeze_at = CliOptions::FreezeCamera{};
    o.stage_brightness = StageBrightness::Window;
    const ViewState v = view_state_from(o);
    EXPECT_EQ(v.render.stage_brightness, StageBrightness::Window);
    EXPECT_EQ(view_state_from(CliOptions{}).render.stage_brightness, StageBrightness::Fullscreen);
    EXPECT_EQ(v.render.mode, ViewMode::Wireframe);
    EXPECT_FALSE(v.vis.use_pvs);
    EXPECT_TRUE(v.vis.use_frustum);
    EXPECT_TRUE(v.render.wireframe_overlay);
    EXPECT_TRUE(v.debug.leaf_bounds);
    EXPECT_FALSE(v.debug.entity_markers);
    EXPECT_TRUE(v.debug.light_probes);
    EXPECT_TRUE(v.debug.area_portals);
    EXPECT_FALSE(view_state_from(CliOptions{}).debug.area_portals);  // off unless asked for
    EXPECT_TRUE(v.debug.vis_portals);
    EXPECT_FALSE(view_state_from(CliOptions{}).debug.vis_portals);
    EXPECT_TRUE(v.render.light_styles.on.test(5));
    EXPECT_FALSE(v.render.light_styles.on.test(1));
    EXPECT_FLOAT_EQ(v.render.time_seconds, 3);
    EXPECT_FLOAT_EQ(v.render.exposure_stops, -2);
    EXPECT_TRUE(v.render.heatmap);
    EXPECT_FLOAT_EQ(view_state_from(CliOptions{}).render.exposure_stops, 0);  // the picture as stored
    EXPECT_FALSE(view_state_from(CliOptions{}).render.heatmap);
    EXPECT_TRUE(v.render.flares);
    EXPECT_FALSE(view_state_from(CliOptions{}).render.flares);
    EXPECT_FLOAT_EQ(v.camera.fov_x, 110);
    EXPECT_TRUE(v.frozen);
    EXPECT_TRUE(v.panels[size_t(Panel::Lumps)]);
    EXPECT_TRUE(v.panels[size_t(Panel::FrameStats)]);
    EXPECT_FALSE(v.panels[size_t(Panel::Help)]);
    EXPECT_EQ(v.render.selected_surface, -1);
}

TEST(CliSettings, CameraFromOptions) {
    Map map;
    map.spawn_eye_height = 10;
    Entity spawn;
    spawn.pairs = {{"classname", "info_player_start"}, {"origin", "1 2 3"}, {"angle", "90"}};
    map.entities.push_back(spawn);
    CliOptions o;
    o.fov = 100;
    Camera c = camera_from_options(o, map);
    EXPECT_EQ(c.position, glm::vec3(1, 2, 13));
    EXPECT_FLOAT_EQ(c.yaw, 90);
    EXPECT_FLOAT_EQ(c.fov_x, 100);
    // A bare --pos keeps Quake's default angles rather than the spawn's.
    o.position = glm::vec3(5, 6, 7);
    c = camera_from_options(o, map);
    EXPECT_EQ(c.position, glm::vec3(5, 6, 7));
    EXPECT_FLOAT_EQ(c.yaw, 0);
    o.angles = glm::vec3(10, 20, 30);
    c = camera_from_options(o, map);
    EXPECT_FLOAT_EQ(c.pitch, 10);
    EXPECT_FLOAT_EQ(c.roll, 30);
}

}  // namespace

// The area portal outlines (DebugDrawOptions::area_portals, the Visibility panel's
// switch): off, the picture is what it was before the switch existed; on, a portal
// touching the camera's area is outlined in kCameraAreaPortalColor, any other one in
// kAreaPortalColor. The shared Source maps have no func_areaportal (only vbsp's empty
// portal 0), so a portal is added to a loaded real map in front of its start camera;
// the panel itself is drawn into a screenshot with --overlay.
#include <gtest/gtest.h>

#include <string>

#include "render/debug_geometry.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "session/map_loading.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "vis/camera_leaf.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

const char* kMap = "source/bsp_tool-tf2-mp_lobby.bsp";

// A 96-unit square facing the camera 160 units ahead of it, as one portal record
// from `area` into `other`.
void add_portal_ahead(Map& map, const Camera& camera, int32_t area, int32_t other) {
    const glm::vec3 centre = camera.position + camera.forward() * 160.0f;
    const glm::vec3 r = camera.right() * 48.0f, u = camera.up() * 48.0f;
    AreaPortal p;
    p.portal_key = 1;
    p.area = area;
    p.other_area = other;
    p.plane = 0;
    p.first_vertex = uint32_t(map.area_portal_vertices.size());
    p.vertex_count = 4;
    for (glm::vec3 v : {centre - r - u, centre + r - u, centre + r + u, centre - r + u})
        map.area_portal_vertices.push_back(v);
    map.area_portals.push_back(p);
}

class AreaPortalOutlines : public ::testing::Test {
protected:
    void SetUp() override {
        const auto path = bsptest::shared_maps_dir() / kMap;
        BSPTEST_REQUIRE_PATH(path);
        path_ = path.string();
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    }
    // The map with one added portal, drawn from its start camera with and without outlines.
    struct Shots {
        Picture plain, off, on;
        int32_t camera_area = -1;
    };
    Shots shoot(bool portal_touches_camera_area) {
        LoadedMap loaded = load_map({.map_argument = path_, .textures = true});
        Map& map = loaded.map;
        const Camera camera = default_camera(map);
        Shots s;
        const int32_t leaf = find_leaf(map, camera.position);
        EXPECT_GE(leaf, 0);
        s.camera_area = map.leaves[size_t(leaf)].area;
        EXPECT_EQ(map.areas.size(), 2u);
        EXPECT_EQ(s.camera_area, 1) << "mp_lobby's start is in its one real area";
        if (portal_touches_camera_area) add_portal_ahead(map, camera, s.camera_area, 0);
        else add_portal_ahead(map, camera, 0, 0);
        SceneRenderer scene(map, std::move(loaded.materials));
        Frame f{.camera = camera};
        s.plain = bsptest::draw(scene, map, f);
        s.off = bsptest::draw(scene, map, f);
        f.debug.area_portals = true;
        s.on = bsptest::draw(scene, map, f);
        return s;
    }
    std::string path_;
};

TEST_F(AreaPortalOutlines, OffByDefaultAndTheSameAsBefore) {
    EXPECT_FALSE(DebugDrawOptions{}.area_portals);
    const Shots s = shoot(true);
    EXPECT_EQ(s.off.differing(s.plain, 0), 0u);
    EXPECT_EQ(s.off.count_color(kCameraAreaPortalColor, 2), 0u);
}

TEST_F(AreaPortalOutlines, PortalOfTheCameraAreaIsOutlinedOnTop) {
    const Shots s = shoot(true);
    EXPECT_EQ(s.on.frame.draw.triangles, s.off.frame.draw.triangles) << "outlines are lines only";
    // A 96-unit square 160 units away spans about a third of the 90-degree view: its
    // four edges are a few hundred pixels of the outline colour.
    EXPECT_GT(s.on.count_color(kCameraAreaPortalColor, 2), s.off.count_color(kCameraAreaPortalColor, 2) + 200);
    EXPECT_LT(s.on.differing(s.off), s.on.pixels() / 10) << "an outline, not a filled polygon";
}

TEST_F(AreaPortalOutlines, PortalElsewhereUsesThePlainColour) {
    const Shots s = shoot(false);
    EXPECT_EQ(s.on.count_color(kCameraAreaPortalColor, 2), 0u);
    EXPECT_GT(s.on.count_color(kAreaPortalColor, 2), s.off.count_color(kAreaPortalColor, 2) + 100);
}

// --show-area-portals and the Visibility panel's areas section, drawn into a screenshot
// of every shared Source map: each exits 0 and the panel changes the picture.
TEST(AreaPortalsCli, VisibilityPanelWithAreasOnSourceMaps) {
    const bsptest::TempDir tmp("area-portals-cli");
    const auto plain = tmp / "plain.png", panel = tmp / "panel.png";
    int drawn = 0;
    for (const char* file : {"source/bsp_tool-tf2-mp_lobby.bsp", "source/bsp_tool-x360-shack.360.bsp",
                             "source/bspsrc-l4d2_tooltextures.bsp"}) {
        const auto map = bsptest::shared_maps_dir() / file;
        if (!bsptest::have(map)) continue;
        SCOPED_TRACE(file);
        const std::string base = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " + map.string() +
                                 " --size 640x360 --show-area-portals --screenshot ";
        std::string output;
        ASSERT_EQ(bsptest::run_command(base + plain.string() + " 2>&1", &output), 0) << output;
        ASSERT_EQ(bsptest::run_command(base + panel.string() + " --overlay visibility 2>&1", &output), 0) << output;
        EXPECT_NE(bsptest::read_file(plain), bsptest::read_file(panel));
        ++drawn;
    }
    if (drawn == 0) GTEST_SKIP() << "no shared Source maps (needs ../shared/maps)";
}

}  // namespace

// The vis portals of a .prt file beside the map (DebugDrawOptions::vis_portals, key 9,
// --show-portals): off, the picture is what it was; on, a portal with the camera's
// cluster on one side is outlined on top in kCameraVisPortalColor, others in
// kVisPortalColor behind walls. No shared map comes with its .prt, so the test copies
// lq-start into a temporary directory (never into the repository) and writes a
// crafted PRT1 beside it with a square in front of the spawn camera.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "render/debug_geometry.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "vis/camera_leaf.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

const char* kMap = "q1/lq-start.bsp";

// A PRT1 whose only portal is a 96-unit square 160 units ahead of `camera`, between
// vis leaves `a` and `b` (Quake 1's PRT1 numbers vis leaves as Leaf::cluster does).
std::string portal_ahead(const Camera& camera, int32_t clusters, int32_t a, int32_t b) {
    const glm::vec3 centre = camera.position + camera.forward() * 160.0f;
    const glm::vec3 r = camera.right() * 48.0f, u = camera.up() * 48.0f;
    std::string line = "4 " + std::to_string(a) + " " + std::to_string(b);
    for (glm::vec3 v : {centre - r - u, centre + r - u, centre + r + u, centre - r + u})
        line += " (" + std::to_string(v.x) + " " + std::to_string(v.y) + " " + std::to_string(v.z) + ")";
    return "PRT1\n" + std::to_string(clusters) + "\n1\n" + line + "\n";
}

class VisPortalOutlines : public ::testing::Test {
protected:
    void SetUp() override {
        source_ = bsptest::shared_maps_dir() / kMap;
        BSPTEST_REQUIRE_PATH(source_);
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        std::filesystem::copy_file(source_, dir_ / "start.bsp");
    }
    struct Shots {
        Picture off, on;
        size_t portals = 0;
    };
    // The copy with a portal ahead of the spawn: between the camera's cluster and the
    // next when `touches_camera`, else between two other clusters.
    Shots shoot(bool touches_camera) {
        // The spawn's cluster, from the map without a portal file.
        int32_t cluster = -1, clusters = 0;
        Camera camera;
        {
            const LoadedMap plain = load_map({.map_argument = (dir_ / "start.bsp").string()});
            camera = default_camera(plain.map);
            cluster = find_cluster(plain.map, camera.position);
            clusters = plain.map.visibility.cluster_count;
        }
        EXPECT_GE(cluster, 0);
        EXPECT_GE(clusters, 4);
        const int32_t a = touches_camera ? cluster : (cluster + 2) % clusters;
        const int32_t b = touches_camera ? (cluster + 1) % clusters : (cluster + 3) % clusters;
        std::ofstream(dir_ / "start.prt") << portal_ahead(camera, clusters, a, b);
        bsptest::LoadedScene loaded = bsptest::load_scene((dir_ / "start.bsp").string());
        Shots s;
        s.portals = loaded.map().portal_file.portals.size();
        Frame f{.camera = camera};
        s.off = bsptest::draw(*loaded.scene, loaded.map(), f);
        f.debug.vis_portals = true;
        s.on = bsptest::draw(*loaded.scene, loaded.map(), f);
        return s;
    }
    std::filesystem::path source_;
    bsptest::TempDir dir_{"vis-portals"};
};

TEST_F(VisPortalOutlines, OffByDefaultAndUnchanged) {
    EXPECT_FALSE(DebugDrawOptions{}.vis_portals);
    const Shots s = shoot(true);
    EXPECT_EQ(s.portals, 1u);
    EXPECT_EQ(s.off.count_color(kCameraVisPortalColor, 2), 0u);
}

TEST_F(VisPortalOutlines, PortalOfTheCameraClusterIsOutlinedOnTop) {
    const Shots s = shoot(true);
    EXPECT_EQ(s.on.frame.draw.triangles, s.off.frame.draw.triangles) << "outlines are lines only";
    EXPECT_GT(s.on.count_color(kCameraVisPortalColor, 2), s.off.count_color(kCameraVisPortalColor, 2) + 200);
    EXPECT_LT(s.on.differing(s.off), s.on.pixels() / 10) << "an outline, not a filled polygon";
}

TEST_F(VisPortalOutlines, PortalElsewhereUsesTheDarkColour) {
    const Shots s = shoot(false);
    EXPECT_EQ(s.on.count_color(kCameraVisPortalColor, 2), 0u);
    EXPECT_GT(s.on.count_color(kVisPortalColor, 2), s.off.count_color(kVisPortalColor, 2) + 100);
}

// --show-portals with the Visibility panel's portal section, end to end: exit 0, the
// portal counts in --stats, and the panel and the outline change the picture.
TEST_F(VisPortalOutlines, CommandLineAndPanel) {
    shoot(true);
    const bsptest::TempDir tmp("vis-portals-cli");
    const std::string base = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " +
                             (dir_ / "start.bsp").string() + " --size 640x360 --stats --screenshot ";
    std::string plain, shown;
    ASSERT_EQ(bsptest::run_command(base + (tmp / "plain.png").string() + " 2>/dev/null", &plain), 0) << plain;
    ASSERT_EQ(bsptest::run_command(base + (tmp / "shown.png").string() + " --show-portals --overlay visibility 2>/dev/null",
                                   &shown),
              0)
        << shown;
    EXPECT_NE(shown.find("\"portal_file\":{"), std::string::npos) << shown;
    EXPECT_NE(shown.find("\"format\":\"PRT1\",\"portals\":1,\"camera_portals\":1"), std::string::npos) << shown;
    EXPECT_NE(bsptest::read_file(tmp / "plain.png"), bsptest::read_file(tmp / "shown.png"));
}

// --info names the portal file beside the map, in text and JSON.
TEST_F(VisPortalOutlines, InfoNamesThePortalFile) {
    shoot(true);
    std::string text, json;
    const std::string info = bsptest::bspview_binary() + " --info " + (dir_ / "start.bsp").string();
    ASSERT_EQ(bsptest::run_command(info + " 2>/dev/null", &text), 0) << text;
    EXPECT_NE(text.find("portals:   1 in maps/start.prt (PRT1), 20 clusters"), std::string::npos) << text;
    ASSERT_EQ(bsptest::run_command(info + " --json 2>/dev/null", &json), 0) << json;
    EXPECT_NE(json.find("\"portal_file\":{\"path\":\"maps/start.prt\",\"format\":\"PRT1\",\"portals\":1"),
              std::string::npos)
        << json;
}

}  // namespace

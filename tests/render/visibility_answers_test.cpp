// The Visibility panel's answers, as a person sees them: for the selected surface
// whether it is in the PVS and the frustum, drawn, and which test rejected it
// (--select with --stats, and the panel drawn over the picture).
#include <gtest/gtest.h>

#include <string>

#include "render/gl/offscreen_target.h"
#include "render/lightmap_rects.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "session/camera_view.h"
#include "session/view_state.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "ui/headless_overlay.h"

namespace {

using namespace bsp;

// lq-start from its spawn: surface 40 lies in the frustum but outside the spawn
// cluster's PVS, surface 80 in the PVS but behind the camera, surface 0 is drawn.
const char* kStart = "q1/lq-start.bsp";
constexpr int32_t kOutsidePvs = 40, kBehind = 80, kDrawn = 0;

std::string select_stats(const std::string& extra) {
    const auto map = bsptest::shared_maps_dir() / kStart;
    const bsptest::TempDir tmp("answers-cli");
    std::string output;
    const std::string cmd = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " + map.string() +
                            " --size 320x180 --stats --screenshot " + (tmp / "shot.png").string() + " " + extra +
                            " 2>/dev/null";
    EXPECT_EQ(bsptest::run_command(cmd, &output), 0) << output;
    return output;
}

TEST(VisibilityAnswersCli, SelectSaysWhichTestRejectedTheSurface) {
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / kStart);
    std::string out = select_stats("--select " + std::to_string(kOutsidePvs));
    for (const char* key : {"\"pick_visibility\":{", "\"drawn\":false", "\"rejected_by\":\"PVS\"", "\"in_pvs\":\"no\"",
                            "\"in_frustum\":\"yes\""})
        EXPECT_NE(out.find(key), std::string::npos) << key << " missing from: " << out;
    out = select_stats("--select " + std::to_string(kOutsidePvs) + " --no-pvs");
    EXPECT_NE(out.find("\"drawn\":true"), std::string::npos) << "with the PVS off it is drawn: " << out;
    EXPECT_NE(out.find("\"in_pvs\":\"no\""), std::string::npos) << "and still said to be outside the PVS: " << out;
    out = select_stats("--select " + std::to_string(kBehind));
    EXPECT_NE(out.find("\"rejected_by\":\"frustum\""), std::string::npos) << out;
    EXPECT_NE(out.find("\"in_pvs\":\"yes\""), std::string::npos) << out;
    out = select_stats("--select " + std::to_string(kDrawn));
    EXPECT_NE(out.find("\"drawn\":true"), std::string::npos) << out;
    // A pick lands on what is drawn: its answer is always "drawn".
    out = select_stats("--pick 160,90");
    EXPECT_NE(out.find("\"summary\":\"drawn\""), std::string::npos) << out;
}

TEST(VisibilityAnswersCli, SelectOutOfRangeIsAnError) {
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / kStart);
    std::string output;
    const std::string cmd = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " +
                            (bsptest::shared_maps_dir() / kStart).string() +
                            " --size 64x64 --screenshot /dev/null --select 999999 2>&1";
    EXPECT_EQ(bsptest::run_command(cmd, &output), 1);
    EXPECT_NE(output.find("--select 999999"), std::string::npos) << output;
}

// The camera's leaf contents by name, and the warning instead of silently drawing
// everything when the camera is outside the map.
TEST(VisibilityAnswersCli, CameraContentsAndOutsideWarning) {
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / kStart);
    std::string out = select_stats("");
    EXPECT_NE(out.find("\"camera_contents\":\"empty\""), std::string::npos) << out;
    EXPECT_NE(out.find("\"camera_warning\":\"\""), std::string::npos) << out;
    out = select_stats("--pos 0,-2500,1500 --angles 30,90");
    EXPECT_NE(out.find("\"camera_contents\":\"solid\""), std::string::npos) << out;
    EXPECT_NE(out.find("\"camera_warning\":\"camera in a solid leaf or outside the map (leaf 0: solid): no PVS "
                       "applies, everything in the frustum is drawn\""),
              std::string::npos)
        << out;
}

TEST(VisibilityAnswersCli, PickedFaceFlagsByName) {
    const auto map = bsptest::shared_maps_dir() / "q3/nexuiz-aggressor.bsp";
    BSPTEST_REQUIRE_PATH(map);
    const bsptest::TempDir tmp("answers-flags");
    std::string out;
    ASSERT_EQ(bsptest::run_command("SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " + map.string() +
                                       " --size 640x360 --stats --pick 320,200 --screenshot " +
                                       (tmp / "shot.png").string() + " 2>/dev/null",
                                   &out),
              0)
        << out;
    EXPECT_NE(out.find("\"pick_flags\":{\"surface_flags\":\"none\",\"contents\":\"solid\"}"), std::string::npos)
        << out;
}

// The Visibility panel drawn over the frame: the "not drawn" answer is in its red,
// the "drawn" one in its green, and only the one that applies shows.
class VisibilityPanelAnswers : public ::testing::Test {
protected:
    static constexpr int kWidth = 1280, kHeight = 720;
    // Pixels of the panel's "yes" green and "no" red with the surface selected.
    struct Counts { size_t red = 0, green = 0, warning = 0; };

    // `outside`: the camera far above the map instead of at its spawn.
    void panel_colours(int32_t surface, Counts& counts, bool outside = false) {
        bsptest::LoadedScene loaded;
        BSPTEST_LOAD_SHARED_SCENE(loaded, kStart);
        const Map& map = loaded.map();
        SceneRenderer& scene = *loaded.scene;
        const std::vector<LightmapRect> rects = surface_lightmap_rects(map, scene.world().atlas());
        const ViewedMap viewed{.map = &map, .scene = &scene, .lightmap_rects = &rects, .name = "lq-start"};
        ViewState view;
        view.camera = default_camera(map);
        if (outside) {
            view.camera.position = {0, -2500, 1500};
            view.camera.pitch = 30;
            view.camera.yaw = 90;
        }
        view.panels[size_t(Panel::Visibility)] = true;
        view.select_surface(surface, viewed);
        OffscreenTarget target(kWidth, kHeight);
        target.bind();
        const RenderView rv = make_render_view(view.camera, kWidth, kHeight, 65536.0f);
        const FrameResult frame = scene.render(rv, view.vis, view.render, false, view.debug);
        UiState ui = view.ui_state(viewed, frame, nullptr);
        ui.interactive = false;
        EXPECT_EQ(ui.selected_visibility.has_value(), surface >= 0);
        draw_overlay_offscreen(ui, kWidth, kHeight);
        bsptest::Picture p;
        p.rgba = target.read_rgba();
        // The text is antialiased (DejaVu Sans): the red and green answers are counted with
        // their stems' blend too; the orange warning exactly, as lq-start's browns come near it.
        counts = {p.count_color({255, 115, 102, 255}, 40), p.count_color({115, 255, 115, 255}, 40),
                  p.count_color({255, 178, 51, 255}, 10)};
    }
};

TEST_F(VisibilityPanelAnswers, NotDrawnInRedDrawnInGreen) {
    Counts rejected, drawn;
    panel_colours(kOutsidePvs, rejected);
    if (HasFatalFailure() || IsSkipped()) return;
    panel_colours(kDrawn, drawn);
    // "not drawn: outside the camera cluster's PVS" and "no" in red; "yes" (frustum) in green.
    EXPECT_GT(rejected.red, drawn.red + 100) << "red " << rejected.red << " vs " << drawn.red;
    // "drawn" and two "yes" in green.
    EXPECT_GT(drawn.green, rejected.green + 20) << "green " << drawn.green << " vs " << rejected.green;
}

// The camera outside the map: the panel says so in its warning colour; at the spawn
// there is nothing to warn about.
TEST_F(VisibilityPanelAnswers, OutsideTheMapIsWarned) {
    Counts outside, spawn;
    panel_colours(-1, outside, true);
    if (HasFatalFailure() || IsSkipped()) return;
    panel_colours(-1, spawn);
    EXPECT_GT(outside.warning, 200u);
    EXPECT_LT(spawn.warning, outside.warning / 10);
}

}  // namespace

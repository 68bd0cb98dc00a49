// The background drawn by a pass after the surfaces that write depth
// (render/gl/background_pass.h) gives the picture the colour clear gives: in every view
// mode, with the wireframe overlay, with visibility frozen (the sky at the far plane),
// from outside the map, and where translucent surfaces lie over the background. Each
// case also draws something of the background, so a pass drawn in the wrong place
// (after the sky at the far plane, after blended surfaces) shows as differing pixels.
#include <gtest/gtest.h>

#include <string>

#include "render/render_support.h"
#include "session/camera.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Picture;

Picture draw_with(SceneRenderer& scene, const Map& map, bsptest::Frame f, BackgroundFill fill) {
    f.settings.background = fill;
    return bsptest::draw(scene, map, f);
}

void expect_same_picture(SceneRenderer& scene, const Map& map, const bsptest::Frame& f, const std::string& what) {
    const Picture cleared = draw_with(scene, map, f, BackgroundFill::Clear);
    const Picture passed = draw_with(scene, map, f, BackgroundFill::Pass);
    EXPECT_EQ(cleared.differing(passed, 0), 0u) << what;
}

class BackgroundPassOaThor : public bsptest::OaThorTest {};

TEST_F(BackgroundPassOaThor, SamePictureAsTheClearInEveryViewMode) {
    for (int m = 0; m < kViewModeCount; ++m) {
        bsptest::Frame f{.camera = default_camera(map())};
        f.settings.mode = ViewMode(m);
        expect_same_picture(scene(), map(), f, std::string("view mode ") + view_mode_name(ViewMode(m)));
    }
}

TEST_F(BackgroundPassOaThor, SamePictureWithTheOverlayFrozenAndFromOutside) {
    bsptest::Frame overlay{.camera = default_camera(map())};
    overlay.settings.wireframe_overlay = true;
    expect_same_picture(scene(), map(), overlay, "wireframe overlay");

    // Visibility frozen at a spawn, seen from above: the sky is drawn at the far plane
    // and much of the view is background.
    bsptest::Frame frozen{.camera = {.position = {2560, 1656, 600}, .pitch = 30, .yaw = -90}};
    frozen.freeze_from = Camera{.position = {1088, 272, 3}};
    expect_same_picture(scene(), map(), frozen, "frozen visibility");

    bsptest::Frame outside{.camera = {.position = {9000, 9000, 3000}, .pitch = 20, .yaw = 200}};
    const Picture cleared = draw_with(scene(), map(), outside, BackgroundFill::Clear);
    EXPECT_GT(cleared.count_color(glm::u8vec4(13, 13, 18, 255), 2), cleared.pixels() / 10)
        << "the view from outside shows background";
    expect_same_picture(scene(), map(), outside, "outside the map");
}

// A Quake 2 map whose translucent surfaces are seen against the background: a pass
// drawn after them would cover them.
TEST(BackgroundPassRender, SamePictureWhereTranslucentSurfacesLieOverTheBackground) {
    bsptest::LoadedScene s;
    BSPTEST_LOAD_SHARED_SCENE(s, "q2/coopordie-startmap.bsp");
    expect_same_picture(*s.scene, s.map(), bsptest::Frame{.camera = default_camera(s.map())}, "spawn");
}

}  // namespace

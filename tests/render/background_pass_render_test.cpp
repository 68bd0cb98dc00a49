// The background drawn by a pass after the surfaces that write depth
// (render/gl/background_pass.h) gives the picture the colour clear gives: in every view
// mode, with the wireframe overlay, with visibility frozen (the sky at the far plane),
// from outside the map, and where translucent surfaces lie over the background. Each
// case also draws something of the background, so a pass drawn in the wrong place
// (after the sky at the far plane, after blended surfaces) shows as differing pixels.
#include <gtest/gtest.h>

#include <string>

#include <glm/gtc/matrix_transform.hpp>

#include "render/gl/background_pass.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "session/camera_view.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Picture;

Picture draw_with(SceneRenderer& scene, const Map& map, bsptest::Frame f, BackgroundFill fill) {
    f.settings.background = fill;
    return bsptest::draw(scene, map, f);
}

// The picture through the pass is drawn right after a frame cleared to another colour
// (magenta), so a pass that drew nothing where it should would show what that frame or
// a new target left there, not the clear colour.
void expect_same_picture(SceneRenderer& scene, const Map& map, const bsptest::Frame& f, const std::string& what) {
    const Picture cleared = draw_with(scene, map, f, BackgroundFill::Clear);
    bsptest::Frame poison = f;
    poison.settings.clear_color = glm::vec3(1.0f, 0.0f, 1.0f);
    (void)draw_with(scene, map, poison, BackgroundFill::Clear);
    const Picture passed = draw_with(scene, map, f, BackgroundFill::Pass);
    EXPECT_EQ(cleared.differing(passed, 0), 0u) << what;
}

size_t background_pixels(const Picture& p) { return p.count_color(glm::u8vec4(13, 13, 18, 255), 0); }

// Whether the renderer uses the pass for this camera at all (else both pictures come
// from the clear, and comparing them proves nothing).
bool pass_applies(const Map& map, const Camera& camera) {
    Aabb drawn;
    for (const Surface& s : map.surfaces) drawn.add(s.bounds);
    const RenderView view =
        make_render_view(camera, bsptest::kPictureWidth, bsptest::kPictureHeight, far_plane_for(map));
    return BackgroundPass::exact_for(drawn, view.eye, view.projection);
}

// Outside oa_thor, with background all around it, near enough for the pass.
const Camera kOutside{.position = {5000, 5000, 2000}, .pitch = 20, .yaw = 225};
// So far out that the far side of the map lies near the far plane: the clear is kept.
const Camera kFarOutside{.position = {9000, 9000, 3000}, .pitch = 20, .yaw = 200};

class BackgroundPassOaThor : public bsptest::OaThorTest {};

// From outside the map, where every mode shows background around the world, and at
// the spawn, where the sky or the walls cover the view.
TEST_F(BackgroundPassOaThor, SamePictureAsTheClearInEveryViewMode) {
    ASSERT_TRUE(pass_applies(map(), kOutside));
    ASSERT_TRUE(pass_applies(map(), default_camera(map())));
    for (int m = 0; m < kViewModeCount; ++m) {
        const std::string mode = std::string("view mode ") + view_mode_name(ViewMode(m));
        bsptest::Frame outside{.camera = kOutside};
        outside.settings.mode = ViewMode(m);
        EXPECT_GT(background_pixels(draw_with(scene(), map(), outside, BackgroundFill::Clear)), 0u) << mode;
        expect_same_picture(scene(), map(), outside, mode + ", outside");
        bsptest::Frame spawn{.camera = default_camera(map())};
        spawn.settings.mode = ViewMode(m);
        expect_same_picture(scene(), map(), spawn, mode + ", spawn");
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
    ASSERT_TRUE(pass_applies(map(), frozen.camera));
    EXPECT_GT(background_pixels(draw_with(scene(), map(), frozen, BackgroundFill::Clear)), 0u);
    expect_same_picture(scene(), map(), frozen, "frozen visibility");

    bsptest::Frame outside{.camera = kOutside};
    outside.settings.wireframe_overlay = true;
    expect_same_picture(scene(), map(), outside, "wireframe overlay, outside the map");

    // Far out the renderer keeps the clear: the pass would cover the map's far corners,
    // whose depth rounds to the far value.
    ASSERT_FALSE(pass_applies(map(), kFarOutside));
    bsptest::Frame far_out{.camera = kFarOutside};
    far_out.settings.mode = ViewMode::Wireframe;
    expect_same_picture(scene(), map(), far_out, "far outside, wireframe");
}

// A Quake 2 map whose translucent surfaces are seen against the background: a pass
// drawn after them would cover them. Inside, the sky fills every opening (its faces
// are drawn even where marked nodraw, as the engine does), so the map is seen from
// outside, over its corner, where the background surrounds it.
TEST(BackgroundPassRender, SamePictureWhereTranslucentSurfacesLieOverTheBackground) {
    bsptest::LoadedScene s;
    BSPTEST_LOAD_SHARED_SCENE(s, "q2/coopordie-startmap.bsp");
    const Aabb& world = s.map().models.front().bounds;
    const glm::vec3 size = world.max - world.min;
    const Camera over_the_corner{.position = world.max + glm::vec3(0.1f, 0.1f, 0.2f) * size, .pitch = 30, .yaw = 225};
    const bsptest::Frame outside{.camera = over_the_corner};
    ASSERT_TRUE(pass_applies(s.map(), outside.camera));
    EXPECT_GT(background_pixels(draw_with(*s.scene, s.map(), outside, BackgroundFill::Clear)), 0u);
    expect_same_picture(*s.scene, s.map(), outside, "over the corner");
}

}  // namespace

namespace {

// exact_for: the pass is used only where no point of the map can reach the far depth.
TEST(BackgroundPassExactness, OnlyWhereTheMapStaysClearOfTheFarPlane) {
    Aabb map;
    map.add(glm::vec3(-1000.0f));
    map.add(glm::vec3(1000.0f));
    const float far = 1.5f * glm::length(map.size());  // as far_plane_for gives it
    const glm::mat4 projection = glm::perspective(glm::radians(74.0f), 16.0f / 9.0f, 4.0f, far);
    EXPECT_TRUE(BackgroundPass::exact_for(map, glm::vec3(0.0f), projection)) << "inside";
    EXPECT_TRUE(BackgroundPass::exact_for(map, glm::vec3(990.0f, -990.0f, 990.0f), projection)) << "in a corner";
    EXPECT_FALSE(BackgroundPass::exact_for(map, glm::vec3(far, 0.0f, 0.0f), projection)) << "far outside";
    // Outside, with the farthest corner a few units short of the far plane: its depth
    // is within 24-bit rounding of the far value.
    const glm::vec3 corner(1000.0f);
    const glm::vec3 eye = corner - glm::normalize(glm::vec3(1.0f)) * (far - 3.0f);
    EXPECT_FALSE(BackgroundPass::exact_for(map, eye, projection)) << "near the far plane";
    EXPECT_TRUE(BackgroundPass::exact_for(Aabb{}, glm::vec3(0.0f), projection)) << "nothing drawn";
    EXPECT_FALSE(BackgroundPass::exact_for(map, glm::vec3(0.0f), glm::ortho(-1.0f, 1.0f, -1.0f, 1.0f, 1.0f, 10.0f)));
}

}  // namespace

// The world and sky programs are specialised per view, material features and gamma
// (render/world_shader_variant.h), each given a frame's uniforms the first time the
// frame binds it. On oa_thor: going back to a look gives its picture again byte for
// byte whatever was drawn between (no uniform or filter left stale), gamma 1 without
// pow() is the pow() picture, and the texture filter setting changes the picture a
// little and comes back.
#include <gtest/gtest.h>

#include <cmath>

#include "render/render_support.h"
#include "session/camera.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

class ShaderVariantsOaThor : public bsptest::OaThorTest {
protected:
    static Frame spawn_frame() { return {.camera = default_camera(map())}; }
    static Picture render(const Frame& f) { return bsptest::draw(scene(), map(), f); }
};

size_t differing_at_all(const Picture& a, const Picture& b) { return a.differing(b, 0); }

TEST_F(ShaderVariantsOaThor, ALookDrawnAgainAfterOthersIsTheSamePicture) {
    const Picture lit = render(spawn_frame());
    for (int m = 0; m < kViewModeCount; ++m) {
        Frame f = spawn_frame();
        f.settings.mode = ViewMode(m);
        f.settings.gamma = m % 2 ? 1.6f : 1.0f;
        f.settings.wireframe_overlay = m == 0;
        f.settings.heatmap = true;
        f.settings.exposure_stops = 1;
        f.settings.texture_filter = TextureFilter(m % kTextureFilterCount);
        f.settings.time_seconds = 2.5f;
        const Picture other = render(f);
        const Picture again = render(spawn_frame());
        EXPECT_EQ(differing_at_all(again, lit), 0u) << "after the " << view_mode_name(ViewMode(m)) << " view";
    }
}

TEST_F(ShaderVariantsOaThor, GammaOneWithoutPowIsThePowPicture) {
    const Picture plain = render(spawn_frame());
    Frame f = spawn_frame();
    f.settings.gamma = 1.0001f;  // just off 1: the variants that raise to 1/gamma
    const Picture raised = render(f);
    EXPECT_EQ(plain.differing(raised, 1), 0u) << "at most one step per channel (pow is not exact)";
    f.settings.gamma = 2.0f;
    EXPECT_GT(render(f).stats().mean, plain.stats().mean + 10) << "gamma 2 brightens";
}

TEST_F(ShaderVariantsOaThor, TextureFilterChangesThePictureALittle) {
    const Picture trilinear = render(spawn_frame());
    Frame f = spawn_frame();
    f.settings.texture_filter = TextureFilter::NearestMip;
    const Picture nearest_mip = render(f);
    EXPECT_GT(differing_at_all(nearest_mip, trilinear), 0u) << "the floor's far texels read one level";
    EXPECT_LT(std::abs(nearest_mip.stats().mean - trilinear.stats().mean), 2.0) << "the same textures";
    f.settings.texture_filter = TextureFilter::Nearest;
    EXPECT_GT(differing_at_all(render(f), nearest_mip), 0u);
    EXPECT_EQ(differing_at_all(render(spawn_frame()), trilinear), 0u) << "back to trilinear";
}

}  // namespace

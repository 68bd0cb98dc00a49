// Offscreen render tests on a real map (OpenArena's oa_thor): the picture is a
// scene, the debug views relate to the lit view as they should, and visibility
// gives different answers in different places. Skipped when the data is absent.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <set>

#include "app/gl_context.h"
#include "render/gl/offscreen_target.h"
#include "render/render_support.h"
#include "render/gl/scene_renderer.h"
#include "session/camera.h"
#include "session/camera_view.h"
#include "session/map_loading.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "vis/camera_leaf.h"

namespace {

using namespace bsp;

using bsptest::Picture;
constexpr int kWidth = bsptest::kPictureWidth, kHeight = bsptest::kPictureHeight;

// One map, one GL context and one renderer for the whole binary (OaThorTest):
// loading oa_thor and its textures takes seconds.
class OaThor : public bsptest::OaThorTest {
protected:
    static Picture render(const Camera& camera, ViewMode mode) {
        bsptest::Frame f{.camera = camera};
        f.settings.mode = mode;
        return bsptest::draw(scene(), map(), f);
    }
};

using bsptest::luminance;

TEST_F(OaThor, SpawnViewIsATexturedLitScene) {
    const bsptest::PictureStats s = render(default_camera(map()), ViewMode::Lit).stats();
    EXPECT_GT(s.mean, 15.0) << "picture is (nearly) black";
    EXPECT_LT(s.mean, 240.0) << "picture is (nearly) white";
    EXPECT_GT(s.stddev, 10.0) << "picture is flat";
    EXPECT_GT(s.distinct_colours, 500u) << "too few distinct colours for a textured scene";
    EXPECT_LT(render(default_camera(map()), ViewMode::Fullbright).missing_texture_fraction(), 0.05)
        << "more than 5% of the picture is the missing-texture checker";
    EXPECT_TRUE(scene().world().missing_textures().size() < 10u);
}

// lit = texture x light, so where the pictures agree on geometry the lit pixel is
// close to fullbright x lightmap, and far from either alone.
TEST_F(OaThor, LitIsFullbrightTimesLightmap) {
    const Camera cam = default_camera(map());
    const Picture lit = render(cam, ViewMode::Lit);
    const Picture lightmap = render(cam, ViewMode::Lightmap);
    const Picture full = render(cam, ViewMode::Fullbright);
    double product_error = 0, lit_vs_full = 0, lit_vs_lightmap = 0;
    size_t brighter_than_parts = 0;
    for (size_t i = 0; i < lit.pixels(); ++i) {
        for (int c = 0; c < 3; ++c) {
            const double l = lit.at(i)[c], m = lightmap.at(i)[c], f = full.at(i)[c];
            product_error += std::abs(l - f * m / 255.0);
            lit_vs_full += std::abs(l - f);
            lit_vs_lightmap += std::abs(l - m);
        }
        // Both factors are at most 1, so lit is never brighter than either one.
        const double l = luminance(lit.at(i));
        if (l > luminance(lightmap.at(i)) + 8 || l > luminance(full.at(i)) + 8) ++brighter_than_parts;
    }
    EXPECT_LT(product_error, 0.5 * lit_vs_full);
    EXPECT_LT(product_error, 0.5 * lit_vs_lightmap);
    EXPECT_GT(lit_vs_full, 0.0);
    EXPECT_GT(lit_vs_lightmap, 0.0);
    EXPECT_LT(double(brighter_than_parts), 0.05 * double(lit.pixels()));
}

TEST_F(OaThor, DebugViewsRender) {
    const Camera cam = default_camera(map());
    const Picture lit = render(cam, ViewMode::Lit);
    for (ViewMode mode : {ViewMode::Wireframe, ViewMode::Clusters}) {
        const Picture img = render(cam, mode);
        size_t differ = 0;
        for (size_t i = 0; i < img.pixels(); ++i)
            if (std::abs(int(img.at(i)[0]) - int(lit.at(i)[0])) > 8) ++differ;
        EXPECT_GT(differ, img.pixels() / 10) << view_mode_name(mode) << " looks like the lit view";
    }
}

TEST_F(OaThor, SpawnPointsSeeDifferentThings) {
    const auto spawns = spawn_points(map());
    ASSERT_GE(spawns.size(), 2u);
    const Camera first = camera_at_spawn(spawns[0]);
    const int32_t first_cluster = find_cluster(map(), first.position);
    ASSERT_GE(first_cluster, 0) << "first spawn point is outside the map";
    const Camera* other = nullptr;
    Camera candidate;
    for (size_t i = 1; i < spawns.size() && !other; ++i) {
        candidate = camera_at_spawn(spawns[i]);
        const int32_t c = find_cluster(map(), candidate.position);
        if (c >= 0 && c != first_cluster) other = &candidate;
    }
    ASSERT_NE(other, nullptr) << "all spawn points share one cluster";
    const float far_plane = far_plane_for(map());
    VisibleSet a, b;
    scene().compute_visibility(make_render_view(first, kWidth, kHeight, far_plane), {}, a);
    scene().compute_visibility(make_render_view(*other, kWidth, kHeight, far_plane), {}, b);
    EXPECT_NE(a.camera_cluster, b.camera_cluster);
    EXPECT_NE(std::set<uint32_t>(a.surfaces.begin(), a.surfaces.end()),
              std::set<uint32_t>(b.surfaces.begin(), b.surfaces.end()));
    // Culling must remove something from the everything-drawn baseline.
    VisibleSet all;
    scene().compute_visibility(make_render_view(first, kWidth, kHeight, far_plane),
                               {.use_pvs = false, .use_frustum = false}, all);
    EXPECT_LT(a.triangle_count, all.triangle_count);
    EXPECT_LT(a.leaf_count, all.leaf_count);
}

TEST_F(OaThor, DrawCallsStayWithinVisibleGroups) {
    const Camera cam = default_camera(map());
    OffscreenTarget target(kWidth, kHeight);
    target.bind();
    const FrameResult r = scene().render(make_render_view(cam, kWidth, kHeight, far_plane_for(map())), {}, {});
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    // Every group is one call, except alpha-blended surfaces split into back-to-front runs.
    size_t blended = 0;
    for (const VisibleGroup& g : scene().visible().groups)
        if (scene().world().groups()[g.group].blend == BlendMode::AlphaBlend) blended += g.count;
    EXPECT_LE(r.draw.draw_calls, scene().visible().groups.size() + blended);
    EXPECT_EQ(r.draw.triangles, scene().visible().triangle_count);
}

// The command line path end to end: --screenshot writes a PNG, --stats prints JSON.
TEST(ScreenshotCli, WritesPngAndStats) {
    BSPTEST_REQUIRE_PATH(bsptest::openarena_dir() / "pak6-patch088.pk3");
    const bsptest::TempDir dir("screenshot");
    const auto out = dir / "shot.png";
    std::string output;
    const std::string cmd = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " --game-dir " +
                            bsptest::openarena_dir().string() + " maps/oa_thor.bsp --screenshot " + out.string() +
                            " --size 160x90 --stats";
    ASSERT_EQ(bsptest::run_command(cmd, &output), 0) << output;
    EXPECT_TRUE(std::filesystem::exists(out));
    EXPECT_GT(std::filesystem::file_size(out), 1000u);
    for (const char* key : {"\"camera_leaf\"", "\"camera_cluster\"", "\"visible\"", "\"draw_calls\"", "\"pvs_off\"",
                            "\"frustum_off\"", "\"triangles\""})
        EXPECT_NE(output.find(key), std::string::npos) << key << " missing from: " << output;
}

}  // namespace

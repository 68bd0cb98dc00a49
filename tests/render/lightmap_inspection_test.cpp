// Looking at the light itself: surfaces whose texture is missing show their
// lightmap through the grey checker (test2 has no game content, so every surface is
// missing), the picked face names its missing material, and the lightmap view's
// exposure and heat-map make the gradients of a nearly white lightmap (oa_thor)
// visible. Skipped when the maps or GL are absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "render/gl/offscreen_target.h"
#include "render/lightmap_rects.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "session/view_state.h"
#include "ui/headless_overlay.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::luminance;
using bsptest::Picture;

// Pearson correlation of two samples of the same length.
double correlation(const std::vector<double>& a, const std::vector<double>& b) {
    const double n = double(a.size());
    double ma = 0, mb = 0;
    for (size_t i = 0; i < a.size(); ++i) ma += a[i] / n, mb += b[i] / n;
    double ab = 0, aa = 0, bb = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        ab += (a[i] - ma) * (b[i] - mb);
        aa += (a[i] - ma) * (a[i] - ma);
        bb += (b[i] - mb) * (b[i] - mb);
    }
    return aa > 0 && bb > 0 ? ab / std::sqrt(aa * bb) : 0;
}

class Test2MissingTextures : public ::testing::Test {
protected:
    void SetUp() override {
        BSPTEST_LOAD_SHARED_SCENE(scene_, "source/bsp_tool-tf2-test2.bsp");
    }
    // By the displacement ramp, where the light has shadows and a gradient.
    Picture render(ViewMode mode) {
        Frame f{.camera = default_camera(scene_.map())};
        f.camera.position = glm::vec3(0, -1000, 0);
        f.camera.pitch = 25;
        f.camera.yaw = 60;
        f.settings.mode = mode;
        return bsptest::draw(*scene_.scene, scene_.map(), f);
    }
    bsptest::LoadedScene scene_;
};

TEST_F(Test2MissingTextures, CheckerIsFoundAndShowsTheLightmap) {
    ASSERT_FALSE(scene_.scene->world().missing_textures().empty()) << "test2 has no game content";
    const Picture full = render(ViewMode::Fullbright);
    const Picture lit = render(ViewMode::Lit);
    const Picture light = render(ViewMode::Lightmap);
    // The detector the other render tests rely on finds the checker here.
    EXPECT_GT(full.missing_texture_fraction(), 0.5) << "most of test2's view is missing-texture surfaces";

    // On the checker's pixels the lit picture follows the light: it varies, it is
    // the checker times the lightmap, and none of it is the old full magenta.
    std::vector<double> lit_l, light_l;
    size_t magenta = 0;
    double product_error = 0;
    for (size_t i = 0; i < full.pixels(); ++i) {
        const uint8_t* f = full.at(i);
        if (!bsptest::is_missing_texture_colour(f)) continue;
        const uint8_t *l = lit.at(i), *m = light.at(i);
        lit_l.push_back(luminance(l));
        light_l.push_back(luminance(m));
        if (l[0] > 200 && l[1] < 40 && l[2] > 200) ++magenta;
        for (int c = 0; c < 3; ++c) product_error += std::abs(double(l[c]) - double(f[c]) * double(m[c]) / 255.0);
    }
    ASSERT_GT(lit_l.size(), full.pixels() / 2);
    double mean = 0, var = 0;
    for (double v : lit_l) mean += v / double(lit_l.size());
    for (double v : lit_l) var += (v - mean) * (v - mean) / double(lit_l.size());
    EXPECT_GT(std::sqrt(var), 8.0) << "the missing surfaces are flat: the light does not show";
    EXPECT_GT(correlation(lit_l, light_l), 0.7) << "the missing surfaces' brightness does not follow the lightmap";
    EXPECT_LT(product_error / double(3 * lit_l.size()), 3.0) << "lit is not checker x lightmap";
    EXPECT_EQ(magenta, 0u) << "full-brightness magenta on screen";
}

// --pick on a missing surface: the face record says so (the Lightmaps panel shows
// the same record).
TEST_F(Test2MissingTextures, PickedFaceNamesItsMissingTexture) {
    const bsptest::TempDir dir("missing-pick");
    std::string output;
    const std::string cmd = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " +
                            (bsptest::shared_maps_dir() / "source/bsp_tool-tf2-test2.bsp").string() +
                            " --pos 0,-1000,0 --angles 25,60 --size 320x180 --stats --pick 160,150 --screenshot " +
                            (dir / "shot.png").string() + " 2>/dev/null";
    ASSERT_EQ(bsptest::run_command(cmd, &output), 0) << output;
    EXPECT_NE(output.find("\"pick\":{"), std::string::npos) << output;
    EXPECT_NE(output.find("\"texture_missing\":true"), std::string::npos) << output;
}

class LightmapLook : public bsptest::OaThorTest {
protected:
    static Picture render(float stops, bool heatmap) {
        Frame f{.camera = default_camera(map())};
        f.settings.mode = ViewMode::Lightmap;
        f.settings.exposure_stops = stops;
        f.settings.heatmap = heatmap;
        return bsptest::draw(scene(), map(), f);
    }
    // Pixels whose channels spread by more than `spread`: coloured, not grey-ish.
    static size_t saturated(const Picture& p, int spread) {
        size_t n = 0;
        for (size_t i = 0; i < p.pixels(); ++i) {
            const uint8_t* c = p.at(i);
            n += std::max({c[0], c[1], c[2]}) - std::min({c[0], c[1], c[2]}) > spread;
        }
        return n;
    }
};

TEST_F(LightmapLook, ExposureScalesTheLight) {
    const Picture plain = render(0, false);
    const Picture darker = render(-2, false);
    const Picture brighter = render(1, false);
    const double m0 = plain.stats().mean, m_2 = darker.stats().mean;
    // Two stops is a quarter of the light (the stars of the sky stay as they are).
    EXPECT_LT(m_2, m0 * 0.4) << "exposure -2 should darken the lightmap view";
    EXPECT_GT(m_2, m0 * 0.15);
    EXPECT_GT(brighter.stats().mean, m0) << "exposure +1 should brighten it";
    // The default is the picture as it was: exposure 0 changes nothing.
    Frame f{.camera = default_camera(map())};
    f.settings.mode = ViewMode::Lightmap;
    EXPECT_EQ(bsptest::draw(scene(), map(), f).rgba, plain.rgba);
}

TEST_F(LightmapLook, HeatmapTurnsBrightnessIntoHue) {
    const Picture plain = render(0, false);
    const Picture heat = render(0, true);
    EXPECT_GT(heat.differing(plain, 40), heat.pixels() / 3) << "the heat-map looks like the plain view";
    EXPECT_GT(saturated(heat, 150), saturated(plain, 150) + heat.pixels() / 4) << "the heat-map has no strong hues";
    // Exposure moves brightness along the ramp: two stops down changes the colours.
    EXPECT_GT(render(-2, true).differing(heat, 40), heat.pixels() / 3);
}

// The Lightmaps panel's atlas readout: with the mouse resting on the atlas a tooltip
// (and the hovered faces' outlines) appear beside it; with the mouse elsewhere the
// panel is drawn as with no mouse at all.
class AtlasReadout : public bsptest::OaThorTest {
protected:
    static constexpr int kWidth = 1600, kHeight = 900;
    // Where the Lightmaps panel is docked (below the picture), its atlas near its top left.
    static PictureRect panel_place() {
        const std::vector<LightmapRect> rects = surface_lightmap_rects(map(), scene().world().atlas());
        ViewState view;
        view.panels.fill(false);
        view.panels[size_t(Panel::Lightmaps)] = true;
        HeadlessOverlay layout(kWidth, kHeight);
        layout.lay_out(view.ui_state({.map = &map(), .scene = &scene(), .lightmap_rects = &rects, .name = "oa_thor"},
                                     {}, nullptr));
        return layout.window_rect(panel_title(Panel::Lightmaps));
    }
    static std::vector<uint8_t> overlay(std::optional<glm::vec2> mouse, float exposure_stops = 0, bool heatmap = false) {
        const std::vector<LightmapRect> rects = surface_lightmap_rects(map(), scene().world().atlas());
        ViewState view;
        view.panels.fill(false);
        view.panels[size_t(Panel::Lightmaps)] = true;
        view.render.exposure_stops = exposure_stops;
        view.render.heatmap = heatmap;
        UiState ui = view.ui_state({.map = &map(), .scene = &scene(), .lightmap_rects = &rects, .name = "oa_thor"}, {},
                                   nullptr);
        ui.interactive = mouse.has_value();
        OffscreenTarget target(kWidth, kHeight);
        target.bind();
        glClearColor(0, 0, 0, 1);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        draw_overlay_offscreen(ui, kWidth, kHeight, mouse);
        std::vector<uint8_t> rgba = target.read_rgba();
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        return rgba;
    }
};

TEST_F(AtlasReadout, TooltipShowsWhereTheMouseRestsOnTheAtlas) {
    const std::vector<uint8_t> none = overlay(std::nullopt);
    const PictureRect panel = panel_place();
    ASSERT_FALSE(panel.empty());
    EXPECT_EQ(overlay(glm::vec2(20, 60)), none) << "a mouse away from the panels changed them";
    // The panel's atlas starts near its top left, under its controls.
    const glm::vec2 mouse(panel.x + 60, panel.y + 130);
    const std::vector<uint8_t> hover = overlay(mouse);
    size_t changed = 0;
    glm::ivec2 lo(kWidth, kHeight), hi(0);
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < kWidth; ++x) {
            const size_t i = (size_t(y) * kWidth + size_t(x)) * 4;
            if (std::equal(&hover[i], &hover[i] + 3, &none[i])) continue;
            ++changed;
            lo = glm::min(lo, glm::ivec2(x, y));
            hi = glm::max(hi, glm::ivec2(x, y));
        }
    EXPECT_GT(changed, 5000u) << "no readout drawn";
    // The tooltip hangs below and right of the mouse; outlines of the faces under it
    // may reach a little above and left.
    EXPECT_GT(hi.x, int(mouse.x) + 150);
    EXPECT_GT(hi.y, int(mouse.y) + 60);
    EXPECT_GT(lo.x, panel.x - 10);
    EXPECT_GT(lo.y, panel.y - 10);
}

// The atlas shows the light as the lightmap view does: brighter at +2 stops, darker
// at -2, in false colour with the heat-map (before, it always showed the page as stored).
TEST_F(AtlasReadout, TheAtlasTakesTheExposureAndTheHeatMap) {
    const PictureRect panel = panel_place();
    ASSERT_FALSE(panel.empty());
    // A block of the atlas under the panel's controls.
    auto mean_and_hue = [&](const std::vector<uint8_t>& rgba) {
        double sum = 0;
        size_t bluish = 0, n = 0;
        for (int y = int(panel.y) + 110; y < int(panel.y) + 250; ++y)
            for (int x = int(panel.x) + 20; x < int(panel.x) + 400; ++x) {
                const uint8_t* p = &rgba[(size_t(y) * kWidth + size_t(x)) * 4];
                sum += (p[0] + p[1] + p[2]) / 3.0;
                bluish += p[2] > p[0] + 40 && p[2] > p[1] + 40;
                ++n;
            }
        return std::pair(sum / double(n), double(bluish) / double(n));
    };
    const auto [stored, stored_blue] = mean_and_hue(overlay(std::nullopt));
    const auto [bright, bright_blue] = mean_and_hue(overlay(std::nullopt, 2));
    const auto [dark, dark_blue] = mean_and_hue(overlay(std::nullopt, -2));
    const auto [heat, heat_blue] = mean_and_hue(overlay(std::nullopt, 0, true));
    EXPECT_GT(stored, 20.0) << "the atlas is where it was looked for";
    EXPECT_GT(bright, stored * 1.3) << stored << " -> " << bright;
    EXPECT_LT(dark, stored * 0.6) << stored << " -> " << dark;
    EXPECT_GT(heat_blue, stored_blue + 0.05) << "dim light turns blue in false colour";
    (void)bright_blue;
    (void)dark_blue;
    (void)heat;
}

}  // namespace


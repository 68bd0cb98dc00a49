// Source's 3D sky box and distance fog, drawn from the crafted map of
// support/source_writer.h's sky_and_fog_map: the sky area's 20-unit square, seen
// through a sky_camera of scale 16, covers the screen rectangle the world-space square
// 16 times its size would (projected here with the frame's own matrices) and vanishes
// with the switch off; the wall 500 units ahead is mixed with the fog colour by
// (d - start) / (end - start); under the water surface the water material's fog
// replaces the fog controller's. Skipped without GL.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "render/render_support.h"
#include "session/camera_view.h"
#include "support/image_files.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"

namespace {

using namespace bsp;

class WorldEffectsRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        bsptest::write_binary_file(dir_ / "maps/sky.bsp", bsptest::sky_and_fog_map().build());
        bsptest::write_binary_file(dir_ / "materials/dev/white.vtf", bsptest::solid_vtf(128, 128, 128));
        // The wall's material, also the water volume's surface: its fog is blue.
        std::ofstream(dir_ / "materials/dev/dev_measuregeneric01b.vmt")
            << "LightmappedGeneric { $basetexture dev/white $fogenable 1 $fogcolor \"[0 0 1]\" $fogstart 0 "
               "$fogend 1000 }";
        scene_ = bsptest::load_scene((dir_ / "maps/sky.bsp").string(), {dir_.path().string()});
    }
    bsptest::Frame frame(glm::vec3 eye, float yaw) const {
        bsptest::Frame f;
        f.camera.position = eye;
        f.camera.pitch = 0;
        f.camera.yaw = yaw;
        return f;
    }
    bsptest::Picture draw(const bsptest::Frame& f) { return bsptest::draw(*scene_.scene, scene_.map(), f); }
    bsptest::TempDir dir_{"world-effects"};
    bsptest::LoadedScene scene_;
};

struct PixelRect { int x0, y0, x1, y1; };  // inclusive, rows top down

// The screen rectangle of a world-space box's corners under the frame's view.
PixelRect project(const RenderView& view, glm::vec3 lo, glm::vec3 hi) {
    PixelRect r{1 << 30, 1 << 30, -(1 << 30), -(1 << 30)};
    for (int c = 0; c < 8; ++c) {
        const glm::vec3 p(c & 1 ? hi.x : lo.x, c & 2 ? hi.y : lo.y, c & 4 ? hi.z : lo.z);
        const glm::vec4 clip = view.projection * view.view * glm::vec4(p, 1.0f);
        const glm::vec2 ndc = glm::vec2(clip) / clip.w;
        const int x = int(std::lround((ndc.x * 0.5f + 0.5f) * float(view.width)));
        const int y = int(std::lround((0.5f - ndc.y * 0.5f) * float(view.height)));
        r.x0 = std::min(r.x0, x), r.x1 = std::max(r.x1, x), r.y0 = std::min(r.y0, y), r.y1 = std::max(r.y1, y);
    }
    return r;
}

// The bounding rectangle of the pixels not of colour `c`.
PixelRect rect_not_of(const bsptest::Picture& p, glm::u8vec4 c, size_t& count) {
    PixelRect r{1 << 30, 1 << 30, -1, -1};
    count = 0;
    for (int y = 0; y < bsptest::kPictureHeight; ++y)
        for (int x = 0; x < bsptest::kPictureWidth; ++x) {
            const glm::ivec4 d = glm::abs(glm::ivec4(p.pixel(size_t(y) * bsptest::kPictureWidth + size_t(x))) - glm::ivec4(c));
            if (std::max({d.r, d.g, d.b}) <= 8) continue;
            ++count;
            r.x0 = std::min(r.x0, x), r.x1 = std::max(r.x1, x), r.y0 = std::min(r.y0, y), r.y1 = std::max(r.y1, y);
        }
    return r;
}

TEST_F(WorldEffectsRender, SkyAreaSquareAppearsScaledWhereTheSkyCameraPutsIt) {
    ASSERT_TRUE(scene_.scene->sky_area().valid());
    // From (96, 0, 32) looking down -y: the sky eye is (2006, 0, 2), and the square
    // (sky x 1990..2010, z -10..10 at y -100) stands in the world at x -160..160,
    // z -160..160, y -1600, 16 times its size.
    bsptest::Frame f = frame(glm::vec3(96, 0, 32), 270);
    f.settings.fog = false;
    const bsptest::Picture on = draw(f);
    EXPECT_GT(on.frame.draw.sky_area_leaves, 0u);
    f.settings.skybox3d = false;
    const bsptest::Picture off = draw(f);
    EXPECT_EQ(off.frame.draw.sky_area_leaves, 0u);
    // With the 3D sky on, the world's sky face writes no colour: all but the square is
    // the background the sky pass cleared to.
    const glm::u8vec4 background(glm::round(f.settings.clear_color * 255.0f), 255);
    size_t changed = 0;
    const PixelRect seen = rect_not_of(on, background, changed);
    ASSERT_GT(changed, 0u) << "the sky area's square does not show";
    // Off: the sky face's own look everywhere, the square nowhere.
    EXPECT_EQ(off.count_color(on.centre(), 8), 0u);
    const RenderView view = make_render_view(f.camera, bsptest::kPictureWidth, bsptest::kPictureHeight,
                                             far_plane_for(scene_.map()));
    const PixelRect expected = project(view, glm::vec3(-160, -1600, -160), glm::vec3(160, -1600, 160));
    EXPECT_NEAR(seen.x0, expected.x0, 1.5);
    EXPECT_NEAR(seen.x1 + 1, expected.x1, 1.5);
    EXPECT_NEAR(seen.y0, expected.y0, 1.5);
    EXPECT_NEAR(seen.y1 + 1, expected.y1, 1.5);
    const size_t area = size_t(expected.x1 - expected.x0) * size_t(expected.y1 - expected.y0);
    EXPECT_NEAR(double(changed), double(area), 0.1 * double(area));
}

TEST_F(WorldEffectsRender, FogMixesByDistance) {
    // The wall's centre is 500 units ahead: halfway through the red fog (0 to 1000).
    bsptest::Frame f = frame(glm::vec3(0, 0, 0), 90);
    f.settings.fog = false;
    const glm::vec4 surface(draw(f).centre());
    f.settings.fog = true;
    const bsptest::Picture fogged = draw(f);
    const glm::vec4 expected = glm::mix(surface, glm::vec4(255, 0, 0, 255), 0.5f);
    const glm::vec4 got(fogged.centre());
    EXPECT_NEAR(got.r, expected.r, 3);
    EXPECT_NEAR(got.g, expected.g, 3);
    EXPECT_NEAR(got.b, expected.b, 3);
    ASSERT_TRUE(scene_.scene->world_fog());
    EXPECT_EQ(scene_.scene->world_fog()->color, glm::vec3(1, 0, 0));
    // Not in the debugging views.
    f.settings.mode = ViewMode::Fullbright;
    f.settings.fog = false;
    const glm::u8vec4 plain = draw(f).centre();
    f.settings.fog = true;
    EXPECT_EQ(draw(f).centre(), plain);
}

TEST_F(WorldEffectsRender, NoFogKeepsAFaceOutOfTheFog) {
    // The wall's material with $nofog: halfway into the red fog it keeps its colour.
    std::ofstream(dir_ / "materials/dev/dev_measuregeneric01b.vmt") << "LightmappedGeneric { $basetexture dev/white $nofog 1 }";
    scene_ = bsptest::load_scene((dir_ / "maps/sky.bsp").string(), {dir_.path().string()});
    bsptest::Frame f = frame(glm::vec3(0, 0, 0), 90);
    f.settings.fog = false;
    const glm::u8vec4 surface = draw(f).centre();
    f.settings.fog = true;
    const glm::u8vec4 got = draw(f).centre();
    ASSERT_TRUE(scene_.scene->world_fog()) << "the map's fog is on";
    EXPECT_EQ(glm::ivec4(got), glm::ivec4(surface));
}

TEST_F(WorldEffectsRender, FogGrowsWithDepthNotDistance) {
    // As the engine's pixel fog (CalcRangeFog reads the projected depth): every point of
    // the wall facing the eye is 500 deep, so a pixel near its left edge (0.7 of the way
    // from the centre to the view's edge, 610 units away) is fogged as the centre is,
    // where the distance would give 0.61 of the fog.
    bsptest::Frame f = frame(glm::vec3(0, 0, 0), 90);
    const size_t edge = size_t(bsptest::kPictureHeight / 2) * bsptest::kPictureWidth +
                        size_t(std::lround(0.15 * bsptest::kPictureWidth));
    f.settings.fog = false;
    const glm::vec4 surface(draw(f).pixel(edge));
    f.settings.fog = true;
    const glm::vec4 got(draw(f).pixel(edge));
    const glm::vec4 expected = glm::mix(surface, glm::vec4(255, 0, 0, 255), 0.5f);
    EXPECT_NEAR(got.r, expected.r, 3);
    EXPECT_NEAR(got.g, expected.g, 3);
    EXPECT_NEAR(got.b, expected.b, 3);
}

// A colour and depth (and maybe stencil) framebuffer of the pictures' size, read back
// as glReadPixels gives it.
class Framebuffer {
public:
    explicit Framebuffer(bool stencil) {
        glGenFramebuffers(1, &fbo_);
        glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
        glGenRenderbuffers(2, buffers_);
        glBindRenderbuffer(GL_RENDERBUFFER, buffers_[0]);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, bsptest::kPictureWidth, bsptest::kPictureHeight);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, buffers_[0]);
        glBindRenderbuffer(GL_RENDERBUFFER, buffers_[1]);
        glRenderbufferStorage(GL_RENDERBUFFER, stencil ? GL_DEPTH24_STENCIL8 : GL_DEPTH_COMPONENT24,
                              bsptest::kPictureWidth, bsptest::kPictureHeight);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, stencil ? GL_DEPTH_STENCIL_ATTACHMENT : GL_DEPTH_ATTACHMENT,
                                  GL_RENDERBUFFER, buffers_[1]);
        glViewport(0, 0, bsptest::kPictureWidth, bsptest::kPictureHeight);
    }
    ~Framebuffer() {
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glDeleteFramebuffers(1, &fbo_);
        glDeleteRenderbuffers(2, buffers_);
    }
    std::vector<uint8_t> read() const {
        std::vector<uint8_t> rgba(size_t(bsptest::kPictureWidth) * bsptest::kPictureHeight * 4);
        glReadPixels(0, 0, bsptest::kPictureWidth, bsptest::kPictureHeight, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
        return rgba;
    }

private:
    GLuint fbo_ = 0, buffers_[2] = {0, 0};
};

TEST_F(WorldEffectsRender, SkyPassAfterTheOpaqueWorldGivesTheSamePicture) {
    // With a stencil buffer the sky pass goes between the world's opaque and blended
    // surfaces, only where no opaque surface is in front; without one, first and over
    // the whole view, as the engine orders it. Both must give one picture.
    bsptest::Frame f = frame(glm::vec3(96, 0, 32), 270);
    const RenderView view = make_render_view(f.camera, bsptest::kPictureWidth, bsptest::kPictureHeight,
                                             far_plane_for(scene_.map()));
    std::vector<uint8_t> pictures[2];
    for (int stencil = 0; stencil < 2; ++stencil) {
        Framebuffer target(stencil == 1);
        EXPECT_EQ(framebuffer_has_stencil(), stencil == 1);
        const FrameResult result = scene_.scene->render(view, f.vis, f.settings, false, f.debug);
        EXPECT_GT(result.draw.sky_area_leaves, 0u);
        pictures[stencil] = target.read();
    }
    ASSERT_EQ(pictures[0].size(), pictures[1].size());
    size_t differing = 0;
    for (size_t i = 0; i < pictures[0].size(); ++i) differing += pictures[0][i] != pictures[1][i];
    EXPECT_EQ(differing, 0u);
    // And the sky area's square is in it (not the background alone).
    const std::vector<uint8_t>& p = pictures[1];
    bool varied = false;
    for (size_t i = 4; i < p.size() && !varied; i += 4) varied = std::equal(p.begin(), p.begin() + 3, p.begin() + i) == false;
    EXPECT_TRUE(varied);
}

TEST_F(WorldEffectsRender, SkyPassOrdersAgreeWhereTheSkyFillsPartOfTheView) {
    // The sky pass is kept to the sky face's screen rectangle in the stencil order:
    // views where the sky face fills part of the view (the rest the wall's or the
    // background's) and the sky area's square lies near an edge of the view give the
    // engine order's picture too.
    for (const float yaw : {240.0f, 270.0f, 300.0f, 330.0f, 0.0f})
    for (const float pitch : {-45.0f, -20.0f, 0.0f, 20.0f, 45.0f}) {
        bsptest::Frame f = frame(glm::vec3(96, 0, 32), yaw);
        f.camera.pitch = pitch;
        const RenderView view = make_render_view(f.camera, bsptest::kPictureWidth, bsptest::kPictureHeight,
                                                 far_plane_for(scene_.map()));
        std::vector<uint8_t> pictures[2];
        for (int stencil = 0; stencil < 2; ++stencil) {
            Framebuffer target(stencil == 1);
            scene_.scene->render(view, f.vis, f.settings, false, f.debug);
            pictures[stencil] = target.read();
            // Nothing drawn after the scene (the interface) may meet a stencil test it left on.
            EXPECT_FALSE(glIsEnabled(GL_STENCIL_TEST)) << "yaw " << yaw << ", pitch " << pitch;
            EXPECT_FALSE(glIsEnabled(GL_SCISSOR_TEST)) << "yaw " << yaw << ", pitch " << pitch;
        }
        size_t differing = 0;
        for (size_t i = 0; i < pictures[0].size(); ++i) differing += pictures[0][i] != pictures[1][i];
        EXPECT_EQ(differing, 0u) << "yaw " << yaw << ", pitch " << pitch;
    }
}

TEST_F(WorldEffectsRender, BlendedSurfacesInFrontOfTheSkyShowAndThoseBehindItDoNot) {
    // After the sky pass the world's sky faces get their depths back only where
    // blended surfaces lie on screen: a glass pane in front of the sky face is drawn
    // over the sky; one past the sky face stays hidden, as in the engine's order.
    bsptest::write_binary_file(dir_ / "maps/panes.bsp", bsptest::sky_and_fog_map("\"scale\" \"16\"", "", true).build());
    bsptest::write_binary_file(dir_ / "materials/dev/green.vtf", bsptest::solid_vtf(0, 160, 0));
    std::ofstream(dir_ / "materials/dev/glass.vmt") << "UnlitGeneric { $basetexture dev/green $additive 1 }";
    bsptest::LoadedScene panes = bsptest::load_scene((dir_ / "maps/panes.bsp").string(), {dir_.path().string()});
    bsptest::Frame f = frame(glm::vec3(0, 0, 0), 270);
    f.settings.fog = false;
    const RenderView view = make_render_view(f.camera, bsptest::kPictureWidth, bsptest::kPictureHeight,
                                             far_plane_for(panes.map()));
    // Pixel (row-major from the top, as Picture::pixel reads) of a world point's image.
    const auto pixel_of = [&](glm::vec3 p) {
        const glm::vec4 clip = view.projection * view.view * glm::vec4(p, 1.0f);
        const int x = int((clip.x / clip.w * 0.5f + 0.5f) * float(bsptest::kPictureWidth));
        const int y = int((0.5f - clip.y / clip.w * 0.5f) * float(bsptest::kPictureHeight));
        return size_t(y) * bsptest::kPictureWidth + size_t(x);
    };
    const size_t front = pixel_of(glm::vec3(bsptest::kPaneFrontX, bsptest::kPaneFrontY, 0));
    const size_t behind = pixel_of(glm::vec3(bsptest::kPaneBehindX, bsptest::kPaneBehindY, 0));
    const bsptest::Picture with = bsptest::draw(*panes.scene, panes.map(), f);
    const bsptest::Picture without = draw(f);  // the same map without the panes
    EXPECT_GE(int(with.pixel(front).g), int(without.pixel(front).g) + 100) << "the front pane does not show";
    EXPECT_EQ(glm::ivec4(with.pixel(behind)), glm::ivec4(without.pixel(behind))) << "the pane past the sky face shows";
    // And the engine's order gives the same picture.
    std::vector<uint8_t> pictures[2];
    for (int stencil = 0; stencil < 2; ++stencil) {
        Framebuffer target(stencil == 1);
        panes.scene->render(view, f.vis, f.settings, false, f.debug);
        pictures[stencil] = target.read();
    }
    size_t differing = 0;
    for (size_t i = 0; i < pictures[0].size(); ++i) differing += pictures[0][i] != pictures[1][i];
    EXPECT_EQ(differing, 0u);
}

TEST_F(WorldEffectsRender, UnderWaterTheWaterMaterialsFogIsUsed) {
    // Below the water surface (z -100): the blue fog, 0 to 1000, from its material.
    bsptest::Frame f = frame(glm::vec3(0, 0, -150), 90);
    f.settings.fog = false;
    const glm::vec4 surface(draw(f).centre());
    f.settings.fog = true;
    const glm::vec4 got(draw(f).centre());
    const glm::vec4 expected = glm::mix(surface, glm::vec4(0, 0, 255, 255), 0.5f);
    EXPECT_NEAR(got.r, expected.r, 3);
    EXPECT_NEAR(got.g, expected.g, 3);
    EXPECT_NEAR(got.b, expected.b, 3);
    ASSERT_TRUE(scene_.scene->world_fog());
    EXPECT_EQ(scene_.scene->world_fog()->color, glm::vec3(0, 0, 1));
}

}  // namespace

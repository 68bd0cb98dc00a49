// deformVertexes autosprite and flares on a real OpenArena map (issue 11): skipped
// when OpenArena's pk3 files are not installed.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "render/render_support.h"
#include "session/camera.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

constexpr int kW = 320, kH = 180;

// The lamp's glow: white at its core, blue around it; the walls near it are dark.
class OpenArenaSprites : public ::testing::Test {
protected:
    void SetUp() override {
        BSPTEST_REQUIRE_PATH(baseoa_ / "pak1-maps.pk3");
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    }
    bsptest::LoadedScene load(const std::string& map) const {
        return bsptest::load_scene("maps/" + map, {baseoa_.string()});
    }
    const std::filesystem::path baseoa_ = bsptest::openarena_dir();
};

bool glow(const uint8_t* px) { return px[2] > 200 && px[2] >= px[0]; }

// oa_spirit3's blue lamps: textures/proto2/blueflare (deformVertexes autosprite,
// cull none) on 16 x 16 quads in the plane x = -168, one centred at (-168, 1184,
// 560). Seen edge-on along that plane the quad as stored covers nothing; turned to
// the camera, its glow fills the picture's centre.
TEST_F(OpenArenaSprites, Spirit3LampFacesACameraLookingAlongItsPlane) {
    bsptest::LoadedScene loaded = load("oa_spirit3.bsp");
    Frame f;
    f.camera.position = {-168, 1230, 560};
    f.camera.yaw = 270;
    const Picture edge_on = bsptest::draw(*loaded.scene, loaded.map(), f, kW, kH);
    EXPECT_TRUE(glow(edge_on.at(size_t(kH / 2 * kW + kW / 2)))) << "the lamp seen along its plane";
    f.camera.position = {-100, 1184, 560};
    f.camera.yaw = 180;
    const Picture facing = bsptest::draw(*loaded.scene, loaded.map(), f, kW, kH);
    EXPECT_TRUE(glow(facing.at(size_t(kH / 2 * kW + kW / 2)))) << "the lamp seen face on";
}

// oa_shine's lamps carry flares (its first spawn sees 9 of them): with flares on
// they are placed, drawn in one call per image, and add light to the picture;
// off (the default) the picture is the plain one.
TEST_F(OpenArenaSprites, ShineFlaresAddLightWhenOn) {
    bsptest::LoadedScene loaded = load("oa_shine.bsp");
    Frame f{.camera = default_camera(loaded.map())};
    const Picture off = bsptest::draw(*loaded.scene, loaded.map(), f, kW, kH);
    f.settings.flares = true;
    const Picture on = bsptest::draw(*loaded.scene, loaded.map(), f, kW, kH);
    EXPECT_EQ(off.frame.draw.flares, 0u);
    EXPECT_GT(on.frame.draw.flares, 0u);
    EXPECT_GT(on.frame.draw.draw_calls, off.frame.draw.draw_calls);
    EXPECT_GT(on.differing(off, 4), 20u) << "the flares add light";
    size_t darker = 0;
    for (size_t i = 0; i < on.pixels(); ++i)
        for (int c = 0; c < 3; ++c) darker += on.at(i)[c] + 1 < off.at(i)[c];
    EXPECT_EQ(darker, 0u) << "flares only add";
}

}  // namespace

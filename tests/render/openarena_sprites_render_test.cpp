// deformVertexes autosprite and flares on a real OpenArena map (issue 11): skipped
// when OpenArena's pk3 files are not installed.
#include <gtest/gtest.h>

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
bool glow(const uint8_t* px) { return px[2] > 200 && px[2] >= px[0]; }

// oa_spirit3's blue lamps: textures/proto2/blueflare (deformVertexes autosprite,
// cull none) on 16 x 16 quads in the plane x = -168, one centred at (-168, 1184,
// 560). Seen edge-on along that plane the quad as stored covers nothing; turned to
// the camera, its glow fills the picture's centre.
TEST(OpenArenaSprites, Spirit3LampFacesACameraLookingAlongItsPlane) {
    const auto baseoa = bsptest::openarena_dir();
    BSPTEST_REQUIRE_PATH(baseoa / "pak1-maps.pk3");
    std::string error;
    if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    bsptest::LoadedScene loaded = bsptest::load_scene("maps/oa_spirit3.bsp", {baseoa.string()});
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

}  // namespace

// rgbGen lightingDiffuse as ioquake3 draws it (issue 11, render/entity_light.h): the
// crafted room's shader textures/base/floor (its floor, in the world, and its door,
// brush model *1 of a func_door without an origin key) takes one white stage lit by
// the entity. The world's entity has no light: black. The door is lit by the light
// grid at its entity's origin (0 0 0): every sample of the crafted grid holds ambient
// (10 20 30) and directed (40 50 60), doubled at load, the ambient times 0.6 plus 16.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "render/entity_light.h"
#include "render_support.h"
#include "support/bsp_writer.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/vpk_writer.h"

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

namespace {

int display(int framebuffer_byte) { return std::min(255, 2 * framebuffer_byte); }

class LightingDiffuseRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string gl_error;
        if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
        bsptest::write_text_file(dir_ / "scripts/diffuse.shader",
                   "textures/base/floor\n{\n\tcull none\n\t{\n\t\tmap $whiteimage\n\t\trgbGen lightingDiffuse\n\t}\n}\n");
    }

    // The room with every grid sample's direction at latitude `lat` on the equator
    // (longitude 64: 90 degrees), drawn from `position` at `pitch`/`yaw`.
    Picture picture(uint8_t lat, glm::vec3 position, float pitch, float yaw) {
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        for (size_t i = 0; i + 8 <= b.light_grid.size(); i += 8) {
            b.light_grid[i + 6] = 64;   // longitude
            b.light_grid[i + 7] = lat;  // latitude
        }
        const auto bytes = b.build();
        bsptest::write_text_file(dir_ / "maps" / "diffuse.bsp", std::string(bytes.begin(), bytes.end()));
        scene_ = bsptest::load_scene((dir_ / "maps" / "diffuse.bsp").string(), {dir_.path().string()});
        Frame f;
        f.camera.position = position;
        f.camera.pitch = pitch;
        f.camera.yaw = yaw;
        f.vis.use_pvs = false;
        return bsptest::draw(*scene_.scene, scene_.map(), f);
    }

    bsptest::LoadedScene scene_;
    bsptest::TempDir dir_{"lighting_diffuse"};
};

// Looking down at the floor: the world's entity gives no light.
TEST_F(LightingDiffuseRender, WorldSurfacesAreBlack) {
    const glm::u8vec4 px = picture(64, {64, 64, -64}, 89, 90).centre();
    EXPECT_LE(px[0], 1);
    EXPECT_LE(px[1], 1);
    EXPECT_LE(px[2], 1);
}

// Looking +y at the door (its face looks -y). Light from +y: the door faces away,
// ambient only: (10 20 30) * 2 * 0.6 + 16 = (28 40 52).
TEST_F(LightingDiffuseRender, BrushEntityFacingAwayFromTheGridLightTakesTheAmbient) {
    const glm::u8vec4 px = picture(64, {80, 8, 32}, 0, 90).centre();
    EXPECT_NEAR(px[0], display(28), 2);
    EXPECT_NEAR(px[1], display(40), 2);
    EXPECT_NEAR(px[2], display(52), 2);
}

// Light from -y, straight onto the door: ambient plus the doubled directed light,
// (28 + 80, 40 + 100, 52 + 120).
TEST_F(LightingDiffuseRender, BrushEntityFacingTheGridLightAddsTheDirectedLight) {
    const glm::u8vec4 px = picture(192, {80, 8, 32}, 0, 90).centre();
    EXPECT_NEAR(px[0], display(108), 2);
    EXPECT_NEAR(px[1], display(140), 2);
    EXPECT_NEAR(px[2], display(172), 2);
}

TEST(EntityLight, GridSampleFollowsTheEngine) {
    LightGrid grid;
    grid.origin = {0, 0, 0};
    grid.dims = {2, 2, 2};
    grid.samples.assign(8, LightGridSample{{10, 20, 30}, {200, 100, 50}, {0, 0, 1}});
    grid.samples[7].ambient = {0, 0, 0};  // inside a wall: left out
    const EntityLight l = brush_entity_light(grid, {32, 32, 64});
    // Ambient: doubled, times 0.6, plus 16, truncated.
    EXPECT_FLOAT_EQ(l.ambient.r * 255, 28);
    EXPECT_FLOAT_EQ(l.ambient.a, 1);
    // Directed (200 100 50) doubled past 255: scaled together to (255 127 63).
    EXPECT_NEAR(l.directed.r * 255, 255, 0.01);
    EXPECT_NEAR(l.directed.g * 255, 127, 0.01);
    EXPECT_EQ(l.direction, glm::vec3(0, 0, 1));
    const glm::vec4 lit = diffuse_color(l, {0, 0, 1});
    EXPECT_FLOAT_EQ(lit.r * 255, 255);  // 28 + 255, at most 255
    EXPECT_FLOAT_EQ(lit.g * 255, 40 + 127);
    EXPECT_EQ(diffuse_color(world_entity_light(), {0, 0, 1}), glm::vec4(0));
}

}  // namespace

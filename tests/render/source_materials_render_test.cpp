// Source materials drawn with their own features (assets/material.h SourceLook):
// a crafted flat displacement whose material is WorldVertexTransition of a red and a
// blue texture shows red at vertex alpha 0, blue at 255 and an even mix at 128, times
// its lightmap; $color tints; an AnimatedTexture shows the frame of the moment. Skipped without GL.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "render/gl/gl_texture.h"
#include "render/gl/material_table.h"
#include "render/render_support.h"
#include "support/image_files.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"

namespace {

using namespace bsp;

class SourceMaterialsRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        bsptest::write_binary_file(dir_ / "materials/dev/red.vtf", bsptest::solid_vtf(255, 0, 0));
        bsptest::write_binary_file(dir_ / "materials/dev/blue.vtf", bsptest::solid_vtf(0, 0, 255));
        bsptest::write_binary_file(dir_ / "materials/dev/white.vtf", bsptest::solid_vtf(255, 255, 255));
    }
    void material(const std::string& vmt) {
        std::ofstream(dir_ / "materials/dev/dev_measuregeneric01b.vmt") << vmt;
    }
    // The displacement seen from below (nocull materials show it either way), filling the centre.
    glm::u8vec4 centre(float alpha, ViewMode mode = ViewMode::Lit, float time = 0) {
        bsptest::write_binary_file(dir_ / "maps/disp.bsp", bsptest::flat_displacement(alpha).build());
        bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps/disp.bsp").string(), {dir_.path().string()});
        bsptest::Frame f;
        f.camera.position = glm::vec3(32, 16, -20);
        f.camera.pitch = -89;
        f.settings.mode = mode;
        f.settings.time_seconds = time;
        return bsptest::draw(*scene.scene, scene.map(), f).centre();
    }
    bsptest::TempDir dir_{"source-materials"};
};

TEST_F(SourceMaterialsRender, WorldVertexTransitionBlendsByVertexAlpha) {
    material("WorldVertexTransition { $basetexture dev/red $basetexture2 dev/blue $nocull 1 }");
    const glm::u8vec4 first = centre(0);
    EXPECT_GT(first.r, 60);
    EXPECT_LT(first.b, 8);
    const glm::u8vec4 second = centre(255);
    EXPECT_LT(second.r, 8);
    EXPECT_GT(second.b, 60);
    const glm::u8vec4 half = centre(128);
    EXPECT_NEAR(half.r, first.r / 2, 8);  // the mix, lit as the whole texture is
    EXPECT_NEAR(half.b, second.b / 2, 8);
    EXPECT_LT(half.g, 8);
    // Fullbright: the texture mix alone; the lit view is it times the light.
    const glm::u8vec4 bright = centre(128, ViewMode::Fullbright);
    EXPECT_NEAR(bright.r, 128, 10);
    EXPECT_NEAR(bright.b, 127, 10);
}

TEST_F(SourceMaterialsRender, ModulateTextureMovesAndSharpensTheBlend) {
    // The engine's remap: smoothstep(green - red, green + red, alpha). Red 0 and green
    // 192 (0.75): a hard edge at alpha 0.75, so 160 (0.63) stays the first texture and
    // 220 (0.86) is all the second.
    bsptest::write_binary_file(dir_ / "materials/dev/hard.vtf", bsptest::solid_vtf(0, 192, 0));
    material("WorldVertexTransition { $basetexture dev/red $basetexture2 dev/blue $blendmodulatetexture dev/hard $nocull 1 }");
    const glm::u8vec4 below = centre(160, ViewMode::Fullbright);
    EXPECT_GT(below.r, 240);
    EXPECT_LT(below.b, 8);
    const glm::u8vec4 above = centre(220, ViewMode::Fullbright);
    EXPECT_LT(above.r, 8);
    EXPECT_GT(above.b, 240);
}

TEST_F(SourceMaterialsRender, ModulateTextureRedWidensTheBlend) {
    // Green 128, red 64: the transition runs from alpha 0.25 to 0.75, smoothly;
    // alpha 0.5 is its middle (half of each), alpha 0.3 mostly the first texture.
    bsptest::write_binary_file(dir_ / "materials/dev/soft.vtf", bsptest::solid_vtf(64, 128, 0));
    material("WorldVertexTransition { $basetexture dev/red $basetexture2 dev/blue $blendmodulatetexture dev/soft $nocull 1 }");
    const glm::u8vec4 middle = centre(128, ViewMode::Fullbright);
    EXPECT_NEAR(middle.r, 128, 12);
    EXPECT_NEAR(middle.b, 127, 12);
    const glm::u8vec4 early = centre(77, ViewMode::Fullbright);  // 0.302: smoothstep gives 0.03
    EXPECT_GT(early.r, 230);
    EXPECT_LT(early.b, 25);
}

TEST_F(SourceMaterialsRender, ColourTints) {
    material("LightmappedGeneric { $basetexture dev/white $color \"[1 0.5 0]\" $nocull 1 }");
    const glm::u8vec4 tinted = centre(0, ViewMode::Fullbright);
    EXPECT_GT(tinted.r, 240);
    EXPECT_NEAR(tinted.g, 128, 8);
    EXPECT_LT(tinted.b, 8);
}

TEST_F(SourceMaterialsRender, AnimatedTextureShowsTheFrameOfTheMoment) {
    // Two frames: red, then the writer's 0xEE fill (light grey).
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = 12, spec.mip_count = 1, spec.frames = 2;
    std::vector<uint8_t> level;
    for (int i = 0; i < 16; ++i) level.insert(level.end(), {0, 0, 255, 255});
    bsptest::write_binary_file(dir_ / "materials/dev/anim.vtf", bsptest::make_vtf(spec, {level}));
    material("LightmappedGeneric { $basetexture dev/anim $nocull 1 Proxies { AnimatedTexture { "
             "animatedtexturevar $basetexture animatedtextureframerate 2 } } }");
    const glm::u8vec4 first = centre(0, ViewMode::Fullbright, 0.1f);
    EXPECT_GT(first.r, 240);
    EXPECT_LT(first.g, 8);
    const glm::u8vec4 second = centre(0, ViewMode::Fullbright, 0.6f);
    EXPECT_NEAR(second.g, 0xEE, 8);
    const glm::u8vec4 again = centre(0, ViewMode::Fullbright, 1.1f);
    EXPECT_LT(again.g, 8);
}

TEST_F(SourceMaterialsRender, DxtTexturesGoUpAsBlocksAndDrawTheirDecodedColour) {
    // A 16×16 DXT1 chain, every block of every level the same four-colour block drawn
    // with index 2 (2/3 of c0 + 1/3 of c1), so whichever level is sampled shows it.
    std::vector<uint8_t> block;
    bsptest::put_u16(block, 0xA145);  // (20, 10, 5) in 565
    bsptest::put_u16(block, 0x3186);  // (6, 12, 6)
    bsptest::put_u32(block, 0xAAAAAAAA);
    std::vector<std::vector<uint8_t>> levels;
    for (int side = 16; side >= 1; side /= 2) {
        std::vector<uint8_t> level;
        for (int i = 0; i < std::max(1, side / 4) * std::max(1, side / 4); ++i) level.insert(level.end(), block.begin(), block.end());
        levels.push_back(level);
    }
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = 13, spec.width = 16, spec.height = 16, spec.mip_count = 5;
    bsptest::write_binary_file(dir_ / "materials/dev/dxt.vtf", bsptest::make_vtf(spec, levels));
    material("LightmappedGeneric { $basetexture dev/dxt $nocull 1 }");
    bsptest::write_binary_file(dir_ / "maps/disp.bsp", bsptest::flat_displacement(0).build());
    bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps/disp.bsp").string(), {dir_.path().string()});
    const MaterialTable& table = scene.scene->world().material_table();
    if (s3tc_supported()) {
        EXPECT_EQ(table.compressed_texture_count(), 1u);
        EXPECT_EQ(table.texture_bytes(), 128u + 32u + 8u + 8u + 8u);  // the blocks of 16², 8², 4², 2², 1²
    } else {
        EXPECT_EQ(table.compressed_texture_count(), 0u);  // decoded before the upload
        EXPECT_EQ(table.texture_bytes(), (256u + 64u + 16u + 4u + 1u) * 4u);
    }
    bsptest::Frame f;
    f.camera.position = glm::vec3(32, 16, -20);
    f.camera.pitch = -89;
    f.settings.mode = ViewMode::Fullbright;
    const glm::u8vec4 seen = bsptest::draw(*scene.scene, scene.map(), f).centre();
    // c0 = (165, 40, 41), c1 = (49, 49, 49): index 2 is (126, 43, 44) as the CPU decodes it.
    EXPECT_NEAR(seen.r, 126, 2);
    EXPECT_NEAR(seen.g, 43, 2);
    EXPECT_NEAR(seen.b, 44, 2);
}

}  // namespace

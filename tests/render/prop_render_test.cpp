// Offscreen render tests of placed models (render/gl/prop_renderer.h) on the crafted
// Source map of support/prop_maps.h: seen from straight above, static prop 0 (the
// 10 x 20 x 30 box at (10, 20, 0), yaw 90, scale 2) covers the footprint the turned box
// has and not the one the unturned box would have; the switch off leaves the world
// alone; every visible placement of one (model, skin) costs one call per mesh; its
// baked light shows in the lightmap view. Skipped without an offscreen GL context.
#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "render/render_support.h"
#include "session/camera.h"
#include "session/camera_view.h"
#include "support/prop_maps.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"
#include "ui/shader_stages_readout.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

class PropRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        const std::vector<uint8_t> bytes = bsptest::source_map_with_props();
        const auto path = dir_.path() / "props.bsp";
        std::ofstream(path, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        scene_ = bsptest::load_scene(path.string());
        ASSERT_EQ(scene_.map().prop_models.size(), 1u);
        // Straight down onto static prop 0's footprint from above.
        frame_.camera.position = glm::vec3(10, 20, 400);
        frame_.camera.pitch = 89.9f;
        frame_.camera.yaw = 90;  // screen up is +Y
        frame_.vis.use_pvs = false;
        frame_.settings.clear_color = glm::vec3(0, 0, 0);
        frame_.settings.mode = ViewMode::Fullbright;
    }
    // The pixel a world point lands on in the picture of `frame_`.
    glm::ivec2 pixel_of(const glm::vec3& world) const {
        const RenderView v = make_render_view(frame_.camera, bsptest::kPictureWidth, bsptest::kPictureHeight,
                                              far_plane_for(scene_.map()));
        const glm::vec4 clip = v.projection * v.view * glm::vec4(world, 1.0f);
        const glm::vec2 ndc = glm::vec2(clip) / clip.w;
        return {int((ndc.x * 0.5f + 0.5f) * float(bsptest::kPictureWidth)),
                int((0.5f - ndc.y * 0.5f) * float(bsptest::kPictureHeight))};
    }
    glm::u8vec4 at(const Picture& p, const glm::vec3& world) const {
        const glm::ivec2 px = pixel_of(world);
        EXPECT_TRUE(px.x >= 0 && px.y >= 0 && px.x < bsptest::kPictureWidth && px.y < bsptest::kPictureHeight);
        return p.pixel(size_t(px.y) * bsptest::kPictureWidth + size_t(px.x));
    }
    bsptest::TempDir dir_{"props"};
    bsptest::LoadedScene scene_;
    Frame frame_;
};

TEST_F(PropRender, TheTurnedScaledBoxIsWhereItsPlacementPutsIt) {
    const Picture with = bsptest::draw(*scene_.scene, scene_.map(), frame_);
    Frame off = frame_;
    off.settings.props = false;
    const Picture without = bsptest::draw(*scene_.scene, scene_.map(), off);
    EXPECT_EQ(without.frame.draw.props, 0u);
    EXPECT_GE(with.frame.draw.props, 1u);
    // Turned by yaw 90 and doubled, the box's footprint is x -10..30, y 10..30; unturned
    // it would be x 0..20, y 0..40. Its top is at z 60.
    for (const glm::vec3 inside : {glm::vec3(26, 20, 60), glm::vec3(-6, 14, 60), glm::vec3(10, 27, 60)}) {
        EXPECT_NE(at(with, inside), at(without, inside)) << "the box covers " << inside.x << "," << inside.y;
    }
    for (const glm::vec3 outside : {glm::vec3(10, 36, 60), glm::vec3(10, 4, 60), glm::vec3(36, 20, 60)}) {
        EXPECT_EQ(at(with, outside), at(without, outside)) << "nothing at " << outside.x << "," << outside.y;
    }
}

TEST_F(PropRender, OneCallPerMeshForEveryCopyOfAModelAndSkin) {
    // From far above, every placement is in view: static props 0 (skin 0) and 1 (skin
    // 1) and the prop_dynamic (skin 1); the missing model draws nothing.
    frame_.camera.position = glm::vec3(0, 0, 1500);
    frame_.camera.yaw = 90;
    const Picture p = bsptest::draw(*scene_.scene, scene_.map(), frame_);
    EXPECT_EQ(p.frame.draw.props, 3u);
    // The box has two meshes; skins 0 and 1 make two batches: 4 calls, not 6.
    EXPECT_EQ(p.frame.draw.prop_draw_calls, 4u);
    EXPECT_EQ(scene_.scene->props().batches.size(), 2u);
    EXPECT_EQ(scene_.scene->props().missing, 1u);
}

TEST_F(PropRender, BakedVertexLightShowsInTheLightmapView) {
    frame_.settings.mode = ViewMode::Lightmap;
    const Picture p = bsptest::draw(*scene_.scene, scene_.map(), frame_);
    // Seen from above, static prop 0 shows its top, lit (10, 20, 30) as lightmap bytes:
    // (20, 40, 60) once doubled for display.
    const glm::u8vec4 top = at(p, glm::vec3(10, 20, 60));
    EXPECT_NEAR(top.r, 20, 3);
    EXPECT_NEAR(top.g, 40, 3);
    EXPECT_NEAR(top.b, 60, 3);
}

// crate_top (the box's top, seen from above) as `shader` (VertexLitGeneric unless
// told) with `params` over a white base texture whose alpha is 255.
class PropLookRender : public PropRender {
protected:
    // Also in the pakfile: materials/grey.vtf (64, a quarter of white) and black.vtf.
    void load(const std::string& params, const std::string& shader = "VertexLitGeneric") {
        const std::vector<uint8_t> white = bsptest::solid_vtf(255, 255, 255);
        const std::vector<uint8_t> grey = bsptest::solid_vtf(64, 64, 64);
        const std::vector<uint8_t> black = bsptest::solid_vtf(0, 0, 0);
        const std::vector<uint8_t> bytes = bsptest::source_map_with_props(
            true, {{"materials/models/shared/crate_top.vmt", shader + " { $basetexture white " + params + " }"},
                   {"materials/white.vtf", std::string(white.begin(), white.end())},
                   {"materials/grey.vtf", std::string(grey.begin(), grey.end())},
                   {"materials/black.vtf", std::string(black.begin(), black.end())}});
        const auto path = dir_.path() / "look.bsp";
        std::ofstream(path, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        scene_ = bsptest::load_scene(path.string());
    }
    glm::u8vec4 top(ViewMode mode) {
        frame_.settings.mode = mode;
        return at(bsptest::draw(*scene_.scene, scene_.map(), frame_), glm::vec3(10, 20, 60));
    }
};

TEST_F(PropLookRender, ColourTintsTheBase) {
    load("$color \"[1 0.5 0]\"");
    const glm::u8vec4 c = top(ViewMode::Fullbright);
    EXPECT_NEAR(c.r, 255, 2);
    EXPECT_NEAR(c.g, 128, 2);
    EXPECT_NEAR(c.b, 0, 2);
}

TEST_F(PropLookRender, SelfIllumShowsTheBaseUnlitWhereItsAlphaIs) {
    // Baked light (10, 20, 30) leaves the lit top dark; self-illuminated by the base
    // alpha (255 everywhere) it shows the tinted base as it is.
    load("$color \"[0 1 0]\"");
    const glm::u8vec4 dark = top(ViewMode::Lit);
    EXPECT_LT(dark.g, 100);
    load("$color \"[0 1 0]\" $selfillum 1");
    const glm::u8vec4 lit = top(ViewMode::Lit);
    EXPECT_NEAR(lit.r, 0, 2);
    EXPECT_NEAR(lit.g, 255, 2);
    EXPECT_NEAR(lit.b, 0, 2);
}

TEST_F(PropLookRender, SelfIllumMaskSaysWhereTheBaseShowsUnlit) {
    // $selfillummask's red replaces the base alpha as the mask: black keeps the lit
    // (dark) colour, white shows the tinted base.
    load("$color \"[0 1 0]\" $selfillum 1 $selfillummask black");
    EXPECT_LT(top(ViewMode::Lit).g, 100);
    load("$color \"[0 1 0]\" $selfillum 1 $selfillummask white");
    const glm::u8vec4 lit = top(ViewMode::Lit);
    EXPECT_NEAR(lit.g, 255, 2);
    EXPECT_NEAR(lit.r, 0, 2);
}

TEST_F(PropLookRender, DetailTextureBlendsAsTheWorldsDoes) {
    // Mod2x: white x 2 x 0.25 = 0.5; at $detailblendfactor 0.5 halfway from 1: 0.75.
    // Additive: 0.25 x (1 + 0.25 x 0.5) with a $color of 0.25.
    load("$detail grey $detailscale 1");
    EXPECT_NEAR(top(ViewMode::Fullbright).r, 128, 3);
    load("$detail grey $detailscale 1 $detailblendfactor 0.5");
    EXPECT_NEAR(top(ViewMode::Fullbright).r, 191, 3);
    load("$detail grey $detailscale 1 $detailblendmode 1 $detailblendfactor 0.5 $color \"[0.25 0.25 0.25]\"");
    EXPECT_NEAR(top(ViewMode::Fullbright).r, 255 * 0.25 * (1 + 0.25 * 0.5), 3);
}

TEST_F(PropLookRender, UnlitGenericShowsTheBaseWithoutItsLight) {
    // The engine draws an UnlitGeneric model (the 3D sky's cloud domes) as its base
    // colour: the baked light (10, 20, 30) that darkens the VertexLitGeneric top is not applied.
    load("$color \"[0 1 0]\"", "UnlitGeneric");
    const glm::u8vec4 c = top(ViewMode::Lit);
    EXPECT_NEAR(c.r, 0, 2);
    EXPECT_NEAR(c.g, 255, 2);
    EXPECT_NEAR(c.b, 0, 2);
    // The lightmap view still shows the light the model was given.
    const glm::u8vec4 light = top(ViewMode::Lightmap);
    EXPECT_NEAR(light.g, 40, 3);
}

TEST_F(PropLookRender, GammaRaisesTheLitColour) {
    // Gamma is compiled into the prop program (no pow at 1): the lit top at gamma 2 is
    // its gamma-1 colour raised to 1/2, as the world's.
    load("");
    frame_.settings.gamma = 1.0f;
    const glm::u8vec4 plain = top(ViewMode::Lit);
    frame_.settings.gamma = 2.0f;
    const glm::u8vec4 raised = top(ViewMode::Lit);
    EXPECT_NEAR(raised.b, 255.0 * std::sqrt(plain.b / 255.0), 3);
}

// A 4x4 base texture, its left two columns red and its right two green.
std::vector<uint8_t> red_green_vtf() {
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = 12, spec.mip_count = 1;  // BGRA8888
    std::vector<uint8_t> level;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x) level.insert(level.end(), {0, uint8_t(x < 2 ? 0 : 255), uint8_t(x < 2 ? 255 : 0), 255});
    return bsptest::make_vtf(spec, {level});
}

TEST_F(PropLookRender, BaseTextureTransformAndTextureScrollMoveTheBase) {
    // Scale 0 maps every uv to the translation: (0.25, 0.5) reads the red half, and a
    // TextureScroll of half a texture per second along s (angle 0) reaches the green
    // half after one second, as the world's faces scroll.
    const std::vector<uint8_t> tex = red_green_vtf();
    const std::string material =
        "VertexLitGeneric { $basetexture rg $basetexturetransform \"center 0 0 scale 0 0 rotate 0 translate 0.25 0.5\" "
        "Proxies { TextureScroll { texturescrollvar $basetexturetransform texturescrollrate 0.5 "
        "texturescrollangle 0 } } }";
    const std::vector<uint8_t> bytes = bsptest::source_map_with_props(
        true, {{"materials/models/shared/crate_top.vmt", material}, {"materials/rg.vtf", std::string(tex.begin(), tex.end())}});
    const auto path = dir_.path() / "scroll.bsp";
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    scene_ = bsptest::load_scene(path.string());
    frame_.settings.time_seconds = 0;
    const glm::u8vec4 still = top(ViewMode::Fullbright);
    EXPECT_GT(still.r, 200);
    EXPECT_LT(still.g, 50);
    frame_.settings.time_seconds = 1;
    const glm::u8vec4 scrolled = top(ViewMode::Fullbright);
    EXPECT_LT(scrolled.r, 50);
    EXPECT_GT(scrolled.g, 200);
}

TEST_F(PropLookRender, NoFogKeepsAModelOutOfTheFog) {
    // Under a full-density green fog from 0 to 10 units the top (340 units below the
    // eye) is all fog; with $nofog (the 3D sky's cloud domes) it keeps its colour.
    load("$color \"[1 0 0]\"", "UnlitGeneric");
    LinearFog fog;
    fog.color = glm::vec3(0, 1, 0);
    fog.start = 0, fog.end = 10, fog.max_density = 1;
    scene_.loaded->map.fog = fog;
    const glm::u8vec4 fogged = top(ViewMode::Lit);
    EXPECT_LT(fogged.r, 5);
    EXPECT_GT(fogged.g, 250);
    load("$color \"[1 0 0]\" $nofog 1", "UnlitGeneric");
    scene_.loaded->map.fog = fog;
    const glm::u8vec4 clear = top(ViewMode::Lit);
    EXPECT_GT(clear.r, 250);
    EXPECT_LT(clear.g, 5);
}

TEST_F(PropLookRender, APickedModelsMaterialsAreReadOutAsAFacesAre) {
    // The picker's readout for a model: each drawn material once, with how it is drawn,
    // its VMT's parameters and its textures' formats, as for a picked face.
    load("$color \"[1 0.5 0]\" $nofog 1");
    const std::vector<std::string> lines =
        prop_material_lines(scene_.map(), scene_.map().prop_placements[0], scene_.scene->world());
    const auto has = [&](const std::string& part) {
        return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(part) != std::string::npos; });
    };
    EXPECT_TRUE(has("material models/shared/crate_top"));
    EXPECT_TRUE(has("material models/props_test/crate_side"));
    EXPECT_TRUE(has("VMT materials/models/shared/crate_top.vmt"));
    EXPECT_TRUE(has("$nofog \"1\""));
    EXPECT_TRUE(has("texture $basetexture: materials/white.vtf"));
    EXPECT_EQ(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.rfind("material ", 0) == 0; }), 2)
        << "the box's two drawn meshes, each material once";
    PropPlacement missing = scene_.map().prop_placements[0];
    missing.model = -1;
    EXPECT_TRUE(prop_material_lines(scene_.map(), missing, scene_.scene->world()).empty());
}

}  // namespace

// Quake 3 shader stages drawn offscreen (issue 11): a crafted room whose floor takes a
// crafted script, seen from above, and pixel values checked against what the engine's
// formulas give (docs/quake3_shaders.md): blends over a known colour, a filter, a
// tcMod scroll at a given --time, an rgbGen wave at a known t, alpha tests, and the
// lightmap view still showing light alone.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "render/stage_eval.h"
#include "support/image_files.h"
#include "support/test_maps.h"
#include "ui/shader_stages_readout.h"
#include "render_support.h"
#include "support/bsp_writer.h"
#include "support/temp_dir.h"

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

namespace {

constexpr uint8_t kLightmapByte = 32;  // the floor's light: shifted by 2 bits, 128 in the atlas

struct Rgba {
    uint8_t r, g, b, a;
};

// An uncompressed 32-bit TGA, rows bottom to top as TGA stores them by default.
void write_tga(const std::filesystem::path& path, int w, int h, const std::vector<Rgba>& pixels_top_down) {
    std::vector<uint8_t> out = {0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, uint8_t(w), uint8_t(w >> 8), uint8_t(h),
                                uint8_t(h >> 8), 32, 8};
    for (int y = h - 1; y >= 0; --y)
        for (int x = 0; x < w; ++x) {
            const Rgba& p = pixels_top_down[size_t(y * w + x)];
            out.insert(out.end(), {p.b, p.g, p.r, p.a});
        }
    bsptest::write_binary_file(path, out);
}

// A 4x4 image whose left two columns are `left` and right two `right`.
void write_halves(const std::filesystem::path& path, Rgba left, Rgba right) {
    std::vector<Rgba> px;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x) px.push_back(x < 2 ? left : right);
    write_tga(path, 4, 4, px);
}

class ShaderStagesRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string gl_error;
        if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        b.lightmaps.assign(b.lightmaps.size(), kLightmapByte);
        const auto bytes = b.build();
        bsptest::write_binary_file(dir_ / "maps" / "stages.bsp", bytes);
        write_halves(dir_ / "textures/test/redblue.tga", {255, 0, 0, 255}, {0, 0, 255, 255});
        write_halves(dir_ / "textures/test/cutout.tga", {255, 0, 0, 0}, {0, 255, 0, 255});
        write_halves(dir_ / "textures/test/grey.tga", {128, 128, 128, 255}, {128, 128, 128, 255});
        write_halves(dir_ / "textures/test/dim.tga", {25, 50, 75, 255}, {25, 50, 75, 255});
        // The same room with the door's face (a 32 x 64 upright quad at x 64..96, y 64,
        // z 0..64) on a shader of its own, for autosprite2.
        b.shaders.push_back({"textures/test/pole", 0, 1});
        b.faces[5].shader = int32_t(b.shaders.size() - 1);
        // The engine's Autosprite2Deform puts an end of a short edge on one side or the
        // other by whether the edge's corner pair appears in that order among the
        // quad's 6 indexes (pairs 0-1 .. 4-5). q3map2 writes a quad's indexes as
        // 3 0 2 2 0 1 (oa_spirit3's autosprite2 beams), which keeps the turned quad's
        // corners in order; 0 1 2 0 2 3 would twist it, in the engine too.
        const std::array<uint32_t, 6> door{3, 0, 2, 2, 0, 1};
        for (size_t k = 0; k < 6; ++k) b.draw_indexes[size_t(b.faces[5].first_index) + k] = int32_t(door[k]);
        bsptest::write_binary_file(dir_ / "maps" / "pole.bsp", b.build());
        // Its flare (face 4), orange, facing up, 18 units above the floor; and 72 below it.
        b.faces[4].lightmap_vecs[0] = {1.0f, 0.5f, 0.0f};
        b.faces[4].lightmap_origin = {64, 64, -110};
        bsptest::write_binary_file(dir_ / "maps" / "flare.bsp", b.build());
        b.faces[4].lightmap_origin = {64, 64, -200};
        bsptest::write_binary_file(dir_ / "maps" / "flare_under.bsp", b.build());
    }

    // Loads `map` with `script` as the whole of scripts/test.shader and draws it
    // from `camera` at `time`.
    Picture scripted_picture(const std::string& map, const std::string& script, const Camera& camera,
                             bool flares = false) {
        bsptest::write_binary_file(dir_ / "scripts/test.shader", to_bytes(script));
        bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps" / map).string(), {dir_.path().string()});
        Frame f;
        f.camera = camera;
        f.settings.flares = flares;
        return bsptest::draw(*scene.scene, scene.map(), f);
    }

    // Loads the room with `stages` as the floor's shader (textures/base/floor; two-sided,
    // since the crafted floor faces down) and
    // draws it from above at `time`; the picture's centre sees the floor at
    // texture coordinates (0.75, 0.75).
    Picture floor_picture(const std::string& stages, float time = 0, ViewMode mode = ViewMode::Lit,
                          StageBrightness brightness = StageBrightness::Fullscreen, float gamma = 1.0f) {
        bsptest::write_binary_file(dir_ / "scripts/test.shader", to_bytes("textures/base/floor\n{\n\tcull none\n" + stages + "\n}\n"));
        bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps" / "stages.bsp").string(), {dir_.path().string()});
        Frame f;
        f.camera.position = {64, 64, -64};  // in leaf 1 (cluster 0), which holds the floor
        f.camera.pitch = 89;  // straight down would leave the view matrix without an up direction
        f.camera.yaw = 90;
        f.settings.time_seconds = time;
        f.settings.mode = mode;
        f.settings.stage_brightness = brightness;
        f.settings.gamma = gamma;
        return bsptest::draw(*scene.scene, scene.map(), f);
    }

    static std::vector<uint8_t> to_bytes(const std::string& s) { return {s.begin(), s.end()}; }

    bsptest::TempDir dir_{"stages"};
};

// The engine's byte colours: v * 255 truncated.
float byte_of(float v) { return std::floor(v * 255.0f) / 255.0f; }

void expect_rgb(glm::u8vec4 px, int r, int g, int b, int tolerance, const char* what) {
    EXPECT_NEAR(px[0], r, tolerance) << what;
    EXPECT_NEAR(px[1], g, tolerance) << what;
    EXPECT_NEAR(px[2], b, tolerance) << what;
}

TEST_F(ShaderStagesRender, BlendAddOverAKnownColour) {
    const Picture p = floor_picture(R"(
	{
		map $whiteimage
		rgbGen const ( 0.2 0.3 0.4 )
	}
	{
		map textures/test/dim.tga
		blendfunc add
	})");
    // const bytes, plus the image at identityLighting (127/255).
    const float il = byte_of(0.5f);
    const float dim[3] = {25 / 255.0f, 50 / 255.0f, 75 / 255.0f};
    const float c[3] = {byte_of(0.2f), byte_of(0.3f), byte_of(0.4f)};
    expect_rgb(p.centre(), bsptest::overbright_display_byte(c[0] + dim[0] * il), bsptest::overbright_display_byte(c[1] + dim[1] * il), bsptest::overbright_display_byte(c[2] + dim[2] * il), 3,
               "const + image / 2, doubled");
}

TEST_F(ShaderStagesRender, FilterMultipliesWhatIsThere) {
    const Picture p = floor_picture(R"(
	{
		map $whiteimage
		rgbGen const ( 0.8 0.6 0.4 )
	}
	{
		map textures/test/grey.tga
		blendfunc filter
	})");
    const float grey = 128 / 255.0f;
    expect_rgb(p.centre(), bsptest::overbright_display_byte(byte_of(0.8f) * grey), bsptest::overbright_display_byte(byte_of(0.6f) * grey), bsptest::overbright_display_byte(byte_of(0.4f) * grey),
               3, "const times the grey image (identity), doubled");
}

TEST_F(ShaderStagesRender, LightmapStageAndLightmapViewShowLight) {
    const std::string script = R"(
	{
		map $lightmap
		rgbGen identity
	}
	{
		map textures/test/grey.tga
		blendFunc GL_DST_COLOR GL_SRC_COLOR
	})";
    // A detail-style blend (dst*src + src*dst): the lightmap (128 in the atlas, 64/255 in
    // the framebuffer) times twice the grey image.
    const float lm = (4 * kLightmapByte) / 255.0f / 2.0f, grey = 128 / 255.0f;
    const int v = bsptest::overbright_display_byte(std::min(1.0f, 2.0f * lm * grey));
    expect_rgb(floor_picture(script).centre(), v, v, v, 3, "detail blend over the lightmap");
    const int light = 4 * kLightmapByte;
    expect_rgb(floor_picture(script, 0, ViewMode::Lightmap).centre(), light, light, light, 2,
               "the lightmap view shows the light alone");
}

// Light multiplied by light again (as glass filtering by its lightmap over a lit floor):
// fullscreen, ioquake3's framebuffer holds half the light and the display doubles the
// product; in a window it never overbrights, so the lightmaps are at full strength
// and nothing is doubled: the window look is twice as bright here.
TEST_F(ShaderStagesRender, LightTwiceDependsOnTheEnginesWindowOrFullscreenLook) {
    const std::string script = R"(
	{
		map $lightmap
		rgbGen identity
	}
	{
		map $lightmap
		blendfunc filter
	})";
    const float atlas = std::min(1.0f, (4 * kLightmapByte) / 255.0f);
    const float half = atlas / 2.0f;
    const int fullscreen = bsptest::overbright_display_byte(half * half);
    const int window = int(std::lround(atlas * atlas * 255.0f));
    ASSERT_GT(window, fullscreen + 10) << "the test must tell the two looks apart";
    expect_rgb(floor_picture(script).centre(), fullscreen, fullscreen, fullscreen, 3, "fullscreen: (lm/2)^2, doubled");
    expect_rgb(floor_picture(script, 0, ViewMode::Lit, StageBrightness::Window).centre(), window, window, window, 3,
               "window: lm^2, no overbright");
    // "texture x lightmap" at full light (the engine's own pair, rgbGen identity) looks the
    // same either way: the lightmaps carry the overbright the window look does not double.
    const std::string lit = R"(
	{
		map textures/test/grey.tga
		rgbGen identity
	}
	{
		map $lightmap
		blendfunc filter
	})";
    const glm::u8vec4 a = floor_picture(lit).centre();
    const int fs[3] = {a[0], a[1], a[2]};
    expect_rgb(floor_picture(lit, 0, ViewMode::Lit, StageBrightness::Window).centre(), fs[0], fs[1], fs[2], 2,
               "texture x lightmap: the same in both looks");
}

TEST_F(ShaderStagesRender, TcModScrollAtHalfASecondMovesHalfTheImage) {
    const std::string script = R"(
	{
		map textures/test/redblue.tga
		tcMod scroll 1 0
	})";
    // s = 0.75: the right (blue) half; scrolled by 1 * 0.5, s = 1.25: the left (red) half.
    const Picture first = floor_picture(script, 0);
    const glm::u8vec4 at0 = first.centre();
    EXPECT_LT(at0[0], 20);
    EXPECT_GT(at0[2], 235);
    const Picture later = floor_picture(script, 0.5f);
    EXPECT_GT(later.centre()[0], 235);
    EXPECT_LT(later.centre()[2], 20);
    // A quarter second: s = 1.0, the border between the halves (bilinear: half of each).
    const Picture quarter_second = floor_picture(script, 0.25f);
    const glm::u8vec4 quarter = quarter_second.centre();
    EXPECT_NEAR(quarter[0], 128, 40);
    EXPECT_NEAR(quarter[2], 128, 40);
}

TEST_F(ShaderStagesRender, RgbGenWaveAtKnownTimes) {
    const std::string script = R"(
	{
		map $whiteimage
		rgbGen wave sawtooth 0 1 0 1
	})";
    for (float t : {0.25f, 0.5f, 0.8f}) {
        // The table index is floor(t * 1024); the wave is scaled by identityLighting,
        // stored as a byte, and doubled by the display.
        const float wave = float(int(t * 1024.0f)) / 1024.0f;
        const int v = bsptest::overbright_display_byte(byte_of(wave * 0.5f));
        const Picture p = floor_picture(script, t);
        const glm::u8vec4 px = p.centre();
        expect_rgb(px, v, v, v, 2, ("t = " + std::to_string(t)).c_str());
        EXPECT_NEAR(px[0], std::lround(255.0 * evaluate_wave({WaveFunc::Sawtooth, 0, 1, 0, 1}, t)), 3);
    }
}

TEST_F(ShaderStagesRender, AlphaFuncCutsStages) {
    // A later stage that fails its test leaves the stage below: blue where the image's
    // alpha is 0, its green where it is 255.
    const Picture over = floor_picture(R"(
	{
		map $whiteimage
		rgbGen const ( 0 0 0.5 )
	}
	{
		map textures/test/cutout.tga
		alphaFunc GE128
		tcMod scroll 1 0
	})", 0.5f);
    expect_rgb(over.centre(), 0, 0, bsptest::overbright_display_byte(byte_of(0.5f)), 3, "s = 0.25 after the scroll: alpha 0, cut");
    const Picture kept = floor_picture(R"(
	{
		map $whiteimage
		rgbGen const ( 0 0 0.5 )
	}
	{
		map textures/test/cutout.tga
		alphaFunc GE128
	})");
    expect_rgb(kept.centre(), 0, 255, 0, 3, "s = 0.75: alpha 255, the image replaces");
    // LT128 keeps the other half.
    const Picture lt = floor_picture(R"(
	{
		map $whiteimage
		rgbGen const ( 0 0 0.5 )
	}
	{
		map textures/test/cutout.tga
		alphaFunc LT128
	})");
    expect_rgb(lt.centre(), 0, 0, bsptest::overbright_display_byte(byte_of(0.5f)), 3, "LT128 cuts alpha 255");
}

// One pass blends the stages in the shader, which clamps only where a sum can pass 1
// (shaders/stage.frag): an add that overflows is clamped in framebuffer units before
// the next stage multiplies it, as the engine's framebuffer clamps it.
TEST_F(ShaderStagesRender, FusedStagesClampAnAddThatOverflowsBeforeAFilter) {
    const Picture p = floor_picture(R"(
	{
		map $whiteimage
		rgbGen const ( 0.6 0.6 0.6 )
	}
	{
		map $whiteimage
		blendfunc add
		rgbGen const ( 0.6 0.6 0.6 )
	}
	{
		map textures/test/dim.tga
		blendfunc filter
	})");
    // 0.6 + 0.6 is clamped to 1, then times the dim image; unclamped it would be 1.2 times.
    expect_rgb(p.centre(), bsptest::overbright_display_byte(25 / 255.0f), bsptest::overbright_display_byte(50 / 255.0f), bsptest::overbright_display_byte(75 / 255.0f), 2,
               "(const + const) clamped to 1, times the image, doubled");
}

// A stage reading the same image at the same coordinates as an earlier one reuses
// its sample (metfloor1's kind); with a tcMod of its own it reads its own. The
// centre sees the blue half at (0.75, 0.75) and, mirrored by scale -1, the red half.
TEST_F(ShaderStagesRender, AStageReadingAnEarlierStagesTexelFiltersByThatTexel) {
    auto script = [](const std::string& third_stage_mods) {
        return R"(
	{
		map textures/test/redblue.tga
		rgbGen identity
	}
	{
		map $whiteimage
		blendfunc add
		rgbGen const ( 0.2 0.2 0.2 )
	}
	{
		map textures/test/redblue.tga
		blendfunc filter
		rgbGen identity
)" + third_stage_mods + "\n\t}";
    };
    const float add = byte_of(0.2f);
    // blue, plus the const (blue clamped at 1), times blue again.
    expect_rgb(floor_picture(script("")).centre(), 0, 0, 255, 2, "(blue + const) times blue, doubled");
    // blue plus the const, times red.
    expect_rgb(floor_picture(script("\t\ttcMod scale -1 1")).centre(), bsptest::overbright_display_byte(add), 0, 0, 2,
               "(blue + const) times red, doubled");
}

// Gamma reaches the staged surfaces too (a program compiled with it: GAMMA 1), after
// the doubling to display units.
TEST_F(ShaderStagesRender, GammaRaisesStagedSurfacesAfterTheDoubling) {
    const std::string stages = "\t{\n\t\tmap $whiteimage\n\t\trgbGen const ( 0.2 0.3 0.4 )\n\t}\n";
    const Picture plain = floor_picture(stages);
    const Picture raised = floor_picture(stages, 0, ViewMode::Lit, StageBrightness::Fullscreen, 2.0f);
    auto gamma2 = [](float framebuffer) {
        return int(std::lround(std::sqrt(std::min(1.0f, 2.0f * framebuffer)) * 255.0f));
    };
    expect_rgb(plain.centre(), bsptest::overbright_display_byte(byte_of(0.2f)), bsptest::overbright_display_byte(byte_of(0.3f)), bsptest::overbright_display_byte(byte_of(0.4f)), 2,
               "const, doubled");
    expect_rgb(raised.centre(), gamma2(byte_of(0.2f)), gamma2(byte_of(0.3f)), gamma2(byte_of(0.4f)), 2,
               "const, doubled, then raised to 1/2");
}

// More stages than one pass takes (7 > kMaxFusedStages): one pass per stage in
// framebuffer units, then the overbright doubling pass; the same formula as one pass.
TEST_F(ShaderStagesRender, ManyStagesDrawnPassByPassAddUp) {
    std::string stages = "\t{\n\t\tmap $whiteimage\n\t\trgbGen const ( 0.1 0.1 0.1 )\n\t}\n";
    for (int i = 0; i < 6; ++i)
        stages += "\t{\n\t\tmap $whiteimage\n\t\tblendfunc add\n\t\trgbGen const ( 0.05 0.05 0.05 )\n\t}\n";
    ASSERT_GT(7u, kMaxFusedStages);
    const int v = bsptest::overbright_display_byte(byte_of(0.1f) + 6 * byte_of(0.05f));
    const Picture seven = floor_picture(stages);
    expect_rgb(seven.centre(), v, v, v, 3, "seven stages in framebuffer units, doubled once");
    // The frame's figures say what it cost: the floor's group is one draw call that
    // went through the GPU eight times: a pass per stage, and the pass that scales the
    // result from framebuffer to display units (render/gl/stage_renderer.cpp).
    const Picture one = floor_picture("\t{\n\t\tmap $whiteimage\n\t}\n");
    EXPECT_EQ(seven.frame.draw.draw_calls, one.frame.draw.draw_calls);
    EXPECT_EQ(one.frame.draw.passes, one.frame.draw.draw_calls);
    EXPECT_EQ(seven.frame.draw.passes, seven.frame.draw.draw_calls + 7);
}

// deformVertexes move: the floor 64 units lower shows twice as much of it. Without
// it the pixel an eighth of the width from the left sees s = 0.5625 (mostly the blue
// half, filtered); moved, s = 0.375 (the red half).
TEST_F(ShaderStagesRender, DeformVertexesMoveShiftsTheSurface) {
    const std::string stages = R"(
	{
		map textures/test/redblue.tga
	})";
    const size_t x = bsptest::kPictureWidth / 8, y = bsptest::kPictureHeight / 2;
    const Picture flat = floor_picture("\tdeformVertexes move 0 0 0 sin 0 0 0 0\n" + stages);
    const Picture moved = floor_picture("\tdeformVertexes move 0 0 -64 square 1 0 0 0\n" + stages);
    const uint8_t* a = flat.at(y * bsptest::kPictureWidth + x);
    const uint8_t* b = moved.at(y * bsptest::kPictureWidth + x);
    EXPECT_GT(a[2], a[0] + 60);
    EXPECT_GT(b[0], 200);
    EXPECT_LT(b[2], 60);
}

// A material whose first stage blends over what is behind takes one pass per stage:
// here it adds to the clear colour, each adding stage scaled to display units.
TEST_F(ShaderStagesRender, BlendedFirstStageAddsOverThePictureBehind) {
    const Picture p = floor_picture(R"(
	{
		map $whiteimage
		blendfunc add
		rgbGen const ( 0.1 0.05 0 )
	}
	{
		map $whiteimage
		blendfunc add
		rgbGen const ( 0.1 0 0 )
	})");
    const glm::vec3 clear = RenderSettings{}.clear_color;
    auto expected = [](float behind, float added) {
        return int(std::lround(std::min(1.0f, behind + 2.0f * added) * 255.0f));
    };
    expect_rgb(p.centre(), expected(clear.r, 2 * byte_of(0.1f)), expected(clear.g, byte_of(0.05f)),
               expected(clear.b, 0.0f), 3, "two adds over the clear colour");
}

bool green(glm::u8vec4 px) { return px[1] > 180 && px[0] < 80 && px[2] < 80; }

const char* const kGreen = "\t{\n\t\tmap $whiteimage\n\t\trgbGen const ( 0 1 0 )\n\t}\n";

// deformVertexes autosprite: the room's floor (a 256 x 256 quad at z -128) seen
// edge-on, 16 units above it, shows nothing at the picture's centre; turned to face
// the camera it is a 256 x 256 square standing on its centre, covering the centre
// from both directions (as the engine turns every quad in AutospriteDeform). The
// script culls back faces as scripts do by default: the stamp faces the camera.
TEST_F(ShaderStagesRender, AutospriteTurnsTheQuadToFaceTheCamera) {
    const std::string flat = std::string("textures/base/floor\n{\n") + kGreen + "}\n";
    const std::string sprite = std::string("textures/base/floor\n{\n\tdeformVertexes autosprite\n") + kGreen + "}\n";
    Camera along_x;
    along_x.position = {120, 8, -112};
    along_x.yaw = 180;
    Camera along_y;
    along_y.position = {8, 120, -112};
    along_y.yaw = 270;
    const Picture edge_on = scripted_picture("stages.bsp", flat, along_x);
    EXPECT_FALSE(green(edge_on.centre())) << "the flat floor seen edge-on";
    const Picture a = scripted_picture("stages.bsp", sprite, along_x);
    const Picture b = scripted_picture("stages.bsp", sprite, along_y);
    EXPECT_TRUE(green(a.centre())) << "looking along -x";
    EXPECT_TRUE(green(b.centre())) << "looking along -y";
}

// deformVertexes autosprite2: the door's upright 32 x 64 quad, seen edge-on along
// its plane, turns about its long (vertical) axis: 32 units wide across the view at
// 44 units from the eye (116 pixels at 90 degrees across 320), as tall as before.
TEST_F(ShaderStagesRender, Autosprite2KeepsTheLongAxis) {
    const std::string base = "textures/base/floor\n{\n\t{\n\t\tmap textures/test/grey.tga\n\t}\n}\n";
    const std::string flat = base + "textures/test/pole\n{\n" + kGreen + "}\n";
    // Which way the turned quad faces depends on the order of its corners, so scripts
    // with autosprite2 draw both sides (OpenArena's flames and beams: cull none).
    const std::string pole =
        base + "textures/test/pole\n{\n\tcull none\n\tdeformVertexes autosprite2\n" + kGreen + "}\n";
    Camera camera;
    camera.position = {124, 64, 32};
    camera.yaw = 180;
    const Picture edge_on = scripted_picture("pole.bsp", flat, camera);
    EXPECT_FALSE(green(edge_on.centre()));
    const Picture p = scripted_picture("pole.bsp", pole, camera);
    ASSERT_TRUE(green(p.centre()));
    const int w = bsptest::kPictureWidth, h = bsptest::kPictureHeight;
    int across = 0, up = 0;
    for (int x = 0; x < w; ++x) across += green(p.pixel(size_t(h / 2 * w + x)));
    for (int y = 0; y < h; ++y) up += green(p.pixel(size_t(y * w + w / 2)));
    EXPECT_NEAR(across, 32.0 / 44.0 * 160.0, 4.0) << "the short side across the view";
    // 64 tall at 44 units: taller than the picture (autosprite would make a square).
    EXPECT_EQ(up, h) << "the long side kept upright";
}

// deformVertexes bulge 2pi -64 1 at t = 1.571 s: every vertex of the floor (s 0 or
// 1) reads the sine table at index 256 (its peak): the floor moves 64 units down
// its normal, as deformVertexes move 0 0 -64 does (see above).
TEST_F(ShaderStagesRender, DeformVertexesBulgeMovesAlongTheNormal) {
    DeformStep bulge;
    bulge.kind = DeformStepKind::Bulge;
    bulge.wave = {6.283185f, -64.0f, 1.571f, 0};
    EXPECT_NEAR(bulge_offset(bulge, 0.0f), -64.0f, 0.01f);
    EXPECT_NEAR(bulge_offset(bulge, 1.0f), -64.0f, 0.01f);
    const std::string stages = R"(
	{
		map textures/test/redblue.tga
	})";
    const size_t x = bsptest::kPictureWidth / 8, y = bsptest::kPictureHeight / 2;
    const Picture still = floor_picture("\tdeformVertexes bulge 6.283185 -64 1\n" + stages, 0.0f);
    const Picture bulged = floor_picture("\tdeformVertexes bulge 6.283185 -64 1\n" + stages, 1.571f);
    const uint8_t* a = still.at(y * bsptest::kPictureWidth + x);
    const uint8_t* b = bulged.at(y * bsptest::kPictureWidth + x);
    EXPECT_GT(a[2], a[0] + 60) << "index 0: sine 0, the floor where it is";
    EXPECT_GT(b[0], 200);
    EXPECT_LT(b[2], 60);
}

// deformVertexes normal: the normals wiggled, so an environment-mapped stage reads
// other texels; the geometry stays (the floor's outline is the same).
TEST_F(ShaderStagesRender, DeformVertexesNormalChangesEnvironmentMapping) {
    const std::string stages = R"(
	{
		map textures/test/redblue.tga
		tcGen environment
	})";
    const Picture plain = floor_picture(stages);
    const Picture wiggled = floor_picture("\tdeformVertexes normal 1.5 0.5\n" + stages, 2.0f);
    EXPECT_GT(plain.differing(wiggled), plain.pixels() / 20);
    const Picture moved_only = floor_picture("\tdeformVertexes normal 0 0.5\n" + stages, 2.0f);
    EXPECT_LT(plain.differing(moved_only), plain.pixels() / 200) << "amplitude 0 changes nothing";
}

// A flare: with flares on, an orange sprite centred where the point projects (the
// camera looks down on it from 46 units), of ioquake3's brightness for that
// distance: 150 size^2 / (distance + size sqrt(150))^2 with size = width * (40/640 +
// 8/distance), added to the black floor. Below the floor it is hidden.
TEST_F(ShaderStagesRender, FlareIsAnAddedSpriteHiddenBehindWalls) {
    const std::string black_floor =
        "textures/base/floor\n{\n\tcull none\n\t{\n\t\tmap $whiteimage\n\t\trgbGen const ( 0 0 0 )\n\t}\n}\n";
    Camera down;
    down.position = {64, 64, -64};
    down.pitch = 89;
    down.yaw = 90;
    const Picture off = scripted_picture("flare.bsp", black_floor, down, false);
    const Picture on = scripted_picture("flare.bsp", black_floor, down, true);
    EXPECT_EQ(off.frame.draw.flares, 0u) << "flares are off by default, as ioquake3's r_flares";
    EXPECT_EQ(on.frame.draw.flares, 1u);
    EXPECT_EQ(on.frame.draw.draw_calls, off.frame.draw.draw_calls + 1);
    expect_rgb(off.centre(), 0, 0, 0, 2, "the black floor");
    const float distance = 46.0f * std::cos(glm::radians(1.0f));
    const float size = bsptest::kPictureWidth * (40.0f / 640.0f + 8.0f / distance);
    const float factor = distance + size * std::sqrt(150.0f);
    const float intensity = 150.0f * size * size / (factor * factor);
    const glm::u8vec4 px = on.centre();
    // The glow image is white at its centre, falling off towards its rim.
    EXPECT_GT(px[0], 0.85f * 255.0f * intensity);
    EXPECT_LT(px[0], 255.0f * intensity + 3.0f);
    EXPECT_NEAR(px[1], px[0] * 128.0f / 255.0f, 4.0f) << "green half of red";
    EXPECT_LT(px[2], 3);
    // Far from the point (beyond the sprite's half-size): nothing added.
    expect_rgb(on.pixel(size_t(bsptest::kPictureHeight / 2) * bsptest::kPictureWidth + 4), 0, 0, 0, 2, "off the sprite");
    const Picture under = scripted_picture("flare_under.bsp", black_floor, down, true);
    EXPECT_EQ(under.frame.draw.flares, 1u) << "placed (visible leaf, on screen): the depth test hides it";
    expect_rgb(under.centre(), 0, 0, 0, 2, "a flare behind the floor is hidden");
}

}  // namespace

namespace {

// The face picker's "shader stages" readout names every stage's image, blend,
// colour and coordinates; --pick ... --stats carries the same lines.
TEST(ShaderStagesReadout, ListsEveryStage) {
    ResolvedMaterial m;
    m.staged = true;
    m.shader_name = "textures/x/y";
    MaterialStage a;
    a.image_name = "textures/x/y.tga";
    a.image = 0;
    MaterialStage b;
    b.image_name = "textures/env.tga";
    b.src = b.dst = BlendFactor::One;
    b.tc_gen = TexCoordGen::Environment;
    b.rgb = ColorGen::Wave;
    b.rgb_wave = {WaveFunc::Sin, 0.5f, 0.5f, 0, 1};
    TexMod scroll;
    scroll.values = {0.5f, 0};
    b.tc_mods = {scroll};
    MaterialStage c;
    c.texture = StageTexture::Lightmap;
    c.tc_gen = TexCoordGen::Lightmap;
    c.src = BlendFactor::DstColor;
    m.stages = {a, b, c};
    const std::vector<std::string> lines = shader_stage_lines(m);
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_NE(lines[0].find("3 stages"), std::string::npos);
    EXPECT_NE(lines[1].find("textures/x/y.tga  opaque"), std::string::npos) << lines[1];
    EXPECT_NE(lines[2].find("(missing: checker)"), std::string::npos) << lines[2];
    for (const char* part : {"blend GL_ONE GL_ONE", "rgbGen wave sin 0.5 0.5 0 1", "tcGen environment", "tcMod scroll 0.5 0"})
        EXPECT_NE(lines[2].find(part), std::string::npos) << part << " in " << lines[2];
    EXPECT_NE(lines[3].find("$lightmap  blend GL_DST_COLOR GL_ZERO"), std::string::npos) << lines[3];
}

TEST(ShaderStagesReadout, PickStatsCarryTheStagesOfDeltasMetfloor) {
    BSPTEST_REQUIRE_PATH(bsptest::openarena_dir() / "pak1-maps.pk3");
    std::string output;
    const bsptest::TempDir dir("stages-pick");
    const std::string cmd = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " --game-dir " +
                            bsptest::openarena_dir().string() + " maps/delta.bsp --screenshot " +
                            (dir / "shot.png").string() +
                            " --size 640x360 --pos 4250,747,640 --angles 25,0 --pick 320,300 --stats 2>/dev/null";
    ASSERT_EQ(bsptest::run_command(cmd, &output), 0) << output;
    for (const char* key : {"\"material\":\"textures/base_floor/metfloor1\"", "\"shader_stages\"", "4 stages",
                            "tcGen environment", "$lightmap  blend GL_DST_COLOR GL_ZERO"})
        EXPECT_NE(output.find(key), std::string::npos) << key << " missing from: " << output;
}

}  // namespace

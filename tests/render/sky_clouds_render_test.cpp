// Quake 3 sky cloud layers drawn offscreen (issue 11): the crafted room's ceiling is
// a sky whose shader names a far box and cloud stages; its pixels are checked against
// the engine's own construction (tr_sky.c), rebuilt here independently of
// shaders/sky.frag: the 9x9 grid of each box face, each grid point's texture
// coordinates from the cloud sphere (R_InitSkyTexCoords), the cell's two triangles
// (FillCloudySkySide's split), and the texel the tcMod chain reads at --time.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "render_support.h"
#include "support/bsp_writer.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/vpk_writer.h"

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

namespace {

// An uncompressed 32-bit TGA of w x h, colour(x, y) per texel (rows top down).
template <class F>
void write_tga(const std::filesystem::path& path, int w, int h, F colour) {
    std::string out = {0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, char(w & 255), char(w >> 8), char(h & 255), char(h >> 8), 32, 8};
    for (int y = h - 1; y >= 0; --y)
        for (int x = 0; x < w; ++x) {
            const glm::u8vec3 c = colour(x, y);
            out += {char(c.b), char(c.g), char(c.r), char(255)};
        }
    bsptest::write_text_file(path, out);
}

// ---- The engine's dome, rebuilt from tr_sky.c's description ----

constexpr float kRadiusWorld = 4096.0f;

// MakeSkyVec's st_to_vec for a box of half-size b.
glm::vec3 make_sky_vec(float s, float t, int axis, float b) {
    const glm::vec3 v(s * b, t * b, b);
    static const int kStToVec[6][3] = {{3, -1, 2}, {-3, 1, 2}, {1, 3, 2}, {-1, -3, 2}, {-2, -1, 3}, {2, -1, -3}};
    glm::vec3 out;
    for (int j = 0; j < 3; ++j) {
        const int k = kStToVec[axis][j];
        out[j] = k < 0 ? -v[-k - 1] : v[k - 1];
    }
    return out;
}

// R_InitSkyTexCoords for one grid point (zFar 1024, as it sets).
glm::vec2 grid_st(float s, float t, int axis, float height) {
    const glm::vec3 v = make_sky_vec(s, t, axis, 1024.0f / 1.75f);
    const double r = kRadiusWorld, h = height;
    const double vv = double(glm::dot(v, v));
    const double p = (1.0 / (2.0 * vv)) * (-2.0 * v.z * r + 2.0 * std::sqrt(double(v.z) * v.z * r * r +
                                                                            vv * (2.0 * r * h + h * h)));
    const glm::dvec3 w = glm::normalize(glm::dvec3(v) * p + glm::dvec3(0, 0, r));
    return {float(std::acos(w.x)), float(std::acos(w.y))};
}

// The texture coordinates the engine's dome gives the view direction d: the box face
// it crosses, that face's grid triangle, and the corners' values interpolated where d
// meets the triangle's plane.
glm::vec2 engine_cloud_st(glm::vec3 d, float height) {
    d = glm::normalize(d);
    for (int axis = 0; axis < 5; ++axis) {
        const glm::vec3 n = make_sky_vec(0, 0, axis, 1.0f);  // the face's outward normal
        const float along = glm::dot(d, n);
        if (along <= 0) continue;
        const glm::vec3 hit = d / along;  // on the face plane of the unit box
        // Face coordinates: hit = s * S + t * T + n.
        const glm::vec3 S = make_sky_vec(1, 0, axis, 1.0f) - n, T = make_sky_vec(0, 1, axis, 1.0f) - n;
        const float s = glm::dot(hit - n, S), t = glm::dot(hit - n, T);
        if (std::abs(s) > 1 || std::abs(t) > 1) continue;
        const int i = std::min(7, int(std::floor((s + 1) * 4))), j = std::min(7, int(std::floor((t + 1) * 4)));
        auto corner = [&](int ci, int cj) { return grid_st(ci / 4.0f - 1, cj / 4.0f - 1, axis, height); };
        const float a = (s + 1) * 4 - float(i), b = (t + 1) * 4 - float(j);
        // FillCloudySkySide's triangles: (s,t) (s,t+1) (s+1,t) and (s,t+1) (s+1,t+1) (s+1,t).
        if (a + b <= 1) return corner(i, j) * (1 - a - b) + corner(i + 1, j) * a + corner(i, j + 1) * b;
        return corner(i + 1, j + 1) * (a + b - 1) + corner(i, j + 1) * (1 - a) + corner(i + 1, j) * (1 - b);
    }
    return glm::vec2(0);
}

// The analytic dome (no tessellation), for how far the engine's grid is from it.
glm::vec2 analytic_cloud_st(glm::vec3 d, float height) {
    const double r = kRadiusWorld, h = height;
    const glm::dvec3 v = glm::normalize(glm::dvec3(d));
    const double p = -v.z * r + std::sqrt(v.z * v.z * r * r + 2.0 * r * h + h * h);
    const glm::dvec3 w = glm::normalize(v * p + glm::dvec3(0, 0, r));
    return {float(std::acos(w.x)), float(std::acos(w.y))};
}

constexpr float kIdentityLighting = 127.0f / 255.0f;  // rgbGen identityLighting as the engine's byte

class SkyCloudsRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string gl_error;
        if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
        const auto bytes = bsptest::minimal_q3_room().build();
        bsptest::write_text_file(dir_ / "maps" / "sky.bsp", std::string(bytes.begin(), bytes.end()));
        for (const char* face : {"rt", "lf", "bk", "ft", "up", "dn"})
            write_tga(dir_ / ("env/test_" + std::string(face) + ".tga"), 4, 4,
                      [](int, int) { return glm::u8vec3(40, 80, 120); });
        // Red rises across the image, one level per texel: red tells where s fell.
        write_tga(dir_ / "textures/test/ramp.tga", 256, 4, [](int x, int) { return glm::u8vec3(x, 0, 0); });
        write_tga(dir_ / "textures/test/halves.tga", 4, 4,
                  [](int x, int) { return x < 2 ? glm::u8vec3(200, 0, 0) : glm::u8vec3(0, 0, 200); });
    }

    // The room with `shader` as its sky (textures/skies/blue), from below the ceiling
    // at `pitch` (negative looks up), at `time`.
    Picture sky_picture(const std::string& body, float pitch, float time) {
        bsptest::write_text_file(dir_ / "scripts/sky.shader", "textures/skies/blue\n{\n\tsurfaceparm sky\n" + body + "\n}\n");
        bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps" / "sky.bsp").string(), {dir_.path().string()});
        Frame f;
        f.camera.position = {64, 64, -100};  // 228 units below the sky ceiling
        f.camera.pitch = pitch;
        f.camera.yaw = 180;  // towards -x, where the ceiling reaches further from the eye
        f.settings.time_seconds = time;
        return bsptest::draw(*scene.scene, scene.map(), f);
    }

    // The centre pixel's view direction at this pitch (yaw 180).
    static glm::vec3 centre_direction(float pitch) {
        Camera c;
        c.pitch = pitch;
        c.yaw = 180;
        return c.forward();
    }

    bsptest::TempDir dir_{"sky_clouds"};
};

// The engine's grid against the sphere it samples: up to ~0.08 radians of s or t
// (a layer scaled 5x moves by 0.4 of its image), so sky.frag follows the grid, not
// the sphere.
TEST(SkyCloudDome, TessellatedGridDiffersFromTheSphereEnoughToFollowIt) {
    float worst = 0;
    for (float height : {128.0f, 512.0f, 2048.0f})
        for (int yaw = 0; yaw < 360; yaw += 7)
            for (int pitch = -30; pitch <= 89; pitch += 3) {  // above the bottom face, which has no clouds
                const float y = glm::radians(float(yaw)), p = glm::radians(float(pitch));
                const glm::vec3 d(std::cos(p) * std::cos(y), std::cos(p) * std::sin(y), std::sin(p));
                const glm::vec2 a = engine_cloud_st(d, height), b = analytic_cloud_st(d, height);
                worst = std::max({worst, std::abs(a.x - b.x), std::abs(a.y - b.y)});
            }
    EXPECT_GT(worst, 0.03f);
    EXPECT_LT(worst, 0.1f);
    RecordProperty("worst_grid_vs_sphere_radians", std::to_string(worst));
}

// An opaque cloud stage with tcMod scale and scroll, off the vertical: the texel the
// engine's grid and chain pick at t = 1 and t = 2.
TEST_F(SkyCloudsRender, CloudStageReadsTheEnginesDomeCoordinatesThroughItsTcMods) {
    const std::string body = R"(
	skyparms env/test 512 -
	{
		map textures/test/ramp.tga
		tcMod scale 4 1
		tcMod scroll 0.3 0
	})";
    const float pitch = -70;
    const glm::vec2 st = engine_cloud_st(centre_direction(pitch), 512);
    for (float time : {1.0f, 2.0f}) {
        const Picture p = sky_picture(body, pitch, time);
        const double u = 4.0 * st.x + std::fmod(0.3 * time, 1.0);
        const float texel = float((u - std::floor(u)) * 256.0 - 0.5);  // the ramp's red, linearly read
        const glm::u8vec4 px = p.centre();
        EXPECT_NEAR(px[0], bsptest::overbright_display_byte(texel / 255.0f * kIdentityLighting), 4) << "t=" << time << " s=" << st.x;
        EXPECT_LE(px[1], 2);
        EXPECT_LE(px[2], 2);
    }
}

// blendFunc add over the far box: the box at identityLight, the layer added, doubled;
// the scroll moves the other half of the image under the pixel.
TEST_F(SkyCloudsRender, AddedCloudLayerOverTheBoxMovesWithTime) {
    const std::string body = R"(
	skyparms env/test 512 -
	{
		map textures/test/halves.tga
		blendfunc add
		tcMod scroll 0.1 0
	})";
    const float pitch = -89;  // straight up: s and t are pi/2, the right half at t=1, the left at t=6
    const glm::vec2 st = engine_cloud_st(centre_direction(pitch), 512);
    ASSERT_NEAR(st.x, 1.5708f, 0.01f);
    const Picture right = sky_picture(body, pitch, 1.0f);
    const Picture left = sky_picture(body, pitch, 6.0f);
    const float box[3] = {40 / 255.0f * 0.5f, 80 / 255.0f * 0.5f, 120 / 255.0f * 0.5f};
    const float add = 200 / 255.0f * kIdentityLighting;
    const glm::u8vec4 r = right.centre();
    EXPECT_NEAR(r[0], bsptest::overbright_display_byte(box[0]), 3);
    EXPECT_NEAR(r[1], bsptest::overbright_display_byte(box[1]), 3);
    EXPECT_NEAR(r[2], bsptest::overbright_display_byte(box[2] + add), 3);
    const glm::u8vec4 l = left.centre();
    EXPECT_NEAR(l[0], bsptest::overbright_display_byte(box[0] + add), 3);
    EXPECT_NEAR(l[1], bsptest::overbright_display_byte(box[1]), 3);
    EXPECT_NEAR(l[2], bsptest::overbright_display_byte(box[2]), 3);
}

// Without cloud stages the sky is the box alone, as before; "-" as the cloud height
// still gives the stages a dome (the engine reads it as 512).
TEST_F(SkyCloudsRender, BoxAloneWithoutStagesAndDashHeightStillDrawsClouds) {
    const Picture box = sky_picture("\tskyparms env/test - -", -89, 0);
    EXPECT_NEAR(box.centre()[0], 40, 2);
    EXPECT_NEAR(box.centre()[1], 80, 2);
    EXPECT_NEAR(box.centre()[2], 120, 2);
    const Picture clouds = sky_picture("\tskyparms env/test - -\n\t{\n\t\tmap textures/test/halves.tga\n\t\tblendfunc add\n\t}", -89, 0);
    EXPECT_GT(int(clouds.centre()[0]) + int(clouds.centre()[2]), 40 + 120 + 100) << "the layer adds over the box";
}

}  // namespace

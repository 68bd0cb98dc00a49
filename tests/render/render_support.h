#pragma once
// Shared by the offscreen render tests: one hidden GL context for the test binary,
// a frame description, drawing a frame into an offscreen target, and the measures
// the tests apply to the picture (is it a scene, how does it differ from another).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>
#include <gtest/gtest.h>

#include "app/gl_context.h"
#include "render/gl/scene_renderer.h"
#include "session/camera.h"
#include "session/map_loading.h"
#include "support/test_maps.h"

namespace bsptest {

constexpr int kPictureWidth = 320, kPictureHeight = 180;

// The PNG byte of a framebuffer value after the display's overbright doubling
// (Quake 3's r_overBrightBits 1 on a hardware gamma ramp).
inline int overbright_display_byte(float framebuffer) {
    return int(std::lround(std::min(1.0f, 2.0f * framebuffer) * 255.0f));
}

// The binary's GL context (created on first use, offscreen); null with `error` set
// when the machine has none.
bsp::GlContext* shared_gl(std::string& error);

struct PictureStats {
    double mean = 0, stddev = 0;    // of luminance, 0..255
    size_t distinct_colours = 0;    // at 6 bits per channel
};

struct Picture {
    std::vector<uint8_t> rgba;
    bsp::FrameResult frame;
    size_t pixels() const { return rgba.size() / 4; }
    // A pointer into `rgba`: taking one from a temporary Picture would dangle, so the
    // rvalue overload is deleted and such a test does not compile (centre() copies).
    const uint8_t* at(size_t i) const& { return &rgba[i * 4]; }
    const uint8_t* at(size_t i) const&& = delete;
    size_t count_color(glm::u8vec4 c, int tolerance = 6) const;
    // Pixels where some channel differs from `o` by more than `threshold`.
    size_t differing(const Picture& o, int threshold = 8) const;
    PictureStats stats() const;
    // Share of pixels that show the missing-texture checker (render/missing_texture.h):
    // its two cell colours or a blend of them (mip levels). Meaningful for Fullbright
    // pictures at gamma 1, where a pixel is its texel; lit pictures scale it by light.
    double missing_texture_fraction() const;
    // Pixel `i` and the middle pixel, copied (safe on a temporary Picture).
    glm::u8vec4 pixel(size_t i) const { return {rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2], rgba[i * 4 + 3]}; }
    glm::u8vec4 centre() const { return pixel(size_t(kPictureHeight / 2) * kPictureWidth + kPictureWidth / 2); }
};

double luminance(const uint8_t* rgb);
// One pixel of Picture::missing_texture_fraction's checker.
bool is_missing_texture_colour(const uint8_t* rgb);

struct Frame {
    bsp::Camera camera;
    bsp::RenderSettings settings;
    bsp::VisOptions vis;
    bsp::DebugDrawOptions debug;
    std::optional<bsp::Camera> freeze_from;  // visibility computed from here (frozen)
};

// A map loaded for drawing (textures decoded) and its renderer, built on the
// current GL context. Throws LoadError like load_map().
struct LoadedScene {
    std::unique_ptr<bsp::LoadedMap> loaded;
    std::unique_ptr<bsp::SceneRenderer> scene;
    const bsp::Map& map() const { return loaded->map; }
};
LoadedScene load_scene(const std::string& map_argument, const std::vector<std::string>& game_dirs = {});

// The picture tests' common start on a map of ../shared/maps (`relative` below it):
// `target` (a LoadedScene) gets the loaded map, or the test is skipped when the map or
// an offscreen GL context is missing. Use where GTEST_SKIP may return (a void function).
#define BSPTEST_LOAD_SHARED_SCENE(target, relative)                                          \
    do {                                                                                     \
        const auto bsptest_path = bsptest::shared_maps_dir() / (relative);                   \
        BSPTEST_REQUIRE_PATH(bsptest_path);                                                  \
        std::string bsptest_gl_error;                                                        \
        if (!bsptest::shared_gl(bsptest_gl_error))                                           \
            GTEST_SKIP() << "no offscreen OpenGL context: " << bsptest_gl_error;             \
        (target) = bsptest::load_scene(bsptest_path.string());                               \
    } while (0)


// Base of the tests on OpenArena's oa_thor: the map is loaded (with its textures)
// once per test binary on the shared context; each test skips with a message when
// the data or a GL context is missing.
class OaThorTest : public ::testing::Test {
protected:
    void SetUp() override;
    static const bsp::Map& map();
    static bsp::SceneRenderer& scene();
};

Picture draw(bsp::SceneRenderer& scene, const bsp::Map& map, const Frame& f, int width = kPictureWidth,
             int height = kPictureHeight);

}  // namespace bsptest

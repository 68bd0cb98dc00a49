#include "render/render_support.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <set>

#include "render/gl/offscreen_target.h"
#include "render/missing_texture.h"
#include "session/camera_view.h"
#include "support/test_maps.h"

namespace bsptest {

using namespace bsp;

GlContext* shared_gl(std::string& error) {
    static std::unique_ptr<GlContext> gl;
    static std::string gl_error;
    static bool tried = false;
    if (!tried) {
        tried = true;
        setenv("SDL_VIDEODRIVER", "offscreen", 0);  // ctest sets it too; a bare run needs it
        gl = GlContext::create({.width = 64, .height = 64, .hidden = true, .resizable = false, .vsync = false},
                               gl_error);
    }
    error = gl_error;
    return gl.get();
}

double luminance(const uint8_t* p) { return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]; }

size_t Picture::count_color(glm::u8vec4 c, int tolerance) const {
    size_t n = 0;
    for (size_t i = 0; i < pixels(); ++i)
        if (std::abs(at(i)[0] - c.r) <= tolerance && std::abs(at(i)[1] - c.g) <= tolerance &&
            std::abs(at(i)[2] - c.b) <= tolerance)
            ++n;
    return n;
}

size_t Picture::differing(const Picture& o, int threshold) const {
    size_t n = 0;
    for (size_t i = 0; i < pixels(); ++i)
        for (int c = 0; c < 3; ++c)
            if (std::abs(int(at(i)[c]) - int(o.at(i)[c])) > threshold) {
                ++n;
                break;
            }
    return n;
}

bool is_missing_texture_colour(const uint8_t* p) {
    const auto& light = bsp::kMissingCheckerLight;
    const auto& dark = bsp::kMissingCheckerDark;
    // On the line from the dark cell to the light one: red and blue equal, green
    // where the blend that gives this red puts it.
    const double t = double(p[0] - dark[0]) / double(light[0] - dark[0]);
    const double g = dark[1] + t * double(light[1] - dark[1]);
    return t > -0.05 && t < 1.05 && std::abs(p[0] - p[2]) <= 2 && std::abs(double(p[1]) - g) <= 2.0;
}

double Picture::missing_texture_fraction() const {
    size_t n = 0;
    for (size_t i = 0; i < pixels(); ++i) n += is_missing_texture_colour(at(i));
    return double(n) / double(std::max<size_t>(pixels(), 1));
}

PictureStats Picture::stats() const {
    PictureStats s;
    double sum = 0, sum2 = 0;
    std::set<uint32_t> colours;
    for (size_t i = 0; i < pixels(); ++i) {
        const uint8_t* p = at(i);
        const double l = luminance(p);
        sum += l;
        sum2 += l * l;
        colours.insert(uint32_t(p[0] >> 2) << 12 | uint32_t(p[1] >> 2) << 6 | uint32_t(p[2] >> 2));
    }
    const double n = double(std::max<size_t>(pixels(), 1));
    s.mean = sum / n;
    s.stddev = std::sqrt(std::max(0.0, sum2 / n - s.mean * s.mean));
    s.distinct_colours = colours.size();
    return s;
}

LoadedScene load_scene(const std::string& map_argument, const std::vector<std::string>& game_dirs) {
    LoadedScene out;
    out.loaded = std::make_unique<LoadedMap>(
        load_map({.map_argument = map_argument, .game_dirs = game_dirs, .textures = true}));
    out.scene = std::make_unique<SceneRenderer>(out.loaded->map, std::move(out.loaded->materials));
    return out;
}

namespace {

struct OaThorScene {
    std::unique_ptr<LoadedScene> loaded;
    std::string missing;  // why there is none
};

const OaThorScene& oa_thor_scene() {
    static OaThorScene thor = [] {
        OaThorScene t;
        const auto pk3 = openarena_dir() / "pak6-patch088.pk3";
        std::string error;
        if (!have(pk3)) t.missing = "test data not found: " + pk3.string() + " (needs openarena-088-data)";
        else if (!shared_gl(error)) t.missing = "no offscreen OpenGL context: " + error;
        else t.loaded = std::make_unique<LoadedScene>(load_scene("maps/oa_thor.bsp", {openarena_dir().string()}));
        return t;
    }();
    return thor;
}

}  // namespace

void OaThorTest::SetUp() {
    if (!oa_thor_scene().loaded) GTEST_SKIP() << oa_thor_scene().missing;
}
const Map& OaThorTest::map() { return oa_thor_scene().loaded->map(); }
SceneRenderer& OaThorTest::scene() { return *oa_thor_scene().loaded->scene; }

Picture draw(SceneRenderer& scene, const Map& map, const Frame& f, int width, int height) {
    OffscreenTarget target(width, height);
    target.bind();
    const float far_plane = far_plane_for(map);
    if (f.freeze_from) scene.freeze_at(make_render_view(*f.freeze_from, width, height, far_plane), f.vis);
    Picture p;
    p.frame = scene.render(make_render_view(f.camera, width, height, far_plane), f.vis, f.settings,
                           f.freeze_from.has_value(), f.debug);
    p.rgba = target.read_rgba();
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return p;
}

}  // namespace bsptest

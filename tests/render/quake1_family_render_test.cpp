// Offscreen render tests on every real GoldSrc, Quake 1 / BSP2 and Quake 2 map in
// ../shared/maps: each picture must be a scene (lit, textured where the textures
// ship inside the map), the lightmap view must show light that is neither black
// nor blown out, and from inside the vis test map the PVS must cut the leaves.
// Skipped when the maps are absent.
#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <string>

#include "render/render_support.h"
#include "session/camera.h"
#include "session/camera_view.h"
#include "session/map_loading.h"
#include "session/opening_view.h"
#include "support/quake1_writer.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

struct MapCase {
    const char* file;                 // under ../shared/maps
    std::optional<glm::vec3> pos;     // camera; the default start when absent
    glm::vec2 angles{0, 0};           // pitch, yaw with `pos`
    bool sky_only = false;            // a sky brush seen from inside: one flat colour is right
    bool textures_in_map = true;      // every texture is embedded (no WAD needed)
    bool lit = true;                  // has a lighting lump that the view shows
};

void PrintTo(const MapCase& c, std::ostream* os) { *os << c.file; }

// Cameras where the default start shows too little: q1_cube's player start hangs
// above its only brush; lq_nolcoz's start faces a door the light tool left unlit
// (black, as in the game); the lightmap test's start looks at its darkest wall.
const MapCase kMaps[] = {
    {"goldsrc/allocblock-in-bsp-texture-test.bsp"},
    {"goldsrc/allocblock-lightmap-test.bsp", glm::vec3(0, 0, -292), {-30, 45}, false, false},
    {"goldsrc/allocblock-sky-test-simple.bsp", {}, {}, true, true, false},
    {"goldsrc/allocblock-vis-test.bsp", {}, {}, false, false},
    {"q1/bsp_tool-mp_lobby.bsp", {}, {}, false, false},
    {"q1/bsp_tool-rmq-mp_lobby-BSP2.bsp", {}, {}, false, false},
    {"q1/ericw-q1_cube.bsp", glm::vec3(56, -252, 128), {35, 90}, false, true, false},
    {"q1/lq-LQ_greenwood.bsp", {}, {}, false, false},
    {"q1/lq-lq_nolcoz.bsp", glm::vec3(-1102, -978, 46), {30, 315}},
    {"q1/lq-lqdm13_a3.bsp"},
    {"q1/lq-maphacks.bsp", {}, {}, false, false},
    {"q1/lq-start.bsp", {}, {}, false, false},
    // Quake 2: retail textures are not in ../shared/maps, so faces show the checker.
    {"q2/coopordie-pregame.bsp", {}, {}, false, false},
    {"q2/coopordie-startmap.bsp", {}, {}, false, false},
};

class QuakeFamilyRender : public ::testing::TestWithParam<MapCase> {
protected:
    void SetUp() override {
        path_ = bsptest::shared_maps_dir() / GetParam().file;
        BSPTEST_REQUIRE_PATH(path_);
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        scene_ = bsptest::load_scene(path_.string());
    }
    Frame frame(ViewMode mode) const {
        Frame f{.camera = default_camera(scene_.map())};
        if (GetParam().pos) {
            f.camera.position = *GetParam().pos;
            f.camera.pitch = GetParam().angles.x;
            f.camera.yaw = GetParam().angles.y;
        }
        f.settings.mode = mode;
        return f;
    }
    Picture render(ViewMode mode) { return bsptest::draw(*scene_.scene, scene_.map(), frame(mode)); }

    std::filesystem::path path_;
    bsptest::LoadedScene scene_;
};

TEST_P(QuakeFamilyRender, PictureIsAScene) {
    const MapCase& c = GetParam();
    const Picture lit = render(ViewMode::Lit);
    ASSERT_GT(lit.frame.draw.triangles, 0u) << "nothing drawn from the start camera";
    const bsptest::PictureStats s = lit.stats();
    const RenderSettings defaults;
    const glm::u8vec4 clear(glm::round(defaults.clear_color * 255.0f), 255);
    EXPECT_LT(lit.count_color(clear, 2), lit.pixels() / 2) << "half the picture is the clear colour";
    if (c.sky_only) {
        EXPECT_LT(s.stddev, 1.0) << "a flat sky colour was expected";
        return;
    }
    EXPECT_GT(s.mean, 5.0) << "picture is (nearly) black";
    EXPECT_LT(s.mean, 245.0) << "picture is (nearly) white";
    // Maps whose textures live in WADs we do not have show the checker: fewer colours.
    EXPECT_GT(s.distinct_colours, c.textures_in_map ? 24u : 12u) << "too few colours for a textured scene";
    if (c.textures_in_map) {
        EXPECT_TRUE(scene_.scene->world().missing_textures().empty());
        EXPECT_LT(render(ViewMode::Fullbright).missing_texture_fraction(), 0.02) << "missing-texture checker on screen";
    }
}

TEST_P(QuakeFamilyRender, LightmapViewShowsLight) {
    const MapCase& c = GetParam();
    if (!c.lit) GTEST_SKIP() << c.file << " has no lighting";
    ASSERT_FALSE(scene_.map().lightmaps.empty());
    const Picture light = render(ViewMode::Lightmap);
    const Picture full = render(ViewMode::Fullbright);
    const bsptest::PictureStats s = light.stats();
    EXPECT_GT(s.mean, 10.0) << "lightmap view is (nearly) black";
    EXPECT_GT(s.stddev, 2.0) << "lightmap view is flat: light is missing or saturated";
    EXPECT_GT(light.differing(full), light.pixels() / 10) << "lightmap view looks like the texture view";
}

INSTANTIATE_TEST_SUITE_P(SharedMaps, QuakeFamilyRender, ::testing::ValuesIn(kMaps),
                         [](const ::testing::TestParamInfo<MapCase>& info) { return bsptest::map_test_name(info.param.file); });

// The first view of lq_nolcoz (session/opening_view.h): its spawn faces a door the light
// tool left unlit a step away, a picture of nothing but black; the viewer turns to the
// corridor behind, dark too (the map starts in the dark) but a picture with something in
// it. --stats says that it turned; with --angles the command line's view is kept.
TEST(QuakeFamilyFirstView, LqNolcozTurnsAwayFromTheBlackDoor) {
    bsptest::LoadedScene loaded;
    BSPTEST_LOAD_SHARED_SCENE(loaded, "q1/lq-lq_nolcoz.bsp");
    const Camera spawn = default_camera(loaded.map());
    const OpeningView opening = open_view(loaded.map(), spawn);
    ASSERT_TRUE(opening.turned);
    auto shown = [&](const Camera& c) {
        const Picture p = bsptest::draw(*loaded.scene, loaded.map(), Frame{.camera = c});
        size_t not_black = 0;
        for (size_t i = 0; i < p.pixels(); ++i) not_black += bsptest::luminance(p.at(i)) >= 0.5;
        return double(not_black) / double(p.pixels());
    };
    EXPECT_LT(shown(spawn), 0.01) << "the spawn's view is black";
    EXPECT_GT(shown(opening.camera), 0.5) << "the first view shows the corridor";

    const bsptest::TempDir dir("first-view");
    const std::string base = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " +
                             (bsptest::shared_maps_dir() / "q1/lq-lq_nolcoz.bsp").string() +
                             " --size 160x100 --stats --screenshot " + (dir / "first.png").string();
    std::string out;
    ASSERT_EQ(bsptest::run_command(base + " 2>/dev/null", &out), 0) << out;
    EXPECT_NE(out.find("\"first_view_turned\":\"first view turned from yaw 270 to"), std::string::npos) << out;
    ASSERT_EQ(bsptest::run_command(base + " --angles 0,270 2>/dev/null", &out), 0) << out;
    EXPECT_NE(out.find("\"first_view_turned\":\"\""), std::string::npos) << out;
    EXPECT_NE(out.find("\"angles\":[0,270,0]"), std::string::npos) << out;
}

// From inside the vis test map, looking down a corridor, the PVS rejects leaves
// that the frustum alone would keep.
TEST(QuakeFamilyVisibility, PvsCutsLeavesInsideTheVisTestMap) {
    bsptest::LoadedScene loaded;
    BSPTEST_LOAD_SHARED_SCENE(loaded, "goldsrc/allocblock-vis-test.bsp");
    SceneRenderer& scene = *loaded.scene;
    Camera camera;
    camera.position = {0, 1200, -29};
    camera.yaw = 270;
    const RenderView view = make_render_view(camera, bsptest::kPictureWidth, bsptest::kPictureHeight,
                                             far_plane_for(loaded.map()));
    VisibleSet with_pvs, without_pvs;
    scene.compute_visibility(view, {}, with_pvs);
    scene.compute_visibility(view, {.use_pvs = false}, without_pvs);
    ASSERT_GE(with_pvs.camera_cluster, 0) << "camera is not inside the map";
    EXPECT_LT(with_pvs.leaf_count, without_pvs.leaf_count);
    EXPECT_GT(with_pvs.pvs_rejected_leaves, 0u);
}

}  // namespace

namespace {

// A 2x2 uncompressed 32-bit TGA of one colour (bottom-up rows, BGRA).
void write_solid_tga(const std::filesystem::path& path, glm::u8vec3 rgb) {
    std::vector<uint8_t> bytes = {0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2, 0, 32, 8};
    for (int i = 0; i < 4; ++i) bytes.insert(bytes.end(), {rgb.b, rgb.g, rgb.r, 255});
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                                 std::streamsize(bytes.size()));
}

// GoldSrc names its sky box in worldspawn's "skyname" (gfx/env/<name>rt.tga ...):
// with the six faces in a game dir, looking along each axis shows its own face.
TEST(QuakeFamilySky, GoldSrcSkynameBoxIsDrawn) {
    const auto map_path = bsptest::shared_maps_dir() / "goldsrc/allocblock-sky-test-simple.bsp";
    BSPTEST_REQUIRE_PATH(map_path);
    std::string error;
    if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    const bsptest::TempDir dir("goldsrc-sky");
    const auto game = dir.path();
    std::filesystem::create_directories(game / "gfx/env");
    const std::pair<const char*, glm::u8vec3> faces[] = {{"rt", {255, 0, 0}},   {"lf", {0, 255, 0}},
                                                         {"bk", {0, 0, 255}},   {"ft", {255, 255, 0}},
                                                         {"up", {0, 255, 255}}, {"dn", {255, 0, 255}}};
    for (const auto& [suffix, colour] : faces)
        write_solid_tga(game / "gfx/env" / (std::string("testskybox") + suffix + ".tga"), colour);
    bsptest::LoadedScene loaded = bsptest::load_scene(map_path.string(), {game.string()});
    EXPECT_EQ(loaded.map().skybox, "gfx/env/testskybox");
    auto centre = [&](float pitch, float yaw) {
        Frame f;
        f.camera.pitch = pitch;
        f.camera.yaw = yaw;
        const Picture p = bsptest::draw(*loaded.scene, loaded.map(), f);
        const uint8_t* c = p.at(size_t(bsptest::kPictureHeight / 2) * bsptest::kPictureWidth + bsptest::kPictureWidth / 2);
        return glm::u8vec3(c[0], c[1], c[2]);
    };
    EXPECT_EQ(centre(0, 0), glm::u8vec3(255, 0, 0)) << "+X shows rt";
    EXPECT_EQ(centre(0, 90), glm::u8vec3(0, 0, 255)) << "+Y shows bk";
    EXPECT_EQ(centre(-89, 0), glm::u8vec3(0, 255, 255)) << "up shows up";
    EXPECT_EQ(centre(0, 180), glm::u8vec3(0, 255, 0)) << "-X shows lf";
    EXPECT_EQ(centre(0, 270), glm::u8vec3(255, 255, 0)) << "-Y shows ft";
    EXPECT_EQ(centre(89, 0), glm::u8vec3(255, 0, 255)) << "down shows dn";
}

}  // namespace

namespace {

// Brush entities in the draw groups: GoldSrc's rendermode 2 (texture) blends with
// renderamt as alpha, 5 (additive) adds, a trigger is never drawn.
TEST(QuakeFamilyBrushEntities, BlendModesAndHiddenTriggersReachTheDrawGroups) {
    std::string error;
    if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    bsptest::Quake1Writer w = bsptest::Quake1Writer::square_room(bsptest::Q1Variant::kGoldSrc);
    const char* entities[] = {"\"classname\" \"func_wall\"\n\"model\" \"*1\"\n\"rendermode\" \"2\"\n\"renderamt\" \"128\"",
                              "\"classname\" \"trigger_once\"\n\"model\" \"*2\"",
                              "\"classname\" \"func_wall\"\n\"model\" \"*3\"\n\"rendermode\" \"5\"\n\"renderamt\" \"200\""};
    for (const char* e : entities) {
        w.models.push_back({{0, 0, 0}, {64, 64, 0}, 0, int32_t(w.faces.size()), 1});
        w.faces.push_back(w.faces[0]);
        w.entities += std::string("{\n") + e + "\n}\n";
    }
    const bsptest::TempDir dir("brush-entities");
    const auto path = dir / "brush_entities.bsp";
    {
        const auto bytes = w.build();
        std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                                     std::streamsize(bytes.size()));
    }
    bsptest::LoadedScene loaded = bsptest::load_scene(path.string());
    const WorldRenderer& world = loaded.scene->world();
    const auto& group_of = world.surface_groups();
    ASSERT_EQ(group_of.size(), 4u);
    const DrawGroup& opaque = world.groups()[group_of[0]];
    EXPECT_EQ(opaque.pass, MaterialPass::Opaque);
    const DrawGroup& blended = world.groups()[group_of[1]];
    EXPECT_EQ(blended.pass, MaterialPass::Translucent);
    EXPECT_EQ(blended.blend, BlendMode::AlphaBlend);
    EXPECT_NEAR(blended.alpha, 128.0f / 255.0f, 1e-6);
    EXPECT_EQ(group_of[2], VisibleSetBuilder::kNoGroup) << "triggers are never drawn";
    const DrawGroup& added = world.groups()[group_of[3]];
    EXPECT_EQ(added.pass, MaterialPass::Translucent);
    EXPECT_EQ(added.blend, BlendMode::Additive);
    EXPECT_NEAR(added.alpha, 200.0f / 255.0f, 1e-6);
    // From above, everything but the trigger is collected.
    Frame f;
    f.camera.position = {32, 32, 100};
    f.camera.pitch = 89;
    const Picture p = bsptest::draw(*loaded.scene, loaded.map(), f);
    const auto& visible = loaded.scene->visible().surfaces;
    EXPECT_EQ(std::count(visible.begin(), visible.end(), 2u), 0);
    EXPECT_EQ(visible.size(), 3u);
    EXPECT_GT(p.frame.draw.triangles, 0u);
}

}  // namespace

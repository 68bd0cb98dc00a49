// Textures streamed in after the first frame (LoadRequest::stream_textures, ShownMap):
// the first picture is the map lit on white stand-ins, each call uploads within its
// budget, and once every texture is in the picture is exactly the one of a map whose
// textures were decoded before its first frame, sky box included. A file that turns
// out not to decode shows the checker and is listed as missing.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <thread>

#include "render/gl/sky.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "session/shown_map.h"
#include "support/bsp_writer.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

std::unique_ptr<ShownMap> streamed(const std::string& map_argument, const std::string& game_dir) {
    auto loaded = std::make_unique<LoadedMap>(load_map(
        {.map_argument = map_argument, .game_dirs = {game_dir}, .textures = true, .stream_textures = true}));
    return std::make_unique<ShownMap>(std::move(loaded));
}

// The crafted test room as maps/room.bsp of a game dir (its floor and water name
// textures/base/floor and textures/liquids/water).
void write_room(const bsptest::TempDir& game) {
    const auto bytes = bsptest::minimal_q3_room().build();
    bsptest::write_text_file(game / "maps/room.bsp", std::string(bytes.begin(), bytes.end()));
}

// The test room from right above its floor's patch, looking down, in the fullbright
// view (the texture alone), the PVS off.
Frame floor_view(const Map& map) {
    Frame f{.camera = default_camera(map)};
    f.camera.position = {0, 0, 24};
    f.camera.pitch = 89;
    f.settings.mode = ViewMode::Fullbright;
    f.vis.use_pvs = false;
    return f;
}

class TextureStreamingOaThor : public bsptest::OaThorTest {
protected:
    static std::unique_ptr<ShownMap> open() { return streamed("maps/oa_thor.bsp", bsptest::openarena_dir().string()); }
    // The spawn view, and one up into the sky box.
    static Frame spawn() { return Frame{.camera = default_camera(map())}; }
    static Frame sky() {
        Frame f = spawn();
        f.camera.pitch = -70;
        return f;
    }
};

TEST_F(TextureStreamingOaThor, FirstFrameIsLitOnWhiteAndTheLastIsTheDecodedPicture) {
    const std::unique_ptr<ShownMap> shown = open();
    ASSERT_TRUE(shown->textures_streaming());
    ASSERT_GT(shown->textures_to_stream(), 30u) << "oa_thor's textures, its sky box among them";
    EXPECT_EQ(shown->textures_streamed(), 0u);

    for (const Frame& f : {spawn(), sky()}) {
        const Picture decoded = bsptest::draw(scene(), map(), f);
        const Picture first = bsptest::draw(shown->scene(), shown->map(), f);
        EXPECT_GT(first.differing(decoded), first.pixels() / 4) << "the textures are white stand-ins at first";
        EXPECT_GT(first.stats().distinct_colours, 20u) << "lit by the lightmaps, not blank";
    }
    // The sky box is white until its faces come.
    const Picture first_sky = bsptest::draw(shown->scene(), shown->map(), sky());
    EXPECT_GT(first_sky.count_color(glm::u8vec4(255, 255, 255, 255), 2), first_sky.pixels() / 10);

    shown->finish_textures();
    EXPECT_FALSE(shown->textures_streaming());
    EXPECT_EQ(shown->textures_streamed(), shown->textures_to_stream());
    for (const Frame& f : {spawn(), sky()}) {
        const Picture decoded = bsptest::draw(scene(), map(), f);
        const Picture last = bsptest::draw(shown->scene(), shown->map(), f);
        EXPECT_EQ(last.differing(decoded, 0), 0u) << "streamed in, the same picture to the bit";
    }
    EXPECT_EQ(shown->scene().world().missing_textures(), scene().world().missing_textures());
}

// A budget of nothing still uploads one image per call, so streaming always ends.
TEST_F(TextureStreamingOaThor, EachCallUploadsWithinItsBudgetAndAtLeastOne) {
    const std::unique_ptr<ShownMap> shown = open();
    size_t uploaded = 0, calls = 0;
    const auto start = std::chrono::steady_clock::now();
    while (shown->textures_streaming() && std::chrono::steady_clock::now() - start < std::chrono::seconds(30)) {
        const size_t n = shown->stream_textures(0.0);
        EXPECT_LE(n, 1u);
        if (n == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));  // none decoded yet
        uploaded += n;
        ++calls;
        EXPECT_EQ(shown->textures_streamed(), uploaded);
    }
    EXPECT_FALSE(shown->textures_streaming());
    EXPECT_EQ(uploaded, shown->textures_to_stream());
    EXPECT_GE(calls, uploaded);
}

// With the viewer's budget a pass may take an image and leave it for the next (it
// would not fit): it is not counted as streamed until uploaded, and finishing the
// textures uploads it with the rest.
TEST_F(TextureStreamingOaThor, AnImageLeftForTheNextPassIsCountedWhenUploaded) {
    const std::unique_ptr<ShownMap> shown = open();
    size_t uploaded = 0;
    const auto start = std::chrono::steady_clock::now();
    while (uploaded < shown->textures_to_stream() / 2 &&
           std::chrono::steady_clock::now() - start < std::chrono::seconds(30)) {
        const size_t n = shown->stream_textures();
        if (n == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        uploaded += n;
        EXPECT_EQ(shown->textures_streamed(), uploaded);
    }
    shown->finish_textures();
    EXPECT_FALSE(shown->textures_streaming());
    EXPECT_EQ(shown->textures_streamed(), shown->textures_to_stream());
}

// The first frame is drawn before any upload; then a moving view draws every frame,
// a still one once the last texture is in.
TEST_F(TextureStreamingOaThor, AMovingViewDrawsEveryFrameAStillOneWaitsForTheTextures) {
    const std::unique_ptr<ShownMap> moving = open();
    // Time for the workers to decode some (a warm cache gives all 70 in about 70 ms):
    // before this rule the first frame uploaded those first.
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    ASSERT_TRUE(moving->textures_streaming());
    EXPECT_TRUE(moving->stream_textures_for_frame(/*view_changing=*/false));
    EXPECT_EQ(moving->textures_streamed(), 0u) << "the first frame waits for no upload, decoded or not";
    EXPECT_EQ(moving->last_upload_ms(), 0.0);
    while (moving->textures_streaming()) EXPECT_TRUE(moving->stream_textures_for_frame(/*view_changing=*/true));

    const std::unique_ptr<ShownMap> still = open();
    size_t drawn = 0, skipped = 0;
    while (still->textures_streaming()) (still->stream_textures_for_frame(false) ? drawn : skipped) += 1;
    EXPECT_GE(drawn, 1u) << "the frame with the last texture";
    EXPECT_GT(skipped, 0u);
}

// A file that was found but does not decode: found out while streaming, it shows the
// checker and its material joins the missing textures with the file's problem, as when
// decoded while loading; the other textures arrive.
TEST(TextureStreaming, AFileThatDoesNotDecodeShowsTheCheckerAndIsListed) {
    std::string gl_error;
    if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
    bsptest::TempDir game("streaming");
    write_room(game);
    bsptest::write_text_file(game / "textures/base/floor.png", "not a png at all");
    bsptest::write_image_file(game / "textures/liquids/water.tga", 8, 8, 200);

    const std::unique_ptr<ShownMap> shown = streamed((game / "maps/room.bsp").string(), game.path().string());
    EXPECT_EQ(shown->textures_to_stream(), 2u);
    // The room's flare names no image at all: missing from the start. The floor's
    // file is not known to be bad before it is decoded.
    const std::vector<MissingMaterial> before = shown->scene().world().missing_textures();
    ASSERT_EQ(before.size(), 1u);
    EXPECT_EQ(before[0].name, "flareShader");
    const Frame f = floor_view(shown->map());
    EXPECT_EQ(bsptest::draw(shown->scene(), shown->map(), f).missing_texture_fraction(), 0.0) << "white until decoded";
    shown->finish_textures();
    // Listed as decoding it while loading lists it: under the material's name, the
    // file and its problem after it (so picking the floor says why it is missing).
    const auto& missing = shown->scene().world().missing_textures();
    ASSERT_EQ(missing.size(), 2u);
    EXPECT_EQ(missing[1].name, "textures/base/floor");
    EXPECT_EQ(missing[1].problem.rfind("textures/base/floor.png: ", 0), 0u) << missing[1].problem;
    EXPECT_GT(missing[1].problem.size(), std::string("textures/base/floor.png: ").size());
    bsptest::LoadedScene decoded = bsptest::load_scene((game / "maps/room.bsp").string(), {game.path().string()});
    // The same entries; a streamed failure comes after those known while loading.
    std::vector<MissingMaterial> want = decoded.scene->world().missing_textures(), got = missing;
    const auto by_name = [](const MissingMaterial& a, const MissingMaterial& b) { return a.name < b.name; };
    std::sort(want.begin(), want.end(), by_name);
    std::sort(got.begin(), got.end(), by_name);
    EXPECT_EQ(got, want);

    const Picture p = bsptest::draw(shown->scene(), shown->map(), f);
    EXPECT_GT(p.missing_texture_fraction(), 0.1);
}

// A file that is there but broken, with the next extension beside it: decoded while
// loading, the lookup passes over it; streamed, the streamer does too. Either way the
// floor shows the .png and nothing is missing but the flare's image.
TEST(TextureStreaming, ABrokenFileGivesWayToTheNextExtensionAsWhenDecodedWhileLoading) {
    std::string gl_error;
    if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
    bsptest::TempDir game("streaming");
    write_room(game);
    bsptest::write_text_file(game / "textures/base/floor.tga", "not a tga");
    bsptest::write_image_file(game / "textures/base/floor.png", 8, 8, 150);
    bsptest::write_image_file(game / "textures/liquids/water.tga", 8, 8, 200);
    const std::string argument = (game / "maps/room.bsp").string();

    bsptest::LoadedScene decoded = bsptest::load_scene(argument, {game.path().string()});
    const std::unique_ptr<ShownMap> shown = streamed(argument, game.path().string());
    EXPECT_EQ(shown->textures_to_stream(), 2u);
    shown->finish_textures();
    const Frame f = floor_view(shown->map());
    const Picture want = bsptest::draw(*decoded.scene, decoded.map(), f);
    const Picture got = bsptest::draw(shown->scene(), shown->map(), f);
    EXPECT_EQ(got.missing_texture_fraction(), 0.0);
    EXPECT_EQ(got.differing(want, 0), 0u);
    const auto& missing = shown->scene().world().missing_textures();
    ASSERT_EQ(missing.size(), 1u);
    EXPECT_EQ(missing[0].name, "flareShader");
    EXPECT_EQ(missing, decoded.scene->world().missing_textures());
}

}  // namespace

namespace {

bsp::DecodedImage one_colour(int w, int h, uint8_t red) {
    bsp::DecodedImage image;
    image.width = w;
    image.height = h;
    for (int i = 0; i < w * h; ++i) image.pixels.insert(image.pixels.end(), {red, 20, 30, 255});
    return image;
}

// A set whose sky box's six faces (images 0..5) are still to come.
bsp::MaterialSet pending_box() {
    bsp::MaterialSet set;
    set.sky.kind = bsp::SkyKind::Box;
    for (int32_t i = 0; i < 6; ++i) {
        set.images.push_back({.source = "env/box_" + std::to_string(i), .pending = true});
        set.sky.box[size_t(i)] = i;
    }
    return set;
}

struct BoxTexture {
    int width = 0, height = 0;
    std::vector<uint8_t> rgba;  // six layers
};

BoxTexture read_box(const bsp::SkyLook& sky) {
    BoxTexture out;
    glBindTexture(GL_TEXTURE_2D_ARRAY, sky.box_texture());
    glGetTexLevelParameteriv(GL_TEXTURE_2D_ARRAY, 0, GL_TEXTURE_WIDTH, &out.width);
    glGetTexLevelParameteriv(GL_TEXTURE_2D_ARRAY, 0, GL_TEXTURE_HEIGHT, &out.height);
    out.rgba.resize(size_t(out.width) * size_t(out.height) * 4 * 6);
    glGetTexImage(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA, GL_UNSIGNED_BYTE, out.rgba.data());
    glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
    return out;
}

}  // namespace

// The faces come one by one: the white box stays until the sixth, then the box has
// every face, the odd-sized one scaled up with the rest to the largest size, as
// resolve_sky scales a box it decodes itself.
TEST(TextureStreaming, SkyBoxFacesComeOneByOneAndUnequalOnesAreScaled) {
    std::string gl_error;
    if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
    bsp::SkyLook sky;
    sky.load(pending_box());
    ASSERT_EQ(sky.kind(), bsp::SkyKind::Box);
    EXPECT_TRUE(sky.box_streaming());
    const GLuint white = sky.box_texture();
    EXPECT_EQ(read_box(sky).width, 1);
    EXPECT_EQ(read_box(sky).rgba[0], 255);

    for (int32_t i = 0; i < 6; ++i) {
        bsp::MaterialImage face{.source = "env/box_" + std::to_string(i)};
        face.image = i == 4 ? one_colour(4, 3, uint8_t(40 + i)) : one_colour(2, 2, uint8_t(40 + i));
        EXPECT_TRUE(sky.stream_image(i, face));
        if (i < 5) {
            EXPECT_EQ(sky.box_texture(), white) << "white until the last face";
        }
    }
    EXPECT_FALSE(sky.box_streaming());
    EXPECT_FALSE(sky.stream_image(7, {})) << "no face of the box";
    const BoxTexture box = read_box(sky);
    ASSERT_EQ(box.width, 4);
    ASSERT_EQ(box.height, 3);
    for (size_t layer = 0; layer < 6; ++layer) {
        const uint8_t* first = &box.rgba[layer * 4 * 3 * 4];
        EXPECT_EQ(first[0], 40 + layer) << "layer " << layer << " holds its own face";
        EXPECT_EQ(first[1], 20);
    }
}

// As a map whose box is not found: the flat sky colour (the program draws a box now,
// so the box is filled with it).
TEST(TextureStreaming, SkyBoxWithAFaceThatDidNotDecodeShowsTheFlatColour) {
    std::string gl_error;
    if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
    bsp::SkyLook sky;
    sky.load(pending_box());
    for (int32_t i = 0; i < 6; ++i) {
        bsp::MaterialImage face{.source = "env/box_" + std::to_string(i)};
        if (i != 2) face.image = one_colour(2, 2, 50);
        sky.stream_image(i, face);
    }
    EXPECT_FALSE(sky.box_streaming());
    const BoxTexture box = read_box(sky);
    EXPECT_EQ(box.width, 1);
    const glm::vec3 flat = sky.flat_color() * 255.0f + 0.5f;
    for (size_t layer = 0; layer < 6; ++layer) {
        EXPECT_EQ(box.rgba[layer * 4 + 0], uint8_t(flat.r)) << layer;
        EXPECT_EQ(box.rgba[layer * 4 + 1], uint8_t(flat.g)) << layer;
        EXPECT_EQ(box.rgba[layer * 4 + 2], uint8_t(flat.b)) << layer;
    }
}

namespace {

// Every format's maps at hand: what streams (Quake 3's image files, a Source map's
// files found by name) ends as the decoded picture; what does not stream (embedded
// and WAD textures, VTFs) is there from the first frame.
struct StreamCase {
    const char* name;
    const char* argument;  // below ../shared/maps, or in OpenArena's game dir
    bool openarena;
};

const StreamCase kStreamCases[] = {
    {"oa_dm1", "maps/oa_dm1.bsp", true},
    {"delta", "maps/delta.bsp", true},
    {"q3_lobby", "q3/bsp_tool-mp_lobby.bsp", false},
    {"aggressor", "q3/nexuiz-aggressor.bsp", false},
    {"q1_nolcoz", "q1/lq-lq_nolcoz.bsp", false},
    {"q1_bsp2_lobby", "q1/bsp_tool-rmq-mp_lobby-BSP2.bsp", false},
    {"goldsrc_texture", "goldsrc/allocblock-in-bsp-texture-test.bsp", false},
    {"q2_startmap", "q2/coopordie-startmap.bsp", false},
    {"source_tf2_displacement", "source/bsp_tool-tf2-test_displacement_decompile.bsp", false},
    {"source_l4d2", "source/bspsrc-l4d2_tooltextures.bsp", false},
};

void PrintTo(const StreamCase& c, std::ostream* os) { *os << c.argument; }

class StreamedMaps : public ::testing::TestWithParam<StreamCase> {};

TEST_P(StreamedMaps, TheLastPictureIsTheDecodedOne) {
    const StreamCase& c = GetParam();
    const std::filesystem::path required =
        c.openarena ? bsptest::openarena_dir() / "pak6-patch088.pk3" : bsptest::shared_maps_dir() / c.argument;
    BSPTEST_REQUIRE_PATH(required);
    std::string gl_error;
    if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
    const std::string argument = c.openarena ? c.argument : (bsptest::shared_maps_dir() / c.argument).string();
    const std::vector<std::string> dirs = c.openarena ? std::vector<std::string>{bsptest::openarena_dir().string()}
                                                      : std::vector<std::string>{};
    bsptest::LoadedScene decoded = bsptest::load_scene(argument, dirs);
    auto loaded = std::make_unique<LoadedMap>(
        load_map({.map_argument = argument, .game_dirs = dirs, .textures = true, .stream_textures = true}));
    ShownMap shown(std::move(loaded));
    shown.finish_textures();
    const Frame f{.camera = default_camera(shown.map())};
    const Picture want = bsptest::draw(*decoded.scene, decoded.map(), f);
    const Picture got = bsptest::draw(shown.scene(), shown.map(), f);
    EXPECT_EQ(got.differing(want, 0), 0u) << shown.textures_to_stream() << " textures streamed";
    EXPECT_EQ(shown.scene().world().missing_textures(), decoded.scene->world().missing_textures());
}

INSTANTIATE_TEST_SUITE_P(SharedMaps, StreamedMaps, ::testing::ValuesIn(kStreamCases),
                         [](const ::testing::TestParamInfo<StreamCase>& info) { return std::string(info.param.name); });

}  // namespace

namespace {

glm::u8vec4 first_texel(GLuint texture) {
    glm::u8vec4 texel(1, 2, 3, 4);
    GLint w = 0;
    glBindTexture(GL_TEXTURE_2D, texture);
    glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, &w);
    std::vector<glm::u8vec4> all(size_t(std::max(w, 1)) * size_t(std::max(w, 1)) * 4);
    glGetTexImage(GL_TEXTURE_2D, 0, GL_RGBA, GL_UNSIGNED_BYTE, all.data());
    glBindTexture(GL_TEXTURE_2D, 0);
    return w == 1 ? all[0] : texel;
}

}  // namespace

// Until its pixels come, a surface drawn over what is behind shows white (times its
// light); one that is only added or blended shows nothing rather than a white shape.
TEST(TextureStreaming, StandInsAreWhiteForOpaqueAndClearForAddedSurfaces) {
    std::string gl_error;
    if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
    bsptest::TempDir game("streaming");
    write_room(game);
    bsptest::write_text_file(game / "scripts/room.shader",
                             "textures/liquids/water\n{\n\t{\n\t\tmap textures/liquids/water.tga\n\t\tblendFunc add\n\t}\n}\n");
    bsptest::write_image_file(game / "textures/base/floor.tga", 8, 8, 100);
    bsptest::write_image_file(game / "textures/liquids/water.tga", 8, 8, 200);
    const std::unique_ptr<ShownMap> shown = streamed((game / "maps/room.bsp").string(), game.path().string());
    ASSERT_EQ(shown->textures_to_stream(), 2u);
    auto material = [&](const std::string& name) {
        for (size_t m = 0; m < shown->map().materials.size(); ++m)
            if (shown->map().materials[m].name == name) return int32_t(m);
        return int32_t(-1);
    };
    EXPECT_EQ(first_texel(shown->scene().world().material_image(material("textures/base/floor"))),
              glm::u8vec4(255, 255, 255, 255));
    EXPECT_EQ(first_texel(shown->scene().world().material_image(material("textures/liquids/water"))),
              glm::u8vec4(0, 0, 0, 0));
    shown->finish_textures();
    EXPECT_NE(first_texel(shown->scene().world().material_image(material("textures/liquids/water"))),
              glm::u8vec4(0, 0, 0, 0)) << "8x8 now, no 1x1 stand-in";
}

// Quake 3 fog volumes drawn offscreen (issue 11): the crafted room's floor lies in a
// fog brush whose visible side is the plane z = 0; from above and from inside the fog
// the floor's pixel is its colour without fog blended with the fog's colour at the
// alpha the engine's formula gives (render/fog_volumes.h; within 3 bytes: the
// engine's fog image quantises alpha to 8 bits and 32 texels up to opaque, which
// tests/fog_volumes_test.cpp bounds by 0.006 of alpha at these depths).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>

#include "render/fog_volumes.h"
#include "render_support.h"
#include "support/bsp_writer.h"
#include "support/real_maps.h"
#include "support/temp_dir.h"
#include "ui/shader_stages_readout.h"

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

namespace {

void write_text(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

class FogVolumesRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string gl_error;
        if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
        // A small grey image for the floor, so the fog's red shows against it.
        const std::vector<uint8_t> tga = {0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 32, 8, 100, 100, 100, 255};
        std::filesystem::create_directories(dir_ / "textures/test");
        std::ofstream(dir_ / "textures/test/grey.tga", std::ios::binary)
            .write(reinterpret_cast<const char*>(tga.data()), std::streamsize(tga.size()));
    }

    // The room with the floor (face 0) in fog 0: brush 0 whose top (side 5) is z = 0.
    void write_map(bool floor_fogged, const std::string& fog_script) {
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        b.planes.push_back({{0, 0, 1}, 0});
        b.brush_sides[5].plane = int32_t(b.planes.size() - 1);
        b.fogs = {{"textures/fog/mist", 0, 5}};
        b.faces[0].fog = floor_fogged ? 0 : -1;
        const std::vector<uint8_t> bytes = b.build();
        std::filesystem::create_directories(dir_ / "maps");
        std::ofstream(dir_ / "maps/fog.bsp", std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        write_text(dir_ / "scripts/test.shader",
                   "textures/base/floor\n{\n\tcull none\n\t{\n\t\tmap textures/test/grey.tga\n\t}\n}\n" + fog_script);
    }

    // The floor seen straight down (nearly) from (64, 64, z): the centre pixel's point
    // lies along the view axis, 128 + z away.
    Picture picture(float z, bool fog = true, ViewMode mode = ViewMode::Lit) {
        bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps/fog.bsp").string(), {dir_.path().string()});
        Frame f;
        f.camera.position = {64, 64, z};
        f.camera.pitch = 89;
        f.camera.yaw = 90;
        f.settings.mode = mode;
        f.settings.fog_volumes = fog;
        return bsptest::draw(*scene.scene, scene.map(), f);
    }

    // The floor's centre pixel with and without fog against the blend the engine makes.
    void expect_fogged(float z, float alpha, glm::vec3 fog_color) {
        const Picture clear = picture(z, false), fogged = picture(z, true);
        const glm::u8vec4 base = clear.centre();
        const glm::u8vec4 px = fogged.centre();
        for (int c = 0; c < 3; ++c)
            EXPECT_NEAR(px[c], base[c] * (1 - alpha) + 255 * fog_color[c] * alpha, 3.0) << "channel " << c;
        EXPECT_EQ(fogged.frame.draw.passes, clear.frame.draw.passes + 1);  // the fog pass
    }

    bsptest::TempDir dir_{"fog"};
};

const char* kRedFog = "textures/fog/mist\n{\n\tsurfaceparm fog\n\tsurfaceparm trans\n\tcull none\n"
                      "\tfogparms ( 1 0 0.5 ) 256\n}\n";

}  // namespace

// Eye inside (64 under the fog's top): 64 units through the fog, a quarter of its
// opaque 256: alpha sqrt(1/4).
TEST_F(FogVolumesRender, EyeInsideTheFog) {
    write_map(true, kRedFog);
    expect_fogged(-64, 0.5f, {1, 0, 0.5f});
}

// Eye outside (64 above the top): 192 units to the floor, of which the 128 under the
// plane count: 192/256 × 128/192 = 1/2, alpha sqrt(1/2).
TEST_F(FogVolumesRender, EyeAboveTheFog) {
    write_map(true, kRedFog);
    expect_fogged(64, std::sqrt(0.5f), {1, 0, 0.5f});
}

// A surface that names no fog is drawn as without fog, byte for byte; so is the
// lightmap view, which shows light alone.
TEST_F(FogVolumesRender, SurfacesOutsideAndTheLightmapViewAreUnchanged) {
    write_map(false, kRedFog);
    EXPECT_EQ(picture(-64, true).differing(picture(-64, false), 0), 0u);
    write_map(true, kRedFog);
    EXPECT_EQ(picture(-64, true, ViewMode::Lightmap).differing(picture(-64, false, ViewMode::Lightmap), 0), 0u);
    EXPECT_GT(picture(-64, true, ViewMode::Fullbright).differing(picture(-64, false, ViewMode::Fullbright)), 1000u);
}

// No script gives the fog shader fogParms: ioquake3 takes the default shader's zeros,
// black fog opaque after 1 unit, and so does bspview (with a warning).
TEST_F(FogVolumesRender, FogShaderWithoutScriptIsBlackAndOpaque) {
    write_map(true, "");
    const glm::u8vec4 px = picture(-64).centre();
    EXPECT_LE(int(px[0]) + px[1] + px[2], 3);
}

// The face picker's shader stages readout names the fog volume a face lies in.
TEST_F(FogVolumesRender, PickerNamesTheFogVolume) {
    write_map(true, kRedFog);
    bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps/fog.bsp").string(), {dir_.path().string()});
    FaceRecord f;
    f.surface = 0;
    note_shader_stages(f, scene.map(), scene.scene->world());
    ASSERT_FALSE(f.shader_stages.empty());
    EXPECT_EQ(f.shader_stages.back(), "fog volume 0: textures/fog/mist, drawn over it");
    f.surface = 1;  // the ceiling names no fog
    note_shader_stages(f, scene.map(), scene.scene->world());
    for (const std::string& line : f.shader_stages) EXPECT_EQ(line.find("fog volume"), std::string::npos);
}

// oa_koth1's pits hold textures/sfx/constfog (pak6-patch088's script: fogParms
// ( 0.6 0.6 0.6 ) 200). Looking down the north pit from inside it, its floor lies
// hundreds of units away through the fog: the picture's bottom shows the fog's grey
// (0.6 × 255 = 153) where without fog the pit is nearly black.
TEST(FogVolumesRealMap, OpenArenaKoth1PitIsGrey) {
#ifdef BSPVIEW_SANITIZED
    GTEST_SKIP() << "runs in the plain build only (texture loads take minutes under the sanitizers)";
#endif
    const auto baseoa = bsptest::openarena_dir();
    BSPTEST_REQUIRE_PATH(baseoa / "pak6-patch088.pk3");
    std::string error;
    if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    bsptest::LoadedScene loaded = bsptest::load_scene("maps/oa_koth1.bsp", {baseoa.string()});
    ASSERT_EQ(loaded.map().fogs.size(), 4u);
    EXPECT_EQ(loaded.map().fogs[0].material, "textures/sfx/constfog");
    Frame f;
    f.camera.position = {0, 700, -700};
    f.camera.pitch = 10;
    f.camera.yaw = 90;
    const Picture fogged = bsptest::draw(*loaded.scene, loaded.map(), f);
    f.settings.fog_volumes = false;
    const Picture clear = bsptest::draw(*loaded.scene, loaded.map(), f);
    const size_t bottom = size_t(bsptest::kPictureHeight - 4) * bsptest::kPictureWidth + bsptest::kPictureWidth / 2;
    for (int c = 0; c < 3; ++c) {
        EXPECT_NEAR(fogged.at(bottom)[c], 153, 6) << "channel " << c;
        EXPECT_LT(clear.at(bottom)[c], 30) << "channel " << c;
    }
    EXPECT_GT(fogged.frame.draw.passes, clear.frame.draw.passes);
}

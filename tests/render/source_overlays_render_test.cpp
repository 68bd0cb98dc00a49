// Source overlays on screen: a crafted triangle face (blue) carries an info_overlay
// whose texture is red on its left half (u < 0.5) and green on its right; looking
// straight down, a point of the overlay shows the colour its texture coordinate
// (from the overlay's U/V range over its quad) names, a point of the face outside the
// overlay shows the face, and --overlays off shows the face everywhere. (The crafted
// face's winding disagrees with its plane, so both materials draw both sides.)
// Skipped without GL.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "render/render_support.h"
#include "support/image_files.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"

namespace {

using namespace bsp;
using bsptest::Bytes;

// A 4x4 BGRA8888 VTF: columns 0-1 `left`, columns 2-3 `right`.
std::vector<uint8_t> halves_vtf(glm::u8vec3 left, glm::u8vec3 right) {
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = 12, spec.mip_count = 1;
    std::vector<uint8_t> level;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x) {
            const glm::u8vec3 c = x < 2 ? left : right;
            level.insert(level.end(), {c.b, c.g, c.r, 255});
        }
    return bsptest::make_vtf(spec, {level});
}

// one_triangle() with a second material (DEV/OVERLAY, texinfo 1) and one overlay of it:
// x 16..48, y 8..24, U 0..1 along x, V 0..1 along y, on face 0.
std::vector<uint8_t> overlay_map() {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    const std::string first = "DEV/DEV_MEASUREGENERIC01B";
    s.lumps[source::kTexdataStringData] = Bytes().str(first).str("DEV/OVERLAY").b;
    s.lumps[source::kTexdataStringTable] = Bytes().put<int32_t>(0).put<int32_t>(int32_t(first.size() + 1)).b;
    Bytes texdata;
    for (int32_t name = 0; name < 2; ++name)
        texdata.put(.5f).put(.5f).put(.5f).put<int32_t>(name).put<int32_t>(4).put<int32_t>(4).put<int32_t>(4).put<int32_t>(4);
    s.lumps[source::kTexdata] = texdata.b;
    const std::vector<uint8_t> first_texinfo = s.lumps[source::kTexinfo];
    std::vector<uint8_t> second_texinfo = first_texinfo;
    const int32_t second_texdata = 1;  // its last field
    std::memcpy(second_texinfo.data() + second_texinfo.size() - sizeof second_texdata, &second_texdata, sizeof second_texdata);
    s.lumps[source::kTexinfo] = first_texinfo;
    s.lumps[source::kTexinfo].insert(s.lumps[source::kTexinfo].end(), second_texinfo.begin(), second_texinfo.end());
    bsptest::OverlaySpec o;
    o.texinfo = 1;
    s.lumps[source::kOverlays] = bsptest::overlay_record(o);
    return s.build();
}

class SourceOverlaysRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        bsptest::write_binary_file(dir_ / "materials/dev/blue.vtf", halves_vtf({0, 0, 255}, {0, 0, 255}));
        bsptest::write_binary_file(dir_ / "materials/dev/halves.vtf", halves_vtf({255, 0, 0}, {0, 255, 0}));
        std::ofstream(dir_ / "materials/dev/dev_measuregeneric01b.vmt") << "UnlitGeneric { $basetexture dev/blue $nocull 1 }";
        std::ofstream(dir_ / "materials/dev/overlay.vmt") << "UnlitGeneric { $basetexture dev/halves $decal 1 $nocull 1 }";
        bsptest::write_binary_file(dir_ / "maps/overlay.bsp", overlay_map());
    }
    // The picture looking straight down on (x, y) of the face.
    bsptest::Picture above(float x, float y, bool overlays = true) {
        bsptest::LoadedScene scene = bsptest::load_scene((dir_ / "maps/overlay.bsp").string(), {dir_.path().string()});
        bsptest::Frame f;
        f.camera.position = glm::vec3(x, y, 6);
        f.camera.pitch = 89.9f;
        f.settings.mode = ViewMode::Fullbright;
        f.settings.overlays = overlays;
        return bsptest::draw(*scene.scene, scene.map(), f);
    }
    glm::u8vec4 at(float x, float y, bool overlays = true) { return above(x, y, overlays).centre(); }
    bsptest::TempDir dir_{"source-overlays"};
};

TEST_F(SourceOverlaysRender, OverlayShowsItsTextureAtItsUvsOverTheFace) {
    const glm::u8vec4 left = at(20, 10);  // u = (20 - 16) / 32 = 0.125: the red half
    EXPECT_GT(left.r, 200);
    EXPECT_LT(left.g, 40);
    EXPECT_LT(left.b, 40);
    const glm::u8vec4 right = at(36, 10);  // u = 0.625: the green half
    EXPECT_LT(right.r, 40);
    EXPECT_GT(right.g, 200);
    const glm::u8vec4 outside = at(8, 4);  // the face beside the overlay
    EXPECT_LT(outside.r, 40) << int(outside.r) << " " << int(outside.g) << " " << int(outside.b);
    EXPECT_GT(outside.b, 200);
}

TEST_F(SourceOverlaysRender, SwitchedOffTheFaceShows) {
    const glm::u8vec4 c = at(20, 10, /*overlays=*/false);
    EXPECT_LT(c.r, 40);
    EXPECT_GT(c.b, 200);
}

TEST_F(SourceOverlaysRender, FrameCountsTheOverlayPiecesDrawn) {
    // One overlay on one face: one piece, none with the switch off.
    EXPECT_EQ(above(20, 10).frame.draw.overlay_pieces, 1u);
    EXPECT_EQ(above(20, 10, /*overlays=*/false).frame.draw.overlay_pieces, 0u);
}

}  // namespace

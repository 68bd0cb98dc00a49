// Source bump-lit faces drawn through their normal maps: a crafted bump-lit triangle
// whose material's $bumpmap leans every normal along the first bump basis direction
// shows that direction's lightmap (red) in the lightmap and lit views; with
// RenderSettings::bump_maps off it shows its flat (grey) lightmap. Skipped without GL.
#include <gtest/gtest.h>

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

class BumpMapsRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        bsptest::write_binary_file(dir_ / "maps/bumped.bsp", bsptest::bumped_triangle().build());
        bsptest::write_binary_file(dir_ / "materials/dev/white.vtf", bsptest::solid_vtf(255, 255, 255));
        std::ofstream(dir_ / "materials/dev/dev_measuregeneric01b.vmt")
            << "LightmappedGeneric { $basetexture dev/white $bumpmap dev/lean_s }";
        // The normal (sqrt(2/3), 0, 1/sqrt(3)), the first basis direction, as 0..255.
        bsptest::write_binary_file(dir_ / "materials/dev/lean_s.vtf", bsptest::solid_vtf(232, 128, 201));
        scene_ = bsptest::load_scene((dir_ / "maps/bumped.bsp").string(), {dir_.path().string()});
    }
    bsptest::Picture render(ViewMode mode, bool bump_maps) {
        bsptest::Frame f;
        // From below: the crafted triangle's winding faces -z on screen (it is culled
        // from above), whatever its plane says.
        f.camera.position = glm::vec3(20, 10, -48);
        f.camera.pitch = -89;
        f.settings.mode = mode;
        f.settings.bump_maps = bump_maps;
        return bsptest::draw(*scene_.scene, scene_.map(), f);
    }
    bsptest::TempDir dir_{"bump-maps"};
    bsptest::LoadedScene scene_;
};

TEST_F(BumpMapsRender, NormalMapPicksTheDirectionalLight) {
    ASSERT_TRUE(scene_.map().lightmaps.at(0).has_bump_directions());
    for (ViewMode mode : {ViewMode::Lightmap, ViewMode::Lit}) {
        SCOPED_TRACE(mode == ViewMode::Lightmap ? "lightmap view" : "lit view");
        const glm::u8vec4 on = render(mode, true).centre();
        EXPECT_GT(on.r, 100);
        EXPECT_LT(on.g, 30);  // the other directions weigh nothing
        EXPECT_LT(on.b, 30);
        const glm::u8vec4 off = render(mode, false).centre();
        EXPECT_GT(off.r, 30);  // the flat grey light
        EXPECT_NEAR(off.r, off.g, 3);
        EXPECT_NEAR(off.g, off.b, 3);
    }
}

}  // namespace

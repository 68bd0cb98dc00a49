// Quake 3's order for blended surfaces (issue 11, render/engine_draw_order.h): two
// blended surfaces over one pixel, the crafted room's floor (z = -128, its face first
// in the file) and its water triangle (z = -100, a later face), each replacing what
// is behind it (GL_ONE GL_ONE_MINUS_SRC_ALPHA at alpha 1) so the pixel shows
// whichever is drawn last. The engine draws by sort value, then by the order the
// shaders were registered (the order of their first faces), never by distance.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "render/engine_draw_order.h"
#include "render_support.h"
#include "support/bsp_writer.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/vpk_writer.h"

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

namespace {

// A shader that paints `rgb` over whatever is behind, without writing depth.
std::string painting(const std::string& name, const std::string& sort, const std::string& rgb) {
    return name + "\n{\n\tcull none\n" + (sort.empty() ? "" : "\tsort " + sort + "\n") +
           "\t{\n\t\tmap $whiteimage\n\t\tblendFunc GL_ONE GL_ONE_MINUS_SRC_ALPHA\n\t\trgbGen const ( " + rgb +
           " )\n\t}\n}\n";
}

class EngineSortOrderRender : public ::testing::Test {
protected:
    void SetUp() override {
        std::string gl_error;
        if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
        const auto bytes = bsptest::minimal_q3_room().build();
        bsptest::write_text_file(dir_ / "maps" / "order.bsp", std::string(bytes.begin(), bytes.end()));
    }

    // The floor red, the water green, with these sort directives ("" for none); the
    // pixel above both, looking down.
    Picture picture(const std::string& floor_sort, const std::string& water_sort) {
        bsptest::write_text_file(dir_ / "scripts/order.shader", painting("textures/base/floor", floor_sort, "1 0 0") +
                                                      painting("textures/liquids/water", water_sort, "0 1 0"));
        scene_ = bsptest::load_scene((dir_ / "maps" / "order.bsp").string(), {dir_.path().string()});
        Frame f;
        f.camera.position = {16, 16, -64};  // over the water triangle (0,0)-(64,0)-(0,64), 36 above it
        f.camera.pitch = 89;
        f.camera.yaw = 90;
        f.vis.use_pvs = false;  // the water's leaf is in the other cluster
        return bsptest::draw(*scene_.scene, scene_.map(), f);
    }

    // Which of the two the centre pixel shows.
    static std::string top(const Picture& p) {
        const uint8_t* px = p.at(size_t(bsptest::kPictureHeight / 2) * bsptest::kPictureWidth + bsptest::kPictureWidth / 2);
        if (px[0] > 200 && px[1] < 40) return "floor";
        if (px[1] > 200 && px[0] < 40) return "water";
        return "neither (" + std::to_string(px[0]) + "," + std::to_string(px[1]) + "," + std::to_string(px[2]) + ")";
    }

    bsptest::LoadedScene scene_;
    bsptest::TempDir dir_{"sort_order"};
};

// No sort: both blend0 (9); the floor's shader is registered first (face 0), so the
// water's (face 3) is drawn over it.
TEST_F(EngineSortOrderRender, DefaultSortDrawsInShaderRegistrationOrder) {
    EXPECT_EQ(top(picture("", "")), "water");
    const ResolvedMaterial& floor = scene_.scene->world().material(0);
    EXPECT_FLOAT_EQ(floor.engine_sort, 9.0f) << "a blended first stage without depthWrite: blend0";
}

// An explicit later sort puts the farther floor over the nearer water: the engine
// does not sort by distance.
TEST_F(EngineSortOrderRender, ExplicitSortWinsOverDistance) {
    EXPECT_EQ(top(picture("10", "")), "floor") << "sort 10 after the water's default 9";
    EXPECT_EQ(top(picture("", "banner")), "floor") << "the water's sort banner (6) before the floor's 9";
    EXPECT_EQ(top(picture("additive", "nearest")), "water") << "nearest (16) after additive (10)";
    EXPECT_EQ(top(picture("underwater", "decal")), "floor") << "underwater (8) after decal (4)";
}

// The place of each blended script surface: sort value first, then registration.
TEST_F(EngineSortOrderRender, PlacesFollowSortThenRegistration) {
    picture("6", "");
    const Map& map = scene_.map();
    const std::vector<uint32_t>& place = scene_.scene->world().draw_groups().engine_order_of_surface;
    ASSERT_EQ(place.size(), map.surfaces.size());
    uint32_t floor = kNoEngineOrder, water = kNoEngineOrder;
    for (size_t s = 0; s < map.surfaces.size(); ++s) {
        if (map.surfaces[s].face_index == 0) floor = place[s];
        if (map.surfaces[s].face_index == 3) water = place[s];
    }
    ASSERT_NE(floor, kNoEngineOrder);
    ASSERT_NE(water, kNoEngineOrder);
    EXPECT_LT(floor, water) << "sort 6 before the water's 9";
}

}  // namespace

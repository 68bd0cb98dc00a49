// Offscreen render tests on the lit Source maps in ../shared/maps/source: from the
// start camera (or a set one) the lit picture is a scene and the lightmap view shows
// light that is neither black nor flat; with the entity markers on, test2's static
// props appear as boxes of their colour. Skipped when the maps or GL are absent.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "render/debug_geometry.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "session/map_loading.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

struct SourceCase {
    const char* file;
    std::optional<glm::vec3> pos;
    glm::vec2 angles{0, 0};
};

void PrintTo(const SourceCase& c, std::ostream* os) { *os << c.file; }

const SourceCase kMaps[] = {
    {"source/bsp_tool-tf2-mp_lobby.bsp"},
    // HDR lighting only; from its spawn, towards its one light (the wall ahead is dim)
    {"source/bsp_tool-momentum-mp_lobby.bsp", glm::vec3(0, 0, 64), {30, 45}},
    {"source/bsp_tool-x360-shack.360.bsp"},     // big-endian, LZMA lumps
    // Looking at the displacements beside the ramp.
    {"source/bsp_tool-tf2-test2.bsp", glm::vec3(0, -1000, 0), {25, 60}},
};

class SourceRender : public ::testing::TestWithParam<SourceCase> {
protected:
    void SetUp() override {
        BSPTEST_LOAD_SHARED_SCENE(scene_, GetParam().file);
    }
    Picture render(ViewMode mode) {
        Frame f{.camera = default_camera(scene_.map())};
        if (GetParam().pos) {
            f.camera.position = *GetParam().pos;
            f.camera.pitch = GetParam().angles.x;
            f.camera.yaw = GetParam().angles.y;
        }
        f.settings.mode = mode;
        return bsptest::draw(*scene_.scene, scene_.map(), f);
    }
    bsptest::LoadedScene scene_;
};

TEST_P(SourceRender, LitMapIsNotEmptyAndShowsLight) {
    ASSERT_FALSE(scene_.map().lightmaps.empty());
    const Picture lit = render(ViewMode::Lit);
    ASSERT_GT(lit.frame.draw.triangles, 0u) << "nothing drawn";
    const RenderSettings defaults;
    const glm::u8vec4 clear(glm::round(defaults.clear_color * 255.0f), 255);
    EXPECT_LT(lit.count_color(clear, 2), lit.pixels() / 2) << "half the picture is the clear colour";
    const Picture light = render(ViewMode::Lightmap);
    const Picture full = render(ViewMode::Fullbright);
    const bsptest::PictureStats s = light.stats();
    EXPECT_GT(s.mean, 10.0) << "lightmap view is (nearly) black";
    EXPECT_LT(s.mean, 250.0) << "lightmap view is (nearly) white";
    EXPECT_GT(s.stddev, 2.0) << "lightmap view is flat: light is missing or saturated";
    EXPECT_GT(light.differing(full), light.pixels() / 10) << "lightmap view looks like the texture view";
}

INSTANTIATE_TEST_SUITE_P(SharedMaps, SourceRender, ::testing::ValuesIn(kMaps),
                         [](const ::testing::TestParamInfo<SourceCase>& info) { return bsptest::map_test_name(info.param.file); });

// test2's crates and barrels by the displacement ramp, seen from above: each static
// prop's marker box is drawn in its colour, and only while the entity markers are on.
TEST(SourceStaticPropMarkers, Test2PropsAppearAsBoxes) {
    bsptest::LoadedScene loaded;
    BSPTEST_LOAD_SHARED_SCENE(loaded, "source/bsp_tool-tf2-test2.bsp");
    ASSERT_EQ(loaded.map().static_props.size(), 17u);
    Frame f{.camera = default_camera(loaded.map())};
    f.camera.position = glm::vec3(-60, -520, -90);
    f.camera.pitch = 25;
    f.camera.yaw = 250;
    f.settings.mode = ViewMode::Lightmap;
    const Picture plain = bsptest::draw(*loaded.scene, loaded.map(), f);
    f.debug.entity_markers = true;
    const Picture marked = bsptest::draw(*loaded.scene, loaded.map(), f);
    EXPECT_EQ(plain.count_color(kStaticPropColor, 2), 0u);
    EXPECT_GT(marked.count_color(kStaticPropColor, 2), 150u) << "the props' boxes should show";
    EXPECT_LT(marked.differing(plain), marked.pixels() / 20) << "markers are lines, not fills";
}

}  // namespace

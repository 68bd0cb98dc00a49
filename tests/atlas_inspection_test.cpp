// The atlas readout's maths without GL: atlas texel -> lightmap image and its light
// (stored, on the page, as the lightmap view shows it), luxel size in world units,
// and the scroll that zooms the atlas about the cursor.
#include <gtest/gtest.h>

#include <cmath>

#include "render/atlas_inspection.h"

namespace {

using namespace bsp;

// An image whose texel (x, y) stores (base + x, base + y, base) in style 0.
LightmapImage ramp_image(int w, int h, uint8_t base) {
    LightmapImage im;
    im.width = w;
    im.height = h;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) im.rgb.insert(im.rgb.end(), {uint8_t(base + x), uint8_t(base + y), base});
    return im;
}

glm::ivec2 image_corner(const LightmapAtlas& atlas, size_t image) {
    const AtlasPlacement& p = atlas.placements[image];
    const AtlasPage& page = atlas.pages[size_t(p.page)];
    return glm::ivec2(glm::round(p.offset * glm::vec2(float(page.width), float(page.height))));
}

TEST(AtlasInspection, TexelNamesItsImageAndLight) {
    std::vector<LightmapImage> images = {ramp_image(4, 3, 10), ramp_image(6, 5, 100)};
    LightStyleLayer flicker{.style = 5, .rgb = std::vector<uint8_t>(6 * 5 * 3, 7)};
    images[1].extra_styles.push_back(flicker);
    const LightmapAtlas atlas =
        build_lightmap_atlas(images, {.border = 2, .overbright_shift = 1, .styles = LightStyleSelection::static_only()});
    ASSERT_EQ(atlas.border, 2);
    for (size_t i = 0; i < images.size(); ++i) {
        const glm::ivec2 c = image_corner(atlas, i);
        const AtlasTexel t = inspect_atlas_texel(atlas, images, atlas.placements[i].page, c.x + 2, c.y + 1);
        EXPECT_EQ(t.image, int(i));
        EXPECT_EQ(t.image_texel, glm::ivec2(2, 1));
        EXPECT_FALSE(t.border);
        const uint8_t base = i == 0 ? 10 : 100;
        EXPECT_EQ(t.stored, glm::u8vec3(base + 2, base + 1, base));
        // The page holds the stored light doubled (shift 1), style 5 being off.
        EXPECT_EQ(t.page, glm::u8vec4((base + 2) * 2, (base + 1) * 2, base * 2, 255));
        EXPECT_EQ(t.styles.size(), i == 0 ? 0u : 1u);
        if (i == 1) {
            EXPECT_EQ(t.styles[0], std::make_pair(uint8_t(5), glm::u8vec3(7)));
        }
    }
    // A border texel is the image's nearest edge texel.
    const glm::ivec2 c = image_corner(atlas, 1);
    const AtlasTexel edge = inspect_atlas_texel(atlas, images, atlas.placements[1].page, c.x - 2, c.y + 5 + 1);
    EXPECT_EQ(edge.image, 1);
    EXPECT_TRUE(edge.border);
    EXPECT_EQ(edge.image_texel, glm::ivec2(0, 4));
    EXPECT_EQ(edge.stored, glm::u8vec3(100, 104, 100));
}

TEST(AtlasInspection, TexelsOutsideImagesAndPagesAreEmpty) {
    const std::vector<LightmapImage> images = {ramp_image(4, 4, 0)};
    const LightmapAtlas atlas = build_lightmap_atlas(images, {.border = 1});
    ASSERT_EQ(atlas.pages.size(), 1u);
    EXPECT_EQ(inspect_atlas_texel(atlas, images, 1, 0, 0).image, -1);
    EXPECT_EQ(inspect_atlas_texel(atlas, images, 0, -1, 0).image, -1);
    EXPECT_EQ(inspect_atlas_texel(atlas, images, 0, 0, atlas.pages[0].height).image, -1);
    EXPECT_EQ(inspect_atlas_texel(atlas, {}, 0, 1, 1).image, -1) << "images the atlas was not built from";
}

TEST(AtlasInspection, LightmapViewColourFollowsTheShader) {
    // As stored at exposure 0 and gamma 1; one stop doubles and clips at white.
    EXPECT_NEAR(lightmap_view_colour({51, 102, 255}, 0, 1).g, 0.4f, 1e-4f);
    const glm::vec3 up = lightmap_view_colour({51, 102, 255}, 1, 1);
    EXPECT_NEAR(up.r, 0.4f, 1e-4f);
    EXPECT_NEAR(up.g, 0.8f, 1e-4f);
    EXPECT_FLOAT_EQ(up.b, 1.0f);
    EXPECT_NEAR(lightmap_view_colour({64, 64, 64}, 0, 2).r, std::sqrt(64.0f / 255), 1e-4f);
    EXPECT_NEAR(lightmap_view_brightness({255, 0, 0}, 0), 0.299f, 1e-4f);
    EXPECT_FLOAT_EQ(lightmap_view_brightness({200, 200, 200}, 2), 1.0f);
    // The heat-map ramp as the shader has it: black, blue at 0.2, green at 0.6, red at 1,
    // white where every channel clips.
    auto near = [](glm::vec3 a, glm::vec3 b) { return glm::distance(a, b) < 1e-4f; };
    EXPECT_TRUE(near(lightmap_heat_colour({0, 0, 0}, 0), glm::vec3(0)));
    EXPECT_TRUE(near(lightmap_heat_colour({51, 51, 51}, 0), glm::vec3(0, 0, 1)));
    EXPECT_TRUE(near(lightmap_heat_colour({153, 153, 153}, 0), glm::vec3(0, 1, 0)));
    EXPECT_TRUE(near(lightmap_heat_colour({255, 255, 255}, 0), glm::vec3(1)));
    EXPECT_TRUE(near(lightmap_heat_colour({255, 255, 0}, 0),
                     glm::mix(glm::vec3(1, 1, 0), glm::vec3(1, 0, 0), 5 * (0.299f + 0.587f) - 4)));
}

// One quad of w x h world units lit by a (w/luxel+1) x (h/luxel+1) image whose
// texel centres sit on the luxel grid, as Quake 1 and GoldSrc lay lightmaps out,
// in the plane spanned by `right` and `up`.
Map quad_map(float w, float h, float luxel_x, float luxel_y, glm::vec3 right, glm::vec3 up) {
    Map map;
    LightmapImage im;
    im.width = int(std::round(w / luxel_x)) + 1;
    im.height = int(std::round(h / luxel_y)) + 1;
    im.rgb.assign(size_t(im.width * im.height * 3), 128);
    map.lightmaps.push_back(im);
    const glm::vec2 corners[4] = {{0, 0}, {w, 0}, {w, h}, {0, h}};
    for (glm::vec2 c : corners) {
        Vertex v;
        v.position = glm::vec3(100, -20, 8) + right * c.x + up * c.y;
        v.lightmap_uv = (glm::vec2(c.x / luxel_x, c.y / luxel_y) + 0.5f) / glm::vec2(float(im.width), float(im.height));
        map.vertices.push_back(v);
    }
    Surface s;
    s.vertex_count = 4;
    s.lightmap = 0;
    map.surfaces.push_back(s);
    append_fan_indices(map.surfaces[0], map.indices);
    return map;
}

TEST(AtlasInspection, LuxelSizeInWorldUnits) {
    const Map floor = quad_map(64, 32, 16, 16, {1, 0, 0}, {0, 1, 0});
    const auto size = luxel_world_size(floor, 0);
    ASSERT_TRUE(size);
    EXPECT_NEAR(size->x, 16, 1e-3);
    EXPECT_NEAR(size->y, 16, 1e-3);
    // A slanted wall with a finer, non-square grid (Source's lightmap scale).
    const Map wall = quad_map(96, 40, 4, 8, glm::normalize(glm::vec3(1, 1, 0)), {0, 0, 1});
    const auto wall_size = luxel_world_size(wall, 0);
    ASSERT_TRUE(wall_size);
    EXPECT_NEAR(wall_size->x, 4, 1e-3);
    EXPECT_NEAR(wall_size->y, 8, 1e-3);
}

TEST(AtlasInspection, NoLuxelSizeWithoutALightmapOrItsSpan) {
    Map map = quad_map(64, 32, 16, 16, {1, 0, 0}, {0, 1, 0});
    EXPECT_FALSE(luxel_world_size(map, 1)) << "no such surface";
    for (Vertex& v : map.vertices) v.lightmap_uv = glm::vec2(0.5f);  // every corner on one texel
    EXPECT_FALSE(luxel_world_size(map, 0));
    map.surfaces[0].lightmap = -1;
    EXPECT_FALSE(luxel_world_size(map, 0));
    map.surfaces[0].lightmap = 0;
    map.indices.resize(2);  // a cut-off index list
    EXPECT_FALSE(luxel_world_size(map, 0));
}

TEST(AtlasInspection, ZoomKeepsThePointUnderTheCursor) {
    // Content point under the cursor: scroll + cursor (content pixels at zoom 1).
    const glm::vec2 scroll(120, 40), cursor(30, 50);
    const glm::vec2 zoomed = scroll_for_zoom_about(scroll, cursor, 1.0f, 2.0f);
    // After zooming, the same atlas texel lies under the cursor: (scroll + cursor) / zoom is kept.
    EXPECT_EQ((zoomed + cursor) / 2.0f, scroll + cursor);
    const glm::vec2 back = scroll_for_zoom_about(zoomed, cursor, 2.0f, 1.0f);
    EXPECT_EQ(back, scroll);
    // Zooming out near the top-left corner cannot scroll before the start.
    EXPECT_EQ(scroll_for_zoom_about({5, 5}, {100, 100}, 1.0f, 0.25f), glm::vec2(0));
}

}  // namespace

// The readout on real maps: every surface's atlas rectangle reads back its own
// lightmap image, whose stored light the page holds with the map's overbright shift,
// and luxels come out at the compilers' default of 16 units for most faces.
#include <algorithm>
#include <string>

#include "render/color_shift.h"
#include "render/lightmap_rects.h"
#include "support/real_maps.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;

class AtlasInspectionOnMaps : public ::testing::TestWithParam<bsptest::RealMap> {};

TEST_P(AtlasInspectionOnMaps, RectanglesReadBackTheirLightAndLuxelsAreSixteenUnits) {
    const bsptest::RealMap& m = GetParam();
    BSPTEST_REQUIRE_PATH(bsptest::real_map_requirement(m));
    const LoadedMap loaded = bsptest::load_real_map(m);
    const Map& map = loaded.map;
    const LightmapAtlas atlas = build_lightmap_atlas(map.lightmaps, {.overbright_shift = map.light_shift});
    const std::vector<LightmapRect> rects = surface_lightmap_rects(map, atlas);
    std::vector<float> luxels;
    size_t checked = 0;
    for (uint32_t s = 0; s < map.surfaces.size(); ++s) {
        const LightmapRect& r = rects[s];
        if (r.page < 0) continue;
        const glm::ivec2 centre = (r.min + r.max) / 2;
        const AtlasTexel t = inspect_atlas_texel(atlas, map.lightmaps, r.page, centre.x, centre.y);
        ASSERT_EQ(t.image, map.surfaces[s].lightmap) << "surface " << s;
        EXPECT_FALSE(t.border) << "surface " << s;
        const glm::u8vec3 shifted = color_shift_lighting(t.stored.r, t.stored.g, t.stored.b, map.light_shift);
        EXPECT_EQ(glm::u8vec3(t.page), shifted) << "surface " << s;
        ++checked;
        if (const auto luxel = luxel_world_size(map, s)) luxels.insert(luxels.end(), {luxel->x, luxel->y});
    }
    EXPECT_GT(checked, 50u);
    ASSERT_GT(luxels.size(), checked);  // most surfaces' lightmaps span their triangles
    std::nth_element(luxels.begin(), luxels.begin() + std::ptrdiff_t(luxels.size() / 2), luxels.end());
    EXPECT_NEAR(luxels[luxels.size() / 2], 16.0f, 0.5f) << "median luxel side";
}

INSTANTIATE_TEST_SUITE_P(
    Maps, AtlasInspectionOnMaps,
    ::testing::Values(bsptest::RealMap{"oa_thor", "maps/oa_thor.bsp", true},
                      bsptest::RealMap{"lq_start", "q1/lq-start.bsp", false},
                      bsptest::RealMap{"allocblock", "goldsrc/allocblock-in-bsp-texture-test.bsp", false},
                      bsptest::RealMap{"tf2_test2", "source/bsp_tool-tf2-test2.bsp", false}),
    [](const auto& info) { return std::string(info.param.name); });

}  // namespace

// Flares placed on the CPU (render/flares.h) with ioquake3's formulas and defaults.
#include <gtest/gtest.h>

#include <cmath>

#include <glm/gtc/matrix_transform.hpp>

#include "render/flares.h"

using namespace bsp;

namespace {

RenderView looking_along_x(int width = 640, int height = 360) {
    RenderView v;
    v.eye = {0, 0, 0};
    v.view = glm::lookAt(v.eye, glm::vec3(1, 0, 0), glm::vec3(0, 0, 1));
    v.projection = glm::perspective(glm::radians(60.0f), float(width) / float(height), 4.0f, 4096.0f);
    v.width = width;
    v.height = height;
    return v;
}

FlareSource flare_at(glm::vec3 p, int32_t leaf = 0) {
    FlareSource f;
    f.position = p;
    f.color = {1.0f, 0.5f, 0.25f};
    f.leaf = leaf;
    return f;
}

TEST(Flares, SizeAndBrightnessFollowTheEngine) {
    VisibleSet visible;
    visible.leaves = {0};
    FlarePlacer placer;
    std::vector<FlareSprite> out;
    placer.place({flare_at({200, 0, 0})}, visible, looking_along_x(), out);
    ASSERT_EQ(out.size(), 1u);
    const FlareSprite& s = out[0];
    EXPECT_NEAR(s.window.x, 320.0f, 0.01f);
    EXPECT_NEAR(s.window.y, 180.0f, 0.01f);
    const float size = 640.0f * (40.0f / 640.0f + 8.0f / 200.0f);
    EXPECT_NEAR(s.half_size, size, 1e-3f);
    const float factor = 200.0f + size * std::sqrt(150.0f);
    const float intensity = 150.0f * size * size / (factor * factor);
    EXPECT_NEAR(s.color.r, intensity, 1e-4f);
    EXPECT_NEAR(s.color.g, 0.5f * intensity, 1e-4f);
    // The depth test's point lies 24 units nearer the eye.
    EXPECT_GT(s.depth, 0.0f);
    EXPECT_LT(s.depth, 1.0f);
    const glm::vec4 c = looking_along_x().projection * glm::vec4(0, 0, -176, 1);
    EXPECT_NEAR(s.depth, c.z / c.w * 0.5f + 0.5f, 1e-5f);
}

TEST(Flares, LeftOutWhenHiddenByVisibilityOrFacingAwayOrOffScreen) {
    VisibleSet visible;
    visible.leaves = {1};
    FlarePlacer placer;
    std::vector<FlareSprite> out;
    placer.place({flare_at({200, 0, 0}, 0)}, visible, looking_along_x(), out);
    EXPECT_TRUE(out.empty()) << "its leaf is not visible";
    placer.place({flare_at({200, 0, 0}, 1)}, visible, looking_along_x(), out);
    EXPECT_EQ(out.size(), 1u);
    placer.place({flare_at({-200, 0, 0}, 1)}, visible, looking_along_x(), out);
    EXPECT_TRUE(out.empty()) << "behind the eye";
    placer.place({flare_at({200, 500, 0}, 1)}, visible, looking_along_x(), out);
    EXPECT_TRUE(out.empty()) << "off screen";
    FlareSource away = flare_at({200, 0, 0}, 1);
    away.normal = {1, 0, 0};
    placer.place({away}, visible, looking_along_x(), out);
    EXPECT_TRUE(out.empty()) << "facing away from the eye";
    FlareSource slanted = flare_at({200, 0, 0}, 1);
    slanted.normal = glm::normalize(glm::vec3(-1, 1, 0));
    placer.place({slanted}, visible, looking_along_x(), out);
    ASSERT_EQ(out.size(), 1u);
    std::vector<FlareSprite> square;
    placer.place({flare_at({200, 0, 0}, 1)}, visible, looking_along_x(), square);
    EXPECT_NEAR(out[0].color.r, square[0].color.r * std::sqrt(0.5f), 1e-4f) << "scaled by the facing";
}

TEST(Flares, CollectedFromTheMapsFlareSurfaces) {
    Map map;
    Vertex v;
    v.position = {1, 2, 3};
    v.color = {255, 128, 0, 255};
    map.vertices.push_back(v);
    Surface s;
    s.kind = SurfaceKind::Flare;
    s.first_vertex = 0;
    s.vertex_count = 1;
    s.material = 7;
    map.surfaces.push_back(s);
    Surface bad = s;
    bad.first_vertex = 5;  // out of range: left out
    map.surfaces.push_back(bad);
    const std::vector<FlareSource> flares = collect_flares(map);
    ASSERT_EQ(flares.size(), 1u);
    EXPECT_EQ(flares[0].position, glm::vec3(1, 2, 3));
    EXPECT_NEAR(flares[0].color.g, 128.0f / 255.0f, 1e-6f);
    EXPECT_EQ(flares[0].material, 7);
    EXPECT_EQ(flares[0].leaf, -1) << "a map without leaves";
}

}  // namespace

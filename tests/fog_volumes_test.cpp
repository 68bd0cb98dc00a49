// Quake 3 fog volumes (issue 11): the fogs lump read into Map::fogs, and the fog's
// opacity over a point against the classic renderer's own path (a 256x32 image made
// by R_FogFactor, read bilinearly at RB_CalcFogTexCoords' coordinates).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "formats/map_parser.h"
#include "render/fog_volumes.h"
#include "support/bsp_writer.h"

using namespace bsp;

namespace {

// The engine's fog image, as R_InitFogTable, R_FogFactor and R_CreateFogImage make it.
float engine_fog_factor(float s, float t) {
    s -= 1.0f / 512;
    if (s < 0 || t < 1.0f / 32) return 0;
    if (t < 31.0f / 32) s *= (t - 1.0f / 32) / (30.0f / 32);
    s = std::min(1.0f, s * 8);
    return std::pow(float(int(s * 255)) / 255.0f, 0.5f);
}
float engine_texel(int x, int y) {
    x = std::clamp(x, 0, 255), y = std::clamp(y, 0, 31);
    return float(int(255 * engine_fog_factor((x + 0.5f) / 256, (y + 0.5f) / 32))) / 255.0f;
}
// GL_LINEAR with clamp to edge at texture coordinates (s, t).
float engine_alpha(float s, float t) {
    const float x = s * 256 - 0.5f, y = t * 32 - 0.5f;
    const int x0 = int(std::floor(x)), y0 = int(std::floor(y));
    const float fx = x - float(x0), fy = y - float(y0);
    return (engine_texel(x0, y0) * (1 - fx) + engine_texel(x0 + 1, y0) * fx) * (1 - fy) +
           (engine_texel(x0, y0 + 1) * (1 - fx) + engine_texel(x0 + 1, y0 + 1) * fx) * fy;
}
// RB_CalcFogTexCoords for one point.
float engine_point(const FogFrame& f, float view_depth, float point_depth) {
    const float s = view_depth / (8 * f.opaque_distance) + 1.0f / 512;
    float t;
    if (!f.has_surface) t = 31.0f / 32;
    else if (f.eye_depth < 0) t = point_depth < 1 ? 1.0f / 32 : 1.0f / 32 + 30.0f / 32 * point_depth / (point_depth - f.eye_depth);
    else t = point_depth < 0 ? 1.0f / 32 : 31.0f / 32;
    return engine_alpha(s, t);
}

}  // namespace

// Per pixel, sqrt(distance through the fog / opaque distance) is the curve the engine's
// table samples: 32 texels up to opaque, 8-bit alpha. Past the table's first texel
// (alpha 0.18) the two agree within 0.03 of alpha (0.006 where the table has a texel),
// the tolerance the render tests use in bytes. Below it the engine draws a straight
// line under the curve's steep start, and its bilinear read at t = 1/32 gives points
// just outside the fog about half its table's second row (sqrt(1/60)/2): within 0.07.
TEST(FogVolumes, AlphaFollowsTheEngineTable) {
    FogFrame f;
    f.opaque_distance = 300;
    f.has_surface = true;
    for (float eye_depth : {50.0f, -40.0f, -300.0f}) {
        f.eye_depth = eye_depth;
        for (float view = 0; view < 400; view += 7)
            for (float depth : {-5.0f, 0.5f, 2.0f, 30.0f, 120.0f}) {
                                SCOPED_TRACE("eye " + std::to_string(eye_depth) + " view " + std::to_string(view) + " depth " +
                             std::to_string(depth));
                const float alpha = fog_alpha(f, view, depth);
                EXPECT_NEAR(alpha, engine_point(f, view, depth), alpha < 0.2f ? 0.07f : 0.03f);
            }
    }
    f.eye_depth = 10;
    EXPECT_NEAR(fog_alpha(f, 75, 10), 0.5f, 1e-6f);   // a quarter of the opaque distance
    EXPECT_FLOAT_EQ(fog_alpha(f, 600, 10), 1.0f);      // past it: opaque
    EXPECT_FLOAT_EQ(fog_alpha(f, 100, -1), 0.0f);      // above the fog's surface
    f.eye_depth = -100;                                // outside: the share under the plane
    EXPECT_NEAR(fog_alpha(f, 300, 100), std::sqrt(0.5f), 1e-6f);
    EXPECT_FLOAT_EQ(fog_alpha(f, 300, 0.5f), 0.0f);    // less than a unit under it
    f.has_surface = false;                             // no plane: the eye is always inside
    EXPECT_NEAR(fog_alpha(f, 75, -50), 0.5f, 1e-6f);
}

TEST(FogVolumes, FrameColourIsTheScriptsThroughOverbright) {
    FogVolume v;
    v.has_surface = true;
    v.surface = {{0, 0, 1}, 16};
    ResolvedFog look;
    look.color = {0.5f, 0.25f, 2.0f};
    look.opaque_distance = 0.25f;  // under 1: 1, as R_LoadFogs
    const FogFrame f = fog_frame(v, look, {0, 0, 40});
    EXPECT_EQ(f.color, glm::vec3(0.5f, 0.25f, 1.0f));
    EXPECT_FLOAT_EQ(f.opaque_distance, 1.0f);
    EXPECT_FLOAT_EQ(f.eye_depth, -24.0f);
}

// The room's fog: brush 0 (the room's box, ±128), seen through side 5.
TEST(FogVolumes, ParserReadsTheFogBrush) {
    bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
    const Map m = parse_map(b.build(), "maps/fog.bsp");
    ASSERT_EQ(m.fogs.size(), 1u);
    EXPECT_EQ(m.fogs[0].material, "textures/fog/mist");
    EXPECT_EQ(m.fogs[0].brush, 0);
    EXPECT_EQ(m.fogs[0].bounds.min, glm::vec3(-128));
    EXPECT_EQ(m.fogs[0].bounds.max, glm::vec3(128));
    EXPECT_TRUE(m.fogs[0].has_surface);
    EXPECT_EQ(m.fogs[0].surface.normal, glm::vec3(0, 0, -1));  // side 5 is plane 7
    EXPECT_EQ(m.surfaces[3].fog, 0);
    EXPECT_EQ(m.surfaces[0].fog, -1);
}

// A bad entry loses its fog (a warning naming the lump and the problem); the map
// loads, and faces that named it are drawn without fog. Later fogs keep their place.
TEST(FogVolumes, BadEntriesAreDroppedWithAWarning) {
    struct Case {
        int32_t brush, side;
        std::string problem;
    };
    for (const Case& c : {Case{2, -1, "fog 0 uses brush 2, but there are 2 brushes"},
                          Case{-1, -1, "fog 0 uses brush -1, but there are 2 brushes"},
                          Case{0, 6, "fog 0 sees through side 6 of brush 0, which has 6 sides"},
                          Case{0, -2, "fog 0 sees through side -2 of brush 0"}}) {
        bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
        b.fogs[0].brush = c.brush;
        b.fogs[0].visible_side = c.side;
        b.fogs.push_back({"textures/fog/other", 1, -1});
        b.faces[0].fog = 1;
        const Map m = parse_map(b.build(), "maps/fog.bsp");
        ASSERT_EQ(m.fogs.size(), 1u) << c.problem;
        EXPECT_EQ(m.fogs[0].material, "textures/fog/other");
        EXPECT_FALSE(m.fogs[0].has_surface);
        EXPECT_EQ(m.surfaces[3].fog, -1);
        EXPECT_EQ(m.surfaces[0].fog, 0);
        ASSERT_EQ(m.warnings.size(), 1u);
        EXPECT_EQ(m.warnings[0].rfind("lump 'fogs': " + c.problem, 0), 0u) << m.warnings[0];
    }
    bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
    b.brushes[0].side_count = 5;
    const Map m = parse_map(b.build(), "maps/fog.bsp");
    EXPECT_TRUE(m.fogs.empty());
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_NE(m.warnings[0].find("which has 5 sides (a fog brush needs its 6 axial sides)"), std::string::npos);
}

// Source bump-lit faces (texinfo SURF_BUMPLIGHT): the parser keeps each style's
// three directional lightmaps next to the flat one and the face's texture tangent
// and handedness; the bump basis weights (render/bump_basis.h) match the engine's
// bumped lightmapped shader for known normals.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"
#include "render/bump_basis.h"
#include "render/lightmap_atlas.h"
#include "support/source_writer.h"
#include "support/test_maps.h"

using bsp::Map;
namespace source = bsp::source;
using bsptest::Bytes;
using bsptest::one_triangle;
using bsptest::SourceBuilder;

namespace {

const char* kBumpedFile = "maps/bumped.bsp";
constexpr int kLuxels = 15;  // one_triangle()'s 5x3 lightmap
constexpr size_t kTexinfoFlags = 64;
constexpr size_t kTexinfoTVector = 16;
constexpr size_t kFaceStyles = 16;

void put_f32(std::vector<uint8_t>& b, size_t at, float v) { std::memcpy(b.data() + at, &v, 4); }

// One image of a face's light: every luxel the same colour (exponent 0).
void put_image(Bytes& light, uint8_t r, uint8_t g, uint8_t b) {
    for (int i = 0; i < kLuxels; ++i) light.put<uint8_t>(r).put<uint8_t>(g).put<uint8_t>(b).put<int8_t>(0);
}

using bsptest::bumped_triangle;

// The decoded value of a channel stored as `stored` with exponent 0 (read from a
// flat face, so the test does not restate the luxel curve).
uint8_t decoded(uint8_t stored) {
    SourceBuilder s = one_triangle();
    Bytes light;
    put_image(light, stored, stored, stored);
    s.lumps[source::kLighting] = light.b;
    return bsp::parse_map(s.build(), kBumpedFile).lightmaps.at(0).rgb[0];
}

}  // namespace

TEST(SourceBumpLightmaps, KeepsTheThreeDirectionsOfEveryStyle) {
    Map m = bsp::parse_map(bumped_triangle().build(), kBumpedFile);
    ASSERT_EQ(m.lightmaps.size(), 1u);
    const bsp::LightmapImage& img = m.lightmaps[0];
    ASSERT_TRUE(img.has_bump_directions());
    const uint8_t full = decoded(255), mid = decoded(128), low = decoded(64);
    ASSERT_GT(full, mid);
    EXPECT_EQ(img.rgb, std::vector<uint8_t>(kLuxels * 3, mid));
    for (int d = 0; d < 3; ++d) {
        const auto& dir = img.bump_directions[size_t(d)];
        ASSERT_EQ(dir.size(), size_t(kLuxels * 3)) << "direction " << d;
        for (int p = 0; p < kLuxels; ++p)
            for (int ch = 0; ch < 3; ++ch)
                ASSERT_EQ(dir[size_t(p * 3 + ch)], ch == d ? full : 0) << "direction " << d << " luxel " << p;
    }
    ASSERT_EQ(img.extra_styles.size(), 1u);
    const bsp::LightStyleLayer& style5 = img.extra_styles[0];
    EXPECT_EQ(style5.style, 5);
    EXPECT_EQ(style5.rgb, std::vector<uint8_t>(kLuxels * 3, low));
    for (int d = 0; d < 3; ++d) {
        ASSERT_EQ(style5.bump_directions[size_t(d)].size(), size_t(kLuxels * 3));
        EXPECT_EQ(style5.bump_directions[size_t(d)][size_t(d)], low);
        EXPECT_EQ(style5.bump_directions[size_t(d)][size_t((d + 1) % 3)], 0);
    }
    // Texture s = +x, t = +y on a face facing +z: right-handed.
    EXPECT_EQ(m.surfaces[0].texture_tangent, glm::vec4(1, 0, 0, 1));
}

TEST(SourceBumpLightmaps, FlatFacesKeepNone) {
    Map m = bsp::parse_map(one_triangle().build(), kBumpedFile);
    ASSERT_EQ(m.lightmaps.size(), 1u);
    EXPECT_FALSE(m.lightmaps[0].has_bump_directions());
    EXPECT_EQ(m.surfaces[0].texture_tangent, glm::vec4(0));
}

TEST(SourceBumpLightmaps, MirroredMappingIsLeftHanded) {
    SourceBuilder s = bumped_triangle();
    put_f32(s.lumps[source::kTexinfo], kTexinfoTVector + 4, -1.0f);  // t = -y
    Map m = bsp::parse_map(s.build(), kBumpedFile);
    EXPECT_EQ(m.surfaces[0].texture_tangent, glm::vec4(1, 0, 0, -1));
}

TEST(SourceBumpLightmaps, ShortLightingLumpIsRefused) {
    // A bumped face needs four images per style: the flat face's bytes are too few.
    SourceBuilder s = one_triangle();
    bsptest::overwrite_i32(s.lumps[source::kTexinfo], kTexinfoFlags, source::kSurfBumpLight);
    try {
        bsp::parse_map(s.build(), kBumpedFile);
        ADD_FAILURE() << "parsed a bumped face with one image of light";
    } catch (const bsp::LoadError& e) {
        EXPECT_NE(std::string(e.what()).find("face 0 has lightmap bytes 0..240"), std::string::npos) << e.what();
    }
}

TEST(SourceBumpLightmaps, SharedMapKeepsTheDirections) {
    // tf2 test2 has three lit faces on a bump-lit texinfo (a python count of its lumps).
    auto path = bsptest::shared_maps_dir() / "source/bsp_tool-tf2-test2.bsp";
    BSPTEST_REQUIRE_PATH(path);
    Map m = bsp::parse_map(bsptest::read_file(path), path.string());
    int bumped = 0, differing = 0;
    for (const bsp::Surface& s : m.surfaces) {
        if (s.lightmap < 0 || !m.lightmaps[size_t(s.lightmap)].has_bump_directions()) continue;
        ++bumped;
        const bsp::LightmapImage& img = m.lightmaps[size_t(s.lightmap)];
        for (const auto& dir : img.bump_directions) {
            EXPECT_EQ(dir.size(), img.rgb.size());
            if (dir != img.rgb) ++differing;
        }
        EXPECT_NEAR(glm::length(glm::vec3(s.texture_tangent)), 1.0f, 1e-5f);
        EXPECT_EQ(std::abs(s.texture_tangent.w), 1.0f);
    }
    EXPECT_EQ(bumped, 3);
    EXPECT_GT(differing, 0);  // the directions carry their own light, not copies of the flat one
}

TEST(BumpBasis, DirectionsAreUnitAndPerpendicular) {
    const auto& b = bsp::bump_basis();
    for (int i = 0; i < 3; ++i) {
        EXPECT_NEAR(glm::length(b[size_t(i)]), 1.0f, 1e-6f);
        EXPECT_NEAR(b[size_t(i)].z, 1.0f / std::sqrt(3.0f), 1e-6f);
        EXPECT_NEAR(glm::dot(b[size_t(i)], b[size_t((i + 1) % 3)]), 0.0f, 1e-6f);
    }
    EXPECT_NEAR(b[0].x, std::sqrt(2.0f / 3.0f), 1e-6f);
    EXPECT_GT(b[1].y, 0.0f);
    EXPECT_LT(b[2].y, 0.0f);
}

TEST(BumpBasis, WeightsForKnownNormals) {
    // The flat normal sees the three directions alike.
    const glm::vec3 flat = bsp::bump_light_weights(glm::vec3(0, 0, 1));
    EXPECT_NEAR(flat.x, 1.0f / 3, 1e-6f);
    EXPECT_NEAR(flat.y, 1.0f / 3, 1e-6f);
    EXPECT_NEAR(flat.z, 1.0f / 3, 1e-6f);
    // A normal along a basis direction takes that direction's light only.
    for (int i = 0; i < 3; ++i) {
        const glm::vec3 w = bsp::bump_light_weights(bsp::bump_basis()[size_t(i)]);
        for (int j = 0; j < 3; ++j) EXPECT_NEAR(w[j], i == j ? 1.0f : 0.0f, 1e-6f) << i << "," << j;
    }
    // Tilted along +s: dots sqrt(2/3)*x + z/sqrt(3) and -x/sqrt(6) + z/sqrt(3), squared.
    const glm::vec3 n = glm::normalize(glm::vec3(1, 0, 1));
    const float a = std::sqrt(2.0f / 3.0f) * n.x + n.z / std::sqrt(3.0f);
    const float c = -n.x / std::sqrt(6.0f) + n.z / std::sqrt(3.0f);
    const glm::vec3 w = bsp::bump_light_weights(n);
    const float sum = a * a + 2 * c * c;
    EXPECT_NEAR(w.x, a * a / sum, 1e-6f);
    EXPECT_NEAR(w.y, c * c / sum, 1e-6f);
    EXPECT_NEAR(w.z, w.y, 1e-6f);
    // A normal facing away from all three (into the face) falls back to thirds.
    EXPECT_NEAR(bsp::bump_light_weights(glm::vec3(0, 0, -1)).x, 1.0f / 3, 1e-6f);
    // The flat normal map texel (128,128,255) mixes the directions evenly.
    const glm::vec3 texel = bsp::decode_normal_texel(128, 128, 255);
    EXPECT_NEAR(texel.z, 1.0f, 1e-4f);
    const glm::vec3 light = bsp::bumped_light(texel, {glm::vec3(3, 0, 0), glm::vec3(0, 3, 0), glm::vec3(0, 0, 3)});
    EXPECT_NEAR(light.x, 1.0f, 0.02f);  // 128 is 1/255 off centre
    EXPECT_NEAR(light.y, 1.0f, 0.02f);  // 128 is 1/255 off centre
    EXPECT_NEAR(light.z, 1.0f, 0.02f);  // 128 is 1/255 off centre
}

TEST(BumpBasis, FrameFollowsTheTextureAxisAndHandedness) {
    const bsp::BumpFrame right = bsp::bump_frame(glm::vec3(0, 0, 1), glm::vec4(1, 0, 0, 1));
    EXPECT_NEAR(glm::distance(right.tangent, glm::vec3(1, 0, 0)), 0.0f, 1e-6f);
    EXPECT_NEAR(glm::distance(right.binormal, glm::vec3(0, 1, 0)), 0.0f, 1e-6f);
    const bsp::BumpFrame left = bsp::bump_frame(glm::vec3(0, 0, 1), glm::vec4(1, 0, 0, -1));
    EXPECT_NEAR(glm::distance(left.binormal, glm::vec3(0, -1, 0)), 0.0f, 1e-6f);
    // A smoothed normal tilts the frame; s is kept perpendicular to it.
    const glm::vec3 tilted = glm::normalize(glm::vec3(0.3f, 0, 1));
    const bsp::BumpFrame t = bsp::bump_frame(tilted, glm::vec4(1, 0, 0, 1));
    EXPECT_NEAR(glm::dot(t.tangent, tilted), 0.0f, 1e-6f);
    EXPECT_GT(t.tangent.x, 0.9f);
}

namespace {

bsp::LightmapImage solid_image(int w, int h, uint8_t value) {
    bsp::LightmapImage im;
    im.width = w;
    im.height = h;
    im.rgb.assign(size_t(w * h * 3), value);
    return im;
}

glm::u8vec3 page_texel(const bsp::AtlasPage& page, const bsp::AtlasPlacement& p, int x, int y) {
    const glm::ivec2 corner = glm::ivec2(glm::round(p.offset * glm::vec2(float(page.width), float(page.height))));
    const uint8_t* t = &page.rgba[(size_t(corner.y + y) * size_t(page.width) + size_t(corner.x + x)) * 4];
    return glm::u8vec3(t[0], t[1], t[2]);
}

}  // namespace

TEST(BumpLightmapAtlas, DirectionPagesShareThePlacement) {
    std::vector<bsp::LightmapImage> images = {solid_image(4, 3, 10), solid_image(6, 5, 50)};
    for (int d = 0; d < 3; ++d) images[1].bump_directions[size_t(d)].assign(6 * 5 * 3, uint8_t(60 + 10 * d));
    const bsp::LightmapAtlas atlas = bsp::build_lightmap_atlas(images, {.border = 1});
    for (int d = 0; d < 3; ++d) {
        const auto& pages = atlas.bump_pages[size_t(d)];
        ASSERT_EQ(pages.size(), atlas.pages.size());
        for (size_t p = 0; p < pages.size(); ++p) {
            EXPECT_EQ(pages[p].width, atlas.pages[p].width);
            EXPECT_EQ(pages[p].height, atlas.pages[p].height);
        }
        const auto& p1 = atlas.placements[1];
        EXPECT_EQ(page_texel(pages[size_t(p1.page)], p1, 2, 2), glm::u8vec3(uint8_t(60 + 10 * d)));
        // The flat face repeats its flat light along every direction.
        const auto& p0 = atlas.placements[0];
        EXPECT_EQ(page_texel(pages[size_t(p0.page)], p0, 1, 1), glm::u8vec3(10));
    }
    // The flat pages are what they were.
    EXPECT_EQ(page_texel(atlas.pages[size_t(atlas.placements[1].page)], atlas.placements[1], 2, 2),
              glm::u8vec3(50));
}

TEST(BumpLightmapAtlas, FlatMapsGetNoDirectionPages) {
    const bsp::LightmapAtlas atlas = bsp::build_lightmap_atlas({solid_image(4, 3, 10)});
    for (const auto& pages : atlas.bump_pages) EXPECT_TRUE(pages.empty());
}

// The Quake 1 family parser (v29, v30, BSP2, 2PSB) on hand-made files whose every
// value is known, then on the real maps in ../shared/maps/goldsrc and q1.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>

#include "core/load_error.h"
#include "assets/paletted_textures.h"
#include "formats/quake1_goldsrc/quake1_lightmap_extents.h"
#include "formats/quake1_goldsrc/quake1_parser.h"
#include "formats/quake1_goldsrc/quake1_sections.h"
#include "support/quake1_writer.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Q1Variant;
using bsptest::Quake1Writer;

// Parses from the map file alone, then decodes its textures as the loading pipeline
// does (built-in palette unless `palette` is given).
Map load(std::span<const uint8_t> bytes, const std::string& name, std::optional<Palette> palette = std::nullopt) {
    Map map = parse_quake1_family(bytes, name, ParseOptions{});
    resolve_paletted_textures(map, {.palette = palette});
    return map;
}

Map parse(const Quake1Writer& w, std::optional<Palette> palette = std::nullopt) {
    const std::vector<uint8_t> bytes = w.build();
    return load(bytes, "room.bsp", palette);
}

class Quake1SquareRoom : public ::testing::TestWithParam<Q1Variant> {};

TEST_P(Quake1SquareRoom, FormatAndLumpTable) {
    const Map map = parse(Quake1Writer::square_room(GetParam()));
    const char* expected = GetParam() == Q1Variant::kGoldSrc ? "goldsrc"
                           : GetParam() == Q1Variant::kQuake ? "quake1"
                                                            : "bsp2";
    EXPECT_EQ(map.format, expected);
    EXPECT_FALSE(map.format_name.empty());
    EXPECT_EQ(map.version, GetParam() == Q1Variant::kGoldSrc ? 30 : 29);
    EXPECT_EQ(map.light_shift, GetParam() == Q1Variant::kGoldSrc ? 0 : 1);
    ASSERT_EQ(map.lumps.size(), 15u);
    EXPECT_EQ(map.lumps[0].name, "entities");
    EXPECT_EQ(map.lumps[7].name, "faces");
    EXPECT_EQ(map.lumps[14].name, "models");
    EXPECT_EQ(map.lumps[7].count, 1u);
    EXPECT_EQ(map.lumps[7].element_size, GetParam() == Q1Variant::kQuake || GetParam() == Q1Variant::kGoldSrc ? 20u : 28u);
    EXPECT_EQ(map.lumps[12].count, 5u);  // edges
    EXPECT_TRUE(map.warnings.empty()) << map.warnings.front();
    ASSERT_EQ(map.entities.size(), 1u);
    EXPECT_EQ(map.entities[0].get("message"), "square room");
}

TEST_P(Quake1SquareRoom, FaceBecomesFanWithTextureUvs) {
    const Map map = parse(Quake1Writer::square_room(GetParam()));
    ASSERT_EQ(map.surfaces.size(), 1u);
    const Surface& s = map.surfaces[0];
    EXPECT_EQ(s.kind, SurfaceKind::Polygon);
    EXPECT_EQ(s.face_index, 0);
    EXPECT_EQ(s.material, 0);
    EXPECT_EQ(s.model, 0);
    ASSERT_EQ(s.vertex_count, 4u);
    ASSERT_EQ(s.index_count, 6u);
    // Surfedges 1, 2, -3, 4: the third edge is stored 3→2 and walked backwards.
    const glm::vec3 expected[4] = {{0, 0, 0}, {64, 0, 0}, {64, 64, 0}, {0, 64, 0}};
    for (uint32_t k = 0; k < 4; ++k) {
        const Vertex& v = map.vertices[s.first_vertex + k];
        EXPECT_EQ(v.position, expected[k]) << k;
        EXPECT_EQ(v.normal, glm::vec3(0, 0, 1));
        EXPECT_EQ(v.uv, glm::vec2(expected[k]) / 16.0f) << "uv is in texture repeats (16-texel texture)";
    }
    EXPECT_EQ(map.indices, (std::vector<uint32_t>{0, 1, 2, 0, 2, 3}));
    EXPECT_EQ(s.bounds.min, glm::vec3(0, 0, 0));
    EXPECT_EQ(s.bounds.max, glm::vec3(64, 64, 0));
    EXPECT_EQ(map.base_vertex_count, 4u);
    EXPECT_EQ(map.base_index_count, 6u);
}

TEST_P(Quake1SquareRoom, BackSideFlipsNormal) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.faces[0].side = 1;
    const Map map = parse(w);
    EXPECT_EQ(map.vertices[0].normal, glm::vec3(0, 0, -1));
}

TEST_P(Quake1SquareRoom, LightmapExtentsAndCentredUvs) {
    const Map map = parse(Quake1Writer::square_room(GetParam()));
    ASSERT_EQ(map.lightmaps.size(), 1u);
    ASSERT_EQ(map.surfaces[0].lightmap, 0);
    const LightmapImage& img = map.lightmaps[0];
    EXPECT_EQ(img.width, 5);
    EXPECT_EQ(img.height, 5);
    ASSERT_EQ(img.rgb.size(), 75u);
    if (GetParam() == Q1Variant::kGoldSrc) {
        EXPECT_EQ(img.rgb[0], 10);  // v30 lighting is RGB as stored
        EXPECT_EQ(img.rgb[1], 11);
        EXPECT_EQ(img.rgb[5], 15);
    } else {
        EXPECT_EQ(img.rgb[0], 10);  // v29 greyscale is replicated to RGB
        EXPECT_EQ(img.rgb[1], 10);
        EXPECT_EQ(img.rgb[3], 11);
    }
    // Luxel k sits at s = 16k; its centre is texel k + 0.5 of a 5-wide image.
    EXPECT_FLOAT_EQ(map.vertices[0].lightmap_uv.x, 0.1f);
    EXPECT_FLOAT_EQ(map.vertices[0].lightmap_uv.y, 0.1f);
    EXPECT_FLOAT_EQ(map.vertices[2].lightmap_uv.x, 0.9f);
    EXPECT_FLOAT_EQ(map.vertices[2].lightmap_uv.y, 0.9f);
}

// The square room's face with a second light block appended after the first, whose
// bytes (100 + i) differ from the first block's (10 + i).
Quake1Writer two_style_room(Q1Variant variant, std::array<uint8_t, 4> styles) {
    Quake1Writer w = Quake1Writer::square_room(variant);
    const size_t block = w.lighting.size();
    for (size_t i = 0; i < block; ++i) w.lighting.push_back(uint8_t(100 + i));
    w.faces[0].styles = styles;
    return w;
}

// A block of the lighting lump as the RGB the parser should make of it.
std::vector<uint8_t> expected_rgb(const std::vector<uint8_t>& lighting, size_t first, size_t bytes, bool rgb) {
    std::vector<uint8_t> out;
    for (size_t i = first; i < first + bytes; ++i)
        for (int c = 0; c < (rgb ? 1 : 3); ++c) out.push_back(lighting[i]);
    return out;
}

TEST_P(Quake1SquareRoom, StyleZeroIsRgbWhereverItIsListed) {
    // lq-maphacks face 1134 has styles [1, 0, 255, 255]: the static light is the
    // second block; the first belongs to switchable light style 1.
    const Quake1Writer w = two_style_room(GetParam(), {1, 0, 255, 255});
    const Map map = parse(w);
    EXPECT_TRUE(map.warnings.empty()) << map.warnings.front();
    ASSERT_EQ(map.surfaces[0].lightmap, 0);
    const LightmapImage& img = map.lightmaps.at(0);
    const bool rgb = GetParam() == Q1Variant::kGoldSrc;
    const size_t block = w.lighting.size() / 2;
    EXPECT_EQ(img.rgb, expected_rgb(w.lighting, block, block, rgb)) << "style 0 is the second block";
    ASSERT_EQ(img.extra_styles.size(), 1u);
    EXPECT_EQ(img.extra_styles[0].style, 1);
    EXPECT_EQ(img.extra_styles[0].rgb, expected_rgb(w.lighting, 0, block, rgb));
}

TEST_P(Quake1SquareRoom, FaceWithoutStyleZeroIsBlackPlusItsStyles) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.faces[0].styles = {5, 255, 255, 255};
    const Map map = parse(w);
    ASSERT_EQ(map.surfaces[0].lightmap, 0);
    const LightmapImage& img = map.lightmaps.at(0);
    EXPECT_EQ(img.rgb, std::vector<uint8_t>(75, 0));
    ASSERT_EQ(img.extra_styles.size(), 1u);
    EXPECT_EQ(img.extra_styles[0].style, 5);
    EXPECT_EQ(img.extra_styles[0].rgb, expected_rgb(w.lighting, 0, w.lighting.size(), GetParam() == Q1Variant::kGoldSrc));
}

TEST_P(Quake1SquareRoom, EveryBlockIsDecodedInFileOrder) {
    Quake1Writer w = two_style_room(GetParam(), {0, 3, 7, 255});
    const size_t block = w.lighting.size() / 2;
    for (size_t i = 0; i < block; ++i) w.lighting.push_back(uint8_t(200 + i % 50));
    const Map map = parse(w);
    const LightmapImage& img = map.lightmaps.at(0);
    const bool rgb = GetParam() == Q1Variant::kGoldSrc;
    EXPECT_EQ(img.rgb, expected_rgb(w.lighting, 0, block, rgb));
    ASSERT_EQ(img.extra_styles.size(), 2u);
    EXPECT_EQ(img.extra_styles[0].style, 3);
    EXPECT_EQ(img.extra_styles[0].rgb, expected_rgb(w.lighting, block, block, rgb));
    EXPECT_EQ(img.extra_styles[1].style, 7);
    EXPECT_EQ(img.extra_styles[1].rgb, expected_rgb(w.lighting, 2 * block, block, rgb));
}

TEST_P(Quake1SquareRoom, RgbLightingColoursEveryStyle) {
    if (GetParam() == Q1Variant::kGoldSrc) GTEST_SKIP() << "v30 lighting is RGB already";
    Quake1Writer w = two_style_room(GetParam(), {2, 0, 255, 255});
    std::vector<uint8_t> rgb;
    for (size_t i = 0; i < w.lighting.size() * 3; ++i) rgb.push_back(uint8_t(i % 251));
    w.bspx = {{"RGBLIGHTING", rgb}};
    const Map map = parse(w);
    const LightmapImage& img = map.lightmaps.at(0);
    const size_t block = rgb.size() / 2;
    EXPECT_EQ(img.rgb, std::vector<uint8_t>(rgb.begin() + long(block), rgb.end())) << "offsets x3 for every block";
    ASSERT_EQ(img.extra_styles.size(), 1u);
    EXPECT_EQ(img.extra_styles[0].rgb, std::vector<uint8_t>(rgb.begin(), rgb.begin() + long(block)));
}

TEST_P(Quake1SquareRoom, UnlitFaces) {
    for (int variant = 0; variant < 3; ++variant) {
        Quake1Writer w = Quake1Writer::square_room(GetParam());
        if (variant == 0) w.faces[0].light_offset = -1;
        if (variant == 1) w.faces[0].styles = {255, 255, 255, 255};
        if (variant == 2) w.texinfo[0].flags = 1;  // TEX_SPECIAL
        const Map map = parse(w);
        EXPECT_EQ(map.surfaces[0].lightmap, -1) << variant;
        EXPECT_TRUE(map.lightmaps.empty()) << variant;
        EXPECT_TRUE(map.warnings.empty()) << variant;
        // The engines leave a face without samples black in a lit map; special
        // (sky, liquid) faces are fullbright. The vertex colour carries that.
        const glm::u8vec4 expected = variant == 2 ? glm::u8vec4(255) : glm::u8vec4(0, 0, 0, 255);
        for (uint32_t v = 0; v < map.surfaces[0].vertex_count; ++v)
            EXPECT_EQ(map.vertices[map.surfaces[0].first_vertex + v].color, expected) << variant;
    }
}

TEST_P(Quake1SquareRoom, MapsWithoutLightingAreFullbright) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.lighting.clear();
    w.faces[0].light_offset = -1;
    const Map map = parse(w);
    EXPECT_EQ(map.surfaces[0].lightmap, -1);
    EXPECT_EQ(map.vertices[map.surfaces[0].first_vertex].color, glm::u8vec4(255));
}

TEST_P(Quake1SquareRoom, TreeLeavesAndClusters) {
    const Map map = parse(Quake1Writer::square_room(GetParam()));
    ASSERT_EQ(map.planes.size(), 1u);
    EXPECT_EQ(map.planes[0].normal, glm::vec3(0, 0, 1));
    ASSERT_EQ(map.nodes.size(), 1u);
    EXPECT_EQ(map.nodes[0].children[0], -2);  // leaf 1
    EXPECT_EQ(map.nodes[0].children[1], -3);  // leaf 2
    EXPECT_EQ(map.nodes[0].bounds.min, glm::vec3(-64));
    ASSERT_EQ(map.leaves.size(), 3u);
    EXPECT_EQ(map.leaves[0].cluster, -1);  // the shared solid leaf
    EXPECT_EQ(map.leaves[0].contents, -2);
    EXPECT_EQ(map.leaves[1].cluster, 0);
    EXPECT_EQ(map.leaves[2].cluster, 1);
    EXPECT_EQ(map.leaves[1].leaf_surface_count, 1u);
    EXPECT_EQ(map.leaf_surfaces, std::vector<uint32_t>{0});
    ASSERT_EQ(map.models.size(), 1u);
    EXPECT_EQ(map.models[0].surface_count, 1u);
    EXPECT_EQ(map.models[0].bounds.max, glm::vec3(64, 64, 16));
}

TEST_P(Quake1SquareRoom, VisibilityRows) {
    const Map map = parse(Quake1Writer::square_room(GetParam()));
    EXPECT_EQ(map.visibility.cluster_count, 2);
    EXPECT_EQ(map.visibility.row_bytes, 1);
    EXPECT_EQ(map.visibility.rows, (std::vector<uint8_t>{0x03, 0x02}));
    EXPECT_TRUE(map.visibility.can_see(0, 1));
    EXPECT_FALSE(map.visibility.can_see(1, 0));
}

TEST_P(Quake1SquareRoom, ZeroRunsAndMissingRows) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    // Twelve visleafs (two row bytes): leaf 1's row is a literal then a run of one
    // zero byte; the rest have no row (-1), which means "sees everything".
    w.leaves[2].vis_offset = -1;
    w.leaves.resize(13, {-1, -1, 0, 0});
    w.visibility = {0x05, 0x00, 0x01};
    w.models[0].visleafs = 12;
    const Map map = parse(w);
    EXPECT_EQ(map.visibility.cluster_count, 12);
    EXPECT_EQ(map.visibility.row_bytes, 2);
    ASSERT_EQ(map.visibility.rows.size(), 24u);
    EXPECT_EQ(map.visibility.rows[0], 0x05);
    EXPECT_EQ(map.visibility.rows[1], 0x00);
    EXPECT_EQ(map.visibility.rows[2], 0xFF);
    EXPECT_EQ(map.visibility.rows[3], 0x0F) << "bits past the last visleaf stay clear";
    EXPECT_EQ(map.leaves[12].cluster, 11);
}

TEST_P(Quake1SquareRoom, LeavesPastVisleafsHaveNoCluster) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.leaves.push_back({-1, -1, 0, 0});  // a brush model's leaf
    const Map map = parse(w);
    EXPECT_EQ(map.leaves[3].cluster, -1);
}

TEST_P(Quake1SquareRoom, NoVisdataMeansEverythingVisible) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.visibility.clear();
    const Map map = parse(w);
    EXPECT_TRUE(map.visibility.empty());
    EXPECT_EQ(map.visibility.cluster_count, 2);
    EXPECT_TRUE(map.visibility.can_see(1, 0));
}

TEST_P(Quake1SquareRoom, EmbeddedTextureDecodes) {
    const Map map = parse(Quake1Writer::square_room(GetParam()));
    ASSERT_EQ(map.materials.size(), 1u);
    const Material& m = map.materials[0];
    EXPECT_EQ(m.name, "wall");
    EXPECT_EQ(m.width, 16);
    EXPECT_EQ(m.height, 16);
    EXPECT_EQ(m.flags, 0u);
    ASSERT_EQ(m.rgba.size(), 16u * 16 * 4);
    // Pixel i holds palette index i; the writer's v30 palette is (i, 255-i, 255-i).
    if (GetParam() == Q1Variant::kGoldSrc) {
        EXPECT_EQ(m.rgba[7 * 4 + 0], 7);
        EXPECT_EQ(m.rgba[7 * 4 + 1], 248);
        EXPECT_EQ(m.rgba[7 * 4 + 3], 255);
    } else {
        EXPECT_EQ(m.rgba[0 * 4 + 0], 0) << "built-in palette: index 0 is black";
        // Row 0 is the grey ramp: index 15 is its brightest, a light neutral grey.
        EXPECT_GT(m.rgba[15 * 4 + 0], 200) << "built-in palette: index 15 is light grey";
        EXPECT_EQ(m.rgba[15 * 4 + 0], m.rgba[15 * 4 + 1]);
        EXPECT_EQ(m.rgba[15 * 4 + 1], m.rgba[15 * 4 + 2]);
    }
}

TEST_P(Quake1SquareRoom, ParserKeepsTheEightBitImageForTheAssetsStep) {
    const std::vector<uint8_t> bytes = Quake1Writer::square_room(GetParam()).build();
    Map map = parse_quake1_family(bytes, "room.bsp", ParseOptions{});
    const bool goldsrc = GetParam() == Q1Variant::kGoldSrc;
    EXPECT_TRUE(map.paletted_textures.wad_lookup);
    EXPECT_EQ(map.paletted_textures.game_palette, !goldsrc);
    const Material& m = map.materials.at(0);
    EXPECT_TRUE(m.rgba.empty()) << "decoding is the assets step's";
    ASSERT_EQ(m.paletted.indices.size(), 16u * 16);
    EXPECT_EQ(m.paletted.indices[7], 7);  // pixel i holds palette index i
    if (goldsrc) {
        ASSERT_EQ(m.paletted.palette.size(), 768u) << "v30 stores a palette with every texture";
        EXPECT_EQ(m.paletted.palette[7 * 3 + 0], 7);
        EXPECT_EQ(m.paletted.palette[7 * 3 + 1], 248);
    } else {
        EXPECT_TRUE(m.paletted.palette.empty()) << "the game's palette applies";
    }
    resolve_paletted_textures(map, {});
    EXPECT_EQ(map.materials[0].rgba.size(), 16u * 16 * 4);
    EXPECT_TRUE(map.materials[0].paletted.empty()) << "the 8-bit copy is dropped once decoded";
}

TEST_P(Quake1SquareRoom, CallerPaletteIsUsedForQuake1Only) {
    Palette palette;
    for (size_t i = 0; i < 768; ++i) palette[i] = uint8_t(i / 3 == 1 ? 77 : 0);
    const Map map = parse(Quake1Writer::square_room(GetParam()), palette);
    const uint8_t red_of_index_1 = map.materials[0].rgba[1 * 4];
    if (GetParam() == Q1Variant::kGoldSrc) {
        EXPECT_EQ(red_of_index_1, 1) << "v30 keeps its own palette";
    } else {
        EXPECT_EQ(red_of_index_1, 77);
    }
}

TEST_P(Quake1SquareRoom, MaterialFlagsFromNames) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    // Quake's skies are two scrolling layers; GoldSrc draws its sky box instead.
    const uint32_t sky = kMaterialSky | kMaterialNoLightmap |
                         (GetParam() == Q1Variant::kGoldSrc ? 0u : uint32_t(kMaterialSkyLayers));
    const std::vector<std::pair<std::string, uint32_t>> cases = {
        {"sky4", sky},
        {"SKY", sky},
        {"*water1", kMaterialLiquid | kMaterialWarp | kMaterialNoLightmap},
        {"!toxic", kMaterialLiquid | kMaterialWarp | kMaterialNoLightmap},
        {"{fence", kMaterialAlphaTest},
        {"trigger", kMaterialNoDraw},
        {"AAATRIGGER", kMaterialNoDraw},
        {"clip", kMaterialNoDraw},
        {"origin", kMaterialNoDraw},
        {"hint", kMaterialNoDraw},
        {"skip", kMaterialNoDraw},
        {"null", kMaterialNoDraw},
        {"triggerhappy", 0},
        {"brick", 0},
    };
    w.miptex.clear();
    for (const auto& [name, flags] : cases) {
        bsptest::Q1Miptex m;
        m.name = name;
        w.miptex.push_back(m);
    }
    const Map map = parse(w);
    ASSERT_EQ(map.materials.size(), cases.size());
    for (size_t i = 0; i < cases.size(); ++i) EXPECT_EQ(map.materials[i].flags, cases[i].second) << cases[i].first;
}

TEST_P(Quake1SquareRoom, CutoutIndex255IsTransparent) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.miptex[0].name = "{grate";
    const Map map = parse(w);
    const auto& rgba = map.materials[0].rgba;
    EXPECT_EQ(rgba[255 * 4 + 3], 0) << "index 255 is the hole";
    EXPECT_EQ(rgba[254 * 4 + 3], 255);
}

TEST_P(Quake1SquareRoom, SkyAndLiquidFacesAreNotLightmapped) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.miptex[0].name = "sky1";
    EXPECT_EQ(parse(w).surfaces[0].lightmap, -1);
    w.miptex[0].name = "*lava";
    EXPECT_EQ(parse(w).surfaces[0].lightmap, -1);
}

TEST_P(Quake1SquareRoom, ExternalAndMissingMiptex) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.miptex[0].embedded = false;
    w.miptex[0].width = 128;
    w.miptex[0].height = 64;
    bsptest::Q1Miptex missing;
    missing.directory_offset = -1;
    w.miptex.push_back(missing);
    const Map map = parse(w);
    ASSERT_EQ(map.materials.size(), 2u);
    EXPECT_TRUE(map.materials[0].rgba.empty()) << "pixels live in a WAD";
    EXPECT_EQ(map.materials[0].width, 128);
    EXPECT_EQ(map.materials[0].height, 64);
    EXPECT_FLOAT_EQ(map.vertices[1].uv.x, 0.5f) << "uv uses the nominal size of an external texture";
    EXPECT_TRUE(map.materials[1].name.empty());
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("missing"), std::string::npos);
}

// The square room plus one brush model per entity text, each owning a copy of the
// room's face (surface m for model m), after the worldspawn.
Quake1Writer room_with_brush_models(Q1Variant variant, const std::vector<std::string>& entities) {
    Quake1Writer w = Quake1Writer::square_room(variant);
    for (const std::string& e : entities) {
        w.models.push_back({{0, 0, 0}, {64, 64, 0}, 0, int32_t(w.faces.size()), 1});
        w.faces.push_back(w.faces[0]);
        w.entities += "{\n" + e + "\n}\n";
    }
    return w;
}

TEST_P(Quake1SquareRoom, BrushModelsMoveToTheirEntityOrigin) {
    const Map map = parse(room_with_brush_models(
        GetParam(), {"\"classname\" \"func_rotating\"\n\"model\" \"*1\"\n\"origin\" \"64 0 0\""}));
    ASSERT_EQ(map.models.size(), 2u);
    EXPECT_EQ(map.surfaces[1].model, 1);
    EXPECT_EQ(map.models[1].first_surface, 1u);
    EXPECT_EQ(map.models[1].origin, glm::vec3(64, 0, 0));
    EXPECT_EQ(map.models[1].bounds.min, glm::vec3(64, 0, 0));
    EXPECT_EQ(map.models[1].bounds.max, glm::vec3(128, 64, 0));
    const Surface& moved = map.surfaces[1];
    EXPECT_EQ(moved.bounds.min, glm::vec3(64, 0, 0));
    EXPECT_EQ(moved.bounds.max, glm::vec3(128, 64, 0));
    const Surface& world = map.surfaces[0];
    for (uint32_t k = 0; k < moved.vertex_count; ++k) {
        const Vertex& a = map.vertices[world.first_vertex + k];
        const Vertex& b = map.vertices[moved.first_vertex + k];
        EXPECT_EQ(b.position, a.position + glm::vec3(64, 0, 0)) << k;
        EXPECT_EQ(b.lightmap_uv, a.lightmap_uv) << "lightmaps are laid out where the compiler left the face";
    }
    EXPECT_EQ(map.models[0].origin, glm::vec3(0));
    EXPECT_EQ(world.bounds.max, glm::vec3(64, 64, 0)) << "the world stays put";
    EXPECT_FALSE(map.models[1].hidden);
    EXPECT_EQ(map.models[1].blend, ModelBlend::Opaque);
    EXPECT_TRUE(map.warnings.empty()) << map.warnings.front();
}

TEST_P(Quake1SquareRoom, TriggersAreHidden) {
    const Map map = parse(room_with_brush_models(GetParam(), {"\"classname\" \"trigger_multiple\"\n\"model\" \"*1\"",
                                                              "\"classname\" \"func_wall\"\n\"model\" \"*2\""}));
    ASSERT_EQ(map.models.size(), 3u);
    EXPECT_FALSE(map.models[0].hidden);
    EXPECT_TRUE(map.models[1].hidden);
    EXPECT_FALSE(map.models[2].hidden);
}

TEST_P(Quake1SquareRoom, GoldSrcRenderModesAndQuakeAlpha) {
    const Map map = parse(room_with_brush_models(
        GetParam(), {
                        "\"classname\" \"func_wall\"\n\"model\" \"*1\"\n\"rendermode\" \"2\"\n\"renderamt\" \"128\"",
                        "\"classname\" \"func_wall\"\n\"model\" \"*2\"\n\"rendermode\" \"5\"\n\"renderamt\" \"255\"",
                        "\"classname\" \"func_wall\"\n\"model\" \"*3\"\n\"rendermode\" \"4\"\n\"renderamt\" \"255\"",
                        "\"classname\" \"func_illusionary\"\n\"model\" \"*4\"\n\"rendermode\" \"2\"",
                        "\"classname\" \"func_wall\"\n\"model\" \"*5\"\n\"alpha\" \"0.4\"",
                        "\"classname\" \"func_wall\"\n\"model\" \"*6\"\n\"rendermode\" \"0\"\n\"renderamt\" \"0\"",
                        "\"classname\" \"func_wall\"\n\"model\" \"*7\"\n\"alpha\" \"0\"",
                        "\"classname\" \"func_wall\"\n\"model\" \"*8\"\n\"rendermode\" \"3\"\n\"renderamt\" \"51\"",
                    }));
    ASSERT_EQ(map.models.size(), 9u);
    EXPECT_EQ(map.models[1].blend, ModelBlend::Blend);
    EXPECT_NEAR(map.models[1].alpha, 128.0f / 255.0f, 1e-6);
    EXPECT_EQ(map.models[2].blend, ModelBlend::Additive);
    EXPECT_FLOAT_EQ(map.models[2].alpha, 1.0f);
    EXPECT_EQ(map.models[3].blend, ModelBlend::AlphaTest);
    EXPECT_FLOAT_EQ(map.models[3].alpha, 1.0f);
    EXPECT_TRUE(map.models[4].hidden) << "rendermode 2 without renderamt (0) draws nothing";
    EXPECT_EQ(map.models[5].blend, ModelBlend::Blend);
    EXPECT_FLOAT_EQ(map.models[5].alpha, 0.4f);
    EXPECT_EQ(map.models[6].blend, ModelBlend::Opaque) << "rendermode 0 ignores renderamt";
    EXPECT_FALSE(map.models[6].hidden);
    EXPECT_EQ(map.models[7].blend, ModelBlend::Opaque) << "alpha 0 means unset";
    EXPECT_EQ(map.models[8].blend, ModelBlend::Additive);
    EXPECT_NEAR(map.models[8].alpha, 0.2f, 1e-6);
    for (size_t m = 1; m < map.models.size(); ++m) EXPECT_EQ(map.models[m].hidden, m == 4) << m;
    EXPECT_TRUE(map.warnings.empty()) << map.warnings.front();
}

TEST_P(Quake1SquareRoom, SpawnEyeHeight) {
    EXPECT_EQ(parse(Quake1Writer::square_room(GetParam())).spawn_eye_height,
              GetParam() == Q1Variant::kGoldSrc ? 28.0f : 22.0f);
}

TEST_P(Quake1SquareRoom, SkyboxFromWorldspawn) {
    const bool goldsrc = GetParam() == Q1Variant::kGoldSrc;
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    EXPECT_EQ(parse(w).skybox, goldsrc ? "gfx/env/desert" : "") << "Half-Life's default sky is desert";
    w.entities = "{\n\"classname\" \"worldspawn\"\n\"skyname\" \"night\"\n\"sky\" \"bluesky\"\n}\n";
    EXPECT_EQ(parse(w).skybox, goldsrc ? "gfx/env/night" : "gfx/env/bluesky");
}

TEST_P(Quake1SquareRoom, BspxRgbLighting) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    std::vector<uint8_t> rgb;
    for (size_t i = 0; i < w.lighting.size() * 3; ++i) rgb.push_back(uint8_t(100 + i));
    w.bspx = {{"LIGHTINGDIR", std::vector<uint8_t>(rgb.size(), 1)}, {"RGBLIGHTING", rgb}};
    const Map map = parse(w);
    ASSERT_EQ(map.lumps.size(), 17u);
    EXPECT_EQ(map.lumps[16].name, "bspx:RGBLIGHTING");
    EXPECT_EQ(map.lumps[16].length, rgb.size());
    const auto& img = map.lightmaps.at(0).rgb;
    if (GetParam() == Q1Variant::kGoldSrc) {
        EXPECT_EQ(img[1], 11) << "v30 ignores RGBLIGHTING: its lighting is RGB already";
    } else {
        EXPECT_EQ(img[0], 100);
        EXPECT_EQ(img[1], 101);
        EXPECT_EQ(img[2], 102);
    }
}

TEST_P(Quake1SquareRoom, DamagedBspxIsAWarningNotAnError) {
    Quake1Writer w = Quake1Writer::square_room(GetParam());
    w.bspx = {{"RGBLIGHTING", std::vector<uint8_t>(7, 0)}};  // not 3 × the lighting lump
    Map map = parse(w);
    if (GetParam() != Q1Variant::kGoldSrc) {
        ASSERT_EQ(map.warnings.size(), 1u);
        EXPECT_NE(map.warnings[0].find("RGBLIGHTING"), std::string::npos);
        EXPECT_EQ(map.lightmaps.at(0).rgb[0], map.lightmaps.at(0).rgb[1]) << "greyscale fallback";
    }
    // A directory whose entry points outside the file.
    std::vector<uint8_t> bytes = w.build();
    const size_t dir = bytes.size() - 8 - 32 - 8;  // magic+count, one entry, the 7-byte lump padded to 8
    const int32_t huge = 1 << 30;
    std::memcpy(bytes.data() + dir + 8 + 24, &huge, 4);
    map = load(bytes, "room.bsp");
    EXPECT_EQ(map.lumps.size(), 15u);
    ASSERT_FALSE(map.warnings.empty());
    EXPECT_NE(map.warnings[0].find("outside the file"), std::string::npos) << map.warnings[0];
}

INSTANTIATE_TEST_SUITE_P(Quake1, Quake1SquareRoom,
                         ::testing::Values(Q1Variant::kQuake, Q1Variant::kGoldSrc, Q1Variant::kBsp2,
                                           Q1Variant::kBsp2Rmq),
                         [](const auto& info) {
                             switch (info.param) {
                                 case Q1Variant::kQuake: return "Quake29";
                                 case Q1Variant::kGoldSrc: return "GoldSrc30";
                                 case Q1Variant::kBsp2: return "BSP2";
                                 default: return "Bsp2Rmq";
                             }
                         });

TEST(Quake1Sniff, RecognisesTheFamily) {
    auto sniff = [](std::vector<uint8_t> b) { return is_quake1_family(b); };
    EXPECT_TRUE(sniff({29, 0, 0, 0}));
    EXPECT_TRUE(sniff({30, 0, 0, 0}));
    EXPECT_TRUE(sniff({'B', 'S', 'P', '2'}));
    EXPECT_TRUE(sniff({'2', 'P', 'S', 'B'}));
    EXPECT_FALSE(sniff({'I', 'B', 'S', 'P', 46, 0, 0, 0}));
    EXPECT_FALSE(sniff({38, 0, 0, 0}));
    EXPECT_FALSE(sniff({29, 0}));
}

TEST(Quake1BlueShift, SwappedEntitiesAndPlanesAreDetected) {
    std::vector<uint8_t> bytes = Quake1Writer::square_room(Q1Variant::kGoldSrc).build();
    const int32_t eo = bsptest::lump_offset(bytes, 0), el = bsptest::lump_length(bytes, 0);
    const int32_t po = bsptest::lump_offset(bytes, 1), pl = bsptest::lump_length(bytes, 1);
    bsptest::set_lump(bytes, 0, po, pl);
    bsptest::set_lump(bytes, 1, eo, el);
    const Map map = load(bytes, "bshift.bsp");
    EXPECT_NE(map.format_name.find("Blue Shift"), std::string::npos);
    ASSERT_EQ(map.entities.size(), 1u);
    ASSERT_EQ(map.planes.size(), 1u);
    EXPECT_EQ(map.lumps[0].name, "planes") << "the table lists lumps in directory order";
    EXPECT_EQ(map.lumps[1].name, "entities");
}

// ---- Real maps ------------------------------------------------------------------

struct RealMapFacts {
    const char* format;
    uint32_t faces, miptex, embedded, models;
};

// From ../shared/maps/SOURCES.md.
const std::map<std::string, RealMapFacts>& real_map_facts() {
    static const std::map<std::string, RealMapFacts> facts = {
        {"goldsrc/allocblock-in-bsp-texture-test.bsp", {"goldsrc", 61, 5, 5, 1}},
        {"goldsrc/allocblock-vis-test.bsp", {"goldsrc", 339, 1, 0, 1}},
        {"goldsrc/allocblock-lightmap-test.bsp", {"goldsrc", 158, 2, 0, 1}},
        {"goldsrc/allocblock-sky-test-simple.bsp", {"goldsrc", 12, 1, 0, 1}},
        {"q1/lq-lq_nolcoz.bsp", {"quake1", 6265, 82, 82, 152}},
        {"q1/lq-LQ_greenwood.bsp", {"quake1", 3509, 25, 24, 19}},
        {"q1/lq-maphacks.bsp", {"quake1", 3896, 83, 81, 98}},
        {"q1/lq-lqdm13_a3.bsp", {"quake1", 9927, 11, 11, 26}},
        {"q1/lq-start.bsp", {"quake1", 206, 23, 22, 9}},
        {"q1/ericw-q1_cube.bsp", {"quake1", 6, 2, 2, 1}},
        {"q1/bsp_tool-mp_lobby.bsp", {"quake1", 24, 2, 1, 1}},
        {"q1/bsp_tool-rmq-mp_lobby-BSP2.bsp", {"bsp2", 24, 2, 1, 1}},
    };
    return facts;
}

const LumpInfo& lump(const Map& map, const std::string& name) {
    auto it = std::find_if(map.lumps.begin(), map.lumps.end(), [&](const LumpInfo& l) { return l.name == name; });
    if (it == map.lumps.end()) throw std::runtime_error("no lump " + name);
    return *it;
}

TEST(Quake1RealMaps, EveryMapParsesWithCountsMatchingTheLumps) {
    const auto dir = bsptest::shared_maps_dir();
    BSPTEST_REQUIRE_PATH(dir / "q1");
    for (const auto& [rel, facts] : real_map_facts()) {
        SCOPED_TRACE(rel);
        const auto path = dir / rel;
        ASSERT_TRUE(bsptest::have(path));
        const std::vector<uint8_t> bytes = bsptest::read_file(path);
        ASSERT_TRUE(is_quake1_family(bytes));
        Map map;
        ASSERT_NO_THROW(map = load(bytes, rel)) << rel;
        EXPECT_EQ(map.format, facts.format);
        // Compilers write offset -1 for textures they could not find (SOURCES.md counts
        // them as not embedded); that is the only warning a real map may give.
        for (const std::string& w : map.warnings)
            EXPECT_NE(w.find("miptex entries are missing"), std::string::npos) << w;
        EXPECT_EQ(map.file_size, bytes.size());

        EXPECT_EQ(map.surfaces.size(), facts.faces);
        EXPECT_EQ(map.surfaces.size(), lump(map, "faces").count);
        EXPECT_EQ(map.planes.size(), lump(map, "planes").count);
        EXPECT_EQ(map.nodes.size(), lump(map, "nodes").count);
        EXPECT_EQ(map.leaves.size(), lump(map, "leafs").count);
        EXPECT_EQ(map.leaf_surfaces.size(), lump(map, "marksurfaces").count);
        EXPECT_EQ(map.models.size(), lump(map, "models").count);
        EXPECT_EQ(map.models.size(), facts.models);
        EXPECT_EQ(map.materials.size(), facts.miptex);
        const auto embedded = std::count_if(map.materials.begin(), map.materials.end(),
                                            [](const Material& m) { return !m.rgba.empty(); });
        EXPECT_EQ(uint32_t(embedded), facts.embedded);
        for (const Material& m : map.materials) {
            if (!m.rgba.empty()) {
                EXPECT_EQ(m.rgba.size(), size_t(m.width) * m.height * 4) << m.name;
            }
        }

        // Every face's vertices come from its own surfedge run.
        uint64_t face_vertices = 0;
        for (size_t i = 0; i < map.surfaces.size(); ++i) {
            const Surface& s = map.surfaces[i];
            ASSERT_EQ(s.face_index, int32_t(i));
            ASSERT_GE(s.vertex_count, 3u);
            ASSERT_EQ(s.index_count, 3 * (s.vertex_count - 2));
            ASSERT_GE(s.material, 0);
            face_vertices += s.vertex_count;
        }
        EXPECT_EQ(map.vertices.size(), face_vertices);
        EXPECT_LE(face_vertices, lump(map, "surfedges").count);

        // Models own disjoint face ranges that cover what they claim.
        uint64_t owned = 0;
        for (const Model& m : map.models) owned += m.surface_count;
        EXPECT_LE(owned, map.surfaces.size());

        const uint64_t lighting = lump(map, "lighting").length;
        if (lighting > 0) {
            EXPECT_FALSE(map.lightmaps.empty());
            for (const LightmapImage& img : map.lightmaps) {
                ASSERT_GT(img.width, 0);
                ASSERT_EQ(img.rgb.size(), size_t(img.width) * img.height * 3);
            }
        } else {
            EXPECT_TRUE(map.lightmaps.empty());
        }
        for (const Vertex& v : map.vertices) {
            ASSERT_TRUE(v.lightmap_uv.x >= 0 && v.lightmap_uv.x <= 1 && v.lightmap_uv.y >= 0 && v.lightmap_uv.y <= 1)
                << v.lightmap_uv.x << "," << v.lightmap_uv.y;
        }
        ASSERT_FALSE(map.entities.empty());
        EXPECT_EQ(map.entities.front().classname(), "worldspawn");
        EXPECT_GT(map.visibility.cluster_count, 0);
        EXPECT_EQ(map.visibility.empty(), lump(map, "visibility").length == 0);
    }
}

TEST(Quake1RealMaps, LightmapExtentsMatchTheCompilers) {
    // Our per-face lightmap sizes must be the compiler's: then every lit face's blocks
    // (one per light style) tile the lighting lump exactly, each ending where the next
    // begins (some compilers round each start up to 4 bytes). One luxel too many or too
    // few anywhere breaks the tiling.
    const auto dir = bsptest::shared_maps_dir();
    BSPTEST_REQUIRE_PATH(dir / "goldsrc");
    for (const auto& [rel, facts] : real_map_facts()) {
        SCOPED_TRACE(rel);
        const std::vector<uint8_t> bytes = bsptest::read_file(dir / rel);
        const Map map = load(bytes, rel);
        const LumpInfo& faces = lump(map, "faces");
        const uint64_t lighting = lump(map, "lighting").length;
        if (lighting == 0) continue;
        const uint64_t channels = map.format == "goldsrc" ? 3 : 1;
        std::vector<std::pair<uint64_t, uint64_t>> blocks;  // [start, end) in the lighting lump
        for (size_t i = 0; i < map.surfaces.size(); ++i) {
            const int32_t lm = map.surfaces[i].lightmap;
            if (lm < 0) continue;
            // styles[4] and lightofs are the record's last 8 bytes in every variant.
            const uint8_t* rec = bytes.data() + faces.offset + (i + 1) * faces.element_size - 8;
            int styles = 0;
            while (styles < 4 && rec[styles] != 255) ++styles;
            int32_t offset;
            std::memcpy(&offset, rec + 4, 4);
            const LightmapImage& img = map.lightmaps[size_t(lm)];
            blocks.push_back({uint64_t(offset), uint64_t(offset) + uint64_t(styles) * img.width * img.height * channels});
        }
        std::sort(blocks.begin(), blocks.end());
        blocks.erase(std::unique(blocks.begin(), blocks.end()), blocks.end());  // faces may share a block
        ASSERT_FALSE(blocks.empty());
        auto aligned = [](uint64_t v) { return (v + 3) & ~uint64_t(3); };
        for (size_t b = 0; b + 1 < blocks.size(); ++b) {
            const uint64_t end = blocks[b].second, next = blocks[b + 1].first;
            ASSERT_TRUE(next == end || next == aligned(end))
                << "block " << b << " of " << blocks.size() << " ends at " << end << ", the next starts at " << next;
        }
        EXPECT_TRUE(blocks.back().second == lighting || aligned(blocks.back().second) == lighting)
            << blocks.back().second << " vs " << lighting;
    }
}

TEST(Quake1RealMaps, BspxRgbLightingIsUsed) {
    // LibreQuake's RGBLIGHTING happens to be grey, so mark it: zero every red byte and
    // check the lightmaps follow the BSPX lump, not the greyscale one.
    const auto path = bsptest::shared_maps_dir() / "q1/lq-start.bsp";
    BSPTEST_REQUIRE_PATH(path);
    std::vector<uint8_t> bytes = bsptest::read_file(path);
    const LumpInfo rgb = lump(load(bytes, "lq-start.bsp"), "bspx:RGBLIGHTING");
    for (uint64_t i = rgb.offset; i < rgb.offset + rgb.length; i += 3) bytes[i] = 0;
    const Map map = load(bytes, "lq-start.bsp");
    ASSERT_FALSE(map.lightmaps.empty());
    bool lit = false;
    for (const LightmapImage& img : map.lightmaps)
        for (size_t i = 0; i + 2 < img.rgb.size(); i += 3) {
            ASSERT_EQ(img.rgb[i], 0);
            lit = lit || img.rgb[i + 1] != 0;
        }
    EXPECT_TRUE(lit);
}

TEST(Quake1RealMaps, StaticLightIsFoundWhateverTheStyleOrder) {
    // lq-maphacks face 1134 lists styles [1, 0, 255, 255]; decoding its first block as
    // the static light drew it as a black patch.
    const auto path = bsptest::shared_maps_dir() / "q1/lq-maphacks.bsp";
    BSPTEST_REQUIRE_PATH(path);
    const Map map = load(bsptest::read_file(path), "lq-maphacks.bsp");
    auto surface = std::find_if(map.surfaces.begin(), map.surfaces.end(),
                                [](const Surface& s) { return s.face_index == 1134; });
    ASSERT_NE(surface, map.surfaces.end());
    ASSERT_GE(surface->lightmap, 0);
    const LightmapImage& img = map.lightmaps[size_t(surface->lightmap)];
    EXPECT_TRUE(std::any_of(img.rgb.begin(), img.rgb.end(), [](uint8_t b) { return b != 0; }))
        << "style 0 of face 1134 is black";
    ASSERT_EQ(img.extra_styles.size(), 1u);
    EXPECT_EQ(img.extra_styles[0].style, 1);
    EXPECT_EQ(img.extra_styles[0].rgb.size(), img.rgb.size());
}

TEST(Quake1RealMaps, TriggerBrushesAreHiddenAndDoorsPlaced) {
    // LQ_greenwood's trigger brushes are textured AQTRIM07 (74 faces); the game never
    // draws them.
    const auto path = bsptest::shared_maps_dir() / "q1/lq-LQ_greenwood.bsp";
    BSPTEST_REQUIRE_PATH(path);
    const Map map = load(bsptest::read_file(path), "lq-LQ_greenwood.bsp");
    int trigger_faces = 0;
    for (const Surface& s : map.surfaces) {
        if (s.model == 0 || map.materials[size_t(s.material)].name != "AQTRIM07") continue;
        EXPECT_TRUE(map.models[size_t(s.model)].hidden) << "face " << s.face_index << " of model " << s.model;
        ++trigger_faces;
    }
    EXPECT_EQ(trigger_faces, 74);
    for (size_t m = 1; m < map.models.size(); ++m) {
        const Model& model = map.models[m];
        for (uint32_t s = model.first_surface; s < model.first_surface + model.surface_count; ++s)
            ASSERT_TRUE(glm::all(glm::lessThanEqual(model.bounds.min, map.surfaces[s].bounds.min + 1.0f)) &&
                        glm::all(glm::greaterThanEqual(model.bounds.max, map.surfaces[s].bounds.max - 1.0f)))
                << "model " << m << " surface " << s << " lies outside its model's bounds";
    }
}

TEST(Quake1RealMaps, VisTestHasARealPvs) {
    const auto path = bsptest::shared_maps_dir() / "goldsrc/allocblock-vis-test.bsp";
    BSPTEST_REQUIRE_PATH(path);
    const Map map = load(bsptest::read_file(path), "vis-test.bsp");
    const Visibility& vis = map.visibility;
    ASSERT_GT(vis.cluster_count, 1);
    ASSERT_FALSE(vis.empty());
    int hidden = 0;
    for (int32_t a = 0; a < vis.cluster_count; ++a) {
        EXPECT_TRUE(vis.can_see(a, a)) << "a leaf sees itself";
        for (int32_t b = 0; b < vis.cluster_count; ++b) hidden += !vis.can_see(a, b);
    }
    EXPECT_GT(hidden, 0) << "the PVS is not all ones";
}

TEST(Quake1RealMaps, Bsp2MatchesItsV29Twin) {
    // bsp_tool's mp_lobby exists as v29 and as BSP2 from the same source.
    const auto dir = bsptest::shared_maps_dir() / "q1";
    BSPTEST_REQUIRE_PATH(dir);
    const Map v29 = load(bsptest::read_file(dir / "bsp_tool-mp_lobby.bsp"), "a");
    const Map bsp2 = load(bsptest::read_file(dir / "bsp_tool-rmq-mp_lobby-BSP2.bsp"), "b");
    ASSERT_EQ(v29.vertices.size(), bsp2.vertices.size());
    for (size_t i = 0; i < v29.vertices.size(); ++i) {
        EXPECT_EQ(v29.vertices[i].position, bsp2.vertices[i].position);
        EXPECT_EQ(v29.vertices[i].lightmap_uv, bsp2.vertices[i].lightmap_uv);
    }
    EXPECT_EQ(v29.indices, bsp2.indices);
    EXPECT_EQ(v29.lightmaps.size(), bsp2.lightmaps.size());
    EXPECT_EQ(v29.visibility.rows, bsp2.visibility.rows);
    ASSERT_EQ(v29.nodes.size(), bsp2.nodes.size());
    for (size_t i = 0; i < v29.nodes.size(); ++i) {
        EXPECT_EQ(v29.nodes[i].children[0], bsp2.nodes[i].children[0]);
        EXPECT_EQ(v29.nodes[i].children[1], bsp2.nodes[i].children[1]);
    }
}

}  // namespace

// ---- Lightmap extents: float-rounded vs exact projections -------------------------

namespace {

TEST(Quake1LightmapExtents, TheLumpDecidesBetweenRoundingsThatDisagree) {
    // A face of lq-maphacks.bsp: its lowest t is -768.00002 in double but -768.0 as a
    // float, one luxel row apart (the compiler of that map used the double).
    using namespace bsp::quake1;
    std::vector<Vertex> verts(3);
    verts[0].position = {576, 747, 0};
    verts[1].position = {512, 768, 0};
    verts[2].position = {576, 768, 0};
    TexInfo ti;
    ti.s = {1, 0, 0, 0};
    ti.t = {0, -1.0158730745315552f, 0, 12.190500259399414f};
    const ExtentCandidates c = face_extents(verts, ti);
    ASSERT_TRUE(c.rounded && c.exact);
    EXPECT_EQ(c.rounded->width, 5);
    EXPECT_EQ(c.rounded->height, 3);
    EXPECT_EQ(c.exact->height, 4);
    EXPECT_EQ(choose_extents(c, 1, 1, 20), &*c.exact) << "exactly the room a 5x4 block needs";
    EXPECT_EQ(choose_extents(c, 1, 1, 15), &*c.rounded);
    EXPECT_EQ(choose_extents(c, 1, 1, 16), &*c.rounded) << "15 rounded up to 4 bytes";
    EXPECT_EQ(choose_extents(c, 1, 1, 1000), &*c.rounded) << "no evidence: the engines' rounding";
    EXPECT_EQ(choose_extents(c, 2, 3, 120), &*c.exact) << "two styles of RGB";
}

TEST(Quake1LightmapExtents, GarbageProjectionsHaveNoExtents) {
    using namespace bsp::quake1;
    std::vector<Vertex> verts(3);
    verts[1].position = {64, 0, 0};
    verts[2].position = {64, 64, 0};
    TexInfo ti;
    ti.s = {std::numeric_limits<float>::infinity(), 0, 0, 0};
    EXPECT_FALSE(face_extents(verts, ti).valid());
    ti.s = {1e30f, 0, 0, 0};
    EXPECT_FALSE(face_extents(verts, ti).valid());
    ti.s = {1, 0, 0, 0};
    EXPECT_TRUE(face_extents(verts, ti).valid());
}

}  // namespace

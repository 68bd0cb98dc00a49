// IBSP version 47, the engines built on Quake 3 (issue 35): Return to Castle
// Wolfenstein and Enemy Territory with Quake 3's 17 lumps, Quake Live (and today's
// q3map2) with an 18th, advertisements; Enemy Territory's foliage surfaces; and the
// shared sample, ../shared/maps/et/rm_showcase.pk3.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <filesystem>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "session/map_loading.h"
#include "support/bsp_writer.h"
#include "support/test_maps.h"

using bsp::LoadError;
using bsp::Map;
using bsp::parse_map;
using bsptest::minimal_q3_room;
using bsptest::Q3BspBuilder;

namespace {

Q3BspBuilder version47_room() {
    Q3BspBuilder b = minimal_q3_room();
    b.version = 47;
    return b;
}

// A triangle (the foliage mesh, 3 vertices around the origin) placed at `origins`,
// each with its own colour, as q3map2 writes ET's foliage: mesh vertices, then the origins.
void add_foliage(Q3BspBuilder& b, const std::vector<glm::vec3>& origins) {
    bsptest::Q3Face f;
    f.type = 5;
    f.shader = 0;
    f.first_vert = int32_t(b.vertices.size());
    for (glm::vec3 p : {glm::vec3(0, 0, 0), glm::vec3(4, 0, 0), glm::vec3(0, 0, 8)}) {
        bsptest::Q3Vertex v;
        v.position = p;
        v.st = {p.x / 4, p.z / 8};
        b.vertices.push_back(v);
    }
    for (size_t i = 0; i < origins.size(); ++i) {
        bsptest::Q3Vertex v;
        v.position = origins[i];
        v.rgba = {uint8_t(10 * (i + 1)), 20, 30, 255};
        b.vertices.push_back(v);
    }
    f.first_index = int32_t(b.draw_indexes.size());
    b.draw_indexes.insert(b.draw_indexes.end(), {0, 1, 2});
    f.num_indexes = 3;
    f.patch_height = 3;  // mesh vertices
    f.patch_width = int32_t(origins.size());
    f.num_verts = 3 + f.patch_width;
    b.faces.push_back(f);
}

void expect_error(const Q3BspBuilder& b, const std::string& part, const std::string& problem,
                  const bsp::ParseOptions& options = {}) {
    try {
        parse_map(b.build(), "maps/v47.bsp", options);
        ADD_FAILURE() << "parsed without error; expected " << part << ": " << problem;
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), "maps/v47.bsp");
        EXPECT_EQ(e.part(), part) << e.what();
        EXPECT_NE(e.problem().find(problem), std::string::npos) << "expected \"" << problem << "\" in: " << e.what();
    }
}

}  // namespace

TEST(Q3Version47, SeventeenLumpsReadAsQuake3sAndNameWolfenstein) {
    const Map v46 = parse_map(minimal_q3_room().build(), "maps/room.bsp");
    const Map m = parse_map(version47_room().build(), "maps/room.bsp");
    EXPECT_EQ(m.format, "q3");
    EXPECT_EQ(m.format_name, "RTCW / Enemy Territory IBSP");
    EXPECT_EQ(m.version, 47);
    EXPECT_EQ(m.lumps.size(), 17u);
    EXPECT_TRUE(m.warnings.empty());
    EXPECT_EQ(m.surfaces.size(), v46.surfaces.size());
    EXPECT_EQ(m.vertices.size(), v46.vertices.size());
    EXPECT_EQ(m.indices, v46.indices);
    EXPECT_EQ(m.lightmaps.size(), v46.lightmaps.size());
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
}

TEST(Q3Version47, QuakeLiveAdvertisementsAreAnEighteenthLumpInTheTable) {
    Q3BspBuilder b = version47_room();
    b.advertisements = std::vector<uint8_t>(2 * 128, 7);
    const std::vector<uint8_t> bytes = b.build();
    const Map m = parse_map(bytes, "maps/ql.bsp");
    EXPECT_EQ(m.format_name, "Quake Live IBSP");
    EXPECT_EQ(m.version, 47);
    ASSERT_EQ(m.lumps.size(), 18u);
    EXPECT_EQ(m.lumps[17].name, "advertisements");
    EXPECT_EQ(m.lumps[17].element_size, 128u);
    EXPECT_EQ(m.lumps[17].count, 2u);
    for (int i = 0; i < 18; ++i) {
        auto [offset, length] = bsptest::lump_entry(bytes, i);
        EXPECT_EQ(m.lumps[size_t(i)].offset, uint64_t(offset)) << i;
        EXPECT_EQ(m.lumps[size_t(i)].length, uint64_t(length)) << i;
    }
    // The surfaces that show advertisements are ordinary faces: the room's, all drawn.
    EXPECT_EQ(m.surfaces.size(), parse_map(minimal_q3_room().build(), "maps/room.bsp").surfaces.size());
    EXPECT_TRUE(m.warnings.empty());
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");

    // Today's q3map2 writes the lump, empty, for RTCW and ET maps as well.
    b.advertisements = std::vector<uint8_t>{};
    const Map empty = parse_map(b.build(), "maps/et.bsp");
    EXPECT_EQ(empty.format_name, "RTCW / ET / Quake Live IBSP");
    ASSERT_EQ(empty.lumps.size(), 18u);
    EXPECT_EQ(empty.lumps[17].count, 0u);
}

TEST(Q3Version47, AdvertisementsOfAPartialRecordAreRefusedNamingTheLump) {
    Q3BspBuilder b = version47_room();
    b.advertisements = std::vector<uint8_t>(200, 1);
    expect_error(b, "lump 'advertisements'", "not a multiple of the 128-byte");
}

TEST(Q3Version47, VersionFortySixIgnoresAnEighteenthEntryAsIoquake3Does) {
    // ioquake3 reads 17 entries; the 18th of a v46 file from today's q3map2 is not looked at.
    Q3BspBuilder b = minimal_q3_room();
    b.advertisements = std::vector<uint8_t>(100, 1);
    const Map m = parse_map(b.build(), "maps/room.bsp");
    EXPECT_EQ(m.lumps.size(), 17u);
    EXPECT_EQ(m.format_name, "Quake 3 IBSP");
}

TEST(Q3Version47, EnemyTerritoryFoliageIsItsMeshAtEveryOrigin) {
    Q3BspBuilder b = version47_room();
    add_foliage(b, {{100, 0, 0}, {0, 200, 16}});
    const Map m = parse_map(b.build(), "maps/et.bsp");
    ASSERT_FALSE(m.surfaces.empty());
    const bsp::Surface& s = m.surfaces.back();
    EXPECT_EQ(s.kind, bsp::SurfaceKind::Mesh);
    EXPECT_EQ(s.lightmap, -1) << "vertex-lit";
    ASSERT_EQ(s.vertex_count, 6u);
    ASSERT_EQ(s.index_count, 6u);
    const auto& v = m.vertices;
    EXPECT_EQ(v[s.first_vertex + 1].position, glm::vec3(104, 0, 0));
    EXPECT_EQ(v[s.first_vertex + 5].position, glm::vec3(0, 200, 24));
    EXPECT_EQ(v[s.first_vertex + 0].color, glm::u8vec4(10, 20, 30, 255));
    EXPECT_EQ(v[s.first_vertex + 3].color, glm::u8vec4(20, 20, 30, 255));
    EXPECT_EQ(v[s.first_vertex + 4].uv, glm::vec2(1, 0));
    for (uint32_t k = 0; k < 6; ++k) EXPECT_EQ(m.indices[s.first_index + k], s.first_vertex + (k / 3) * 3 + k % 3);
    EXPECT_EQ(s.bounds.min, glm::vec3(0, 0, 0));
    EXPECT_EQ(s.bounds.max, glm::vec3(104, 200, 24));
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
}

TEST(Q3Version47, FoliageWithCountsThatDoNotAddUpOrIndexesPastItsMeshIsRefused) {
    Q3BspBuilder b = version47_room();
    add_foliage(b, {{0, 0, 0}});
    b.faces.back().patch_width = 2;
    expect_error(b, "lump 'surfaces'", "is foliage of 3 mesh vertices at 2 origins, but has 4 vertices");
    b.faces.back().patch_width = INT_MAX;
    b.faces.back().patch_height = 4 - INT_MAX;
    expect_error(b, "lump 'surfaces'", "is foliage of");
    b = version47_room();
    add_foliage(b, {{0, 0, 0}});
    b.draw_indexes.back() = 3;  // the origin, not a mesh vertex
    expect_error(b, "lump 'surfaces'", "drawindex");
}

TEST(Q3Version47, FoliageInAVersion46FileIsAnUnknownTypeAsIoquake3Says) {
    Q3BspBuilder b = minimal_q3_room();
    add_foliage(b, {{0, 0, 0}});
    expect_error(b, "lump 'surfaces'", "has unknown type 5 (expected 1 planar, 2 patch, 3 mesh, 4 flare)");
}

TEST(Q3Version47, FoliageCopiesCountAgainstTheMemoryBudget) {
    Q3BspBuilder b = version47_room();
    add_foliage(b, std::vector<glm::vec3>(2000, glm::vec3(0)));
    bsp::ParseOptions options;
    options.memory_budget = bsp::MemoryBudget(64 * 1024);
    expect_error(b, "lump 'surfaces'", "foliage", options);
    EXPECT_NO_THROW(parse_map(b.build(), "maps/v47.bsp"));
}

TEST(Q3Version47, EnemyTerritorySampleOpensFromItsPk3WithItsOwnTextures) {
    const std::filesystem::path pk3 = bsptest::shared_maps_dir() / "et" / "rm_showcase.pk3";
    if (!std::filesystem::exists(pk3)) GTEST_SKIP() << "no " << pk3 << " (../shared/maps/et)";
    bsp::LoadRequest request;
    request.map_argument = pk3.string() + ":maps/rm_showcase.bsp";
    request.textures = true;
    request.image_cache = false;
    const bsp::LoadedMap loaded = bsp::load_map(request);
    const Map& m = loaded.map;
    EXPECT_EQ(m.version, 47);
    EXPECT_EQ(m.format_name, "RTCW / ET / Quake Live IBSP") << "q3map2 2.5.17n's 18-entry directory";
    EXPECT_EQ(m.surfaces.size(), 50u);
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
    // Its script gives renderer2's diffuseMap alone: that image is drawn. The four
    // retail ET textures (three walls and the sky) are not in the pk3.
    std::vector<std::string> missing;
    for (const bsp::MissingMaterial& mm : loaded.materials.missing) missing.push_back(mm.name);
    std::sort(missing.begin(), missing.end());
    EXPECT_EQ(missing, (std::vector<std::string>{"textures/desert_sd/pavement_quad_sandy",
                                                 "textures/egypt_walls_sd/bankwall01",
                                                 "textures/egypt_walls_sd/bigblock02"}));
}

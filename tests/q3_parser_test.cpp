// Quake 3 parser on valid input: a crafted room where every value is known,
// the dispatch in parse_map, lightmap/deluxemap/light-grid rules, and real maps
// (../shared and every map in OpenArena's pak6-patch088.pk3).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "map/patch_tessellation.h"
#include "support/bsp_writer.h"
#include "support/test_maps.h"

using bsp::LoadError;
using bsp::Map;
using bsp::parse_map;
using bsp::SurfaceKind;
using bsptest::minimal_q3_room;
using bsptest::Q3BspBuilder;

namespace {

Map parse(const Q3BspBuilder& b, const std::string& name = "maps/room.bsp") {
    auto bytes = b.build();
    return parse_map(bytes, name);
}

}  // namespace

TEST(Q3Parser, MinimalRoomHeaderAndLumpTable) {
    auto bytes = minimal_q3_room().build();
    Map m = parse_map(bytes, "maps/room.bsp");
    EXPECT_EQ(m.format, "q3");
    EXPECT_EQ(m.format_name, "Quake 3 IBSP");
    EXPECT_EQ(m.version, 46);
    EXPECT_EQ(m.file_size, bytes.size());
    EXPECT_EQ(m.source_path, "maps/room.bsp");
    ASSERT_EQ(m.lumps.size(), 17u);
    const char* names[] = {"entities", "shaders", "planes", "nodes", "leafs", "leafsurfaces",
                           "leafbrushes", "models", "brushes", "brushsides", "drawverts", "drawindexes",
                           "fogs", "surfaces", "lightmaps", "lightgrid", "visibility"};
    for (int i = 0; i < 17; ++i) {
        EXPECT_EQ(m.lumps[i].index, i);
        EXPECT_EQ(m.lumps[i].name, names[i]);
        auto [offset, length] = bsptest::lump_entry(bytes, i);
        EXPECT_EQ(m.lumps[i].offset, uint64_t(offset));
        EXPECT_EQ(m.lumps[i].length, uint64_t(length));
    }
    EXPECT_EQ(m.lumps[13].element_size, 104u);
    EXPECT_EQ(m.lumps[13].count, 6u);
    EXPECT_EQ(m.lumps[10].element_size, 44u);
    EXPECT_EQ(m.lumps[10].count, 24u);
    EXPECT_EQ(m.lumps[0].element_size, 0u);
    EXPECT_EQ(m.lumps[0].count, m.lumps[0].length);
    EXPECT_TRUE(m.warnings.empty());
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
}

TEST(Q3Parser, MinimalRoomSurfaces) {
    Map m = parse(minimal_q3_room());
    ASSERT_EQ(m.surfaces.size(), 6u);
    const SurfaceKind kinds[] = {SurfaceKind::Polygon, SurfaceKind::Polygon, SurfaceKind::Patch,
                                 SurfaceKind::Mesh, SurfaceKind::Flare, SurfaceKind::Polygon};
    for (int i = 0; i < 6; ++i) {
        EXPECT_EQ(m.surfaces[i].kind, kinds[i]) << i;
        EXPECT_EQ(m.surfaces[i].face_index, i);
    }
    // Polygons keep the file's vertex numbering; drawindexes become absolute.
    const auto& floor = m.surfaces[0];
    EXPECT_EQ(floor.first_vertex, 0u);
    EXPECT_EQ(floor.vertex_count, 4u);
    EXPECT_EQ(floor.index_count, 6u);
    EXPECT_EQ(floor.lightmap, 0);
    EXPECT_EQ(floor.material, 0);
    const auto& ceiling = m.surfaces[1];
    EXPECT_EQ(ceiling.first_vertex, 4u);
    EXPECT_EQ(std::vector<uint32_t>(m.indices.begin() + ceiling.first_index,
                                    m.indices.begin() + ceiling.first_index + 6),
              (std::vector<uint32_t>{4, 5, 6, 4, 6, 7}));
    EXPECT_EQ(ceiling.lightmap, -1);
    EXPECT_EQ(floor.bounds.min, glm::vec3(-128, -128, -128));
    EXPECT_EQ(floor.bounds.max, glm::vec3(128, 128, -128));
    EXPECT_EQ(m.vertices[0].color, glm::u8vec4(200, 100, 50, 255));
    EXPECT_EQ(m.vertices[2].lightmap_uv, glm::vec2(0.5f, 0.5f));
    EXPECT_EQ(m.vertices[2].uv, glm::vec2(1, 1));
    // Mesh: vertex-lit (-3) → -1, fog index accepted.
    EXPECT_EQ(m.surfaces[3].lightmap, -1);
    EXPECT_EQ(m.surfaces[3].index_count, 3u);
    EXPECT_EQ(m.indices[m.surfaces[3].first_index], 17u);
    // Surfaces of brush model 1.
    EXPECT_EQ(m.surfaces[5].model, 1);
    EXPECT_EQ(m.surfaces[0].model, 0);
    EXPECT_EQ(m.triangle_count(), 2u + 2u + 1u + 2u);
}

TEST(Q3Parser, MinimalRoomPatchesAndFlares) {
    Map m = parse(minimal_q3_room());
    ASSERT_EQ(m.patches.size(), 1u);
    const auto& patch = m.patches[0];
    EXPECT_EQ(patch.surface, 2u);
    EXPECT_EQ(patch.width, 3);
    EXPECT_EQ(patch.height, 3);
    ASSERT_EQ(patch.control.size(), 9u);
    EXPECT_EQ(patch.control[4].position, glm::vec3(-16, -16, 8));
    const auto& s = m.surfaces[2];
    EXPECT_EQ(s.index_count, 0u);  // until tessellate_patches()
    EXPECT_EQ(s.patch_width, 3);
    EXPECT_EQ(s.bounds.min, glm::vec3(-32, -32, 0));
    EXPECT_EQ(s.bounds.max, glm::vec3(0, 0, 8));
    // The flare is one appended vertex at its origin; base counts include it.
    const auto& flare = m.surfaces[4];
    EXPECT_EQ(flare.vertex_count, 1u);
    EXPECT_EQ(flare.first_vertex, 24u);
    EXPECT_EQ(flare.index_count, 0u);
    EXPECT_EQ(m.vertices[flare.first_vertex].position, glm::vec3(10, 20, 30));
    EXPECT_EQ(m.vertices[flare.first_vertex].normal, glm::vec3(0, 0, 1));  // lightmapVecs[2]
    EXPECT_EQ(m.vertices[flare.first_vertex].color, glm::u8vec4(0, 0, 0, 255));  // lightmapVecs[0]
    EXPECT_EQ(m.vertices.size(), 25u);
    EXPECT_EQ(m.base_vertex_count, 25u);
    EXPECT_EQ(m.base_index_count, m.indices.size());
    EXPECT_EQ(m.indices.size(), 6u + 6u + 3u + 6u);
}

TEST(Q3Parser, MinimalRoomMaterials) {
    Map m = parse(minimal_q3_room());
    ASSERT_EQ(m.materials.size(), 6u);
    EXPECT_EQ(m.materials[0].name, "textures/base/floor");
    EXPECT_EQ(m.materials[0].flags, 0u);
    EXPECT_EQ(m.materials[1].flags, uint32_t(bsp::kMaterialSky | bsp::kMaterialNoLightmap));
    EXPECT_EQ(m.materials[1].source_surface_flags, 0x404);
    // By name: common/clip; no face shows it either.
    EXPECT_EQ(m.materials[2].flags, uint32_t(bsp::kMaterialNoDraw | bsp::kMaterialUnused));
    EXPECT_EQ(m.materials[3].flags, uint32_t(bsp::kMaterialLiquid | bsp::kMaterialTranslucent));
    EXPECT_EQ(m.materials[3].source_contents, 0x20);
    EXPECT_EQ(m.materials[5].flags, uint32_t(bsp::kMaterialNoDraw | bsp::kMaterialUnused));  // SURF_NODRAW
}

// The engine looks a shader up only for the surfaces that use it: one named by brush
// sides alone (oa_dm1's textures/NULL, which no file provides) is never missing.
TEST(Q3Parser, MaterialsNoSurfaceShowsAreUnused) {
    auto b = minimal_q3_room();
    b.shaders[2].name = "textures/NULL";
    b.shaders[2].surface_flags = 0;
    Map m = parse(b);
    for (size_t i = 0; i < m.materials.size(); ++i) {
        const bool shown = std::any_of(m.surfaces.begin(), m.surfaces.end(),
                                       [&](const bsp::Surface& s) { return s.material == int32_t(i); });
        EXPECT_EQ((m.materials[i].flags & bsp::kMaterialUnused) != 0, !shown) << m.materials[i].name;
    }
    EXPECT_EQ(m.materials[2].flags, uint32_t(bsp::kMaterialUnused));
    b.faces[0].shader = 2;  // now a surface shows it
    EXPECT_EQ(parse(b).materials[2].flags, 0u);
}

TEST(Q3Parser, ToolShaderNamesAreNoDrawCaseInsensitively) {
    auto b = minimal_q3_room();
    b.shaders[0].name = "textures/COMMON/Caulk";
    b.shaders[1].name = "textures/common/clipmetal";  // not a tool shader
    b.shaders[1].surface_flags = 0;
    Map m = parse(b);
    EXPECT_TRUE(m.materials[0].flags & bsp::kMaterialNoDraw);
    EXPECT_FALSE(m.materials[1].flags & bsp::kMaterialNoDraw);
}

// q3map2 names surfaces without a shader "noshader": nothing to draw, not missing.
TEST(Q3Parser, NoShaderIsNoDrawWhateverItsCase) {
    auto b = minimal_q3_room();
    b.shaders[0].name = "noshader";
    b.shaders[1].name = "NoShader";
    b.shaders[1].surface_flags = 0;
    b.shaders[2].name = "textures/noshader_wall";
    b.shaders[2].surface_flags = 0;
    Map m = parse(b);
    EXPECT_TRUE(m.materials[0].flags & bsp::kMaterialNoDraw);
    EXPECT_TRUE(m.materials[1].flags & bsp::kMaterialNoDraw);
    EXPECT_FALSE(m.materials[2].flags & bsp::kMaterialNoDraw);
}

TEST(Q3Parser, MinimalRoomTreeBrushesModels) {
    Map m = parse(minimal_q3_room());
    ASSERT_EQ(m.planes.size(), 8u);
    EXPECT_EQ(m.planes[2].normal, glm::vec3(1, 0, 0));
    EXPECT_EQ(m.planes[2].dist, 128.0f);
    ASSERT_EQ(m.nodes.size(), 2u);
    EXPECT_EQ(m.nodes[0].children[0], 1);
    EXPECT_EQ(m.nodes[0].children[1], -3);
    EXPECT_EQ(m.nodes[1].bounds.min, glm::vec3(0, -128, -128));
    ASSERT_EQ(m.leaves.size(), 3u);
    EXPECT_EQ(m.leaves[0].cluster, -1);
    EXPECT_EQ(m.leaves[2].cluster, 1);
    EXPECT_EQ(m.leaves[2].first_leaf_surface, 3u);
    EXPECT_EQ(m.leaves[2].leaf_surface_count, 3u);
    EXPECT_EQ(m.leaves[0].leaf_brush_count, 1u);
    EXPECT_EQ(m.leaf_surfaces, (std::vector<uint32_t>{0, 1, 2, 2, 3, 4}));
    ASSERT_EQ(m.brushes.size(), 2u);
    EXPECT_EQ(m.brushes[1].first_side, 6u);
    EXPECT_EQ(m.brushes[1].material, 2);
    EXPECT_EQ(m.brush_sides[7].plane, 3);
    ASSERT_EQ(m.models.size(), 2u);
    EXPECT_EQ(m.models[0].surface_count, 5u);
    EXPECT_EQ(m.models[1].first_surface, 5u);
    EXPECT_EQ(m.models[1].bounds.max, glm::vec3(96, 64, 64));
    ASSERT_EQ(m.entities.size(), 3u);
    EXPECT_EQ(m.worldspawn()->get("message"), "test room");
    EXPECT_EQ(m.entities[2].get("model"), "*1");
}

TEST(Q3Parser, BrushModelsMoveToTheirEntityOriginPatchesIncluded) {
    // Model 1 takes faces 2..5 (the patch, the mesh, the flare and the door polygon).
    auto b = minimal_q3_room();
    b.models[0].surface_count = 2;
    b.models[1].first_surface = 2;
    b.models[1].surface_count = 4;
    const Map unmoved = parse(b);
    b.entities = "{\n\"classname\" \"worldspawn\"\n}\n"
                 "{\n\"classname\" \"func_door\"\n\"model\" \"*1\"\n\"origin\" \"0 0 32\"\n}\n"
                 "{\n\"classname\" \"trigger_hurt\"\n\"model\" \"*0\"\n}\n";
    Map m = parse(b);
    const glm::vec3 lift(0, 0, 32);
    EXPECT_EQ(m.models[1].origin, lift);
    EXPECT_EQ(m.models[1].bounds.max, glm::vec3(96, 64, 96));
    EXPECT_EQ(m.models[0].bounds.max, glm::vec3(128)) << "the world stays";
    EXPECT_FALSE(m.models[0].hidden) << "*0 is the world, never an entity's";
    for (uint32_t s : {3u, 4u, 5u}) {
        const auto& a = unmoved.surfaces[s];
        for (uint32_t v = a.first_vertex; v < a.first_vertex + a.vertex_count; ++v)
            EXPECT_EQ(m.vertices[v].position, unmoved.vertices[v].position + lift) << "surface " << s;
        EXPECT_EQ(m.surfaces[s].bounds.min, a.bounds.min + lift) << "surface " << s;
    }
    EXPECT_EQ(m.vertices[0].position, unmoved.vertices[0].position);
    ASSERT_EQ(m.patches.size(), 1u);
    for (size_t k = 0; k < 9; ++k)
        EXPECT_EQ(m.patches[0].control[k].position, unmoved.patches[0].control[k].position + lift);
    bsp::tessellate_patches(m, 4);
    EXPECT_EQ(m.surfaces[2].bounds.min, glm::vec3(-32, -32, 32)) << "tessellation uses the moved control points";
    EXPECT_TRUE(m.warnings.empty());
}

TEST(Q3Parser, SpawnEyeHeightAndNoSkybox) {
    Map m = parse(minimal_q3_room());
    EXPECT_EQ(m.spawn_eye_height, 35.0f) << "9 spawn lift + DEFAULT_VIEWHEIGHT 26";
    EXPECT_TRUE(m.skybox.empty()) << "Quake 3 skies come from shaders";
}

TEST(Q3Parser, MinimalRoomVisibilityLightmapsLightGrid) {
    Map m = parse(minimal_q3_room());
    EXPECT_EQ(m.visibility.cluster_count, 2);
    EXPECT_EQ(m.visibility.row_bytes, 8);
    EXPECT_TRUE(m.visibility.can_see(0, 0));
    EXPECT_FALSE(m.visibility.can_see(0, 1));
    ASSERT_EQ(m.lightmaps.size(), 1u);
    EXPECT_EQ(m.lightmaps[0].width, 128);
    EXPECT_EQ(m.lightmaps[0].rgb, Q3BspBuilder::lightmap_pages(1));
    EXPECT_TRUE(m.lightmaps[0].external_path.empty());
    EXPECT_FALSE(m.lightmaps[0].is_direction_map);
    const auto& g = m.light_grid;
    EXPECT_EQ(g.dims, glm::ivec3(5, 5, 3));
    EXPECT_EQ(g.origin, glm::vec3(-128, -128, -128));
    EXPECT_EQ(g.cell_size, glm::vec3(64, 64, 128));
    ASSERT_EQ(g.samples.size(), 75u);
    EXPECT_EQ(g.samples[1].ambient, glm::u8vec3(10, 20, 30));
    EXPECT_EQ(g.samples[1].directed, glm::u8vec3(40, 50, 60));
    // Sample 1 stores angles (6: longitude=1 step, 7: latitude=0): tilted from +Z towards +X.
    const float step = 2 * 3.14159265f / 256;
    EXPECT_NEAR(g.samples[1].direction.x, std::sin(step), 1e-5);
    EXPECT_NEAR(g.samples[1].direction.y, 0, 1e-5);
    EXPECT_NEAR(g.samples[1].direction.z, std::cos(step), 1e-5);
    EXPECT_NEAR(g.samples[0].direction.z, 1, 1e-6);  // longitude 0 = straight up
}

TEST(Q3Parser, LightDirectionLatitudeTurnsAboutZ) {
    auto b = minimal_q3_room();
    b.light_grid[6] = 64;  // longitude 90 degrees: horizontal
    b.light_grid[7] = 64;  // latitude 90 degrees: towards +Y
    Map m = parse(b);
    const glm::vec3 d = m.light_grid.samples[0].direction;
    EXPECT_NEAR(d.x, 0, 1e-5);
    EXPECT_NEAR(d.y, 1, 1e-5);
    EXPECT_NEAR(d.z, 0, 1e-5);
}

TEST(Q3Parser, LightGridHonoursWorldspawnGridSize) {
    auto b = minimal_q3_room();
    b.entities = "{ \"classname\" \"worldspawn\" \"gridsize\" \"128 128 256\" }";
    // floor(128/128) - ceil(-128/128) + 1 = 3; z: 0 - (0) + 1 = 1.
    b.light_grid.resize(3 * 3 * 1 * 8);
    Map m = parse(b);
    EXPECT_TRUE(m.warnings.empty());
    EXPECT_EQ(m.light_grid.dims, glm::ivec3(3, 3, 1));
    EXPECT_EQ(m.light_grid.cell_size, glm::vec3(128, 128, 256));
    EXPECT_EQ(m.light_grid.origin, glm::vec3(-128, -128, 0));
}

TEST(Q3Parser, LightGridSizeMismatchWarnsAndDropsTheGrid) {
    auto b = minimal_q3_room();
    b.light_grid.resize(74 * 8);
    Map m = parse(b);
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_NE(m.warnings[0].find("lightgrid"), std::string::npos) << m.warnings[0];
    EXPECT_NE(m.warnings[0].find("needs 75"), std::string::npos) << m.warnings[0];
    EXPECT_TRUE(m.light_grid.empty());
    b.entities = "{ \"classname\" \"worldspawn\" \"gridsize\" \"0 64 64\" }";
    b.light_grid.resize(75 * 8);
    m = parse(b);
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_NE(m.warnings[0].find("gridsize"), std::string::npos) << m.warnings[0];
    EXPECT_EQ(m.light_grid.samples.size(), 75u);  // fell back to the default size, which fits
}

TEST(Q3Parser, NoVisibilityOrLightGridIsFine) {
    auto b = minimal_q3_room();
    b.visibility.clear();
    b.light_grid.clear();
    // Clusters only group leaves without visdata; one past the leaf count is dropped
    // with a warning (Q3BadInput.HugeClusterWithoutVisdataIsDropped).
    b.leafs[1].cluster = 2;
    Map m = parse(b);
    EXPECT_TRUE(m.visibility.empty());
    EXPECT_EQ(m.leaves[1].cluster, 2);
    EXPECT_TRUE(m.visibility.can_see(2, 0));
    EXPECT_TRUE(m.light_grid.empty());
    EXPECT_TRUE(m.warnings.empty());
}

TEST(Q3Parser, ExternalLightmapsAreNamedAfterTheMap) {
    auto b = minimal_q3_room();
    b.lightmaps.clear();
    b.faces[0].lightmap = 1;
    for (const std::string name : {"maps/room.bsp", "/abs/dir/room.bsp", "baseq3/pak0.pk3:maps/room.bsp", "room"}) {
        Map m = parse(b, name);
        ASSERT_EQ(m.lightmaps.size(), 2u) << name;  // 0 and 1 used, not all even: no deluxemaps
        EXPECT_EQ(m.lightmaps[0].external_path, "maps/room/lm_0000.tga") << name;
        EXPECT_EQ(m.lightmaps[1].external_path, "maps/room/lm_0001.tga");
        EXPECT_EQ(m.lightmaps[1].width, 0);
        EXPECT_TRUE(m.lightmaps[1].rgb.empty());
        EXPECT_FALSE(m.lightmaps[1].is_direction_map);
        EXPECT_EQ(m.surfaces[0].lightmap, 1);
    }
}

TEST(Q3Parser, ExternalDeluxemapsInterleave) {
    auto b = minimal_q3_room();
    b.lightmaps.clear();
    b.faces[5].lightmap = 2;  // pages 0 and 2 used: colour pages of a deluxe map
    Map m = parse(b);
    ASSERT_EQ(m.lightmaps.size(), 4u);
    EXPECT_EQ(m.lightmaps[3].external_path, "maps/room/lm_0003.tga");
    for (int i = 0; i < 4; ++i) EXPECT_EQ(m.lightmaps[i].is_direction_map, i % 2 == 1) << i;
}

TEST(Q3Parser, SingleExternalPageIsDeluxeOnlyWhenWorldspawnSaysSo) {
    auto b = minimal_q3_room();
    b.lightmaps.clear();
    EXPECT_EQ(parse(b).lightmaps.size(), 1u);
    b.entities = "{ \"classname\" \"worldspawn\" \"_q3map2_cmdline\" \"-meta; -vis; -light -deluxe -fast\" }";
    Map m = parse(b);
    ASSERT_EQ(m.lightmaps.size(), 2u);
    EXPECT_TRUE(m.lightmaps[1].is_direction_map);
    b.entities = "{ \"classname\" \"worldspawn\" \"deluxeMaps\" \"1\" }";
    EXPECT_EQ(parse(b).lightmaps.size(), 2u);
}

TEST(Q3Parser, InternalDeluxemapsAreMarked) {
    auto b = minimal_q3_room();
    b.lightmaps = Q3BspBuilder::lightmap_pages(4);
    b.faces[5].lightmap = 2;
    Map m = parse(b);
    ASSERT_EQ(m.lightmaps.size(), 4u);
    EXPECT_TRUE(m.lightmaps[1].is_direction_map);
    EXPECT_FALSE(m.lightmaps[2].is_direction_map);
    EXPECT_TRUE(m.lightmaps[3].is_direction_map);
}

TEST(Q3Parser, NoLightmapsUsedMeansNoPages) {
    auto b = minimal_q3_room();
    b.lightmaps.clear();
    for (auto& f : b.faces) f.lightmap = -3;
    EXPECT_TRUE(parse(b).lightmaps.empty());
}

TEST(Q3Parser, SingleLeafMapWithoutNodes) {
    auto b = minimal_q3_room();
    b.nodes.clear();
    Map m = parse(b);
    EXPECT_TRUE(m.nodes.empty());
    EXPECT_EQ(m.leaves.size(), 3u);
}

TEST(MapParserDispatch, RejectsOtherFormatsWithAHeaderError) {
    auto b = minimal_q3_room();
    b.version = 48;
    auto bytes = b.build();
    try {
        parse_map(bytes, "q3.bsp");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "header");
        EXPECT_EQ(e.problem(), "unsupported version 48 of IBSP (supported: 38, 46-47)");
    }
    // Source maps go to their own parser (source_parser_test.cpp); a short one fails
    // there, an unknown version here.
    std::vector<uint8_t> vbsp = {'V', 'B', 'S', 'P', 20, 0, 0, 0};
    try {
        parse_map(vbsp, "s.bsp");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "header");
        EXPECT_EQ(e.problem(), "truncated: a Source BSP header needs 1036 bytes, the file has 8");
    }
    vbsp[4] = 18;
    try {
        parse_map(vbsp, "s.bsp");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_EQ(e.problem(), "unsupported version 18 of VBSP (supported: 19-21, 25)");
    }
    std::vector<uint8_t> psbv = {'P', 'S', 'B', 'V', 0, 0, 0, 22};
    try {
        parse_map(psbv, "x360.bsp");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_EQ(e.problem(), "unsupported version 22 of PSBV (supported: 19-21, 25)");
    }
    std::vector<uint8_t> text = {'P', 'K', 3, 4, 0, 0, 0, 0, 0, 0};
    try {
        parse_map(text, "x.zip");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "header");
        EXPECT_EQ(e.problem(), "not a BSP file: magic 'PK..' (50 4b 03 04) is not one this viewer reads");
    }
}

// ---- Real maps ----------------------------------------------------------------

namespace {

void expect_counts_match_lumps(const Map& m) {
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
    EXPECT_EQ(m.surfaces.size(), m.lumps[13].count);
    EXPECT_EQ(m.materials.size(), m.lumps[1].count);
    EXPECT_EQ(m.planes.size(), m.lumps[2].count);
    EXPECT_EQ(m.nodes.size(), m.lumps[3].count);
    EXPECT_EQ(m.leaves.size(), m.lumps[4].count);
    EXPECT_EQ(m.leaf_surfaces.size(), m.lumps[5].count);
    EXPECT_EQ(m.leaf_brushes.size(), m.lumps[6].count);
    EXPECT_EQ(m.models.size(), m.lumps[7].count);
    EXPECT_EQ(m.brushes.size(), m.lumps[8].count);
    EXPECT_EQ(m.brush_sides.size(), m.lumps[9].count);
    size_t flares = std::count_if(m.surfaces.begin(), m.surfaces.end(),
                                  [](const bsp::Surface& s) { return s.kind == SurfaceKind::Flare; });
    EXPECT_EQ(m.vertices.size(), m.lumps[10].count + flares);
    EXPECT_EQ(m.lightmaps.size() == m.lumps[14].count, m.lumps[14].count > 0);
    if (m.lumps[16].length > 0) {
        EXPECT_EQ(m.visibility.rows.size() + 8, m.lumps[16].length);
    }
    for (size_t i = 0; i < m.surfaces.size(); ++i) ASSERT_EQ(m.surfaces[i].face_index, int32_t(i));
}

// Reads one member of a zip archive through `unzip -p` (the vfs is not needed here).
std::vector<uint8_t> unzip_member(const std::string& archive, const std::string& member) {
    std::string cmd = "unzip -p '" + archive + "' '" + member + "' 2>/dev/null";
    std::vector<uint8_t> out;
    FILE* pipe = popen(cmd.c_str(), "r");
    if (!pipe) return out;
    uint8_t buf[1 << 16];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) out.insert(out.end(), buf, buf + n);
    pclose(pipe);
    return out;
}

std::string openarena_pk3() { return (bsptest::openarena_dir() / "pak6-patch088.pk3").string(); }

bool have_unzip() { return bsptest::run_command("unzip -v", nullptr) == 0; }

}  // namespace

TEST(Q3RealMaps, BspToolLobby) {
    auto path = bsptest::shared_maps_dir() / "q3/bsp_tool-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(path);
    Map m = parse_map(bsptest::read_file(path), path.string());
    expect_counts_match_lumps(m);
    EXPECT_EQ(m.surfaces.size(), 6u);
    EXPECT_EQ(m.materials.size(), 2u);
    EXPECT_EQ(m.lightmaps.size(), 2u);
    EXPECT_EQ(m.visibility.cluster_count, 8);
    EXPECT_EQ(m.light_grid.dims, glm::ivec3(7, 7, 3));
    EXPECT_TRUE(m.warnings.empty());
    EXPECT_EQ(m.entities.size(), 2u);
}

TEST(Q3RealMaps, NexuizAggressorUsesExternalDeluxemaps) {
    auto path = bsptest::shared_maps_dir() / "q3/nexuiz-aggressor.bsp";
    BSPTEST_REQUIRE_PATH(path);
    Map m = parse_map(bsptest::read_file(path), path.string());
    expect_counts_match_lumps(m);
    EXPECT_EQ(m.surfaces.size(), 1222u);
    EXPECT_EQ(m.patches.size(), 28u);
    EXPECT_EQ(m.materials.size(), 44u);
    EXPECT_EQ(m.models.size(), 17u);
    EXPECT_EQ(m.visibility.cluster_count, 386);
    ASSERT_EQ(m.lightmaps.size(), 2u);
    EXPECT_EQ(m.lightmaps[0].external_path, "maps/nexuiz-aggressor/lm_0000.tga");
    EXPECT_FALSE(m.lightmaps[0].is_direction_map);
    EXPECT_TRUE(m.lightmaps[1].is_direction_map);
    // gridsize "80 80 160" from worldspawn.
    EXPECT_EQ(m.light_grid.dims, glm::ivec3(24, 24, 7));
    EXPECT_EQ(m.light_grid.samples.size(), 4032u);
    EXPECT_TRUE(m.warnings.empty());
}

TEST(Q3RealMaps, EveryOpenArenaMapParses) {
    BSPTEST_REQUIRE_PATH(std::filesystem::path(openarena_pk3()));
    if (!have_unzip()) GTEST_SKIP() << "unzip not installed";
    std::string listing;
    ASSERT_EQ(bsptest::run_command("unzip -Z1 '" + openarena_pk3() + "'", &listing), 0);
    int parsed = 0;
    size_t start = 0;
    while (start < listing.size()) {
        size_t end = listing.find('\n', start);
        if (end == std::string::npos) end = listing.size();
        std::string member = listing.substr(start, end - start);
        start = end + 1;
        if (member.size() < 4 || member.substr(member.size() - 4) != ".bsp") continue;
        SCOPED_TRACE(member);
        auto bytes = unzip_member(openarena_pk3(), member);
        ASSERT_FALSE(bytes.empty());
        try {
            Map m = parse_map(bytes, openarena_pk3() + ":" + member);
            expect_counts_match_lumps(m);
            EXPECT_FALSE(m.lightmaps.empty());
            EXPECT_FALSE(m.visibility.empty());
            EXPECT_FALSE(m.light_grid.empty());
            EXPECT_TRUE(m.warnings.empty());
            ++parsed;
        } catch (const LoadError& e) {
            ADD_FAILURE() << e.what();
        }
    }
    EXPECT_EQ(parsed, 38);
}

// Parsing is deterministic: the same bytes give the same Map twice. (Speed is
// measured by bench/load_bench, not asserted here.)
TEST(Q3RealMaps, OaThorParsesTheSameTwice) {
    BSPTEST_REQUIRE_PATH(std::filesystem::path(openarena_pk3()));
    if (!have_unzip()) GTEST_SKIP() << "unzip not installed";
    auto bytes = unzip_member(openarena_pk3(), "maps/oa_thor.bsp");
    ASSERT_GT(bytes.size(), 1000000u);
    Map a = parse_map(bytes, "maps/oa_thor.bsp");
    Map b = parse_map(bytes, "maps/oa_thor.bsp");
    ASSERT_EQ(a.surfaces.size(), 11211u);
    EXPECT_EQ(a.indices, b.indices);
    EXPECT_EQ(a.leaf_surfaces, b.leaf_surfaces);
    EXPECT_EQ(a.visibility.rows, b.visibility.rows);
}

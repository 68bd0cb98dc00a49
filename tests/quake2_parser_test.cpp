// The Quake 2 parser on hand-made files whose every value is known (two rooms with a
// PVS between them, a sky face, a nodraw face, a brush model), on damaged ones, and on
// the real maps in ../shared/maps/q2.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstring>

#include "assets/paletted_textures.h"
#include "core/load_error.h"
#include "formats/map_parser.h"
#include "session/map_loading.h"
#include "formats/quake2/quake2_lumps.h"
#include "support/quake2_writer.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "support/vis_maps.h"
#include "vis/visible_set.h"

namespace {

using namespace bsp;
using bsptest::Quake2Writer;

Map parse(const Quake2Writer& w, const ParseOptions& options = {}) {
    const std::vector<uint8_t> bytes = w.build();
    return parse_map(bytes, "q2room.bsp", options);
}

// The LoadError the writer's file gives, or a failure when it loads.
LoadError load_error(const std::vector<uint8_t>& bytes) {
    try {
        parse_map(bytes, "bad.bsp");
    } catch (const LoadError& e) {
        return e;
    }
    ADD_FAILURE() << "the file loaded";
    return LoadError("", "", "");
}

TEST(Quake2Parser, FormatLumpsAndEntities) {
    const Map map = parse(Quake2Writer::two_rooms(false));
    EXPECT_EQ(map.format, "quake2");
    EXPECT_EQ(map.version, 38);
    ASSERT_EQ(map.lumps.size(), 19u);
    EXPECT_EQ(map.lumps[6].name, "faces");
    EXPECT_EQ(map.lumps[6].count, 5u);
    EXPECT_EQ(map.lumps[6].element_size, 20u);
    EXPECT_EQ(map.lumps[5].element_size, 76u);
    EXPECT_EQ(map.lumps[18].name, "areaportals");
    ASSERT_EQ(map.entities.size(), 3u);
    EXPECT_EQ(map.skybox, "env/space1");
    EXPECT_EQ(map.surface_flag_names.names.size(), 8u);
}

TEST(Quake2Parser, FacesBecomeFansWithTextureUvs) {
    const Map map = parse(Quake2Writer::two_rooms(false));
    ASSERT_EQ(map.surfaces.size(), 5u);
    const Surface& s = map.surfaces[0];
    EXPECT_EQ(s.vertex_count, 4u);
    EXPECT_EQ(s.index_count, 6u);
    EXPECT_EQ(s.face_index, 0);
    // No .wal at hand: uvs in repeats of the 64-texel missing-texture size.
    const Vertex& v = map.vertices[s.first_vertex + 2];
    EXPECT_EQ(v.position, glm::vec3(64, 64, 0));
    EXPECT_FLOAT_EQ(v.uv.x, 1.0f);
    EXPECT_FLOAT_EQ(v.uv.y, 1.0f);
}

TEST(Quake2Parser, MaterialsPerTextureAndDrawingFlags) {
    const Map map = parse(Quake2Writer::two_rooms(false));
    ASSERT_EQ(map.materials.size(), 3u);
    const Material& floor = map.materials[size_t(map.surfaces[0].material)];
    EXPECT_EQ(floor.name, "e1u1/floor1_1");
    EXPECT_EQ(floor.flags, 0u);
    const Material& sky = map.materials[size_t(map.surfaces[2].material)];
    EXPECT_TRUE(sky.flags & kMaterialSky);
    EXPECT_EQ(sky.source_surface_flags, 0x4);
    EXPECT_TRUE(map.materials[size_t(map.surfaces[3].material)].flags & kMaterialNoDraw);
    // Without a game dir every texture shown is missing (not sky's, not nodraw's): one
    // warning with the count.
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("1 textures (.wal) are not in the game dir"), std::string::npos) << map.warnings[0];
}

// Appends texinfos naming `names` in a ring (each one's next is the following one,
// the last's the first) and returns the first's index.
int32_t add_animation_ring(Quake2Writer& w, const std::vector<std::string>& names) {
    const int32_t first = int32_t(w.texinfo.size());
    for (size_t i = 0; i < names.size(); ++i) {
        bsptest::Q2TexInfo t = w.texinfo[0];
        t.texture = names[i];
        t.next = first + int32_t((i + 1) % names.size());
        w.texinfo.push_back(t);
    }
    return first;
}

TEST(Quake2Parser, NexttexinfoChainsAreAnimationFramesFromEachFacesOwnTexinfo) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    const int32_t first = add_animation_ring(w, {"e1u1/comp1_1", "e1u1/comp1_2", "e1u1/comp1_3"});
    w.faces[0].texinfo = first;
    w.faces[1].texinfo = first + 2;  // the same ring, entered at its third frame
    const Map map = parse(w);
    const Material& a = map.materials[size_t(map.surfaces[0].material)];
    const Material& c = map.materials[size_t(map.surfaces[1].material)];
    ASSERT_EQ(a.animation.size(), 3u);
    EXPECT_EQ(a.animation[0], map.surfaces[0].material);
    EXPECT_EQ(map.materials[size_t(a.animation[1])].name, "e1u1/comp1_2");
    EXPECT_EQ(map.materials[size_t(a.animation[2])].name, "e1u1/comp1_3");
    ASSERT_EQ(c.animation.size(), 3u);
    EXPECT_EQ(map.materials[size_t(c.animation[1])].name, "e1u1/comp1_1") << "the ring from the face's own frame";
    EXPECT_TRUE(map.materials[size_t(map.surfaces[2].material)].animation.empty()) << "a still texture";
    for (const std::string& warning : map.warnings) EXPECT_EQ(warning.find("animation"), std::string::npos) << warning;
}

TEST(Quake2Parser, NexttexinfoChainsThatLeaveTheLumpOrLoopElsewhereAreCutWithAWarning) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    const int32_t first = add_animation_ring(w, {"e1u1/a1", "e1u1/a2", "e1u1/a3"});
    w.texinfo[size_t(first + 1)].next = 1000;  // a2 points outside
    const int32_t loop = add_animation_ring(w, {"e1u1/b1", "e1u1/b2", "e1u1/b3"});
    w.texinfo[size_t(loop + 2)].next = loop + 1;  // b1 → b2 → b3 → b2: never back to b1
    w.faces[0].texinfo = first;
    w.faces[1].texinfo = loop;
    const Map map = parse(w);
    EXPECT_EQ(map.materials[size_t(map.surfaces[0].material)].animation.size(), 2u) << "a1, a2: cut where it left";
    EXPECT_EQ(map.materials[size_t(map.surfaces[1].material)].animation.size(), 3u) << "b1, b2, b3: cut before the repeat";
    bool outside = false, endless = false;
    for (const std::string& warning : map.warnings) {
        outside |= warning.find("lump 'texinfo': 3 animation chains point past the lump") != std::string::npos;
        endless |= warning.find("animation chains loop without coming back to their first frame") != std::string::npos;
    }
    EXPECT_TRUE(outside) << "a1, a2 and a3 all lead outside";
    EXPECT_TRUE(endless);
}

TEST(Quake2Parser, AChainThatEndsCyclesThroughTheFramesItMetAndNextZeroIsNone) {
    // The engine takes next <= 0 as none: c1 → c2 → (0) animates c1, c2; texinfo 0
    // (the floor) is never a frame, and a texinfo whose next is 0 is still.
    Quake2Writer w = Quake2Writer::two_rooms(false);
    const int32_t first = add_animation_ring(w, {"e1u1/c1", "e1u1/c2"});
    w.texinfo[size_t(first + 1)].next = 0;
    w.faces[0].texinfo = first;
    w.faces[1].texinfo = first + 1;
    const Map map = parse(w);
    const Material& c1 = map.materials[size_t(map.surfaces[0].material)];
    ASSERT_EQ(c1.animation.size(), 2u);
    EXPECT_EQ(map.materials[size_t(c1.animation[1])].name, "e1u1/c2");
    EXPECT_TRUE(map.materials[size_t(map.surfaces[1].material)].animation.empty());
    for (const std::string& warning : map.warnings) EXPECT_EQ(warning.find("animation"), std::string::npos) << warning;
}

TEST(Quake2Parser, WorldspawnSkyrotateAndSkyaxisTurnTheSkyBox) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.entities = "{\n\"classname\" \"worldspawn\"\n\"sky\" \"unit2_\"\n\"skyaxis\" \"1 1 0\"\n"
                 "\"skyrotate\" \"5.0\"\n}\n";
    Map map = parse(w);
    EXPECT_EQ(map.skybox, "env/unit2_");
    EXPECT_FLOAT_EQ(map.sky_rotate, 5.0f);
    EXPECT_NEAR(map.sky_axis.x, 0.70710678f, 1e-6f);
    EXPECT_NEAR(map.sky_axis.y, 0.70710678f, 1e-6f);
    EXPECT_EQ(map.sky_axis.z, 0.0f);
    // A zero axis (or none) leaves the sky still, as a turn about nothing would.
    w.entities = "{\n\"classname\" \"worldspawn\"\n\"skyaxis\" \"0 0 0\"\n\"skyrotate\" \"5\"\n}\n";
    map = parse(w);
    EXPECT_EQ(map.sky_rotate, 0.0f);
    EXPECT_EQ(map.skybox, "env/unit1_");
}

TEST(Quake2Parser, SkyFacesMarkedNodrawStillShowTheSky) {
    // aqtion's tequila marks 7 of its 19 sky texinfos SKY|NODRAW; the engine draws them.
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.texinfo[0].flags = quake2::kSurfSky | quake2::kSurfNoDraw;
    const Map map = parse(w);
    const Material& sky = map.materials[size_t(map.surfaces[0].material)];
    EXPECT_TRUE(sky.flags & kMaterialSky);
    EXPECT_FALSE(sky.flags & kMaterialNoDraw);
    EXPECT_TRUE(map.materials[size_t(map.surfaces[3].material)].flags & kMaterialNoDraw) << "plain nodraw stays hidden";
}

TEST(Quake2Parser, WarpAndTranslucentFlags) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.texinfo[0].flags = 0x8;   // warp: room A's floor
    w.texinfo.push_back({{1, 0, 0, 0}, {0, 1, 0, 0}, 0x10, "e1u1/glass"});
    w.faces[1].texinfo = 3;     // trans33: room B's floor
    const Map map = parse(w);
    const Material& water = map.materials[size_t(map.surfaces[0].material)];
    EXPECT_TRUE(water.flags & kMaterialWarp);
    EXPECT_TRUE(water.flags & kMaterialLiquid);
    EXPECT_EQ(map.surfaces[0].lightmap, -1) << "warping faces have no lightmap in the engine";
    const Material& glass = map.materials[size_t(map.surfaces[1].material)];
    EXPECT_TRUE(glass.flags & kMaterialTranslucent);
    EXPECT_EQ(map.vertices[map.surfaces[1].first_vertex].color.a, 84);
    EXPECT_EQ(map.surfaces[1].lightmap, -1);
}

TEST(Quake2Parser, RgbLightmapsOfLitFaces) {
    const Map map = parse(Quake2Writer::two_rooms(false));
    ASSERT_EQ(map.lightmaps.size(), 3u);  // two floors and the func_wall; not sky, not nodraw
    const Surface& s = map.surfaces[1];
    ASSERT_GE(s.lightmap, 0);
    const LightmapImage& img = map.lightmaps[size_t(s.lightmap)];
    EXPECT_EQ(img.width, 5);
    EXPECT_EQ(img.height, 5);
    ASSERT_EQ(img.rgb.size(), 75u);
    EXPECT_EQ(img.rgb[0], 10);
    EXPECT_EQ(img.rgb[74], 84);
    EXPECT_EQ(map.surfaces[2].lightmap, -1);
    // Luxel centres: s = 0 → (0 / 16 - 0 + 0.5) / 5.
    EXPECT_FLOAT_EQ(map.vertices[map.surfaces[0].first_vertex].lightmap_uv.x, 0.1f);
}

TEST(Quake2Parser, LeavesClustersAndBrushModel) {
    const Map map = parse(Quake2Writer::two_rooms(false));
    ASSERT_EQ(map.leaves.size(), 3u);
    EXPECT_EQ(map.leaves[0].cluster, -1);
    EXPECT_EQ(map.leaves[1].cluster, 0);
    EXPECT_EQ(map.leaves[2].cluster, 1);
    EXPECT_EQ(map.leaves[1].leaf_surface_count, 3u);
    ASSERT_EQ(map.nodes.size(), 1u);
    EXPECT_EQ(map.nodes[0].children[0], -3);
    ASSERT_EQ(map.models.size(), 2u);
    EXPECT_EQ(map.models[1].first_surface, 4u);
    EXPECT_EQ(map.surfaces[4].model, 1);
    EXPECT_EQ(map.visibility.cluster_count, 2);
}

TEST(Quake2Parser, PvsRowsDecideWhetherTheRoomsSeeEachOther) {
    const Map apart = parse(Quake2Writer::two_rooms(false));
    EXPECT_TRUE(apart.visibility.can_see(0, 0));
    EXPECT_FALSE(apart.visibility.can_see(0, 1));
    EXPECT_FALSE(apart.visibility.can_see(1, 0));
    const Map together = parse(Quake2Writer::two_rooms(true));
    EXPECT_TRUE(together.visibility.can_see(0, 1));
    EXPECT_TRUE(together.visibility.can_see(1, 0));

    // From room A looking towards room B (+x), room B's floor is culled only by the PVS.
    for (const bool see : {false, true}) {
        const Map map = parse(Quake2Writer::two_rooms(see));
        VisibleSetBuilder builder(map);
        VisibleSet set;
        const glm::vec3 eye(32, 32, 24);
        builder.build(eye, bsptest::look(eye, {1, 0, 0}), VisOptions{}, set);
        EXPECT_EQ(set.camera_cluster, 0);
        const bool b_drawn = std::find(set.surfaces.begin(), set.surfaces.end(), 1u) != set.surfaces.end();
        EXPECT_EQ(b_drawn, see);
    }
}

// A game dir holding textures/e1u1/floor1_1.wal (32×16) and, when `colormap`,
// pics/colormap.pcx.
ReadGameFile game_dir(bool colormap) {
    return [colormap](const std::string& path) -> std::optional<std::vector<uint8_t>> {
        if (path == "textures/e1u1/floor1_1.wal") return bsptest::wal_file("e1u1/floor1_1", 32, 16, 5);
        if (colormap && path == "pics/colormap.pcx") return bsptest::colormap_pcx();
        return std::nullopt;
    };
}

TEST(Quake2Parser, WalTexturesFromTheGameDir) {
    ParseOptions options;
    options.read_file = game_dir(true);
    Map map = parse(Quake2Writer::two_rooms(false), options);
    const Material& floor = map.materials[size_t(map.surfaces[0].material)];
    EXPECT_EQ(floor.width, 32);
    EXPECT_EQ(floor.height, 16);
    ASSERT_EQ(floor.paletted.indices.size(), 32u * 16u);
    // uvs in repeats of the .wal's size.
    const Vertex& v = map.vertices[map.surfaces[0].first_vertex + 2];
    EXPECT_FLOAT_EQ(v.uv.x, 2.0f);
    EXPECT_FLOAT_EQ(v.uv.y, 4.0f);
    EXPECT_TRUE(map.warnings.empty()) << map.warnings.front();
    EXPECT_TRUE(map.materials[size_t(map.surfaces[2].material)].paletted.empty()) << "sky shows the sky box";

    resolve_paletted_textures(map, {options.read_file, "maps/q2room.bsp"});
    const Material& decoded = map.materials[size_t(map.surfaces[0].material)];
    ASSERT_EQ(decoded.rgba.size(), 32u * 16u * 4u);
    // Pixel 0 is index 5, pixel 1 index 6: colormap colour k = (k, 255 - k, 7), doubled
    // and clamped as the engine's gl1_intensity 2 does to wall textures.
    EXPECT_EQ(decoded.rgba[0], 10);
    EXPECT_EQ(decoded.rgba[1], 255);
    EXPECT_EQ(decoded.rgba[2], 14);
    EXPECT_EQ(decoded.rgba[3], 255);
    EXPECT_EQ(decoded.rgba[4], 12);
    EXPECT_TRUE(map.warnings.empty()) << map.warnings.back();
}

TEST(Quake2Parser, WalTexturesWithoutColormapTakeTheBuiltInPalette) {
    ParseOptions options;
    options.read_file = game_dir(false);
    Map map = parse(Quake2Writer::two_rooms(false), options);
    resolve_paletted_textures(map, {options.read_file, "maps/q2room.bsp"});
    EXPECT_FALSE(map.materials[size_t(map.surfaces[0].material)].rgba.empty());
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("pics/colormap.pcx not found"), std::string::npos) << map.warnings[0];
}

TEST(Quake2Parser, DamagedWalIsMissing) {
    ParseOptions options;
    options.read_file = [](const std::string& path) -> std::optional<std::vector<uint8_t>> {
        if (path != "textures/e1u1/floor1_1.wal") return std::nullopt;
        std::vector<uint8_t> wal = bsptest::wal_file("e1u1/floor1_1", 32, 16);
        wal.resize(300);  // level 0 alone needs 100 + 512 bytes
        return wal;
    };
    const Map map = parse(Quake2Writer::two_rooms(false), options);
    EXPECT_TRUE(map.materials[size_t(map.surfaces[0].material)].paletted.empty());
    ASSERT_FALSE(map.warnings.empty());
    EXPECT_NE(map.warnings[0].find("1 textures (.wal)"), std::string::npos) << map.warnings[0];
}

TEST(Quake2Parser, WalNamesDifferingInLetterCaseReadOneFileOnce) {
    // The game dir is read without regard to case: 15 texinfos naming E1U1/FLOOR1_1,
    // e1u1/Floor1_1, ... reach one .wal, which is read, counted and decoded once.
    Quake2Writer w = Quake2Writer::two_rooms(false);
    const bsptest::Q2TexInfo first = w.texinfo[0];
    for (int i = 0; i < 15; ++i) {
        bsptest::Q2TexInfo t = first;
        std::string name = "e1u1/floor1_1";
        for (size_t c = 0; c < name.size(); ++c)
            if ((i >> (c % 4)) & 1) name[c] = char(std::toupper(static_cast<unsigned char>(name[c])));
        t.texture = name;
        t.flags = 0;
        w.texinfo.push_back(t);
    }
    int reads = 0;
    ParseOptions options;
    options.read_file = [&](const std::string& path) -> std::optional<std::vector<uint8_t>> {
        std::string lower = path;
        for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
        if (lower != "textures/e1u1/floor1_1.wal") return std::nullopt;
        ++reads;
        return bsptest::wal_file("e1u1/floor1_1", 32, 16, 5);
    };
    const Map map = parse(w, options);
    EXPECT_EQ(reads, 1);
    size_t with_pixels = 0, sharing = 0;
    for (const Material& m : map.materials) {
        with_pixels += m.paletted.indices.empty() ? 0 : 1;
        sharing += m.same_image_as >= 0 ? 1 : 0;
        if (m.same_image_as >= 0) {
            EXPECT_EQ(m.width, 32);
            EXPECT_EQ(m.height, 16);
        }
    }
    EXPECT_EQ(with_pixels, 1u);
    EXPECT_GE(sharing, 14u);  // every other spelling (one may be the original's)
}

TEST(Quake2Parser, LiquidsAndTranslucentFacesKeepTheirColoursButLoseWhatTheIntensityClampCut) {
    // One .wal as a wall, as warping water, as flowing water and as a 33% window. The
    // engine doubles it for all (gl1_intensity 2, clamped) and draws the last three at
    // half colour: (5, 250, 7) is (10, 255, 14) on the wall and (5, 128, 7) on them.
    Quake2Writer w = Quake2Writer::two_rooms(false);
    for (int32_t flags : {quake2::kSurfWarp, quake2::kSurfWarp | quake2::kSurfFlowing, quake2::kSurfTrans33}) {
        bsptest::Q2TexInfo t = w.texinfo[0];
        t.flags = flags;
        w.texinfo.push_back(t);
    }
    int reads = 0;
    ParseOptions options;
    const ReadGameFile files = game_dir(true);
    options.read_file = [&](const std::string& path) {
        reads += path.ends_with(".wal") ? 1 : 0;
        return files(path);
    };
    Map map = parse(w, options);
    EXPECT_EQ(reads, 2) << "once for walls, once for faces drawn at half colour";
    resolve_paletted_textures(map, {files, "maps/q2room.bsp"});
    auto material_of = [&](int32_t flags) -> const Material& {
        for (const Material& m : map.materials)
            if (m.name == "e1u1/floor1_1" && m.source_surface_flags == flags) return m;
        ADD_FAILURE() << "no material with flags " << flags;
        return map.materials[0];
    };
    const Material& wall = material_of(0);
    const Material& water = material_of(quake2::kSurfWarp);
    const Material& flowing = material_of(quake2::kSurfWarp | quake2::kSurfFlowing);
    const Material& window = material_of(quake2::kSurfTrans33);
    EXPECT_EQ(std::vector<uint8_t>(wall.rgba.begin(), wall.rgba.begin() + 4), (std::vector<uint8_t>{10, 255, 14, 255}));
    const Material& liquid = image_owner(map.materials, size_t(&water - map.materials.data()));
    EXPECT_EQ(std::vector<uint8_t>(liquid.rgba.begin(), liquid.rgba.begin() + 4), (std::vector<uint8_t>{5, 128, 7, 255}));
    EXPECT_EQ(&image_owner(map.materials, size_t(&window - map.materials.data())), &liquid)
        << "the window shares the water's half-colour pixels";
    EXPECT_EQ(&image_owner(map.materials, size_t(&flowing - map.materials.data())), &liquid);
    EXPECT_TRUE(flowing.flags & kMaterialFlowing);
    EXPECT_FALSE(water.flags & kMaterialFlowing);
    EXPECT_TRUE(window.flags & kMaterialTranslucent);
    EXPECT_FALSE(water.flags & kMaterialTranslucent);
}

TEST(Quake2Parser, ASharedImageDrawnAnotherWayKeepsItsOwnPass) {
    // Material 1 shows material 0's image as a 33% window: it borrows the pixels, not
    // the opaque wall's pass (it drew opaque before).
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.texinfo[0].flags = quake2::kSurfWarp;
    bsptest::Q2TexInfo window = w.texinfo[0];
    window.flags = quake2::kSurfTrans33;
    w.texinfo.push_back(window);
    w.faces[1].texinfo = int32_t(w.texinfo.size() - 1);
    bsptest::TempDir game("q2shared");
    bsptest::write_binary_file(game / "textures" / "e1u1" / "floor1_1.wal", bsptest::wal_file("e1u1/floor1_1", 32, 16, 5));
    bsptest::write_binary_file(game / "maps" / "room.bsp", w.build());
    LoadRequest request;
    request.map_argument = (game / "maps" / "room.bsp").string();
    request.textures = true;
    request.image_cache = false;
    const LoadedMap loaded = load_map(request);
    const int32_t water = loaded.map.surfaces[0].material, glass = loaded.map.surfaces[1].material;
    ASSERT_NE(water, glass);
    EXPECT_EQ(loaded.map.materials[size_t(glass)].same_image_as, water);
    const ResolvedMaterial& a = loaded.materials.materials[size_t(water)];
    const ResolvedMaterial& b = loaded.materials.materials[size_t(glass)];
    EXPECT_EQ(a.pass, MaterialPass::Opaque);
    EXPECT_TRUE(a.warp);
    EXPECT_EQ(b.pass, MaterialPass::Translucent);
    EXPECT_FALSE(b.warp);
    ASSERT_FALSE(a.stages.empty());
    ASSERT_FALSE(b.stages.empty());
    EXPECT_EQ(a.stages[0].image, b.stages[0].image) << "one decoded image";
}

// --- damaged files ---

TEST(Quake2BadInput, TruncatedLump) {
    std::vector<uint8_t> bytes = Quake2Writer::two_rooms(false).build();
    const int32_t faces_at = bsptest::q2_lump_offset(bytes, 6);
    bsptest::set_q2_lump(bytes, 6, faces_at, 30);  // one and a half face records
    const LoadError e = load_error(bytes);
    EXPECT_EQ(e.file(), "bad.bsp");
    EXPECT_EQ(e.part(), "lump 'faces'");
    EXPECT_NE(e.problem().find("20"), std::string::npos) << e.problem();
}

TEST(Quake2BadInput, LumpPastTheFileEnd) {
    std::vector<uint8_t> bytes = Quake2Writer::two_rooms(false).build();
    bsptest::set_q2_lump(bytes, 7, int32_t(bytes.size()) - 10, 100);
    EXPECT_EQ(load_error(bytes).part(), "lump 'lighting'");
}

TEST(Quake2BadInput, FaceEdgeOutOfRange) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.faces[4].first_edge = 18;  // 18..21 of 20 surfedges
    const LoadError e = load_error(w.build());
    EXPECT_EQ(e.part(), "lump 'faces'");
    EXPECT_EQ(e.problem(), "face 4 uses surfedges 18..22, but there are 20");
}

TEST(Quake2BadInput, SurfedgeOutOfRange) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.surfedges[3] = -400;
    const LoadError e = load_error(w.build());
    EXPECT_EQ(e.part(), "lump 'surfedges'");
    EXPECT_NE(e.problem().find("surfedge 3 is -400"), std::string::npos) << e.problem();
}

TEST(Quake2BadInput, TexinfoOutOfRange) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.faces[2].texinfo = 9;
    const LoadError e = load_error(w.build());
    EXPECT_EQ(e.part(), "lump 'faces'");
    EXPECT_EQ(e.problem(), "face 2 uses texinfo 9, but there are 3 texinfos");
}

TEST(Quake2BadInput, LeafFaceAndNodeChildOutOfRange) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.leaf_faces[1] = 77;
    EXPECT_EQ(load_error(w.build()).part(), "lump 'leaffaces'");
    w = Quake2Writer::two_rooms(false);
    w.nodes[0].children[1] = -9;
    const LoadError e = load_error(w.build());
    EXPECT_EQ(e.part(), "lump 'nodes'");
    EXPECT_EQ(e.problem(), "node 0 child 1 is leaf 8, but there are 3 leaves");
}

TEST(Quake2BadInput, VisOffsetOutsideTheLumpSeesEverything) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    const int32_t outside = 5000;
    std::memcpy(w.visibility.data() + 4, &outside, 4);  // cluster 0's PVS offset
    const Map map = parse(w);
    EXPECT_TRUE(map.visibility.can_see(0, 1));
    EXPECT_FALSE(map.visibility.can_see(1, 0));
    bool warned = false;
    for (const std::string& s : map.warnings) warned |= s.find("cluster 0's offset 5000") != std::string::npos;
    EXPECT_TRUE(warned);
}

TEST(Quake2BadInput, ClusterPastTheVisibilityDropsThePvs) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.leaves[2].cluster = 7;
    const Map map = parse(w);
    EXPECT_TRUE(map.visibility.empty());
    bool warned = false;
    for (const std::string& s : map.warnings) warned |= s.find("leaf 2 is in cluster 7") != std::string::npos;
    EXPECT_TRUE(warned);
}

TEST(Quake2BadInput, VisibilityClaimsMoreClustersThanItHolds) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    const int32_t clusters = 1000;
    std::memcpy(w.visibility.data(), &clusters, 4);
    const LoadError e = load_error(w.build());
    EXPECT_EQ(e.part(), "lump 'visibility'");
    EXPECT_NE(e.problem().find("claims 1000 clusters"), std::string::npos) << e.problem();
}

TEST(Quake2BadInput, LightmapPastTheLumpIsUnlit) {
    Quake2Writer w = Quake2Writer::two_rooms(false);
    w.faces[1].light_offset = 200;  // 200 + 75 > 225
    const Map map = parse(w);
    EXPECT_EQ(map.surfaces[1].lightmap, -1);
    bool warned = false;
    for (const std::string& s : map.warnings) warned |= s.find("unreadable lightmaps") != std::string::npos;
    EXPECT_TRUE(warned);
}

TEST(Quake2BadInput, ShortHeader) {
    std::vector<uint8_t> bytes = Quake2Writer::two_rooms(false).build();
    bytes.resize(40);
    const LoadError e = load_error(bytes);
    EXPECT_EQ(e.part(), "header");
}

// --- the real maps ---

struct RealQ2Map {
    const char* file;
    size_t faces;
};

class Quake2RealMaps : public ::testing::TestWithParam<RealQ2Map> {};

TEST_P(Quake2RealMaps, LoadsWithCountsFromTheLumps) {
    const auto path = bsptest::shared_maps_dir() / GetParam().file;
    BSPTEST_REQUIRE_PATH(path);
    const LoadedMap loaded = load_map({.map_argument = path.string()});
    const Map& map = loaded.map;
    EXPECT_EQ(map.format, "quake2");
    EXPECT_EQ(map.surfaces.size(), GetParam().faces);
    EXPECT_EQ(map.lumps[6].count, GetParam().faces);
    EXPECT_EQ(map.leaves.size(), map.lumps[8].count);
    EXPECT_EQ(map.nodes.size(), map.lumps[4].count);
    EXPECT_EQ(map.models.size(), map.lumps[13].count);
    EXPECT_FALSE(map.lightmaps.empty());
    EXPECT_FALSE(map.visibility.empty());
    // Only the missing retail textures are worth a warning.
    for (const std::string& w : map.warnings)
        EXPECT_NE(w.find(".wal"), std::string::npos) << w;
}

INSTANTIATE_TEST_SUITE_P(Maps, Quake2RealMaps,
                         ::testing::Values(RealQ2Map{"q2/bsp_tool-mp_lobby.bsp", 24},
                                           RealQ2Map{"q2/coopordie-pregame.bsp", 519},
                                           RealQ2Map{"q2/coopordie-startmap.bsp", 2959}),
                         [](const auto& info) { return bsptest::map_test_name(info.param.file); });

TEST(Quake2RealMaps, PvsRejectsLeavesOnStartmap) {
    const auto path = bsptest::shared_maps_dir() / "q2/coopordie-startmap.bsp";
    BSPTEST_REQUIRE_PATH(path);
    const LoadedMap loaded = load_map({.map_argument = path.string()});
    const Map& map = loaded.map;
    VisibleSetBuilder builder(map);
    VisibleSet set;
    uint32_t rejected = 0;
    for (const Leaf& leaf : map.leaves) {
        if (leaf.cluster < 0 || leaf.bounds.empty()) continue;
        const glm::vec3 eye = leaf.bounds.center();
        builder.build(eye, bsptest::look(eye, {1, 0, 0}), VisOptions{.use_frustum = false}, set);
        rejected = std::max(rejected, set.pvs_rejected_leaves);
        if (rejected > 0) break;
    }
    EXPECT_GT(rejected, 0u);
}

}  // namespace

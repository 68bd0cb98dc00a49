// Quake 3 parser on bad input. Each test breaks one field of the crafted room
// and expects exactly one LoadError naming the file, the lump and the problem.
// The robustness tests at the end truncate and mutate real and crafted maps
// (deterministic seeds) and require a consistent Map or a LoadError, never a
// crash; CI runs them under ASan/UBSan.
#include <gtest/gtest.h>

#include <climits>
#include <functional>
#include <random>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "formats/q3/q3_lumps.h"
#include "support/bsp_writer.h"
#include "support/test_maps.h"
#include "vis/visible_set.h"

using bsp::LoadError;
using bsp::Map;
using bsp::parse_map;
using bsptest::minimal_q3_room;
using bsptest::Q3BspBuilder;
namespace q3 = bsp::q3;

namespace {

const char* kBadQ3File = "maps/bad.bsp";

void expect_q3_error(const std::vector<uint8_t>& bytes, const std::string& part, const std::string& problem,
                  const bsp::ParseOptions& options = {}) {
    try {
        Map m = parse_map(bytes, kBadQ3File, options);
        ADD_FAILURE() << "parsed without error; expected " << part << ": " << problem;
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), kBadQ3File);
        EXPECT_EQ(e.part(), part) << e.what();
        EXPECT_NE(e.problem().find(problem), std::string::npos) << "expected \"" << problem << "\" in: " << e.what();
    }
}

// Applies one change to a fresh valid room and expects the error.
void expect_q3_error(const std::function<void(Q3BspBuilder&)>& corrupt, const std::string& part,
                  const std::string& problem) {
    Q3BspBuilder b = minimal_q3_room();
    corrupt(b);
    expect_q3_error(b.build(), part, problem);
}

std::string lump(q3::Lump l) { return std::string("lump '") + q3::kLumpSpecs[l].name + "'"; }

}  // namespace

TEST(Q3BadInput, TheRoomItselfIsValid) {
    EXPECT_NO_THROW(parse_map(minimal_q3_room().build(), kBadQ3File));
}

TEST(Q3BadInput, TruncatedHeader) {
    auto bytes = minimal_q3_room().build();
    expect_q3_error(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 4), "header", "truncated");
    expect_q3_error(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 100), "header",
                 "a Quake 3 header needs 144 bytes, the file has 100");
    expect_q3_error(std::vector<uint8_t>{}, "header", "truncated");
}

TEST(Q3BadInput, WrongMagicAndVersion) {
    expect_q3_error([](Q3BspBuilder& b) { b.magic = {'I', 'B', 'S', 'Q'}; }, "header", "not a BSP file: magic 'IBSQ'");
    expect_q3_error([](Q3BspBuilder& b) { b.version = 48; }, "header", "unsupported version 48 of IBSP");
    expect_q3_error([](Q3BspBuilder& b) { b.version = -1; }, "header", "unsupported version -1");
}

TEST(Q3BadInput, LumpOutsideTheFile) {
    auto bytes = minimal_q3_room().build();
    auto [offset, length] = bsptest::lump_entry(bytes, q3::kPlanes);
    auto past_end = bytes;
    bsptest::set_lump_entry(past_end, q3::kPlanes, int32_t(bytes.size()) - 8, length);
    expect_q3_error(past_end, lump(q3::kPlanes), "lies outside the file");
    auto huge = bytes;
    bsptest::set_lump_entry(huge, q3::kSurfaces, offset, INT32_MAX);
    expect_q3_error(huge, lump(q3::kSurfaces), "lies outside the file");
    auto negative = bytes;
    bsptest::set_lump_entry(negative, q3::kNodes, -36, 36);
    expect_q3_error(negative, lump(q3::kNodes), "negative offset or length");
    auto negative_length = bytes;
    bsptest::set_lump_entry(negative_length, q3::kVisibility, offset, -1);
    expect_q3_error(negative_length, lump(q3::kVisibility), "negative offset or length");
}

TEST(Q3BadInput, TruncatedFileCutsTheLastLump) {
    auto bytes = minimal_q3_room().build();
    bytes.resize(bytes.size() - 4);  // visibility is last
    expect_q3_error(bytes, lump(q3::kVisibility), "lies outside the file");
}

TEST(Q3BadInput, LumpLengthNotAMultipleOfItsRecord) {
    expect_q3_error([](Q3BspBuilder& b) { b.raw_lump[q3::kPlanes] = std::vector<uint8_t>(17); }, lump(q3::kPlanes),
                 "length 17 is not a multiple of the 16-byte record size");
    expect_q3_error([](Q3BspBuilder& b) { b.raw_lump[q3::kSurfaces] = std::vector<uint8_t>(103); },
                 lump(q3::kSurfaces), "not a multiple of the 104-byte");
    expect_q3_error([](Q3BspBuilder& b) { b.raw_lump[q3::kDrawVerts] = std::vector<uint8_t>(45); },
                 lump(q3::kDrawVerts), "not a multiple of the 44-byte");
    expect_q3_error([](Q3BspBuilder& b) { b.lightmaps.resize(b.lightmaps.size() - 1); }, lump(q3::kLightmaps),
                 "not a multiple of the 49152-byte");
    expect_q3_error([](Q3BspBuilder& b) { b.light_grid.push_back(0); }, lump(q3::kLightGrid),
                 "not a multiple of the 8-byte");
}

TEST(Q3BadInput, CountAboveTheLimit) {
    bsp::ParseOptions options;
    options.max_elements = 20;
    expect_q3_error(minimal_q3_room().build(), lump(q3::kDrawVerts), "24 records is more than the limit of 20",
                 options);
}

TEST(Q3BadInput, NegativeOrAbsurdCountsInRecords) {
    expect_q3_error([](Q3BspBuilder& b) { b.faces[0].num_verts = -1; }, lump(q3::kSurfaces),
                 "face 0 uses vertices 0..-1, but there are 24 drawverts");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[1].num_indexes = INT_MAX; }, lump(q3::kSurfaces),
                 "face 1 uses drawindexes");
    expect_q3_error([](Q3BspBuilder& b) { b.leafs[1].surface_count = -5; }, lump(q3::kLeafs), "leaf 1 uses leafsurfaces");
    expect_q3_error([](Q3BspBuilder& b) { b.models[0].surface_count = 1 << 30; }, lump(q3::kModels),
                 "model 0 uses surfaces");
}

TEST(Q3BadInput, FaceVertexRange) {
    expect_q3_error([](Q3BspBuilder& b) { b.faces[5].num_verts = 5; }, lump(q3::kSurfaces),
                 "face 5 uses vertices 20..25, but there are 24 drawverts");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[0].first_vert = INT_MAX; }, lump(q3::kSurfaces),
                 "face 0 uses vertices 2147483647..");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[3].first_vert = -1; }, lump(q3::kSurfaces), "face 3 uses vertices -1..");
}

TEST(Q3BadInput, FaceDrawIndexes) {
    expect_q3_error([](Q3BspBuilder& b) { b.faces[5].first_index = 20; }, lump(q3::kSurfaces),
                 "face 5 uses drawindexes 20..26, but there are 21");
    expect_q3_error([](Q3BspBuilder& b) { b.draw_indexes[2] = 4; }, lump(q3::kSurfaces),
                 "face 0 drawindex 2 is 4, outside the face's 4 vertices");
    expect_q3_error([](Q3BspBuilder& b) { b.draw_indexes[13] = -1; }, lump(q3::kSurfaces),
                 "face 3 drawindex 13 is -1");
}

TEST(Q3BadInput, FaceShaderAndType) {
    expect_q3_error([](Q3BspBuilder& b) { b.faces[2].shader = 6; }, lump(q3::kSurfaces),
                 "face 2 uses shader 6, but there are 6 shaders");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[2].shader = -1; }, lump(q3::kSurfaces), "face 2 uses shader -1");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[4].type = 5; }, lump(q3::kSurfaces), "face 4 has unknown type 5");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[4].type = 0; }, lump(q3::kSurfaces), "face 4 has unknown type 0");
}

// What ioquake3 does not check and draws anyway: a fog number past the fogs (it is
// ignored), drawindexes that end in a partial triangle (dropped), visibility bytes
// after the rows (ignored), a leaf cluster past the rows (never drawn). The map loads
// with one warning per kind.
TEST(Q3BadInput, UncheckedFieldsTheEngineDraws) {
    Q3BspBuilder b = minimal_q3_room();
    b.faces[1].fog = 1;
    b.faces[2].fog = -2;
    b.faces[0].num_indexes = 5;
    b.visibility.push_back(0);
    b.leafs[2].cluster = 2;
    const Map m = parse_map(b.build(), kBadQ3File);
    EXPECT_EQ(m.surfaces[0].index_count, 3u);
    EXPECT_EQ(m.leaves[2].cluster, -1);
    EXPECT_EQ(m.visibility.rows.size(), 16u);
    const std::vector<std::string> expected = {
        "lump 'surfaces': 2 faces name a fog past the 1 of lump 'fogs' (first: face 1 uses fog 1); the number is "
        "ignored",
        "lump 'surfaces': 1 faces have drawindexes that are not a whole number of triangles (first: face 0 has 5 "
        "drawindexes); the partial triangle is dropped",
        "lump 'visibility': 1 bytes after the 2 rows the header describes are ignored",
        "lump 'leafs': 1 leaves name clusters past the 2 of lump 'visibility' (first: leaf 2 is in cluster 2); they "
        "are never drawn, as in the engine"};
    EXPECT_EQ(m.warnings, expected);
}

TEST(Q3BadInput, PatchSizes) {
    expect_q3_error([](Q3BspBuilder& b) { b.faces[2].patch_width = 4; }, lump(q3::kSurfaces),
                 "face 2 is a patch of 4x3 control points; each size must be odd and in 3..65");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[2].patch_height = 67; }, lump(q3::kSurfaces), "must be odd and in 3..65");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[2].patch_height = 1; }, lump(q3::kSurfaces), "must be odd and in 3..65");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[2].patch_width = -3; }, lump(q3::kSurfaces), "patch of -3x3");
    expect_q3_error([](Q3BspBuilder& b) { b.faces[2].patch_width = 5; }, lump(q3::kSurfaces),
                 "face 2 is a 5x3 patch but has 9 vertices");
    expect_q3_error(
        [](Q3BspBuilder& b) {
            b.faces[2].patch_width = 5;
            b.faces[2].num_verts = 15;
            b.faces[2].first_vert = 10;
        },
        lump(q3::kSurfaces), "face 2 uses vertices 10..25, but there are 24 drawverts");
}

TEST(Q3BadInput, PatchControlPointsPastTheVertices) {
    expect_q3_error(
        [](Q3BspBuilder& b) {
            b.faces[2].first_vert = 20;
        },
        lump(q3::kSurfaces), "face 2 uses vertices 20..29, but there are 24 drawverts");
}

TEST(Q3BadInput, NodePlaneAndChildren) {
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[1].plane = 8; }, lump(q3::kNodes),
                 "node 1 uses plane 8, but there are 8 planes");
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[0].plane = -1; }, lump(q3::kNodes), "node 0 uses plane -1");
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[0].children[0] = 2; }, lump(q3::kNodes),
                 "node 0 child 0 is node 2, but there are 2 nodes");
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[1].children[1] = -4; }, lump(q3::kNodes),
                 "node 1 child 1 is leaf 3, but there are 3 leaves");
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[1].children[0] = INT_MIN; }, lump(q3::kNodes),
                 "node 1 child 0 is leaf 2147483647");
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[1].children[0] = 0; }, lump(q3::kNodes),
                 "node 1 child 0 points back to node 0 (the tree would have a cycle)");
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[0].children[0] = 0; }, lump(q3::kNodes), "points back to node 0");
    expect_q3_error([](Q3BspBuilder& b) { b.leafs.clear(); }, lump(q3::kNodes), "node 0 child 1 is leaf 2, but there are 0 leaves");
    // Forward-pointing but shared: a graph every walk would cover exponentially often.
    expect_q3_error([](Q3BspBuilder& b) { b.nodes[0].children[1] = 1; }, lump(q3::kNodes),
                 "node 1 is both children of node 0: the nodes form a graph, not a tree");
}

TEST(Q3BadInput, LeafRanges) {
    expect_q3_error([](Q3BspBuilder& b) { b.leafs[2].surface_count = 4; }, lump(q3::kLeafs),
                 "leaf 2 uses leafsurfaces 3..7, but there are 6");
    expect_q3_error([](Q3BspBuilder& b) { b.leafs[0].first_brush = 1; }, lump(q3::kLeafs),
                 "leaf 0 uses leafbrushes 1..2, but there are 1");
    expect_q3_error([](Q3BspBuilder& b) { b.leafs[0].cluster = -2; }, lump(q3::kLeafs), "leaf 0 has cluster -2");
    expect_q3_error([](Q3BspBuilder& b) { b.leafs[0].area = -7; }, lump(q3::kLeafs), "leaf 0 has area -7");
}

TEST(Q3BadInput, LeafSurfaceAndLeafBrushValues) {
    expect_q3_error([](Q3BspBuilder& b) { b.leaf_surfaces[4] = 6; }, lump(q3::kLeafSurfaces),
                 "entry 4 is surface 6, but there are 6 surfaces");
    expect_q3_error([](Q3BspBuilder& b) { b.leaf_surfaces[0] = -1; }, lump(q3::kLeafSurfaces), "entry 0 is surface -1");
    expect_q3_error([](Q3BspBuilder& b) { b.leaf_brushes[0] = 2; }, lump(q3::kLeafBrushes),
                 "entry 0 is brush 2, but there are 2 brushes");
}

TEST(Q3BadInput, BrushesAndSides) {
    expect_q3_error([](Q3BspBuilder& b) { b.brush_sides[3].plane = 8; }, lump(q3::kBrushSides),
                 "side 3 uses plane 8, but there are 8 planes");
    expect_q3_error([](Q3BspBuilder& b) { b.brush_sides[11].shader = 99; }, lump(q3::kBrushSides),
                 "side 11 uses shader 99, but there are 6 shaders");
    expect_q3_error([](Q3BspBuilder& b) { b.brushes[1].side_count = 7; }, lump(q3::kBrushes),
                 "brush 1 uses brushsides 6..13, but there are 12");
    expect_q3_error([](Q3BspBuilder& b) { b.brushes[0].shader = -1; }, lump(q3::kBrushes), "brush 0 uses shader -1");
}

// A fog with a bad brush is dropped with a warning, not an error: tests/fog_volumes_test.cpp.

TEST(Q3BadInput, Models) {
    expect_q3_error([](Q3BspBuilder& b) { b.models.clear(); }, lump(q3::kModels),
                 "no models: a map needs at least model 0, the world");
    expect_q3_error([](Q3BspBuilder& b) { b.models[1].surface_count = 2; }, lump(q3::kModels),
                 "model 1 uses surfaces 5..7, but there are 6");
    expect_q3_error([](Q3BspBuilder& b) { b.models[1].first_brush = 2; }, lump(q3::kModels),
                 "model 1 uses brushes 2..3, but there are 2");
    expect_q3_error([](Q3BspBuilder& b) { b.models[1].first_surface = 4; }, lump(q3::kModels),
                 "model 1 claims surface 4, which model 0 already owns");
}

// ioquake3's R_FindShader gives a face whose lightmap index is past the pages it has
// vertex light instead of refusing the map; so does the parser, with one warning.
TEST(Q3BadInput, LightmapIndexPastThePagesMeansVertexLight) {
    Q3BspBuilder b = minimal_q3_room();
    b.faces[5].lightmap = 1;
    b.faces[4].lightmap = 7;
    Map m = parse_map(b.build(), kBadQ3File);
    EXPECT_EQ(m.surfaces[5].lightmap, -1);
    EXPECT_EQ(m.surfaces[4].lightmap, -1);
    EXPECT_EQ(m.lightmaps.size(), 1u);
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_EQ(m.warnings[0], "lump 'surfaces': 2 faces use lightmaps past the 1 pages of the lightmaps lump (first: "
                             "face 4 uses lightmap 7); drawn with vertex light, as the engine does");

    b = minimal_q3_room();  // external lightmaps (no lump): lm_9999.tga is the last name
    b.lightmaps.clear();
    b.faces[3].lightmap = INT_MAX;
    m = parse_map(b.build(), kBadQ3File);
    EXPECT_EQ(m.surfaces[3].lightmap, -1);
    EXPECT_LT(m.lightmaps.size(), 10u);
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_NE(m.warnings[0].find("past lm_9999.tga, the last external lightmap (first: face 3 uses lightmap "
                                 "2147483647)"),
              std::string::npos)
        << m.warnings[0];
}

TEST(Q3BadInput, VisibilityHeader) {
    expect_q3_error([](Q3BspBuilder& b) { b.visibility.pop_back(); }, lump(q3::kVisibility),
                 "header says 2 clusters x 8 bytes = 24 bytes with the header, but the lump has 23");
    expect_q3_error([](Q3BspBuilder& b) { b.visibility.resize(4); }, lump(q3::kVisibility), "truncated");
    expect_q3_error([](Q3BspBuilder& b) { b.visibility[3] = 0xff; },
                 lump(q3::kVisibility), "negative header");
    expect_q3_error([](Q3BspBuilder& b) { b.visibility = Q3BspBuilder::visibility_bits(9, 1); }, lump(q3::kVisibility),
                 "1-byte rows cannot hold a bit for each of 9 clusters");
    expect_q3_error(
        [](Q3BspBuilder& b) {
            b.visibility = Q3BspBuilder::visibility_bits(2, 8);
            b.visibility[4] = 0;
            b.visibility[5] = 0;
            b.visibility[6] = 0;
            b.visibility[7] = 0x40;  // 1 GiB rows
        },
        lump(q3::kVisibility), "header says 2 clusters x 1073741824 bytes");
}

TEST(Q3BadInput, EntityText) {
    expect_q3_error([](Q3BspBuilder& b) { b.entities = "{ \"classname\" \"worldspawn\"\n"; }, lump(q3::kEntities),
                 "line 1: unterminated entity");
    expect_q3_error([](Q3BspBuilder& b) { b.entities = "{ \"classname\" \"worldspawn }"; }, lump(q3::kEntities),
                 "unterminated string");
    expect_q3_error([](Q3BspBuilder& b) { b.entities = "{ \"message\" }"; }, lump(q3::kEntities), "has no value");
}

TEST(Q3BadInput, OneMessageNamesFileLumpAndProblem) {
    Q3BspBuilder b = minimal_q3_room();
    b.faces[5].num_verts = 5;
    try {
        parse_map(b.build(), kBadQ3File);
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_STREQ(e.what(), "maps/bad.bsp: lump 'surfaces': face 5 uses vertices 20..25, but there are 24 drawverts");
    }
}

// ---- Robustness: truncation and random mutation ---------------------------------

namespace {

// Parses and, on success, checks the Map's own consistency. Returns true when parsed.
bool parse_or_error(const std::vector<uint8_t>& bytes, const std::string& what) {
    try {
        Map m = parse_map(bytes, "fuzz.bsp");
        std::string problem = bsptest::map_consistency_problem(m);
        EXPECT_EQ(problem, "") << what;
        return true;
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), "fuzz.bsp");
        EXPECT_FALSE(e.part().empty()) << what;
        return false;
    }
}

void truncate_everywhere(const std::vector<uint8_t>& bytes, size_t cuts) {
    const size_t step = std::max<size_t>(1, bytes.size() / cuts);
    for (size_t len = 0; len < bytes.size(); len += (len < 200 ? 1 : step)) {
        std::vector<uint8_t> cut(bytes.begin(), bytes.begin() + len);
        EXPECT_FALSE(parse_or_error(cut, "length " + std::to_string(len)));
        if (testing::Test::HasFailure()) return;
    }
}

// Flips 1-4 bytes per round; a third of the rounds aim at the header, where one
// byte moves whole lumps, the rest anywhere.
int mutate_many(const std::vector<uint8_t>& bytes, int rounds, uint32_t seed) {
    std::mt19937 rng(seed);
    int parsed = 0;
    for (int round = 0; round < rounds; ++round) {
        std::vector<uint8_t> m = bytes;
        const int flips = 1 + int(rng() % 4);
        for (int i = 0; i < flips; ++i) {
            size_t at = (round % 3 == 0) ? rng() % std::min<size_t>(q3::kHeaderSize, m.size()) : rng() % m.size();
            m[at] = (rng() % 2) ? uint8_t(rng()) : uint8_t(m[at] ^ (1u << (rng() % 8)));
        }
        parsed += parse_or_error(m, "round " + std::to_string(round)) ? 1 : 0;
        if (testing::Test::HasFailure()) break;
    }
    return parsed;
}

}  // namespace

TEST(Q3Robustness, TruncatedCraftedRoom) { truncate_everywhere(minimal_q3_room().build(), 600); }

TEST(Q3Robustness, MutatedCraftedRoom) {
    int parsed = mutate_many(minimal_q3_room().build(), 6000, 1);
    // Most flips land in floats and pixels, which parse fine; many must fail.
    EXPECT_GT(parsed, 100);
    EXPECT_LT(parsed, 6000);
}

TEST(Q3Robustness, TruncatedRealMaps) {
    for (const char* name : {"q3/bsp_tool-mp_lobby.bsp", "q3/nexuiz-aggressor.bsp"}) {
        auto path = bsptest::shared_maps_dir() / name;
        BSPTEST_REQUIRE_PATH(path);
        SCOPED_TRACE(name);
        truncate_everywhere(bsptest::read_file(path), 400);
    }
}

TEST(Q3Robustness, MutatedRealMaps) {
    struct Case {
        const char* name;
        int rounds;
    };
    for (Case c : {Case{"q3/bsp_tool-mp_lobby.bsp", 3000}, Case{"q3/nexuiz-aggressor.bsp", 300}}) {
        auto path = bsptest::shared_maps_dir() / c.name;
        BSPTEST_REQUIRE_PATH(path);
        SCOPED_TRACE(c.name);
        auto bytes = bsptest::read_file(path);
        EXPECT_NO_THROW(parse_map(bytes, "fuzz.bsp"));
        mutate_many(bytes, c.rounds, 2024);
    }
}

// Without visdata nothing bounds a leaf's cluster, and tables sized by the largest one
// took gigabytes (issue 12): a cluster past the leaf count is dropped with a warning,
// and the visibility walk over the map stays small.
TEST(Q3BadInput, HugeClusterWithoutVisdataIsDropped) {
    Q3BspBuilder b = minimal_q3_room();
    b.visibility.clear();
    b.leafs[1].cluster = INT_MAX;
    const Map m = parse_map(b.build(), kBadQ3File);
    EXPECT_EQ(m.leaves[1].cluster, -1);
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_EQ(m.warnings[0], "lump 'leafs': 1 of 3 leaves have a cluster past the leaf count (first: leaf 1, cluster "
                             "2147483647) in a map without visdata; they are in no cluster");
    bsp::VisibleSetBuilder vis(m);
    bsp::VisibleSet out;
    vis.build({0, 0, 0}, bsp::Frustum{}, {.use_pvs = true, .use_frustum = false}, out);
    EXPECT_GT(out.surface_count, 0u);
}

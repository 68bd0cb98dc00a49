// Bad input for the Quake 1 family parser: each test starts from a valid hand-made
// file (support/quake1_writer.h), breaks one thing, and expects one LoadError that
// names the file, the lump and the problem (or, where the parser falls back, a
// warning). Then the real maps, truncated and mutated: the parser must return a Map
// or throw LoadError, never crash (CI runs this under ASan/UBSan).
#include <gtest/gtest.h>

#include <chrono>
#include <climits>
#include <cstring>
#include <random>

#include "core/load_error.h"
#include "formats/quake1_goldsrc/quake1_parser.h"
#include "support/quake1_writer.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;
using bsptest::Q1Variant;
using bsptest::Quake1Writer;

constexpr const char* kBrokenQ1File = "broken.bsp";

// Parses and expects a LoadError for `part` whose problem mentions `needle`.
void expect_q1_error(const std::vector<uint8_t>& bytes, const std::string& part, const std::string& needle,
                  const ParseOptions& options = {}) {
    try {
        parse_quake1_family(bytes, kBrokenQ1File, options);
        ADD_FAILURE() << "parsed without error; expected " << part << ": ..." << needle << "...";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), kBrokenQ1File);
        EXPECT_EQ(e.part(), part) << e.what();
        EXPECT_NE(e.problem().find(needle), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find(kBrokenQ1File), std::string::npos);
    }
}
void expect_q1_error(const Quake1Writer& w, const std::string& part, const std::string& needle,
                  const ParseOptions& options = {}) {
    expect_q1_error(w.build(), part, needle, options);
}

// Parses (it must load) and expects exactly one warning that mentions `needle`.
Map expect_warning(const Quake1Writer& w, const std::string& needle) {
    Map m = parse_quake1_family(w.build(), kBrokenQ1File, {});
    EXPECT_EQ(m.warnings.size(), 1u);
    if (!m.warnings.empty()) {
        EXPECT_NE(m.warnings[0].find(needle), std::string::npos) << m.warnings[0];
    }
    return m;
}

class Quake1BadInput : public ::testing::TestWithParam<Q1Variant> {
protected:
    Quake1Writer room() const { return Quake1Writer::square_room(GetParam()); }
};

TEST_P(Quake1BadInput, TruncatedHeader) {
    std::vector<uint8_t> bytes = room().build();
    bytes.resize(60);
    expect_q1_error(bytes, "header", "truncated");
    expect_q1_error(std::vector<uint8_t>{29, 0}, "header", "truncated");
}

TEST_P(Quake1BadInput, UnknownVersion) {
    std::vector<uint8_t> bytes = room().build();
    bytes[0] = 31, bytes[1] = bytes[2] = bytes[3] = 0;
    expect_q1_error(bytes, "header", "not a Quake 1 family BSP");
}

TEST_P(Quake1BadInput, LumpOutsideFile) {
    std::vector<uint8_t> bytes = room().build();
    bsptest::set_lump(bytes, 7, int32_t(bytes.size()) - 8, 40);
    expect_q1_error(bytes, "lump 'faces'", "lies outside the file");
    bsptest::set_lump(bytes, 7, -4, 20);
    expect_q1_error(bytes, "lump 'faces'", "negative offset");
    // Offset + length overflowing 32 bits must not wrap around.
    bsptest::set_lump(bytes, 7, INT32_MAX, INT32_MAX);
    expect_q1_error(bytes, "lump 'faces'", "lies outside the file");
}

TEST_P(Quake1BadInput, LengthNotAMultipleOfTheRecord) {
    std::vector<uint8_t> bytes = room().build();
    bsptest::set_lump(bytes, 1, bsptest::lump_offset(bytes, 1), bsptest::lump_length(bytes, 1) - 1);
    expect_q1_error(bytes, "lump 'planes'", "not a multiple of the 20-byte record size");
}

TEST_P(Quake1BadInput, CountsAboveTheLimit) {
    ParseOptions small;
    small.max_elements = 3;
    expect_q1_error(room(), "lump 'vertexes'", "more than the limit of 3", small);
    // A miptex count the lump cannot hold is refused before anything is allocated.
    Quake1Writer w = room();
    w.raw_lumps[2] = std::vector<uint8_t>{0xFF, 0xFF, 0xFF, 0x7F, 0, 0, 0, 0};
    expect_q1_error(w, "lump 'textures'", "claims 2147483647 miptex");
    w.raw_lumps[2] = std::vector<uint8_t>{0xFF, 0xFF, 0xFF, 0xFF};
    expect_q1_error(w, "lump 'textures'", "claims -1 miptex");
    w.raw_lumps[2] = std::vector<uint8_t>{1, 0};
    expect_q1_error(w, "lump 'textures'", "truncated");
}

TEST_P(Quake1BadInput, FaceVertexTotalAboveTheLimit) {
    Quake1Writer w = room();
    // Faces sharing one surfedge run: each adds 4 vertices, the limit stops the total.
    w.faces.resize(100, w.faces[0]);
    w.models[0].face_count = 100;
    ParseOptions options;
    options.max_elements = 200;
    expect_q1_error(w, "lump 'faces'", "100 faces of 400 edges are more vertices than the limit of 200", options);
}

TEST_P(Quake1BadInput, EdgeVertexOutOfRange) {
    Quake1Writer w = room();
    w.edges[2] = {1, 40};
    expect_q1_error(w, "lump 'edges'", "edge 2 uses vertex 40, but there are 4 vertices");
}

TEST_P(Quake1BadInput, SurfedgeOutOfRange) {
    Quake1Writer w = room();
    w.surfedges[1] = 5;
    expect_q1_error(w, "lump 'surfedges'", "surfedge 1 is 5, but there are 5 edges");
    w.surfedges[1] = -5;
    expect_q1_error(w, "lump 'surfedges'", "surfedge 1 is -5");
    w.surfedges[1] = INT32_MIN;  // cannot be negated in 32 bits
    expect_q1_error(w, "lump 'surfedges'", "surfedge 1 is -2147483648");
}

// Quake's and GoldSrc's Mod_LoadFaces take a face of fewer than 3 edges as it is and
// draw nothing for it: the map loads, that face is an empty surface without a
// lightmap, and one warning counts such faces.
TEST_P(Quake1BadInput, FaceWithFewerThanThreeEdgesIsNotDrawn) {
    Quake1Writer w = room();
    w.faces.push_back(w.faces[0]);
    w.faces.push_back(w.faces[0]);
    w.faces[0].edge_count = 2;
    w.faces[1].edge_count = 0;
    const Map m = bsp::parse_map(w.build(), "maps/bad.bsp");
    ASSERT_EQ(m.surfaces.size(), w.faces.size());
    EXPECT_EQ(m.surfaces[0].vertex_count, 0u);
    EXPECT_EQ(m.surfaces[0].index_count, 0u);
    EXPECT_EQ(m.surfaces[0].lightmap, -1);
    EXPECT_EQ(m.surfaces[1].index_count, 0u);
    EXPECT_EQ(m.surfaces[2].vertex_count, 4u);  // the copy of the good face is drawn
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_EQ(m.warnings[0], "lump 'faces': 2 faces have fewer than 3 edges and are not drawn (first: face 0 has "
                             "2 edges)");
}

// Xash3D skips a face whose surfedges lie past the lump ("bad surface"); GLQuake reads
// past them. The face is drawn as nothing, with one warning.
TEST_P(Quake1BadInput, FaceSurfedgeRangeOutOfRangeIsNotDrawn) {
    Quake1Writer w = room();
    w.faces[0].first_edge = 2;
    Map m = expect_warning(w, "lump 'faces': 1 faces use surfedges past the end of lump 'surfedges' and are not "
                              "drawn (first: face 0 uses surfedges 2..6 of 4)");
    EXPECT_EQ(m.surfaces[0].index_count, 0u);
    EXPECT_EQ(m.surfaces[0].lightmap, -1);
    w.faces[0].first_edge = -1;
    expect_warning(w, "face 0 uses surfedges -1..3 of 4");
}

TEST_P(Quake1BadInput, FacePlaneOrTexinfoOutOfRange) {
    Quake1Writer w = room();
    w.faces[0].plane = 3;
    expect_q1_error(w, "lump 'faces'", "face 0 uses plane 3, but there are 1 planes");
    w = room();
    w.faces[0].texinfo = 9;
    expect_q1_error(w, "lump 'faces'", "face 0 uses texinfo 9, but there are 1 texinfos");
}

// GLQuake refuses a texinfo naming a miptex past the lump; Quakespasm and Xash3D draw
// a placeholder. Here: one nameless material without pixels (the missing-texture
// checker) shared by every such texinfo, and one warning.
TEST_P(Quake1BadInput, TexinfoMiptexOutOfRangeIsTheMissingTexture) {
    Quake1Writer w = room();
    w.texinfo.push_back(w.texinfo[0]);
    w.texinfo[0].miptex = 1;
    w.texinfo[1].miptex = -7;
    const Map m = expect_warning(w, "lump 'texinfo': 2 texinfos name miptex past the 1 of lump 'textures' (first: "
                                    "texinfo 0 uses miptex 1); drawn as the missing-texture checker");
    ASSERT_EQ(m.materials.size(), 2u);
    EXPECT_TRUE(m.materials[1].name.empty());
    EXPECT_EQ(m.surfaces[0].material, 1);
}

// A miptex record that cannot be read (outside the lump, sizes not multiples of 16,
// mip levels past the lump) loads as a material without pixels under its name when
// the name is readable (Quakespasm warns and loads such maps), with one warning.
TEST_P(Quake1BadInput, MiptexOffsetOutsideTheLump) {
    Quake1Writer w = room();
    w.miptex[0].directory_offset = 1 << 20;
    Map m = expect_warning(w, "lump 'textures': 1 miptex records cannot be read and are drawn as the "
                              "missing-texture checker (first: miptex 0: miptex 0 at offset 1048576 lies outside");
    EXPECT_TRUE(m.materials[0].name.empty());
    w.miptex[0].directory_offset = -2;
    expect_warning(w, "miptex 0 at offset -2 lies outside");
}

TEST_P(Quake1BadInput, MiptexSizes) {
    for (auto [w_px, h_px] : {std::pair<uint32_t, uint32_t>{0, 16}, {16, 0}, {17, 16}, {16, 24 + 1},
                              {0x80000000u, 16}, {16, 0xFFFFFFF0u}, {65536, 65536}}) {
        Quake1Writer w = room();
        w.miptex[0].embedded = false;  // the size check comes before any pixel is read
        w.miptex[0].width = w_px;
        w.miptex[0].height = h_px;
        const Map m = expect_warning(w, "sizes must be non-zero multiples of 16");
        EXPECT_EQ(m.materials[0].name, "wall");
        EXPECT_TRUE(m.materials[0].paletted.empty());
    }
}

TEST_P(Quake1BadInput, MipLevelOutsideTheLump) {
    Quake1Writer w = room();
    w.miptex[0].mip_offsets = std::array<uint32_t, 4>{40, 40 + 256, 1u << 30, 40};
    expect_warning(w, "mip level 2");
    w.miptex[0].mip_offsets = std::array<uint32_t, 4>{0xFFFFFFF0u, 40, 40, 40};
    expect_warning(w, "mip level 0");
    w.miptex[0].mip_offsets = std::array<uint32_t, 4>{8, 40, 40, 40};  // inside the record header
    expect_warning(w, "mip level 0");
}

TEST_P(Quake1BadInput, LightOffsetPastTheLightingLumpFallsBackToUnlit) {
    Quake1Writer w = room();
    w.faces[0].light_offset = 70;
    const Map map = parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
    EXPECT_EQ(map.surfaces[0].lightmap, -1);
    EXPECT_TRUE(map.lightmaps.empty());
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("drawn unlit"), std::string::npos) << map.warnings[0];
    EXPECT_NE(map.warnings[0].find("face 0"), std::string::npos) << map.warnings[0];
    w.faces[0].light_offset = INT32_MAX;
    EXPECT_EQ(parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{}).surfaces[0].lightmap, -1);
}

TEST_P(Quake1BadInput, StyleBlocksPastTheLightingLumpAreDroppedWithAWarning) {
    Quake1Writer w = room();
    w.faces[0].styles = {3, 0, 255, 255};  // the lump holds only the first block
    const Map map = parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
    ASSERT_EQ(map.surfaces[0].lightmap, 0);
    const LightmapImage& img = map.lightmaps[0];
    EXPECT_EQ(img.rgb, std::vector<uint8_t>(75, 0)) << "the style-0 block is not there";
    ASSERT_EQ(img.extra_styles.size(), 1u);
    EXPECT_EQ(img.extra_styles[0].style, 3);
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("past the end"), std::string::npos) << map.warnings[0];
    EXPECT_NE(map.warnings[0].find("face 0: style 0"), std::string::npos) << map.warnings[0];
}

TEST_P(Quake1BadInput, AbsurdLightmapExtentsFallBackToUnlit) {
    Quake1Writer w = room();
    w.texinfo[0].s = {1e6f, 0, 0, 0};  // 64 units → 4 million texels → far beyond any lightmap
    Map map = parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
    EXPECT_EQ(map.surfaces[0].lightmap, -1);
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("extents"), std::string::npos) << map.warnings[0];
    w.texinfo[0].s = {std::numeric_limits<float>::quiet_NaN(), 0, 0, 0};
    map = parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
    EXPECT_EQ(map.surfaces[0].lightmap, -1);
}

// Quake's and GoldSrc's Mod_DecompressVis fill the row and ignore the rest: a zero run
// past the row's end is cut there (most rows of maps from community GoldSrc compilers),
// a row cut off by the lump's end ends there, and an offset outside the lump gives a
// row that sees everything. Each kind of quirk is one warning with its row count.
TEST_P(Quake1BadInput, VisZeroRunPastTheRowEndIsCut) {
    Quake1Writer w = room();
    w.visibility = {0x03, 0x00, 0x05};  // leaf 1 sees both; leaf 2: 5 zero bytes in a 1-byte row
    const Map map = parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
    EXPECT_TRUE(map.visibility.can_see(0, 1));
    EXPECT_FALSE(map.visibility.can_see(1, 0));
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_EQ(map.warnings[0], "lump 'visibility': 1 of 2 rows have a zero run past the row's end; "
                               "cut at the row's end, as the engines do");
}

TEST_P(Quake1BadInput, VisRowPastTheLumpEndsThere) {
    Quake1Writer w = room();
    w.visibility = {0x03, 0x00};  // leaf 2's row: a zero with no count after it
    Map map = parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
    EXPECT_FALSE(map.visibility.can_see(1, 0));
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_EQ(map.warnings[0], "lump 'visibility': 1 of 2 rows run past the end of the lump; each ends there, "
                               "the rest of the row not visible");
    for (int32_t offset : {9, -3}) {
        w = room();
        w.leaves[2].vis_offset = offset;
        w.visibility = {0x01, 0x00, 0x01};  // leaf 1 sees only itself; leaf 2 would see nothing
        map = parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
        EXPECT_TRUE(map.visibility.can_see(1, 0)) << offset;
        EXPECT_FALSE(map.visibility.can_see(0, 1)) << offset;
        ASSERT_EQ(map.warnings.size(), 1u);
        EXPECT_EQ(map.warnings[0], "lump 'visibility': 1 of 2 rows start outside the 3-byte lump (first: leaf 2's "
                                   "offset " + std::to_string(offset) + "); those leaves see everything");
    }
}

TEST_P(Quake1BadInput, VisleafCountAboveTheLeaves) {
    Quake1Writer w = room();
    w.models[0].visleafs = 3;  // leaves 0..2: at most 2 visleafs
    expect_q1_error(w, "lump 'models'", "model 0 has 3 visleafs, but there are 3 leaves");
    w.models[0].visleafs = -1;
    expect_q1_error(w, "lump 'models'", "model 0 has -1 visleafs");
}

// Only v30 stores a palette after each miptex; v29 / BSP2 read gfx/palette.lmp, whose
// damage is tested in quake1_resources_test.cpp.
// A damaged palette is a damaged record: the texture is missing, with a warning.
TEST(Quake1GoldSrcBadInput, PaletteTruncated) {
    auto room = [] { return Quake1Writer::square_room(Q1Variant::kGoldSrc); };
    Quake1Writer w = room();
    w.miptex[0].palette_bytes = 300;
    expect_warning(w, "miptex 0 palette truncated: 256 colours need 768 bytes, 300 left");
    // A lump that ends right after the mip levels: not even the colour count is there.
    const std::vector<uint8_t> full = room().build();
    const auto tex = full.begin() + bsptest::lump_offset(full, 2);
    const size_t header_and_mips = 4 + 4 + 40 + (256 + 64 + 16 + 4);  // count, offset, miptex, 16x16 chain
    Quake1Writer bare = room();
    bare.raw_lumps[2] = std::vector<uint8_t>(tex, tex + std::ptrdiff_t(header_and_mips));
    expect_warning(bare, "palette truncated: no colour count");
    w = room();
    w.miptex[0].palette_colours = 300;
    expect_warning(w, "palette has 300 colours");
}

TEST_P(Quake1BadInput, NodeChildrenOutOfRange) {
    Quake1Writer w = room();
    w.nodes[0].children[0] = -10;  // leaf 9 of 3: Quakespasm reads it as the solid leaf 0
    const Map m = expect_warning(w, "lump 'nodes': 1 node children name leaves past the 3 of lump 'leafs' (first: "
                                    "node 0 child 0 is leaf 9); they are the solid leaf 0, as Quakespasm reads them");
    EXPECT_EQ(m.nodes[0].children[0], -1);
    w = room();
    w.nodes[0].children[1] = 0;  // itself
    if (GetParam() == Q1Variant::kQuake || GetParam() == Q1Variant::kGoldSrc)
        expect_q1_error(w, "lump 'nodes'", "node 0 child 1 points back to node 0");
    else
        expect_q1_error(w, "lump 'nodes'", "node 0 child 1 points back to node 0 (the tree would have a cycle)");
    w = room();
    w.nodes[0].plane = 5;
    expect_q1_error(w, "lump 'nodes'", "node 0 uses plane 5, but there are 1 planes");
    if (GetParam() == Q1Variant::kBsp2 || GetParam() == Q1Variant::kBsp2Rmq) {
        w = room();
        w.nodes[0].children[0] = 7;  // node 7 of 1 (v29's 16-bit field reads any value ≥ nodes as a leaf)
        expect_q1_error(w, "lump 'nodes'", "node 0 child 0 is node 7, but there are 1 nodes");
    }
}

TEST_P(Quake1BadInput, MarksurfaceOutOfRange) {
    Quake1Writer w = room();
    w.marksurfaces = {3};
    expect_q1_error(w, "lump 'marksurfaces'", "entry 0 is face 3, but there are 1 faces");
    w = room();
    w.leaves[1].first_mark = 1;
    expect_q1_error(w, "lump 'leafs'", "leaf 1 uses marksurfaces 1..2, but there are 1");
}

TEST_P(Quake1BadInput, ModelsBroken) {
    Quake1Writer w = room();
    w.models.clear();
    expect_q1_error(w, "lump 'models'", "no models");
    w = room();
    w.models[0].face_count = 2;
    expect_q1_error(w, "lump 'models'", "model 0 uses faces 0..2, but there are 1");
    w = room();
    w.models.push_back(w.models[0]);
    expect_q1_error(w, "lump 'models'", "model 1 claims face 0, which model 0 already owns");
}

TEST_P(Quake1BadInput, UnterminatedEntities) {
    Quake1Writer w = room();
    w.entities = "{\n\"classname\" \"worldspawn\"\n";
    try {
        parse_quake1_family(w.build(), kBrokenQ1File, ParseOptions{});
        ADD_FAILURE() << "parsed";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), kBrokenQ1File);
        EXPECT_EQ(e.part(), "lump 'entities'");
    }
}

INSTANTIATE_TEST_SUITE_P(Quake1, Quake1BadInput,
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

// ---- Truncated and mutated real maps --------------------------------------------

std::vector<std::filesystem::path> real_maps() {
    std::vector<std::filesystem::path> out;
    for (const char* sub : {"goldsrc", "q1"}) {
        const auto dir = bsptest::shared_maps_dir() / sub;
        if (!bsptest::have(dir)) continue;
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".bsp") out.push_back(e.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Only Map or LoadError; anything else (another exception, a crash, a sanitizer
// report) fails. Returns true when it parsed.
bool survives(const std::vector<uint8_t>& bytes, const std::string& what) {
    try {
        parse_quake1_family(bytes, what, ParseOptions{});
        return true;
    } catch (const LoadError&) {
        return false;
    } catch (const std::exception& e) {
        ADD_FAILURE() << what << ": unexpected exception " << e.what();
        return false;
    }
}

TEST(Quake1Robustness, TruncatedRealMaps) {
    const auto maps = real_maps();
    if (maps.empty()) GTEST_SKIP() << "test data not found: " << bsptest::shared_maps_dir() << "/{goldsrc,q1}";
    std::mt19937 rng(1234);
    for (const auto& path : maps) {
        const std::vector<uint8_t> bytes = bsptest::read_file(path);
        std::vector<size_t> cuts = {0, 3, 4, 60, 123, 124, 125, bytes.size() / 2, bytes.size() - 1};
        for (int i = 0; i < 24; ++i) cuts.push_back(std::uniform_int_distribution<size_t>(0, bytes.size() - 1)(rng));
        // Cutting into the standard lumps must fail; cutting only the BSPX tail after
        // them must still load (BSPX is optional, its loss at most a warning).
        size_t lumps_end = 0;
        for (int l = 0; l < 15; ++l)
            lumps_end = std::max(lumps_end, size_t(bsptest::lump_offset(bytes, l)) + size_t(bsptest::lump_length(bytes, l)));
        for (size_t cut : cuts) {
            const std::vector<uint8_t> part(bytes.begin(), bytes.begin() + std::ptrdiff_t(cut));
            EXPECT_EQ(survives(part, path.filename().string() + " cut at " + std::to_string(cut)), cut >= lumps_end)
                << path.filename() << " cut at " << cut << " (standard lumps end at " << lumps_end << ")";
        }
    }
}

// Mutations: random bytes, 32-bit fields set to edge values, and directory entries
// bent. Big maps get fewer mutations so the test stays quick under the sanitizers.
TEST(Quake1Robustness, MutatedRealMaps) {
    const auto maps = real_maps();
    if (maps.empty()) GTEST_SKIP() << "test data not found: " << bsptest::shared_maps_dir() << "/{goldsrc,q1}";
    std::mt19937 rng(20240531);
    constexpr int32_t kEdgeValues[] = {0, 1, -1, -2, 2, 255, 256, 0x7FFF, 0x8000, 0xFFFF, 0x10000,
                                       INT32_MAX, INT32_MIN, 0x7F7FFFFF /* FLT_MAX bits */, 0x7FC00000 /* NaN */};
    int total = 0, parsed = 0;
    for (const auto& path : maps) {
        const std::vector<uint8_t> original = bsptest::read_file(path);
        const int rounds = original.size() > 1'000'000 ? 60 : original.size() > 200'000 ? 150 : 400;
        for (int round = 0; round < rounds; ++round) {
            std::vector<uint8_t> bytes = original;
            const int kind = round % 4;
            const int edits = 1 + int(rng() % 4);
            for (int e = 0; e < edits; ++e) {
                size_t at;
                if (kind == 0) {  // a directory entry or the version
                    at = 4 * (rng() % 31);
                } else {          // anywhere, 4-aligned (records are)
                    at = (rng() % (original.size() - 4)) & ~size_t(3);
                }
                if (kind == 3) {
                    bytes[at + rng() % 4] ^= uint8_t(1u << (rng() % 8));
                } else {
                    const int32_t v = kind == 2 ? int32_t(rng()) : kEdgeValues[rng() % std::size(kEdgeValues)];
                    std::memcpy(bytes.data() + at, &v, 4);
                }
            }
            ++total;
            parsed += survives(bytes, path.filename().string() + " mutation " + std::to_string(round));
        }
    }
    // Most single-field mutations land in data the parser reads without rejecting
    // (positions, light values), so a healthy run parses some and rejects some.
    RecordProperty("mutations", total);
    RecordProperty("parsed", parsed);
    EXPECT_GT(total, 1000);
    EXPECT_GT(parsed, 0);
    EXPECT_LT(parsed, total);
}

}  // namespace

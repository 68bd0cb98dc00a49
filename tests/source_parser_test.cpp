// Source engine VBSP parser: the shared real maps (v20, v21 in both lump orders,
// v25, big-endian PSBV with LZMA lumps) parse into consistent Maps with the counts
// their lumps hold; a crafted one-triangle map checks the fields one by one; bad
// input (short header, lumps past the end, lying or garbage LZMA headers, string
// offsets out of range, truncation, mutation) gives a LoadError naming the lump.
#include <gtest/gtest.h>

#include <array>
#include <cctype>
#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"
#include "formats/source/source_sections.h"
#include "support/bsp_writer.h"
#include "support/map_records.h"
#include "support/source_writer.h"
#include "support/test_maps.h"

using bsp::LoadError;
using bsp::Map;
using bsp::parse_map;
namespace source = bsp::source;
using bsptest::Bytes;
using bsptest::one_triangle;
using bsptest::SourceBuilder;

namespace {

const char* kBadSourceFile = "maps/bad.bsp";

void expect_source_error(const std::vector<uint8_t>& bytes, const std::string& part, const std::string& problem) {
    try {
        Map m = parse_map(bytes, kBadSourceFile);
        ADD_FAILURE() << "parsed without error; expected " << part << ": " << problem;
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), kBadSourceFile);
        EXPECT_EQ(e.part(), part) << e.what();
        EXPECT_NE(e.problem().find(problem), std::string::npos) << "expected \"" << problem << "\" in: " << e.what();
    }
}

}  // namespace

TEST(SourceParser, CraftedTriangle) {
    Map m = parse_map(one_triangle().build(), kBadSourceFile);
    EXPECT_EQ(m.format, "source");
    EXPECT_EQ(m.version, 20);
    EXPECT_EQ(m.lumps.size(), 64u);
    EXPECT_EQ(m.spawn_eye_height, 64.0f);
    EXPECT_EQ(m.light_shift, 1);
    ASSERT_EQ(m.surfaces.size(), 1u);
    ASSERT_EQ(m.materials.size(), 1u);
    EXPECT_EQ(m.materials[0].name, "DEV/DEV_MEASUREGENERIC01B");
    EXPECT_EQ(m.materials[0].width, 128);
    const bsp::Surface& s = m.surfaces[0];
    EXPECT_EQ(s.index_count, 3u);
    ASSERT_EQ(s.vertex_count, 3u);
    // Vertices in surfedge order: 0, 1, then edge 3 reversed (vertex 2).
    EXPECT_EQ(m.vertices[s.first_vertex + 1].position, glm::vec3(64, 0, 0));
    EXPECT_EQ(m.vertices[s.first_vertex + 2].position, glm::vec3(0, 32, 0));
    EXPECT_FLOAT_EQ(m.vertices[s.first_vertex + 1].uv.x, 64.f / 128.f);
    EXPECT_FLOAT_EQ(m.vertices[s.first_vertex + 2].uv.y, 32.f / 64.f);
    // Lightmap: 5x3 image, luxel 4 (x = 64 units / 16) centre at (4.5 / 5).
    ASSERT_EQ(s.lightmap, 0);
    ASSERT_EQ(m.lightmaps.size(), 1u);
    EXPECT_EQ(m.lightmaps[0].width, 5);
    EXPECT_EQ(m.lightmaps[0].height, 3);
    EXPECT_FLOAT_EQ(m.vertices[s.first_vertex + 1].lightmap_uv.x, 4.5f / 5.f);
    EXPECT_FLOAT_EQ(m.vertices[s.first_vertex + 2].lightmap_uv.y, 2.5f / 3.f);
    // Linear 1.0 → half of 255 (x2 by light_shift); 0.5 → 0.5^(1/2.2)/2.
    EXPECT_EQ(m.lightmaps[0].rgb[2], 128);
    EXPECT_NEAR(m.lightmaps[0].rgb[0], 255 * std::pow(128 / 255.0, 1 / 2.2) / 2, 1.0);
    EXPECT_EQ(m.visibility.cluster_count, 1);
    EXPECT_TRUE(m.visibility.can_see(0, 0));
    EXPECT_EQ(m.leaves[1].cluster, 0);
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
}

TEST(SourceParser, Left4Dead2LumpOrder) {
    // The same map as v21 with every lump_t written as (version, offset, length, fourCC).
    SourceBuilder s = one_triangle();
    s.version = 21;
    auto bytes = s.build();
    for (int i = 0; i < source::kLumpCount; ++i) {
        const size_t at = SourceBuilder::entry_at(i);
        int32_t offset, length;
        std::memcpy(&offset, bytes.data() + at, 4);
        std::memcpy(&length, bytes.data() + at + 4, 4);
        int32_t version;
        std::memcpy(&version, bytes.data() + at + 8, 4);
        bsptest::overwrite_i32(bytes, at, version);
        bsptest::overwrite_i32(bytes, at + 4, offset);
        bsptest::overwrite_i32(bytes, at + 8, length);
    }
    Map m = parse_map(bytes, kBadSourceFile);
    EXPECT_EQ(m.surfaces.size(), 1u);
    EXPECT_EQ(m.lightmaps.size(), 1u);
}

TEST(SourceBadInput, TruncatedHeaderAndUnknownVersion) {
    auto bytes = one_triangle().build();
    expect_source_error(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 100), "header", "truncated");
    bsptest::overwrite_i32(bytes, 4, 18);
    expect_source_error(bytes, "header", "unsupported version 18 of VBSP");
}

TEST(SourceBadInput, LumpPastTheFileEnd) {
    auto bytes = one_triangle().build();
    bsptest::overwrite_i32(bytes, SourceBuilder::entry_at(source::kFaces) + 4, int32_t(bytes.size()));
    expect_source_error(bytes, bsptest::source_lump_label(source::kFaces), "lies outside the file");
    auto cut = one_triangle().build();
    cut.resize(cut.size() - 2);  // lumps are written in index order: texdata_string_table is last
    expect_source_error(cut, bsptest::source_lump_label(source::kTexdataStringTable), "lies outside the file");
}

TEST(SourceBadInput, RecordSizeAndIndexes) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kFaces].push_back(0);
    expect_source_error(s.build(), bsptest::source_lump_label(source::kFaces), "not a multiple of the 56-byte record size");
    s = one_triangle();
    s.lumps[source::kSurfedges][0] = 9;  // edge 9 of 4
    expect_source_error(s.build(), bsptest::source_lump_label(source::kSurfedges), "surfedge 0 is edge 9");
    s = one_triangle();
    s.lumps[source::kFaces][8] = 9;  // numedges 9: past the 3 surfedges
    expect_source_error(s.build(), bsptest::source_lump_label(source::kFaces), "face 0 uses surfedges 0..9");
    s = one_triangle();
    s.lumps[source::kFaces][20] = 40;  // lightofs past the lighting lump
    expect_source_error(s.build(), bsptest::source_lump_label(source::kFaces), "face 0 has lightmap bytes 40..100");
    s = one_triangle();
    std::memset(s.lumps[source::kNodes].data() + 4, 0, 4);  // child 0 points at node 0 itself
    expect_source_error(s.build(), bsptest::source_lump_label(source::kNodes), "points back to node 0");
}

// The engine follows any PVS offset; one outside the lump cannot be decoded, so that
// cluster sees everything, with a warning. Rows are decoded as CM_DecompressVis does.
TEST(SourceQuirks, PvsOffsetOutsideTheLumpSeesEverything) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kVisibility][4] = 99;
    s.lumps[source::kVisibility][12] = 0;  // and the row itself would say "sees nothing"
    const Map m = parse_map(s.build(), kBadSourceFile);
    EXPECT_TRUE(m.visibility.can_see(0, 0));
    ASSERT_EQ(m.warnings.size(), 1u);
    EXPECT_EQ(m.warnings[0], "lump 'visibility': 1 of 1 rows start outside the 13-byte lump (first: cluster 0's "
                             "offset 99); those clusters see everything");
}

TEST(SourceBadInput, TexdataStringOffsetOutOfRange) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kTexdataStringTable] = Bytes().put<int32_t>(5000).b;
    expect_source_error(s.build(), bsptest::source_lump_label(source::kTexdataStringTable), "points at byte 5000");
    s = one_triangle();
    s.lumps[source::kTexdata][12] = 3;  // name string 3 of 1
    expect_source_error(s.build(), bsptest::source_lump_label(source::kTexdata), "names string 3");
}

TEST(SourceBadInput, LzmaHeaders) {
    auto lzma_lump = [](uint32_t actual, uint32_t packed, std::vector<uint8_t> data) {
        Bytes b;
        b.str("LZMA").b.pop_back();
        b.put(actual).put(packed);
        for (uint8_t p : {0x5d, 0x00, 0x00, 0x04, 0x00}) b.put<uint8_t>(p);
        b.b.insert(b.b.end(), data.begin(), data.end());
        return b.b;
    };
    SourceBuilder s = one_triangle();
    s.lumps[source::kPlanes] = lzma_lump(0x7fffffff, 16, std::vector<uint8_t>(16, 0));
    expect_source_error(s.build(), bsptest::source_lump_label(source::kPlanes), "need 2.0 GiB of memory, over the 256.0 MiB memory budget");
    s.lumps[source::kPlanes] = lzma_lump(20, 5000, std::vector<uint8_t>(16, 0));
    expect_source_error(s.build(), bsptest::source_lump_label(source::kPlanes), "only 16 follow the header");
    // A range coder stream must start with a 0 byte: this one is garbage.
    s.lumps[source::kPlanes] = lzma_lump(20, 16, std::vector<uint8_t>(16, 0xa5));
    expect_source_error(s.build(), bsptest::source_lump_label(source::kPlanes), "LZMA data");
    s.lumps[source::kPlanes] = Bytes().str("LZMA").b;  // shorter than the 17-byte header
    expect_source_error(s.build(), bsptest::source_lump_label(source::kPlanes), "LZMA header truncated");
}

// ---- The shared real maps ----------------------------------------------------

namespace {

struct Expected {
    const char* file;
    int version;
    size_t faces, lightmaps, displacements;
    int clusters;
};

}  // namespace

TEST(SourceParser, SharedMaps) {
    const Expected maps[] = {
        {"source/bsp_tool-tf2-mp_lobby.bsp", 20, 16, 16, 0, 4},
        {"source/bsp_tool-tf2-test2.bsp", 20, 172, 140, 3, 38},
        {"source/bsp_tool-tf2-test_displacement_decompile.bsp", 20, 2195, 3, 3, 0},
        {"source/bsp_tool-momentum-mp_lobby.bsp", 25, 16, 16, 0, 4},
        {"source/bsp_tool-x360-shack.360.bsp", 20, 757, 724, 4, 150},
        {"source/bspsrc-l4d2_tooltextures.bsp", 21, 72, 0, 0, 0},
        {"source/bspsrc-csgo_tooltextures.bsp", 21, 33, 0, 0, 0},
        {"source/bspsrc-gmod_tooltextures.bsp", 20, 33, 0, 0, 0},
    };
    for (const Expected& e : maps) {
        SCOPED_TRACE(e.file);
        auto path = bsptest::shared_maps_dir() / e.file;
        BSPTEST_REQUIRE_PATH(path);
        Map m = parse_map(bsptest::read_file(path), path.string());
        EXPECT_EQ(m.format, "source");
        EXPECT_EQ(m.version, e.version);
        EXPECT_EQ(m.lumps.size(), 64u);
        // The map's own faces; overlay pieces come after them (test2: 2 overlays, 3 pieces).
        size_t overlay_pieces = 0;
        for (const bsp::Surface& s : m.surfaces) overlay_pieces += s.overlay >= 0 ? 1 : 0;
        EXPECT_EQ(m.surfaces.size() - overlay_pieces, e.faces);
        if (std::string(e.file) == "source/bsp_tool-tf2-test2.bsp") {
            EXPECT_EQ(m.overlays.size(), 2u);
            EXPECT_EQ(overlay_pieces, 3u);
        }
        EXPECT_EQ(m.lightmaps.size(), e.lightmaps);
        size_t displacements = 0;
        std::vector<bool> in_a_leaf(m.surfaces.size(), false);
        for (uint32_t s : m.leaf_surfaces) in_a_leaf[s] = true;
        for (size_t i = 0; i < m.surfaces.size(); ++i) {
            const bsp::Surface& s = m.surfaces[i];
            if (s.kind != bsp::SurfaceKind::Displacement) continue;
            ++displacements;
            // A grid of (2^power + 1)^2 vertices, power 2..4, two triangles per cell, filed into leaves.
            EXPECT_TRUE(s.vertex_count == 25 || s.vertex_count == 81 || s.vertex_count == 289) << s.vertex_count;
            const uint32_t n = uint32_t(std::lround(std::sqrt(double(s.vertex_count))));
            EXPECT_EQ(s.index_count, (n - 1) * (n - 1) * 6);
            EXPECT_TRUE(in_a_leaf[i]) << "displacement surface " << i << " is in no leaf";
        }
        EXPECT_EQ(displacements, e.displacements);
        EXPECT_EQ(m.visibility.cluster_count, e.clusters);
        EXPECT_GT(m.triangle_count(), 0u);
        EXPECT_FALSE(m.materials.empty());
        EXPECT_FALSE(m.leaves.empty());
        EXPECT_FALSE(m.nodes.empty());
        EXPECT_GE(m.models.size(), 1u);
        ASSERT_FALSE(m.entities.empty());
        EXPECT_EQ(m.entities[0].classname(), "worldspawn");
        // The sky box is the one worldspawn's skyname names, in lower case.
        const std::string skyname = m.entities[0].get("skyname");
        std::string expected_sky;
        for (char ch : skyname) expected_sky += char(std::tolower(static_cast<unsigned char>(ch)));
        EXPECT_EQ(m.skybox, skyname.empty() ? std::string() : "skybox/" + expected_sky);
        EXPECT_EQ(bsptest::map_consistency_problem(m), "");
    }
}

TEST(SourceParser, BigEndianLzmaMapAgreesWithItsLumps) {
    auto path = bsptest::shared_maps_dir() / "source/bsp_tool-x360-shack.360.bsp";
    BSPTEST_REQUIRE_PATH(path);
    Map m = parse_map(bsptest::read_file(path), path.string());
    // Byte-swapped planes are unit normals; swapped vertex positions lie in the map's bounds.
    for (const bsp::Plane& p : m.planes) EXPECT_NEAR(glm::length(p.normal), 1.0f, 1e-3f);
    for (const bsp::Vertex& v : m.vertices)
        for (int k = 0; k < 3; ++k) EXPECT_LT(std::abs(v.position[k]), 16384.f);
    EXPECT_FALSE(m.pakfile.empty());
    EXPECT_EQ(m.pakfile[0], 'P');
    EXPECT_EQ(m.pakfile_bytes, m.pakfile.size());
    bool lzma_warning = false;
    for (const std::string& w : m.warnings) lzma_warning |= w.find("LZMA-compressed lumps") != std::string::npos;
    EXPECT_TRUE(lzma_warning);
}

// ---- Robustness: truncation and random mutation --------------------------------

namespace {

bool parse_or_error(const std::vector<uint8_t>& bytes, const std::string& what) {
    try {
        Map m = parse_map(bytes, "fuzz.bsp");
        EXPECT_EQ(bsptest::map_consistency_problem(m), "") << what;
        return true;
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), "fuzz.bsp");
        EXPECT_FALSE(e.part().empty()) << what;
        return false;
    }
}

int mutate_many(const std::vector<uint8_t>& bytes, int rounds, uint32_t seed) {
    std::mt19937 rng(seed);
    int parsed = 0;
    for (int round = 0; round < rounds; ++round) {
        std::vector<uint8_t> m = bytes;
        const int flips = 1 + int(rng() % 4);
        for (int i = 0; i < flips; ++i) {
            size_t at = (round % 3 == 0) ? rng() % source::kHeaderSize : rng() % m.size();
            m[at] = (rng() % 2) ? uint8_t(rng()) : uint8_t(m[at] ^ (1u << (rng() % 8)));
        }
        parsed += parse_or_error(m, "round " + std::to_string(round)) ? 1 : 0;
        if (testing::Test::HasFailure()) break;
    }
    return parsed;
}

}  // namespace

TEST(SourceRobustness, TruncatedCraftedMap) {
    auto bytes = one_triangle().build();
    for (size_t len = 0; len < bytes.size(); ++len) {
        EXPECT_FALSE(parse_or_error(std::vector<uint8_t>(bytes.begin(), bytes.begin() + len),
                                    "length " + std::to_string(len)));
        if (testing::Test::HasFailure()) return;
    }
}

TEST(SourceRobustness, MutatedCraftedMap) {
    const int parsed = mutate_many(one_triangle().build(), 4000, 7);
    EXPECT_GT(parsed, 100);
    EXPECT_LT(parsed, 4000);
}

TEST(SourceRobustness, MutatedRealMaps) {
    for (const char* name : {"source/bsp_tool-tf2-mp_lobby.bsp", "source/bsp_tool-x360-shack.360.bsp"}) {
        auto path = bsptest::shared_maps_dir() / name;
        BSPTEST_REQUIRE_PATH(path);
        auto bytes = bsptest::read_file(path);
        mutate_many(bytes, 300, 11);
        // Cuts may parse (the Xbox 360 file ends in padding); either way, no crash and
        // a consistent Map or a LoadError.
        for (size_t len = 0; len < bytes.size(); len += std::max<size_t>(1, bytes.size() / 150))
            parse_or_error(std::vector<uint8_t>(bytes.begin(), bytes.begin() + len),
                           std::string(name) + " cut at " + std::to_string(len));
    }
}

// ---- --info extras: game lumps, static props, pakfile entries ---------------------

namespace {

// A game lump holding one sprp entry (version 10): `dict` model names, `leaves` leaf
// indices, `props` props (zero-filled 76-byte records; source_static_props_test.cpp
// checks their fields). Entry offsets are from the
// file's start, so the lump's own offset in the built file is needed: the game lump
// is placed after every other lump, and build() puts lumps in index order.
std::vector<uint8_t> game_lump_with_sprp(const SourceBuilder& s, int32_t dict, int32_t leaves, int32_t props,
                                         bool truncate = false) {
    uint32_t at = source::kHeaderSize;
    for (int i = 0; i < source::kGameLump; ++i) at += uint32_t(s.lumps[size_t(i)].size());
    Bytes sprp;
    sprp.put<int32_t>(dict);
    for (int32_t i = 0; i < dict; ++i) {
        std::string name = "models/props/crate" + std::to_string(i) + ".mdl";
        name.resize(128, '\0');
        sprp.b.insert(sprp.b.end(), name.begin(), name.end());
    }
    sprp.put<int32_t>(leaves);
    for (int32_t i = 0; i < leaves; ++i) sprp.put<uint16_t>(1);
    if (!truncate) {
        sprp.put<int32_t>(props);
        sprp.b.resize(sprp.b.size() + size_t(props) * 76);
    }
    Bytes g;
    g.put<int32_t>(2);
    // "sprp" as an int: 's' in the high byte (little-endian files store it reversed).
    g.put<uint32_t>(('s' << 24) | ('p' << 16) | ('r' << 8) | 'p').put<uint16_t>(0).put<uint16_t>(10);
    g.put<int32_t>(int32_t(at + 4 + 2 * 16)).put<int32_t>(int32_t(sprp.b.size()));
    g.put<uint32_t>(('d' << 24) | ('p' << 16) | ('r' << 8) | 'p').put<uint16_t>(0).put<uint16_t>(4);
    g.put<int32_t>(int32_t(at + 4 + 2 * 16 + sprp.b.size())).put<int32_t>(0);
    g.b.insert(g.b.end(), sprp.b.begin(), sprp.b.end());
    return g.b;
}

// A zip with `entries` stored files "fN.txt" ("x"), written as a zip tool writes it.
std::vector<uint8_t> zip_with(int entries) {
    Bytes z, central;
    for (int i = 0; i < entries; ++i) {
        const std::string name = "f" + std::to_string(i) + ".txt";
        const uint32_t local = uint32_t(z.b.size());
        z.put<uint32_t>(0x04034b50).put<uint16_t>(10).put<uint16_t>(0).put<uint16_t>(0).put<uint32_t>(0);
        z.put<uint32_t>(0x8cdc1683u).put<uint32_t>(1).put<uint32_t>(1).put<uint16_t>(uint16_t(name.size())).put<uint16_t>(0);
        z.b.insert(z.b.end(), name.begin(), name.end());
        z.b.push_back('x');
        central.put<uint32_t>(0x02014b50).put<uint16_t>(20).put<uint16_t>(10).put<uint16_t>(0).put<uint16_t>(0);
        central.put<uint32_t>(0).put<uint32_t>(0x8cdc1683u).put<uint32_t>(1).put<uint32_t>(1);
        central.put<uint16_t>(uint16_t(name.size())).put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(0);
        central.put<uint32_t>(0).put<uint32_t>(local);
        central.b.insert(central.b.end(), name.begin(), name.end());
    }
    const uint32_t cd_at = uint32_t(z.b.size());
    z.b.insert(z.b.end(), central.b.begin(), central.b.end());
    z.put<uint32_t>(0x06054b50).put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(uint16_t(entries))
        .put<uint16_t>(uint16_t(entries)).put<uint32_t>(uint32_t(central.b.size())).put<uint32_t>(cd_at).put<uint16_t>(0);
    return z.b;
}

}  // namespace

TEST(SourceInfo, LumpDetails) {
    Map m = parse_map(one_triangle().build(), kBadSourceFile);
    EXPECT_TRUE(m.lump_details);
    ASSERT_EQ(m.lumps.size(), 64u);
    EXPECT_EQ(m.lumps[source::kFaces].version, 1);
    EXPECT_FALSE(m.lumps[source::kFaces].compressed);
    EXPECT_EQ(m.lumps[source::kFaces].uncompressed_length, m.lumps[source::kFaces].length);
    EXPECT_TRUE(m.game_lumps.empty());
    EXPECT_EQ(m.static_props.size(), 0u);
    EXPECT_EQ(m.pakfile_file_count, 0u);
}

TEST(SourceInfo, StaticPropCountFromSprp) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kGameLump] = game_lump_with_sprp(s, 3, 5, 42);
    Map m = parse_map(s.build(), kBadSourceFile);
    ASSERT_EQ(m.game_lumps.size(), 2u);
    EXPECT_EQ(m.game_lumps[0].id, "sprp");
    EXPECT_EQ(m.game_lumps[0].version, 10);
    EXPECT_EQ(m.game_lumps[0].length, 4u + 3 * 128 + 4 + 5 * 2 + 4 + 42 * 76);
    EXPECT_EQ(m.game_lumps[1].id, "dprp");
    EXPECT_EQ(m.static_props.size(), 42u);
    // The list has its own field now: it is no longer a warning.
    EXPECT_FALSE(bsptest::has_warning(m, "game lumps"));
}

TEST(SourceInfo, ShortOrLyingSprpWarns) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kGameLump] = game_lump_with_sprp(s, 2, 3, 7, /*truncate=*/true);
    Map m = parse_map(s.build(), kBadSourceFile);
    EXPECT_EQ(m.static_props.size(), 0u);
    EXPECT_TRUE(bsptest::has_warning(m, "sprp")) << (m.warnings.empty() ? "" : m.warnings[0]);

    SourceBuilder lying = one_triangle();
    lying.lumps[source::kGameLump] = game_lump_with_sprp(lying, 1, 0, 7);
    // The dictionary count now claims a million names.
    auto& g = lying.lumps[source::kGameLump];
    const int32_t huge = 1000000;
    std::memcpy(g.data() + 4 + 2 * 16, &huge, 4);
    Map m2 = parse_map(lying.build(), kBadSourceFile);
    EXPECT_EQ(m2.static_props.size(), 0u);
    EXPECT_TRUE(bsptest::has_warning(m2, "sprp"));
}

TEST(SourceInfo, PakfileEntryCount) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kPakfile] = zip_with(5);
    Map m = parse_map(s.build(), kBadSourceFile);
    EXPECT_EQ(m.pakfile_file_count, 5u);

    // Not a zip: 0 files and a warning, not an error.
    SourceBuilder bad = one_triangle();
    bad.lumps[source::kPakfile] = std::vector<uint8_t>(100, 0xab);
    Map m2 = parse_map(bad.build(), kBadSourceFile);
    EXPECT_EQ(m2.pakfile_file_count, 0u);
    EXPECT_TRUE(bsptest::has_warning(m2, "pakfile"));
}

TEST(SourceInfo, SharedMapsGameLumps) {
    auto path = bsptest::shared_maps_dir() / "source/bsp_tool-tf2-test2.bsp";
    BSPTEST_REQUIRE_PATH(path);
    Map m = parse_map(bsptest::read_file(path), path.string());
    ASSERT_FALSE(m.game_lumps.empty());
    EXPECT_EQ(m.game_lumps[0].id, "sprp");
    EXPECT_EQ(m.static_props.size(), 17u);
    auto x360 = bsptest::shared_maps_dir() / "source/bsp_tool-x360-shack.360.bsp";
    BSPTEST_REQUIRE_PATH(x360);
    Map b = parse_map(bsptest::read_file(x360), x360.string());
    ASSERT_FALSE(b.game_lumps.empty());
    EXPECT_TRUE(b.game_lumps[0].compressed);
    EXPECT_EQ(b.static_props.size(), 2u);
    EXPECT_TRUE(b.lumps[source::kPlanes].compressed);
    EXPECT_EQ(b.lumps[source::kPlanes].uncompressed_length, 8840u);
}

// ---- Areas and area portals ------------------------------------------------------

namespace {

// The crafted triangle split into two areas by one func_areaportal, laid out as vbsp
// writes it: area 0 and portal 0 are the unused "none" entries; area 1 lists portal 1
// (into area 2), area 2 lists portal 2 (back into area 1); both sides share one
// square clip polygon on plane 1 (x = 32). Leaf 1 is in area 1.
SourceBuilder two_areas() {
    SourceBuilder s = one_triangle();
    s.lumps[source::kEntities] = Bytes().str("{\n\"classname\" \"worldspawn\"\n}\n"
                                             "{\n\"classname\" \"info_player_teamspawn\"\n\"origin\" \"0 0 8\"\n}\n"
                                             "{\n\"classname\" \"func_areaportal\"\n\"targetname\" \"door_portal\"\n"
                                             "\"portalnumber\" \"1\"\n\"StartOpen\" \"1\"\n}\n").b;
    Bytes planes;
    planes.b = s.lumps[source::kPlanes];
    planes.put(1.f).put(0.f).put(0.f).put(32.f).put<int32_t>(0);
    s.lumps[source::kPlanes] = planes.b;
    // numareaportals, firstareaportal
    s.lumps[source::kAreas] = Bytes().put<int32_t>(0).put<int32_t>(0).put<int32_t>(1).put<int32_t>(1)
                                  .put<int32_t>(1).put<int32_t>(2).b;
    // portal key, other area, first clip vertex, clip vertex count (uint16), plane (int)
    Bytes portals;
    portals.put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<int32_t>(0);
    portals.put<uint16_t>(1).put<uint16_t>(2).put<uint16_t>(0).put<uint16_t>(4).put<int32_t>(1);
    portals.put<uint16_t>(1).put<uint16_t>(1).put<uint16_t>(0).put<uint16_t>(4).put<int32_t>(1);
    s.lumps[source::kAreaPortals] = portals.b;
    Bytes verts;
    for (glm::vec3 v : {glm::vec3(32, -16, 0), glm::vec3(32, 16, 0), glm::vec3(32, 16, 48), glm::vec3(32, -16, 48)})
        verts.put(v.x).put(v.y).put(v.z);
    s.lumps[source::kClipPortalVerts] = verts.b;
    s.lumps[source::kLeafs][32 + 6] = 1;  // leaf 1's area:9 / flags:7 field
    return s;
}

// Field offsets inside the crafted lumps.
constexpr size_t kPortalRecord = 12;
size_t portal_field(int portal, int field) { return size_t(portal) * kPortalRecord + size_t(field) * 2; }

std::string area_warnings(const Map& m) {
    std::string out;
    for (const std::string& w : m.warnings)
        if (w.find("area") != std::string::npos) out += w + "\n";
    return out;
}

}  // namespace

TEST(SourceAreas, CraftedTwoAreasOnePortal) {
    Map m = parse_map(two_areas().build(), kBadSourceFile);
    EXPECT_EQ(area_warnings(m), "");
    ASSERT_EQ(m.areas.size(), 3u);
    ASSERT_EQ(m.area_portals.size(), 3u);
    ASSERT_EQ(m.area_portal_vertices.size(), 4u);
    EXPECT_EQ(m.areas[0].portal_count, 0u);
    EXPECT_EQ(m.areas[1].first_portal, 1u);
    EXPECT_EQ(m.areas[1].portal_count, 1u);
    EXPECT_EQ(m.areas[2].first_portal, 2u);
    EXPECT_EQ(m.areas[2].portal_count, 1u);
    // Portal 0 is vbsp's unused entry: no area lists it, no entity owns key 0.
    EXPECT_EQ(m.area_portals[0].area, -1);
    EXPECT_EQ(m.area_portals[0].entity, -1);
    const bsp::AreaPortal& p = m.area_portals[1];
    EXPECT_EQ(p.portal_key, 1);
    EXPECT_EQ(p.area, 1);
    EXPECT_EQ(p.other_area, 2);
    EXPECT_EQ(p.plane, 1);
    EXPECT_EQ(p.first_vertex, 0u);
    EXPECT_EQ(p.vertex_count, 4u);
    ASSERT_EQ(p.entity, 2);
    EXPECT_EQ(m.entities[size_t(p.entity)].get("targetname"), "door_portal");
    EXPECT_EQ(m.area_portals[2].area, 2);
    EXPECT_EQ(m.area_portals[2].other_area, 1);
    EXPECT_EQ(m.area_portals[2].entity, 2);
    EXPECT_EQ(m.area_portal_vertices[2], glm::vec3(32, 16, 48));
    EXPECT_EQ(m.planes[size_t(p.plane)].dist, 32.f);
    EXPECT_EQ(m.leaves[1].area, 1);
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
}

TEST(SourceAreas, BadIndicesDropTheRecordWithAWarning) {
    struct Case {
        const char* what;
        int lump;
        size_t at;
        int32_t value;
        bool wide;  // 4-byte field
        const char* warning;
    };
    const Case cases[] = {
        {"other area", source::kAreaPortals, portal_field(2, 1), 9, false,
         "lump 'areaportals': 1 of 3 area portals dropped (the first: portal 2 leads into area 9, but there are 3 areas)"},
        {"clip vertices", source::kAreaPortals, portal_field(1, 3), 40, false,
         "lump 'areaportals': 1 of 3 area portals dropped (the first: portal 1 uses clip portal vertices 0..40, "
         "but there are 4)"},
        {"plane", source::kAreaPortals, portal_field(2, 4), 77, true,
         "lump 'areaportals': 1 of 3 area portals dropped (the first: portal 2 lies on plane 77, but there are 2 planes)"},
        {"area's portal range", source::kAreas, 2 * 8 + 4, 3, true,
         "lump 'areas': 1 of 3 areas' portal lists dropped (the first: area 2 lists area portals 3..4, "
         "but there are 3)"},
        {"negative portal count", source::kAreas, 1 * 8, -1, true, "area 1 lists area portals 1..0"},
        {"leaf area", source::kLeafs, 32 + 6, 5, false,
         "lump 'leafs': 1 of 2 leaves' areas dropped (the first: leaf 1 is in area 5, but there are 3 areas)"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.what);
        SourceBuilder s = two_areas();
        auto& bytes = s.lumps[size_t(c.lump)];
        if (c.wide) std::memcpy(bytes.data() + c.at, &c.value, 4);
        else {
            const uint16_t v = uint16_t(c.value);
            std::memcpy(bytes.data() + c.at, &v, 2);
        }
        Map m = parse_map(s.build(), kBadSourceFile);
        EXPECT_NE(area_warnings(m).find(c.warning), std::string::npos) << area_warnings(m);
        EXPECT_EQ(bsptest::map_consistency_problem(m), "");
        EXPECT_EQ(m.areas.size(), 3u);  // areas are never dropped: leaves name them by index
    }
    // A dropped portal leaves the other areas' ranges pointing at the right records.
    SourceBuilder s = two_areas();
    const uint16_t nine = 9;
    std::memcpy(s.lumps[source::kAreaPortals].data() + portal_field(1, 1), &nine, 2);
    Map m = parse_map(s.build(), kBadSourceFile);
    ASSERT_EQ(m.area_portals.size(), 2u);
    EXPECT_EQ(m.areas[1].portal_count, 0u);
    EXPECT_EQ(m.areas[2].first_portal, 1u);
    EXPECT_EQ(m.areas[2].portal_count, 1u);
    EXPECT_EQ(m.area_portals[1].area, 2);
    EXPECT_EQ(m.area_portals[1].other_area, 1);
    // A lump that is no whole number of records is an error like any record lump's.
    s = two_areas();
    s.lumps[source::kAreaPortals].push_back(0);
    expect_source_error(s.build(), bsptest::source_lump_label(source::kAreaPortals), "not a multiple of the 12-byte record size");
}

TEST(SourceAreas, SharedMapsAgreeWithTheirLumps) {
    // Every shared map has vbsp's unused area 0 and portal 0; all but one have one real
    // area, and none has a func_areaportal (so no clip portal vertices).
    const std::pair<const char*, size_t> maps[] = {
        {"source/bsp_tool-tf2-mp_lobby.bsp", 2},
        {"source/bsp_tool-tf2-test2.bsp", 2},
        {"source/bsp_tool-tf2-test_displacement_decompile.bsp", 1},
        {"source/bsp_tool-momentum-mp_lobby.bsp", 2},
        {"source/bsp_tool-x360-shack.360.bsp", 2},  // big-endian: area 1's first portal reads 1 only when swapped
        {"source/bspsrc-l4d2_tooltextures.bsp", 2},
        {"source/bspsrc-csgo_tooltextures.bsp", 2},
        {"source/bspsrc-gmod_tooltextures.bsp", 2},
    };
    for (const auto& [file, areas] : maps) {
        SCOPED_TRACE(file);
        auto path = bsptest::shared_maps_dir() / file;
        BSPTEST_REQUIRE_PATH(path);
        Map m = parse_map(bsptest::read_file(path), path.string());
        EXPECT_EQ(area_warnings(m), "");
        const bsp::LumpInfo& a = m.lumps[source::kAreas];
        const bsp::LumpInfo& p = m.lumps[source::kAreaPortals];
        const bsp::LumpInfo& v = m.lumps[source::kClipPortalVerts];
        EXPECT_EQ(m.areas.size(), a.uncompressed_length / 8);
        EXPECT_EQ(m.area_portals.size(), p.uncompressed_length / (m.version == 25 ? 20 : 12));
        EXPECT_EQ(m.area_portal_vertices.size(), v.uncompressed_length / 12);
        EXPECT_EQ(m.areas.size(), areas);
        EXPECT_EQ(m.area_portals.size(), 1u);
        if (areas == 2) {
            EXPECT_EQ(m.areas[1].first_portal, 1u);
            EXPECT_EQ(m.areas[1].portal_count, 0u);
        }
        bool leaf_in_area_1 = false;
        for (const bsp::Leaf& l : m.leaves) leaf_in_area_1 |= l.area == 1;
        EXPECT_EQ(leaf_in_area_1, areas == 2);
        EXPECT_EQ(bsptest::map_consistency_problem(m), "");
    }
}

TEST(SourceAreas, MutatedCraftedMapWithAreas) {
    // Flipped bytes in the area lumps give warnings or a LoadError, and a consistent Map.
    const int parsed = mutate_many(two_areas().build(), 2000, 13);
    EXPECT_GT(parsed, 100);
}

// ---- Displacements: per-vertex alpha, normals blended across recorded seams -------

namespace {

// Two power-2 displacements on z = 0 side by side, sharing the edge x = 64: A over
// x 0..64 rises to a ridge of height 32 along the shared edge, B over x 64..128 falls
// from it, so their own normals at the ridge tilt opposite ways. A's disp_vert k has
// alpha 10·k. `a_names_b` / `b_names_a`: whether each record lists the other as an
// edge neighbour (0xffff otherwise); `a_corner`: an extra corner neighbour of A.
SourceBuilder two_displacements(bool a_names_b, bool b_names_a, uint16_t a_corner = 0xffff) {
    SourceBuilder s = one_triangle();
    Bytes verts;
    for (glm::vec2 xy : {glm::vec2(0, 0), {64, 0}, {64, 64}, {0, 64}, {128, 0}, {128, 64}})
        verts.put(xy[0]).put(xy[1]).put(0.f);
    s.lumps[source::kVertexes] = verts.b;
    Bytes edges;
    for (uint16_t v : {0, 0, 0, 1, 1, 2, 2, 3, 3, 0, 1, 4, 4, 5, 5, 2}) edges.put<uint16_t>(v);
    s.lumps[source::kEdges] = edges.b;
    Bytes surfedges;
    for (int32_t e : {1, 2, 3, 4, 5, 6, 7, -2}) surfedges.put<int32_t>(e);
    s.lumps[source::kSurfedges] = surfedges.b;
    Bytes faces;
    for (int16_t d = 0; d < 2; ++d) {
        faces.put<uint16_t>(0).put<uint8_t>(0).put<uint8_t>(0).put<int32_t>(4 * d).put<int16_t>(4).put<int16_t>(0)
            .put<int16_t>(d).put<int16_t>(-1);
        for (int k = 0; k < 4; ++k) faces.put<uint8_t>(255);  // unlit
        faces.put<int32_t>(-1).put(1.f).put<int32_t>(0).put<int32_t>(0).put<int32_t>(4).put<int32_t>(4);
        faces.put<int32_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint32_t>(0);
    }
    s.lumps[source::kFaces] = faces.b;
    Bytes info;
    for (int d = 0; d < 2; ++d) {
        info.put(d == 0 ? 0.f : 64.f).put(0.f).put(0.f);           // start position
        info.put<int32_t>(25 * d).put<int32_t>(32 * d).put<int32_t>(2);  // first vert, first tri, power
        info.put<int32_t>(0).put(0.f).put<int32_t>(0).put<uint16_t>(uint16_t(d)).put<uint16_t>(0);
        info.put<int32_t>(0).put<int32_t>(0);
        const bool names = d == 0 ? a_names_b : b_names_a;
        for (int sub = 0; sub < 8; ++sub) {
            const bool shared_edge = sub == (d == 0 ? 4 : 0);  // A's edge 2, B's edge 0
            info.put<uint16_t>(names && shared_edge ? uint16_t(1 - d) : uint16_t(0xffff)).put<uint32_t>(0);
        }
        for (int corner = 0; corner < 4; ++corner) {
            const bool extra = d == 0 && corner == 0 && a_corner != 0xffff;
            info.put<uint16_t>(extra ? a_corner : 0).put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(0);
            info.put<uint8_t>(extra ? 1 : 0).put<uint8_t>(0);
        }
        for (int k = 0; k < 10; ++k) info.put<uint32_t>(0);
    }
    s.lumps[source::kDispInfo] = info.b;
    // Rows run from the start corner along x (16 units a row), columns along y.
    Bytes dv;
    for (int d = 0; d < 2; ++d)
        for (int row = 0; row < 5; ++row)
            for (int col = 0; col < 5; ++col) {
                const float height = d == 0 ? 8.f * float(row) : 32.f - 8.f * float(row);
                dv.put(0.f).put(0.f).put(1.f).put(height).put(d == 0 ? 10.f * float(row * 5 + col) : 300.f);
            }
    s.lumps[source::kDispVerts] = dv.b;
    Bytes model;
    for (float v : {-128.f, -128.f, -128.f, 256.f, 128.f, 128.f, 0.f, 0.f, 0.f}) model.put(v);
    model.put<int32_t>(0).put<int32_t>(0).put<int32_t>(2);
    s.lumps[source::kModels] = model.b;
    return s;
}

// The normals of A's and B's vertices on the shared edge x = 64, by y.
std::vector<std::pair<glm::vec3, glm::vec3>> ridge_normals(const Map& m) {
    std::vector<std::pair<glm::vec3, glm::vec3>> out;
    const bsp::Surface& a = m.surfaces[0];
    const bsp::Surface& b = m.surfaces[1];
    for (int col = 0; col < 5; ++col)
        out.push_back({m.vertices[a.first_vertex + 4 * 5 + uint32_t(col)].normal,
                       m.vertices[b.first_vertex + uint32_t(col)].normal});
    return out;
}

}  // namespace

TEST(SourceDisplacement, AlphaKeptInVertexColour) {
    Map m = parse_map(two_displacements(true, true).build(), kBadSourceFile);
    ASSERT_EQ(m.surfaces.size(), 2u);
    const bsp::Surface& a = m.surfaces[0];
    ASSERT_EQ(a.kind, bsp::SurfaceKind::Displacement);
    ASSERT_EQ(a.vertex_count, 25u);
    for (uint32_t k = 0; k < 25; ++k) EXPECT_EQ(m.vertices[a.first_vertex + k].color.a, 10 * k) << k;
    // 300 is clamped to 255; colours stay white.
    EXPECT_EQ(m.vertices[m.surfaces[1].first_vertex].color, glm::u8vec4(255, 255, 255, 255));
    EXPECT_EQ(m.vertices[a.first_vertex + 3].color.r, 255);
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
}

TEST(SourceDisplacement, NormalsBlendAcrossARecordedEdge) {
    Map m = parse_map(two_displacements(true, true).build(), kBadSourceFile);
    for (const auto& [na, nb] : ridge_normals(m)) {
        EXPECT_NEAR(glm::distance(na, nb), 0.0f, 1e-5f);
        // The ridge's two slopes cancel: the blended normal points straight up.
        EXPECT_NEAR(na.z, 1.0f, 1e-4f);
        EXPECT_NEAR(glm::length(na), 1.0f, 1e-4f);
    }
    // Inside A, away from the seam, the slope's own normal stays (tilted towards -x).
    EXPECT_LT(m.vertices[m.surfaces[0].first_vertex + 2 * 5 + 2].normal.x, -0.2f);
    // One record naming the pair is enough (the engine lists it on both sides).
    Map one_sided = parse_map(two_displacements(false, true).build(), kBadSourceFile);
    for (const auto& [na, nb] : ridge_normals(one_sided)) EXPECT_NEAR(glm::distance(na, nb), 0.0f, 1e-5f);
}

TEST(SourceDisplacement, UnrecordedNeighboursKeepTheirNormals) {
    Map m = parse_map(two_displacements(false, false).build(), kBadSourceFile);
    for (const auto& [na, nb] : ridge_normals(m)) {
        EXPECT_LT(na.x, -0.2f);
        EXPECT_GT(nb.x, 0.2f);
    }
}

TEST(SourceDisplacement, NeighbourPastTheRecordsWarns) {
    Map m = parse_map(two_displacements(true, true, 7).build(), kBadSourceFile);
    EXPECT_TRUE(bsptest::has_warning(m, "dispinfo: 1 neighbour entries name a displacement past the 2 records"));
    for (const auto& [na, nb] : ridge_normals(m)) EXPECT_NEAR(glm::distance(na, nb), 0.0f, 1e-5f);
}

TEST(SourceDisplacement, GridsPastTheBudgetAreMadeAtALowerPower) {
    // Four power-4 grids (17x17, 75,440 bytes with their indices) and a budget that
    // holds them once but not beside the GPU's copy: made at power 3 (9x9), every
    // second row and column of the stored grid, with a warning.
    const std::vector<uint8_t> file = bsptest::displacement_pile(4).build();
    bsp::ParseOptions options;
    options.memory_budget = bsp::MemoryBudget(100'000).for_one_load();
    const Map m = parse_map(file, kBadSourceFile, options);
    ASSERT_EQ(m.surfaces.size(), 4u);
    EXPECT_TRUE(bsptest::has_warning(m, "4 displacements made at power 3 at most (9x9 vertices)")) << m.warnings.size();
    for (const bsp::Surface& s : m.surfaces) {
        ASSERT_EQ(s.vertex_count, 81u);
        EXPECT_EQ(s.index_count, 8u * 8u * 6u);
        // The pile's stored height at row r, column c is (7r + 3c) mod 5.
        for (int i = 0; i < 9; ++i)
            for (int j = 0; j < 9; ++j)
                ASSERT_EQ(m.vertices[s.first_vertex + uint32_t(i * 9 + j)].position.z, float((14 * i + 6 * j) % 5))
                    << i << "," << j;
    }
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
    // With room for both copies, the stored power.
    const Map full = parse_map(file, kBadSourceFile);
    EXPECT_EQ(full.surfaces[0].vertex_count, 289u);
    EXPECT_FALSE(bsptest::has_warning(full, "displacements made at power"));
}

TEST(SourceDisplacement, SharedMapSeamsAreSmooth) {
    // test2: displacement 0 (power 3) meets 1 (power 2) corner-to-midpoint, and 1 meets 2.
    // The Xbox 360 map's records are byte-swapped neighbour indices.
    for (auto [name, expected_shared] : {std::pair{"source/bsp_tool-tf2-test2.bsp", 11u},
                                         std::pair{"source/bsp_tool-x360-shack.360.bsp", 22u}}) {
        SCOPED_TRACE(name);
        auto path = bsptest::shared_maps_dir() / name;
        BSPTEST_REQUIRE_PATH(path);
        Map m = parse_map(bsptest::read_file(path), path.string());
        std::vector<const bsp::Surface*> disps;
        for (const bsp::Surface& s : m.surfaces)
            if (s.kind == bsp::SurfaceKind::Displacement) disps.push_back(&s);
        // Every vertex of one displacement that lies on another's vertex has its normal.
        unsigned shared = 0;
        for (size_t i = 0; i < disps.size(); ++i)
            for (size_t j = i + 1; j < disps.size(); ++j)
                for (uint32_t a = 0; a < disps[i]->vertex_count; ++a)
                    for (uint32_t b = 0; b < disps[j]->vertex_count; ++b) {
                        const bsp::Vertex& va = m.vertices[disps[i]->first_vertex + a];
                        const bsp::Vertex& vb = m.vertices[disps[j]->first_vertex + b];
                        if (glm::distance(va.position, vb.position) > 0.05f) continue;
                        ++shared;
                        EXPECT_NEAR(glm::distance(va.normal, vb.normal), 0.0f, 1e-5f)
                            << i << "/" << a << " " << j << "/" << b;
                    }
        EXPECT_EQ(shared, expected_shared);
        EXPECT_FALSE(bsptest::has_warning(m, "neighbour entries"));
    }
}

// ---- Lightmap sets: LDR when present, HDR otherwise, or the one asked for ----------

namespace {

// one_triangle() with an HDR set too: faces_hdr repeats the face, lighting_hdr holds
// linear 1.0 white where the LDR set holds (0.5, 0.25, 1).
SourceBuilder both_lightmap_sets() {
    SourceBuilder s = one_triangle();
    Bytes hdr;
    for (int i = 0; i < 15; ++i) hdr.put<uint8_t>(255).put<uint8_t>(255).put<uint8_t>(255).put<int8_t>(0);
    s.lumps[source::kLightingHdr] = hdr.b;
    s.lumps[source::kFacesHdr] = s.lumps[source::kFaces];
    return s;
}

Map parse_with(const std::vector<uint8_t>& bytes, bsp::LightmapSet set) {
    bsp::ParseOptions options;
    options.lightmap_set = set;
    return parse_map(bytes, kBadSourceFile, options);
}

const std::vector<std::string> kBothSets{"ldr", "hdr"};

}  // namespace

TEST(SourceLightmapSets, LdrByDefaultHdrWhenAskedFor) {
    const auto bytes = both_lightmap_sets().build();
    Map automatic = parse_with(bytes, bsp::LightmapSet::Auto);
    EXPECT_EQ(automatic.lightmap_sets, kBothSets);
    EXPECT_EQ(automatic.lightmap_set, "ldr");
    ASSERT_EQ(automatic.lightmaps.size(), 1u);
    EXPECT_EQ(automatic.lightmaps[0].rgb[2], 128);  // blue: linear 1.0
    EXPECT_LT(automatic.lightmaps[0].rgb[1], 100);  // green: linear 0.25
    Map ldr = parse_with(bytes, bsp::LightmapSet::Ldr);
    EXPECT_EQ(ldr.lightmap_set, "ldr");
    EXPECT_EQ(ldr.lightmaps[0].rgb, automatic.lightmaps[0].rgb);
    Map hdr = parse_with(bytes, bsp::LightmapSet::Hdr);
    EXPECT_EQ(hdr.lightmap_sets, kBothSets);
    EXPECT_EQ(hdr.lightmap_set, "hdr");
    ASSERT_EQ(hdr.lightmaps.size(), 1u);
    EXPECT_NE(hdr.lightmaps[0].rgb, ldr.lightmaps[0].rgb);
    EXPECT_EQ(hdr.lightmaps[0].rgb, std::vector<uint8_t>(15 * 3, 128));
    EXPECT_TRUE(hdr.warnings.empty());
}

TEST(SourceLightmapSets, MissingSetWarnsAndShowsTheOther) {
    Map hdr_on_ldr_map = parse_with(one_triangle().build(), bsp::LightmapSet::Hdr);
    EXPECT_EQ(hdr_on_ldr_map.lightmap_sets, std::vector<std::string>{"ldr"});
    EXPECT_EQ(hdr_on_ldr_map.lightmap_set, "ldr");
    EXPECT_EQ(hdr_on_ldr_map.lightmaps.size(), 1u);
    EXPECT_TRUE(bsptest::has_warning(hdr_on_ldr_map, "HDR lightmaps were asked for, but lump 'lighting_hdr' is empty; "
                                            "showing the LDR lightmaps instead"));

    SourceBuilder hdr_only = both_lightmap_sets();
    hdr_only.lumps[source::kLighting].clear();
    Map ldr_on_hdr_map = parse_with(hdr_only.build(), bsp::LightmapSet::Ldr);
    EXPECT_EQ(ldr_on_hdr_map.lightmap_set, "hdr");
    EXPECT_EQ(ldr_on_hdr_map.lightmaps[0].rgb, std::vector<uint8_t>(15 * 3, 128));
    EXPECT_TRUE(bsptest::has_warning(ldr_on_hdr_map, "LDR lightmaps were asked for, but lump 'lighting' is empty"));

    SourceBuilder unlit = one_triangle();
    unlit.lumps[source::kLighting].clear();
    Map none = parse_with(unlit.build(), bsp::LightmapSet::Hdr);
    EXPECT_TRUE(none.lightmap_sets.empty());
    EXPECT_EQ(none.lightmap_set, "");
    EXPECT_TRUE(none.lightmaps.empty());
    EXPECT_TRUE(bsptest::has_warning(none, "the map has no lightmaps"));
    EXPECT_FALSE(bsptest::has_warning(parse_with(unlit.build(), bsp::LightmapSet::Auto), "lightmaps"));
}

TEST(SourceLightmapSets, LinearLightIsCappedWhereTheEngineTableEnds) {
    // Exponent 3: 255 × 8 / 255 = linear 8, past the engine's 0..4 table: 255 × 3.995^(1/2.2) / 2.
    SourceBuilder s = one_triangle();
    for (size_t i = 0; i < s.lumps[source::kLighting].size(); i += 4) {
        s.lumps[source::kLighting][i] = 255;
        s.lumps[source::kLighting][i + 3] = 3;
    }
    Map m = parse_map(s.build(), kBadSourceFile);
    EXPECT_NEAR(m.lightmaps[0].rgb[0], 255 * std::pow(4091.0 / 1024, 1 / 2.2) / 2, 1.0);
    EXPECT_EQ(m.lightmaps[0].rgb[0], 239);
}

TEST(SourceLightmapSets, SharedMaps) {
    // tf2 mp_lobby holds both sets (byte for byte the same light in this file).
    auto lobby = bsptest::shared_maps_dir() / "source/bsp_tool-tf2-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(lobby);
    const auto bytes = bsptest::read_file(lobby);
    Map ldr = parse_with(bytes, bsp::LightmapSet::Ldr), hdr = parse_with(bytes, bsp::LightmapSet::Hdr);
    EXPECT_EQ(ldr.lightmap_sets, kBothSets);
    EXPECT_EQ(ldr.lightmap_set, "ldr");
    EXPECT_EQ(hdr.lightmap_set, "hdr");
    EXPECT_EQ(parse_with(bytes, bsp::LightmapSet::Auto).lightmap_set, "ldr");
    ASSERT_EQ(hdr.lightmaps.size(), ldr.lightmaps.size());
    // The two sets hold the same light values here; the HDR set is shown at the exposure
    // its own light asks for (its lit luxels average 0.052: 1.94), the LDR one as stored.
    EXPECT_FLOAT_EQ(ldr.lightmap_exposure, 1.0f);
    EXPECT_NEAR(hdr.lightmap_exposure, 1.94f, 0.01f);
    for (size_t i = 0; i < ldr.lightmaps.size(); ++i) {
        ASSERT_EQ(hdr.lightmaps[i].rgb.size(), ldr.lightmaps[i].rgb.size());
        for (size_t b = 0; b < ldr.lightmaps[i].rgb.size(); ++b) {
            // byte = 255 x min(1, (v x exposure)^(1/2.2) / 2): brighter by exposure^(1/2.2).
            const float expected = float(ldr.lightmaps[i].rgb[b]) * std::pow(hdr.lightmap_exposure, 1.0f / 2.2f);
            EXPECT_NEAR(float(hdr.lightmaps[i].rgb[b]), std::min(expected, 255.0f), 2.0f) << "image " << i << " byte " << b;
        }
    }
    EXPECT_FALSE(bsptest::has_warning(hdr, "lightmaps were asked for"));

    // momentum mp_lobby (Strata v25) is lit for HDR only.
    auto momentum = bsptest::shared_maps_dir() / "source/bsp_tool-momentum-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(momentum);
    Map m = parse_with(bsptest::read_file(momentum), bsp::LightmapSet::Ldr);
    EXPECT_EQ(m.lightmap_sets, std::vector<std::string>{"hdr"});
    EXPECT_EQ(m.lightmap_set, "hdr");
    EXPECT_EQ(m.lightmaps.size(), 16u);
    EXPECT_TRUE(bsptest::has_warning(m, "LDR lightmaps were asked for, but lump 'lighting' is empty; showing the HDR"));
    EXPECT_GT(m.lightmap_exposure, 30.0f) << "lit by one dim lamp: brought up to be readable";
}

// The HDR set's exposure: the log-average of the lit samples brought to 0.1, within
// [1, 64]; black samples do not count; the LDR set is never scaled.
TEST(SourceHdrExposure, FromTheLitSamplesLogAverage) {
    auto lump = [](std::initializer_list<std::array<uint8_t, 4>> samples) {
        std::vector<uint8_t> out;
        for (const auto& s : samples) out.insert(out.end(), s.begin(), s.end());
        return out;
    };
    // Grey 0.0125 (byte 51 x 2^-4 / 255) and black: 0.1 / 0.0125 = 8.
    const std::vector<uint8_t> dim = lump({{51, 51, 51, uint8_t(-4)}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    EXPECT_NEAR(bsp::source::hdr_lightmap_exposure(dim), 8.0f, 0.05f);
    // Two samples 0.025 and 0.1: log-average 0.05, exposure 2.
    const std::vector<uint8_t> two = lump({{51, 51, 51, uint8_t(-3)}, {51, 51, 51, uint8_t(-1)}});
    EXPECT_NEAR(bsp::source::hdr_lightmap_exposure(two), 2.0f, 0.02f);
    EXPECT_FLOAT_EQ(bsp::source::hdr_lightmap_exposure(lump({{255, 255, 255, 2}})), 1.0f) << "bright: at least 1";
    EXPECT_FLOAT_EQ(bsp::source::hdr_lightmap_exposure(lump({{1, 1, 1, uint8_t(-6)}})), 1.0f) << "only black-ish";
    EXPECT_FLOAT_EQ(bsp::source::hdr_lightmap_exposure(lump({{1, 1, 1, uint8_t(-3)}})), 64.0f) << "at most 64";
}

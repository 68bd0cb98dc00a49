// Source engine VBSP parser: the shared real maps (v20, v21 in both lump orders,
// v25, big-endian PSBV with LZMA lumps) parse into consistent Maps with the counts
// their lumps hold; a crafted one-triangle map checks the fields one by one; bad
// input (short header, lumps past the end, lying or garbage LZMA headers, string
// offsets out of range, truncation, mutation) gives a LoadError naming the lump.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"
#include "support/bsp_writer.h"
#include "support/test_maps.h"

using bsp::LoadError;
using bsp::Map;
using bsp::parse_map;
namespace source = bsp::source;

namespace {

const char* kFile = "maps/bad.bsp";

// ---- A crafted map: one lit triangle, written lump by lump ----------------------

struct Bytes {
    std::vector<uint8_t> b;
    template <typename T>
    Bytes& put(T v) {
        uint8_t tmp[sizeof(T)];
        std::memcpy(tmp, &v, sizeof(T));
        b.insert(b.end(), tmp, tmp + sizeof(T));
        return *this;
    }
    Bytes& str(const std::string& s) {
        b.insert(b.end(), s.begin(), s.end());
        b.push_back(0);
        return *this;
    }
};

struct SourceBuilder {
    int32_t version = 20;
    std::vector<std::vector<uint8_t>> lumps = std::vector<std::vector<uint8_t>>(source::kLumpCount);

    std::vector<uint8_t> build() const {
        Bytes out;
        out.str("VBSP");
        out.b.pop_back();
        out.put<int32_t>(version);
        uint32_t offset = source::kHeaderSize;
        for (size_t i = 0; i < lumps.size(); ++i) {
            const auto& l = lumps[i];
            // Lump versions as vbsp writes them: faces and leafs (no ambient cube) are 1.
            const int32_t lump_version = (i == source::kFaces || i == source::kLeafs) ? 1 : 0;
            out.put<int32_t>(int32_t(offset)).put<int32_t>(int32_t(l.size())).put<int32_t>(lump_version).put<int32_t>(0);
            offset += uint32_t(l.size());
        }
        out.put<int32_t>(7);  // map revision
        for (const auto& l : lumps) out.b.insert(out.b.end(), l.begin(), l.end());
        return out.b;
    }
    // Where the header stores lump `i`'s offset.
    static size_t entry_at(int i) { return 8 + size_t(i) * 16; }
};

SourceBuilder one_triangle() {
    SourceBuilder s;
    s.lumps[source::kEntities] = Bytes().str("{\n\"classname\" \"worldspawn\"\n}\n"
                                             "{\n\"classname\" \"info_player_teamspawn\"\n\"origin\" \"0 0 8\"\n}\n").b;
    s.lumps[source::kPlanes] = Bytes().put(0.f).put(0.f).put(1.f).put(0.f).put<int32_t>(2).b;
    s.lumps[source::kTexdataStringData] = Bytes().str("DEV/DEV_MEASUREGENERIC01B").b;
    s.lumps[source::kTexdataStringTable] = Bytes().put<int32_t>(0).b;
    // reflectivity, name id, width, height, view width, view height
    s.lumps[source::kTexdata] =
        Bytes().put(.5f).put(.5f).put(.5f).put<int32_t>(0).put<int32_t>(128).put<int32_t>(64).put<int32_t>(128).put<int32_t>(64).b;
    s.lumps[source::kVertexes] =
        Bytes().put(0.f).put(0.f).put(0.f).put(64.f).put(0.f).put(0.f).put(0.f).put(32.f).put(0.f).b;
    // Edge 0 is unused (its sign could not be told apart), as vbsp writes it.
    s.lumps[source::kEdges] = Bytes().put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint16_t>(1)
                                  .put<uint16_t>(1).put<uint16_t>(2).put<uint16_t>(0).put<uint16_t>(2).b;
    s.lumps[source::kSurfedges] = Bytes().put<int32_t>(1).put<int32_t>(2).put<int32_t>(-3).b;
    // texture s = x, t = y (texels per unit 1); lightmap 1/16 luxel per unit.
    Bytes ti;
    ti.put(1.f).put(0.f).put(0.f).put(0.f).put(0.f).put(1.f).put(0.f).put(0.f);
    ti.put(1.f / 16).put(0.f).put(0.f).put(0.f).put(0.f).put(1.f / 16).put(0.f).put(0.f);
    ti.put<int32_t>(0).put<int32_t>(0);
    s.lumps[source::kTexinfo] = ti.b;
    // 5x3 luxels, style 0 only: r=128 g=64 b=255 exponent 0 (linear 0.5, 0.25, 1).
    Bytes light;
    for (int i = 0; i < 15; ++i) light.put<uint8_t>(128).put<uint8_t>(64).put<uint8_t>(255).put<int8_t>(0);
    s.lumps[source::kLighting] = light.b;
    Bytes face;
    face.put<uint16_t>(0).put<uint8_t>(0).put<uint8_t>(0).put<int32_t>(0).put<int16_t>(3).put<int16_t>(0)
        .put<int16_t>(-1).put<int16_t>(-1);
    face.put<uint8_t>(0).put<uint8_t>(255).put<uint8_t>(255).put<uint8_t>(255).put<int32_t>(0).put(1.f);
    face.put<int32_t>(0).put<int32_t>(0).put<int32_t>(4).put<int32_t>(2);  // mins, size (+1 = 5x3)
    face.put<int32_t>(0).put<uint16_t>(0).put<uint16_t>(0).put<uint32_t>(0);
    s.lumps[source::kFaces] = face.b;
    s.lumps[source::kLeafFaces] = Bytes().put<uint16_t>(0).b;
    // Leaf 0 (solid), leaf 1 holds the face in cluster 0.
    Bytes leafs;
    for (int i = 0; i < 2; ++i) {
        leafs.put<int32_t>(i == 0 ? 1 : 0).put<int16_t>(int16_t(i == 0 ? -1 : 0)).put<int16_t>(0);
        for (int k = 0; k < 3; ++k) leafs.put<int16_t>(-128);
        for (int k = 0; k < 3; ++k) leafs.put<int16_t>(128);
        leafs.put<uint16_t>(0).put<uint16_t>(uint16_t(i)).put<uint16_t>(0).put<uint16_t>(0).put<int16_t>(-1)
            .put<int16_t>(0);
    }
    s.lumps[source::kLeafs] = leafs.b;
    Bytes node;
    node.put<int32_t>(0).put<int32_t>(-2).put<int32_t>(-1);
    for (int k = 0; k < 3; ++k) node.put<int16_t>(-128);
    for (int k = 0; k < 3; ++k) node.put<int16_t>(128);
    node.put<uint16_t>(0).put<uint16_t>(1).put<int16_t>(0).put<int16_t>(0);
    s.lumps[source::kNodes] = node.b;
    Bytes model;
    for (float v : {-128.f, -128.f, -128.f, 128.f, 128.f, 128.f, 0.f, 0.f, 0.f}) model.put(v);
    model.put<int32_t>(0).put<int32_t>(0).put<int32_t>(1);
    s.lumps[source::kModels] = model.b;
    // One cluster that sees itself: PVS offset 12, PAS offset 12, row 0x01.
    s.lumps[source::kVisibility] = Bytes().put<int32_t>(1).put<int32_t>(12).put<int32_t>(12).put<uint8_t>(1).b;
    return s;
}

void expect_error(const std::vector<uint8_t>& bytes, const std::string& part, const std::string& problem) {
    try {
        Map m = parse_map(bytes, kFile);
        ADD_FAILURE() << "parsed without error; expected " << part << ": " << problem;
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), kFile);
        EXPECT_EQ(e.part(), part) << e.what();
        EXPECT_NE(e.problem().find(problem), std::string::npos) << "expected \"" << problem << "\" in: " << e.what();
    }
}

std::string lump(int l) { return std::string("lump '") + source::kLumpNames[size_t(l)] + "'"; }

void put_i32(std::vector<uint8_t>& b, size_t at, int32_t v) { std::memcpy(b.data() + at, &v, 4); }

}  // namespace

TEST(SourceParser, CraftedTriangle) {
    Map m = parse_map(one_triangle().build(), kFile);
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
        put_i32(bytes, at, version);
        put_i32(bytes, at + 4, offset);
        put_i32(bytes, at + 8, length);
    }
    Map m = parse_map(bytes, kFile);
    EXPECT_EQ(m.surfaces.size(), 1u);
    EXPECT_EQ(m.lightmaps.size(), 1u);
}

TEST(SourceBadInput, TruncatedHeaderAndUnknownVersion) {
    auto bytes = one_triangle().build();
    expect_error(std::vector<uint8_t>(bytes.begin(), bytes.begin() + 100), "header", "truncated");
    put_i32(bytes, 4, 18);
    expect_error(bytes, "header", "unsupported version 18 of VBSP");
}

TEST(SourceBadInput, LumpPastTheFileEnd) {
    auto bytes = one_triangle().build();
    put_i32(bytes, SourceBuilder::entry_at(source::kFaces) + 4, int32_t(bytes.size()));
    expect_error(bytes, lump(source::kFaces), "lies outside the file");
    auto cut = one_triangle().build();
    cut.resize(cut.size() - 2);  // lumps are written in index order: texdata_string_table is last
    expect_error(cut, lump(source::kTexdataStringTable), "lies outside the file");
}

TEST(SourceBadInput, RecordSizeAndIndexes) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kFaces].push_back(0);
    expect_error(s.build(), lump(source::kFaces), "not a multiple of the 56-byte record size");
    s = one_triangle();
    s.lumps[source::kSurfedges][0] = 9;  // edge 9 of 4
    expect_error(s.build(), lump(source::kSurfedges), "surfedge 0 is edge 9");
    s = one_triangle();
    s.lumps[source::kFaces][8] = 9;  // numedges 9: past the 3 surfedges
    expect_error(s.build(), lump(source::kFaces), "face 0 uses surfedges 0..9");
    s = one_triangle();
    s.lumps[source::kFaces][20] = 40;  // lightofs past the lighting lump
    expect_error(s.build(), lump(source::kFaces), "face 0 has lightmap bytes 40..100");
    s = one_triangle();
    std::memset(s.lumps[source::kNodes].data() + 4, 0, 4);  // child 0 points at node 0 itself
    expect_error(s.build(), lump(source::kNodes), "points back to node 0");
    s = one_triangle();
    s.lumps[source::kVisibility][4] = 99;  // PVS offset past the lump
    expect_error(s.build(), lump(source::kVisibility), "cluster 0's PVS starts at byte 99");
}

TEST(SourceBadInput, TexdataStringOffsetOutOfRange) {
    SourceBuilder s = one_triangle();
    s.lumps[source::kTexdataStringTable] = Bytes().put<int32_t>(5000).b;
    expect_error(s.build(), lump(source::kTexdataStringTable), "points at byte 5000");
    s = one_triangle();
    s.lumps[source::kTexdata][12] = 3;  // name string 3 of 1
    expect_error(s.build(), lump(source::kTexdata), "names string 3");
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
    expect_error(s.build(), lump(source::kPlanes), "more than this viewer accepts");
    s.lumps[source::kPlanes] = lzma_lump(20, 5000, std::vector<uint8_t>(16, 0));
    expect_error(s.build(), lump(source::kPlanes), "only 16 follow the header");
    // A range coder stream must start with a 0 byte: this one is garbage.
    s.lumps[source::kPlanes] = lzma_lump(20, 16, std::vector<uint8_t>(16, 0xa5));
    expect_error(s.build(), lump(source::kPlanes), "LZMA data");
    s.lumps[source::kPlanes] = Bytes().str("LZMA").b;  // shorter than the 17-byte header
    expect_error(s.build(), lump(source::kPlanes), "LZMA header truncated");
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
        EXPECT_EQ(m.surfaces.size(), e.faces);
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

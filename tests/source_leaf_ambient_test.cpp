// Source's per-leaf ambient light: the index and sample lumps (v20+), the old one-cube-
// per-leaf samples lump, v19's cube inside each leaf record, the LDR/HDR set matching
// the lightmaps, bad records dropped with a warning; the blended lookup and the cube
// evaluation (vis/ambient_light.h); and the shared real maps' samples.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "core/load_error.h"
#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"
#include "support/map_records.h"
#include "support/source_writer.h"
#include "support/test_maps.h"
#include "vis/ambient_light.h"
#include "vis/camera_leaf.h"

using bsp::AmbientCube;
using bsp::Map;
using bsp::parse_map;
namespace source = bsp::source;
using bsptest::Bytes;
using bsptest::one_triangle;
using bsptest::SourceBuilder;

namespace {

const char* kAmbientFile = "maps/ambient.bsp";

// The cube lumps store: six ColorRGBExp32 (r, g, b, signed exponent), +X first.
using RawCube = std::array<std::array<int, 4>, 6>;

// Side k: r = 16(k+1), g = 64, b = 0 at exponent -7: linear ((k+1)/8, 0.5, 0).
const RawCube kStepCube = {{{16, 64, 0, -7}, {32, 64, 0, -7}, {48, 64, 0, -7},
                            {64, 64, 0, -7}, {80, 64, 0, -7}, {96, 64, 0, -7}}};
glm::vec3 step_side(int k) { return {float(k + 1) / 8, 0.5f, 0}; }
// Every side blue 128 at exponent -6: linear (0, 0, 2).
const RawCube kBlueCube = {{{0, 0, 128, -6}, {0, 0, 128, -6}, {0, 0, 128, -6},
                            {0, 0, 128, -6}, {0, 0, 128, -6}, {0, 0, 128, -6}}};
// Every side grey 128 at exponent -8: linear 0.5.
const RawCube kGreyCube = {{{128, 128, 128, -8}, {128, 128, 128, -8}, {128, 128, 128, -8},
                            {128, 128, 128, -8}, {128, 128, 128, -8}, {128, 128, 128, -8}}};

Bytes& put_cube(Bytes& b, const RawCube& c) {
    for (const auto& side : c)
        b.put<uint8_t>(uint8_t(side[0])).put<uint8_t>(uint8_t(side[1])).put<uint8_t>(uint8_t(side[2]))
            .put<int8_t>(int8_t(side[3]));
    return b;
}

// dleafambientlighting_t: the cube, the position as fractions of the leaf's box, pad.
Bytes& put_sample(Bytes& b, const RawCube& c, uint8_t x, uint8_t y, uint8_t z) {
    return put_cube(b, c).put<uint8_t>(x).put<uint8_t>(y).put<uint8_t>(z).put<uint8_t>(0);
}

// dleafambientindex_t per leaf: ambientSampleCount, firstAmbientSample.
std::vector<uint8_t> index_lump(std::initializer_list<std::pair<uint16_t, uint16_t>> leaves) {
    Bytes b;
    for (auto [count, first] : leaves) b.put<uint16_t>(count).put<uint16_t>(first);
    return b.b;
}

// one_triangle's two leaves span -128..128 on every axis; the root node's plane is
// z = 0, leaf 1 (empty, holding the triangle) in front, leaf 0 (solid) behind. Leaf 1
// holds two samples: the step cube at its mins corner, the blue one at its maxs
// corner; solid leaf 0 borrows them, as vrad writes solid leaves.
SourceBuilder two_samples() {
    SourceBuilder s = one_triangle();
    s.lumps[source::kLeafAmbientIndex] = index_lump({{0, 1}, {2, 0}});
    Bytes samples;
    put_sample(samples, kStepCube, 0, 0, 0);
    put_sample(samples, kBlueCube, 255, 255, 255);
    s.lumps[source::kLeafAmbientLighting] = samples.b;
    return s;
}

void expect_vec_near(const glm::vec3& got, const glm::vec3& want, float tolerance = 1e-5f) {
    EXPECT_NEAR(got.x, want.x, tolerance);
    EXPECT_NEAR(got.y, want.y, tolerance);
    EXPECT_NEAR(got.z, want.z, tolerance);
}

}  // namespace

TEST(SourceLeafAmbient, CraftedSamplesDecodeAndPlace) {
    Map m = parse_map(two_samples().build(), kAmbientFile);
    EXPECT_EQ(m.ambient_set, "ldr");
    ASSERT_EQ(m.leaf_ambient.size(), 2u);
    ASSERT_EQ(m.ambient_samples.size(), 2u);
    EXPECT_EQ(m.leaf_ambient[1].first_sample, 0u);
    EXPECT_EQ(m.leaf_ambient[1].sample_count, 2u);
    EXPECT_EQ(m.leaf_ambient[1].borrow_leaf, -1);
    EXPECT_EQ(m.leaf_ambient[0].sample_count, 0u);
    EXPECT_EQ(m.leaf_ambient[0].borrow_leaf, 1);
    // Fraction 0 is the leaf's mins, 255 its maxs.
    EXPECT_EQ(m.ambient_samples[0].position, glm::vec3(-128));
    EXPECT_EQ(m.ambient_samples[1].position, glm::vec3(128));
    // Byte x 2^exponent: the linear scale of the lightmaps' byte x 2^exponent / 255.
    for (int k = 0; k < 6; ++k) {
        SCOPED_TRACE(k);
        expect_vec_near(m.ambient_samples[0].cube[size_t(k)], step_side(k));
        expect_vec_near(m.ambient_samples[1].cube[size_t(k)], {0, 0, 2});
    }
    EXPECT_TRUE(m.warnings.empty()) << m.warnings.front();
}

TEST(SourceLeafAmbient, LookupBlendsByInverseSquaredDistance) {
    Map m = parse_map(two_samples().build(), kAmbientFile);
    // Halfway between the samples both weigh the same.
    ASSERT_EQ(bsp::find_leaf(m, glm::vec3(0)), 1);
    std::optional<AmbientCube> mid = bsp::ambient_cube_at(m, glm::vec3(0));
    ASSERT_TRUE(mid.has_value());
    for (int k = 0; k < 6; ++k) expect_vec_near((*mid)[size_t(k)], (step_side(k) + glm::vec3(0, 0, 2)) * 0.5f);
    // On top of a sample its weight is 1, the other's 1 / (1 + 3 x 256²).
    std::optional<AmbientCube> at_blue = bsp::ambient_cube_at(m, glm::vec3(128));
    ASSERT_TRUE(at_blue.has_value());
    const float w = 1.0f / (1.0f + 3 * 256.0f * 256.0f);
    for (int k = 0; k < 6; ++k)
        expect_vec_near((*at_blue)[size_t(k)], (glm::vec3(0, 0, 2) + step_side(k) * w) / (1 + w));
    // (-128, -128, -128) lies behind the root plane, in solid leaf 0, which borrows
    // leaf 1's samples: the step cube's corner.
    ASSERT_EQ(bsp::find_leaf(m, glm::vec3(-128)), 0);
    std::optional<AmbientCube> at_step = bsp::ambient_cube_at(m, glm::vec3(-128));
    ASSERT_TRUE(at_step.has_value());
    for (int k = 0; k < 6; ++k) expect_vec_near((*at_step)[size_t(k)], step_side(k), 1e-4f);
    // A point 132 units from the step sample and 363 from the blue one: the blend
    // leans the step sample's way (weights 1/17409 and 1/132097).
    std::optional<AmbientCube> near_step = bsp::ambient_cube_at(m, glm::vec3(-96, -128, 0));
    ASSERT_TRUE(near_step.has_value());
    EXPECT_LT((*near_step)[0].z, 1.0f);
    EXPECT_GT((*near_step)[0].x, 0.0625f);
}

TEST(SourceLeafAmbient, LeafWithoutSamplesSaysSo) {
    SourceBuilder s = two_samples();
    s.lumps[source::kLeafAmbientIndex] = index_lump({{0, 0}, {2, 0}});  // leaf 0 borrows nothing
    Map m = parse_map(s.build(), kAmbientFile);
    EXPECT_FALSE(bsp::ambient_cube_at(m, glm::vec3(0, 0, -64)).has_value());
    EXPECT_TRUE(bsp::ambient_cube_at(m, glm::vec3(0, 0, 64)).has_value());
    EXPECT_FALSE(bsp::ambient_cube_in_leaf(m, 2, glm::vec3(0)).has_value());
    EXPECT_FALSE(bsp::ambient_cube_in_leaf(m, -1, glm::vec3(0)).has_value());

    // vrad points a solid leaf with no lit neighbour at itself: no borrow.
    s.lumps[source::kLeafAmbientIndex] = index_lump({{0, 0}, {0, 1}});
    Map self = parse_map(s.build(), kAmbientFile);
    EXPECT_EQ(self.leaf_ambient[1].borrow_leaf, -1);
    EXPECT_FALSE(bsp::ambient_cube_at(self, glm::vec3(0, 0, 64)).has_value());

    Map none = parse_map(one_triangle().build(), kAmbientFile);
    EXPECT_TRUE(none.leaf_ambient.empty());
    EXPECT_TRUE(none.ambient_samples.empty());
    EXPECT_EQ(none.ambient_set, "");
    EXPECT_FALSE(bsp::ambient_cube_at(none, glm::vec3(0, 0, 64)).has_value());
}

TEST(SourceLeafAmbient, CubeEvaluatedForNormals) {
    AmbientCube cube;
    for (int k = 0; k < 6; ++k) cube[size_t(k)] = step_side(k);
    const glm::vec3 axes[6] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    for (int k = 0; k < 6; ++k) {
        SCOPED_TRACE(k);
        expect_vec_near(bsp::ambient_light_for_normal(cube, axes[k]), step_side(k));
    }
    // Between +X and -Y: half of each (the squared components of a unit normal).
    const glm::vec3 diagonal = glm::normalize(glm::vec3(1, -1, 0));
    expect_vec_near(bsp::ambient_light_for_normal(cube, diagonal), (step_side(0) + step_side(3)) * 0.5f);
    // -X, -Y, +Z in thirds.
    const glm::vec3 third = glm::normalize(glm::vec3(-1, -1, 1));
    expect_vec_near(bsp::ambient_light_for_normal(cube, third), (step_side(1) + step_side(3) + step_side(4)) / 3.0f);
    // A cube of one colour lights every normal with it.
    AmbientCube flat;
    flat.fill(glm::vec3(0.3f, 0.6f, 0.9f));
    for (const glm::vec3& n : {glm::vec3(0, 0, 1), diagonal, third, glm::normalize(glm::vec3(0.2f, -0.7f, 0.4f))})
        expect_vec_near(bsp::ambient_light_for_normal(flat, n), flat[0]);
}

TEST(SourceLeafAmbient, SetFollowsTheLightmaps) {
    SourceBuilder s = two_samples();
    s.lumps[source::kLeafAmbientIndexHdr] = index_lump({{0, 1}, {1, 0}});
    Bytes grey;
    s.lumps[source::kLeafAmbientLightingHdr] = put_sample(grey, kGreyCube, 128, 128, 128).b;
    {
        Map m = parse_map(s.build(), kAmbientFile);  // LDR lightmaps: LDR ambient light
        EXPECT_EQ(m.lightmap_set, "ldr");
        EXPECT_EQ(m.ambient_set, "ldr");
        EXPECT_EQ(m.ambient_samples.size(), 2u);
    }
    // Only HDR lightmaps: the HDR set.
    SourceBuilder hdr = s;
    hdr.lumps[source::kLightingHdr] = hdr.lumps[source::kLighting];
    hdr.lumps[source::kLighting].clear();
    {
        Map m = parse_map(hdr.build(), kAmbientFile);
        EXPECT_EQ(m.lightmap_set, "hdr");
        EXPECT_EQ(m.ambient_set, "hdr");
        ASSERT_EQ(m.ambient_samples.size(), 1u);
        expect_vec_near(m.ambient_samples[0].cube[4], glm::vec3(0.5f));
        EXPECT_TRUE(m.warnings.empty()) << m.warnings.front();
    }
    // HDR lightmaps without HDR ambient light: the LDR samples, as the engine falls back.
    SourceBuilder hdr_only_ldr_ambient = hdr;
    hdr_only_ldr_ambient.lumps[source::kLeafAmbientLightingHdr].clear();
    {
        Map m = parse_map(hdr_only_ldr_ambient.build(), kAmbientFile);
        EXPECT_EQ(m.ambient_set, "ldr");
        EXPECT_EQ(m.ambient_samples.size(), 2u);
        EXPECT_TRUE(bsptest::has_warning(m, "the HDR ambient light lumps are empty; using the LDR ones with the hdr lightmaps"));
    }
    // And the other way round.
    SourceBuilder ldr_only_hdr_ambient = s;
    ldr_only_hdr_ambient.lumps[source::kLeafAmbientLighting].clear();
    {
        Map m = parse_map(ldr_only_hdr_ambient.build(), kAmbientFile);
        EXPECT_EQ(m.ambient_set, "hdr");
        EXPECT_EQ(m.ambient_samples.size(), 1u);
        EXPECT_TRUE(bsptest::has_warning(m, "the LDR ambient light lumps are empty; using the HDR ones with the ldr lightmaps"));
    }
}

// Before the index existed the samples lump (version 0) held one cube per leaf; the
// engine puts each at its leaf's centre (fractions 128).
TEST(SourceLeafAmbient, OldSamplesLumpOneCubePerLeaf) {
    SourceBuilder s = one_triangle();
    Bytes cubes;
    put_cube(cubes, kStepCube);
    put_cube(cubes, kBlueCube);
    s.lumps[source::kLeafAmbientLighting] = cubes.b;
    s.lump_versions[source::kLeafAmbientLighting] = 0;
    Map m = parse_map(s.build(), kAmbientFile);
    ASSERT_EQ(m.ambient_samples.size(), 2u);
    ASSERT_EQ(m.leaf_ambient.size(), 2u);
    EXPECT_EQ(m.leaf_ambient[0].first_sample, 0u);
    EXPECT_EQ(m.leaf_ambient[1].first_sample, 1u);
    EXPECT_EQ(m.leaf_ambient[1].sample_count, 1u);
    expect_vec_near(m.ambient_samples[1].position, glm::vec3(-128 + 256 * 128 / 255.0f), 1e-4f);
    expect_vec_near(m.ambient_samples[0].cube[5], step_side(5));
    expect_vec_near(m.ambient_samples[1].cube[0], {0, 0, 2});
    // One cube short: the leaf after the last has none, with a warning.
    s.lumps[source::kLeafAmbientLighting].resize(24);
    Map short_lump = parse_map(s.build(), kAmbientFile);
    EXPECT_EQ(short_lump.ambient_samples.size(), 1u);
    EXPECT_EQ(short_lump.leaf_ambient[1].sample_count, 0u);
    EXPECT_TRUE(bsptest::has_warning(short_lump, "1 ambient cubes for 2 leaves"));
}

// v19: dleaf_version_0_t (leafs lump version 0, 56 bytes) carries its cube at byte 30.
TEST(SourceLeafAmbient, Version19CubeInsideLeafRecords) {
    SourceBuilder s = one_triangle();
    s.version = 19;
    s.lump_versions[source::kLeafs] = 0;
    Bytes leafs;
    for (int i = 0; i < 2; ++i) {
        leafs.put<int32_t>(i == 0 ? 1 : 0).put<int16_t>(int16_t(i == 0 ? -1 : 0)).put<int16_t>(0);
        for (int k = 0; k < 3; ++k) leafs.put<int16_t>(-128);
        for (int k = 0; k < 3; ++k) leafs.put<int16_t>(i == 0 ? 128 : 64);
        leafs.put<uint16_t>(0).put<uint16_t>(uint16_t(i)).put<uint16_t>(0).put<uint16_t>(0).put<int16_t>(-1);
        ASSERT_EQ(leafs.b.size() % 56, 30u);
        put_cube(leafs, i == 0 ? kGreyCube : kStepCube);
        leafs.put<int16_t>(0);
    }
    s.lumps[source::kLeafs] = leafs.b;
    // Lumps the v19 engine never reads for these leaves.
    s.lumps[source::kLeafAmbientIndex] = index_lump({{0, 0}, {0, 0}});
    Map m = parse_map(s.build(), kAmbientFile);
    EXPECT_EQ(m.ambient_set, "leaf");
    ASSERT_EQ(m.ambient_samples.size(), 2u);
    EXPECT_EQ(m.leaves[1].leaf_surface_count, 1u);  // the rest of the record still reads
    expect_vec_near(m.ambient_samples[0].cube[3], glm::vec3(0.5f));
    for (int k = 0; k < 6; ++k) expect_vec_near(m.ambient_samples[1].cube[size_t(k)], step_side(k));
    expect_vec_near(m.ambient_samples[1].position, glm::vec3(-128 + 192 * 128 / 255.0f), 1e-4f);
    std::optional<AmbientCube> c = bsp::ambient_cube_at(m, glm::vec3(0, 0, 10));
    ASSERT_TRUE(c.has_value());
    expect_vec_near((*c)[2], step_side(2));
    EXPECT_TRUE(m.warnings.empty()) << m.warnings.front();
}

TEST(SourceLeafAmbient, BadRecordsDroppedWithWarnings) {
    struct Case {
        const char* name;
        std::vector<uint8_t> index;
        size_t extra_sample_bytes;
        std::string warning;
        size_t samples;  // kept
    };
    const std::vector<Case> cases = {
        {"samples past the lump", index_lump({{0, 0}, {2, 1}}), 0,
         bsptest::source_lump_label(source::kLeafAmbientIndex) + ": 1 of 2 leaves' ambient samples dropped (the first: leaf 1 has samples "
                                           "1..3, but lump 'leaf_ambient_lighting' holds 2)",
         0},
        {"borrow past the leaves", index_lump({{0, 9}, {2, 0}}), 0,
         "1 of 2 leaves' ambient samples dropped (the first: leaf 0 borrows the samples of leaf 9, but there are 2 "
         "leaves)",
         2},
        {"overlapping leaves", index_lump({{1, 1}, {2, 0}}), 0,
         "(the first: leaf 0's samples 1..2 overlap another leaf's)", 2},
        {"too few records", index_lump({{0, 1}}), 0,
         bsptest::source_lump_label(source::kLeafAmbientIndex) + ": 1 records for 2 leaves; the leaves after them have none", 0},
        {"too many records", index_lump({{0, 1}, {2, 0}, {1, 0}}), 0, "3 records for 2 leaves; the extra ones ignored",
         2},
        {"trailing bytes", index_lump({{0, 1}, {2, 0}}), 5,
         bsptest::source_lump_label(source::kLeafAmbientLighting) + ": 61 bytes are not whole 28-byte records; the last 5 ignored", 2},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.name);
        SourceBuilder s = two_samples();
        s.lumps[source::kLeafAmbientIndex] = c.index;
        s.lumps[source::kLeafAmbientLighting].resize(s.lumps[source::kLeafAmbientLighting].size() +
                                                     c.extra_sample_bytes);
        Map m = parse_map(s.build(), kAmbientFile);
        EXPECT_TRUE(bsptest::has_warning(m, c.warning)) << (m.warnings.empty() ? "no warnings" : m.warnings.front());
        EXPECT_EQ(m.ambient_samples.size(), c.samples);
        ASSERT_EQ(m.leaf_ambient.size(), 2u);
        for (const bsp::LeafAmbient& a : m.leaf_ambient)
            EXPECT_LE(uint64_t(a.first_sample) + a.sample_count, m.ambient_samples.size());
    }
}

// Garbage in the four lumps, at any length and lump version: never an error, never a
// range outside the samples.
TEST(SourceLeafAmbient, GarbageNeverFails) {
    std::mt19937 rng(52);
    for (int iter = 0; iter < 300; ++iter) {
        SourceBuilder s = two_samples();
        for (int l : {source::kLeafAmbientIndex, source::kLeafAmbientIndexHdr, source::kLeafAmbientLighting,
                      source::kLeafAmbientLightingHdr}) {
            std::vector<uint8_t> bytes(rng() % 90);
            for (uint8_t& b : bytes) b = uint8_t(rng() % 4 == 0 ? rng() % 3 : rng());
            s.lumps[size_t(l)] = bytes;
            s.lump_versions[size_t(l)] = int32_t(rng() % 3);
        }
        if (rng() % 2) std::swap(s.lumps[source::kLighting], s.lumps[source::kLightingHdr]);
        Map m;
        ASSERT_NO_THROW(m = parse_map(s.build(), kAmbientFile)) << "iteration " << iter;
        for (const bsp::LeafAmbient& a : m.leaf_ambient) {
            ASSERT_LE(uint64_t(a.first_sample) + a.sample_count, m.ambient_samples.size());
            ASSERT_LT(a.borrow_leaf, int32_t(m.leaves.size()));
        }
        for (const glm::vec3& p : {glm::vec3(0), glm::vec3(0, 0, -64), glm::vec3(500)})
            (void)bsp::ambient_cube_at(m, p);
    }
}

TEST(SourceLeafAmbient, SamplesCountAgainstTheMemoryBudget) {
    // 2000 samples (56 KB in the file) take 168 KB decoded; the rest of the map a few
    // hundred bytes per structure.
    SourceBuilder s = two_samples();
    s.lumps[source::kLeafAmbientIndex] = index_lump({{0, 1}, {2000, 0}});
    Bytes samples;
    for (int i = 0; i < 2000; ++i) put_sample(samples, kGreyCube, uint8_t(i), 0, 0);
    s.lumps[source::kLeafAmbientLighting] = samples.b;
    bsp::ParseOptions options;
    options.memory_budget = bsp::MemoryBudget(100 * 1024);
    try {
        Map m = parse_map(s.build(), kAmbientFile, options);
        ADD_FAILURE() << "parsed within a 100 KiB budget";
    } catch (const bsp::LoadError& e) {
        EXPECT_EQ(e.part(), bsptest::source_lump_label(source::kLeafAmbientLighting)) << e.what();
        EXPECT_NE(std::string(e.what()).find("2000 ambient samples"), std::string::npos) << e.what();
    }
    options.memory_budget = bsp::MemoryBudget(1024 * 1024);
    EXPECT_EQ(parse_map(s.build(), kAmbientFile, options).ambient_samples.size(), 2000u);
}

// The shared real maps: how many leaves have samples (counted independently from the
// lumps), that the set follows the lightmaps, and that lit maps' light is not all
// zero and on the lightmaps' scale.
TEST(SourceLeafAmbient, SharedMaps) {
    struct Expected {
        const char* file;
        const char* set;
        size_t samples, leaves_with_samples, leaves_borrowing;
        bool lit;  // its light is more than a trace
    };
    const Expected maps[] = {
        {"source/bsp_tool-tf2-mp_lobby.bsp", "ldr", 51, 4, 17, true},
        {"source/bsp_tool-tf2-test2.bsp", "ldr", 684, 48, 73, true},
        // Compiled without light worth the name: every sample is black or nearly.
        {"source/bsp_tool-tf2-test_displacement_decompile.bsp", "ldr", 2312, 2312, 2321, false},
        {"source/bsp_tool-momentum-mp_lobby.bsp", "hdr", 29, 4, 17, true},   // v25: 32-bit index records
        {"source/bsp_tool-x360-shack.360.bsp", "hdr", 1497, 150, 135, true},  // big-endian, LZMA
        {"source/bspsrc-csgo_tooltextures.bsp", "", 0, 0, 0, false},
        {"source/bspsrc-gmod_tooltextures.bsp", "", 0, 0, 0, false},
        {"source/bspsrc-l4d2_tooltextures.bsp", "", 0, 0, 0, false},
    };
    for (const Expected& e : maps) {
        SCOPED_TRACE(e.file);
        auto path = bsptest::shared_maps_dir() / e.file;
        BSPTEST_REQUIRE_PATH(path);
        Map m = parse_map(bsptest::read_file(path), path.string());
        EXPECT_EQ(m.ambient_set, e.set);
        EXPECT_EQ(m.ambient_samples.size(), e.samples);
        size_t own = 0, borrowing = 0;
        for (const bsp::LeafAmbient& a : m.leaf_ambient) {
            own += a.sample_count > 0;
            borrowing += a.sample_count == 0 && a.borrow_leaf >= 0;
        }
        EXPECT_EQ(own, e.leaves_with_samples);
        EXPECT_EQ(borrowing, e.leaves_borrowing);
        for (const std::string& w : m.warnings)
            if (w.rfind("LZMA-compressed lumps", 0) != 0) {
                EXPECT_EQ(w.find("ambient"), std::string::npos) << w;
            }
        if (e.samples == 0) continue;
        EXPECT_EQ(m.leaf_ambient.size(), m.leaves.size());
        // Every sample inside its leaf's box.
        for (size_t i = 0; i < m.leaf_ambient.size(); ++i) {
            const bsp::LeafAmbient& a = m.leaf_ambient[i];
            for (uint32_t k = a.first_sample; k < a.first_sample + a.sample_count; ++k) {
                const glm::vec3 p = m.ambient_samples[k].position;
                ASSERT_TRUE(glm::all(glm::greaterThanEqual(p, m.leaves[i].bounds.min - 0.01f)) &&
                            glm::all(glm::lessThanEqual(p, m.leaves[i].bounds.max + 0.01f)))
                    << "sample " << k << " of leaf " << i;
            }
        }
        double sum = 0, peak = 0;
        for (const bsp::AmbientSample& s : m.ambient_samples)
            for (const glm::vec3& side : s.cube) {
                sum += side.x + side.y + side.z;
                peak = std::max<double>(peak, std::max({side.x, side.y, side.z}));
            }
        const double mean = sum / (m.ambient_samples.size() * 18.0);
        std::printf("[ambient] %s: %zu samples, %zu of %zu leaves, %zu borrow (%s), mean %.4g, peak %.4g\n", e.file,
                    m.ambient_samples.size(), own, m.leaves.size(), borrowing, m.ambient_set.c_str(), mean, peak);
        // Linear light on the lightmaps' scale: a lit room is well under 100 (decoded
        // without the 255 of ColorRGBExp32ToVector it would be 255 times darker).
        EXPECT_LT(peak, 16.0);
        if (e.lit) {
            EXPECT_GT(peak, 0.004);
        }
        // Each sample's own position gives back (nearly) that sample, and every leaf
        // with samples or a lender answers a lookup.
        for (size_t i = 0; i < m.leaf_ambient.size(); ++i) {
            const bsp::LeafAmbient& a = m.leaf_ambient[i];
            if (a.sample_count == 0 && a.borrow_leaf < 0) {
                EXPECT_FALSE(bsp::ambient_cube_in_leaf(m, int32_t(i), glm::vec3(0)).has_value());
                continue;
            }
            EXPECT_TRUE(bsp::ambient_cube_in_leaf(m, int32_t(i), m.leaves[i].bounds.min).has_value()) << i;
        }
    }
}

// Asking for the other set switches the ambient light with the lightmaps: tf2
// mp_lobby has both, test2's HDR lightmaps are empty so it stays LDR.
TEST(SourceLeafAmbient, SharedMapsAskedForHdr) {
    bsp::ParseOptions options;
    options.lightmap_set = bsp::LightmapSet::Hdr;
    auto lobby = bsptest::shared_maps_dir() / "source/bsp_tool-tf2-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(lobby);
    Map m = parse_map(bsptest::read_file(lobby), lobby.string(), options);
    EXPECT_EQ(m.lightmap_set, "hdr");
    EXPECT_EQ(m.ambient_set, "hdr");
    EXPECT_EQ(m.ambient_samples.size(), 51u);
    auto test2 = bsptest::shared_maps_dir() / "source/bsp_tool-tf2-test2.bsp";
    BSPTEST_REQUIRE_PATH(test2);
    Map t = parse_map(bsptest::read_file(test2), test2.string(), options);
    EXPECT_EQ(t.lightmap_set, "ldr");
    EXPECT_EQ(t.ambient_set, "ldr");
    EXPECT_EQ(t.ambient_samples.size(), 684u);
}

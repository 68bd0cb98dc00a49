// Source static props (the game lump's "sprp"): crafted lumps of every record layout
// (v4 to v13, the 72-byte Source 2013 / Left 4 Dead 2 one under versions 7 and 10,
// Strata's 32-bit leaf list, big-endian) read into Map::static_props field by field;
// short, lying and unknown ones give warnings naming the lump and keep what can be
// read; the real maps' props have model names ending in .mdl and origins inside the
// world; the oriented marker boxes turn with the prop's angles.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "formats/map_parser.h"
#include "formats/source/source_sections.h"
#include "render/debug_geometry.h"
#include "support/map_records.h"
#include "support/test_maps.h"

namespace {

using bsp::Map;
using bsp::StaticProp;

// Little- or big-endian bytes of a crafted lump.
struct Writer {
    bool big_endian = false;
    std::vector<uint8_t> b;

    template <typename T>
    Writer& put(T v) {
        uint8_t tmp[sizeof(T)];
        std::memcpy(tmp, &v, sizeof(T));
        if (big_endian) std::reverse(tmp, tmp + sizeof(T));
        b.insert(b.end(), tmp, tmp + sizeof(T));
        return *this;
    }
    Writer& zeros(size_t n) {
        b.insert(b.end(), n, 0);
        return *this;
    }
};

// The size of a record for each version as the games write it.
uint32_t record_size(int version) {
    switch (version) {
        case 4: return 56;
        case 5: return 60;
        case 6: return 64;
        case 7: return 68;
        case 8: return 68;
        case 9: return 72;
        case 10: return 76;
        case 11:
        case 12: return 80;
        case 13: return 88;
        default: return 0;
    }
}

struct SprpSpec {
    int version = 10;
    int props = 3;
    int models = 2;
    uint32_t record = 0;     // 0: the version's size
    bool big_endian = false;
    bool wide_leaves = false;  // 32-bit leaf list (Strata v25)
    std::optional<int32_t> count;  // the header's prop count, when it lies
};

// Prop i: origin (100i, -50i, 8+i), angles (i, 90i, -i), model i % models, leaves
// [i, i+1) of a list 0..props, solid 6, flags 1, skin i, fades 500+i .. 1000+i,
// lighting origin = origin + (0,0,1); scale 2 (uniform) or (1,2,3) where stored.
std::vector<uint8_t> sprp(const SprpSpec& s) {
    Writer w{s.big_endian, {}};
    w.put<int32_t>(s.models);
    for (int i = 0; i < s.models; ++i) {
        std::string name = "models/props/thing" + std::to_string(i) + ".mdl";
        name.resize(128, '\0');
        w.b.insert(w.b.end(), name.begin(), name.end());
    }
    w.put<int32_t>(s.props + 1);
    for (int i = 0; i <= s.props; ++i) {
        if (s.wide_leaves) w.put<uint32_t>(uint32_t(70000 + i));
        else w.put<uint16_t>(uint16_t(i));
    }
    w.put<int32_t>(s.count.value_or(s.props));
    const uint32_t size = s.record ? s.record : record_size(s.version);
    for (int i = 0; i < s.props; ++i) {
        const size_t start = w.b.size();
        const float f = float(i);
        w.put(100 * f).put(-50 * f).put(8 + f);
        w.put(f).put(90 * f).put(-f);
        w.put<uint16_t>(uint16_t(i % std::max(1, s.models))).put<uint16_t>(uint16_t(i)).put<uint16_t>(1);
        w.put<uint8_t>(6).put<uint8_t>(1);
        w.put<int32_t>(i);
        w.put(500 + f).put(1000 + f);
        w.put(100 * f).put(-50 * f).put(9 + f);
        // Everything up to the scale is zero; the scale where the layout has one.
        if (size == 80 && (s.version == 11 || s.version == 12)) {
            w.zeros(76 - 56).put(2.0f);
        } else if (size == 88 && s.version == 13) {
            w.zeros(76 - 56).put(1.0f).put(2.0f).put(3.0f);
        }
        w.b.resize(start + size);  // pads, or cuts a record shorter than the common fields
    }
    return w.b;
}

Map read(const SprpSpec& s, bool strata = false) {
    Map m;
    bsp::source::read_static_props(sprp(s), s.version, s.big_endian, strata, m);
    return m;
}

std::string warnings(const Map& m) {
    std::string out;
    for (const std::string& w : m.warnings) out += w + "\n";
    return out;
}

void expect_prop(const Map& m, size_t i, const SprpSpec& s, glm::vec3 scale) {
    ASSERT_LT(i, m.static_props.size());
    const StaticProp& p = m.static_props[i];
    const float f = float(i);
    EXPECT_EQ(p.origin, glm::vec3(100 * f, -50 * f, 8 + f)) << "prop " << i << " v" << s.version;
    EXPECT_EQ(p.angles, glm::vec3(f, 90 * f, -f));
    EXPECT_EQ(p.model, int32_t(i % size_t(s.models)));
    EXPECT_EQ(p.first_leaf, uint32_t(i));
    EXPECT_EQ(p.leaf_count, 1u);
    EXPECT_EQ(p.solid, 6);
    EXPECT_EQ(p.flags, 1);
    EXPECT_EQ(p.skin, int32_t(i));
    EXPECT_EQ(p.fade_min, 500 + f);
    EXPECT_EQ(p.fade_max, 1000 + f);
    EXPECT_EQ(p.lighting_origin, glm::vec3(100 * f, -50 * f, 9 + f));
    EXPECT_EQ(p.scale, scale) << "v" << s.version;
}

TEST(SourceStaticProps, EveryVersionsLayout) {
    for (int version : {4, 5, 6, 7, 8, 9, 10, 11, 12, 13}) {
        SprpSpec s{.version = version};
        Map m = read(s);
        EXPECT_TRUE(m.warnings.empty()) << "v" << version << ": " << warnings(m);
        ASSERT_EQ(m.static_props.size(), 3u) << "v" << version;
        ASSERT_EQ(m.static_prop_models.size(), 2u);
        EXPECT_EQ(m.static_prop_models[1], "models/props/thing1.mdl");
        EXPECT_EQ(m.static_prop_leaves.size(), 4u);
        EXPECT_EQ(m.static_prop_leaves[3], 3u);
        const glm::vec3 scale = version == 13 ? glm::vec3(1, 2, 3) : version >= 11 ? glm::vec3(2) : glm::vec3(1);
        for (size_t i = 0; i < 3; ++i) expect_prop(m, i, s, scale);
    }
}

TEST(SourceStaticProps, SeventyTwoByteRecordsUnderVersions7And10) {
    // Source 2013 (TF2) writes version 10 with 72-byte records, Left 4 Dead 2 version 7.
    for (int version : {7, 10}) {
        SprpSpec s{.version = version, .record = 72};
        Map m = read(s);
        EXPECT_TRUE(m.warnings.empty()) << warnings(m);
        ASSERT_EQ(m.static_props.size(), 3u);
        for (size_t i = 0; i < 3; ++i) expect_prop(m, i, s, glm::vec3(1));
    }
}

TEST(SourceStaticProps, BigEndian) {
    for (int version : {6, 11}) {
        SprpSpec s{.version = version, .big_endian = true};
        Map m = read(s);
        EXPECT_TRUE(m.warnings.empty()) << warnings(m);
        ASSERT_EQ(m.static_props.size(), 3u);
        for (size_t i = 0; i < 3; ++i) expect_prop(m, i, s, version == 11 ? glm::vec3(2) : glm::vec3(1));
        EXPECT_EQ(m.static_prop_leaves[2], 2u);
    }
}

TEST(SourceStaticProps, StrataV25WideLeafList) {
    for (int version : {12, 13}) {
        SprpSpec s{.version = version, .wide_leaves = true};
        Map m = read(s, /*strata=*/true);
        EXPECT_TRUE(m.warnings.empty()) << warnings(m);
        ASSERT_EQ(m.static_prop_leaves.size(), 4u);
        EXPECT_EQ(m.static_prop_leaves[0], 70000u);
        ASSERT_EQ(m.static_props.size(), 3u);
        for (size_t i = 0; i < 3; ++i)
            expect_prop(m, i, s, version == 13 ? glm::vec3(1, 2, 3) : glm::vec3(2));
    }
}

TEST(SourceStaticProps, EmptyLumpHasNoPropsAndNoWarning) {
    Map m = read({.version = 10, .props = 0, .models = 0});
    EXPECT_TRUE(m.static_props.empty());
    EXPECT_TRUE(m.warnings.empty()) << warnings(m);
}

TEST(SourceStaticProps, TruncatedRecordsKeepTheWholeOnes) {
    SprpSpec s{.version = 6, .props = 3};
    std::vector<uint8_t> bytes = sprp(s);
    bytes.resize(bytes.size() - 10);  // the third record is cut
    Map m;
    bsp::source::read_static_props(bytes, 6, false, false, m);
    ASSERT_EQ(m.static_props.size(), 2u);
    expect_prop(m, 1, s, glm::vec3(1));
    EXPECT_TRUE(bsptest::has_warning(m, "game lump 'sprp'")) << warnings(m);
    EXPECT_TRUE(bsptest::has_warning(m, "read the 2 that fit")) << warnings(m);
}

TEST(SourceStaticProps, LyingCountsAndIndices) {
    // A count larger than the records there are: the whole records are read, in the
    // v10 layout that fills the bytes exactly (72 here, not 76).
    {
        SprpSpec s{.version = 10, .props = 17, .record = 72, .count = 18};
        Map m = read(s);
        EXPECT_EQ(m.static_props.size(), 17u);
        expect_prop(m, 16, s, glm::vec3(1));
        EXPECT_TRUE(bsptest::has_warning(m, "header says 18 props")) << warnings(m);
    }
    // A count far beyond the bytes, and a negative one.
    for (int32_t count : {1 << 30, -5}) {
        SprpSpec s{.version = 5, .count = count};
        Map m = read(s);
        EXPECT_LE(m.static_props.size(), 3u);
        EXPECT_TRUE(bsptest::has_warning(m, "sprp")) << warnings(m);
    }
    // Bigger records than the version has: read by their common fields.
    {
        SprpSpec s{.version = 5, .record = 100};
        Map m = read(s);
        ASSERT_EQ(m.static_props.size(), 3u);
        expect_prop(m, 2, s, glm::vec3(1));
        EXPECT_TRUE(bsptest::has_warning(m, "100-byte records")) << warnings(m);
    }
    // Model and leaf indices past their lists: kept, marked, warned about.
    {
        SprpSpec s{.version = 4, .props = 3, .models = 1};
        std::vector<uint8_t> bytes = sprp(s);
        const size_t first_record = 4 + 128 + 4 + 4 * 2 + 4;
        const uint16_t bad_model = 7, bad_leaf = 9;
        std::memcpy(bytes.data() + first_record + 24, &bad_model, 2);
        std::memcpy(bytes.data() + first_record + 56 + 26, &bad_leaf, 2);
        Map m;
        bsp::source::read_static_props(bytes, 4, false, false, m);
        ASSERT_EQ(m.static_props.size(), 3u);
        EXPECT_EQ(m.static_props[0].model, -1);
        EXPECT_EQ(m.static_props[1].leaf_count, 0u);
        EXPECT_TRUE(bsptest::has_warning(m, "past the 1-name dictionary")) << warnings(m);
        EXPECT_TRUE(bsptest::has_warning(m, "leaves past the")) << warnings(m);
    }
}

TEST(SourceStaticProps, PropsPastTheBudgetAreNotRead) {
    // 1000 records (a compressed lump makes millions from a few kilobytes) under a
    // budget with room for 100 StaticProps: the first 100 are read, with a warning,
    // and the budget's load counter is charged for them.
    SprpSpec s{.version = 10, .props = 1000};
    const std::vector<uint8_t> bytes = sprp(s);
    const bsp::MemoryBudget budget = bsp::MemoryBudget(100 * sizeof(bsp::StaticProp)).for_one_load();
    Map m;
    bsp::source::read_static_props(bytes, 10, false, false, m, budget);
    ASSERT_EQ(m.static_props.size(), 100u);
    expect_prop(m, 99, s, glm::vec3(1));
    EXPECT_EQ(budget.spent(), 100 * sizeof(bsp::StaticProp));
    EXPECT_TRUE(bsptest::has_warning(m, "1000 props need")) << warnings(m);
    EXPECT_TRUE(bsptest::has_warning(m, "read the first 100")) << warnings(m);
    // With room for all of them, all are read and nothing is said.
    Map all;
    bsp::source::read_static_props(bytes, 10, false, false, all, bsp::MemoryBudget());
    EXPECT_EQ(all.static_props.size(), 1000u);
    EXPECT_TRUE(all.warnings.empty()) << warnings(all);
}

TEST(SourceStaticProps, UnknownVersions) {
    // Records at least as long as the common fields: those are read, with a warning.
    SprpSpec s{.version = 14, .record = 96};
    Map m = read(s);
    ASSERT_EQ(m.static_props.size(), 3u);
    expect_prop(m, 1, s, glm::vec3(1));
    EXPECT_TRUE(bsptest::has_warning(m, "unknown version")) << warnings(m);
    // Too short to hold them: nothing, a warning.
    SprpSpec tiny{.version = 3, .record = 40};
    Map t = read(tiny);
    EXPECT_TRUE(t.static_props.empty());
    EXPECT_TRUE(bsptest::has_warning(t, "unknown version")) << warnings(t);
}

TEST(SourceStaticProps, EveryCutAndByteFlipIsSafe) {
    // Each prefix and each single-byte change of a valid lump: no crash, no overread
    // (the sanitizer build checks), at most the header's count of props.
    const std::vector<uint8_t> good = sprp({.version = 11});
    for (size_t len = 0; len <= good.size(); ++len) {
        Map m;
        bsp::source::read_static_props(std::span(good.data(), len), 11, false, false, m);
        EXPECT_LE(m.static_props.size(), 3u);
        if (len < good.size()) {
            EXPECT_FALSE(m.warnings.empty()) << "cut at " << len;
        }
    }
    for (size_t at = 0; at < good.size(); at += 3) {
        std::vector<uint8_t> bad = good;
        bad[at] ^= 0xa5;
        Map m;
        bsp::source::read_static_props(bad, 11, false, false, m);
        EXPECT_LE(m.static_props.size(), 3u << 8);
    }
}

// ---- The real maps ----------------------------------------------------------------

Map load(const char* name) {
    const auto path = bsptest::shared_maps_dir() / "source" / name;
    return bsp::parse_map(bsptest::read_file(path), path.string());
}

void expect_sane(const Map& m) {
    const bsp::Aabb& world = m.models.at(0).bounds;
    for (const StaticProp& p : m.static_props) {
        ASSERT_GE(p.model, 0);
        const std::string& name = m.static_prop_models[size_t(p.model)];
        EXPECT_TRUE(name.starts_with("models/") && name.ends_with(".mdl")) << name;
        for (int a = 0; a < 3; ++a) {
            EXPECT_GE(p.origin[a], world.min[a] - 1) << name;
            EXPECT_LE(p.origin[a], world.max[a] + 1) << name;
            EXPECT_GE(p.angles[a], -360.0f);
            EXPECT_LE(p.angles[a], 360.0f);
        }
        EXPECT_LE(uint64_t(p.first_leaf) + p.leaf_count, m.static_prop_leaves.size());
        EXPECT_GT(p.leaf_count, 0u) << name << " stands in no leaf";
    }
    for (uint32_t leaf : m.static_prop_leaves) EXPECT_LT(leaf, m.leaves.size());
}

TEST(SourceStaticProps, Tf2Test2) {
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / "source/bsp_tool-tf2-test2.bsp");
    Map m = load("bsp_tool-tf2-test2.bsp");
    // Version 10 in the 72-byte Source 2013 layout.
    ASSERT_EQ(m.static_props.size(), 17u);
    EXPECT_EQ(m.static_prop_models.size(), 10u);
    EXPECT_FALSE(bsptest::has_warning(m, "sprp")) << warnings(m);
    EXPECT_EQ(m.static_prop_models[m.static_props[0].model], "models/props_2fort/oildrum.mdl");
    EXPECT_NEAR(m.static_props[0].origin.x, -232.542f, 0.01f);
    EXPECT_NEAR(m.static_props[0].angles.y, 316.0f, 0.01f);
    EXPECT_EQ(m.static_props[0].solid, 6);
    expect_sane(m);
}

TEST(SourceStaticProps, Xbox360ShackLzmaBigEndian) {
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / "source/bsp_tool-x360-shack.360.bsp");
    Map m = load("bsp_tool-x360-shack.360.bsp");
    ASSERT_EQ(m.static_props.size(), 2u);
    EXPECT_FALSE(bsptest::has_warning(m, "sprp")) << warnings(m);
    expect_sane(m);
}

TEST(SourceStaticProps, MapsWithoutProps) {
    for (const char* name : {"bsp_tool-momentum-mp_lobby.bsp", "bspsrc-l4d2_tooltextures.bsp",
                             "bspsrc-csgo_tooltextures.bsp"}) {
        BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / "source" / name);
        Map m = load(name);
        EXPECT_TRUE(m.static_props.empty()) << name;
        EXPECT_FALSE(bsptest::has_warning(m, "sprp")) << name << ": " << warnings(m);
    }
}

// ---- The markers ------------------------------------------------------------------

TEST(SourceStaticProps, MarkerBoxTurnsWithTheAngles) {
    Map m;
    StaticProp p;
    p.origin = {100, 200, 300};
    p.angles = {0, 90, 0};  // facing +Y
    m.static_props.push_back(p);
    bsp::LineBatch lines;
    bsp::add_static_prop_markers(lines, m);
    // 12 box edges and the forward line, depth-tested, in the static prop colour.
    ASSERT_EQ(lines.depth_tested.size(), 13u * 2);
    EXPECT_TRUE(lines.on_top.empty());
    for (const bsp::LineVertex& v : lines.depth_tested) EXPECT_EQ(v.color, bsp::kStaticPropColor);
    const glm::vec3 tip = lines.depth_tested.back().position;
    EXPECT_NEAR(tip.x, 100, 1e-3);
    EXPECT_GT(tip.y, 210) << "yaw 90 faces +Y";
    EXPECT_NEAR(tip.z, 308, 1e-3) << "from the middle of the box, which stands on the origin";

    // Pitch tips the front down (Source's convention), roll turns about the front.
    StaticProp down;
    down.angles = {90, 0, 0};
    EXPECT_NEAR(down.rotation()[0].z, -1.0f, 1e-5);
    StaticProp rolled;
    rolled.angles = {0, 0, 90};
    EXPECT_NEAR(rolled.rotation()[1].z, 1.0f, 1e-5) << "roll 90 lifts the left side up";
    EXPECT_NEAR(rolled.rotation()[0].x, 1.0f, 1e-5);
}

}  // namespace

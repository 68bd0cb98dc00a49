// render/patch_lod: the engine's per-view choice of patch columns, as index ranges.
#include <gtest/gtest.h>

#include <set>

#include "map/patch_tessellation.h"
#include "render/patch_lod.h"

namespace {

using bsp::Map;
using bsp::PatchSource;

// Two touching 3x3 bumps (deviation 50: full grid 8) and one far flat patch.
Map two_bumps_and_a_flat() {
    Map map;
    auto bump = [](float x0, float h) {
        PatchSource p;
        p.width = p.height = 3;
        for (int j = 0; j < 3; ++j)
            for (int i = 0; i < 3; ++i) {
                bsp::Vertex v;
                v.position = {x0 + 64.0f * float(i), 64.0f * float(j), i == 1 ? h : 0.0f};
                p.control.push_back(v);
            }
        return p;
    };
    for (PatchSource p : {bump(0, 100), bump(128, 0), bump(5000, 0)}) {
        p.surface = uint32_t(map.surfaces.size());
        bsp::Surface s;
        s.kind = bsp::SurfaceKind::Patch;
        map.surfaces.push_back(s);
        map.patches.push_back(p);
    }
    bsp::tessellate_patches(map, bsp::kEnginePatchLevel);
    return map;
}

struct Writes {
    std::vector<std::pair<uint32_t, std::vector<uint32_t>>> ranges;
    bsp::PatchLod::IndexWriter writer() {
        return [this](uint32_t first, std::span<const uint32_t> indices) {
            ranges.emplace_back(first, std::vector<uint32_t>(indices.begin(), indices.end()));
        };
    }
};

}  // namespace

TEST(PatchLod, GroupsTakeTheEnginesLevelForTheirDistanceAndWriteOnlyChanges) {
    Map map = two_bumps_and_a_flat();
    ASSERT_EQ(map.surfaces[0].vertex_count, 81u);
    bsp::PatchLod lod;
    lod.build(map);
    ASSERT_FALSE(lod.empty());
    const int bumps = lod.group_of_surface(0);
    ASSERT_EQ(bumps, lod.group_of_surface(1)) << "touching patches are one group";
    ASSERT_NE(bumps, lod.group_of_surface(2));

    // Near, looking along +y at the bumps: the full grid, written once for every patch.
    Writes near;
    lod.update({96, -100, 50}, {0, 1, 0}, near.writer());
    EXPECT_EQ(lod.group_level(size_t(bumps)), 8);
    EXPECT_EQ(near.ranges.size(), 3u);
    for (const auto& [first, indices] : near.ranges) {
        const auto it = std::find_if(map.surfaces.begin(), map.surfaces.end(),
                                     [&](const bsp::Surface& s) { return s.first_index == first; });
        ASSERT_NE(it, map.surfaces.end());
        EXPECT_EQ(indices.size(), it->index_count);
        if (it->vertex_count == 81) {
            EXPECT_EQ(indices, std::vector<uint32_t>(map.indices.begin() + first, map.indices.begin() + first + indices.size()))
                << "the full level is the tessellation itself";
        }
    }
    // The same view again writes nothing.
    Writes same;
    lod.update({96, -100, 50}, {0, 1, 0}, same.writer());
    EXPECT_TRUE(same.ranges.empty());

    // 1000 units away along the view: error 12.5 columns stay, 3.125 ones go (level 4);
    // the bumps' ranges keep their size, the rest degenerate.
    Writes far;
    lod.update({96, -1000 - 64 - 90, 50}, {0, 1, 0}, far.writer());
    EXPECT_EQ(lod.group_level(size_t(bumps)), 4);
    ASSERT_EQ(far.ranges.size(), 2u) << "only the bumps' group changed";
    for (const auto& [first, indices] : far.ranges) {
        const bsp::Surface& s = first == map.surfaces[0].first_index ? map.surfaces[0] : map.surfaces[1];
        ASSERT_EQ(indices.size(), s.index_count);
        const size_t drawn = 6 * 4 * 4;
        std::set<uint32_t> used(indices.begin(), indices.begin() + drawn);
        EXPECT_EQ(used.size(), 25u) << "every 2nd row and column of the 9x9 grid";
        for (uint32_t v : used) {
            const uint32_t local = v - s.first_vertex;
            EXPECT_EQ(local % 9 % 2, 0u);
            EXPECT_EQ(local / 9 % 2, 0u);
        }
        for (size_t k = drawn; k < indices.size(); ++k) EXPECT_EQ(indices[k], s.first_vertex) << "degenerate padding";
    }
    // Behind the camera counts the same as in front (the engine takes |distance|).
    Writes behind;
    lod.update({96, -1000 - 64 - 90, 50}, {0, -1, 0}, behind.writer());
    EXPECT_TRUE(behind.ranges.empty());
}

TEST(PatchLod, NothingToDoAtAFixedLevel) {
    Map map = two_bumps_and_a_flat();
    bsp::tessellate_patches(map, 8);
    bsp::PatchLod lod;
    lod.build(map);
    EXPECT_TRUE(lod.empty());
    Writes w;
    lod.update({0, 0, 0}, {1, 0, 0}, w.writer());
    EXPECT_TRUE(w.ranges.empty());
}

// The generated maps of the cost curve (bench/scale_bench): at small scales they parse,
// hold together, match oa_thor's counts at scale 1 and grow by the scale, and their
// PVS shows each tile its 3 x 3 neighbours.
#include <gtest/gtest.h>

#include <cmath>

#include "formats/map_parser.h"
#include "support/bsp_writer.h"
#include "support/scale_maps.h"

using bsp::Map;
using bsp::parse_map;

namespace {

Map parse_tiles(double scale) {
    const auto bytes = bsptest::tiled_q3_map(bsptest::oa_thor_scaled(scale)).build();
    return parse_map(bytes, "maps/tiles.bsp");
}

size_t patches(const Map& m) {
    size_t n = 0;
    for (const bsp::Surface& s : m.surfaces) n += s.kind == bsp::SurfaceKind::Patch;
    return n;
}

}  // namespace

TEST(ScaleMaps, ScaleOneIsOaThorsSize) {
    const Map m = parse_tiles(1);
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
    EXPECT_TRUE(m.warnings.empty()) << m.warnings.front();
    // oa_thor: 11211 faces, 98 patches, 5373 leaves, 28 lightmap pages, 570 entities.
    EXPECT_NEAR(double(m.surfaces.size()), 11211, 11211 * 0.05);
    EXPECT_NEAR(double(m.leaves.size()), 5373, 5373 * 0.1);
    EXPECT_EQ(patches(m), 98u);
    EXPECT_EQ(m.lightmaps.size(), 28u);
    EXPECT_EQ(m.entities.size(), 570u);
    EXPECT_EQ(m.visibility.cluster_count, 19 * 19);
    EXPECT_FALSE(m.light_grid.empty());
}

TEST(ScaleMaps, CountsGrowByTheScaleAndThePvsByItsSquare) {
    const Map one = parse_tiles(1), four = parse_tiles(4);
    EXPECT_EQ(bsptest::map_consistency_problem(four), "");
    EXPECT_EQ(four.surfaces.size(), 4 * one.surfaces.size());
    EXPECT_EQ(four.leaves.size(), 4 * one.leaves.size());
    EXPECT_EQ(patches(four), 4 * patches(one));
    EXPECT_EQ(four.lightmaps.size(), 4 * one.lightmaps.size());
    EXPECT_EQ(four.entities.size(), 4 * one.entities.size());
    EXPECT_EQ(four.visibility.cluster_count, 4 * one.visibility.cluster_count);
    EXPECT_NEAR(double(four.visibility.rows.size()) / double(one.visibility.rows.size()), 16, 0.5);
    EXPECT_NEAR(double(four.light_grid.samples.size()) / double(one.light_grid.samples.size()), 4, 0.1);
}

TEST(ScaleMaps, EachTileSeesItsNeighboursOnly) {
    const Map m = parse_tiles(1);
    const int side = 19;
    const int32_t tile = 5 * side + 7;
    int seen = 0;
    for (int32_t c = 0; c < m.visibility.cluster_count; ++c) {
        const bool near = std::abs(c % side - 7) <= 1 && std::abs(c / side - 5) <= 1;
        EXPECT_EQ(m.visibility.can_see(tile, c), near) << c;
        seen += m.visibility.can_see(tile, c);
    }
    EXPECT_EQ(seen, 9);
    // The eye of tile (7, 5) is in a leaf of that cluster.
    const glm::vec3 eye = bsptest::tile_eye(7, 5);
    int32_t in_cluster = -1;
    for (const bsp::Leaf& l : m.leaves)
        if (glm::all(glm::greaterThanEqual(eye, l.bounds.min)) && glm::all(glm::lessThan(eye, l.bounds.max)))
            in_cluster = l.cluster;
    EXPECT_EQ(in_cluster, tile);
}

TEST(ScaleMaps, SourcePropsAreAllPlaced) {
    const auto bytes = bsptest::source_map_with_many_props(1000);
    const Map m = parse_map(bytes, "maps/props.bsp");
    EXPECT_EQ(bsptest::map_consistency_problem(m), "");
    EXPECT_EQ(m.static_props.size(), 1000u);
    EXPECT_EQ(m.static_prop_models.size(), 4u);
}

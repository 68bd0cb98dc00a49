// Visibility on hand-made maps: camera leaf, PVS rows, frustum culling, surfaces
// collected once, grouping, the void / no-visdata fallbacks, and the boxes on the
// culling grid (vis/grid_box.h) against the float test they stand for.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "support/vis_maps.h"
#include "vis/camera_leaf.h"
#include "vis/grid_box.h"
#include "vis/visible_set.h"

namespace {

using namespace bsp;

using bsptest::box;
using bsptest::corridor;
using bsptest::look;
using bsptest::two_rooms;

Frustum everywhere() { return look({0, 0, 0}, {1, 0, 0}); }

bool contains(const std::vector<uint32_t>& v, uint32_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

TEST(CameraLeaf, WalksThePlanes) {
    Map m = two_rooms();
    EXPECT_EQ(find_leaf(m, {10, 0, 0}), 0);
    EXPECT_EQ(find_leaf(m, {-10, 0, 0}), 1);
    EXPECT_EQ(find_leaf(m, {0, 0, 0}), 0);  // on the plane counts as front
    EXPECT_EQ(find_cluster(m, {-10, 0, 0}), 1);
}

TEST(CameraLeaf, EmptyAndBrokenTrees) {
    Map empty;
    EXPECT_EQ(find_leaf(empty, {0, 0, 0}), -1);
    Map single;
    single.leaves.resize(1);
    EXPECT_EQ(find_leaf(single, {0, 0, 0}), 0);
    Map broken = two_rooms();
    broken.nodes[0].children[0] = 0;  // a cycle back to the root
    EXPECT_EQ(find_leaf(broken, {10, 0, 0}), -1);
    broken.nodes[0].children[0] = -50;  // leaf out of range
    EXPECT_EQ(find_leaf(broken, {10, 0, 0}), -1);
}

TEST(VisibleSet, PvsRowLimitsWhatIsSeen) {
    Map m = two_rooms();
    VisibleSetBuilder builder(m);
    VisibleSet vs;
    // From cluster 0 only leaf 0 is potentially visible, even looking at leaf 1.
    builder.build({10, 0, 0}, look({10, 0, 0}, {-1, 0, 0}), {}, vs);
    EXPECT_EQ(vs.camera_leaf, 0);
    EXPECT_EQ(vs.camera_cluster, 0);
    EXPECT_EQ(vs.leaf_count, 1u);
    EXPECT_EQ(vs.cluster_count, 1u);
    EXPECT_TRUE(contains(vs.surfaces, 2));
    EXPECT_FALSE(contains(vs.surfaces, 1));
    // From cluster 1 both rooms are potentially visible; the shared wall comes once.
    builder.build({-300, 0, 0}, look({-300, 0, 0}, {1, 0, 0}), {}, vs);
    EXPECT_EQ(vs.camera_cluster, 1);
    EXPECT_EQ(vs.leaf_count, 2u);
    EXPECT_EQ(vs.cluster_count, 2u);
    EXPECT_EQ(vs.surface_count, 3u);
    EXPECT_EQ(vs.triangle_count, 6u);
}

TEST(VisibleSet, PvsOffShowsEverythingInTheFrustum) {
    Map m = two_rooms();
    VisibleSetBuilder builder(m);
    VisibleSet vs;
    VisOptions no_pvs;
    no_pvs.use_pvs = false;
    builder.build({10, 0, 0}, look({10, 0, 0}, {-1, 0, 0}), no_pvs, vs);
    EXPECT_EQ(vs.leaf_count, 2u);
    EXPECT_TRUE(contains(vs.surfaces, 1));
}

TEST(VisibleSet, FrustumDropsWhatIsBehind) {
    Map m = two_rooms();
    VisibleSetBuilder builder(m);
    VisibleSet vs;
    // In cluster 1 looking away from room 0 (towards -X): room 0's surface is behind.
    builder.build({-50, 0, 0}, look({-50, 0, 0}, {-1, 0, 0}), {}, vs);
    EXPECT_EQ(vs.leaf_count, 1u);
    EXPECT_FALSE(contains(vs.surfaces, 0));
    EXPECT_TRUE(contains(vs.surfaces, 1));
    VisOptions no_frustum;
    no_frustum.use_frustum = false;
    builder.build({-50, 0, 0}, look({-50, 0, 0}, {-1, 0, 0}), no_frustum, vs);
    EXPECT_EQ(vs.surface_count, 3u);
}

TEST(VisibleSet, VoidAndMissingVisdataDrawEverythingInView) {
    Map m = two_rooms();
    m.leaves[0].cluster = -1;  // camera leaf in the void
    VisibleSetBuilder builder(m);
    VisibleSet vs;
    builder.build({10, 0, 0}, look({10, 0, 0}, {-1, 0, 0}), {}, vs);
    EXPECT_EQ(vs.camera_cluster, -1);
    EXPECT_TRUE(contains(vs.surfaces, 1));

    Map novis = two_rooms();
    novis.visibility = {};
    VisibleSetBuilder builder2(novis);
    builder2.build({10, 0, 0}, look({10, 0, 0}, {-1, 0, 0}), {}, vs);
    EXPECT_EQ(vs.leaf_count, 2u);
    EXPECT_TRUE(contains(vs.surfaces, 1));
    EXPECT_FALSE(contains(vs.surfaces, 0));  // behind the camera
}

TEST(VisibleSet, GroupsAreContiguousAndSkippedGroupsVanish) {
    Map m = two_rooms();
    VisibleSetBuilder builder(m);
    builder.set_surface_groups({1, VisibleSetBuilder::kNoGroup, 0}, 2);
    VisibleSet vs;
    VisOptions off;
    off.use_pvs = off.use_frustum = false;
    builder.build({-50, 0, 0}, everywhere(), off, vs);
    ASSERT_EQ(vs.groups.size(), 2u);
    EXPECT_EQ(vs.groups[0].group, 0u);
    EXPECT_EQ(vs.groups[0].count, 1u);
    EXPECT_EQ(vs.surfaces[vs.groups[0].first], 2u);
    EXPECT_EQ(vs.groups[1].group, 1u);
    EXPECT_EQ(vs.surfaces[vs.groups[1].first], 0u);
    EXPECT_EQ(vs.surface_count, 2u);
}

TEST(VisibleSet, RepeatedFramesGiveTheSameAnswer) {
    Map m = two_rooms();
    VisibleSetBuilder builder(m);
    VisibleSet a, b;
    builder.build({-300, 0, 0}, everywhere(), {}, a);
    builder.build({10, 0, 0}, everywhere(), {}, b);
    builder.build({-300, 0, 0}, everywhere(), {}, b);
    EXPECT_EQ(a.surfaces, b.surfaces);
    EXPECT_EQ(a.leaf_count, b.leaf_count);
}

TEST(VisibleSet, SurfacesComeOutNearToFarWithinAGroup) {
    // The chain's front children lead down the corridor; from its far end the walk
    // must still take the rooms nearest the camera first.
    Map m = corridor(6);
    VisibleSetBuilder builder(m);
    VisibleSet vs;
    builder.build({10, 0, 0}, look({10, 0, 0}, {1, 0, 0}), {}, vs);
    EXPECT_EQ(vs.surfaces, (std::vector<uint32_t>{0, 1, 2, 3, 4, 5}));
    builder.build({590, 0, 0}, look({590, 0, 0}, {-1, 0, 0}), {}, vs);
    EXPECT_EQ(vs.surfaces, (std::vector<uint32_t>{5, 4, 3, 2, 1, 0}));
    EXPECT_EQ(vs.leaves, (std::vector<uint32_t>{5, 4, 3, 2, 1, 0}));
    // From the middle, each side in turn is near to far.
    builder.build({350, 0, 0}, everywhere(), {.use_pvs = true, .use_frustum = false}, vs);
    ASSERT_EQ(vs.surfaces.size(), 6u);
    EXPECT_EQ(vs.surfaces.front(), 3u);
    auto before = [&](uint32_t a, uint32_t b) {
        return std::find(vs.surfaces.begin(), vs.surfaces.end(), a) < std::find(vs.surfaces.begin(), vs.surfaces.end(), b);
    };
    EXPECT_TRUE(before(4, 5));
    EXPECT_TRUE(before(2, 1) && before(1, 0));
}

TEST(VisibleSet, GroupDepthIsWhereMostOfAGroupIsSeen) {
    // Group 0: a tiny cube 10 units from the eye and three walls 100 units across,
    // 340 to 540 away. Group 1: one wall 60 units across, 140 away. By its nearest
    // surface group 0 would come first, but most of what it shows is far off: the
    // depth weighs each surface by its size over its distance, squared.
    Map m = corridor(6);
    m.surfaces[0].bounds = box({19.75f, -0.25f, -0.25f}, {20.25f, 0.25f, 0.25f});
    m.surfaces[1].bounds = box({145, -30, -30}, {155, 30, 30});
    for (int k = 3; k < 6; ++k) m.surfaces[size_t(k)].bounds = box({100.0f * k + 45, -50, -50}, {100.0f * k + 55, 50, 50});
    VisibleSetBuilder builder(m);
    builder.set_surface_groups({0, 1, VisibleSetBuilder::kNoGroup, 0, 0, 0}, 2);
    VisibleSet vs;
    builder.build({10, 0, 0}, look({10, 0, 0}, {1, 0, 0}), {}, vs);
    ASSERT_EQ(vs.groups.size(), 2u);
    ASSERT_EQ(vs.groups[0].group, 0u);
    EXPECT_LT(vs.groups[1].depth, vs.groups[0].depth);
    EXPECT_EQ(vs.surfaces[vs.groups[0].first], 0u) << "within a group the near cube still comes first";
    // From the other end the walls of group 0 are the near ones.
    builder.build({590, 0, 0}, look({590, 0, 0}, {-1, 0, 0}), {}, vs);
    ASSERT_EQ(vs.groups.size(), 2u);
    EXPECT_LT(vs.groups[0].depth, vs.groups[1].depth);
    // An eye beyond any map still gives depths a sort can use.
    builder.build({1e30f, 0, 0}, everywhere(), {.use_pvs = true, .use_frustum = false}, vs);
    for (const VisibleGroup& g : vs.groups) EXPECT_TRUE(std::isfinite(g.depth));
}

TEST(VisibleSet, BrushModelsJoinWhenInView) {
    Map m = two_rooms();
    Surface door;
    door.index_count = 6;
    door.material = 0;
    door.model = 1;
    m.surfaces.push_back(door);
    Model model;
    model.first_surface = 3; model.surface_count = 1;
    model.bounds = box({300, -10, -10}, {310, 10, 10});
    m.models.push_back(model);
    VisibleSetBuilder builder(m);
    VisibleSet vs;
    builder.build({10, 0, 0}, look({10, 0, 0}, {1, 0, 0}), {}, vs);
    EXPECT_TRUE(contains(vs.surfaces, 3));
    builder.build({10, 0, 0}, look({10, 0, 0}, {-1, 0, 0}), {}, vs);
    EXPECT_FALSE(contains(vs.surfaces, 3));
}

// The float test the builder used before its boxes went onto a grid: the reference a
// grid box may only ever be more generous than.
bool float_box_in_frustum(const Frustum& f, const Aabb& b, float margin) {
    for (const Plane& p : f.planes) {
        const float d = glm::dot(p.normal, b.center()) - p.dist;
        const float r = glm::dot(glm::abs(p.normal), b.size() * 0.5f);
        if (d + r < margin) return false;
    }
    return true;
}

TEST(GridBox, CoversTheBoxItStandsForToWithinAStep) {
    Map m = two_rooms();  // nodes and leaves span x -512..512
    const CullGrid grid = cull_grid_for(m);
    EXPECT_EQ(grid.step, std::exp2(std::round(std::log2(grid.step))));  // a power of two
    EXPECT_LE(grid.step, 1024.0f * 2 / 32767 * 2);
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> at(-900.0f, 900.0f), size(0.0f, 300.0f);
    for (int i = 0; i < 2000; ++i) {
        const glm::vec3 lo(at(rng), at(rng), at(rng));
        const Aabb b = box(lo, lo + glm::vec3(size(rng), size(rng), size(rng)));
        const GridBox g = grid_box(b, grid);
        for (int a = 0; a < 3; ++a) {
            const float cell_min = grid.origin[a] + grid.step * float(g.min[a]);
            const float cell_max = grid.origin[a] + grid.step * float(g.max[a]);
            ASSERT_LE(cell_min, b.min[a]);
            ASSERT_GT(cell_min, b.min[a] - grid.step);
            ASSERT_GE(cell_max, b.max[a]);
            ASSERT_LT(cell_max, b.max[a] + grid.step);
        }
    }
}

TEST(GridBox, NoBoundsAndBadNumbersCoverTheWholeGrid) {
    const CullGrid grid = cull_grid_for(two_rooms());
    Aabb not_a_number, infinite;
    not_a_number.min = {NAN, 0, 0}, not_a_number.max = {1, 1, 1};
    infinite.min = {0, 0, 0}, infinite.max = {INFINITY, 1, 1};
    for (const Aabb& b : {Aabb{}, not_a_number, infinite, box({1e7f, 0, 0}, {2e7f, 1, 1})}) {
        const GridBox g = grid_box(b, grid);
        for (int a = 0; a < 3; ++a) {
            EXPECT_EQ(g.min[a], -32768);
            EXPECT_EQ(g.max[a], 32767);
        }
    }
    // Past the grid but inside the world: clamped to its edge, not wrapped round.
    const GridBox far = grid_box(box({1e5f, 0, 0}, {2e5f, 1, 1}), grid);
    EXPECT_EQ(far.min[0], 32767);
    EXPECT_EQ(far.max[0], 32767);
}

TEST(GridBox, AMapAsWideAsQuake3AllowsStillFitsTheGrid) {
    Map m = two_rooms();
    m.nodes[0].bounds = box({-65536, -65536, -65536}, {65536, 65536, 65536});
    const CullGrid grid = cull_grid_for(m);
    const GridBox g = grid_box(m.nodes[0].bounds, grid);
    for (int a = 0; a < 3; ++a) {
        EXPECT_GT(g.min[a], -32768);  // not clamped: the grid reaches past the tree
        EXPECT_LT(g.max[a], 32767);
    }
    // An empty tree still gives a usable grid.
    EXPECT_EQ(cull_grid_for(Map{}).step, 1.0f);
}

// The two rooms (a fine grid, 1/16 unit) and a wide map far off the origin, whose
// boxes are whole units on a grid of whole units, as Quake 3's nodes and leaves are.
void expect_never_rejects_what_the_float_test_keeps(const Map& m, glm::vec3 center, float spread, float max_size) {
    const CullGrid grid = cull_grid_for(m);
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> at(-spread, spread), size(0.0f, max_size), unit(-1.0f, 1.0f);
    const bool whole_units = grid.step >= 1.0f;
    const float rounding = 0.01f + 1e-6f * glm::length(center);  // what float arithmetic may be off by there
    int kept = 0, rejected = 0, planes_cleared = 0;
    for (int view = 0; view < 50; ++view) {
        glm::vec3 dir(unit(rng), unit(rng), unit(rng));
        if (glm::length(dir) < 0.1f) dir = {1, 0, 0};
        const Frustum f = look(center + glm::vec3(at(rng), at(rng), at(rng)) * 0.5f, glm::normalize(dir));
        const GridFrustum on_grid(f, grid);
        for (int i = 0; i < 200; ++i) {
            glm::vec3 lo = center + glm::vec3(at(rng), at(rng), at(rng)), extent(size(rng), size(rng), size(rng));
            if (whole_units) lo = glm::round(lo), extent = glm::round(extent);
            const Aabb b = box(lo, lo + extent);
            uint32_t mask = 0x3F;
            const bool grid_keeps = on_grid.box_in_frustum(grid_box(b, grid), mask);
            // Clear of the planes by more than rounding: the float test's answer is sure.
            if (float_box_in_frustum(f, b, rounding)) {
                ASSERT_TRUE(grid_keeps) << "view " << view << " box " << i;
                ++kept;
            }
            if (!float_box_in_frustum(f, b, -2.0f * grid.step)) {
                ASSERT_FALSE(grid_keeps) << "view " << view << " box " << i;
                ++rejected;
            }
            // A plane cleared on the grid is cleared for the float box too (it is inside the cell box).
            for (size_t p = 0; p < 6; ++p) {
                if (!grid_keeps || (mask >> p) & 1) continue;
                const Plane& pl = f.planes[p];
                EXPECT_GE(glm::dot(pl.normal, b.center()) - pl.dist - glm::dot(glm::abs(pl.normal), b.size() * 0.5f),
                          -rounding);
                ++planes_cleared;
            }
        }
    }
    EXPECT_GT(kept, 100);  // the sample has both answers in it
    EXPECT_GT(rejected, 100);
    EXPECT_GT(planes_cleared, 100);
}

TEST(GridFrustum, NeverRejectsABoxTheFloatTestKeeps) {
    expect_never_rejects_what_the_float_test_keeps(two_rooms(), glm::vec3(0), 800.0f, 200.0f);
    Map wide = two_rooms();
    wide.nodes[0].bounds = box({30000, -20000, -9000}, {90000, 20000, 9000});
    EXPECT_GE(cull_grid_for(wide).step, 2.0f);
    expect_never_rejects_what_the_float_test_keeps(wide, {60000, 0, 0}, 4000.0f, 1500.0f);
}

TEST(VisibleSet, OneAbsurdBoxInTheTreeCullsNothingElse) {
    // A malformed leaf reaching 1e35 units out: left out of the grid, so the rest of
    // the map keeps a fine grid and the wall in front of the camera stays drawn.
    Map m = two_rooms();
    m.leaves[1].bounds = box({1e35f, 1e35f, 1e35f}, {2e35f, 2e35f, 2e35f});
    EXPECT_LE(cull_grid_for(m).step, 1.0f);
    VisibleSetBuilder builder(m);
    VisibleSet vs;
    builder.build({10, 0, 0}, look({10, 0, 0}, {1, 0, 0}), {.use_pvs = false}, vs);
    EXPECT_TRUE(contains(vs.surfaces, 0));
}

TEST(VisibleSet, CameraLeafIsFindLeafsAnswer) {
    // The builder walks its own copy of the tree; it must land where find_leaf does,
    // on good trees and broken ones. A cycle (which every parser refuses) must end
    // the frame too, not loop.
    Map good = two_rooms();
    Map cycle = two_rooms();
    cycle.nodes[0].children[0] = 0;
    Map far_leaf = two_rooms();
    far_leaf.nodes[0].children[0] = -50;
    Map bad_plane = two_rooms();
    bad_plane.nodes[0].plane = 99;
    for (const Map* m : {&good, &cycle, &far_leaf, &bad_plane}) {
        VisibleSetBuilder builder(*m);
        VisibleSet vs;
        for (const glm::vec3 eye : {glm::vec3(10, 0, 0), glm::vec3(-10, 0, 0), glm::vec3(0, 5, 5)}) {
            builder.build(eye, everywhere(), {}, vs);
            EXPECT_EQ(vs.camera_leaf, find_leaf(*m, eye));
        }
    }
}

}  // namespace

// Visibility on hand-made maps: camera leaf, PVS rows, frustum culling, surfaces
// collected once, grouping, and the void / no-visdata fallbacks.
#include <gtest/gtest.h>

#include "support/vis_maps.h"
#include "vis/camera_leaf.h"
#include "vis/visible_set.h"

namespace {

using namespace bsp;

using bsptest::box;
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

}  // namespace

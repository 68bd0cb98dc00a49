// Visibility on hand-made maps: camera leaf, PVS rows, frustum culling, surfaces
// collected once, grouping, and the void / no-visdata fallbacks.
#include <gtest/gtest.h>

#include <glm/gtc/matrix_transform.hpp>

#include "vis/camera_leaf.h"
#include "vis/visible_set.h"

namespace {

using namespace bsp;

Aabb box(glm::vec3 a, glm::vec3 b) { Aabb r; r.add(a); r.add(b); return r; }

// Two rooms split by the plane x = 0: leaf 0 (x >= 0, cluster 0) and leaf 1
// (x < 0, cluster 1). Surface 0 lies in leaf 0, surface 1 in leaf 1, surface 2
// (a wall on the split) in both. Cluster 0 sees only itself; cluster 1 sees both.
Map two_rooms() {
    Map m;
    m.planes.push_back({{1, 0, 0}, 0});
    Node root;
    root.plane = 0;
    root.children[0] = -1;  // leaf 0
    root.children[1] = -2;  // leaf 1
    root.bounds = box({-512, -256, -256}, {512, 256, 256});
    m.nodes.push_back(root);
    Leaf a, b;
    a.cluster = 0; a.bounds = box({0, -256, -256}, {512, 256, 256});
    a.first_leaf_surface = 0; a.leaf_surface_count = 2;
    b.cluster = 1; b.bounds = box({-512, -256, -256}, {0, 256, 256});
    b.first_leaf_surface = 2; b.leaf_surface_count = 2;
    m.leaves = {a, b};
    m.leaf_surfaces = {0, 2, 1, 2};
    for (int s = 0; s < 3; ++s) {
        Surface surf;
        surf.index_count = 3 * uint32_t(s + 1);  // 1, 2 and 3 triangles
        surf.material = s == 2 ? 0 : 1;
        m.surfaces.push_back(surf);
    }
    m.surfaces[0].bounds = box({100, -10, -10}, {200, 10, 10});
    m.surfaces[1].bounds = box({-200, -10, -10}, {-100, 10, 10});
    m.surfaces[2].bounds = box({0, -256, -256}, {0, 256, 256});
    m.visibility.cluster_count = 2;
    m.visibility.row_bytes = 1;
    m.visibility.rows = {0x1, 0x3};
    Model world;
    world.first_surface = 0; world.surface_count = 3;
    m.models.push_back(world);
    return m;
}

// A frustum looking from `eye` along `dir` (Z up), 90° wide.
Frustum look(glm::vec3 eye, glm::vec3 dir) {
    glm::mat4 proj = glm::perspective(glm::radians(90.0f), 1.0f, 1.0f, 4096.0f);
    glm::mat4 view = glm::lookAt(eye, eye + dir, glm::vec3(0, 0, 1));
    return Frustum::from_matrix(proj * view);
}

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

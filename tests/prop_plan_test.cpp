// Which placed models a frame draws and how they are batched (render/prop_plan.h), on
// hand-built Maps: the leaf test, the frustum, fade distances, missing models, and one
// batch per (model, skin) however many placements share it.
#include <gtest/gtest.h>

#include <glm/gtc/matrix_transform.hpp>

#include "render/debug_geometry.h"
#include "render/prop_plan.h"

namespace {

using namespace bsp;

PropModel box_model(uint32_t triangles) {
    PropModel m;
    m.vertices.resize(3);
    m.indices.assign(size_t(triangles) * 3, 0);
    PropMesh mesh;
    mesh.index_count = triangles * 3;
    m.meshes.push_back(mesh);
    PropMesh hidden = mesh;
    hidden.drawn = false;  // another body group's model: never drawn, never counted
    m.meshes.push_back(hidden);
    m.skins = {{0}, {0}};
    m.bounds = Aabb{glm::vec3(-8), glm::vec3(8)};
    return m;
}

// Two leaves, two models; placements at x = 100 * i in front of a camera at the
// origin looking down +X.
struct PropScene {
    Map map;
    VisibleSet visible;
    Frustum frustum;
    glm::vec3 eye{0};

    PropScene() {
        map.leaves.resize(2);
        map.prop_models = {box_model(10), box_model(4)};
        visible.leaves = {0};
        const glm::mat4 proj = glm::perspective(glm::radians(90.0f), 1.0f, 1.0f, 10000.0f);
        const glm::mat4 view = glm::lookAt(eye, glm::vec3(1, 0, 0), glm::vec3(0, 0, 1));
        frustum = Frustum::from_matrix(proj * view);
    }
    PropPlacement& place(int32_t model, glm::vec3 at, uint32_t leaf, int32_t skin = 0) {
        PropPlacement p;
        p.model = model;
        p.origin = at;
        p.skin = skin;
        p.bounds = Aabb{at - glm::vec3(8), at + glm::vec3(8)};
        p.first_leaf = uint32_t(map.prop_leaves.size());
        p.leaf_count = 1;
        map.prop_leaves.push_back(leaf);
        map.prop_placements.push_back(p);
        return map.prop_placements.back();
    }
};

TEST(PropPlan, OneBatchPerModelAndSkinWhateverTheCount) {
    PropScene s;
    for (int i = 1; i <= 50; ++i) s.place(i % 2, glm::vec3(100.0f * float(i), 0, 0), 0);
    s.place(0, glm::vec3(60, 0, 0), 0, 1);  // skin 1 of model 0: a batch of its own
    PropFrame frame;
    PropPlanner planner;
    planner.plan(s.map, s.visible, s.frustum, s.eye, false, frame);
    EXPECT_EQ(frame.drawn, 51u);
    ASSERT_EQ(frame.batches.size(), 3u);
    uint32_t total = 0;
    for (const PropBatch& b : frame.batches) {
        total += b.count;
        for (uint32_t k = b.first; k < b.first + b.count; ++k) {
            const PropPlacement& p = s.map.prop_placements[frame.placements[k]];
            EXPECT_EQ(uint32_t(p.model), b.model);
            EXPECT_EQ(p.skin, b.skin);
        }
    }
    EXPECT_EQ(total, 51u);
    EXPECT_EQ(frame.triangles, 25u * 10 + 25u * 4 + 10u) << "drawn meshes only";
}

TEST(PropPlan, LeavesFrustumFadeAndMissingModels) {
    PropScene s;
    s.place(0, glm::vec3(100, 0, 0), 0);                          // drawn
    s.place(0, glm::vec3(100, 0, 0), 1);                          // its leaf is not visible
    s.place(0, glm::vec3(-100, 0, 0), 0);                         // behind the camera
    s.place(1, glm::vec3(500, 0, 0), 0).fade_max = 300;           // past its fade distance
    s.place(-1, glm::vec3(100, 0, 0), 0);                         // model missing
    PropPlacement& no_leaf = s.place(1, glm::vec3(200, 0, 0), 0);  // outside the tree: frustum only
    no_leaf.leaf_count = 0;
    PropFrame frame;
    PropPlanner planner;
    planner.plan(s.map, s.visible, s.frustum, s.eye, false, frame);
    EXPECT_EQ(frame.drawn, 2u);
    EXPECT_EQ(frame.faded, 1u);
    EXPECT_EQ(frame.missing, 1u);
    ASSERT_EQ(frame.placements.size(), 2u);
    EXPECT_EQ(frame.placements[0], 0u);
    EXPECT_EQ(frame.placements[1], 5u);
    planner.plan(s.map, s.visible, s.frustum, s.eye, /*show_faded=*/true, frame);
    EXPECT_EQ(frame.drawn, 3u) << "the switch shows faded props";
    EXPECT_EQ(frame.faded, 0u);
}

TEST(PropPlan, TheSkyAreasModelsBelongToTheSkyPassAlone) {
    // A cloud dome stands in the sky area (area 2) but its box reaches into the
    // world's visible leaf: the world pass (skip_area 2) leaves it out, the sky pass
    // (only_area 2) draws it and nothing else, not even a model outside the tree.
    PropScene s;
    s.place(0, glm::vec3(100, 0, 0), 0).area = 1;   // the world's
    s.place(1, glm::vec3(150, 0, 0), 0).area = 2;   // the dome: its leaves include a world leaf
    PropPlacement& outside = s.place(1, glm::vec3(200, 0, 0), 0);  // no leaf, no area
    outside.leaf_count = 0;
    PropFrame frame;
    PropPlanner planner;
    planner.plan(s.map, s.visible, s.frustum, s.eye, false, frame, /*only_area=*/-1, /*skip_area=*/2);
    ASSERT_EQ(frame.placements.size(), 2u);
    EXPECT_EQ(frame.placements[0], 0u);
    EXPECT_EQ(frame.placements[1], 2u);
    planner.plan(s.map, s.visible, s.frustum, s.eye, false, frame, /*only_area=*/2, /*skip_area=*/-1);
    ASSERT_EQ(frame.placements.size(), 1u);
    EXPECT_EQ(frame.placements[0], 1u);
    planner.plan(s.map, s.visible, s.frustum, s.eye, false, frame);
    EXPECT_EQ(frame.drawn, 3u) << "without the sky pass every area's models are drawn";
}

TEST(PropPlan, SkinsOutOfRangeFallBackToTheDefaultFamily) {
    PropModel m = box_model(1);
    m.skins = {{3, 4}, {5, 6}};
    PropMesh mesh;
    mesh.texture = 1;
    EXPECT_EQ(m.texture_for(mesh, 0), 4);
    EXPECT_EQ(m.texture_for(mesh, 1), 6);
    EXPECT_EQ(m.texture_for(mesh, 7), 4);
    EXPECT_EQ(m.texture_for(mesh, -1), 4);
    mesh.texture = 9;  // past the family: the slot itself
    EXPECT_EQ(m.texture_for(mesh, 0), 9);
}

// A static prop whose model is drawn gets no marker, unless the models are switched
// off; one whose model is missing keeps its marker either way.
TEST(PropPlan, MarkersStandInForPropsNotDrawnAsModels) {
    Map map;
    map.static_props.resize(2);
    PropPlacement drawn;
    drawn.static_prop = 0;
    drawn.model = 0;
    PropPlacement missing;
    missing.static_prop = 1;
    map.prop_placements = {drawn, missing};
    LineBatch with_models, without_models;
    add_static_prop_markers(with_models, map, /*models_drawn=*/true);
    add_static_prop_markers(without_models, map, /*models_drawn=*/false);
    ASSERT_FALSE(with_models.depth_tested.empty());
    EXPECT_EQ(without_models.depth_tested.size(), 2 * with_models.depth_tested.size());
}

}  // namespace

// The frame plan: draw order, merged runs, what each view leaves out and what a
// frame costs, checked on the CPU alone (no GL context): materials resolved by
// hand, slots, draw groups and a visible set, as SceneRenderer builds them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <map>
#include <vector>

#include "render/draw_groups.h"
#include "render/frame_plan.h"
#include "render/material_slots.h"
#include "render/shader_constants.h"
#include "vis/visible_set.h"

using bsp::BlendMode;
using bsp::DrawStep;
using bsp::MaterialPass;

namespace {

enum { kWall, kFence, kSky, kGlass, kGlow, kCrate, kWater, kFloor, kGrate };

// Nine materials, each with an image of its own except the crate, which shares the wall's.
bsp::MaterialSet materials() {
    bsp::MaterialSet set;
    auto add = [&](MaterialPass pass, BlendMode blend, int32_t image) {
        bsp::ResolvedMaterial m;
        m.pass = pass;
        if (pass != MaterialPass::Sky) m.stages.push_back({image, blend});
        set.materials.push_back(m);
    };
    add(MaterialPass::Opaque, BlendMode::Opaque, 0);
    add(MaterialPass::AlphaTest, BlendMode::AlphaTest, 1);
    add(MaterialPass::Sky, BlendMode::Opaque, -1);
    add(MaterialPass::Translucent, BlendMode::AlphaBlend, 2);
    add(MaterialPass::Translucent, BlendMode::Additive, 3);
    add(MaterialPass::Opaque, BlendMode::Opaque, 0);
    add(MaterialPass::Translucent, BlendMode::AlphaBlend, 4);
    add(MaterialPass::Opaque, BlendMode::Opaque, 5);
    add(MaterialPass::AlphaTest, BlendMode::AlphaTest, 6);
    set.images.resize(7);
    return set;
}

struct PlanScene {
    bsp::Map map;
    bsp::MaterialSlots slots{materials()};
    bsp::DrawGroupTable groups;
    bsp::VisibleSet visible;

    // A surface of two triangles centred at x along +X, or none (an empty surface).
    uint32_t surface(int32_t material, float x, uint32_t triangles = 2) {
        bsp::Surface s;
        s.material = material;
        s.first_index = uint32_t(map.indices.size());
        s.index_count = triangles * 3;
        map.indices.resize(map.indices.size() + s.index_count, 0);
        s.bounds.add({x - 1, -1, -1});
        s.bounds.add({x + 1, 1, 1});
        map.surfaces.push_back(s);
        return uint32_t(map.surfaces.size() - 1);
    }

    // Everything visible, grouped as VisibleSetBuilder groups it.
    void finish() {
        groups = bsp::build_draw_groups(map, slots, bsp::build_lightmap_atlas({}));
        std::map<uint32_t, std::vector<uint32_t>> by_group;
        for (uint32_t s = 0; s < map.surfaces.size(); ++s)
            if (groups.group_of_surface[s] != bsp::VisibleSetBuilder::kNoGroup)
                by_group[groups.group_of_surface[s]].push_back(s);
        for (const auto& [group, surfaces] : by_group) {
            visible.groups.push_back({group, uint32_t(visible.surfaces.size()), uint32_t(surfaces.size())});
            visible.surfaces.insert(visible.surfaces.end(), surfaces.begin(), surfaces.end());
        }
    }

    bsp::FramePlan plan(bsp::RenderSettings settings = {}) {
        bsp::FramePlan out;
        bsp::FramePlanner planner;
        planner.plan_world(map, groups, visible, glm::vec3(0), settings, out);
        return out;
    }

    const bsp::DrawGroup& group_of(const bsp::DrawItem& item) const { return groups.groups[item.group]; }
};

}  // namespace

TEST(FramePlan, GroupsSortByTheirNamedKeyPassFirst) {
    PlanScene scene;
    scene.surface(kGlow, 5);
    scene.surface(kCrate, 6);
    scene.surface(kSky, 7);
    scene.surface(kFence, 8);
    scene.surface(kWall, 9);
    scene.finish();
    ASSERT_TRUE(std::is_sorted(scene.groups.groups.begin(), scene.groups.groups.end()));
    EXPECT_EQ(scene.groups.groups.front().pass, MaterialPass::Opaque);
    EXPECT_EQ(scene.groups.groups.back().pass, MaterialPass::Translucent);
    // The wall and the crate share an image, so a slot, so a group.
    EXPECT_EQ(scene.groups.group_of_surface[1], scene.groups.group_of_surface[4]);
    EXPECT_EQ(scene.slots.slot_count(), 8u) << "the checker and seven images";
}

TEST(FramePlan, ItemsFollowTheFramesOrderAndCountWhatTheyDraw) {
    PlanScene scene;
    const uint32_t near_glass = scene.surface(kGlass, 10);
    const uint32_t far_glass = scene.surface(kGlass, 100);
    const uint32_t water = scene.surface(kWater, 60);
    scene.surface(kGlow, 50);
    scene.surface(kSky, 1000, 4);
    scene.surface(kFence, 30);
    scene.surface(kWall, 20, 3);
    scene.surface(kWall, 25, 0);  // empty: no range, nothing drawn
    scene.finish();
    const bsp::FramePlan plan = scene.plan();

    ASSERT_EQ(plan.items.size(), 7u);
    EXPECT_EQ(scene.group_of(plan.items[0]).pass, MaterialPass::Opaque);
    EXPECT_EQ(plan.items[0].range_count, 1u) << "the empty wall surface is left out";
    EXPECT_EQ(scene.group_of(plan.items[1]).pass, MaterialPass::AlphaTest);
    EXPECT_EQ(plan.items[2].step, DrawStep::Sky);
    EXPECT_EQ(scene.group_of(plan.items[3]).blend, BlendMode::Additive) << "order-independent blends before sorted ones";
    // Glass, water, glass: back to front, so the water between the panes splits the glass group.
    for (size_t i = 4; i < 7; ++i) EXPECT_TRUE(plan.items[i].blended);
    EXPECT_EQ(plan.ranges[plan.items[4].first_range].first_index, scene.map.surfaces[far_glass].first_index);
    EXPECT_EQ(plan.ranges[plan.items[5].first_range].first_index, scene.map.surfaces[water].first_index);
    EXPECT_EQ(plan.ranges[plan.items[6].first_range].first_index, scene.map.surfaces[near_glass].first_index);
    EXPECT_FALSE(plan.items[0].blended || plan.items[1].blended || plan.items[2].blended);

    EXPECT_EQ(plan.stats.draw_calls, 7u);
    EXPECT_EQ(plan.stats.triangles, 2u + 2u + 2u + 2u + 4u + 2u + 3u);
}

TEST(FramePlan, OpaqueAndAlphaTestedGroupsComeNearestFirstWithinTheirPass) {
    PlanScene scene;
    const uint32_t wall = scene.surface(kWall, 10);
    const uint32_t floor = scene.surface(kFloor, 20);
    const uint32_t fence = scene.surface(kFence, 30);
    const uint32_t grate = scene.surface(kGrate, 40);
    scene.surface(kSky, 50);
    scene.finish();
    // Depths that reverse the id order within each pass, and put the sky and the
    // alpha-tested groups nearer than the opaque ones.
    auto depth_of = [&](uint32_t surface, float depth) {
        for (bsp::VisibleGroup& vg : scene.visible.groups)
            if (vg.group == scene.groups.group_of_surface[surface]) vg.depth = depth;
    };
    depth_of(wall, 300);
    depth_of(floor, 200);
    depth_of(fence, 100);
    depth_of(grate, 50);
    for (bsp::VisibleGroup& vg : scene.visible.groups)
        if (scene.groups.groups[vg.group].pass == MaterialPass::Sky) vg.depth = 1;
    const bsp::FramePlan plan = scene.plan();
    ASSERT_EQ(plan.items.size(), 5u);
    auto first_index = [&](size_t item) { return plan.ranges[plan.items[item].first_range].first_index; };
    EXPECT_EQ(first_index(0), scene.map.surfaces[floor].first_index);
    EXPECT_EQ(first_index(1), scene.map.surfaces[wall].first_index);
    EXPECT_EQ(first_index(2), scene.map.surfaces[grate].first_index);
    EXPECT_EQ(first_index(3), scene.map.surfaces[fence].first_index);
    EXPECT_EQ(plan.items[4].step, DrawStep::Sky) << "the sky still shades only what opaque surfaces left";
    // Equal depths keep the id order, on every run.
    for (bsp::VisibleGroup& vg : scene.visible.groups) vg.depth = 7;
    const bsp::FramePlan tied = scene.plan();
    ASSERT_EQ(tied.items.size(), 5u);
    for (size_t i = 1; i < tied.items.size(); ++i) EXPECT_LT(tied.items[i - 1].group, tied.items[i].group);
}

TEST(FramePlan, SortedNeighboursOfOneGroupAreOneItem) {
    PlanScene scene;
    scene.surface(kGlass, 10);
    scene.surface(kGlass, 20);
    scene.surface(kGlass, 30);
    scene.finish();
    const bsp::FramePlan plan = scene.plan();
    ASSERT_EQ(plan.items.size(), 1u);
    EXPECT_EQ(plan.items[0].range_count, 3u);
    // Back to front inside the item too.
    EXPECT_EQ(plan.ranges[0].first_index, scene.map.surfaces[2].first_index);
    EXPECT_EQ(plan.ranges[2].first_index, scene.map.surfaces[0].first_index);
}

TEST(FramePlan, ViewsThatReplaceTheColourLeaveOutGlowsButKeepGlass) {
    PlanScene scene;
    scene.surface(kWall, 10);
    scene.surface(kGlow, 20);
    scene.surface(kGlass, 30);
    scene.finish();
    for (bsp::ViewMode mode : {bsp::ViewMode::Lightmap, bsp::ViewMode::Vertex, bsp::ViewMode::Normals,
                               bsp::ViewMode::Clusters}) {
        bsp::RenderSettings settings;
        settings.mode = mode;
        const bsp::FramePlan plan = scene.plan(settings);
        ASSERT_EQ(plan.items.size(), 2u) << bsp::view_mode_name(mode);
        EXPECT_EQ(scene.group_of(plan.items[1]).blend, BlendMode::AlphaBlend);
    }
    EXPECT_EQ(scene.plan().items.size(), 3u) << "the lit view shows the glow";
}

TEST(FramePlan, WireframeOverlayAddsEveryGroupAgainWithoutTriangles) {
    PlanScene scene;
    scene.surface(kWall, 10);
    scene.surface(kSky, 20);
    scene.surface(kGlass, 30);
    scene.finish();
    bsp::RenderSettings settings;
    const bsp::FramePlan plain = scene.plan(settings);
    settings.wireframe_overlay = true;
    const bsp::FramePlan overlaid = scene.plan(settings);
    ASSERT_EQ(overlaid.items.size(), plain.items.size() + scene.visible.groups.size());
    for (size_t i = plain.items.size(); i < overlaid.items.size(); ++i)
        EXPECT_EQ(overlaid.items[i].step, DrawStep::WireOverlay);
    EXPECT_EQ(overlaid.stats.triangles, plain.stats.triangles);
    EXPECT_EQ(overlaid.stats.draw_calls, plain.stats.draw_calls + 3u);

    // The wireframe view draws the sky's edges like any surface's, and no overlay on top.
    settings.mode = bsp::ViewMode::Wireframe;
    const bsp::FramePlan wire = scene.plan(settings);
    ASSERT_EQ(wire.items.size(), plain.items.size());
    for (const bsp::DrawItem& item : wire.items) EXPECT_EQ(item.step, DrawStep::Group);
}

// The numbers shaders compare against come from the C++ enums, once.
TEST(ShaderConstants, EveryViewModeSkyKindAndFlagIsDefined) {
    const std::string defines = bsp::glsl_constants();
    for (int i = 0; i < bsp::kViewModeCount; ++i) {
        std::string name = bsp::view_mode_name(bsp::ViewMode(i));
        for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
        EXPECT_NE(defines.find("#define VIEW_" + name + " " + std::to_string(i) + "\n"), std::string::npos) << name;
    }
    EXPECT_NE(defines.find("#define SKY_LAYERS 3\n"), std::string::npos);
    EXPECT_NE(defines.find("#define SURFACE_SELECTED 2u\n"), std::string::npos);
    EXPECT_NE(defines.find("#define SURFACE_FLAGS_WIDTH 1024u\n"), std::string::npos);
}

// A streamed image that did not decode: each material whose base stage shows it is
// listed by name with "file: problem", as the resolver lists what it could not
// decode; an image only a later stage shows is listed under its file.
TEST(MaterialSlots, AStreamedImageThatDidNotDecodeListsTheMaterialsShowingIt) {
    bsp::MaterialSet set;
    set.images.resize(3);
    const auto material = [](std::vector<int32_t> images) {
        bsp::ResolvedMaterial m;
        for (int32_t image : images) m.stages.push_back({.image = image});
        m.staged = images.size() > 1;
        return m;
    };
    set.materials = {material({0}), material({1}), material({0}), material({1, 2})};
    bsp::MaterialSlots slots(set);
    const std::vector<std::string> names = {"textures/a", "textures/b", "textures/a_too", "textures/staged"};
    slots.add_missing_image(0, names, "textures/a.tga", "not a tga");
    slots.add_missing_image(2, names, "textures/glow.png", "not a png");
    const std::vector<bsp::MissingMaterial> want = {{"textures/a", "textures/a.tga: not a tga"},
                                                    {"textures/a_too", "textures/a.tga: not a tga"},
                                                    {"textures/glow.png", "not a png"}};
    EXPECT_EQ(slots.missing(), want);
    EXPECT_TRUE(slots.get(0).missing);
    EXPECT_TRUE(slots.get(2).missing);
    EXPECT_FALSE(slots.get(1).missing);
    EXPECT_FALSE(slots.get(3).missing) << "its base image is there";
}

// Source $envmap faces: one material's faces reflecting different cube map samples are
// groups of their own (each binds its cube map), faces without a sample stay apart, and
// the plan counts the faces drawn with a reflection (those whose sample has an image)
// in the views that show it, with the switch on.
TEST(FramePlan, AnimatedTexturesShowTheFrameOfTheMomentFromTheirOwnFirst) {
    // Quake 2's nexttexinfo ring wall → floor → grate, entered at the wall by one face
    // and at the floor by another: two frames a second from each face's own frame.
    PlanScene scene;
    scene.map.materials.resize(9);
    scene.map.materials[kWall].animation = {kWall, kFloor, kGrate};
    scene.map.materials[kFloor].animation = {kFloor, kGrate, kWall};
    const uint32_t a = scene.surface(kWall, 0), b = scene.surface(kFloor, 4), still = scene.surface(kFence, 8);
    scene.finish();
    const bsp::DrawGroupTable& t = scene.groups;
    const bsp::DrawGroup& ga = t.groups[t.group_of_surface[a]];
    const bsp::DrawGroup& gb = t.groups[t.group_of_surface[b]];
    const bsp::DrawGroup& gs = t.groups[t.group_of_surface[still]];
    const auto slot = [&](int32_t material) { return int32_t(scene.slots.texture_slot(material)); };
    EXPECT_EQ(bsp::texture_slot_at(t, ga, 0.0), slot(kWall));
    EXPECT_EQ(bsp::texture_slot_at(t, ga, 0.49), slot(kWall));
    EXPECT_EQ(bsp::texture_slot_at(t, ga, 0.5), slot(kFloor));
    EXPECT_EQ(bsp::texture_slot_at(t, ga, 1.5), slot(kWall)) << "frame 3 of 3 wraps";
    EXPECT_EQ(bsp::texture_slot_at(t, gb, 0.0), slot(kFloor));
    EXPECT_EQ(bsp::texture_slot_at(t, gb, 1.0), slot(kWall));
    EXPECT_EQ(gs.animation, -1);
    EXPECT_EQ(bsp::texture_slot_at(t, gs, 1.0), gs.texture_slot);
    EXPECT_EQ(t.animation_slots.size(), 2u);
}

TEST(FramePlan, EnvmapFacesSplitByTheirSampleAndCounted) {
    bsp::MaterialSet set;
    bsp::ResolvedMaterial shiny;
    shiny.stages.push_back({0, BlendMode::Opaque});
    shiny.source.envmap.on = true;
    set.materials.push_back(shiny);
    set.images.resize(1);
    const bsp::MaterialSlots slots(set);
    bsp::Map map;
    for (const int32_t cubemap : {0, 1, 0, -1}) {
        bsp::Surface s;
        s.material = 0;
        s.cubemap = cubemap;
        s.first_index = uint32_t(map.indices.size());
        s.index_count = 3;
        map.indices.resize(map.indices.size() + 3, 0);
        map.surfaces.push_back(s);
    }
    // Sample 0 has an image, sample 1 none.
    const bsp::DrawGroupTable groups = bsp::build_draw_groups(map, slots, bsp::build_lightmap_atlas({}), {true, false});
    const auto& of = groups.group_of_surface;
    EXPECT_EQ(of[0], of[2]);
    EXPECT_NE(of[0], of[1]);
    EXPECT_NE(of[0], of[3]);
    EXPECT_NE(of[1], of[3]);
    EXPECT_EQ(groups.groups[of[0]].cubemap, 0);
    EXPECT_TRUE(groups.groups[of[0]].cubemap_image);
    EXPECT_EQ(groups.groups[of[1]].cubemap, 1);
    EXPECT_FALSE(groups.groups[of[1]].cubemap_image);
    EXPECT_EQ(groups.groups[of[3]].cubemap, -1);

    bsp::VisibleSet visible;
    std::map<uint32_t, std::vector<uint32_t>> by_group;
    for (uint32_t s = 0; s < map.surfaces.size(); ++s) by_group[of[s]].push_back(s);
    for (const auto& [group, surfaces] : by_group) {
        visible.groups.push_back({group, uint32_t(visible.surfaces.size()), uint32_t(surfaces.size())});
        visible.surfaces.insert(visible.surfaces.end(), surfaces.begin(), surfaces.end());
    }
    const auto faces = [&](bsp::ViewMode mode, bool envmaps) {
        bsp::RenderSettings settings;
        settings.mode = mode;
        settings.envmaps = envmaps;
        bsp::FramePlan out;
        bsp::FramePlanner().plan_world(map, groups, visible, glm::vec3(0), settings, out);
        return out.stats.envmap_faces;
    };
    EXPECT_EQ(faces(bsp::ViewMode::Lit, true), 2u);
    EXPECT_EQ(faces(bsp::ViewMode::Fullbright, true), 2u);
    EXPECT_EQ(faces(bsp::ViewMode::Lit, false), 0u);
    EXPECT_EQ(faces(bsp::ViewMode::Cubemaps, true), 0u);
}

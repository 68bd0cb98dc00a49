// The session's ViewState without GL: what each view command changes, which
// commands it leaves to others, and what the overlay reads back (ui_state).
#include <gtest/gtest.h>

#include "session/view_state.h"

namespace {

using namespace bsp;

// Two surfaces (a brush face and a patch), a material and a game eye height:
// enough for selection records and teleports. No renderer: view commands need none.
struct SmallMap {
    Map map;
    std::vector<LightmapRect> rects;
    SmallMap() {
        map.spawn_eye_height = 35;
        map.materials.push_back({});
        map.materials[0].name = "textures/base/wall";
        Surface wall;
        wall.material = 0;
        wall.face_index = 7;
        Surface patch;
        patch.kind = SurfaceKind::Patch;
        patch.face_index = 9;
        map.surfaces = {wall, patch};
        rects.resize(2);
        rects[1].page = 3;
    }
    ViewedMap viewed() const { return {.map = &map, .lightmap_rects = &rects, .name = "maps/small.bsp"}; }
};

constexpr Switch kSwitches[] = {Switch::Pvs,        Switch::Frustum,       Switch::Freeze,     Switch::WireOverlay,
                                Switch::LeafBounds, Switch::EntityMarkers, Switch::LightProbes,
                                Switch::AreaPortals, Switch::VisPortals};

TEST(ViewState, ViewModeGammaAndLightStyles) {
    ViewState view;
    EXPECT_TRUE(view.apply(SetViewMode{ViewMode::Clusters}, {}));
    EXPECT_EQ(view.render.mode, ViewMode::Clusters);
    EXPECT_TRUE(view.apply(SetGamma{1.7f}, {}));
    EXPECT_FLOAT_EQ(view.render.gamma, 1.7f);
    EXPECT_FALSE(view.render.flares) << "off, as ioquake3's r_flares";
    EXPECT_TRUE(view.apply(SetFlares{true}, {}));  // View > Flares
    EXPECT_TRUE(view.render.flares);
    EXPECT_TRUE(view.apply(SetFlares{false}, {}));
    EXPECT_FALSE(view.render.flares);
    EXPECT_TRUE(view.apply(SetLightStyles{LightStyleSelection::all()}, {}));
    EXPECT_EQ(view.render.light_styles, LightStyleSelection::all());
    EXPECT_TRUE(view.apply(SetLightmapLook{-2.0f, true}, {}));
    EXPECT_FLOAT_EQ(view.render.exposure_stops, -2.0f);
    EXPECT_TRUE(view.render.heatmap);
    EXPECT_TRUE(view.apply(SetLightmapLook{}, {}));  // the panel's reset
    EXPECT_FLOAT_EQ(view.render.exposure_stops, 0.0f);
    EXPECT_FALSE(view.render.heatmap);
    EXPECT_EQ(view.render.stage_brightness, StageBrightness::Fullscreen);
    EXPECT_TRUE(view.apply(SetStageBrightness{StageBrightness::Window}, {}));  // View › Quake 3 brightness as in a window
    EXPECT_EQ(view.render.stage_brightness, StageBrightness::Window);
}

TEST(ViewState, EverySwitchSetsAndTogglesItsOwnFlag) {
    for (Switch s : kSwitches) {
        ViewState view;
        const UiState before = view.ui_state({}, {}, nullptr);
        EXPECT_TRUE(view.apply(SetSwitch{s, !before.switch_on(s)}, {}));
        for (Switch other : kSwitches) {
            const bool expected = other == s ? !before.switch_on(other) : before.switch_on(other);
            EXPECT_EQ(view.ui_state({}, {}, nullptr).switch_on(other), expected)
                << switch_name(s) << " changed " << switch_name(other);
        }
        // Each toggle reads the state the one before it left.
        EXPECT_TRUE(view.apply(ToggleSwitch{s}, {}));
        EXPECT_EQ(view.switch_on(s), before.switch_on(s)) << switch_name(s);
        view.apply(ToggleSwitch{s}, {});
        view.apply(ToggleSwitch{s}, {});
        EXPECT_EQ(view.switch_on(s), before.switch_on(s)) << switch_name(s);
    }
}

TEST(ViewState, PanelsShowAndToggle) {
    ViewState view;
    EXPECT_TRUE(view.apply(ShowPanel{Panel::Lumps, true}, {}));
    EXPECT_TRUE(view.apply(TogglePanel{Panel::Entities}, {}));
    EXPECT_TRUE(view.apply(TogglePanel{Panel::Lumps}, {}));
    const UiState ui = view.ui_state({}, {}, nullptr);
    EXPECT_FALSE(ui.panel_open(Panel::Lumps));
    EXPECT_TRUE(ui.panel_open(Panel::Entities));
    EXPECT_FALSE(ui.panel_open(Panel::Help));
}

TEST(ViewState, TeleportStandsAtEyeHeightLookingLevel) {
    const SmallMap small;
    ViewState view;
    view.camera.pitch = 30;
    view.camera.roll = 5;
    EXPECT_TRUE(view.apply(Teleport{{100, 200, 300}, 45}, small.viewed()));
    EXPECT_EQ(view.camera.position, glm::vec3(100, 200, 335));
    EXPECT_FLOAT_EQ(view.camera.yaw, 45);
    EXPECT_FLOAT_EQ(view.camera.pitch, 0);
    EXPECT_FLOAT_EQ(view.camera.roll, 0);
    // With no map on screen there is no eye height to add.
    view.apply(Teleport{{1, 2, 3}, 0}, {});
    EXPECT_EQ(view.camera.position, glm::vec3(1, 2, 3));
}

TEST(ViewState, SelectionDescribesTheSurfaceAndClears) {
    const SmallMap small;
    ViewState view;
    EXPECT_TRUE(view.apply(SelectSurface{1}, small.viewed()));
    EXPECT_EQ(view.render.selected_surface, 1);
    ASSERT_TRUE(view.selected_face);
    EXPECT_EQ(view.selected_face->face_index, 9);
    EXPECT_EQ(view.selected_face->atlas_rect.page, 3);
    EXPECT_FALSE(view.selected_face->picked);

    SurfaceHit hit{.surface = 0, .distance = 12, .point = {1, 2, 3}, .normal = {0, 0, 1}};
    view.select_surface(0, small.viewed(), &hit);
    ASSERT_TRUE(view.selected_face);
    EXPECT_EQ(view.selected_face->material, "textures/base/wall");
    EXPECT_TRUE(view.selected_face->picked);
    EXPECT_FLOAT_EQ(view.selected_face->distance, 12);

    view.apply(SelectSurface{-1}, small.viewed());
    EXPECT_EQ(view.render.selected_surface, -1);
    EXPECT_FALSE(view.selected_face);
}

TEST(ViewState, LeavesOtherCommandsAlone) {
    const SmallMap small;
    ViewState view;
    view.apply(SelectSurface{0}, small.viewed());
    const UiState before = view.ui_state(small.viewed(), {}, nullptr);
    for (const UiCommand& c : {UiCommand(OpenMap{"maps/x.bsp"}), UiCommand(CopyText::of("x")), UiCommand(Quit{}),
                               UiCommand(SetVsync{false}), UiCommand(SetPatchLevel{2}), UiCommand(DismissError{}),
                               UiCommand(ShowOpenDialog{true}), UiCommand(CloseArchiveChoice{})}) {
        EXPECT_FALSE(view.apply(c, small.viewed())) << "command #" << c.index();
    }
    const UiState after = view.ui_state(small.viewed(), {}, nullptr);
    EXPECT_EQ(after.render.selected_surface, before.render.selected_surface);
    EXPECT_EQ(after.panels, before.panels);
    EXPECT_EQ(after.render.mode, before.render.mode);
    for (Switch s : kSwitches) EXPECT_EQ(after.switch_on(s), before.switch_on(s));
}

TEST(ViewState, UiStateCarriesTheViewAndTheMap) {
    const SmallMap small;
    ViewState view;
    view.camera.position = {1, 2, 3};
    view.camera.pitch = 10;
    view.camera.yaw = 20;
    view.camera.roll = 30;
    view.camera.fov_x = 100;
    view.render.mode = ViewMode::Pvs;
    view.vis.use_frustum = false;
    view.debug.entity_markers = true;
    view.frozen = true;
    view.panels[size_t(Panel::Visibility)] = true;
    view.select_surface(1, small.viewed());
    FrameResult last;
    last.vis_ms = 0.5;
    last.draw.draw_calls = 42;
    FrameHistory history;

    const UiState ui = view.ui_state(small.viewed(), last, &history);
    EXPECT_EQ(ui.map, &small.map);
    EXPECT_EQ(ui.lightmap_rects, &small.rects);
    EXPECT_EQ(ui.scene, nullptr);
    EXPECT_EQ(ui.map_name, "maps/small.bsp");
    EXPECT_EQ(ui.camera.position, glm::vec3(1, 2, 3));
    EXPECT_FLOAT_EQ(ui.camera.pitch, 10);
    EXPECT_FLOAT_EQ(ui.camera.yaw, 20);
    EXPECT_FLOAT_EQ(ui.camera.roll, 30);
    EXPECT_FLOAT_EQ(ui.camera.fov, 100);
    EXPECT_EQ(ui.render.mode, ViewMode::Pvs);
    EXPECT_FALSE(ui.switch_on(Switch::Frustum));
    EXPECT_TRUE(ui.switch_on(Switch::EntityMarkers));
    EXPECT_TRUE(ui.switch_on(Switch::Freeze));
    EXPECT_TRUE(ui.panel_open(Panel::Visibility));
    ASSERT_TRUE(ui.selected_face);
    EXPECT_EQ(ui.selected_face->surface, 1);
    EXPECT_DOUBLE_EQ(ui.last_frame.vis_ms, 0.5);
    EXPECT_EQ(ui.last_frame.draw.draw_calls, 42u);
    EXPECT_EQ(ui.history, &history);
    EXPECT_TRUE(ui.interactive);
    EXPECT_FALSE(ui.viewer.open_dialog);

    // No map on screen: nothing to point at.
    const UiState bare = view.ui_state({}, {}, nullptr);
    EXPECT_EQ(bare.map, nullptr);
    EXPECT_EQ(bare.lightmap_rects, nullptr);
    EXPECT_TRUE(bare.map_name.empty());
}

// A 64-unit wall at x = 100 facing -X and a 128-unit floor at z = 0 facing up, for
// flying to faces.
struct FlyMap {
    Map map;
    std::vector<LightmapRect> rects;
    void quad(glm::vec3 origin, glm::vec3 u, glm::vec3 v, glm::vec3 normal) {
        Surface s;
        s.first_vertex = uint32_t(map.vertices.size());
        s.vertex_count = 4;
        for (glm::vec3 p : {origin, origin + u, origin + u + v, origin + v}) {
            Vertex vx;
            vx.position = p;
            vx.normal = normal;
            map.vertices.push_back(vx);
            s.bounds.add(p);
        }
        append_fan_indices(s, map.indices);
        map.surfaces.push_back(s);
        rects.emplace_back();
    }
    FlyMap() {
        quad({100, -32, 0}, {0, 64, 0}, {0, 0, 64}, {-1, 0, 0});
        quad({0, 0, 0}, {128, 0, 0}, {0, 128, 0}, {0, 0, 1});
    }
    ViewedMap viewed() const { return {.map = &map, .lightmap_rects = &rects, .name = "maps/fly.bsp"}; }
};

// The camera looks at `target`, and a sphere of `radius` around it fits the view.
void expect_looks_at(const Camera& c, glm::vec3 target, float radius) {
    const glm::vec3 to = target - c.position;
    EXPECT_GT(glm::dot(glm::normalize(to), c.forward()), 0.999f) << "not looking at the face's centre";
    const float half_fov = 0.5f * vertical_fov(c.fov_x, 16, 9);
    EXPECT_GT(glm::length(to), radius / std::tan(half_fov)) << "too close to see the whole face";
    EXPECT_LT(glm::length(to), 20 * radius) << "so far the face is a speck";
    EXPECT_FLOAT_EQ(c.roll, 0);
}

TEST(ViewState, FlyToAWallStandsInFrontOfIt) {
    const FlyMap fly;
    ViewState view;
    view.camera.position = {-500, 300, 40};
    view.camera.fov_x = 100;
    EXPECT_TRUE(view.apply(FlyToSurface{0}, fly.viewed()));
    EXPECT_EQ(view.render.selected_surface, 0) << "flying to a face selects it";
    ASSERT_TRUE(view.selected_face);
    EXPECT_EQ(view.selected_face->surface, 0);
    expect_looks_at(view.camera, {100, 0, 32}, 32 * std::sqrt(2.0f));
    // On the side the wall faces, straight in front of it, looking level.
    EXPECT_LT(view.camera.position.x, 100);
    EXPECT_NEAR(view.camera.position.y, 0, 1e-3);
    EXPECT_NEAR(view.camera.pitch, 0, 1e-3);
    EXPECT_FLOAT_EQ(view.camera.fov_x, 100) << "the field of view is the person's";
}

TEST(ViewState, FlyToTheSelectionLooksDownAtAFloorFromTheCameraSide) {
    const FlyMap fly;
    ViewState view;
    view.camera.position = {64, -400, 50};
    const Camera before = view.camera;
    // Nothing selected: "fly to the selection" does nothing.
    EXPECT_TRUE(view.apply(FlyToSurface{}, fly.viewed()));
    EXPECT_EQ(view.camera.position, before.position);
    view.apply(SelectSurface{1}, fly.viewed());
    EXPECT_TRUE(view.apply(FlyToSurface{}, fly.viewed()));
    EXPECT_EQ(view.render.selected_surface, 1);
    expect_looks_at(view.camera, {64, 64, 0}, 64 * std::sqrt(2.0f));
    EXPECT_GT(view.camera.position.z, 0) << "above the floor";
    EXPECT_LT(view.camera.position.y, 64) << "leaning towards where the camera was";
    EXPECT_GT(view.camera.pitch, 20) << "looking down";
    EXPECT_LT(view.camera.pitch, 80) << "but not straight down";
}

TEST(ViewState, FlyToNothingLeavesTheCamera) {
    const FlyMap fly;
    ViewState view;
    view.camera.position = {1, 2, 3};
    EXPECT_TRUE(view.apply(FlyToSurface{7}, fly.viewed()));
    EXPECT_TRUE(view.apply(FlyToSurface{0}, {}));
    EXPECT_EQ(view.camera.position, glm::vec3(1, 2, 3));
    EXPECT_EQ(view.render.selected_surface, -1);
    // A surface without triangles: selected, but there is nothing to look at.
    FlyMap broken;
    broken.map.surfaces[0].index_count = 0;
    EXPECT_TRUE(view.apply(FlyToSurface{0}, broken.viewed()));
    EXPECT_EQ(view.camera.position, glm::vec3(1, 2, 3));
}

// The way back from the wall leaves the map at x = 40 (solid behind a node plane):
// the camera stops short of it instead of standing in the solid.
TEST(ViewState, FlyToStopsShortOfSolid) {
    FlyMap fly;
    fly.map.planes.push_back({.normal = {1, 0, 0}, .dist = 40});
    fly.map.nodes.push_back({.plane = 0, .children = {-1, -2}});
    Leaf open, solid;
    open.cluster = 0;
    solid.cluster = -1;
    fly.map.leaves = {open, solid};
    ViewState view;
    view.apply(FlyToSurface{0}, fly.viewed());
    EXPECT_GE(view.camera.position.x, 40);
    EXPECT_LT(view.camera.position.x, 100);
    EXPECT_GT(glm::dot(glm::normalize(glm::vec3(100, 0, 32) - view.camera.position), view.camera.forward()), 0.999f);
}

}  // namespace

namespace {

TEST(ViewState, SelectEntityHighlightsItsMarkerAndOpensTheEntitiesPanel) {
    SmallMap m;
    m.map.entities.resize(3);
    ViewState view;
    EXPECT_TRUE(view.apply(SelectEntity{2}, m.viewed()));
    EXPECT_EQ(view.debug.selected_entity, 2);
    EXPECT_TRUE(view.panels[size_t(Panel::Entities)]);
    EXPECT_EQ(view.ui_state(m.viewed(), {}, nullptr).debug.selected_entity, 2) << "the panel reads it";
    view.apply(SelectEntity{3}, m.viewed());
    EXPECT_EQ(view.debug.selected_entity, -1) << "past the last entity: nothing";
    view.apply(SelectEntity{1}, {});
    EXPECT_EQ(view.debug.selected_entity, -1) << "no map: nothing";
}

}  // namespace

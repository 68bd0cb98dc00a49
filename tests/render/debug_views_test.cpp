// Offscreen tests of the debugging views and switches: each picture must differ
// from the plain lit view in the way the view promises (line colours appear,
// tints change channels, a frozen set draws fewer triangles). oa_thor for a real
// map (skipped when absent); a crafted room without visdata and lightmaps for the
// degenerate case.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "app/gl_context.h"
#include "render/debug_geometry.h"
#include "render/light_probes.h"
#include "render/lightmap_rects.h"
#include "render/gl/offscreen_target.h"
#include "render/gl/scene_renderer.h"
#include "render/render_support.h"
#include "session/camera.h"
#include "session/camera_view.h"
#include "session/map_loading.h"
#include "support/bsp_writer.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "ui/face_record.h"
#include "vis/cluster_colors.h"
#include "vis/surface_picker.h"

namespace {

using namespace bsp;

using bsptest::draw;
using bsptest::Frame;
using bsptest::Picture;
using bsptest::shared_gl;
constexpr int kWidth = bsptest::kPictureWidth, kHeight = bsptest::kPictureHeight;

class DebugViewsOaThor : public bsptest::OaThorTest {
protected:
    static Frame spawn_frame() { return {.camera = default_camera(map())}; }
    // Above and south of the whole map, looking down at it from outside.
    static Frame outside_frame() {
        Frame f;
        const Aabb& world = map().models[0].bounds;
        f.camera.position = glm::vec3(world.center().x, world.min.y - 1500, world.max.z + 800);
        f.camera.yaw = 90;
        f.camera.pitch = 30;
        return f;
    }
    static Picture render(const Frame& f) { return draw(scene(), map(), f); }
};

TEST_F(DebugViewsOaThor, VertexAndNormalViewsDifferFromLit) {
    const Picture lit = render(spawn_frame());
    for (ViewMode mode : {ViewMode::Vertex, ViewMode::Normals}) {
        Frame f = spawn_frame();
        f.settings.mode = mode;
        const Picture p = render(f);
        EXPECT_GT(p.differing(lit), p.pixels() / 5) << view_mode_name(mode);
    }
    // Normals: Quake floors face +Z, which the view shows as blue above 0.5 (z*0.5+0.5 = 1).
    Frame f = spawn_frame();
    f.settings.mode = ViewMode::Normals;
    const Picture normals = render(f);
    size_t floor_blue = 0;
    for (size_t i = normals.pixels() * 3 / 4; i < normals.pixels(); ++i)
        if (normals.at(i)[2] > 230 && normals.at(i)[0] > 100 && normals.at(i)[0] < 155) ++floor_blue;
    EXPECT_GT(floor_blue, normals.pixels() / 16) << "the floor in the lower quarter should face up";
}

TEST_F(DebugViewsOaThor, PvsViewTintsThePvsGreen) {
    const Picture lit = render(spawn_frame());
    Frame f = spawn_frame();
    f.settings.mode = ViewMode::Pvs;
    const Picture pvs = render(f);
    double green_gain = 0;
    for (size_t i = 0; i < pvs.pixels(); ++i)
        green_gain += (int(pvs.at(i)[1]) - int(pvs.at(i)[0])) - (int(lit.at(i)[1]) - int(lit.at(i)[0]));
    EXPECT_GT(green_gain / double(pvs.pixels()), 20.0) << "PVS surfaces should turn greener than lit";
}

TEST_F(DebugViewsOaThor, WireframeOverlayAddsItsColour) {
    const Picture lit = render(spawn_frame());
    Frame f = spawn_frame();
    f.settings.wireframe_overlay = true;
    const Picture wire = render(f);
    const glm::u8vec4 c(glm::round(kWireOverlayColor * 255.0f), 255);
    EXPECT_GT(wire.count_color(c), lit.count_color(c) + wire.pixels() / 50);
    EXPECT_EQ(wire.frame.draw.triangles, lit.frame.draw.triangles) << "the overlay counts no new triangles";
}

TEST_F(DebugViewsOaThor, LeafBoundsAddBoundsColourLines) {
    const Picture lit = render(spawn_frame());
    Frame f = spawn_frame();
    f.debug.leaf_bounds = true;
    const Picture bounds = render(f);
    EXPECT_GT(bounds.differing(lit), 500u) << "the visible leaves' bounds are drawn";
    // The camera's own leaf, always and on top, in its colour.
    EXPECT_GT(bounds.count_color(kCameraLeafColor, 2), lit.count_color(kCameraLeafColor, 2) + 50);
}

TEST_F(DebugViewsOaThor, LeafBoundsColourTheCameraClusterAndDimTheOthers) {
    const Map& m = map();
    VisibleSet visible;
    scene().compute_visibility(make_render_view(default_camera(m), kWidth, kHeight, far_plane_for(m)), {}, visible);
    ASSERT_GE(visible.camera_leaf, 0);
    LineBatch lines;
    add_leaf_bounds(lines, m, visible);
    // The camera's leaf alone is on top, one box of 12 lines.
    ASSERT_EQ(lines.on_top.size(), 24u);
    EXPECT_EQ(lines.on_top.front().color, kCameraLeafColor);
    size_t own_cluster = 0, dimmed = 0;
    for (const LineVertex& v : lines.depth_tested) {
        EXPECT_NE(v.color, kCameraLeafColor);
        if (v.color == cluster_color(visible.camera_cluster)) ++own_cluster;
        else if (v.color.r < 128 && v.color.g < 128 && v.color.b < 128) ++dimmed;
    }
    EXPECT_GT(dimmed, 0u) << "leaves of other clusters are dimmed";
    const bool cluster_has_more_leaves = std::any_of(visible.leaves.begin(), visible.leaves.end(), [&](uint32_t l) {
        return int32_t(l) != visible.camera_leaf && m.leaves[l].cluster == visible.camera_cluster;
    });
    if (cluster_has_more_leaves) {
        EXPECT_GT(own_cluster, 0u) << "the camera's cluster keeps its full colour";
    }
    // A leaf without a cluster, and one of another cluster.
    Leaf outside;
    EXPECT_EQ(leaf_bounds_color(outside, 3), kLeafBoundsColor);
    Leaf other;
    other.cluster = 5;
    const glm::u8vec4 full = cluster_color(5);
    EXPECT_EQ(leaf_bounds_color(other, 5), full);
    EXPECT_LT(leaf_bounds_color(other, 3).r, full.r);
}

TEST_F(DebugViewsOaThor, EntityMarkersAddMarkerColours) {
    Frame f = spawn_frame();
    const Picture plain = render(f);
    f.debug.entity_markers = true;
    const Picture marked = render(f);
    auto marker_pixels = [](const Picture& p) {
        size_t n = 0;
        for (const char* c : {"info_player_deathmatch", "light", "item_health", "misc_model"})
            n += p.count_color(entity_marker_color(c), 2);
        return n;
    };
    EXPECT_GT(marker_pixels(marked), marker_pixels(plain) + 50);
}

// The selected entity's marker is drawn in the selection colour, which no other marker has.
TEST_F(DebugViewsOaThor, SelectedEntityMarkerStandsOut) {
    Frame f = spawn_frame();
    f.debug.entity_markers = true;
    const Picture plain = render(f);
    f.debug.selected_entity = 221;  // a target_position up in the ceiling, in view from the spawn
    const Picture chosen = render(f);
    EXPECT_LT(plain.count_color(kSelectionColor, 2), 5u);
    EXPECT_GT(chosen.count_color(kSelectionColor, 2), 40u);
}

TEST_F(DebugViewsOaThor, LightProbesDrawTheGridAroundTheCamera) {
    Frame f = spawn_frame();
    const auto probes = light_probes_near(map().light_grid, f.camera.position, 2);
    ASSERT_FALSE(probes.empty()) << "oa_thor has a light grid around its first spawn";
    const Picture plain = render(f);
    f.debug.light_probes = true;
    const Picture shown = render(f);
    // Lines only: the world's triangles are the same, and pixels change where the
    // probes' boxes and direction lines are drawn.
    EXPECT_EQ(shown.frame.draw.triangles, plain.frame.draw.triangles);
    EXPECT_GT(shown.differing(plain), 200u);
    EXPECT_LT(shown.differing(plain), shown.pixels() / 2) << "probes should be lines, not fill the view";
}

TEST_F(DebugViewsOaThor, FrozenFromOutsideDrawsFewerTrianglesAndItsFrustum) {
    Frame f = outside_frame();
    const Picture unfrozen = render(f);
    f.freeze_from = default_camera(map());
    const Picture frozen = render(f);
    EXPECT_LT(frozen.frame.draw.triangles, unfrozen.frame.draw.triangles);
    EXPECT_GT(frozen.count_color(kFrozenFrustumColor, 2), 50u) << "the frozen frustum is drawn as lines";
    EXPECT_EQ(unfrozen.count_color(kFrozenFrustumColor, 2), 0u);
}

// Pixels of a clusters-view picture that show a cluster's colour rather than the
// sky (oa_thor's stars: dark, or white) or the clear colour: clearly coloured ones.
size_t cluster_coloured_pixels(const Picture& p) {
    size_t n = 0;
    for (size_t i = 0; i < p.pixels(); ++i) {
        const uint8_t* c = p.at(i);
        if (std::max({c[0], c[1], c[2]}) - std::min({c[0], c[1], c[2]}) > 40) ++n;
    }
    return n;
}

// Toggling PVS or frustum culling while visibility is frozen applies to the frozen
// set (from the frozen camera): the counts follow the switches (before, the frozen set
// kept the culling it was frozen with, "PVS-rejected 1079" whatever the switch said).
TEST_F(DebugViewsOaThor, CullingSwitchesApplyToAFrozenSet) {
    OffscreenTarget target(320, 180);
    target.bind();
    const RenderView frozen_at = make_render_view(default_camera(map()), 320, 180, 65536.0f);
    Camera elsewhere = default_camera(map());
    elsewhere.yaw += 90;
    const RenderView drawn = make_render_view(elsewhere, 320, 180, 65536.0f);
    VisOptions vis;
    scene().freeze_at(frozen_at, vis);
    scene().render(drawn, vis, {}, true, {});
    const uint32_t pvs_rejected = scene().visible().pvs_rejected_leaves;
    const uint32_t frustum_rejected = scene().visible().frustum_rejected_leaves;
    ASSERT_GT(pvs_rejected, 0u);
    ASSERT_GT(frustum_rejected, 0u);
    vis.use_pvs = false;
    scene().render(drawn, vis, {}, true, {});
    EXPECT_EQ(scene().visible().pvs_rejected_leaves, 0u);
    EXPECT_GT(scene().visible().frustum_rejected_leaves, frustum_rejected) << "the frustum now sees to the leaves the PVS took";
    vis.use_frustum = false;
    scene().render(drawn, vis, {}, true, {});
    EXPECT_LT(scene().visible().frustum_rejected_leaves, frustum_rejected / 10) << "only leaves nothing is drawn in";
    vis = {};
    scene().render(drawn, vis, {}, true, {});
    EXPECT_EQ(scene().visible().pvs_rejected_leaves, pvs_rejected) << "still the frozen camera's set, not the drawn one's";
    EXPECT_EQ(scene().visible().frustum_rejected_leaves, frustum_rejected);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

// The sky lies at the far plane: seen from outside the map, the frozen set is not
// hidden behind the sky brushes that enclose it.
TEST_F(DebugViewsOaThor, FrozenSetSeenFromOutsideIsNotCoveredBySky) {
    Frame f = outside_frame();
    f.settings.mode = ViewMode::Clusters;
    f.freeze_from = default_camera(map());
    const Picture frozen = render(f);
    ASSERT_GT(frozen.frame.draw.triangles, 0u);
    EXPECT_GT(cluster_coloured_pixels(frozen), frozen.pixels() / 20)
        << "the frozen set's surfaces should show in their cluster colours, not behind the sky";
}

TEST_F(DebugViewsOaThor, NoPvsAndNoFrustumDrawMore) {
    const Picture base = render(spawn_frame());
    Frame f = spawn_frame();
    f.vis.use_pvs = false;
    EXPECT_GT(render(f).frame.draw.triangles, base.frame.draw.triangles);
    f = spawn_frame();
    f.vis.use_frustum = false;
    EXPECT_GT(render(f).frame.draw.triangles, base.frame.draw.triangles);
}

// The picked face is outlined, not filled (issue 14): the face keeps its colours, so
// every pixel that changes is the outline's.
TEST_F(DebugViewsOaThor, PickedSurfaceIsOutlinedAndDescribed) {
    Frame f = spawn_frame();
    const RenderView view = make_render_view(f.camera, kWidth, kHeight, far_plane_for(map()));
    VisibleSet visible;
    scene().compute_visibility(view, {}, visible);
    // The floor just below the middle of the picture.
    const Ray ray = ray_through_pixel(view.projection * view.view, kWidth, kHeight, kWidth / 2.0f, kHeight * 0.9f);
    const SurfaceHit hit = pick_surface(map(), visible.surfaces, ray);
    ASSERT_GE(hit.surface, 0);
    EXPECT_LT(hit.point.z, f.camera.position.z);
    const FaceRecord rec =
        describe_face(map(), surface_lightmap_rects(map(), scene().world().atlas()), hit.surface, &hit);
    EXPECT_EQ(rec.face_index, map().surfaces[size_t(hit.surface)].face_index);
    EXPECT_FALSE(rec.material.empty());
    EXPECT_GE(rec.leaf, 0);
    EXPECT_GE(rec.cluster, 0);
    const Picture lit = render(f);
    f.settings.selected_surface = hit.surface;
    const Picture picked = render(f);
    const size_t outline = picked.count_color(kSelectionColor, 2);
    EXPECT_GT(outline, 20u) << "the picked face's edges are outlined";
    EXPECT_LE(picked.differing(lit), outline) << "pixels changed that are not the outline: the face is filled";
}

// The crafted test room without visdata and lightmaps, written to `path`.
void write_bare_room(const std::filesystem::path& path) {
    bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
    b.visibility.clear();
    b.lightmaps.clear();
    for (auto& face : b.faces) face.lightmap = -1;
    const auto bytes = b.build();
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                                 std::streamsize(bytes.size()));
}

// A crafted room with neither visdata nor lightmaps: every view still draws.
TEST(DebugViewsBareRoom, EveryViewDrawsWithoutVisdataOrLightmaps) {
    std::string gl_error;
    if (!shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error;
    const bsptest::TempDir dir("bare-room");
    const auto path = dir / "bare_room.bsp";
    write_bare_room(path);
    LoadedMap loaded = load_map({.map_argument = path.string(), .textures = true});
    ASSERT_TRUE(loaded.map.visibility.empty());
    ASSERT_TRUE(loaded.map.lightmaps.empty());
    SceneRenderer scene(loaded.map, std::move(loaded.materials));
    // From outside the ±128 room, looking down at all of it.
    Frame f{.camera = default_camera(loaded.map)};
    f.camera.position = {0, -300, 200};
    f.camera.pitch = 30;
    f.camera.yaw = 90;
    f.debug = {.leaf_bounds = true, .entity_markers = true, .light_probes = true};
    for (int m = 0; m < kViewModeCount; ++m) {
        f.settings.mode = ViewMode(m);
        const Picture p = draw(scene, loaded.map, f);
        EXPECT_GT(p.frame.draw.triangles, 0u) << view_mode_name(ViewMode(m));
        EXPECT_EQ(p.frame.draw.triangles, scene.visible().triangle_count) << view_mode_name(ViewMode(m));
        EXPECT_EQ(scene.visible().pvs_rejected_leaves, 0u);
    }
}

// The command line end to end: new switches, --pick's face record, the frozen flag.
TEST(DebugViewsCli, SwitchesPickAndFreeze) {
    BSPTEST_REQUIRE_PATH(bsptest::openarena_dir() / "pak6-patch088.pk3");
    const bsptest::TempDir dir("debug-cli");
    const auto out = dir / "shot.png";
    std::string output;
    const std::string cmd = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " --game-dir " +
                            bsptest::openarena_dir().string() + " maps/oa_thor.bsp --screenshot " + out.string() +
                            " --size 160x90 --stats --view vertex --wireframe-overlay --show-leaf-bounds "
                            "--show-entities --freeze-at 1088,272,3,0,0 --pick 80,80 2>/dev/null";
    ASSERT_EQ(bsptest::run_command(cmd, &output), 0) << output;
    for (const char* key : {"\"frozen\":true", "\"pick\":{", "\"face_index\"", "\"atlas_rect\"",
                            "\"pvs_rejected_leaves\"", "\"frustum_rejected_leaves\"", "\"view\":\"vertex\""})
        EXPECT_NE(output.find(key), std::string::npos) << key << " missing from: " << output;
}

// A click within a few pixels of a marker takes the marker, not the ceiling behind it
// (with the markers shown; without them the same pixel picks the face), and --mouse over
// it labels it in the picture.
TEST(DebugViewsCli, PickTakesTheEntityMarkerBeforeTheFaceBehindIt) {
    BSPTEST_REQUIRE_PATH(bsptest::openarena_dir() / "pak6-patch088.pk3");
    const bsptest::TempDir dir("marker-pick");
    const std::string base = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " --game-dir " +
                             bsptest::openarena_dir().string() + " maps/oa_thor.bsp --size 1024x640 --stats ";
    std::string output;
    // The target_position's marker is at about (285, 83) from the spawn; 3 px off still takes it.
    ASSERT_EQ(bsptest::run_command(base + "--screenshot " + (dir / "m.png").string() +
                                       " --show-entities --pick 288,86 2>/dev/null",
                                   &output),
              0)
        << output;
    EXPECT_NE(output.find("\"pick_entity\":{\"index\":221,\"classname\":\"target_position\",\"targetname\":"
                          "\"target_position18\"}"),
              std::string::npos)
        << output;
    EXPECT_NE(output.find("\"pick\":null"), std::string::npos) << "no face taken as well: " << output;
    ASSERT_EQ(bsptest::run_command(base + "--screenshot " + (dir / "f.png").string() + " --pick 288,86 2>/dev/null",
                                   &output),
              0)
        << output;
    EXPECT_NE(output.find("\"pick_entity\":null"), std::string::npos) << output;
    EXPECT_NE(output.find("\"pick\":{"), std::string::npos) << output;
    // Hovered, it is labelled: the label changes the picture next to the pointer.
    const auto plain = dir / "plain.png", hovered = dir / "hovered.png";
    ASSERT_EQ(bsptest::run_command(base + "--show-entities --overlay none --mouse 600,600 --screenshot " +
                                       plain.string() + " >/dev/null 2>&1", &output),
              0);
    ASSERT_EQ(bsptest::run_command(base + "--show-entities --overlay none --mouse 288,86 --screenshot " +
                                       hovered.string() + " >/dev/null 2>&1", &output),
              0);
    EXPECT_NE(bsptest::read_file(plain), bsptest::read_file(hovered));
    // The marker's answer, as --stats gives it for --mouse.
    ASSERT_EQ(bsptest::run_command(base + "--show-entities --mouse 288,86 --screenshot " + hovered.string() +
                                       " 2>/dev/null", &output),
              0);
    EXPECT_NE(output.find("\"mouse_hover\":{\"entity\":221,\"missing_texture\":\"\"}"), std::string::npos) << output;
}

// A face whose texture was not found is drawn grey x light; resting the pointer on it
// names the texture (the map opened without its game's files: every texture is missing).
TEST(DebugViewsCli, PointerOnAMissingTextureNamesIt) {
    const auto map = bsptest::shared_maps_dir() / "q3/nexuiz-aggressor.bsp";
    BSPTEST_REQUIRE_PATH(map);
    const bsptest::TempDir dir("missing-hover");
    const std::string base = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " + map.string() +
                             " --size 1280x720 --stats --mouse 640,500 --screenshot ";
    std::string output;
    ASSERT_EQ(bsptest::run_command(base + (dir / "h.png").string() + " 2>/dev/null", &output), 0) << output;
    EXPECT_NE(output.find("\"mouse_hover\":{\"entity\":-1,\"missing_texture\":\"textures/trak4/tile1\"}"),
              std::string::npos)
        << output;
}

}  // namespace

namespace {

// --overlay draws the ImGui panels into the PNG: it must change the picture.
TEST(DebugViewsCli, OverlayPanelsAppearInTheScreenshot) {
    BSPTEST_REQUIRE_PATH(bsptest::openarena_dir() / "pak6-patch088.pk3");
    const bsptest::TempDir dir("overlay");
    const auto plain = dir / "plain.png";
    const auto panels = dir / "panels.png";
    const std::string base = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " --game-dir " +
                             bsptest::openarena_dir().string() + " maps/oa_thor.bsp --size 320x180 --screenshot ";
    std::string output;
    ASSERT_EQ(bsptest::run_command(base + plain.string() + " 2>/dev/null", &output), 0) << output;
    ASSERT_EQ(bsptest::run_command(base + panels.string() + " --overlay all --pick 160,150 2>/dev/null", &output), 0)
        << output;
    EXPECT_NE(bsptest::read_file(plain), bsptest::read_file(panels));
}

}  // namespace

namespace {

// Every panel on maps unlike oa_thor: external lightmaps (nexuiz-aggressor), a
// GoldSrc and a Quake 1 map, a Source map with static props (the entities panel's
// tab bar), and a crafted map with neither visdata nor lightmaps.
// Each must draw (exit 0, the panels change the picture) and pick a surface.
TEST(DebugViewsCli, OverlayPanelsOnOtherKindsOfMap) {
    const bsptest::TempDir tmp("overlay-other");
    const auto bare = tmp / "bare_room.bsp";
    write_bare_room(bare);
    // The bare room is seen from outside (its spawn looks past its few faces); the
    // pick lands on its small floor quad.
    std::vector<std::pair<std::filesystem::path, std::string>> maps = {
        {bare, " --pos 0,-300,200 --angles 30,90 --pick 305,207"}};
    for (const char* shared : {"q3/nexuiz-aggressor.bsp", "goldsrc/allocblock-in-bsp-texture-test.bsp",
                               "q1/lq-start.bsp", "source/bsp_tool-tf2-test2.bsp"}) {
        const auto p = bsptest::shared_maps_dir() / shared;
        if (bsptest::have(p)) maps.emplace_back(p, " --pick 320,200");
        else std::cout << "skipping " << p << ": not found (needs ../shared/maps)\n";
    }
    const auto plain = tmp / "bspview_overlay_other_plain.png", panels = tmp / "bspview_overlay_other_panels.png";
    for (const auto& [map, camera] : maps) {
        SCOPED_TRACE(map.string());
        const std::string base = "SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " + map.string() +
                                 camera + " --size 640x360 --screenshot ";
        std::string output;
        // The pick is of the whole picture; with --overlay the panels dock around a
        // smaller one, which the pick then lands in or misses.
        ASSERT_EQ(bsptest::run_command(base + plain.string() + " --stats 2>/dev/null", &output), 0) << output;
        EXPECT_NE(output.find("\"pick\":{"), std::string::npos) << "no surface picked: " << output;
        ASSERT_EQ(bsptest::run_command(base + panels.string() + " --overlay all --stats 2>/dev/null", &output), 0)
            << output;
        EXPECT_NE(bsptest::read_file(plain), bsptest::read_file(panels));
    }
}

}  // namespace

// The viewer's lightmap set switch (SetLightmapSet, the Lightmaps panel's buttons):
// the session reloads the map on screen with the other set and keeps the camera,
// the selection and the frozen visibility; a later map opens with the set chosen.
// Needs GL (the reload uploads) and the shared Source maps; skipped without them.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "render/render_support.h"
#include "session/map_session.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;

// Runs the session's per-frame step until a load has ended; true when it put a map on screen.
bool wait_for_map(MapSession& session) {
    bool shown = false;
    for (int i = 0; i < 4000 && (session.loading() || !shown); ++i) {
        shown |= session.finish_load();
        if (!session.loading() && !shown && !session.error().empty()) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return shown;
}

TEST(LightmapSetSwitch, ReloadsWithTheOtherSetAndKeepsTheView) {
    const auto lobby = bsptest::shared_maps_dir() / "source/bsp_tool-tf2-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(lobby);
    std::string error;
    if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;

    MapSession session({}, 0, ViewState{});
    session.open(lobby.string());
    ASSERT_TRUE(wait_for_map(session)) << session.error();
    ASSERT_NE(session.shown(), nullptr);
    EXPECT_EQ(session.shown()->map().lightmap_set, "ldr");
    EXPECT_EQ(session.shown()->map().lightmap_sets, (std::vector<std::string>{"ldr", "hdr"}));

    session.view().camera.position = {12, 34, 56};
    session.view().camera.yaw = 77;
    session.apply(SelectSurface{3});
    session.view().frozen = true;
    const Map* before = &session.shown()->map();

    EXPECT_TRUE(session.apply(SetLightmapSet{LightmapSet::Hdr}));
    EXPECT_TRUE(session.loading());
    EXPECT_EQ(session.ui_state().viewer.lightmaps, LightmapSet::Hdr);
    ASSERT_TRUE(wait_for_map(session)) << session.error();
    EXPECT_NE(&session.shown()->map(), before);
    EXPECT_EQ(session.shown()->map().lightmap_set, "hdr");
    EXPECT_EQ(session.view().camera.position, glm::vec3(12, 34, 56));
    EXPECT_EQ(session.view().camera.yaw, 77);
    EXPECT_EQ(session.view().render.selected_surface, 3);
    EXPECT_TRUE(session.view().frozen);

    // The set on screen already: nothing to reload.
    EXPECT_TRUE(session.apply(SetLightmapSet{LightmapSet::Hdr}));
    EXPECT_FALSE(session.loading());

    // A map opened later uses the chosen set; its camera is its own again.
    const auto momentum = bsptest::shared_maps_dir() / "source/bsp_tool-momentum-mp_lobby.bsp";
    BSPTEST_REQUIRE_PATH(momentum);
    session.open(momentum.string());
    ASSERT_TRUE(wait_for_map(session)) << session.error();
    EXPECT_EQ(session.shown()->map().lightmap_set, "hdr");
    EXPECT_NE(session.view().camera.position, glm::vec3(12, 34, 56));
    EXPECT_EQ(session.view().render.selected_surface, -1);
    EXPECT_FALSE(session.view().frozen);
}

TEST(LightmapSetSwitch, WithoutAMapTheSetIsKeptForTheNextLoad) {
    MapSession session({}, 0, ViewState{}, LightmapSet::Ldr);
    EXPECT_EQ(session.ui_state().viewer.lightmaps, LightmapSet::Ldr);
    EXPECT_TRUE(session.apply(SetLightmapSet{LightmapSet::Hdr}));
    EXPECT_FALSE(session.loading());
    EXPECT_EQ(session.ui_state().viewer.lightmaps, LightmapSet::Hdr);
}

}  // namespace

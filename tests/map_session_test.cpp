// The viewer's MapSession without GL: the commands of the menus, status bar and
// dialogs, a failed background load, and an archive with several maps. (Putting a
// loaded map on screen uploads it, which the render tests and the viewer's
// --frames smoke test cover.)
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "session/map_session.h"
#include "support/test_maps.h"

namespace {

using namespace bsp;

// Runs the session's per-frame step until the background load has ended.
void wait_for_load(MapSession& session) {
    for (int i = 0; i < 2000 && session.loading(); ++i) {
        EXPECT_FALSE(session.finish_load());
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    EXPECT_FALSE(session.finish_load());
}

TEST(MapSession, DialogAndErrorCommands) {
    MapSession session({}, 4, ViewState{});
    EXPECT_FALSE(session.ui_state().viewer.open_dialog);
    EXPECT_TRUE(session.apply(ShowOpenDialog{true}));
    EXPECT_TRUE(session.ui_state().viewer.open_dialog);
    EXPECT_TRUE(session.apply(ShowOpenDialog{false}));
    EXPECT_FALSE(session.ui_state().viewer.open_dialog);

    // No map on screen: the level is kept for the next load.
    EXPECT_TRUE(session.apply(SetPatchLevel{7}));
    EXPECT_EQ(session.ui_state().viewer.patch_level, 7);

    // View commands go on to the ViewState; the app's own come back unapplied.
    EXPECT_TRUE(session.apply(TogglePanel{Panel::Help}));
    EXPECT_TRUE(session.ui_state().panel_open(Panel::Help));
    EXPECT_FALSE(session.apply(Quit{}));
    EXPECT_FALSE(session.apply(SetVsync{false}));
    EXPECT_FALSE(session.apply(CopyText::of("x")));
}

TEST(MapSession, FailedLoadShowsItsErrorUntilDismissed) {
    MapSession session({}, 0, ViewState{});
    EXPECT_TRUE(session.apply(OpenMap{"no/such/map.bsp"}));
    // No check of loading() here: the worker may already have failed (a missing
    // file fails within microseconds), which made such a check flaky.
    wait_for_load(session);
    EXPECT_FALSE(session.loading());
    EXPECT_EQ(session.shown(), nullptr);
    EXPECT_NE(session.error().find("no/such/map.bsp"), std::string::npos) << session.error();
    const UiState ui = session.ui_state();
    EXPECT_EQ(ui.viewer.error, session.error());
    EXPECT_FALSE(ui.viewer.loading);
    EXPECT_EQ(ui.map, nullptr);
    EXPECT_EQ(session.last_request(), "no/such/map.bsp");

    EXPECT_TRUE(session.apply(DismissError{}));
    EXPECT_TRUE(session.error().empty());
}

// The Open dialog closes when a map loads (the viewer's app test drops one), not when
// a load fails; the game dirs set for the next load are what the dialog shows while
// no map is on screen, and the load started takes them.
TEST(MapSession, AFailedLoadKeepsTheOpenDialogAndTakesTheGameDirsSet) {
    MapSession session({"/from/the/command/line"}, 0, ViewState{});
    EXPECT_EQ(session.shown_game_dirs(), std::vector<std::string>{"/from/the/command/line"});
    session.set_game_dirs({"/a", "/b"});
    EXPECT_EQ(session.shown_game_dirs(), (std::vector<std::string>{"/a", "/b"}));
    EXPECT_TRUE(session.apply(ShowOpenDialog{true}));
    EXPECT_TRUE(session.apply(OpenMap{"no/such/map.bsp"}));
    wait_for_load(session);
    EXPECT_NE(session.error().find("/a"), std::string::npos) << "the load mounted the dirs set: " << session.error();
    EXPECT_TRUE(session.ui_state().viewer.open_dialog);
    session.reload();  // nothing on screen to reload
    EXPECT_FALSE(session.loading());
}

TEST(MapSession, ArchiveWithSeveralMapsAsksWhichOne) {
    const auto pk3 = bsptest::openarena_dir() / "pak6-patch088.pk3";
    BSPTEST_REQUIRE_PATH(pk3);
    MapSession session({}, 0, ViewState{});
    session.open(pk3.string());
    EXPECT_FALSE(session.loading());
    const UiState ui = session.ui_state();
    ASSERT_NE(ui.viewer.archive_choice, nullptr);
    EXPECT_EQ(ui.viewer.archive_choice->archive, pk3.string());
    EXPECT_GT(ui.viewer.archive_choice->maps.size(), 1u);
    for (const std::string& m : ui.viewer.archive_choice->maps) EXPECT_EQ(m.rfind("maps/", 0), 0u) << m;

    EXPECT_TRUE(session.apply(CloseArchiveChoice{}));
    EXPECT_EQ(session.ui_state().viewer.archive_choice, nullptr);
}

}  // namespace

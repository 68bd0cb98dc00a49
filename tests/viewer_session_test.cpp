// The viewer as a level designer uses it over several runs (issue 14, "Session"), in
// the real window driven by --events, with the config and data folders in a temporary
// folder (the user's own are never touched): a bookmark saved in one run is there in
// the next and --bookmark starts at it; the fly speed goes back to the map's run speed
// when another map opens; the Open dialog of an empty start closes once a dropped map
// loads; game dirs remembered for a map's folder load with it (those since removed left
// out with a warning), unless --game-dir says otherwise; recent maps keep the game dirs
// they were opened with.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/test_maps.h"

namespace {

namespace fs = std::filesystem;

// Absolute and normalised, as the viewer remembers maps.
fs::path q3_lobby() {
    return fs::absolute(bsptest::shared_maps_dir() / "q3" / "bsp_tool-mp_lobby.bsp").lexically_normal();
}
fs::path q1_lobby() { return bsptest::shared_maps_dir() / "q1" / "bsp_tool-mp_lobby.bsp"; }

class ViewerSession : public ::testing::Test {
protected:
    void SetUp() override {
        home_ = fs::temp_directory_path() /
                ("bspview-session-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(home_);
        fs::create_directories(home_);
    }
    void TearDown() override { fs::remove_all(home_); }

    // Runs the viewer with `arguments` and `script`; fills `reports` with its "session:" lines.
    int run(const std::string& arguments, const std::string& script, std::vector<std::string>& reports,
            std::string* output = nullptr) {
        std::string out;
        const int code = bsptest::run_command(
            "XDG_CONFIG_HOME='" + (home_ / "config").string() + "' XDG_DATA_HOME='" + (home_ / "data").string() +
                "' SDL_VIDEODRIVER=offscreen timeout 120 " + bsptest::bspview_binary() + " " + arguments +
                " --size 640x480 --events '" + script + "'",
            &out);
        std::istringstream lines(out);
        for (std::string line; std::getline(lines, line);)
            if (line.rfind("session: ", 0) == 0) reports.push_back(line.substr(9));
        if (output) *output = out;
        return code;
    }

    std::string config_file(const std::string& name) const {
        std::ifstream in(home_ / "config" / "bspview" / name);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }

    fs::path home_;
};

TEST_F(ViewerSession, ABookmarkSavedInOneRunIsThereInTheNext) {
    BSPTEST_REQUIRE_PATH(q3_lobby());
    std::vector<std::string> r;
    std::string out;
    // Ctrl+B opens the Bookmarks window with a name filled in; Enter saves the view and
    // closes it (then Ctrl+Q reaches the view again).
    ASSERT_EQ(run(q3_lobby().string() + " --pos 100,-200,64 --angles 10,45",
                  "frames 2; report; key ctrl+b; key return; frames 10; report; "
                  "key ctrl+q",
                  r, &out),
              0)
        << out;
    ASSERT_EQ(r.size(), 2u) << out;
    EXPECT_NE(r[0].find("bookmarks=0"), std::string::npos) << r[0];
    EXPECT_NE(r[1].find("bookmarks=1"), std::string::npos) << r[1];
    EXPECT_EQ(config_file("bookmarks.txt"),
              q3_lobby().string() + "\tview 1\t100.00 -200.00 64.00 10.00 45.00 90.0\n");

    // The next run lists it, and --bookmark starts there instead of at the spawn point.
    r.clear();
    ASSERT_EQ(run(q3_lobby().string() + " --bookmark 'view 1'", "frames 2; report; key ctrl+q", r, &out), 0) << out;
    ASSERT_EQ(r.size(), 1u) << out;
    EXPECT_NE(r[0].find("bookmarks=1"), std::string::npos) << r[0];
    EXPECT_NE(r[0].find("camera=100,-200,64"), std::string::npos) << r[0];

    // A name the map has no bookmark for: a warning naming the ones it has, the spawn view.
    r.clear();
    ASSERT_EQ(run(q3_lobby().string() + " --bookmark nowhere", "frames 1; report; key ctrl+q", r, &out), 0) << out;
    EXPECT_NE(out.find("has no bookmark 'nowhere' (its bookmarks: view 1)"), std::string::npos) << out;
    ASSERT_EQ(r.size(), 1u) << out;
    EXPECT_EQ(r[0].find("camera=100,-200,64"), std::string::npos) << r[0];
}

TEST_F(ViewerSession, ADamagedBookmarksFileIsAWarning) {
    BSPTEST_REQUIRE_PATH(q3_lobby());
    fs::create_directories(home_ / "config" / "bspview");
    std::ofstream(home_ / "config" / "bspview" / "bookmarks.txt")
        << q3_lobby().string() << "\tgood\t1 2 3 0 0 90\n\x01\x02junk\n" << q3_lobby().string() << "\tbad\t1 2\n";
    std::vector<std::string> r;
    std::string out;
    ASSERT_EQ(run(q3_lobby().string(), "frames 1; report; key ctrl+q", r, &out), 0) << out;
    EXPECT_NE(out.find("bookmarks.txt:2: "), std::string::npos) << out;
    EXPECT_NE(out.find("bookmarks.txt:3: "), std::string::npos) << out;
    ASSERT_EQ(r.size(), 1u) << out;
    EXPECT_NE(r[0].find("bookmarks=1"), std::string::npos) << r[0];
}

TEST_F(ViewerSession, SpeedResetsAndTheOpenDialogClosesWhenAMapOpens) {
    BSPTEST_REQUIRE_PATH(q3_lobby());
    BSPTEST_REQUIRE_PATH(q1_lobby());
    std::vector<std::string> r;
    std::string out;
    // An empty start shows the Open dialog; a dropped map closes it. Three wheel notches
    // up make 320 * 1.25^3 = 625; the next map (another format) flies at 320 again.
    ASSERT_EQ(run("", "frames 2; report; drop " + q3_lobby().string() + "; frames 2; report; wheel 3; frames 1; "
                  "report; drop " + q1_lobby().string() + "; frames 2; report; key ctrl+q",
                  r, &out),
              0)
        << out;
    ASSERT_EQ(r.size(), 4u) << out;
    EXPECT_EQ(r[0].rfind("speed=320 bookmarks=0 open_dialog=1 ", 0), 0u) << r[0];
    EXPECT_EQ(r[1].rfind("speed=320 bookmarks=0 open_dialog=0 ", 0), 0u) << r[1];
    EXPECT_EQ(r[2].rfind("speed=625 ", 0), 0u) << r[2];
    EXPECT_EQ(r[3].rfind("speed=320 ", 0), 0u) << r[3];
}

TEST_F(ViewerSession, GameDirsRememberedForAFolderUnlessTheCommandLineGivesOthers) {
    BSPTEST_REQUIRE_PATH(q3_lobby());
    const fs::path games = home_ / "games";
    fs::create_directories(games / "one");
    fs::create_directories(games / "two");
    fs::create_directories(home_ / "config" / "bspview");
    std::ofstream(home_ / "config" / "bspview" / "game_dirs.txt")
        << q3_lobby().parent_path().string() << "\t" << (games / "one").string() << "\t" << (games / "gone").string()
        << "\t" << (games / "two").string() << "\n";
    std::vector<std::string> r;
    std::string out;
    ASSERT_EQ(run(q3_lobby().string(), "frames 1; report; key ctrl+q", r, &out), 0) << out;
    ASSERT_EQ(r.size(), 1u) << out;
    EXPECT_NE(r[0].find("game_dirs=2"), std::string::npos) << "a remembered folder that is gone is left out: " << r[0];
    EXPECT_NE(out.find("remembered game dir " + (games / "gone").string() + " is no folder"), std::string::npos) << out;
    // File › Recent keeps the map with the game dirs it was opened with.
    std::ifstream recent(home_ / "data" / "bspview" / "bspview" / "recent.txt");
    std::string line;
    std::getline(recent, line);
    EXPECT_EQ(line, q3_lobby().string() + "\t" + (games / "one").string() + "\t" + (games / "two").string());

    r.clear();
    ASSERT_EQ(run(q3_lobby().string() + " --game-dir " + (games / "one").string(), "frames 1; report; key ctrl+q", r,
                  &out),
              0)
        << out;
    ASSERT_EQ(r.size(), 1u) << out;
    EXPECT_NE(r[0].find("game_dirs=1"), std::string::npos) << "--game-dir wins for its run: " << r[0];
}

}  // namespace

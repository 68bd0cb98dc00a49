// The real window driven with synthetic input (--events pushes SDL events into the
// viewer's own queue, through the same handling a person's keys and clicks take),
// offscreen: issue 14's focus rules (Tab looks around without reaching a panel, one
// Esc gives the mouse back, Ctrl+Q quits), a click on a panel that must not pick,
// and issue 13's camera path recording (F10) replayed by --bench --path.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/test_maps.h"

namespace {

namespace fs = std::filesystem;

fs::path small_map() { return bsptest::shared_maps_dir() / "q3" / "bsp_tool-mp_lobby.bsp"; }

// Runs the viewer on the small map with `script`; returns the exit code and fills
// `reports` with the lines of its `report` steps.
int run_window(const std::string& script, std::vector<std::string>& reports, const fs::path& cwd = {},
               const std::string& prefix = "events: ", const std::string& options = "") {
    std::string out;
    const std::string cd = cwd.empty() ? "" : "cd '" + cwd.string() + "' && ";
    const int code = bsptest::run_command(cd + "SDL_VIDEODRIVER=offscreen timeout 120 " + bsptest::bspview_binary() +
                                              " " + small_map().string() + " --size 800x600 " + options + " --events '" + script + "'",
                                          &out);
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind(prefix, 0) == 0) reports.push_back(line.substr(prefix.size()));
    return code;
}

}  // namespace

TEST(WindowInput, TabLooksEscReleasesCtrlQQuits) {
    BSPTEST_REQUIRE_PATH(small_map());
    std::vector<std::string> r;
    // No --frames: only Ctrl+Q ends this run (the timeout would say 124).
    ASSERT_EQ(run_window("frames 3; report; key tab; frames 2; report; key esc; frames 2; report; key ctrl+q", r), 0);
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(r[0], "looking=0 ui_keyboard=0 selected=-1 recording=-1 entity=-1 hovered=-1");
    EXPECT_EQ(r[1], "looking=1 ui_keyboard=0 selected=-1 recording=-1 entity=-1 hovered=-1") << "Tab looks around; no panel took the keys";
    EXPECT_EQ(r[2], "looking=0 ui_keyboard=0 selected=-1 recording=-1 entity=-1 hovered=-1") << "one Esc gives the mouse back";
}

TEST(WindowInput, ClickInTheViewPicksAndOnAPanelDoesNot) {
    BSPTEST_REQUIRE_PATH(small_map());
    std::vector<std::string> r;
    // The middle of the view picks a face; Backspace clears it; a click on the menu
    // bar (a panel of the UI) is the UI's, not a pick.
    ASSERT_EQ(run_window("frames 3; click 400,300; frames 2; report; key backspace; frames 1; click 12,8; frames 2; "
                         "report; key ctrl+q",
                         r),
              0);
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].find("selected=-1"), std::string::npos) << r[0];
    EXPECT_NE(r[1].find("selected=-1"), std::string::npos) << r[1];
}

TEST(WindowInput, F10RecordsACameraPathThatBenchReplays) {
    BSPTEST_REQUIRE_PATH(small_map());
    const fs::path dir = fs::temp_directory_path() / "bspview-record-path";
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::vector<std::string> r;
    ASSERT_EQ(run_window("frames 2; key F10; frames 10; report; key F10; frames 2; report; key ctrl+q", r, dir), 0);
    ASSERT_EQ(r.size(), 2u);
    EXPECT_NE(r[0].find("recording=1"), std::string::npos) << r[0];  // 10 or 11 frames so far
    EXPECT_NE(r[1].find("recording=-1"), std::string::npos) << r[1];
    std::vector<fs::path> files;
    for (const fs::directory_entry& e : fs::directory_iterator(dir)) files.push_back(e.path());
    ASSERT_EQ(files.size(), 1u);
    EXPECT_EQ(files[0].filename().string().rfind("bspview-path-bsp_tool-mp_lobby-", 0), 0u) << files[0];
    std::ifstream in(files[0]);
    std::string first;
    std::getline(in, first);
    EXPECT_EQ(first.rfind("# bspview camera path: ", 0), 0u) << first;
    int cameras = 0;
    for (std::string line; std::getline(in, line);) cameras += !line.empty();
    EXPECT_GE(cameras, 10);
    std::string out;
    ASSERT_EQ(bsptest::run_command("SDL_VIDEODRIVER=offscreen " + bsptest::bspview_binary() + " " +
                                       small_map().string() + " --bench --size 64x64 --path " + files[0].string(),
                                   &out),
              0)
        << out;
    EXPECT_NE(out.find("\"frames\":" + std::to_string(cameras) + ","), std::string::npos) << out;
    fs::remove_all(dir);
}

// H hides everything the overlay draws (the picture alone, as the engine shows it:
// what the comparison with ioquake3 measures), H again or a panel key brings it back;
// --hide-interface starts hidden.
TEST(WindowInput, HHidesTheInterfaceAndAPanelKeyShowsIt) {
    BSPTEST_REQUIRE_PATH(small_map());
    std::vector<std::string> r;
    ASSERT_EQ(run_window("frames 3; report; key h; frames 2; report; key h; frames 2; report; key h; frames 1; "
                         "key ctrl+1; frames 2; report; key ctrl+q",
                         r, {}, "ui: "),
              0);
    ASSERT_EQ(r.size(), 4u);
    EXPECT_EQ(r[0].rfind("hidden=0 vertices=", 0), 0u) << r[0];
    EXPECT_NE(r[0], "hidden=0 vertices=0") << "the menu, panels and status bar draw";
    // Nothing over the picture but, for a few seconds, the hint "H shows the interface".
    ASSERT_EQ(r[1].rfind("hidden=1 vertices=", 0), 0u) << r[1];
    EXPECT_LT(std::stoi(r[1].substr(18)), 200) << "the hint alone: " << r[1];
    EXPECT_EQ(r[2].rfind("hidden=0", 0), 0u) << r[2];
    EXPECT_EQ(r[3].rfind("hidden=0", 0), 0u) << "Ctrl+1 (Lumps) shows the interface with its panel: " << r[3];
    std::vector<std::string> started;
    ASSERT_EQ(run_window("frames 3; report; key ctrl+q", started, {}, "ui: ", "--hide-interface"), 0);
    ASSERT_EQ(started.size(), 1u);
    ASSERT_EQ(started[0].rfind("hidden=1 vertices=", 0), 0u) << started[0];
    EXPECT_LT(std::stoi(started[0].substr(18)), 200) << started[0];
}

// Esc also brings the interface back (the hint says H; a person may try Esc first).
TEST(WindowInput, EscShowsTheHiddenInterface) {
    BSPTEST_REQUIRE_PATH(small_map());
    std::vector<std::string> r;
    ASSERT_EQ(run_window("frames 3; key h; frames 2; report; key esc; frames 2; report; key ctrl+q", r, {}, "ui: "), 0);
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].rfind("hidden=1", 0), 0u) << r[0];
    EXPECT_EQ(r[1].rfind("hidden=0", 0), 0u) << r[1];
}

// Issue 33's typing rules: a text field that opens takes the keyboard at once, even
// for keys typed before its window has drawn (Ctrl+O and the path in one burst, as
// xdotool or a fast typist sends them); while it has the keyboard no shortcut fires
// (digits toggle switches, H hides the interface, WASD fly); quick taps inside it
// (Ctrl+A, Enter) are not lost; every dialog closes with Esc. Before, the path field
// did not take the keyboard, so typing a path toggled culling and hid the interface.
TEST(WindowInput, TypingIntoTextFieldsChangesNothingElse) {
    BSPTEST_REQUIRE_PATH(small_map());
    const fs::path home = fs::temp_directory_path() / "bspview-typing";
    fs::remove_all(home);
    fs::create_directories(home);
    std::string out;
    const std::string script =
        "frames 3; report; "
        "key ctrl+o; type w1h4 wasd/x; frames 40; report; key esc; frames 3; report; "
        "key ctrl+b; type hWd 12; key ctrl+a; type kept name; key return; frames 40; report; "
        "key ctrl+g; type 1234 h d f; frames 40; report; key esc; frames 3; report; "
        "key h; frames 2; report; key ctrl+q";
    ASSERT_EQ(bsptest::run_command("XDG_CONFIG_HOME='" + (home / "config").string() + "' XDG_DATA_HOME='" +
                                       (home / "data").string() + "' SDL_VIDEODRIVER=offscreen timeout 120 " +
                                       bsptest::bspview_binary() + " " + small_map().string() +
                                       " --size 800x600 --events '" + script + "'",
                                   &out),
              0)
        << out;
    // Per report: the "session:", "ui:" and "keys:" lines.
    struct Report {
        std::string session, ui, keys;
    };
    std::vector<Report> r;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("session: ", 0) == 0) r.push_back({line.substr(9), "", ""});
        else if (!r.empty() && line.rfind("ui: ", 0) == 0) r.back().ui = line.substr(4);
        else if (!r.empty() && line.rfind("keys: ", 0) == 0) r.back().keys = line.substr(6);
    }
    ASSERT_EQ(r.size(), 7u) << out;
    // What no typed key may change: the camera, the switches, the panels, the view mode
    // and the angles; and the interface stays shown.
    auto camera = [](const Report& x) { return x.session.substr(x.session.find("camera=")); };
    auto state = [](const Report& x) { return x.keys.substr(0, x.keys.find(" text_field=")); };
    for (size_t i = 1; i < 6; ++i) {
        SCOPED_TRACE("report " + std::to_string(i));
        EXPECT_EQ(camera(r[i]), camera(r[0]));
        EXPECT_EQ(state(r[i]), state(r[0]));
        EXPECT_EQ(r[i].ui.rfind("hidden=0", 0), 0u) << r[i].ui;
    }
    EXPECT_NE(r[1].session.find("open_dialog=1"), std::string::npos) << r[1].session;
    EXPECT_NE(r[1].keys.find("text_field=1"), std::string::npos) << "the path field has the keyboard: " << r[1].keys;
    EXPECT_NE(r[2].session.find("open_dialog=0"), std::string::npos) << "Esc closes Open map: " << r[2].session;
    EXPECT_NE(r[3].session.find("bookmarks=1"), std::string::npos) << r[3].session;
    EXPECT_NE(r[3].keys.find("bookmarks_window=0"), std::string::npos) << "Enter adds and closes: " << r[3].keys;
    EXPECT_NE(r[4].keys.find("text_field=1 bookmarks_window=0 game_dirs_dialog=1"), std::string::npos) << r[4].keys;
    EXPECT_NE(r[5].keys.find("text_field=0 bookmarks_window=0 game_dirs_dialog=0"), std::string::npos)
        << "Esc closes Game directories: " << r[5].keys;
    EXPECT_EQ(r[6].ui.rfind("hidden=1", 0), 0u) << "with every field closed, H is a shortcut again: " << r[6].ui;
    // Ctrl+A selected the name typed over the filled-in one; what followed replaced it.
    std::ifstream bookmarks(home / "config" / "bspview" / "bookmarks.txt");
    std::string line;
    std::getline(bookmarks, line);
    EXPECT_NE(line.find("\tkept name\t"), std::string::npos) << line;
    fs::remove_all(home);
}

// The camera tools (issue 33): ] and [ widen and narrow the field of view in 5 degree
// steps within 30..150; Home goes to the next player start; the wheel changes the fly
// speed and Backspace with nothing selected brings back the map's run speed; M then
// two clicks on surfaces measure the distance between them, in map units and metres
// by the map's scale (Quake 3: 32 units to the metre).
TEST(WindowInput, CameraToolsFovSpawnSpeedAndMeasure) {
    BSPTEST_REQUIRE_PATH(small_map());
    std::vector<std::string> r;
    ASSERT_EQ(run_window("frames 3; report; key ]; key ]; frames 2; report; key [; frames 2; report; "
                         "wheel 3; frames 2; report; key backspace; frames 2; report; "
                         "key m; frames 2; click 300,450; frames 2; report; click 500,450; frames 2; report; "
                         "key m; frames 2; report; key home; frames 2; report; key ctrl+q",
                         r, {}, "tools: "),
              0);
    ASSERT_EQ(r.size(), 9u);
    auto field = [](const std::string& line, const std::string& name) {
        const size_t at = line.find(name + "=");
        return at == std::string::npos ? std::string() : line.substr(at + name.size() + 1, line.find(' ', at) - at - name.size() - 1);
    };
    EXPECT_EQ(field(r[0], "fov"), "90") << r[0];
    EXPECT_EQ(field(r[1], "fov"), "100") << r[1];
    EXPECT_EQ(field(r[2], "fov"), "95") << r[2];
    const std::string run_speed = field(r[0], "speed");
    EXPECT_NE(field(r[3], "speed"), run_speed) << "the wheel changes the speed";
    EXPECT_EQ(field(r[4], "speed"), run_speed) << "Backspace with nothing selected: the run speed again";
    EXPECT_EQ(field(r[5], "measuring"), "1") << r[5];
    EXPECT_EQ(field(r[5], "points"), "1") << r[5];
    EXPECT_EQ(field(r[6], "points"), "2") << r[6];
    const float units = std::stof(field(r[6], "units")), metres = std::stof(field(r[6], "metres"));
    EXPECT_GT(units, 1.0f) << r[6];
    EXPECT_NEAR(metres, units / 32.0f, 0.01f) << r[6];
    EXPECT_EQ(field(r[7], "measuring"), "0") << r[7];
    EXPECT_EQ(field(r[7], "points"), "0") << r[7];
    EXPECT_EQ(field(r[8], "fov"), "95") << "Home keeps the field of view: " << r[8];
}


// File › Browse maps (issue 33): Ctrl+Shift+O lists the maps beside the one on screen
// (../shared/maps/q3 holds two) with the shown one selected; Down selects the next;
// typing filters them
// without a shortcut firing; Enter opens the one left; Ctrl+O alone is still Open map.
TEST(WindowInput, MapBrowserFiltersAndEnterOpens) {
    BSPTEST_REQUIRE_PATH(small_map());
    BSPTEST_REQUIRE_PATH(small_map().parent_path() / "nexuiz-aggressor.bsp");
    std::string out;
    const std::string script =
        "frames 3; report; key ctrl+shift+o; frames 30; report; key down; frames 3; report; key up; "
        "type aggr1356h; frames 40; report; "
        "key backspace; key backspace; key backspace; key backspace; key backspace; frames 40; report; "
        "key return; frames 5; report; key ctrl+o; frames 5; report; key esc; frames 2; key ctrl+q";
    ASSERT_EQ(bsptest::run_command("XDG_CONFIG_HOME=/nonexistent SDL_VIDEODRIVER=offscreen timeout 120 " +
                                       bsptest::bspview_binary() + " " + small_map().string() +
                                       " --size 800x600 --events '" + script + "'",
                                   &out),
              0)
        << out;
    std::vector<std::string> browser, keys, session;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("browser: ", 0) == 0) browser.push_back(line.substr(9));
        if (line.rfind("keys: ", 0) == 0) keys.push_back(line.substr(6, line.find(" text_field=") - 6));
        if (line.rfind("session: ", 0) == 0) session.push_back(line.substr(9));
    }
    ASSERT_EQ(browser.size(), 7u) << out;
    EXPECT_EQ(browser[0].rfind("open=0 ", 0), 0u) << browser[0];
    EXPECT_NE(browser[1].find("open=1 scanning=0 maps=2 rows=2 selected=bsp_tool-mp_lobby "), std::string::npos) << browser[1];
    EXPECT_NE(browser[3].find("rows=0 "), std::string::npos) << "nothing is named aggr1356h: " << browser[3];
    EXPECT_NE(browser[4].find("rows=1 "), std::string::npos) << "aggr: " << browser[4];
    EXPECT_NE(browser[2].find("selected=nexuiz-aggressor "), std::string::npos) << "Down: " << browser[2];
    EXPECT_EQ(keys[1], keys[0]);
    EXPECT_EQ(keys[2], keys[0]);
    EXPECT_EQ(keys[3], keys[0]) << "typing 1, 3, 5, 6 and h into the filter changes no switch or panel";
    EXPECT_EQ(keys[4], keys[0]);
    EXPECT_EQ(session[4].substr(session[4].find("camera=")), session[0].substr(session[0].find("camera=")));
    EXPECT_NE(browser[5].find("open=0 "), std::string::npos) << browser[5];
    EXPECT_NE(browser[5].find("map=nexuiz-aggressor"), std::string::npos) << "Enter opened it: " << browser[5];
    EXPECT_NE(session[6].find("open_dialog=1"), std::string::npos) << "Ctrl+O is Open map: " << session[6];
    EXPECT_NE(browser[6].find("open=0 "), std::string::npos) << browser[6];
}

// What the viewer remembers between runs (issue 14, "Session"): recent maps with their
// game dirs (older one-path-per-line lists still read), game dirs per map location,
// camera bookmarks per map, the window (size, place, panels, scale); damaged files are read line by line, a bad line skipped
// with a warning, never a failure.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/camera_bookmarks.h"
#include "app/config_lines.h"
#include "app/game_dir_memory.h"
#include "app/map_argument.h"
#include "app/recent_files.h"
#include "app/window_memory.h"

namespace {

namespace fs = std::filesystem;
using namespace bsp;
using namespace std::string_literals;

class ViewerMemory : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("bspview-memory-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path write(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return dir_ / name;
    }
    static std::string read(const fs::path& p) {
        std::ifstream in(p, std::ios::binary);
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }

    fs::path dir_;
};

TEST_F(ViewerMemory, RecentFilesReadOldListsAndKeepGameDirs) {
    // An older version's list: one path a line, a CRLF one and a blank one among them.
    const fs::path file = write("recent.txt", "/maps/a.bsp\n\n/maps/b.pk3:maps/b.bsp\r\n");
    RecentFiles recent(file);
    ASSERT_EQ(recent.list().size(), 2u);
    EXPECT_EQ(recent.list()[0].argument, "/maps/a.bsp");
    EXPECT_TRUE(recent.list()[0].game_dirs.empty());
    EXPECT_EQ(recent.list()[1].argument, "/maps/b.pk3:maps/b.bsp");

    recent.add("maps/c.bsp", {"/games/baseq3", "/games/mod"});  // a path inside the game dirs stays as typed
    recent.add("/maps/a.bsp", {"/games/other"});                   // again: to the front, with its new dirs
    RecentFiles again(file);
    ASSERT_EQ(again.list().size(), 3u);
    EXPECT_EQ(again.list()[0].argument, "/maps/a.bsp");
    EXPECT_EQ(again.list()[0].game_dirs, std::vector<std::string>{"/games/other"});
    EXPECT_EQ(again.list()[1].argument, "maps/c.bsp");
    EXPECT_EQ(again.list()[1].game_dirs, (std::vector<std::string>{"/games/baseq3", "/games/mod"}));
    EXPECT_TRUE(again.list()[2].game_dirs.empty());
    EXPECT_EQ(read(file), "/maps/a.bsp\t/games/other\nmaps/c.bsp\t/games/baseq3\t/games/mod\n/maps/b.pk3:maps/b.bsp\n");
}

TEST_F(ViewerMemory, RecentFilesKeepTheNewestTenAndMakeFilesAbsolute) {
    const fs::path file = dir_ / "recent.txt";
    RecentFiles recent(file);
    write("x.bsp", "not a map, but a file");
    const fs::path old = fs::current_path();
    fs::current_path(dir_);
    recent.add("x.bsp", {"games"});
    fs::current_path(old);
    ASSERT_EQ(recent.list().size(), 1u);
    EXPECT_EQ(recent.list()[0].argument, (dir_ / "x.bsp").string());
    EXPECT_EQ(recent.list()[0].game_dirs, std::vector<std::string>{(dir_ / "games").string()});
    for (int i = 0; i < 12; ++i) recent.add("m" + std::to_string(i));
    EXPECT_EQ(RecentFiles(file).list().size(), RecentFiles::kMax);
    EXPECT_EQ(RecentFiles(file).list()[0].argument, "m11");
}

TEST_F(ViewerMemory, MapLocationIsTheFolderOrTheArchive) {
    write("x.bsp", "map");
    write("pak.pk3", "zip");
    EXPECT_EQ(map_location_key((dir_ / "x.bsp").string()), dir_.string());
    EXPECT_EQ(map_location_key((dir_ / "pak.pk3").string()), (dir_ / "pak.pk3").string());
    EXPECT_EQ(map_location_key((dir_ / "pak.pk3").string() + ":maps/x.bsp"), (dir_ / "pak.pk3").string());
    EXPECT_EQ(map_location_key("maps/nowhere.bsp"), "") << "a path inside the game dirs has no place of its own";
}

TEST_F(ViewerMemory, GameDirsAreRememberedPerLocation) {
    const fs::path file = dir_ / "game_dirs.txt";
    {
        GameDirMemory memory(file);
        EXPECT_FALSE(memory.find("/maps"));
        memory.remember("/maps", {"/games/baseq3", "/games/mod"});
        memory.remember("/paks/a.pk3", {});  // "no game dirs" is remembered too
        memory.remember("", {"/ignored"});   // no location, nothing remembered
    }
    GameDirMemory memory(file);
    EXPECT_EQ(memory.find("/maps"), (std::vector<std::string>{"/games/baseq3", "/games/mod"}));
    ASSERT_TRUE(memory.find("/paks/a.pk3"));
    EXPECT_TRUE(memory.find("/paks/a.pk3")->empty());
    EXPECT_FALSE(memory.find(""));
    EXPECT_FALSE(memory.find("/elsewhere"));
}

TEST_F(ViewerMemory, BookmarksArePerMapAndSurviveARun) {
    const fs::path file = dir_ / "bookmarks.txt";
    {
        CameraBookmarks marks(file);
        marks.add("/maps/a.bsp", "lobby", {{100, -200, 64}, 10, 90, 0, 90});
        marks.add("/maps/a.bsp", "", {{1, 2, 3}, 0, 0, 0, 110});     // an empty name gets one
        marks.add("/maps/b.bsp", "tab\there", {{5, 5, 5}, 0, 0, 0, 90});  // a tab cannot split the record
    }
    CameraBookmarks marks(file);
    const std::vector<CameraBookmark>& a = marks.of("/maps/a.bsp");
    ASSERT_EQ(a.size(), 2u);
    EXPECT_EQ(a[0].name, "lobby");
    EXPECT_EQ(a[0].camera.position, glm::vec3(100, -200, 64));
    EXPECT_FLOAT_EQ(a[0].camera.pitch, 10);
    EXPECT_FLOAT_EQ(a[0].camera.yaw, 90);
    EXPECT_FLOAT_EQ(a[0].camera.fov, 90);
    EXPECT_EQ(a[1].name, "view 2");
    EXPECT_FLOAT_EQ(a[1].camera.fov, 110);
    ASSERT_EQ(marks.of("/maps/b.bsp").size(), 1u);
    EXPECT_EQ(marks.of("/maps/b.bsp")[0].name, "tab here");
    EXPECT_TRUE(marks.of("/maps/c.bsp").empty());

    EXPECT_TRUE(marks.remove("/maps/a.bsp", 0));
    EXPECT_FALSE(marks.remove("/maps/a.bsp", 5));
    EXPECT_FALSE(marks.remove("/maps/c.bsp", 0));
    CameraBookmarks after(file);
    ASSERT_EQ(after.of("/maps/a.bsp").size(), 1u);
    EXPECT_EQ(after.of("/maps/a.bsp")[0].name, "view 2");
}

TEST_F(ViewerMemory, DamagedFilesLoseOnlyTheirBadLines) {
    const fs::path file = write("bookmarks.txt",
                                "/maps/a.bsp\tgood\t1 2 3 4 5 90\n"
                                "/maps/a.bsp\tno camera\n"
                                "/maps/a.bsp\tletters\tone two three\n"
                                "/maps/a.bsp\ttoo many\t1 2 3 4 5 90 7\n"
                                "/maps/a.bsp\tbad fov\t1 2 3 4 5 500\n"
                                "\tno map\t1 2 3 4 5 90\n"
                                "/maps/a.bsp\t\t1 2 3 4 5 90\n"
                                "garbage \x01\xff\xfe without tabs\n"
                                "/maps/a.bsp\talso good\t-1.5 2 3 0 180\n"
                                "/maps/a.bsp\ttruncated\t1 2");
    testing::internal::CaptureStderr();
    CameraBookmarks marks(file);
    const std::string warnings = testing::internal::GetCapturedStderr();
    ASSERT_EQ(marks.of("/maps/a.bsp").size(), 2u);
    EXPECT_EQ(marks.of("/maps/a.bsp")[1].name, "also good");
    EXPECT_FLOAT_EQ(marks.of("/maps/a.bsp")[1].camera.fov, 90) << "a camera without a field of view gets 90";
    EXPECT_NE(warnings.find(file.string() + ":2: "), std::string::npos) << warnings;
    EXPECT_NE(warnings.find(file.string() + ":10: "), std::string::npos) << warnings;
    size_t count = 0;
    for (size_t at = warnings.find("line ignored"); at != std::string::npos; at = warnings.find("line ignored", at + 1))
        ++count;
    EXPECT_EQ(count, 8u) << warnings;

    // The next write keeps the good lines only.
    marks.add("/maps/a.bsp", "new", {{0, 0, 0}, 0, 0, 0, 90});
    testing::internal::CaptureStderr();
    EXPECT_EQ(CameraBookmarks(file).of("/maps/a.bsp").size(), 3u);
    EXPECT_EQ(testing::internal::GetCapturedStderr(), "");

    // Binary junk and a location-less line in the other files.
    testing::internal::CaptureStderr();
    RecentFiles recent(write("recent.txt", "\x00\x01\x02\n\t/games\n/maps/a.bsp\t\t/games\n"s));
    GameDirMemory memory(write("game_dirs.txt", "\t/games\n/maps\t/games\n/maps\n"));
    testing::internal::GetCapturedStderr();
    ASSERT_EQ(recent.list().size(), 2u);
    EXPECT_EQ(recent.list()[1].game_dirs, std::vector<std::string>{"/games"});
    ASSERT_TRUE(memory.find("/maps"));
    EXPECT_TRUE(memory.find("/maps")->empty()) << "a location written twice: the later line wins";
}

TEST_F(ViewerMemory, AnUnwritableFileKeepsTheOldOne) {
    const fs::path file = write("recent.txt", "/maps/a.bsp\n");
    fs::create_directories(dir_ / "recent.txt.new");  // the temporary file cannot be made
    std::ofstream(dir_ / "recent.txt.new" / "x") << "x";
    EXPECT_FALSE(write_config_lines(file, {{"/maps/b.bsp"}}));
    EXPECT_EQ(read(file), "/maps/a.bsp\n");
    EXPECT_FALSE(write_config_lines({}, {{"x"}}));
}

// The window's size, place, maximised state, open panels and scale come back as
// written; nonsense lines are skipped with a warning, the rest still read.
TEST_F(ViewerMemory, WindowComesBackAsItClosed) {
    WindowMemory m;
    m.width = 1600, m.height = 860;
    m.position = std::pair{12, 40};
    m.maximized = true;
    m.panels = "0110001";
    m.ui_scale = 1.5f;
    ASSERT_TRUE(write_window_memory(dir_ / "window.txt", m));
    const WindowMemory back = read_window_memory(dir_ / "window.txt");
    EXPECT_EQ(back.width, 1600);
    EXPECT_EQ(back.height, 860);
    ASSERT_TRUE(back.position.has_value());
    EXPECT_EQ(*back.position, (std::pair{12, 40}));
    EXPECT_TRUE(back.maximized);
    EXPECT_EQ(back.panels, "0110001");
    EXPECT_EQ(back.ui_scale, 1.5f);

    const WindowMemory none = read_window_memory(dir_ / "missing.txt");
    EXPECT_EQ(none.width, 0);
    EXPECT_FALSE(none.position.has_value());
    EXPECT_TRUE(none.panels.empty());

    testing::internal::CaptureStderr();
    const WindowMemory damaged = read_window_memory(
        write("bad.txt", "size\t99999\t10\nsize\t800\t600\npanels\t01x\nui_scale\t9\nwobble\nmaximized\t1\n"));
    const std::string warnings = testing::internal::GetCapturedStderr();
    EXPECT_EQ(damaged.width, 800);
    EXPECT_TRUE(damaged.panels.empty());
    EXPECT_EQ(damaged.ui_scale, 0.0f);
    EXPECT_TRUE(damaged.maximized);
    EXPECT_NE(warnings.find("bad.txt:1"), std::string::npos) << warnings;
    EXPECT_NE(warnings.find("bad.txt:5"), std::string::npos) << warnings;
}

}  // namespace

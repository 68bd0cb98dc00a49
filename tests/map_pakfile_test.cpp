// mount_pakfile (src/session/map_loading.h): the step of load_map that mounts a map's
// pakfile lump (Map::pakfile) above the game dirs, or leaves a warning naming the map
// when the lump is no readable zip.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "session/map_loading.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;

namespace {

// A zip with one stored entry, made by the `zip` tool when it is there (the Vfs tests
// write zips by hand; this one checks a zip from another writer too).
std::vector<uint8_t> zip_with_tool(const bsptest::TempDir& tmp, const std::string& name, const std::string& data) {
    const fs::path src = tmp / "src";
    fs::create_directories((src / name).parent_path());
    std::ofstream(src / name, std::ios::binary) << data;
    const std::string cmd = "cd '" + src.string() + "' && zip -q -0 -r ../pak.zip . >/dev/null 2>&1";
    if (std::system(cmd.c_str()) != 0) return {};
    std::ifstream in(tmp / "pak.zip", std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST(MapPakfile, MountedAboveLooseFiles) {
    bsptest::TempDir tmp;
    std::vector<uint8_t> zip = zip_with_tool(tmp, "materials/x.vmt", "from the pakfile");
    if (zip.empty()) GTEST_SKIP() << "no zip tool";
    fs::create_directories(tmp / "game/materials");
    std::ofstream(tmp / "game/materials/x.vmt") << "loose";
    bsp::Vfs vfs;
    vfs.mount((tmp / "game").string());
    bsp::Map map;
    map.pakfile = zip;
    map.pakfile_file_count = 1;
    bsp::mount_pakfile(vfs, map, "maps/x.bsp");
    auto bytes = vfs.read("materials/x.vmt");
    ASSERT_TRUE(bytes);
    EXPECT_EQ(std::string(bytes->begin(), bytes->end()), "from the pakfile");
    EXPECT_EQ(vfs.source_of("materials/x.vmt"), "maps/x.bsp:pakfile");
    EXPECT_TRUE(map.warnings.empty());
    EXPECT_TRUE(map.pakfile.empty());  // the bytes now live in the vfs only
}

TEST(MapPakfile, UnreadablePakfileIsAWarningNamingTheMap) {
    bsp::Vfs vfs;
    bsp::Map map;
    map.pakfile = {'P', 'K', 3, 4, 1, 2, 3};  // a zip's first bytes, nothing after
    map.pakfile_file_count = 1;               // as a lying directory record would say
    bsp::mount_pakfile(vfs, map, "maps/broken.bsp");
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("maps/broken.bsp"), std::string::npos) << map.warnings[0];
    EXPECT_NE(map.warnings[0].find("pakfile"), std::string::npos) << map.warnings[0];
    EXPECT_TRUE(vfs.mounted().empty());
}

// vbsp's empty pakfile (one end-of-directory record) is no problem: nothing to mount.
TEST(MapPakfile, EmptyZipMountsNothingWithoutAWarning) {
    bsp::Vfs vfs;
    bsp::Map map;
    map.pakfile = {'P', 'K', 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    bsp::mount_pakfile(vfs, map, "maps/empty.bsp");
    EXPECT_TRUE(vfs.mounted().empty());
    EXPECT_TRUE(map.warnings.empty());
    EXPECT_TRUE(map.pakfile.empty());
}

TEST(MapPakfile, NoPakfileMountsNothing) {
    bsp::Vfs vfs;
    bsp::Map map;
    bsp::mount_pakfile(vfs, map, "maps/plain.bsp");
    EXPECT_TRUE(vfs.mounted().empty());
    EXPECT_TRUE(map.warnings.empty());
}

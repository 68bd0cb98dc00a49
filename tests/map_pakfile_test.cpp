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
#include "support/test_maps.h"
#include "support/zip_writer.h"

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

// An Xbox 360 map's pakfile ("XZP2": directory records announce extra fields they do
// not store) is read as the engine reads it, with a warning naming the quirk.
TEST(MapPakfile, XboxZipIsMountedWithAWarning) {
    bsptest::ZipLayout layout;
    layout.local_extra = std::string(1000, '\0');
    layout.comment = "XZP2 2048";
    layout.comment.append(23, '\0');  // not "a + b": GCC 12 warns falsely on it (-Warray-bounds)
    layout.xbox_directory = true;
    const std::string zip = bsptest::zip_bytes({{"materials/x.vmt", "from the 360 pakfile"}}, layout);
    bsp::Vfs vfs;
    bsp::Map map;
    map.pakfile.assign(zip.begin(), zip.end());
    map.pakfile_file_count = 1;
    bsp::mount_pakfile(vfs, map, "maps/x.360.bsp");
    auto bytes = vfs.read("materials/x.vmt");
    ASSERT_TRUE(bytes);
    EXPECT_EQ(std::string(bytes->begin(), bytes->end()), "from the 360 pakfile");
    ASSERT_EQ(map.warnings.size(), 1u);
    EXPECT_NE(map.warnings[0].find("maps/x.360.bsp"), std::string::npos) << map.warnings[0];
    EXPECT_NE(map.warnings[0].find("Xbox 360 zip"), std::string::npos) << map.warnings[0];
    EXPECT_NE(map.warnings[0].find("1 of its directory records"), std::string::npos) << map.warnings[0];
}

TEST(MapPakfile, RealXboxMapPakfileFilesAreRead) {
    const fs::path path = bsptest::shared_maps_dir() / "source/bsp_tool-x360-shack.360.bsp";
    BSPTEST_REQUIRE_PATH(path);
    bsp::LoadRequest request;
    request.map_argument = path.string();
    bsp::LoadedMap loaded = bsp::load_map(request);
    bool quirk = false;
    for (const std::string& w : loaded.map.warnings) {
        EXPECT_EQ(w.find("not a readable zip"), std::string::npos) << w;
        quirk |= w.find("Xbox 360 zip") != std::string::npos && w.find("5 of its directory records") != std::string::npos;
    }
    EXPECT_TRUE(quirk);
    EXPECT_EQ(loaded.map.pakfile_file_count, 5u);
    const std::pair<const char*, size_t> files[] = {
        {"__preload_section.pre", 2048},
        {"materials/maps/shack/c0_0_0.hdr.360.vtf", 157},
        {"materials/maps/shack/concrete/concretefloor005a_0_0_0.vmt", 125},
        {"materials/maps/shack/cubemapdefault.hdr.360.vtf", 157},
        {"materials/maps/shack/metal/metalroof005a_0_0_0.vmt", 118},
    };
    for (const auto& [name, size] : files) {
        auto bytes = loaded.vfs->read(name);
        ASSERT_TRUE(bytes) << name;
        EXPECT_EQ(bytes->size(), size) << name;
        EXPECT_NE(loaded.vfs->source_of(name).find(":pakfile"), std::string::npos) << name;
    }
    auto vmt = loaded.vfs->read("materials/maps/shack/metal/metalroof005a_0_0_0.vmt");
    ASSERT_TRUE(vmt);
    EXPECT_EQ(std::string(vmt->begin(), vmt->begin() + 7), "\"patch\"");
}

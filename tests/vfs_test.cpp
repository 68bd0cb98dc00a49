// Vfs: mount order (Quake 3 override rules), case-insensitive lookups, several Vfs
// objects over PhysFS's one global search path, and open_map_location's forms.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <unistd.h>

#include "core/load_error.h"
#include "support/image_files.h"
#include "support/test_maps.h"
#include "support/vfs_reads.h"
#include "vfs/vfs.h"
#include "support/temp_dir.h"
#include "support/zip_writer.h"

namespace fs = std::filesystem;
using bsp::LoadError;
using bsp::Vfs;

namespace {

using bsptest::TempDir;

void write_zip(const fs::path& p, const std::map<std::string, std::string>& files) {
    bsptest::write_text_file(p, bsptest::zip_bytes(files));
}

std::string canonical_string(const fs::path& p) { return fs::weakly_canonical(p).string(); }

}  // namespace

TEST(Vfs, ReadsListsAndChecksLooseFiles) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "scripts/b.shader", "B");
    bsptest::write_text_file(tmp / "scripts/a.shader", "A");
    bsptest::write_text_file(tmp / "scripts/readme.txt", "R");
    fs::create_directories(tmp / "scripts/sub.shader");  // a directory: not listed as a file
    fs::create_symlink("a.shader", tmp / "scripts/link.shader");  // symlinks are followed
    Vfs vfs;
    vfs.mount(tmp.path().string());
    EXPECT_EQ(bsptest::read_text(vfs, "scripts/a.shader"), "A");
    EXPECT_EQ(bsptest::read_text(vfs, "/scripts//a.shader"), "A");  // leading and doubled slashes
    EXPECT_EQ(bsptest::read_text(vfs, "scripts\\b.shader"), "B");    // Windows separators
    EXPECT_TRUE(vfs.exists("scripts/a.shader"));
    EXPECT_TRUE(vfs.exists("scripts"));
    EXPECT_FALSE(vfs.exists("scripts/missing.shader"));
    EXPECT_FALSE(vfs.read("scripts/missing.shader").has_value());
    EXPECT_FALSE(vfs.read("scripts").has_value());  // a directory is not a file
    EXPECT_EQ(bsptest::read_text(vfs, "scripts/link.shader"), "A");
    EXPECT_EQ(vfs.list("scripts", ".shader"), (std::vector<std::string>{"a.shader", "b.shader", "link.shader"}));
    EXPECT_EQ(vfs.list("scripts"), (std::vector<std::string>{"a.shader", "b.shader", "link.shader", "readme.txt"}));
    EXPECT_EQ(vfs.list("scripts", ".SHADER").size(), 3u);
    EXPECT_TRUE(vfs.list("nowhere").empty());
    EXPECT_EQ(vfs.source_of("scripts/a.shader"), canonical_string(tmp.path()));
    EXPECT_EQ(vfs.source_of("scripts/missing.shader"), "");
}

TEST(Vfs, RefusesPathsThatEscapeOrPhysfsCannotName) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "game/a.txt", "A");
    bsptest::write_text_file(tmp / "secret.txt", "S");
    Vfs vfs;
    vfs.mount((tmp / "game").string());
    EXPECT_FALSE(vfs.read("../secret.txt").has_value());
    EXPECT_FALSE(vfs.exists("a/../../secret.txt"));
    EXPECT_FALSE(vfs.read("c:/a.txt").has_value());
    EXPECT_TRUE(vfs.list("..").empty());
    EXPECT_EQ(bsptest::read_text(vfs, "./a.txt"), "A");
}

TEST(Vfs, LaterArchiveOverridesEarlierAndLooseFilesOverrideArchives) {
    TempDir tmp;
    const fs::path game = tmp / "baseq3";
    write_zip(game / "pak0.pk3", {{"a.txt", "pak0"}, {"b.txt", "pak0"}, {"c.txt", "pak0"}, {"scripts/x.shader", "0"}});
    write_zip(game / "pak1.pk3", {{"a.txt", "pak1"}, {"c.txt", "pak1"}, {"scripts/y.shader", "1"}});
    write_zip(game / "zz-extra.zip", {{"d.txt", "zip"}});
    write_zip(game / "Pak0b.PK3", {{"b.txt", "pak0b"}});  // sorts between pak0 and pak1, case-blind
    bsptest::write_text_file(game / "c.txt", "loose");
    Vfs vfs;
    vfs.mount_game_dir(game.string());
    EXPECT_EQ(bsptest::read_text(vfs, "a.txt"), "pak1");
    EXPECT_EQ(bsptest::read_text(vfs, "b.txt"), "pak0b");
    EXPECT_EQ(bsptest::read_text(vfs, "c.txt"), "loose");
    EXPECT_EQ(bsptest::read_text(vfs, "d.txt"), "zip");
    EXPECT_EQ(vfs.source_of("a.txt"), canonical_string(game / "pak1.pk3"));
    EXPECT_EQ(vfs.source_of("c.txt"), canonical_string(game));
    // list() merges every source.
    EXPECT_EQ(vfs.list("scripts", ".shader"), (std::vector<std::string>{"x.shader", "y.shader"}));
    // Highest priority first: the loose dir, then the archives from last to first.
    ASSERT_EQ(vfs.mounted().size(), 5u);
    EXPECT_EQ(vfs.mounted()[0], canonical_string(game));
    EXPECT_EQ(vfs.mounted()[1], canonical_string(game / "zz-extra.zip"));
    EXPECT_EQ(vfs.mounted()[4], canonical_string(game / "pak0.pk3"));
}

// Archives are read through a buffered io (vfs/buffered_file_io.h): a central
// directory and entries larger than its buffer must come back byte for byte.
TEST(Vfs, LargeArchiveReadsBackExactly) {
    TempDir tmp;
    std::map<std::string, std::string> files;
    for (int i = 0; i < 3000; ++i) files["textures/set" + std::to_string(i % 7) + "/t" + std::to_string(i) + ".tga"] =
        "entry " + std::to_string(i);
    std::string big(300 * 1024 + 5, '\0');
    for (size_t i = 0; i < big.size(); ++i) big[i] = char((i * 7u + (i >> 11)) & 0xFF);
    files["maps/big.bsp"] = big;
    write_zip(tmp / "pak0.pk3", files);
    Vfs vfs;
    vfs.mount((tmp / "pak0.pk3").string());
    EXPECT_EQ(bsptest::read_text(vfs, "maps/big.bsp"), big);
    for (int i : {0, 1, 1499, 2999})
        EXPECT_EQ(bsptest::read_text(vfs, "textures/set" + std::to_string(i % 7) + "/t" + std::to_string(i) + ".tga"),
                  "entry " + std::to_string(i));
    EXPECT_EQ(vfs.list("textures/set3", ".tga").size(), 429u);
}

TEST(Vfs, SecondGameDirOverridesFirst) {
    TempDir tmp;
    write_zip(tmp / "base/pak0.pk3", {{"a.txt", "base-pak"}, {"b.txt", "base-pak"}});
    bsptest::write_text_file(tmp / "base/c.txt", "base-loose");
    write_zip(tmp / "mod/pak0.pk3", {{"a.txt", "mod-pak"}});
    bsptest::write_text_file(tmp / "mod/c.txt", "mod-loose");
    Vfs vfs;
    vfs.mount_game_dir((tmp / "base").string());
    vfs.mount_game_dir((tmp / "mod").string());
    EXPECT_EQ(bsptest::read_text(vfs, "a.txt"), "mod-pak");
    EXPECT_EQ(bsptest::read_text(vfs, "b.txt"), "base-pak");
    EXPECT_EQ(bsptest::read_text(vfs, "c.txt"), "mod-loose");
}

TEST(Vfs, MountingAgainMovesASourceToTheTop) {
    TempDir tmp;
    write_zip(tmp / "one.pk3", {{"a.txt", "one"}});
    write_zip(tmp / "two.pk3", {{"a.txt", "two"}});
    Vfs vfs;
    vfs.mount((tmp / "one.pk3").string());
    vfs.mount((tmp / "two.pk3").string());
    EXPECT_EQ(bsptest::read_text(vfs, "a.txt"), "two");
    vfs.mount((tmp / "one.pk3").string());
    EXPECT_EQ(bsptest::read_text(vfs, "a.txt"), "one");
    EXPECT_EQ(vfs.mounted().size(), 2u);
}

TEST(Vfs, FallsBackToCaseInsensitiveLookup) {
    TempDir tmp;
    write_zip(tmp / "game/pak0.pk3", {{"Textures/Base_Wall/Metal.TGA", "zip"}});
    bsptest::write_text_file(tmp / "game/Maps/Level/LM_0000.tga", "loose");
    Vfs vfs;
    vfs.mount_game_dir((tmp / "game").string());
    EXPECT_EQ(bsptest::read_text(vfs, "textures/base_wall/metal.tga"), "zip");
    EXPECT_EQ(bsptest::read_text(vfs, "TEXTURES/BASE_WALL/METAL.TGA"), "zip");
    EXPECT_EQ(bsptest::read_text(vfs, "maps/level/lm_0000.tga"), "loose");
    EXPECT_TRUE(vfs.exists("textures/base_wall"));
    EXPECT_EQ(vfs.list("textures/BASE_WALL"), (std::vector<std::string>{"Metal.TGA"}));
    EXPECT_EQ(vfs.source_of("maps/level/lm_0000.tga"), canonical_string(tmp / "game"));
    EXPECT_FALSE(vfs.exists("textures/base_wall/metal.jpg"));
}

TEST(Vfs, MissingGameDirAndBadArchiveOnItsOwnAreLoadErrors) {
    TempDir tmp;
    Vfs vfs;
    try {
        vfs.mount_game_dir((tmp / "nope").string());
        FAIL() << "expected LoadError";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "vfs");
        EXPECT_NE(std::string(e.what()).find("nope"), std::string::npos);
        EXPECT_NE(e.problem().find("does not exist"), std::string::npos);
    }
    bsptest::write_text_file(tmp / "broken/pak0.pk3", "this is not a zip file at all");
    // In a game dir it is skipped with a warning (GameDirSkipsAnArchiveThatCannotBeMounted);
    // mounted on its own, it is an error.
    EXPECT_NO_THROW(vfs.mount_game_dir((tmp / "broken").string()));
    ASSERT_EQ(vfs.warnings().size(), 1u);
    EXPECT_NE(vfs.warnings()[0].find("pak0.pk3"), std::string::npos) << vfs.warnings()[0];
    try {
        vfs.mount((tmp / "broken/pak0.pk3").string());
        FAIL() << "expected LoadError";
    } catch (const LoadError& e) {
        EXPECT_NE(e.file().find("pak0.pk3"), std::string::npos) << e.what();
        EXPECT_NE(e.problem().find("archive"), std::string::npos) << e.what();
    }
    bsptest::write_text_file(tmp / "plain.txt", "x");
    EXPECT_THROW(vfs.mount_game_dir((tmp / "plain.txt").string()), LoadError);
    EXPECT_THROW(vfs.mount((tmp / "missing.pk3").string()), LoadError);
}

TEST(Vfs, SeveralInstancesKeepTheirOwnMounts) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "a/only-a.txt", "A");
    bsptest::write_text_file(tmp / "a/both.txt", "from-a");
    write_zip(tmp / "b/pak0.pk3", {{"both.txt", "from-b"}, {"only-b.txt", "B"}});
    auto first = std::make_unique<Vfs>();
    first->mount_game_dir((tmp / "a").string());
    {
        Vfs second;
        second.mount_game_dir((tmp / "b").string());
        for (int round = 0; round < 3; ++round) {  // alternate: each switch re-mounts
            EXPECT_EQ(bsptest::read_text(*first, "both.txt"), "from-a");
            EXPECT_FALSE(first->exists("only-b.txt"));
            EXPECT_EQ(bsptest::read_text(second, "both.txt"), "from-b");
            EXPECT_FALSE(second.exists("only-a.txt"));
            // The game dir's own pk3 is a loose file of it too, as in Quake 3.
            EXPECT_EQ(second.list(""), (std::vector<std::string>{"both.txt", "only-b.txt", "pak0.pk3"}));
        }
    }
    EXPECT_EQ(bsptest::read_text(*first, "only-a.txt"), "A");  // survives the other's destruction
    first.reset();
    Vfs fresh;  // PhysFS was shut down and starts again cleanly
    EXPECT_FALSE(fresh.exists("only-a.txt"));
    fresh.mount((tmp / "b/pak0.pk3").string());
    EXPECT_EQ(bsptest::read_text(fresh, "only-b.txt"), "B");
}

TEST(Vfs, SameFolderAtTwoMountPoints) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "dir/x.txt", "X");
    Vfs vfs;
    vfs.mount((tmp / "dir").string());
    vfs.mount((tmp / "dir").string(), "maps");  // PhysFS alone would ignore this one
    EXPECT_EQ(bsptest::read_text(vfs, "x.txt"), "X");
    EXPECT_EQ(bsptest::read_text(vfs, "maps/x.txt"), "X");
    EXPECT_EQ(vfs.source_of("maps/x.txt"), canonical_string(tmp / "dir"));
}

// --- open_map_location ---------------------------------------------------------------

TEST(VfsMapLocation, ArchiveColonPathMountsTheArchiveAndItsGameDir) {
    TempDir tmp;
    const fs::path game = tmp / "baseoa";
    write_zip(game / "pak0.pk3", {{"textures/base/wall.tga", "tex"}, {"maps/m.bsp", "old"}});
    write_zip(game / "pak9-maps.pk3", {{"maps/m.bsp", "BSP"}});
    write_zip(game / "zz-later.pk3", {{"maps/m.bsp", "later"}});
    Vfs vfs;
    const bsp::MapLocation loc = bsp::open_map_location(vfs, (game / "pak9-maps.pk3").string() + ":maps/m.bsp", {});
    EXPECT_EQ(loc.vfs_path, "maps/m.bsp");
    EXPECT_EQ(loc.map_name, "m");
    EXPECT_EQ(loc.display_name, (game / "pak9-maps.pk3").string() + ":maps/m.bsp");
    EXPECT_EQ(bsptest::read_text(vfs, loc.vfs_path), "BSP");         // the named archive wins
    EXPECT_EQ(bsptest::read_text(vfs, "textures/base/wall.tga"), "tex");  // its game dir came along
}

TEST(VfsMapLocation, LoneArchiveIsMountedAlone) {
    TempDir tmp;
    write_zip(tmp / "dl/mymap.pk3", {{"maps/mymap.bsp", "BSP"}, {"textures/my/t.jpg", "J"}});
    write_zip(tmp / "dl/unrelated.zip", {{"other.txt", "O"}});
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, (tmp / "dl/mymap.pk3").string() + ":/maps/mymap.bsp", {});
    EXPECT_EQ(loc.vfs_path, "maps/mymap.bsp");
    EXPECT_EQ(bsptest::read_text(vfs, loc.vfs_path), "BSP");
    EXPECT_EQ(bsptest::read_text(vfs, "textures/my/t.jpg"), "J");
    EXPECT_FALSE(vfs.exists("other.txt"));
}

TEST(VfsMapLocation, ArchiveColonPathErrors) {
    TempDir tmp;
    write_zip(tmp / "a.pk3", {{"maps/m.bsp", "BSP"}});
    Vfs vfs;
    try {
        bsp::open_map_location(vfs, (tmp / "a.pk3").string() + ":maps/other.bsp", {});
        FAIL() << "expected LoadError";
    } catch (const LoadError& e) {
        EXPECT_NE(e.problem().find("has no file"), std::string::npos) << e.what();
        EXPECT_NE(e.file().find("maps/other.bsp"), std::string::npos) << e.what();
    }
    try {
        bsp::open_map_location(vfs, (tmp / "missing.pk3").string() + ":maps/m.bsp", {});
        FAIL() << "expected LoadError";
    } catch (const LoadError& e) {
        EXPECT_NE(e.problem().find("does not exist"), std::string::npos) << e.what();
    }
}

TEST(VfsMapLocation, MapUnderGameDirMapsFolderMountsThatGameDir) {
    TempDir tmp;
    const fs::path game = tmp / "mygame";
    write_zip(game / "pak0.pk3", {{"textures/base/wall.tga", "tex"}, {"maps/m.bsp", "pk3 copy"}});
    bsptest::write_text_file(game / "maps/m.bsp", "disk");
    bsptest::write_text_file(game / "maps/m/lm_0000.tga", "LM");
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, (game / "maps/m.bsp").string(), {});
    EXPECT_EQ(loc.vfs_path, "maps/m.bsp");
    EXPECT_EQ(loc.map_name, "m");
    EXPECT_EQ(bsptest::read_text(vfs, loc.vfs_path), "disk");
    EXPECT_EQ(bsptest::read_text(vfs, "textures/base/wall.tga"), "tex");
    EXPECT_EQ(bsptest::read_text(vfs, "maps/m/lm_0000.tga"), "LM");
}

TEST(VfsMapLocation, LoneMapFindsTheLightmapFolderBesideIt) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "q3/nexuiz-like.bsp", "BSP");
    bsptest::write_text_file(tmp / "q3/nexuiz-like/lm_0000.tga", "LM0");
    bsptest::write_text_file(tmp / "q3/nexuiz-like/lm_0001.tga", "LM1");
    Vfs vfs;
    const std::string relative = fs::relative(tmp / "q3/nexuiz-like.bsp").string();  // as typed in a shell
    const auto loc = bsp::open_map_location(vfs, relative, {});
    EXPECT_EQ(loc.display_name, relative);
    EXPECT_EQ(loc.map_name, "nexuiz-like");
    EXPECT_EQ(bsptest::read_text(vfs, loc.vfs_path), "BSP");
    EXPECT_EQ(bsptest::read_text(vfs, "maps/nexuiz-like/lm_0000.tga"), "LM0");
    EXPECT_EQ(bsptest::read_text(vfs, "maps/nexuiz-like/lm_0001.tga"), "LM1");
    EXPECT_EQ(vfs.list("maps/nexuiz-like", ".tga").size(), 2u);
}

TEST(VfsMapLocation, LoneMapOverGameDirs) {
    TempDir tmp;
    write_zip(tmp / "base/pak0.pk3", {{"textures/t.tga", "tex"}, {"maps/x.bsp", "pk3"}});
    bsptest::write_text_file(tmp / "elsewhere/x.bsp", "disk");
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, (tmp / "elsewhere/x.bsp").string(), {(tmp / "base").string()});
    EXPECT_EQ(bsptest::read_text(vfs, loc.vfs_path), "disk");  // the file the user named, not the pk3 copy
    EXPECT_EQ(bsptest::read_text(vfs, "textures/t.tga"), "tex");
}

TEST(VfsMapLocation, MapFolderThatIsAlsoAGameDir) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "stuff/x.bsp", "disk");
    bsptest::write_text_file(tmp / "stuff/x/lm_0000.tga", "LM");
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, (tmp / "stuff/x.bsp").string(), {(tmp / "stuff").string()});
    EXPECT_EQ(bsptest::read_text(vfs, loc.vfs_path), "disk");
    EXPECT_EQ(bsptest::read_text(vfs, "maps/x/lm_0000.tga"), "LM");
    EXPECT_EQ(bsptest::read_text(vfs, "x/lm_0000.tga"), "LM");
}

TEST(VfsMapLocation, PathInsideGameDirs) {
    TempDir tmp;
    write_zip(tmp / "base/pak0.pk3", {{"maps/arena.bsp", "A1"}});
    write_zip(tmp / "mod/pak0.pk3", {{"maps/arena.bsp", "A2"}});
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, "maps/arena.bsp", {(tmp / "base").string(), (tmp / "mod").string()});
    EXPECT_EQ(loc.vfs_path, "maps/arena.bsp");
    EXPECT_EQ(loc.map_name, "arena");
    EXPECT_EQ(bsptest::read_text(vfs, loc.vfs_path), "A2");
    Vfs short_name;
    const auto loc2 = bsp::open_map_location(short_name, "Arena", {(tmp / "base").string()});
    EXPECT_EQ(bsptest::read_text(short_name, loc2.vfs_path), "A1");
    EXPECT_EQ(loc2.vfs_path, "maps/Arena.bsp");  // reads fall back to the stored spelling
}

TEST(VfsMapLocation, MissingMapNamesArgumentAndWhereItLooked) {
    TempDir tmp;
    write_zip(tmp / "base/pak0.pk3", {{"maps/arena.bsp", "A"}});
    fs::create_directories(tmp / "base/maps/folder.bsp");
    {
        Vfs vfs;
        try {
            bsp::open_map_location(vfs, "maps/nothere.bsp", {(tmp / "base").string()});
            FAIL() << "expected LoadError";
        } catch (const LoadError& e) {
            const std::string msg = e.what();
            EXPECT_NE(msg.find("maps/nothere.bsp"), std::string::npos) << msg;
            EXPECT_NE(msg.find("pak0.pk3"), std::string::npos) << msg;
        }
    }
    {
        Vfs vfs;
        try {
            bsp::open_map_location(vfs, "maps/nothere.bsp", {});
            FAIL() << "expected LoadError";
        } catch (const LoadError& e) {
            EXPECT_NE(std::string(e.what()).find("--game-dir"), std::string::npos) << e.what();
        }
    }
    {
        Vfs vfs;  // a directory named like a map is not a map
        EXPECT_THROW(bsp::open_map_location(vfs, "maps/folder.bsp", {(tmp / "base").string()}), LoadError);
        EXPECT_THROW(bsp::open_map_location(vfs, (tmp / "base/maps/folder.bsp").string(), {}), LoadError);
        EXPECT_THROW(bsp::open_map_location(vfs, "", {}), LoadError);
        EXPECT_THROW(bsp::open_map_location(vfs, "x.bsp", {(tmp / "no-such-dir").string()}), LoadError);
    }
}

// --- real data --------------------------------------------------------------------------

TEST(VfsOpenArena, MapResolvesThroughGameDirAndTexturesAreVisible) {
    const fs::path baseoa = bsptest::openarena_dir();
    BSPTEST_REQUIRE_PATH(baseoa / "pak6-patch088.pk3");
    BSPTEST_REQUIRE_PATH(baseoa / "pak4-textures.pk3");
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, "maps/oa_thor.bsp", {baseoa.string()});
    EXPECT_EQ(loc.map_name, "oa_thor");
    EXPECT_EQ(vfs.source_of(loc.vfs_path), canonical_string(baseoa / "pak6-patch088.pk3"));
    auto bytes = vfs.read(loc.vfs_path);
    ASSERT_TRUE(bytes.has_value());
    ASSERT_GE(bytes->size(), 8u);
    EXPECT_EQ(std::string(bytes->begin(), bytes->begin() + 4), "IBSP");
    EXPECT_TRUE(vfs.exists("textures/acc_dm3/concrt.jpg"));
    EXPECT_EQ(vfs.source_of("textures/acc_dm3/concrt.jpg"), canonical_string(baseoa / "pak4-textures.pk3"));
    EXPECT_FALSE(vfs.list("scripts", ".shader").empty());
}

TEST(VfsOpenArena, ArchiveColonPathBringsItsGameDir) {
    const fs::path baseoa = bsptest::openarena_dir();
    BSPTEST_REQUIRE_PATH(baseoa / "pak6-patch088.pk3");
    BSPTEST_REQUIRE_PATH(baseoa / "pak4-textures.pk3");
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, (baseoa / "pak6-patch088.pk3").string() + ":maps/oa_thor.bsp", {});
    EXPECT_EQ(loc.vfs_path, "maps/oa_thor.bsp");
    EXPECT_TRUE(vfs.read(loc.vfs_path).has_value());
    EXPECT_TRUE(vfs.exists("textures/acc_dm3/concrt.jpg"));
}

TEST(VfsSharedMaps, NexuizMapFindsItsExternalLightmaps) {
    const fs::path bsp_file = bsptest::shared_maps_dir() / "q3/nexuiz-aggressor.bsp";
    BSPTEST_REQUIRE_PATH(bsp_file);
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / "q3/nexuiz-aggressor/lm_0000.tga");
    Vfs vfs;
    const auto loc = bsp::open_map_location(vfs, bsp_file.string(), {});
    EXPECT_EQ(loc.map_name, "nexuiz-aggressor");
    auto bytes = vfs.read(loc.vfs_path);
    ASSERT_TRUE(bytes.has_value());
    EXPECT_EQ(bytes->size(), fs::file_size(bsp_file));
    EXPECT_TRUE(vfs.exists("maps/nexuiz-aggressor/lm_0000.tga"));
    EXPECT_TRUE(vfs.exists("maps/nexuiz-aggressor/lm_0001.tga"));
}

// ---- archives held in memory (a Source map's pakfile) ----

namespace {

std::vector<uint8_t> zip_bytes(const TempDir& tmp, const std::map<std::string, std::string>& files) {
    const fs::path p = tmp / "pakfile-build/pakfile.zip";
    write_zip(p, files);
    std::ifstream in(p, std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST(VfsMemoryArchive, PakfileOverridesLooseFilesAndArchivesMountedBefore) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "game/materials/brick/wall.vmt", "loose");
    bsptest::write_text_file(tmp / "game/materials/brick/other.vmt", "loose other");
    write_zip(tmp / "game/pak0.pk3", {{"materials/brick/wall.vmt", "pk3"}});
    Vfs vfs;
    vfs.mount_game_dir((tmp / "game").string());
    ASSERT_EQ(bsptest::read_text(vfs, "materials/brick/wall.vmt"), "loose");
    vfs.mount_memory(zip_bytes(tmp, {{"materials/brick/wall.vmt", "pakfile"}, {"models/x.mdl", "M"}}),
                     "maps/x.bsp:pakfile");
    EXPECT_EQ(bsptest::read_text(vfs, "materials/brick/wall.vmt"), "pakfile");
    EXPECT_EQ(bsptest::read_text(vfs, "materials/brick/other.vmt"), "loose other");  // the rest still shows
    EXPECT_EQ(bsptest::read_text(vfs, "MODELS/X.MDL"), "M");
    EXPECT_EQ(vfs.list("materials/brick", ".vmt"), (std::vector<std::string>{"other.vmt", "wall.vmt"}));
    EXPECT_EQ(vfs.source_of("materials/brick/wall.vmt"), "maps/x.bsp:pakfile");
    EXPECT_EQ(vfs.mounted().front(), "maps/x.bsp:pakfile");

    // Another Vfs takes PhysFS's search path and gives it back: the bytes the first one
    // keeps are mounted again.
    {
        Vfs other;
        other.mount((tmp / "game").string());
        EXPECT_EQ(bsptest::read_text(other, "materials/brick/wall.vmt"), "loose");
    }
    EXPECT_EQ(bsptest::read_text(vfs, "materials/brick/wall.vmt"), "pakfile");
    EXPECT_EQ(bsptest::read_text(vfs, "models/x.mdl"), "M");
}

TEST(VfsMemoryArchive, SecondPakfileOfTheSameNameReplacesTheFirst) {
    TempDir tmp;
    Vfs vfs;
    vfs.mount_memory(zip_bytes(tmp, {{"a.txt", "first"}, {"b.txt", "first"}}), "x.bsp:pakfile");
    vfs.mount_memory(zip_bytes(tmp, {{"a.txt", "second"}}), "x.bsp:pakfile");
    EXPECT_EQ(bsptest::read_text(vfs, "a.txt"), "second");
    EXPECT_FALSE(vfs.exists("b.txt"));
    EXPECT_EQ(vfs.mounted().size(), 1u);
}

TEST(VfsMemoryArchive, BytesThatAreNoArchiveAreALoadErrorNamingIt) {
    Vfs vfs;
    try {
        const std::string junk = "this is not a zip file, only text that goes on for a while";
        vfs.mount_memory(std::vector<uint8_t>(junk.begin(), junk.end()), "maps/x.bsp:pakfile");
        FAIL() << "mounted";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), "maps/x.bsp:pakfile");
        EXPECT_NE(e.problem().find("cannot be opened as an archive"), std::string::npos) << e.what();
    }
    EXPECT_THROW(vfs.mount_memory({}, "empty:pakfile"), LoadError);
    EXPECT_TRUE(vfs.mounted().empty());
}

// An archive entry whose directory claims far more than the archive holds (a lie, or
// a bomb) is not read, and memory follows the bytes actually read, not the claim:
// the old reader allocated (and zero-filled) the claimed 2 GiB first.
TEST(Vfs, EntryClaimingMoreThanTheArchiveHoldsIsNotRead) {
    TempDir tmp;
    write_zip(tmp / "lies.pk3", {{"big.bin", "hello"}, {"small.txt", "fine"}});
    std::string zip;
    {
        std::ifstream in(tmp / "lies.pk3", std::ios::binary);
        zip.assign(std::istreambuf_iterator<char>(in), {});
    }
    // Both size fields of big.bin's local header (offset 18) and central record.
    const uint32_t lie = 0x7ffffff0u;
    auto put32 = [&](size_t at) { std::memcpy(&zip[at], &lie, 4); };
    put32(18), put32(22);
    const size_t central = zip.find("PK\x01\x02");
    ASSERT_NE(central, std::string::npos);
    put32(central + 20), put32(central + 24);
    bsptest::write_text_file(tmp / "lies.pk3", zip);

    rusage before{};
    getrusage(RUSAGE_SELF, &before);
    Vfs vfs;
    vfs.mount((tmp / "lies.pk3").string());
    EXPECT_FALSE(vfs.read("big.bin").has_value());
    EXPECT_EQ(bsptest::read_text(vfs, "small.txt"), "fine");
    rusage after{};
    getrusage(RUSAGE_SELF, &after);
    EXPECT_LT(after.ru_maxrss - before.ru_maxrss, 256 * 1024) << "KiB of peak memory grew";
}

// A damaged pk3 beside the one holding the map (issue 12): the engines skip a pak
// they cannot open, and so does the game dir; the map still opens, with a warning.
TEST(Vfs, GameDirSkipsAnArchiveThatCannotBeMounted) {
    TempDir tmp;
    write_zip(tmp / "baseq3" / "good.pk3", {{"maps/x.bsp", "BSP"}, {"textures/a.tga", "A"}});
    bsptest::write_text_file(tmp / "baseq3" / "zz_broken.pk3", "PK\x03\x04 this is no zip at all");
    bsptest::write_text_file(tmp / "baseq3" / "aa_empty.pk3", "");
    Vfs vfs;
    ASSERT_NO_THROW(vfs.mount_game_dir((tmp / "baseq3").string()));
    EXPECT_EQ(bsptest::read_text(vfs, "textures/a.tga"), "A");
    ASSERT_EQ(vfs.warnings().size(), 2u);
    for (const std::string& w : vfs.warnings()) EXPECT_NE(w.find("skipped"), std::string::npos) << w;
    EXPECT_NE(vfs.warnings()[1].find("zz_broken.pk3"), std::string::npos) << vfs.warnings()[1];

    // ARCHIVE:path with the broken sibling in the same folder.
    Vfs opened;
    bsp::MapLocation where;
    ASSERT_NO_THROW(where = bsp::open_map_location(opened, (tmp / "baseq3" / "good.pk3").string() + ":maps/x.bsp", {}));
    EXPECT_EQ(bsptest::read_text(opened, where.vfs_path), "BSP");
}

// VPK archives (src/vfs/vpk_directory.h, vpk_archiver.h): crafted v1 and v2 directory
// files with data in a numbered archive, in the directory file and in preload bytes,
// read through a Vfs; game dirs mount *_dir.vpk but not the numbered files; damaged
// VPKs fail to mount with a message naming the file and the problem.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "core/load_error.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/vfs_reads.h"
#include "support/vpk_writer.h"
#include "vfs/vfs.h"
#include "vfs/vpk_directory.h"

namespace fs = std::filesystem;
using bsp::LoadError;
using bsp::Vfs;

namespace {

using bsptest::build_vpk;
using bsptest::put16;
using bsptest::put32;
using bsptest::TempDir;
using bsptest::VpkFiles;
using bsptest::VpkTestEntry;
using bsptest::write_vpk;

constexpr uint16_t kInDir = bsp::kVpkInDirectoryFile;

std::vector<VpkTestEntry> sample_entries() {
    return {
        {"vmt", "materials/brick", "wall01", "", 0, "\"LightmappedGeneric\" {}"},
        {"txt", "scripts", "game", "", kInDir, "stored in the directory file"},
        {"vtf", "materials/brick", "wall01", "PRE", 0, "LOADED"},
        {"vmt", "materials/brick", "only_preload", "tiny", kInDir, ""},
        {" ", " ", "README", "", 1, "no extension, at the root, in _001"},
    };
}

// The message of the LoadError that mounting `path` throws ("" when it mounts).
std::string mount_error(const fs::path& path) {
    try {
        Vfs vfs;
        vfs.mount(path.string());
    } catch (const LoadError& e) {
        if (std::getenv("BSPVIEW_PRINT_ERRORS")) std::printf("%s\n", e.what());
        return e.what();
    }
    return "";
}

}  // namespace

class VpkVersions : public testing::TestWithParam<int> {};

TEST_P(VpkVersions, ReadsDataFromNumberedArchiveDirectoryFileAndPreload) {
    TempDir tmp;
    const fs::path dir_vpk = write_vpk(tmp.path(), "pak01", build_vpk(GetParam(), sample_entries()));
    Vfs vfs;
    vfs.mount(dir_vpk.string());
    EXPECT_EQ(bsptest::read_text(vfs, "materials/brick/wall01.vmt"), "\"LightmappedGeneric\" {}");
    EXPECT_EQ(bsptest::read_text(vfs, "scripts/game.txt"), "stored in the directory file");
    EXPECT_EQ(bsptest::read_text(vfs, "materials/brick/wall01.vtf"), "PRELOADED");
    EXPECT_EQ(bsptest::read_text(vfs, "materials/brick/only_preload.vmt"), "tiny");
    EXPECT_EQ(bsptest::read_text(vfs, "README"), "no extension, at the root, in _001");
    EXPECT_EQ(bsptest::read_text(vfs, "Materials/BRICK/Wall01.VMT"), "\"LightmappedGeneric\" {}");  // case-blind fallback
    EXPECT_FALSE(vfs.read("materials/brick/missing.vmt").has_value());
    EXPECT_FALSE(vfs.read("materials/brick").has_value());  // a directory
    EXPECT_TRUE(vfs.exists("materials/brick"));
    EXPECT_EQ(vfs.list("materials/brick", ".vmt"), (std::vector<std::string>{"only_preload.vmt", "wall01.vmt"}));
    EXPECT_EQ(vfs.list("materials"), std::vector<std::string>{});  // only a folder there
    EXPECT_EQ(vfs.source_of("scripts/game.txt"), fs::weakly_canonical(dir_vpk).string());
}

INSTANTIATE_TEST_SUITE_P(Vpk, VpkVersions, testing::Values(1, 2));

TEST(Vpk, GameDirMountsDirVpksInOrderNotTheirNumberedFiles) {
    TempDir tmp;
    const fs::path game = tmp / "hl2";
    write_vpk(game, "hl2_misc", build_vpk(2, {{"txt", "scripts", "a", "", 0, "misc"},
                                             {"txt", "scripts", "b", "", 0, "misc"},
                                             {"txt", "scripts", "c", "", 0, "misc"}}));
    write_vpk(game, "hl2_textures", build_vpk(2, {{"txt", "scripts", "a", "", 0, "textures"},
                                                 {"txt", "scripts", "b", "", kInDir, "textures"}}));
    bsptest::write_text_file(game / "scripts/a.txt", "loose");
    Vfs vfs;
    vfs.mount_game_dir(game.string());
    EXPECT_EQ(bsptest::read_text(vfs, "scripts/a.txt"), "loose");     // loose files win
    EXPECT_EQ(bsptest::read_text(vfs, "scripts/b.txt"), "textures");  // hl2_textures sorts after hl2_misc
    EXPECT_EQ(bsptest::read_text(vfs, "scripts/c.txt"), "misc");
    const std::string canonical = fs::weakly_canonical(game).string();
    EXPECT_EQ(vfs.mounted(), (std::vector<std::string>{canonical, canonical + "/hl2_textures_dir.vpk",
                                                       canonical + "/hl2_misc_dir.vpk"}));
}

TEST(Vpk, NamedDirVpkCanHoldTheMapOfAnArchiveColonPath) {
    TempDir tmp;
    const fs::path dir_vpk =
        write_vpk(tmp.path(), "maps", build_vpk(1, {{"bsp", "maps", "x", "", 0, "VBSP..."}}));
    Vfs vfs;
    const bsp::MapLocation location = bsp::open_map_location(vfs, dir_vpk.string() + ":maps/x.bsp", {});
    EXPECT_EQ(bsptest::read_text(vfs, location.vfs_path), "VBSP...");
}

TEST(VpkBadInput, TruncatedTreeNamesTheFile) {
    TempDir tmp;
    VpkFiles files = build_vpk(1, sample_entries());
    files.directory_file.resize(40);  // the header says the tree is longer
    const fs::path dir_vpk = write_vpk(tmp.path(), "pak01", files);
    const std::string error = mount_error(dir_vpk);
    EXPECT_NE(error.find("pak01_dir.vpk"), std::string::npos) << error;
    EXPECT_NE(error.find("runs past the end of the file (40 bytes)"), std::string::npos) << error;
}

TEST(VpkBadInput, EntryPastTheEndOfItsArchive) {
    TempDir tmp;
    const fs::path dir_vpk = write_vpk(tmp.path(), "pak01",
                                       build_vpk(1, {{"txt", "a", "ok", "", 0, "fine"},
                                                     {"txt", "a", "long", "", 0, "0123456789"}},
                                                 /*length_bonus_for_last=*/1));
    const std::string error = mount_error(dir_vpk);
    EXPECT_NE(error.find("pak01_dir.vpk"), std::string::npos) << error;
    EXPECT_NE(error.find("'a/long.txt'"), std::string::npos) << error;
    EXPECT_NE(error.find("past the end of pak01_000.vpk (14 bytes)"), std::string::npos) << error;
}

TEST(VpkBadInput, EntryPastTheEndOfTheDirectoryFile) {
    TempDir tmp;
    const fs::path dir_vpk =
        write_vpk(tmp.path(), "pak01", build_vpk(2, {{"txt", "a", "in_dir", "", kInDir, "0123"}}, 3));
    const std::string error = mount_error(dir_vpk);
    EXPECT_NE(error.find("'a/in_dir.txt'"), std::string::npos) << error;
    EXPECT_NE(error.find("past the end of the directory file"), std::string::npos) << error;
}

TEST(VpkBadInput, MissingNumberedArchive) {
    TempDir tmp;
    const fs::path dir_vpk = write_vpk(tmp.path(), "pak01", build_vpk(1, sample_entries()));
    fs::remove(tmp / "pak01_000.vpk");
    const std::string error = mount_error(dir_vpk);
    EXPECT_NE(error.find("pak01_dir.vpk"), std::string::npos) << error;
    EXPECT_NE(error.find("pak01_000.vpk, which does not exist"), std::string::npos) << error;
}

// A game dir skips an archive it cannot mount, as the engines skip a pak they
// cannot open (issue 12), with a warning that says what is wrong and where.
TEST(VpkBadInput, GameDirWithABadVpkSkipsItNamingIt) {
    TempDir tmp;
    const fs::path game = tmp / "hl2";
    write_vpk(game, "pak01", build_vpk(1, sample_entries()));
    fs::remove(game / "pak01_001.vpk");
    Vfs vfs;
    ASSERT_NO_THROW(vfs.mount_game_dir(game.string()));
    ASSERT_EQ(vfs.warnings().size(), 1u);
    EXPECT_NE(vfs.warnings()[0].find("pak01_dir.vpk"), std::string::npos) << vfs.warnings()[0];
    EXPECT_NE(vfs.warnings()[0].find("pak01_001.vpk, which does not exist"), std::string::npos) << vfs.warnings()[0];
    EXPECT_NE(vfs.warnings()[0].find("skipped"), std::string::npos) << vfs.warnings()[0];
}

// Damaged trees, parsed directly: every problem is found inside the tree's bytes.
namespace {

std::string tree_error(const std::string& directory_file) {
    std::vector<uint8_t> bytes(directory_file.begin(), directory_file.end());
    try {
        const bsp::VpkHeader header = bsp::parse_vpk_header(bytes, bytes.size(), "t_dir.vpk");
        bsp::parse_vpk_tree(std::span(bytes).subspan(header.header_size, header.tree_size), header, "t_dir.vpk");
    } catch (const LoadError& e) {
        return e.what();
    }
    return "";
}

std::string header(int version, uint32_t tree_size) {
    std::string s;
    put32(s, bsp::kVpkSignature);
    put32(s, uint32_t(version));
    put32(s, tree_size);
    if (version == 2) s.append(16, '\0');
    return s;
}

}  // namespace

TEST(VpkBadInput, DamagedTrees) {
    // A well-formed file parses.
    EXPECT_EQ(tree_error(build_vpk(2, sample_entries()).directory_file), "");
    // Strings that run to the end of the tree.
    EXPECT_NE(tree_error(header(1, 3) + "txt").find("unterminated extension name at tree offset 0"),
              std::string::npos);
    EXPECT_NE(tree_error(header(1, 6) + std::string("txt\0ab", 6)).find("unterminated directory name"),
              std::string::npos);
    // An entry cut short, a wrong terminator, preload bytes past the tree's end.
    std::string entry;
    put32(entry, 0), put16(entry, 0), put16(entry, 0), put32(entry, 0), put32(entry, 0);
    std::string tree = std::string("txt\0a\0f\0", 8) + entry;
    EXPECT_NE(tree_error(header(1, uint32_t(tree.size())) + tree).find("entry 'a/f.txt'"), std::string::npos);
    std::string bad_terminator = tree;
    put16(bad_terminator, 0x1234);
    bad_terminator += std::string("\0\0\0", 3);
    EXPECT_NE(tree_error(header(1, uint32_t(bad_terminator.size())) + bad_terminator)
                  .find("entry terminator is 4660"),
              std::string::npos);
    std::string big_preload = std::string("txt\0a\0f\0", 8);
    put32(big_preload, 0), put16(big_preload, 500), put16(big_preload, 0), put32(big_preload, 0),
        put32(big_preload, 0), put16(big_preload, 0xffff);
    big_preload += std::string("\0\0\0", 3);
    EXPECT_NE(tree_error(header(1, uint32_t(big_preload.size())) + big_preload)
                  .find("500 preload bytes run past the end of the tree"),
              std::string::npos);
    // Headers: a tree larger than the file, an unknown version, a short v2 header.
    EXPECT_NE(tree_error(header(1, 0xfffffff0)).find("runs past the end of the file"), std::string::npos);
    EXPECT_NE(tree_error(header(3, 0)).find("unsupported VPK version 3"), std::string::npos);
    EXPECT_NE(tree_error(header(2, 0).substr(0, 20)).find("t_dir.vpk: header"), std::string::npos);
}

TEST(VpkBadInput, UnnameablePathsAreSkippedNotServed) {
    TempDir tmp;
    const fs::path dir_vpk = write_vpk(tmp.path(), "pak01",
                                       build_vpk(1, {{"txt", "..", "escape", "", 0, "x"},
                                                     {"txt", "ok", "fine", "", 0, "y"}}));
    Vfs vfs;
    vfs.mount(dir_vpk.string());
    EXPECT_EQ(bsptest::read_text(vfs, "ok/fine.txt"), "y");
    EXPECT_EQ(vfs.list(""), std::vector<std::string>{});
    EXPECT_FALSE(vfs.exists(".."));
}

// Every prefix of a good directory file, and every single-byte change to it, either
// mounts (and every file it lists reads back whole) or fails with a LoadError: never a
// crash or a read outside the files (ASan watches this test).
TEST(VpkBadInput, EveryTruncationAndByteChangeMountsOrFailsCleanly) {
    TempDir tmp;
    const VpkFiles good = build_vpk(2, sample_entries());
    auto try_mount = [&](const std::string& directory_file) {
        VpkFiles files = good;
        files.directory_file = directory_file;
        const fs::path dir_vpk = write_vpk(tmp.path(), "pak01", files);
        try {
            Vfs vfs;
            vfs.mount(dir_vpk.string());
            for (const std::string dir : {"", "materials/brick", "scripts"})
                for (const std::string& name : vfs.list(dir)) {
                    const auto bytes = vfs.read(dir.empty() ? name : dir + "/" + name);
                    EXPECT_TRUE(bytes.has_value()) << name;
                }
        } catch (const LoadError& e) {
            EXPECT_NE(std::string(e.what()).find("pak01_dir.vpk"), std::string::npos) << e.what();
        }
    };
    for (size_t length = 0; length < good.directory_file.size(); ++length)
        try_mount(good.directory_file.substr(0, length));
    for (size_t at = 4; at < good.directory_file.size(); ++at) {
        std::string changed = good.directory_file;
        changed[at] = char(changed[at] ^ 0x5a);
        try_mount(changed);
    }
}

// The map browser's catalog (assets/map_catalog.h, filled by session/map_catalog_scan.h) over crafted game dirs: maps in
// pk3s, a Quake pak, a VPK and loose maps/ folders, with the format sniffed from each
// map's first bytes, sizes, sources, levelshots and the argument that opens each; the
// later pk3 winning as it does when the map loads; the sources a shown map implies;
// and OpenArena's real pk3s when installed.
#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <fstream>
#include <thread>

#include "formats/map_parser.h"
#include "session/map_catalog_scan.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "support/vpk_writer.h"
#include "support/zip_writer.h"
#include "vfs/vfs.h"
#include "vfs/vpk_directory.h"

namespace {

namespace fs = std::filesystem;
using bsp::CatalogMap;
using bsp::MapCatalog;

// The first bytes of a map of each kind, padded as a file would go on.
std::string header(const char magic[4], int32_t version, size_t size = 64) {
    std::string s(size, '\0');
    if (magic) {
        std::memcpy(s.data(), magic, 4);
        std::memcpy(s.data() + 4, &version, 4);
    } else {
        std::memcpy(s.data(), &version, 4);
    }
    return s;
}

// A Quake pak: "PACK", the directory's offset and length, then 64-byte entries.
std::string pak_bytes(const std::map<std::string, std::string>& files) {
    std::string data = "PACK" + std::string(8, '\0');
    std::string dir;
    for (const auto& [name, bytes] : files) {
        const int32_t at = int32_t(data.size()), len = int32_t(bytes.size());
        data += bytes;
        std::string entry(64, '\0');
        std::memcpy(entry.data(), name.data(), name.size());
        std::memcpy(entry.data() + 56, &at, 4);
        std::memcpy(entry.data() + 60, &len, 4);
        dir += entry;
    }
    const int32_t dir_at = int32_t(data.size()), dir_len = int32_t(dir.size());
    std::memcpy(data.data() + 4, &dir_at, 4);
    std::memcpy(data.data() + 8, &dir_len, 4);
    return data + dir;
}

const CatalogMap* find(const MapCatalog& c, const std::string& name) {
    for (const CatalogMap& m : c.maps)
        if (m.name == name) return &m;
    return nullptr;
}

}  // namespace

TEST(MapFormatSniff, NamesEachFormatAndWhatItDoesNotRead) {
    auto sniff = [](const std::string& s) {
        return bsp::sniff_map_format(std::span(reinterpret_cast<const uint8_t*>(s.data()), s.size()));
    };
    EXPECT_EQ(sniff(header("IBSP", 46)).name, "Quake 3");
    EXPECT_EQ(sniff(header("IBSP", 38)).name, "Quake 2");
    EXPECT_EQ(sniff(header("VBSP", 20)).name, "Source");
    EXPECT_EQ(sniff(header(nullptr, 29)).name, "Quake 1");
    EXPECT_EQ(sniff(header(nullptr, 30)).name, "GoldSrc");
    EXPECT_EQ(sniff(header("BSP2", 0)).name, "BSP2");
    EXPECT_TRUE(sniff(header("IBSP", 46)).readable);
    EXPECT_EQ(sniff(header("IBSP", 48)).name, "IBSP 48 (not read)");
    EXPECT_FALSE(sniff(header("IBSP", 48)).readable);
    EXPECT_EQ(sniff("PK\x03\x04 zip").name, "not a BSP");
    EXPECT_EQ(sniff("").name, "not a BSP");
}

TEST(MapCatalog, ListsTheMapsOfEveryArchiveKindWithFormatSizeSourceAndLevelshot) {
    bsptest::TempDir tmp("catalog");
    const fs::path game = tmp / "game";
    fs::create_directories(game / "maps");
    // pak0 and pak1 both hold q3dm1: the later pk3 wins, as when the map loads.
    bsptest::write_binary_file(game / "pak0.pk3", [] {
        const std::string z = bsptest::deflated_zip_bytes({{"maps/q3dm1.bsp", header("IBSP", 46, 100)},
                                                           {"maps/Arena2.bsp", header("IBSP", 48, 300)},
                                                           {"maps/readme.txt", "not a map"}});
        return std::vector<uint8_t>(z.begin(), z.end());
    }());
    bsptest::write_binary_file(game / "pak1.pk3", [] {
        const std::string z = bsptest::zip_bytes({{"maps/q3dm1.bsp", header("IBSP", 46, 200)}});
        return std::vector<uint8_t>(z.begin(), z.end());
    }());
    bsptest::write_binary_file(game / "pak0.pak", [] {
        const std::string p = pak_bytes({{"maps/e1m1.bsp", header(nullptr, 29, 500)}});
        return std::vector<uint8_t>(p.begin(), p.end());
    }());
    const bsptest::VpkFiles vpk = bsptest::build_vpk(2, {{"bsp", "maps", "cp_test", "", bsp::kVpkInDirectoryFile,
                                                          header("VBSP", 20, 700)}});
    bsptest::write_binary_file(game / "misc_dir.vpk", std::vector<uint8_t>(vpk.directory_file.begin(), vpk.directory_file.end()));
    bsptest::write_text_file(game / "maps" / "loose.bsp", header(nullptr, 30, 900));
    bsptest::write_image_file(game / "levelshots" / "q3dm1.tga", 8, 4, 200);
    bsptest::write_image_file(game / "levelshots" / "LOOSE.png", 4, 4, 10);

    const MapCatalog c = bsp::scan_map_catalog({{game.string()}, {}});
    EXPECT_TRUE(c.warnings.empty()) << c.warnings.front();
    ASSERT_EQ(c.maps.size(), 5u);
    std::vector<std::string> names;
    for (const CatalogMap& m : c.maps) names.push_back(m.name);
    EXPECT_EQ(names, (std::vector<std::string>{"Arena2", "cp_test", "e1m1", "loose", "q3dm1"}))
        << "sorted by name, case-insensitively";

    const CatalogMap* q3 = find(c, "q3dm1");
    ASSERT_TRUE(q3);
    EXPECT_EQ(q3->format, "Quake 3");
    EXPECT_TRUE(q3->readable);
    EXPECT_EQ(q3->size, 200u) << "pak1's copy, which a load would read";
    EXPECT_TRUE(q3->in_archive);
    EXPECT_EQ(fs::path(q3->source).filename(), "pak1.pk3");
    EXPECT_EQ(q3->argument, q3->source + ":maps/q3dm1.bsp");
    EXPECT_EQ(q3->levelshot, "levelshots/q3dm1.tga");
    const std::optional<bsp::DecodedImage> shot = bsp::load_levelshot(c, *q3);
    ASSERT_TRUE(shot);
    EXPECT_EQ(shot->width, 8);
    EXPECT_EQ(shot->height, 4);
    EXPECT_EQ(shot->pixels[0], 200);

    const CatalogMap* et = find(c, "Arena2");
    ASSERT_TRUE(et);
    EXPECT_EQ(et->format, "IBSP 48 (not read)");
    EXPECT_FALSE(et->readable);
    EXPECT_EQ(et->size, 300u);
    EXPECT_TRUE(et->levelshot.empty());
    EXPECT_FALSE(bsp::load_levelshot(c, *et));

    const CatalogMap* q1 = find(c, "e1m1");
    ASSERT_TRUE(q1);
    EXPECT_EQ(q1->format, "Quake 1");
    EXPECT_EQ(fs::path(q1->source).filename(), "pak0.pak");
    const CatalogMap* source = find(c, "cp_test");
    ASSERT_TRUE(source);
    EXPECT_EQ(source->format, "Source");
    EXPECT_EQ(source->size, 700u);
    EXPECT_EQ(fs::path(source->source).filename(), "misc_dir.vpk");
    const CatalogMap* loose = find(c, "loose");
    ASSERT_TRUE(loose);
    EXPECT_EQ(loose->format, "GoldSrc");
    EXPECT_FALSE(loose->in_archive);
    EXPECT_EQ(fs::canonical(loose->argument), fs::canonical(game / "maps" / "loose.bsp"));
    EXPECT_EQ(loose->levelshot, "levelshots/LOOSE.png") << "found whatever its case";

    // Each argument opens its map with the catalog's game dirs, from where the catalog says.
    for (const CatalogMap& m : c.maps) {
        SCOPED_TRACE(m.name);
        bsp::Vfs vfs;
        const bsp::MapLocation at = bsp::open_map_location(vfs, m.argument, c.sources.game_dirs);
        EXPECT_EQ(at.map_name, m.name);
        EXPECT_EQ(vfs.read(at.vfs_path).value_or(std::vector<uint8_t>()).size(), m.size);
    }

    EXPECT_EQ(bsp::filter_catalog(c, "").size(), 5u);
    const std::vector<size_t> q = bsp::filter_catalog(c, "Q3D");
    ASSERT_EQ(q.size(), 1u);
    EXPECT_EQ(c.maps[q[0]].name, "q3dm1");
    EXPECT_TRUE(bsp::filter_catalog(c, "pak1").empty()) << "by name only, not by archive";
}

TEST(MapCatalog, AFolderOfLooseMapsAndAMissingGameDir) {
    bsptest::TempDir tmp("catalog-loose");
    bsptest::write_text_file(tmp / "box" / "a.bsp", header("IBSP", 38));
    bsptest::write_text_file(tmp / "box" / "notes.txt", "x");
    const MapCatalog c = bsp::scan_map_catalog({{(tmp / "gone").string()}, {(tmp / "box").string()}});
    ASSERT_EQ(c.warnings.size(), 1u);
    EXPECT_NE(c.warnings[0].find("gone"), std::string::npos) << c.warnings[0];
    ASSERT_EQ(c.maps.size(), 1u);
    EXPECT_EQ(c.maps[0].format, "Quake 2");
    EXPECT_EQ(fs::canonical(c.maps[0].argument), fs::canonical(tmp / "box" / "a.bsp"));
}

TEST(MapCatalog, TheSourcesAShownMapImplies) {
    bsptest::TempDir tmp("catalog-sources");
    bsptest::write_text_file(tmp / "baseq3" / "maps" / "x.bsp", header("IBSP", 46));
    bsptest::write_text_file(tmp / "loose" / "y.bsp", header("IBSP", 46));
    bsptest::write_text_file(tmp / "paks" / "z.pk3", "PK");
    const std::string base = fs::canonical(tmp / "baseq3").string();
    auto s = bsp::catalog_sources({}, (tmp / "baseq3" / "maps" / "x.bsp").string());
    EXPECT_EQ(s.game_dirs, std::vector<std::string>{base}) << "the game dir a maps/ folder implies";
    EXPECT_TRUE(s.map_folders.empty());
    s = bsp::catalog_sources({base}, (tmp / "loose" / "y.bsp").string());
    EXPECT_EQ(s.game_dirs, std::vector<std::string>{base});
    EXPECT_EQ(s.map_folders, std::vector<std::string>{fs::canonical(tmp / "loose").string()});
    s = bsp::catalog_sources({}, (tmp / "paks" / "z.pk3").string() + ":maps/q.bsp");
    EXPECT_EQ(s.game_dirs, std::vector<std::string>{fs::canonical(tmp / "paks").string()});
    s = bsp::catalog_sources({base, base + "/"}, "maps/x.bsp");
    EXPECT_EQ(s.game_dirs.size(), 1u) << "each folder once; a game-dir path adds none";
}

// Thousands of maps in one pk3: the scan runs on its worker thread and the filter
// over them stays a matter of microseconds.
TEST(MapCatalog, ThousandsOfMapsScanOnTheWorkerThread) {
    bsptest::TempDir tmp("catalog-many");
    std::map<std::string, std::string> files;
    for (int i = 0; i < 3000; ++i) files["maps/m" + std::to_string(i) + ".bsp"] = header("IBSP", 46, 16);
    const std::string z = bsptest::deflated_zip_bytes(files);
    bsptest::write_binary_file(tmp / "game" / "pak0.pk3", std::vector<uint8_t>(z.begin(), z.end()));
    bsp::MapCatalogScan scan;
    scan.start({{(tmp / "game").string()}, {}});
    std::unique_ptr<MapCatalog> c;
    for (int i = 0; i < 6000 && !(c = scan.take()); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    ASSERT_TRUE(c);
    EXPECT_FALSE(scan.busy());
    ASSERT_EQ(c->maps.size(), 3000u);
    EXPECT_EQ(c->maps.front().name, "m0");
    EXPECT_EQ(bsp::filter_catalog(*c, "m29").size(), 111u);  // m29, m290..m299, m2900..m2999
}

TEST(MapCatalog, OpenArenasPk3s) {
    const fs::path baseoa = bsptest::openarena_dir();
    BSPTEST_REQUIRE_PATH(baseoa);
    const MapCatalog c = bsp::scan_map_catalog({{baseoa.string()}, {}});
    const CatalogMap* thor = find(c, "oa_thor");
    ASSERT_TRUE(thor);
    EXPECT_EQ(thor->format, "Quake 3");
    EXPECT_GT(thor->size, 1u << 20);
    EXPECT_NE(thor->levelshot, "");
    EXPECT_TRUE(bsp::load_levelshot(c, *thor));
    EXPECT_GE(c.maps.size(), 40u);
    std::printf("OpenArena baseoa: %zu maps scanned in %.0f ms\n", c.maps.size(), c.scan_ms);
}

// vfs/zip_index.h: which zips and entries it vouches for, that it reads them back
// exactly (stored and deflated, from a file and from memory, from several threads),
// and that every mismatch between the directory and the data ends in nullopt, so
// the Vfs asks PhysFS instead. The Vfs tests at the end check which path a read took.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/zip_writer.h"
#include "vfs/vfs.h"
#include "vfs/zip_index.h"

namespace fs = std::filesystem;
using bsp::Vfs;
using bsp::ZipIndex;

namespace {

using bsptest::TempDir;

// Compresses well, as map files do: ~300 KB of numbered lines.
std::string big_text() {
    std::string s;
    for (int i = 0; s.size() < 300000; ++i) s += "brush " + std::to_string(i) + " ( 0 0 0 ) ( 64 0 0 ) ( 0 64 0 )\n";
    return s;
}

const std::map<std::string, std::string>& files() {
    static const std::map<std::string, std::string> f = {
        {"maps/m.bsp", big_text()}, {"scripts/a.shader", "textures/a { }"}, {"textures/b.tga", "TGA"}};
    return f;
}

std::vector<uint8_t> bytes_of(const std::string& s) { return {s.begin(), s.end()}; }
std::string string_of(const std::vector<uint8_t>& b) { return {b.begin(), b.end()}; }

uint32_t u32_at(const std::string& s, size_t at) {
    return uint32_t(uint8_t(s[at])) | uint32_t(uint8_t(s[at + 1])) << 8 | uint32_t(uint8_t(s[at + 2])) << 16 |
           uint32_t(uint8_t(s[at + 3])) << 24;
}
void put_u32(std::string& s, size_t at, uint32_t v) {
    for (int i = 0; i < 4; ++i) s[at + size_t(i)] = char((v >> (8 * i)) & 0xFF);
}
void put_u16(std::string& s, size_t at, uint16_t v) {
    s[at] = char(v & 0xFF);
    s[at + 1] = char(v >> 8);
}

// Where the central directory starts (the end record's field), and the record of
// the first entry by name order ("maps/m.bsp", whose local header is at 0).
size_t directory_of(const std::string& zip) { return u32_at(zip, zip.size() - 22 + 16); }

std::shared_ptr<const ZipIndex> index_of(const std::string& zip) {
    return ZipIndex::of_bytes(std::make_shared<const std::vector<uint8_t>>(bytes_of(zip)));
}

std::optional<std::string> read_entry(const std::string& zip, const std::string& name) {
    auto index = index_of(zip);
    const ZipIndex::Entry* e = index->find(name);
    if (!e) return std::nullopt;
    auto bytes = index->read(*e, bsp::kMaxFileBytes);
    if (!bytes) return std::nullopt;
    return string_of(*bytes);
}

}  // namespace

TEST(ZipIndex, ReadsDeflatedAndStoredEntriesBackExactly) {
    TempDir tmp("zipindex");
    for (bool deflated : {false, true}) {
        const std::string zip = deflated ? bsptest::deflated_zip_bytes(files()) : bsptest::zip_bytes(files());
        bsptest::write_text_file(tmp / "a.pk3", zip);
        for (auto index : {ZipIndex::of_file((tmp / "a.pk3").string()), index_of(zip)}) {
            ASSERT_EQ(index->size(), files().size());
            for (const auto& [name, data] : files()) {
                const ZipIndex::Entry* e = index->find(name);
                ASSERT_NE(e, nullptr) << name;
                EXPECT_EQ(e->deflated, deflated);
                EXPECT_EQ(e->size, data.size());
                auto bytes = index->read(*e, bsp::kMaxFileBytes);
                ASSERT_TRUE(bytes) << name;
                EXPECT_EQ(string_of(*bytes), data) << name;
            }
            EXPECT_EQ(index->find("maps/M.bsp"), nullptr);  // exact names only: the Vfs resolves case
            EXPECT_EQ(index->find("maps"), nullptr);
            const ZipIndex::Entry* big = index->find("maps/m.bsp");
            EXPECT_FALSE(index->read(*big, big->size - 1)) << "past the caller's limit";
        }
    }
    EXPECT_EQ(ZipIndex::of_file((tmp / "missing.pk3").string())->size(), 0u);
}

TEST(ZipIndex, ExtraFieldsAndACommentAreSteppedOver) {
    // The data starts after the local header's own extra field (the directory has
    // none here), and the end record is found before a comment.
    const bsptest::ZipLayout layout{.deflated = true, .local_extra = std::string("\x55\x54\x05\x00\x01zzzz", 9),
                                    .comment = "built by a test"};
    for (const std::string& zip : {bsptest::zip_bytes(files(), layout),
                                   bsptest::zip_bytes(files(), {.local_extra = "\x01\x00\x00\x00"})}) {
        auto index = index_of(zip);
        ASSERT_EQ(index->size(), files().size());
        for (const auto& [name, data] : files()) {
            auto bytes = index->read(*index->find(name), bsp::kMaxFileBytes);
            ASSERT_TRUE(bytes) << name;
            EXPECT_EQ(string_of(*bytes), data);
        }
    }
}

TEST(ZipIndex, ThreadsReadSideBySide) {
    const std::string zip = bsptest::deflated_zip_bytes(files());
    auto index = index_of(zip);
    std::vector<std::thread> threads;
    std::vector<int> right(8, 0);
    for (size_t t = 0; t < right.size(); ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < 20; ++i)
                for (const auto& [name, data] : files())
                    if (auto b = index->read(*index->find(name), bsp::kMaxFileBytes); b && string_of(*b) == data)
                        ++right[t];
        });
    for (std::thread& t : threads) t.join();
    for (int r : right) EXPECT_EQ(r, 20 * int(files().size()));
}

TEST(ZipIndex, IndexesNothingOfAZipItDoesNotFullyUnderstand) {
    const std::string zip = bsptest::deflated_zip_bytes(files());
    EXPECT_EQ(index_of("")->size(), 0u);
    EXPECT_EQ(index_of("not a zip at all, just text that is long enough")->size(), 0u);
    EXPECT_EQ(index_of(zip.substr(0, zip.size() - 1))->size(), 0u) << "end record cut short";
    EXPECT_EQ(index_of("STUB" + zip)->size(), 0u) << "bytes before the first entry shift every offset";
    std::string zip64 = zip;
    put_u16(zip64, zip.size() - 22 + 10, 0xFFFF);  // total entries: see the zip64 record
    put_u16(zip64, zip.size() - 22 + 8, 0xFFFF);
    EXPECT_EQ(index_of(zip64)->size(), 0u);
    std::string split = zip;
    put_u16(split, zip.size() - 22 + 4, 1);  // this is disk 1 of a split archive
    EXPECT_EQ(index_of(split)->size(), 0u);
    std::string broken = zip;
    put_u32(broken, directory_of(zip), 0x12345678);  // the first directory record's signature
    EXPECT_EQ(index_of(broken)->size(), 0u);
    // A zip64 locator 20 bytes before the end record sends PhysFS to another
    // directory, even when a long comment puts it far from the archive's end.
    std::string comment(65530, 'c');
    std::string hidden = bsptest::zip_bytes(files(), {.deflated = true, .comment = comment});
    ASSERT_EQ(index_of(hidden)->size(), files().size());
    put_u32(hidden, hidden.size() - comment.size() - 22 - 20, 0x07064b50);  // over the last record's attributes
    EXPECT_EQ(index_of(hidden)->size(), 0u);
}

TEST(ZipIndex, LeavesEntriesItCannotReadToPhysfs) {
    const std::string zip = bsptest::deflated_zip_bytes(files());
    const size_t first = directory_of(zip);  // maps/m.bsp's record
    std::string encrypted = zip;
    put_u16(encrypted, first + 8, 1);
    EXPECT_EQ(index_of(encrypted)->find("maps/m.bsp"), nullptr);
    EXPECT_NE(index_of(encrypted)->find("textures/b.tga"), nullptr);
    std::string lzma = zip;
    put_u16(lzma, first + 10, 14);  // method 14: LZMA, which PhysFS does not read either
    EXPECT_EQ(index_of(lzma)->find("maps/m.bsp"), nullptr);
    for (uint16_t host : {3, 19}) {  // Unix, macOS: PhysFS follows links made there
        std::string symlink = zip;
        put_u16(symlink, first + 4, uint16_t(host << 8 | 20));
        put_u32(symlink, first + 38, 0120777u << 16);  // mode: a symlink
        EXPECT_EQ(index_of(symlink)->find("maps/m.bsp"), nullptr) << host;
        put_u16(symlink, first + 4, 11 << 8 | 20);  // NTFS: the same bits are no link to PhysFS
        EXPECT_NE(index_of(symlink)->find("maps/m.bsp"), nullptr);
    }
    // Two entries of one name: which one PhysFS takes is its business.
    const std::string twice = bsptest::zip_bytes({{"a/x.txt", "1"}, {"a/y.txt", "2"}});
    std::string renamed = twice;
    renamed.replace(renamed.rfind("a/y.txt"), 7, "a/x.txt");  // the second directory record's name
    auto index = index_of(renamed);
    EXPECT_EQ(index->find("a/x.txt"), nullptr);
    EXPECT_EQ(index->size(), 0u);
}

TEST(ZipIndex, ReadGivesNothingWhenDataAndDirectoryDisagree) {
    const std::string zip = bsptest::deflated_zip_bytes(files());
    const size_t first = directory_of(zip);
    ASSERT_TRUE(read_entry(zip, "maps/m.bsp"));
    std::string crc = zip;
    put_u32(crc, first + 16, u32_at(zip, first + 16) ^ 1);
    EXPECT_FALSE(read_entry(crc, "maps/m.bsp")) << "CRC-32";
    std::string data = zip;
    data[30 + 10 + 100] = char(data[30 + 10 + 100] ^ 0x5A);  // inside the deflate stream
    EXPECT_FALSE(read_entry(data, "maps/m.bsp")) << "damaged deflate data";
    std::string longer = zip;
    put_u32(longer, first + 24, u32_at(zip, first + 24) + 1);
    EXPECT_FALSE(read_entry(longer, "maps/m.bsp")) << "inflates to fewer bytes than claimed";
    std::string bomb = zip;
    put_u32(bomb, first + 24, 0x7FFFFFFF);
    EXPECT_FALSE(read_entry(bomb, "maps/m.bsp")) << "claims more than deflate can give";
    std::string past = zip;
    put_u32(past, first + 20, uint32_t(zip.size()));
    EXPECT_FALSE(read_entry(past, "maps/m.bsp")) << "compressed size past the archive's end";
    std::string local = zip;
    put_u32(local, 0, 0);  // the local header's signature
    EXPECT_FALSE(read_entry(local, "maps/m.bsp"));
    std::string stored = bsptest::zip_bytes(files());
    put_u32(stored, directory_of(stored) + 20, u32_at(stored, directory_of(stored) + 20) - 1);
    EXPECT_FALSE(read_entry(stored, "maps/m.bsp")) << "a stored entry's two sizes differ";
    std::string tiny = zip;  // scripts/a.shader (14 bytes) claims the whole archive as its data
    const size_t second = first + 46 + std::string("maps/m.bsp").size();
    ASSERT_EQ(zip.substr(second + 46, 16), "scripts/a.shader");
    ASSERT_TRUE(read_entry(zip, "scripts/a.shader"));
    put_u32(tiny, second + 20, uint32_t(zip.size()) - 100);
    EXPECT_FALSE(read_entry(tiny, "scripts/a.shader")) << "far more compressed bytes than deflate ever writes";
}

TEST(ZipIndex, LargeClaimsNeedTheirBytes) {
    // 24 MiB of one letter deflates about 1000:1: a real entry, but one whose claim
    // a lying archive could make as cheaply, so it is left to PhysFS past 16 MiB.
    const std::string zeros(24 << 20, 'z');
    const std::string highly = bsptest::deflated_zip_bytes({{"maps/big.bsp", zeros}});
    auto index = index_of(highly);
    ASSERT_NE(index->find("maps/big.bsp"), nullptr);
    EXPECT_FALSE(index->read(*index->find("maps/big.bsp"), bsp::kMaxFileBytes));
    // 17 MiB of numbers (about 2.5:1), past the same line, is read.
    std::string text;
    for (uint64_t i = 0; text.size() < (17u << 20); ++i) text += std::to_string(i * 7919) + " ";
    auto varied = index_of(bsptest::deflated_zip_bytes({{"maps/big.bsp", text}}));
    auto bytes = varied->read(*varied->find("maps/big.bsp"), bsp::kMaxFileBytes);
    ASSERT_TRUE(bytes);
    EXPECT_TRUE(string_of(*bytes) == text);
}

TEST(VfsZipReads, Pk3EntriesAreReadDirectlyAtTheRootAndUnderAMountPoint) {
    TempDir tmp("zipvfs");
    bsptest::write_text_file(tmp / "game/pak0.pk3", bsptest::deflated_zip_bytes(files()));
    bsptest::write_text_file(tmp / "other/extra.zip", bsptest::deflated_zip_bytes({{"m2.bsp", big_text() + "2"}}));
    Vfs vfs;
    vfs.mount_game_dir((tmp / "game").string());
    vfs.mount((tmp / "other/extra.zip").string(), "maps");
    for (const auto& [name, data] : files()) EXPECT_EQ(vfs.read(name), bytes_of(data)) << name;
    EXPECT_EQ(vfs.read("MAPS/M.BSP"), bytes_of(big_text())) << "a case-blind lookup resolves first";
    EXPECT_EQ(vfs.read("maps/m2.bsp"), bytes_of(big_text() + "2"));
    EXPECT_EQ(vfs.read_counts().zip_direct, files().size() + 2);
    EXPECT_EQ(vfs.read_counts().physfs, 0u);
    EXPECT_FALSE(vfs.read("maps/none.bsp"));
}

TEST(VfsZipReads, WhatTheIndexRefusesPhysfsReadsAsBefore) {
    TempDir tmp("zipvfs");
    std::string zip = bsptest::deflated_zip_bytes(files());
    // maps/m.bsp's CRC-32, wrong alike in its directory record and local header
    // (PhysFS refuses the entry when the two differ).
    put_u32(zip, directory_of(zip) + 16, u32_at(zip, directory_of(zip) + 16) ^ 1);
    put_u32(zip, 14, u32_at(zip, 14) ^ 1);
    bsptest::write_text_file(tmp / "crc.pk3", zip);
    bsptest::write_text_file(tmp / "loose/readme.txt", "loose");
    Vfs vfs;
    vfs.mount((tmp / "crc.pk3").string());
    vfs.mount((tmp / "loose").string());
    // PhysFS does not check CRCs: the bytes come back through it, as they always did.
    EXPECT_EQ(vfs.read("maps/m.bsp"), bytes_of(big_text()));
    EXPECT_EQ(vfs.read("readme.txt"), bytes_of("loose"));  // a folder: PhysFS
    EXPECT_EQ(vfs.read("textures/b.tga"), bytes_of("TGA"));
    EXPECT_EQ(vfs.read_counts().zip_direct, 1u);
    EXPECT_EQ(vfs.read_counts().physfs, 2u);

    std::string damaged = bsptest::deflated_zip_bytes(files());
    damaged[30 + 10] = 0x07;  // the first block: final, of the reserved type 3
    bsptest::write_text_file(tmp / "damaged.pk3", damaged);
    Vfs other;
    other.mount((tmp / "damaged.pk3").string());
    EXPECT_FALSE(other.read("maps/m.bsp")) << "data that does not inflate stays unreadable";
    EXPECT_EQ(other.read_counts().physfs, 1u);
}

TEST(VfsZipReads, AnArchiveReplacedAfterItWasMountedIsLeftToPhysfs) {
    TempDir tmp("zipvfs");
    bsptest::write_text_file(tmp / "pak0.pk3", bsptest::deflated_zip_bytes(files()));
    Vfs vfs;
    vfs.mount((tmp / "pak0.pk3").string());
    // Written anew (another inode, as a game updater's rename does) before anything
    // is read: PhysFS still reads the file it opened, and so must we.
    const std::string other = bsptest::deflated_zip_bytes({{"maps/m.bsp", "the new one"}, {"textures/b.tga", "TGA"}});
    bsptest::write_text_file(tmp / "pak0.new", other);
    fs::rename(tmp / "pak0.new", tmp / "pak0.pk3");
    EXPECT_EQ(vfs.read("maps/m.bsp"), bytes_of(big_text()));
    EXPECT_EQ(vfs.read_counts().zip_direct, 0u);
    EXPECT_EQ(vfs.read_counts().physfs, 1u);
}

TEST(VfsZipReads, ThreadsReadThroughOneVfs) {
    TempDir tmp("zipvfs");
    bsptest::write_text_file(tmp / "game/pak0.pk3", bsptest::deflated_zip_bytes(files()));
    bsptest::write_text_file(tmp / "game/textures/loose.tga", "loose");
    Vfs vfs;
    vfs.mount_game_dir((tmp / "game").string());
    std::vector<std::thread> threads;
    std::vector<int> right(6, 0);
    for (size_t t = 0; t < right.size(); ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < 10; ++i) {
                for (const auto& [name, data] : files()) right[t] += vfs.read(name) == bytes_of(data);
                right[t] += vfs.read("textures/loose.tga") == bytes_of("loose");
            }
        });
    for (std::thread& t : threads) t.join();
    for (int r : right) EXPECT_EQ(r, 10 * int(files().size() + 1));
    EXPECT_EQ(vfs.read_counts().zip_direct, 6u * 10 * files().size());
}

TEST(VfsZipReads, APakfileInMemoryIsReadDirectly) {
    Vfs vfs;
    vfs.mount_memory(bytes_of(bsptest::deflated_zip_bytes({{"materials/a.vmt", "\"LightmappedGeneric\" {}"}})),
                     "maps/x.bsp:pakfile");
    EXPECT_EQ(vfs.read("materials/a.vmt"), bytes_of("\"LightmappedGeneric\" {}"));
    EXPECT_EQ(vfs.read_counts().zip_direct, 1u);
}

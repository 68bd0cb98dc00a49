// mend_xbox_zip_directory (vfs/xbox_zip.h): Valve's Xbox 360 zips ("XZP2"), whose
// directory records announce extra fields they do not store, made readable as the
// engine reads them; every other archive left untouched.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "core/load_error.h"
#include "support/zip_writer.h"
#include "vfs/vfs.h"
#include "vfs/xbox_zip.h"
#include "vfs/zip_index.h"

namespace {

const std::map<std::string, std::string> kFiles = {
    {"materials/maps/shack/a.vmt", "\"LightmappedGeneric\" {}"},
    {"materials/maps/shack/c0_0_0.hdr.360.vtf", std::string(157, 'v')},
};

// As Valve's writer lays it out: each local header padded by an extra field (data
// aligned), the directory announcing that padding without holding it, "XZP2 2048".
std::vector<uint8_t> xbox_zip(bool xbox_directory = true, const std::string& comment_text = "XZP2 2048") {
    bsptest::ZipLayout layout;
    layout.local_extra = std::string(1997, '\0');
    layout.comment = comment_text + std::string(32 - comment_text.size(), '\0');
    layout.xbox_directory = xbox_directory;
    const std::string zip = bsptest::zip_bytes(kFiles, layout);
    return std::vector<uint8_t>(zip.begin(), zip.end());
}

}  // namespace

TEST(XboxZip, UnstoredExtraFieldsAreMendedAndTheFilesRead) {
    std::vector<uint8_t> zip = xbox_zip();
    {
        bsp::Vfs as_is;  // the quirk: no zip reader but the engine's reads it
        EXPECT_THROW(as_is.mount_memory(zip, "x360:pakfile"), bsp::LoadError);
    }
    EXPECT_EQ(bsp::mend_xbox_zip_directory(zip), 2u);
    bsp::Vfs vfs;
    vfs.mount_memory(zip, "x360:pakfile");
    for (const auto& [name, data] : kFiles) {
        auto bytes = vfs.read(name);
        ASSERT_TRUE(bytes) << name;
        EXPECT_EQ(std::string(bytes->begin(), bytes->end()), data);
    }
    EXPECT_EQ(vfs.list("materials/maps/shack").size(), 2u);
    // The fast reader indexes it too, and its reads match.
    auto index = bsp::ZipIndex::of_bytes(std::make_shared<const std::vector<uint8_t>>(zip));
    EXPECT_EQ(index->size(), 2u);
    const bsp::ZipIndex::Entry* entry = index->find("materials/maps/shack/a.vmt");
    ASSERT_NE(entry, nullptr);
    auto bytes = index->read(*entry, 1 << 20);
    ASSERT_TRUE(bytes);
    EXPECT_EQ(std::string(bytes->begin(), bytes->end()), kFiles.at("materials/maps/shack/a.vmt"));
    // Mending twice changes nothing more.
    EXPECT_EQ(bsp::mend_xbox_zip_directory(zip), 0u);
}

TEST(XboxZip, OtherArchivesAreLeftAsTheyAre) {
    // A PC pak ("XZP1 0") with the same unstored extras: the engine skips them there
    // too and fails, so we do not mend it.
    std::vector<uint8_t> pc = xbox_zip(true, "XZP1 0");
    const std::vector<uint8_t> pc_before = pc;
    EXPECT_EQ(bsp::mend_xbox_zip_directory(pc), 0u);
    EXPECT_EQ(pc, pc_before);

    // An XZP2 archive whose records have nothing unstored: nothing to mend.
    std::vector<uint8_t> plain = xbox_zip(false);
    const std::vector<uint8_t> plain_before = plain;
    EXPECT_EQ(bsp::mend_xbox_zip_directory(plain), 0u);
    EXPECT_EQ(plain, plain_before);

    // An XZP2 archive whose directory does not walk record after record (the end
    // record counts 3 entries, there are 2): not the layout, left for PhysFS to judge.
    std::vector<uint8_t> lying = xbox_zip();
    const size_t end = lying.size() - 32 - 22;
    lying[end + 8] = lying[end + 10] = 3;
    const std::vector<uint8_t> lying_before = lying;
    EXPECT_EQ(bsp::mend_xbox_zip_directory(lying), 0u);
    EXPECT_EQ(lying, lying_before);

    std::vector<uint8_t> not_zip(100, 'P');
    EXPECT_EQ(bsp::mend_xbox_zip_directory(not_zip), 0u);
}

TEST(XboxZip, TruncatedAndDamagedArchivesDoNotCrash) {
    const std::vector<uint8_t> zip = xbox_zip();
    for (size_t size = 0; size < zip.size(); size += (size < 300 || zip.size() - size < 300) ? 1 : 97) {
        std::vector<uint8_t> part(zip.begin(), zip.begin() + std::ptrdiff_t(size));
        bsp::mend_xbox_zip_directory(part);
    }
    uint32_t seed = 7;
    for (int round = 0; round < 3000; ++round) {
        std::vector<uint8_t> damaged = zip;
        for (int i = 0; i < 3; ++i) {
            seed = seed * 1664525u + 1013904223u;
            // Mostly the directory and end record, where the walk reads.
            const size_t tail = 400;
            damaged[damaged.size() - 1 - (seed >> 8) % tail] = uint8_t(seed >> 24);
        }
        bsp::mend_xbox_zip_directory(damaged);
    }
}

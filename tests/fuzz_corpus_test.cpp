// The fuzz targets' inputs as tests (issue 12): every seed in tests/fuzz/corpus (the
// crafted families and every finding kept as a regression) goes through the same entry
// function the fuzzer calls, with its time and the growth of peak memory bounded; and
// the structure-aware mutation's lump rewriting keeps files parseable.
#include <gtest/gtest.h>

#include <sys/resource.h>

#include <chrono>
#include <filesystem>
#include <cstring>
#include <map>

#include "formats/map_parser.h"
#include "fuzz/corpus_families.h"
#include "fuzz/fuzz_entries.h"
#include "fuzz/lump_layout.h"
#include "support/bsp_writer.h"
#include "support/quake1_writer.h"
#include "support/test_maps.h"

namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = BSPVIEW_FUZZ_CORPUS_DIR;

using Entry = void (*)(std::span<const uint8_t>);
const std::map<std::string, Entry> kEntries = {{"map", bspfuzz::fuzz_map_file},
                                               {"image", bspfuzz::fuzz_image_file},
                                               {"archive", bspfuzz::fuzz_archive_file},
                                               {"text", bspfuzz::fuzz_text_file},
                                               {"studio", bspfuzz::fuzz_studio_model}};

long peak_rss_kib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

}  // namespace

TEST(FuzzCorpus, EveryGeneratedFamilyIsCommitted) {
    for (const bspfuzz::CorpusFile& file : bspfuzz::corpus_families()) {
        EXPECT_TRUE(fs::exists(kCorpus / file.target / file.name))
            << file.target << "/" << file.name << " is missing: run make_fuzz_corpus tests/fuzz/corpus";
        EXPECT_TRUE(kEntries.contains(file.target)) << file.target;
    }
}

// Each seed ends (loaded, warned or refused) within the bounds issue 12 sets for
// --info on its worst cases: peak memory grows by less than 512 MiB, and each input
// takes less than 2 s (10 s under the sanitizers, which are several times slower).
TEST(FuzzCorpus, EverySeedEndsQuicklyWithinMemory) {
#ifdef BSPVIEW_SANITIZED
    constexpr double kSeconds = 10;
#else
    constexpr double kSeconds = 2;
#endif
    size_t files = 0;
    const long before = peak_rss_kib();
    for (const auto& [target, entry] : kEntries) {
        ASSERT_TRUE(fs::is_directory(kCorpus / target)) << kCorpus / target;
        for (const fs::directory_entry& file : fs::directory_iterator(kCorpus / target)) {
            const std::vector<uint8_t> bytes = bsptest::read_file(file.path());
            const auto start = std::chrono::steady_clock::now();
            entry(bytes);
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            EXPECT_LT(seconds, kSeconds) << file.path();
            ++files;
        }
    }
    EXPECT_GE(files, bspfuzz::corpus_families().size());
    EXPECT_LT(peak_rss_kib() - before, 512 * 1024) << "KiB of peak memory grew";
}

// The structure-aware mutation rewrites the directory around one changed lump: the
// same lump bytes give a map equal to the original; a longer entities lump moves every
// later lump and the map still parses, with the new text.
TEST(FuzzLumpLayout, ReplacingALumpKeepsTheOthersInPlace) {
    const std::vector<std::vector<uint8_t>> files = {
        bsptest::minimal_q3_room().build(),
        bsptest::Quake1Writer::square_room(bsptest::Q1Variant::kGoldSrc).build(),
        bsptest::Quake1Writer::square_room(bsptest::Q1Variant::kBsp2).build()};
    for (const std::vector<uint8_t>& file : files) {
        const std::optional<bspfuzz::LumpLayout> layout = bspfuzz::read_lump_layout(file);
        ASSERT_TRUE(layout);
        const bsp::Map original = bsp::parse_map(file, "x.bsp");
        const auto [offset, length] = layout->lumps[0];  // entities in all three formats
        const std::vector<uint8_t> same = bspfuzz::replace_lump(
            file, *layout, 0, std::span<const uint8_t>(file).subspan(offset, length));
        const bsp::Map again = bsp::parse_map(same, "x.bsp");
        EXPECT_EQ(again.surfaces.size(), original.surfaces.size());
        EXPECT_EQ(again.entities.size(), original.entities.size());

        const std::string text = "{\n\"classname\" \"worldspawn\"\n\"message\" \"" + std::string(3001, 'x') +
                                 "\"\n}\n{\n\"classname\" \"light\"\n}\n";
        std::vector<uint8_t> longer(text.begin(), text.end());
        longer.push_back(0);
        const bsp::Map grown = bsp::parse_map(bspfuzz::replace_lump(file, *layout, 0, longer), "x.bsp");
        EXPECT_EQ(grown.surfaces.size(), original.surfaces.size());
        ASSERT_EQ(grown.entities.size(), 2u);
        EXPECT_EQ(grown.entities[1].classname(), "light");
    }
    EXPECT_FALSE(bspfuzz::read_lump_layout(std::vector<uint8_t>{'P', 'K', 3, 4, 0, 0, 0, 0}));
    std::vector<uint8_t> lying = bsptest::minimal_q3_room().build();
    lying[8 + 7] = 0x7f;  // entities' length points past the end
    EXPECT_FALSE(bspfuzz::read_lump_layout(lying));
}

// Real maps of every format the shared folder holds (Source v19-v21 and L4D2's field
// order included) have a directory the mutation can keep.
TEST(FuzzLumpLayout, SharedMapsHaveALayout) {
    const fs::path dir = bsptest::shared_maps_dir();
    if (!fs::is_directory(dir)) GTEST_SKIP() << "no shared maps at " << dir;
    size_t seen = 0;
    for (const fs::directory_entry& file : fs::recursive_directory_iterator(dir)) {
        if (file.path().extension() != ".bsp" || file.file_size() > (8u << 20)) continue;
        const std::vector<uint8_t> bytes = bsptest::read_file(file.path());
        if (bytes.size() >= 4 && std::memcmp(bytes.data(), "PSBV", 4) == 0) continue;  // big-endian: plain mutation
        EXPECT_TRUE(bspfuzz::read_lump_layout(bytes)) << file.path();
        ++seen;
    }
    EXPECT_GT(seen, 0u);
}

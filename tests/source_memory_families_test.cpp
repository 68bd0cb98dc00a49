// Issue 34's Source families that are not about textures, end to end through the built
// bspview, each shown by a screenshot with the child's peak memory and time measured:
// - 13,000 power-4 displacements piled on one quad, each dispinfo record naming the
//   next 24 as neighbours: 312,000 seams whose edge vertices all meet, and grids that
//   with the GPU's copy need more than the budget (they are made at power 3);
// - 4 M static props in an LZMA-compressed game lump: 4 MB that decode to 214 MiB.
// Each ends within issue 34's target (600 MiB, 10 s) with the map shown.
#include <gtest/gtest.h>

#include <lzma.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "formats/source/source_lumps.h"
#include "support/image_files.h"
#include "support/measured_run.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"

namespace {

// `bytes` as Source stores an LZMA lump: "LZMA", decoded size, packed size, the five
// LZMA1 property bytes, then raw LZMA1 data.
std::vector<uint8_t> source_lzma(const std::vector<uint8_t>& bytes) {
    lzma_options_lzma options;
    EXPECT_FALSE(lzma_lzma_preset(&options, 0));
    lzma_filter filters[2] = {{LZMA_FILTER_LZMA1, &options}, {LZMA_VLI_UNKNOWN, nullptr}};
    std::vector<uint8_t> packed(bytes.size() / 16 + 65536);
    size_t used = 0;
    EXPECT_EQ(lzma_raw_buffer_encode(filters, nullptr, bytes.data(), bytes.size(), packed.data(), &used, packed.size()),
              LZMA_OK);
    packed.resize(used);
    bsptest::Bytes lump;
    lump.str("LZMA").b.pop_back();
    lump.put(uint32_t(bytes.size())).put(uint32_t(packed.size()));
    lump.put(uint8_t((options.pb * 5 + options.lp) * 9 + options.lc)).put(uint32_t(options.dict_size));
    lump.b.insert(lump.b.end(), packed.begin(), packed.end());
    return lump.b;
}

// one_triangle() with a compressed game lump holding one sprp entry (version 4,
// 56-byte records) of `props` props near the origin with model 0 and no leaves. Each
// origin's lowest byte is random (7 bits): the lump then packs about 56:1, under the
// 64:1 past which the parser takes an LZMA header for a lie.
std::vector<uint8_t> map_with_compressed_props(int props) {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    bsptest::Bytes sprp;
    sprp.put<int32_t>(1);
    std::string name = "models/props/crate.mdl";
    name.resize(128, '\0');
    sprp.b.insert(sprp.b.end(), name.begin(), name.end());
    sprp.put<int32_t>(0);  // leaves
    sprp.put<int32_t>(props);
    const size_t first_record = sprp.b.size();
    sprp.b.resize(first_record + size_t(props) * 56, 0);
    std::mt19937 random(34);
    for (size_t i = 0; i < size_t(props); ++i) sprp.b[first_record + 56 * i] = uint8_t(random() & 0x7f);
    uint32_t at = bsp::source::kHeaderSize;
    for (int i = 0; i < bsp::source::kGameLump; ++i) at += uint32_t(s.lumps[size_t(i)].size());
    bsptest::Bytes game;
    game.put<int32_t>(1);
    // "sprp" as an int: 's' in the high byte; flags 1: compressed; version 4; offset
    // from the file's start; length: the decoded size.
    game.put<uint32_t>(('s' << 24) | ('p' << 16) | ('r' << 8) | 'p').put<uint16_t>(1).put<uint16_t>(4);
    game.put<int32_t>(int32_t(at + 4 + 16)).put<int32_t>(int32_t(sprp.b.size()));
    const std::vector<uint8_t> packed = source_lzma(sprp.b);
    game.b.insert(game.b.end(), packed.begin(), packed.end());
    s.lumps[bsp::source::kGameLump] = game.b;
    return s.build();
}

}  // namespace

TEST(SourceMemoryFamilies, ThousandsOfDisplacementSeamsSmoothWithinTheTarget) {
    bsptest::TempDir dir("seams");
    const std::string path = (dir / "seams.bsp").string();
    bsptest::write_binary_file(path, bsptest::displacement_pile(13000).build());
    const bsptest::MeasuredRun run = bsptest::screenshot_measured(path, dir / "seams.png");
    EXPECT_EQ(run.exit_code, 0) << run.output;
    // Their 17x17 grids and the GPU's copy of them would take 468 MiB: made at 9x9.
    EXPECT_NE(run.output.find("13000 displacements made at power 3 at most (9x9 vertices)"), std::string::npos)
        << run.output;
    bsptest::expect_family_target(run, 600, "13,000 displacements, 312,000 seams");
}

TEST(SourceMemoryFamilies, MillionsOfCompressedStaticPropsWithinTheTarget) {
    bsptest::TempDir dir("props");
    const std::string path = (dir / "props.bsp").string();
    bsptest::write_binary_file(path, map_with_compressed_props(4'000'000));
    const bsptest::MeasuredRun run = bsptest::screenshot_measured(path, dir / "props.png");
    EXPECT_EQ(run.exit_code, 0) << run.output;
    EXPECT_NE(run.output.find("4000000 props need"), std::string::npos) << run.output;
    bsptest::expect_family_target(run, 600, "4 M static props in an LZMA game lump");
}

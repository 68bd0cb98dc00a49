// Issue 34's texture families, end to end through the built bspview: a 16384² DXT1 VTF
// in a map's pakfile (171 MiB of blocks that deflate to a few hundred KiB), and many
// distinct VTFs that add up past the memory budget, each shown by a screenshot (which
// decodes and uploads every texture). Each run ends at once with the map
// loaded, the textures kept as S3TC blocks and cut to what the budget holds, a warning
// naming each texture shown smaller, and the child's peak memory far below what the
// files decode to. Under the sanitizers only the outcome is checked.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "formats/source/source_lumps.h"
#include "support/image_files.h"
#include "support/measured_run.h"
#include "support/quake2_writer.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "support/vtf_writer.h"
#include "support/zip_writer.h"

namespace {

constexpr uint32_t kDxt1 = 13;

// A DXT1 VTF of side×side with every mip level, its blocks all zero (black).
std::string dxt1_vtf(uint16_t side) {
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = kDxt1, spec.width = side, spec.height = side;
    std::vector<std::vector<uint8_t>> levels;
    for (uint32_t s = side;; s /= 2) {
        levels.emplace_back(size_t((s + 3) / 4) * ((s + 3) / 4) * 8, 0);
        if (s == 1) break;
    }
    spec.mip_count = uint8_t(levels.size());
    const std::vector<uint8_t> bytes = bsptest::make_vtf(spec, levels);
    return std::string(bytes.begin(), bytes.end());
}

// one_triangle() with `materials` texdata names (MAT0, MAT1, ...), each with a texinfo
// of its own (the parser makes materials of the texdata texinfos use), and `pak` as
// its pakfile.
std::vector<uint8_t> map_with_materials(int materials, const std::map<std::string, std::string>& pak) {
    bsptest::SourceBuilder s = bsptest::one_triangle();
    bsptest::Bytes names, table, texdata;
    for (int i = 0; i < materials; ++i) {
        table.put<int32_t>(int32_t(names.b.size()));
        names.str("MAT" + std::to_string(i));
        texdata.put(.5f).put(.5f).put(.5f).put<int32_t>(i).put<int32_t>(64).put<int32_t>(64).put<int32_t>(64).put<int32_t>(64);
    }
    s.lumps[bsp::source::kTexdataStringData] = names.b;
    s.lumps[bsp::source::kTexdataStringTable] = table.b;
    s.lumps[bsp::source::kTexdata] = texdata.b;
    const std::vector<uint8_t> first = s.lumps[bsp::source::kTexinfo];  // 72 bytes, texdata 0
    for (int i = 1; i < materials; ++i) {
        std::vector<uint8_t> t = first;
        const int32_t index = i;
        std::memcpy(t.data() + 68, &index, 4);
        s.lumps[bsp::source::kTexinfo].insert(s.lumps[bsp::source::kTexinfo].end(), t.begin(), t.end());
    }
    const std::string zip = bsptest::deflated_zip_bytes(pak);
    s.lumps[bsp::source::kPakfile].assign(zip.begin(), zip.end());
    return s.build();
}

}  // namespace

TEST(TextureMemory, AHugeDxtTextureKeepsItsLargestLevelWithinTheSideLimit) {
    bsptest::TempDir dir("huge-vtf");
    const std::string path = (dir / "huge.bsp").string();
    bsptest::write_binary_file(path, map_with_materials(1, {{"materials/mat0.vmt", "LightmappedGeneric { $basetexture huge }"},
                                                           {"materials/huge.vtf", dxt1_vtf(16384)}}));
    const bsptest::MeasuredRun shot = bsptest::screenshot_measured(path, dir / "huge.png");
    EXPECT_EQ(shot.exit_code, 0) << shot.output;
    EXPECT_NE(shot.output.find("materials/huge.vtf: 16384x16384, shown at 8192x8192 (the largest side kept is 8192)"),
              std::string::npos)
        << shot.output;
    bsptest::expect_family_target(shot, 600, "--screenshot");
}

TEST(TextureMemory, AnRgbaTextureLargerThanTheBudgetIsNotRead) {
    // An 8192² RGBA8888 VTF with its 14 levels, 341 MiB, loose in the game dir. Its
    // size is over what one file may take (the 256 MiB budget), so it is not read: the
    // map is shown with the missing-texture checker (issue 34 measured 1 GB of peak
    // memory before files were held to the budget).
    bsptest::TempDir dir("rgba-vtf");
    const std::string path = (dir / "rgba.bsp").string();
    {  // in a scope: the child is forked from this process, whose size its peak counts
        bsptest::VtfSpec spec;
        spec.minor = 4, spec.format = 0, spec.width = 8192, spec.height = 8192;
        std::vector<std::vector<uint8_t>> levels;
        for (uint32_t s = 8192;; s /= 2) {
            levels.emplace_back(size_t(s) * s * 4, 0x80);
            if (s == 1) break;
        }
        spec.mip_count = uint8_t(levels.size());
        const std::vector<uint8_t> vtf = bsptest::make_vtf(spec, levels);
        levels.clear();
        bsptest::write_binary_file(dir / "materials/big.vtf", vtf);
    }
    bsptest::write_text_file(dir / "materials/mat0.vmt", "LightmappedGeneric { $basetexture big }");
    bsptest::write_binary_file(path, map_with_materials(1, {}));
    const bsptest::MeasuredRun shot =
        bsptest::screenshot_measured(path, dir / "rgba.png", " --game-dir " + dir.path().string());
    EXPECT_EQ(shot.exit_code, 0) << shot.output;
    EXPECT_NE(shot.output.find("1 file is over the 256.0 MiB memory budget (--memory-limit) and not read: "
                               "materials/big.vtf"),
              std::string::npos)
        << shot.output;
    bsptest::expect_family_target(shot, 600, "--screenshot");
}

TEST(TextureMemory, TexturesPastTheBudgetAreShownAtSmallerLevels) {
    // 24 distinct 8192² DXT1 textures, 43 MiB each with their levels (1 GiB in all),
    // loose in the game dir (hard links to one file: distinct files to the vfs, one on
    // disk), under the default 256 MiB budget: the first ones whole, the later ones at
    // smaller levels, each named in a warning.
    bsptest::TempDir dir("many-vtf");
    std::filesystem::create_directories(dir / "materials");
    bsptest::write_binary_file(dir / "materials/t0.vtf", [] {
        const std::string v = dxt1_vtf(8192);
        return std::vector<uint8_t>(v.begin(), v.end());
    }());
    for (int i = 0; i < 24; ++i) {
        std::ofstream(dir / ("materials/mat" + std::to_string(i) + ".vmt"))
            << "LightmappedGeneric { $basetexture t" << i << " }";
        if (i > 0) std::filesystem::create_hard_link(dir / "materials/t0.vtf", dir / ("materials/t" + std::to_string(i) + ".vtf"));
    }
    const std::string path = (dir / "many.bsp").string();
    bsptest::write_binary_file(path, map_with_materials(24, {}));
    const std::string game = " --game-dir " + dir.path().string();
    const bsptest::MeasuredRun run = bsptest::screenshot_measured(path, dir / "many.png", game);
    EXPECT_EQ(run.exit_code, 0) << run.output;
    EXPECT_EQ(run.output.find("materials/t0.vtf: 8192x8192, shown at"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("materials/t23.vtf: 8192x8192, shown at "), std::string::npos) << run.output;
    EXPECT_NE(run.output.find(": the textures before it took most of the 256.0 MiB memory budget (--memory-limit)"),
              std::string::npos)
        << run.output;
    bsptest::expect_family_target(run, 600, "--screenshot");
    // A smaller budget cuts them sooner: t0 takes 42.7 of 64 MiB, t1 fits at 4096².
    const bsptest::MeasuredRun small = bsptest::screenshot_measured(path, dir / "many.png", game + " --memory-limit 64");
    EXPECT_EQ(small.exit_code, 0) << small.output;
    EXPECT_EQ(small.output.find("materials/t0.vtf: 8192x8192, shown at"), std::string::npos) << small.output;
    EXPECT_NE(small.output.find("materials/t1.vtf: 8192x8192, shown at 4096x4096: the textures before it took most "
                                "of the 64.0 MiB memory budget"),
              std::string::npos)
        << small.output;
    bsptest::expect_family_target(small, 300, "--screenshot --memory-limit 64");
}

TEST(TextureMemory, OneWalReachedByManySpellingsIsDecodedOnce) {
    // A Quake 2 map whose texinfos name one 4096² .wal in 15 spellings differing in
    // letter case: the game dir is read without regard to case, so the file is read
    // and decoded once (it was 15 times: 3.1 GB of peak memory for a screenshot).
    bsptest::TempDir dir("wal-spellings");
    std::filesystem::create_directories(dir / "maps");
    std::filesystem::create_directories(dir / "textures/e1u1");
    bsptest::write_binary_file(dir / "textures/e1u1/floor1_1.wal", bsptest::wal_file("e1u1/floor1_1", 4096, 4096, 5));
    bsptest::Quake2Writer w = bsptest::Quake2Writer::two_rooms(true);
    const bsptest::Q2TexInfo first = w.texinfo[0];
    for (int i = 1; i < 15; ++i) {
        bsptest::Q2TexInfo t = first;
        for (size_t c = 0; c < t.texture.size(); ++c)
            if ((i >> (c % 4)) & 1) t.texture[c] = char(std::toupper(static_cast<unsigned char>(t.texture[c])));
        w.texinfo.push_back(t);
    }
    // Every face of the first room takes a spelling of its own.
    for (size_t f = 0; f < w.faces.size() && f < 15; ++f)
        if (w.faces[f].texinfo == 0) w.faces[f].texinfo = int32_t(w.texinfo.size() - 1 - f);
    const std::string path = (dir / "maps/spellings.bsp").string();
    bsptest::write_binary_file(path, w.build());
    const bsptest::MeasuredRun run = bsptest::screenshot_measured(path, dir / "spellings.png", " --game-dir " + dir.path().string());
    EXPECT_EQ(run.exit_code, 0) << run.output;
    bsptest::expect_family_target(run, 400, "--screenshot");
}

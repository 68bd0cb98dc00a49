// The memory budget of loading (issue 12): small hostile files whose numbers ask
// for gigabytes are refused before the allocation, with a message naming the file,
// the lump and the size; peak memory is measured (getrusage) where it proves it.
#include <gtest/gtest.h>

#include <sys/resource.h>

#include "assets/image_decoder.h"
#include "core/load_error.h"
#include "core/memory_budget.h"
#include "formats/map_parser.h"
#include "map/patch_tessellation.h"
#include "support/bsp_writer.h"
#include "support/quake1_writer.h"

using bsp::LoadError;
using bsp::Map;
using bsp::MemoryBudget;

namespace {

long peak_rss_kib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// The crafted room with `count` more patch faces, all naming one 65x65 control grid.
std::vector<uint8_t> shared_patch_grid_map(int count) {
    bsptest::Q3BspBuilder b = bsptest::minimal_q3_room();
    const int32_t first = int32_t(b.vertices.size());
    b.add_vertex_grid(65, 65, {0, 0, 0});
    bsptest::Q3Face patch;
    patch.type = 2;
    patch.first_vert = first;
    patch.num_verts = 65 * 65;
    patch.patch_width = patch.patch_height = 65;
    for (int i = 0; i < count; ++i) b.faces.push_back(patch);
    return b.build();
}

bsp::ParseOptions with_budget(uint64_t mib) {
    bsp::ParseOptions options;
    options.memory_budget = MemoryBudget::from_mib(mib);
    return options;
}

}  // namespace

TEST(MemoryBudget, SaysSizesInHumanUnits) {
    EXPECT_EQ(bsp::human_bytes(17), "17 bytes");
    EXPECT_EQ(bsp::human_bytes(1536), "1.5 KiB");
    EXPECT_EQ(bsp::human_bytes(uint64_t(2254857830)), "2.1 GiB");
    EXPECT_EQ(bsp::bytes_for(uint64_t(1) << 40, uint64_t(1) << 40), UINT64_MAX);  // saturates
    EXPECT_EQ(MemoryBudget::from_mib(1536).bytes(), uint64_t(1536) << 20);
    EXPECT_EQ(MemoryBudget().bytes(), MemoryBudget::default_bytes());
    if (bsp::physical_memory_bytes() > 0) {
        EXPECT_EQ(MemoryBudget::default_bytes(), bsp::physical_memory_bytes() / 4);
    }
    try {
        MemoryBudget::from_mib(1536).check(uint64_t(2254857830), "maps/x.bsp", "lump 'surfaces'", "patches",
                                           "vertices");
        ADD_FAILURE() << "no error";
    } catch (const LoadError& e) {
        EXPECT_STREQ(e.what(),
                     "maps/x.bsp: lump 'surfaces': patches need 2.1 GiB of vertices, over the 1.5 GiB memory "
                     "budget (--memory-limit)");
    }
}

// Thousands of patches sharing one 65x65 grid: each keeps a copy of the grid (186 KiB),
// 3000 of them 558 MiB; refused at the budget, before the copies are made.
TEST(MemoryBudget, PatchesSharingOneControlGridAreRefusedBeforeTheCopies) {
    const std::vector<uint8_t> bytes = shared_patch_grid_map(3000);
    EXPECT_LT(bytes.size(), 600u * 1024);
    const long before = peak_rss_kib();
    try {
        bsp::parse_map(bytes, "maps/patches.bsp", with_budget(64));
        ADD_FAILURE() << "parsed";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), "maps/patches.bsp");
        EXPECT_EQ(e.part(), "lump 'surfaces'");
        EXPECT_NE(e.problem().find("of control points, over the 64.0 MiB memory budget"), std::string::npos)
            << e.what();
    }
    EXPECT_LT(peak_rss_kib() - before, 96 * 1024) << "KiB of peak memory grew";
}

// Fewer such patches parse, but tessellating them at level 8 would take 880 MiB: the
// level is lowered to what fits, and a budget too small for level 1 refuses the map.
TEST(MemoryBudget, PatchTessellationLowersTheLevelToFitThenRefuses) {
    Map map = bsp::parse_map(shared_patch_grid_map(200), "maps/patches.bsp", with_budget(64));
    map.source_path = "maps/patches.bsp";
    const long before = peak_rss_kib();
    bsp::tessellate_patches(map, 8, MemoryBudget::from_mib(64));
    EXPECT_EQ(map.patch_level, 2);
    ASSERT_FALSE(map.warnings.empty());
    EXPECT_NE(map.warnings.back().find("at level 8, over the 64.0 MiB memory budget"), std::string::npos)
        << map.warnings.back();
    EXPECT_NE(map.warnings.back().find("tessellated at level 2"), std::string::npos) << map.warnings.back();
    EXPECT_LT(peak_rss_kib() - before, 96 * 1024) << "KiB of peak memory grew";

    try {
        bsp::tessellate_patches(map, 8, MemoryBudget::from_mib(4));
        ADD_FAILURE() << "tessellated";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.what(), std::string("maps/patches.bsp: lump 'surfaces': patches need 13.8 MiB of vertices and "
                                        "indices at level 1, over the 4.0 MiB memory budget (--memory-limit)"));
    }
}

// Many faces sharing one long surfedge run: 500 faces of 30 000 edges make 15 M
// vertices (801 MiB with their indices) from a 250 KiB file.
TEST(MemoryBudget, Quake1FacesSharingOneSurfedgeRunAreRefusedBeforeTheVertices) {
    bsptest::Quake1Writer w = bsptest::Quake1Writer::square_room(bsptest::Q1Variant::kQuake);
    const int32_t run = 30000;
    const size_t first = w.surfedges.size();
    for (int32_t i = 0; i < run; ++i) w.surfedges.push_back(w.surfedges[size_t(i) % first]);
    bsptest::Q1Face face = w.faces.front();
    face.first_edge = int32_t(first);
    face.edge_count = run;
    for (int i = 0; i < 500; ++i) w.faces.push_back(face);
    const std::vector<uint8_t> bytes = w.build();
    EXPECT_LT(bytes.size(), 256u * 1024);
    const long before = peak_rss_kib();
    try {
        bsp::parse_map(bytes, "maps/edges.bsp", with_budget(256));
        ADD_FAILURE() << "parsed";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "lump 'faces'");
        EXPECT_NE(e.problem().find("501 faces of 15000004 edges need 801.1 MiB of vertices and indices, over the 256.0 MiB memory budget"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_LT(peak_rss_kib() - before, 64 * 1024) << "KiB of peak memory grew";
}

// A TGA header claiming 16384x16384 (1 GiB as RGBA) over 18 bytes: refused from the
// header, before stb allocates the pixels.
TEST(MemoryBudget, ImageHeaderPastThePixelLimitIsNotDecoded) {
    std::vector<uint8_t> tga(18 + 16, 0);
    tga[2] = 2;  // uncompressed true colour
    tga[12] = 0x00, tga[13] = 0x40;  // width 16384
    tga[14] = 0x00, tga[15] = 0x40;  // height 16384
    tga[16] = 24;
    const std::optional<bsp::ImageSize> size = bsp::image_size(tga);
    ASSERT_TRUE(size);
    EXPECT_EQ(size->width, 16384);
    const long before = peak_rss_kib();
    std::string why;
    EXPECT_FALSE(bsp::decode_image(tga, 4, &why));
    EXPECT_NE(why.find("header claims 16384x16384 pixels"), std::string::npos) << why;
    EXPECT_LT(peak_rss_kib() - before, 16 * 1024) << "KiB of peak memory grew";
}

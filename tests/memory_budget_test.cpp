// The memory budget of loading (issue 12): small hostile files whose numbers ask
// for gigabytes are refused before the allocation, with a message naming the file,
// the lump and the size; peak memory is measured (getrusage) where it proves it.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <lzma.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>

#include "assets/image_decoder.h"
#include "assets/material_resolver.h"
#include "assets/paletted_textures.h"
#include "core/load_error.h"
#include "core/memory_budget.h"
#include "formats/map_parser.h"
#include "formats/source/source_lumps.h"
#include "map/patch_tessellation.h"
#include "session/map_loading.h"
#include "support/bsp_writer.h"
#include "support/measured_run.h"
#include "support/quake1_writer.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "support/zip_writer.h"
#include "vfs/vfs.h"

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
        EXPECT_EQ(MemoryBudget::default_bytes(), std::min<uint64_t>(bsp::physical_memory_bytes() / 4, 256u << 20));
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

// Source: the decoded PVS grows with the square of the cluster count (8 bytes of offsets
// per cluster in the lump), and faces may share lightmap bytes, so neither lump bounds
// what it decodes to; both are checked before the allocation.
TEST(MemoryBudget, SourcePvsAndLightmapsAreCheckedBeforeDecoding) {
    namespace source = bsp::source;
    bsptest::SourceBuilder s = bsptest::one_triangle();
    bsptest::Bytes vis;
    vis.put<int32_t>(100000);
    for (int i = 0; i < 100000; ++i) vis.put<int32_t>(8 + 8 * 100000).put<int32_t>(8 + 8 * 100000);
    vis.put<uint8_t>(0);
    s.lumps[source::kVisibility] = vis.b;
    const long before = peak_rss_kib();
    try {
        bsp::parse_map(s.build(), "maps/pvs.bsp");
        ADD_FAILURE() << "parsed";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "lump 'visibility'");
        EXPECT_NE(e.problem().find("100000 clusters need 1.2 GiB of decoded PVS, over the"), std::string::npos)
            << e.what();
    }
    EXPECT_LT(peak_rss_kib() - before, 96 * 1024) << "KiB of peak memory grew";

    // 4000 faces sharing one 16x16 lightmap: 6 MiB of images from a 1 KiB lighting lump.
    s = bsptest::one_triangle();
    std::vector<uint8_t> face = s.lumps[source::kFaces];
    face[36] = face[40] = 15;  // lightmap size - 1
    s.lumps[source::kLighting].resize(16 * 16 * 4, 0x40);
    s.lumps[source::kFaces].clear();
    for (int i = 0; i < 4000; ++i) s.lumps[source::kFaces].insert(s.lumps[source::kFaces].end(), face.begin(), face.end());
    try {
        bsp::parse_map(s.build(), "maps/light.bsp", with_budget(4));
        ADD_FAILURE() << "parsed";
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "lump 'faces'");
        EXPECT_NE(e.problem().find("the face lightmaps up to face "), std::string::npos) << e.what();
        EXPECT_NE(e.problem().find("of RGB images, over the 4.0 MiB memory budget"), std::string::npos) << e.what();
    }
    EXPECT_NO_THROW(bsp::parse_map(s.build(), "maps/light.bsp", with_budget(8)));
}

// One load's budget adds up what its structures take: 200 patches' control grids take
// 37 MiB of a 64 MiB budget; their tessellation then gets what is left (a lower level
// than a plain 64 MiB budget allows), and a check past what is left names what was taken.
TEST(MemoryBudget, TheStructuresOfOneLoadAddUp) {
    const std::vector<uint8_t> bytes = shared_patch_grid_map(200);
    const MemoryBudget plain = MemoryBudget::from_mib(64);
    bsp::ParseOptions options;
    options.memory_budget = plain.for_one_load();
    Map map = bsp::parse_map(bytes, "maps/patches.bsp", options);
    const uint64_t grids = options.memory_budget.spent();
    EXPECT_GE(grids, 200u * 65 * 65 * sizeof(bsp::Vertex));  // and the room's own small patch
    EXPECT_LT(grids, 201u * 65 * 65 * sizeof(bsp::Vertex));
    EXPECT_EQ(plain.spent(), 0u) << "a plain budget takes nothing";

    // The same check passes a plain budget and fails the load's, naming what was taken.
    const uint64_t need = plain.bytes() - grids / 2;
    EXPECT_NO_THROW(plain.check(need, "maps/patches.bsp", "lump 'x'", "x", "bytes"));
    try {
        options.memory_budget.check(need, "maps/patches.bsp", "lump 'x'", "x", "bytes");
        ADD_FAILURE() << "passed";
    } catch (const LoadError& e) {
        EXPECT_NE(e.problem().find("over the 64.0 MiB memory budget (--memory-limit; earlier parts of this load "
                                   "took " + bsp::human_bytes(grids) + " of it)"),
                  std::string::npos)
            << e.what();
    }
    // Tessellation fits what is left, at a lower level than a plain budget allows.
    Map alone = map;
    bsp::tessellate_patches(alone, 8, plain);
    bsp::tessellate_patches(map, 8, options.memory_budget);
    EXPECT_LT(map.patch_level, alone.patch_level);
    EXPECT_GT(options.memory_budget.spent(), grids);
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

namespace {

// A 1024x1024 miptex record, 1.3 MiB with its mip levels.
bsptest::Q1Miptex big_miptex(const std::string& name, bool embedded) {
    bsptest::Q1Miptex m;
    m.name = name;
    m.width = m.height = 1024;
    m.embedded = embedded;
    return m;
}

// The square room whose textures lump holds `count` offsets, all at one record.
std::vector<uint8_t> room_with_offsets_at_one_record(bsptest::Q1Variant variant, int count,
                                                     const bsptest::Q1Miptex& record) {
    bsptest::Quake1Writer w = bsptest::Quake1Writer::square_room(variant);
    std::vector<uint8_t> lump(4 + 4 * size_t(count));
    const int32_t at = int32_t(lump.size());
    std::memcpy(lump.data(), &count, 4);
    for (int i = 0; i < count; ++i) std::memcpy(lump.data() + 4 + 4 * size_t(i), &at, 4);
    const std::vector<uint8_t> bytes = bsptest::miptex_record(record, variant == bsptest::Q1Variant::kGoldSrc);
    lump.insert(lump.end(), bytes.begin(), bytes.end());
    w.raw_lumps[2] = std::move(lump);
    return w.build();
}

}  // namespace

// 2000 miptex offsets at one 1024x1024 record: read each, the indices alone were
// 2 GiB and their RGBA 8 GiB. The record is read and decoded once; the other 1999
// materials name it, and the drawn set holds one image.
TEST(MemoryBudget, MiptexOffsetsAtOneRecordAreDecodedOnce) {
    const std::vector<uint8_t> bytes =
        room_with_offsets_at_one_record(bsptest::Q1Variant::kGoldSrc, 2000, big_miptex("big", true));
    EXPECT_LT(bytes.size(), 2u << 20);
    const long before = peak_rss_kib();
    Map map = bsp::parse_map(bytes, "maps/textures.bsp");
    bsp::resolve_paletted_textures(map, {});
    ASSERT_EQ(map.materials.size(), 2000u);
    EXPECT_EQ(map.materials[0].rgba.size(), size_t(1024) * 1024 * 4);
    EXPECT_EQ(map.materials[0].same_image_as, -1);
    for (size_t i = 1; i < map.materials.size(); ++i) {
        const bsp::Material& m = map.materials[i];
        ASSERT_EQ(m.same_image_as, 0) << "material " << i;
        EXPECT_TRUE(m.rgba.empty() && m.paletted.empty()) << "material " << i << " holds a copy";
        EXPECT_EQ(m.name, "big");
        EXPECT_EQ(m.width, 1024);
        EXPECT_EQ(&bsp::image_owner(map.materials, i), &map.materials[0]);
    }
    bsp::Vfs vfs;
    const bsp::MaterialSet set = bsp::resolve_materials(map, vfs);
    ASSERT_EQ(set.materials.size(), 2000u);
    EXPECT_EQ(set.images.size(), 1u);
    EXPECT_EQ(set.materials[1999].stages.at(0).image, set.materials[0].stages.at(0).image);
    EXPECT_LT(peak_rss_kib() - before, 96 * 1024) << "KiB of peak memory grew";
}

// 2000 records without pixels, each naming its own WAD entry, and all 2000 entries of
// the WAD at one 1024x1024 record: decoded once, for the first name.
TEST(MemoryBudget, WadNamesAtOneRecordAreDecodedOnce) {
    bsptest::Quake1Writer w = bsptest::Quake1Writer::square_room(bsptest::Q1Variant::kGoldSrc);
    w.entities = "{\n\"classname\" \"worldspawn\"\n\"wad\" \"big.wad\"\n}\n";
    std::vector<bsptest::Q1WadEntry> entries;
    const int32_t big_size = int32_t(bsptest::miptex_record(big_miptex("t0", true), true).size());
    w.miptex.clear();
    for (int i = 0; i < 2000; ++i) {
        const std::string name = "t" + std::to_string(i);
        w.miptex.push_back(big_miptex(name, false));
        bsptest::Q1WadEntry e;
        e.texture = bsptest::Q1Miptex{.name = name};  // 16x16, but its directory entry points at the big record
        if (i > 0) e.filepos = 12, e.disksize = big_size;
        entries.push_back(e);
    }
    entries[0].texture = big_miptex("t0", true);
    const std::vector<uint8_t> wad = bsptest::build_wad(true, entries);
    EXPECT_LT(wad.size(), 4u << 20);
    const std::vector<uint8_t> bytes = w.build();

    const long before = peak_rss_kib();
    Map map = bsp::parse_map(bytes, "maps/textures.bsp");
    int reads = 0;
    bsp::resolve_paletted_textures(
        map, {[&](const std::string& path) -> std::optional<std::vector<uint8_t>> {
                  if (path != "big.wad") return std::nullopt;
                  ++reads;
                  return wad;
              },
              "maps/textures.bsp"});
    EXPECT_EQ(reads, 1);
    EXPECT_TRUE(map.warnings.empty()) << map.warnings.front();
    EXPECT_EQ(map.materials[0].rgba.size(), size_t(1024) * 1024 * 4);
    for (size_t i = 1; i < map.materials.size(); ++i) {
        ASSERT_EQ(map.materials[i].same_image_as, 0) << "material " << i;
        EXPECT_TRUE(map.materials[i].rgba.empty());
        EXPECT_EQ(map.materials[i].width, 1024);
    }
    EXPECT_LT(peak_rss_kib() - before, 96 * 1024) << "KiB of peak memory grew";
}

// Issue 12's done criterion, end to end: `bspview --info` on each hostile family's
// worst case ends with a clear message or a load, in under 2 s of CPU time and under
// 512 MiB of peak memory (the children's getrusage). Under the sanitizers only the
// outcome is checked: their shadow memory and slowdown are not the program's.
// With BSPVIEW_HOSTILE_OUT=folder set, the files are also kept there.
TEST(MemoryBudget, HostileFamiliesEndQuicklyWithinMemoryInInfo) {
    bsptest::TempDir dir("hostile");
    const std::string out = std::getenv("BSPVIEW_HOSTILE_OUT") ? std::getenv("BSPVIEW_HOSTILE_OUT") : dir.path().string();
    std::vector<std::string> maps;
    auto write = [&](const std::string& name, const std::vector<uint8_t>& bytes) {
        std::FILE* f = std::fopen((out + "/" + name).c_str(), "wb");
        ASSERT_TRUE(f) << name;
        std::fwrite(bytes.data(), 1, bytes.size(), f);
        std::fclose(f);
        if (name.ends_with(".bsp")) maps.push_back(name);
    };
    {  // a node graph where every node's two children are the next node: 2^200000 paths
        bsptest::Q3BspBuilder tree = bsptest::minimal_q3_room();
        const bsptest::Q3Node last = tree.nodes.back();
        tree.nodes.clear();
        for (int32_t i = 0; i < 200000; ++i) {
            bsptest::Q3Node n = last;
            n.children[0] = n.children[1] = i + 1;
            tree.nodes.push_back(n);
        }
        tree.nodes.push_back(last);
        write("q3_node_graph.bsp", tree.build());
    }
    write("q3_patch_grids.bsp", shared_patch_grid_map(3000));
    write("q3_patch_tessellation.bsp", shared_patch_grid_map(400));
    bsptest::Quake1Writer edges = bsptest::Quake1Writer::square_room(bsptest::Q1Variant::kQuake);
    const size_t first = edges.surfedges.size();
    for (int32_t i = 0; i < 65535; ++i) edges.surfedges.push_back(edges.surfedges[size_t(i) % first]);
    bsptest::Q1Face face = edges.faces.front();
    face.first_edge = int32_t(first);
    face.edge_count = 65535;
    for (int i = 0; i < 256; ++i) edges.faces.push_back(face);
    write("q1_shared_surfedges.bsp", edges.build());
    write("q1_miptex_offsets.bsp",
          room_with_offsets_at_one_record(bsptest::Q1Variant::kQuake, 2000, big_miptex("big", true)));
    bsptest::Quake1Writer named = bsptest::Quake1Writer::square_room(bsptest::Q1Variant::kGoldSrc);
    named.entities = "{\n\"classname\" \"worldspawn\"\n\"wad\" \"big.wad\"\n}\n";
    named.miptex.clear();
    std::vector<bsptest::Q1WadEntry> entries;
    const int32_t big_size = int32_t(bsptest::miptex_record(big_miptex("t0", true), true).size());
    for (int i = 0; i < 2000; ++i) {
        named.miptex.push_back(big_miptex("t" + std::to_string(i), false));
        bsptest::Q1WadEntry e;
        e.texture = bsptest::Q1Miptex{.name = "t" + std::to_string(i)};
        if (i > 0) e.filepos = 12, e.disksize = big_size;
        entries.push_back(e);
    }
    entries[0].texture = big_miptex("t0", true);
    write("goldsrc_wad_names.bsp", named.build());
    write("big.wad", bsptest::build_wad(true, entries));

    for (const std::string& map : maps) {
        rusage before{}, after{};
        getrusage(RUSAGE_CHILDREN, &before);
        std::string output;
        const int code = bsptest::run_command(bsptest::bspview_binary() + " --info " + out + "/" + map, &output);
        getrusage(RUSAGE_CHILDREN, &after);
        const double cpu = double(after.ru_utime.tv_sec - before.ru_utime.tv_sec + after.ru_stime.tv_sec -
                                  before.ru_stime.tv_sec) +
                           double(after.ru_utime.tv_usec - before.ru_utime.tv_usec + after.ru_stime.tv_usec -
                                  before.ru_stime.tv_usec) / 1e6;
        EXPECT_TRUE(code == 0 || code == 2) << map << " exit " << code << ": " << output;
        if (code == 2) {
            EXPECT_NE(output.find(map + ": lump '"), std::string::npos) << output;
        }
        EXPECT_EQ(output.find("bad_alloc"), std::string::npos) << output;
#ifndef BSPVIEW_SANITIZED
        EXPECT_LT(cpu, 2.0) << map << ": " << output;
        EXPECT_LT(after.ru_maxrss, 512 * 1024) << map << ": KiB of peak memory (largest child so far)";
#else
        (void)cpu;
#endif
    }
    EXPECT_EQ(maps.size(), 6u);
}

// What the budget lets through can still fail on a machine short of memory: load_map
// turns std::bad_alloc into a LoadError naming the file and the step. A child process
// with a 512 MiB address-space limit opens the 3000-patch file with a budget far above
// it; it must end with that message, not an uncaught bad_alloc. (AddressSanitizer
// reserves terabytes of address space, so the limit cannot work there: skipped.)
namespace {

// Runs `body` in a child process whose address space is limited to 512 MiB and returns
// what it returned (or "std::bad_alloc escaped"), with the child's exit status.
// AddressSanitizer reserves terabytes of address space, so callers skip under it.
std::pair<int, std::string> in_512_mib_child(const std::function<std::string()>& body) {
    int fds[2];
    if (pipe(fds) != 0) return {-1, "no pipe"};
    const pid_t child = fork();
    if (child < 0) return {-1, "no fork"};
    if (child == 0) {
        close(fds[0]);
        const rlimit limit{size_t(512) << 20, size_t(512) << 20};
        setrlimit(RLIMIT_AS, &limit);
        std::string message;
        int code = 0;
        try {
            message = body();
        } catch (const std::bad_alloc&) {
            message = "std::bad_alloc escaped";
            code = 3;
        }
        if (write(fds[1], message.data(), message.size()) < 0) code = 4;
        _exit(code);
    }
    close(fds[1]);
    std::string message;
    char buf[512];
    for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) message.append(buf, size_t(n));
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status), message};
}

#if defined(__SANITIZE_ADDRESS__)
#define BSPTEST_NO_ADDRESS_LIMIT 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BSPTEST_NO_ADDRESS_LIMIT 1
#endif
#endif

}  // namespace

TEST(MemoryBudget, RunningOutOfMemoryIsALoadErrorNamingTheStep) {
#ifdef BSPTEST_NO_ADDRESS_LIMIT
    GTEST_SKIP() << "an address-space limit does not work under AddressSanitizer";
#endif
    bsptest::TempDir dir("oom");
    const std::vector<uint8_t> bytes = shared_patch_grid_map(3000);
    std::ofstream(dir / "patches.bsp", std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    const auto [code, message] = in_512_mib_child([&] {
        try {
            bsp::LoadRequest request;
            request.map_argument = (dir / "patches.bsp").string();
            request.memory_budget = MemoryBudget::from_mib(64 * 1024);
            bsp::load_map(request);
        } catch (const LoadError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    });
    EXPECT_EQ(code, 0) << message;
    EXPECT_NE(message.find("patches.bsp"), std::string::npos) << message;
    EXPECT_NE(message.find("ran out of memory while "), std::string::npos) << message;
}

// Found by the map fuzzer: an LZMA lump's properties name the dictionary size, which
// liblzma allocates before decoding; a header asking for 4 GiB made every such lump
// allocate it. The dictionary is cut to the decoded size, so the lump decodes within
// a 512 MiB address space.
TEST(MemoryBudget, LzmaDictionarySizeIsCutToTheDecodedSize) {
#ifdef BSPTEST_NO_ADDRESS_LIMIT
    GTEST_SKIP() << "an address-space limit does not work under AddressSanitizer";
#endif
    bsptest::SourceBuilder s = bsptest::one_triangle();
    const std::vector<uint8_t> planes = s.lumps[bsp::source::kPlanes];
    // Raw LZMA1, as Source's lumps store it: "LZMA", decoded size, packed size, 5 property bytes.
    lzma_options_lzma options;
    ASSERT_FALSE(lzma_lzma_preset(&options, 0));
    lzma_filter filters[2] = {{LZMA_FILTER_LZMA1, &options}, {LZMA_VLI_UNKNOWN, nullptr}};
    std::vector<uint8_t> packed(planes.size() + 256);
    size_t in_pos = 0, out_pos = 0;
    ASSERT_EQ(lzma_raw_buffer_encode(filters, nullptr, planes.data(), planes.size(), packed.data(), &out_pos,
                                     packed.size()),
              LZMA_OK);
    (void)in_pos;
    packed.resize(out_pos);
    bsptest::Bytes lump;
    lump.str("LZMA").b.pop_back();
    lump.put(uint32_t(planes.size())).put(uint32_t(packed.size()));
    lump.put(uint8_t((options.pb * 5 + options.lp) * 9 + options.lc)).put(uint32_t(0xffffffff));
    lump.b.insert(lump.b.end(), packed.begin(), packed.end());
    s.lumps[bsp::source::kPlanes] = lump.b;
    const std::vector<uint8_t> file = s.build();
    const auto [code, message] = in_512_mib_child([&] {
        try {
            const Map map = bsp::parse_map(file, "maps/lzma.bsp");
            return "planes: " + std::to_string(map.planes.size());
        } catch (const LoadError& e) {
            return std::string(e.what());
        }
    });
    EXPECT_EQ(code, 0) << message;
    EXPECT_EQ(message, "planes: " + std::to_string(planes.size() / 20)) << message;
}

// Issue 34: no one file is read past the memory budget, by the size its source claims
// (a pk3 entry of zeros claims megabytes in a few kilobytes), before a byte of it is
// inflated; what is refused is listed with its size.
TEST(MemoryBudget, NoFileIsReadPastTheReadLimit) {
    bsptest::TempDir dir("read-limit");
    const std::string zeros(size_t(3) << 20, '\0');
    const std::string zip = bsptest::deflated_zip_bytes({{"big.bin", zeros}, {"small.txt", "hello"}});
    ASSERT_LT(zip.size(), size_t(64) << 10);
    std::ofstream(dir / "pak0.pk3", std::ios::binary) << zip;
    bsp::Vfs vfs;
    vfs.mount_game_dir(dir.path().string());
    EXPECT_EQ(vfs.size_of("big.bin").value_or(0), zeros.size());
    ASSERT_TRUE(vfs.read("big.bin")) << "under the default limit it reads";
    vfs.set_read_limit(uint64_t(1) << 20);
    EXPECT_FALSE(vfs.read("big.bin"));
    EXPECT_FALSE(vfs.read("big.bin"));
    EXPECT_EQ(vfs.read("small.txt").value_or(std::vector<uint8_t>()).size(), 5u);
    const std::vector<std::string> refused = vfs.refused_reads();
    ASSERT_EQ(refused.size(), 1u) << "once each";
    EXPECT_NE(refused[0].find("big.bin (from "), std::string::npos) << refused[0];
    EXPECT_NE(refused[0].find("3.0 MiB"), std::string::npos) << refused[0];
}

// End to end through --info with a 1 MiB budget: a portal file past it is skipped with
// a warning naming it and the map loads (exit 0); a map inside a pk3 past it is refused
// before it is inflated, the message naming the file and the budget (exit 2), and
// loads under the default budget. The children's peak memory stays far below what
// the files claim.
TEST(MemoryBudget, OversizedFilesAreSkippedOrRefusedByTheirClaimedSize) {
    bsptest::TempDir dir("oversized");
    const std::string room = [] {
        const std::vector<uint8_t> b = bsptest::minimal_q3_room().build();
        return std::string(b.begin(), b.end());
    }();
    std::filesystem::create_directories(dir / "maps");
    std::ofstream(dir / "maps" / "room.bsp", std::ios::binary) << room;
    std::ofstream(dir / "maps" / "room.prt", std::ios::binary) << std::string(size_t(2) << 20, 'P');
    const std::string padded = room + std::string(size_t(40) << 20, '\0');  // the lumps say where they end
    std::ofstream(dir / "big.pk3", std::ios::binary)
        << bsptest::deflated_zip_bytes({{"maps/big.bsp", padded}});

    auto run = [](const std::string& args, std::string& out, long& peak_kib) {
        const bsptest::MeasuredRun r = bsptest::run_bspview_measured("--info " + args);
        out = r.output;
        peak_kib = r.peak_kib;
        return r.exit_code;
    };
    std::string out;
    long peak = 0;
    EXPECT_EQ(run((dir / "maps" / "room.bsp").string() + " --memory-limit 1", out, peak), 0) << out;
    EXPECT_NE(out.find("room.prt: the portal file is 2.0 MiB, more than the 1.0 MiB read (--memory-limit); not used"),
              std::string::npos)
        << out;
    EXPECT_EQ(run((dir / "big.pk3").string() + ":maps/big.bsp --memory-limit 16", out, peak), 2) << out;
    EXPECT_NE(out.find("big.bsp: file: the map's bytes need " + bsp::human_bytes(padded.size()) +
                       " of memory, over the 16.0 MiB memory budget"),
              std::string::npos)
        << out;
    EXPECT_EQ(run((dir / "big.pk3").string() + ":maps/big.bsp", out, peak), 0) << "the default budget takes it: " << out;
#ifndef BSPVIEW_SANITIZED
    EXPECT_LT(peak, 200 * 1024) << "KiB of the largest child's peak memory";
#endif
}

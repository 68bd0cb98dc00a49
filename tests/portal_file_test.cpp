// The compiler's portal file (formats/portal_file.h): Quake 1 / GoldSrc PRT1, Quake 3
// PRT1 with its solid face count and hint flags, PRT2 with its cluster lists; bad
// files are warnings, never a crash, and limits bound what one can allocate. And the
// loading pipeline reads NAME.prt beside NAME.bsp.
#include <gtest/gtest.h>

#include <fstream>
#include <random>

#include "formats/portal_file.h"
#include "session/map_loading.h"
#include "support/bsp_writer.h"
#include "support/temp_dir.h"

namespace {

using namespace bsp;

// A 64-unit square at x = `x`, as a portal line's points.
std::string square(int x) {
    const std::string X = std::to_string(x);
    return "(" + X + " 0 0 ) (" + X + " 64 0 ) (" + X + " 64 64 ) (" + X + " 0 64 ) ";
}

bool mentions(const std::vector<std::string>& warnings, const std::string& text) {
    for (const std::string& w : warnings)
        if (w.find(text) != std::string::npos) return true;
    return false;
}

TEST(PortalFile, Quake1Prt1) {
    const std::string text = "PRT1\n3\n2\n4 0 1 " + square(0) + "\n4 1 2 " + square(64) + "\n";
    std::vector<std::string> warnings;
    const PortalFile f = parse_portal_file(text, "maps/a.prt", warnings);
    EXPECT_TRUE(warnings.empty()) << warnings.front();
    EXPECT_EQ(f.path, "maps/a.prt");
    EXPECT_EQ(f.format, "PRT1");
    EXPECT_EQ(f.clusters, 3);
    ASSERT_EQ(f.portals.size(), 2u);
    EXPECT_EQ(f.portals[1].sides[0], 1);
    EXPECT_EQ(f.portals[1].sides[1], 2);
    EXPECT_FALSE(f.portals[1].hint);
    EXPECT_EQ(f.portals[1].first_vertex, 4u);
    EXPECT_EQ(f.portals[1].vertex_count, 4u);
    ASSERT_EQ(f.vertices.size(), 8u);
    EXPECT_EQ(f.vertices[5], glm::vec3(64, 64, 0));
    EXPECT_EQ(f.file_cluster(2), 2) << "PRT1 numbers Leaf::cluster's way";
    EXPECT_EQ(f.file_cluster(-1), -1);
}

TEST(PortalFile, Quake3Prt1WithFacesAndHints) {
    // CRLF line ends and float coordinates, as q3map2 writes them on Windows.
    const std::string text = "PRT1\r\n2\r\n2\r\n1\r\n4 0 1 1 " + square(0) + "\r\n4 1 0 0 " + square(32) +
                             "\r\n4 0 (0.5 0 0) (0.5 1 0) (0.5 1 1) (0.5 0 1)\r\n";
    std::vector<std::string> warnings;
    const PortalFile f = parse_portal_file(text, "q3.prt", warnings);
    EXPECT_TRUE(warnings.empty()) << warnings.front();
    EXPECT_EQ(f.format, "PRT1 (Quake 3)");
    ASSERT_EQ(f.portals.size(), 2u);
    EXPECT_TRUE(f.portals[0].hint);
    EXPECT_FALSE(f.portals[1].hint);
    EXPECT_EQ(f.solid_faces, 1u);
}

TEST(PortalFile, Prt2MapsVisLeavesToClusters) {
    // Three vis leaves in two clusters: leaves 0 and 1 form cluster 0, leaf 2 cluster 1.
    const std::string text = "PRT2\n3\n2\n1\n4 0 1 " + square(0) + "\n0 1 -1\n2 -1\n";
    std::vector<std::string> warnings;
    const PortalFile f = parse_portal_file(text, "d.prt", warnings);
    EXPECT_TRUE(warnings.empty()) << warnings.front();
    EXPECT_EQ(f.format, "PRT2");
    EXPECT_EQ(f.portals.size(), 1u);
    EXPECT_EQ(f.cluster_of_leaf_cluster, (std::vector<int32_t>{0, 0, 1}));
    EXPECT_EQ(f.file_cluster(1), 0);
    EXPECT_EQ(f.file_cluster(2), 1);
    EXPECT_EQ(f.file_cluster(3), -1);
}

TEST(PortalFile, BadFilesAreWarningsNamingFileAndLine) {
    std::vector<std::string> w;
    EXPECT_TRUE(parse_portal_file("", "e.prt", w).empty());
    EXPECT_TRUE(mentions(w, "e.prt: is empty"));
    w.clear();
    EXPECT_TRUE(parse_portal_file(std::string("\x7f" "ELF\x01\x02\n", 7), "b.prt", w).empty());
    EXPECT_TRUE(mentions(w, "b.prt: is not a portal file")) << w.front();
    EXPECT_TRUE(mentions(w, "?ELF??")) << "unprintable bytes are not echoed: " << w.front();
    w.clear();
    EXPECT_TRUE(parse_portal_file("PRT1\nmany\n", "h.prt", w).empty());
    EXPECT_TRUE(mentions(w, "h.prt: line 2: vis leaf count is not a count")) << w.front();
    w.clear();
    EXPECT_TRUE(parse_portal_file("PRT1\n3\n", "t.prt", w).empty());
    EXPECT_TRUE(mentions(w, "ends before the portal count")) << w.front();

    // One good portal among bad lines: it is kept, each bad line is named.
    const std::string text = "PRT1\n3\n7\n"
                             "4 0 9 " + square(0) + "\n"     // cluster past the count
                             "2 0 1 (0 0 0) (1 1 1)\n"       // too few points
                             "4 0 1 (0 0 0) (1 1)\n"         // a point with two numbers
                             "3 0 1 (0 0 0) (1 0 0) (nan 1 1)\n"  // not a finite number
                             "4 0 1 " + square(0) + "(9 9 9)\n"  // one point too many
                             "four 0 1\n"
                             "4 1 2 " + square(64) + "\n";
    w.clear();
    const PortalFile f = parse_portal_file(text, "bad.prt", w);
    ASSERT_EQ(f.portals.size(), 1u);
    EXPECT_EQ(f.portals[0].sides[0], 1);
    EXPECT_EQ(f.vertices.size(), 4u) << "points of skipped lines are not kept";
    EXPECT_TRUE(mentions(w, "bad.prt: line 4: joins cluster 9, but the header counts 3")) << w.front();
    EXPECT_TRUE(mentions(w, "line 5: has a point count of 2"));
    EXPECT_TRUE(mentions(w, "line 6: point 2 of 4 is not \"(x y z)\""));
    EXPECT_TRUE(mentions(w, "line 7: point 3 of 3"));
    EXPECT_TRUE(mentions(w, "1 more bad lines skipped")) << "only the first five are detailed";
}

TEST(PortalFile, CountsThatDisagreeAndLimits) {
    std::vector<std::string> w;
    PortalFile f = parse_portal_file("PRT1\n2\n5\n4 0 1 " + square(0) + "\n", "short.prt", w);
    EXPECT_EQ(f.portals.size(), 1u);
    EXPECT_TRUE(mentions(w, "short.prt: lists 1 portal lines, its header 5"));
    w.clear();
    // A header claiming billions of portals allocates nothing up front.
    f = parse_portal_file("PRT1\n2\n99999999999\n4 0 1 " + square(0) + "\n", "huge.prt", w,
                          {.max_portals = 10});
    EXPECT_EQ(f.portals.size(), 1u);
    EXPECT_TRUE(mentions(w, "huge.prt: counts 99999999999 portals; only the first 10 are read"));
    w.clear();
    f = parse_portal_file("PRT1\n2\n3\n4 0 1 " + square(0) + "\n4 0 1 " + square(1) + "\n4 0 1 " + square(2) + "\n",
                          "cap.prt", w, {.max_vertices = 9});
    EXPECT_EQ(f.portals.size(), 2u);
    EXPECT_TRUE(mentions(w, "would pass the limit of 9 portal points"));
    w.clear();
    f = parse_portal_file("PRT1\n2\n1\n300 0 1 (0 0 0)\n", "points.prt", w);
    EXPECT_TRUE(f.empty());
    EXPECT_TRUE(mentions(w, "has a point count of 300"));
    w.clear();
    f = parse_portal_file("PRT2\n2\n2\n0\n0 5 -1\n", "lists.prt", w);
    EXPECT_TRUE(mentions(w, "names vis leaf 5 of 2")) << w.front();
    EXPECT_TRUE(mentions(w, "lists the vis leaves of 0 clusters, its header 2"));
}

// Random damage to a valid file: never a crash, and never more points than the text
// could hold.
TEST(PortalFile, RandomDamageNeverCrashes) {
    const std::string good = "PRT2\n3\n2\n2\n4 0 1 1 " + square(0) + "\n4 1 0 " + square(9) + "\n0 1 -1\n2 -1\n";
    std::mt19937 rng(14);
    for (int round = 0; round < 2000; ++round) {
        std::string text = good;
        const int edits = 1 + int(rng() % 6);
        for (int e = 0; e < edits; ++e) {
            const size_t at = rng() % text.size();
            switch (rng() % 3) {
                case 0: text[at] = char(rng() % 256); break;
                case 1: text.erase(at, 1 + rng() % 8); break;
                default: text.insert(at, std::string(1 + rng() % 4, "0123456789-()\n "[rng() % 15])); break;
            }
            if (text.empty()) text = "P";
        }
        std::vector<std::string> w;
        const PortalFile f = parse_portal_file(text, "fuzz.prt", w);
        EXPECT_LE(f.vertices.size(), text.size());
        for (const VisPortal& p : f.portals) {
            EXPECT_LE(size_t(p.first_vertex) + p.vertex_count, f.vertices.size());
            EXPECT_GE(p.sides[0], 0);
            EXPECT_LT(p.sides[1], f.clusters);
        }
    }
}

// load_map reads NAME.prt beside NAME.bsp; its warnings join the map's; a map
// without one has an empty portal file.
TEST(PortalFile, LoadedBesideTheMap) {
    const bsptest::TempDir dir("prt-load");
    const auto bytes = bsptest::minimal_q3_room().build();
    std::ofstream(dir / "room.bsp", std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    LoadedMap plain = load_map({.map_argument = (dir / "room.bsp").string()});
    EXPECT_TRUE(plain.map.portal_file.path.empty());
    std::ofstream(dir / "room.prt") << "PRT1\n2\n2\n0\n4 0 1 0 " << square(0) << "\n4 0 1 0 (1 2)\n";
    LoadedMap with = load_map({.map_argument = (dir / "room.bsp").string()});
    EXPECT_EQ(with.map.portal_file.format, "PRT1 (Quake 3)");
    EXPECT_EQ(with.map.portal_file.portals.size(), 1u);
    EXPECT_NE(with.map.portal_file.path.find("room.prt"), std::string::npos);
    EXPECT_TRUE(mentions(with.map.warnings, "room.prt: line 6: point 1 of 4")) << ::testing::PrintToString(with.map.warnings);
}

}  // namespace

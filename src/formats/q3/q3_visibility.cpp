// Visibility: Quake 3 stores the PVS uncompressed, one bit row per cluster,
// after a two-int header (cluster count, bytes per row). The header must
// describe exactly the bytes present, rows must hold a bit for every cluster
// (Visibility::can_see indexes them without further checks), and every leaf's
// cluster must name a row.
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {
namespace {

void check_leaf_clusters(const Q3File& f, const Map& map) {
    const int32_t clusters = map.visibility.cluster_count;
    for (size_t i = 0; i < map.leaves.size(); ++i)
        if (map.leaves[i].cluster >= clusters)
            f.fail(kLeafs, "leaf " + str(int64_t(i)) + " is in cluster " + str(map.leaves[i].cluster) +
                               ", but the visibility data has " + str(clusters) + " clusters");
}

}  // namespace

void read_visibility(const Q3File& f, Map& map) {
    const uint32_t length = f.length(kVisibility);
    if (length == 0) return;  // not vised: everything is potentially visible
    ByteReader r = f.reader(kVisibility);
    if (length < 8) r.fail("truncated: " + str(length) + " bytes, the header alone needs 8");
    const int32_t clusters = r.i32(), row_bytes = r.i32();
    if (clusters < 0 || row_bytes < 0)
        r.fail("negative header: " + str(clusters) + " clusters of " + str(row_bytes) + " bytes");
    const int64_t expected = 8 + int64_t(clusters) * row_bytes;
    if (expected != length)
        r.fail("header says " + str(clusters) + " clusters x " + str(row_bytes) + " bytes = " + str(expected) +
               " bytes with the header, but the lump has " + str(length));
    if (int64_t(row_bytes) * 8 < clusters)
        r.fail(str(row_bytes) + "-byte rows cannot hold a bit for each of " + str(clusters) + " clusters");
    Visibility& vis = map.visibility;
    vis.cluster_count = clusters;
    vis.row_bytes = row_bytes;
    auto bits = r.bytes(length - 8);
    vis.rows.assign(bits.begin(), bits.end());
    check_leaf_clusters(f, map);
}

}  // namespace bsp::q3

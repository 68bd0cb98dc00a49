// Visibility: Quake 3 stores the PVS uncompressed, one bit row per cluster,
// after a two-int header (cluster count, bytes per row). The rows the header
// describes must be present and hold a bit for every cluster (Visibility::can_see
// indexes them without further checks); bytes after them are ignored, as the engine
// ignores them. A leaf whose cluster names no row is never drawn, as ioquake3's
// R_MarkLeaves skips it: its cluster becomes -1.
#include "core/problem_tally.h"
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {
namespace {

void drop_clusters_past_the_rows(const Q3File& f, Map& map) {
    const int32_t clusters = map.visibility.cluster_count;
    ProblemTally past;
    for (size_t i = 0; i < map.leaves.size(); ++i) {
        if (map.leaves[i].cluster < clusters) continue;
        past.note("leaf " + str(int64_t(i)) + " is in cluster " + str(map.leaves[i].cluster));
        map.leaves[i].cluster = -1;
    }
    if (past.count > 0)
        map.warnings.push_back(f.part(kLeafs) + ": " + str(int64_t(past.count)) + " leaves name clusters past the " +
                               str(clusters) + " of lump 'visibility' (first: " + past.first +
                               "); they are never drawn, as in the engine");
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
    if (expected > length)
        r.fail("header says " + str(clusters) + " clusters x " + str(row_bytes) + " bytes = " + str(expected) +
               " bytes with the header, but the lump has " + str(length));
    if (expected < length)
        map.warnings.push_back(f.part(kVisibility) + ": " + str(int64_t(length - expected)) +
                               " bytes after the " + str(clusters) + " rows the header describes are ignored");
    if (int64_t(row_bytes) * 8 < clusters)
        r.fail(str(row_bytes) + "-byte rows cannot hold a bit for each of " + str(clusters) + " clusters");
    Visibility& vis = map.visibility;
    vis.cluster_count = clusters;
    vis.row_bytes = row_bytes;
    auto bits = r.bytes(size_t(expected - 8));
    vis.rows.assign(bits.begin(), bits.end());
    drop_clusters_past_the_rows(f, map);
}

}  // namespace bsp::q3

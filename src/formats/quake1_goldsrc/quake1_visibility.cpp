// visibility lump → Map::visibility, decoded once at load.
//
// Each visleaf (leaves 1..visleafs) has an offset into the lump where its row starts,
// compressed with the Quake-family run-length code (formats/pvs_rle.h). A decoded row
// has one bit per visleaf, (visleafs + 7) / 8 bytes; bit j of leaf i's row says
// whether leaf j + 1 may be visible from leaf i. Clusters are visleafs (cluster =
// leaf - 1), so the rows drop straight into Map::visibility.
//
// Offset -1 means "no row": the engines treat it as "sees everything", and so do we.
// Rows are decoded as the engines decode them (zero runs past the row's end cut
// there, rows past the lump's end ended there), with one warning per kind of quirk.
// An offset outside the lump or another negative one, which the engines would follow
// into memory that is not visdata, is a row that sees everything, with a warning.
#include "formats/pvs_rle.h"
#include "formats/quake1_goldsrc/quake1_sections.h"

namespace bsp::quake1 {
namespace {

// The decoded PVS grows with the square of the leaf count, which a lying count would
// make enormous; the cap (64 MiB at the default limit) is far above real maps
// (8192 visleafs, the vanilla engine limit, need 8 MiB).
uint64_t max_pvs_bytes(const ParseOptions& options) { return options.max_elements * 4; }

}  // namespace

void read_visibility(const Quake1File& f, Map& map, const std::vector<int32_t>& vis_offsets, int32_t visleafs) {
    Visibility& vis = map.visibility;
    vis.cluster_count = visleafs;
    vis.row_bytes = (visleafs + 7) / 8;
    ByteReader r = f.reader(kVisibility);
    // No visdata (an unvised map): rows stay empty, which means "everything visible".
    if (r.size() == 0 || visleafs == 0) return;

    const uint64_t total = uint64_t(visleafs) * uint64_t(vis.row_bytes);
    if (total > max_pvs_bytes(f.options()))
        f.fail(kVisibility, str(visleafs) + " visleafs would need " + str(int64_t(total)) +
                                " bytes of PVS, more than the limit of " + str(int64_t(max_pvs_bytes(f.options()))));
    f.options().memory_budget.take(total, f.file(), f.part(kVisibility), str(visleafs) + " visleafs",
                                    "decoded PVS");
    vis.rows.assign(size_t(total), 0);
    const std::span<const uint8_t> lump = r.bytes(r.size());
    PvsRowQuirks quirks;
    uint64_t bad_offsets = 0;
    std::string first_bad;
    for (int32_t cluster = 0; cluster < visleafs; ++cluster) {
        const uint32_t leaf = uint32_t(cluster) + 1;
        uint8_t* row = &vis.rows[size_t(cluster) * size_t(vis.row_bytes)];
        const int32_t offset = vis_offsets[leaf];
        if (offset >= 0 && uint64_t(offset) < lump.size()) {
            decode_pvs_row(lump, size_t(offset), {row, size_t(vis.row_bytes)}, quirks);
            continue;
        }
        if (offset != -1 && bad_offsets++ == 0) first_bad = "leaf " + str(leaf) + "'s offset " + str(offset);
        // No row: sees every visleaf (bits past the last visleaf stay clear).
        for (int32_t j = 0; j < visleafs; ++j) row[j >> 3] |= uint8_t(1u << (j & 7));
    }
    quirks.add_warnings(kLumpNames[kVisibility], uint64_t(visleafs), map.warnings);
    if (bad_offsets)
        map.warnings.push_back("lump 'visibility': " + str(int64_t(bad_offsets)) + " of " + str(visleafs) +
                               " rows start outside the " + str(int64_t(lump.size())) + "-byte lump (first: " +
                               first_bad + "); those leaves see everything");
}

}  // namespace bsp::quake1

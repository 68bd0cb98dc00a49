// visibility lump → Map::visibility, decoded once at load.
//
// Each visleaf (leaves 1..visleafs) has an offset into the lump where its row starts,
// compressed with a run-length code for zeros: a non-zero byte is 8 visibility bits
// as they are; a zero byte is followed by a count of zero bytes. A decoded row has one
// bit per visleaf, (visleafs + 7) / 8 bytes; bit j of leaf i's row says whether leaf
// j + 1 may be visible from leaf i. Clusters are visleafs (cluster = leaf - 1), so
// the rows drop straight into Map::visibility.
//
// Offset -1 means "no row": the engines treat it as "sees everything", and so do we.
// A row that runs off the end of the lump, or whose bytes (a literal or a zero run)
// go past the row length, is a LoadError: both mean the lump or the leaf count is
// corrupt, and guessing which part of a damaged row to trust would show wrong culling.
#include "formats/quake1_goldsrc/quake1_sections.h"

namespace bsp::quake1 {
namespace {

// The decoded PVS grows with the square of the leaf count, which a lying count would
// make enormous; the cap (64 MiB at the default limit) is far above real maps
// (8192 visleafs, the vanilla engine limit, need 8 MiB).
uint64_t max_pvs_bytes(const ParseOptions& options) { return options.max_elements * 4; }

class RowDecoder {
public:
    RowDecoder(const Quake1File& f, std::span<const uint8_t> lump, uint32_t row_bytes)
        : f_(f), lump_(lump), row_bytes_(row_bytes) {}

    void decode(uint32_t leaf, int32_t offset, uint8_t* row) const {
        const std::string who = "leaf " + str(leaf) + "'s row";
        if (uint64_t(offset) >= lump_.size())
            f_.fail(kVisibility, who + " starts at offset " + str(offset) + ", past the end of the " +
                                     str(int64_t(lump_.size())) + "-byte lump");
        size_t in = size_t(offset);
        uint32_t out = 0;
        auto next = [&]() {
            if (in >= lump_.size())
                f_.fail(kVisibility, who + " (from offset " + str(offset) + ") runs past the end of the lump after " +
                                         str(out) + " of its " + str(row_bytes_) + " bytes");
            return lump_[in++];
        };
        while (out < row_bytes_) {
            const uint8_t b = next();
            if (b != 0) {
                row[out++] = b;
                continue;
            }
            const uint8_t zeros = next();
            if (zeros > row_bytes_ - out)
                f_.fail(kVisibility, who + " has a run of " + str(zeros) + " zero bytes at byte " + str(out) +
                                         ", past the end of its " + str(row_bytes_) + "-byte row (" +
                                         str(row_bytes_ * 8) + " leaves at most)");
            out += zeros;  // the row starts zeroed
        }
    }

private:
    const Quake1File& f_;
    std::span<const uint8_t> lump_;
    uint32_t row_bytes_;
};

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
    vis.rows.assign(size_t(total), 0);
    const RowDecoder decoder(f, r.bytes(r.size()), uint32_t(vis.row_bytes));
    for (int32_t cluster = 0; cluster < visleafs; ++cluster) {
        const uint32_t leaf = uint32_t(cluster) + 1;
        uint8_t* row = &vis.rows[size_t(cluster) * size_t(vis.row_bytes)];
        const int32_t offset = vis_offsets[leaf];
        if (offset >= 0) {
            decoder.decode(leaf, offset, row);
            continue;
        }
        if (offset != -1)
            f.fail(kVisibility, "leaf " + str(leaf) + " has visibility offset " + str(offset) +
                                    " (-1 is the only negative value with a meaning)");
        // No row: sees every visleaf (bits past the last visleaf stay clear).
        for (int32_t j = 0; j < visleafs; ++j) row[j >> 3] |= uint8_t(1u << (j & 7));
    }
}

}  // namespace bsp::quake1

#include "formats/pvs_rle.h"

#include <algorithm>

namespace bsp {

void decode_pvs_row(std::span<const uint8_t> lump, size_t start, std::span<uint8_t> row, PvsRowQuirks& quirks) {
    size_t in = start, out = 0;
    bool overshot = false;
    while (out < row.size()) {
        if (in >= lump.size()) {
            ++quirks.truncated_rows;
            break;
        }
        const uint8_t b = lump[in++];
        if (b != 0) {
            row[out++] = b;
            continue;
        }
        if (in >= lump.size()) {
            ++quirks.truncated_rows;
            break;
        }
        const size_t run = lump[in++];
        if (run > row.size() - out) overshot = true;
        out += std::min(run, row.size() - out);  // the row is already zero
    }
    if (overshot) ++quirks.overshooting_rows;
}

void PvsRowQuirks::add_warnings(const std::string& lump, uint64_t rows, std::vector<std::string>& out) const {
    const std::string of = " of " + std::to_string(rows) + " rows";
    if (overshooting_rows)
        out.push_back("lump '" + lump + "': " + std::to_string(overshooting_rows) + of +
                      " have a zero run past the row's end; cut at the row's end, as the engines do");
    if (truncated_rows)
        out.push_back("lump '" + lump + "': " + std::to_string(truncated_rows) + of +
                      " run past the end of the lump; each ends there, the rest of the row not visible");
}

}  // namespace bsp

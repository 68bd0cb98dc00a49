#pragma once
// The run-length code every Quake-family PVS row uses (Quake 1, GoldSrc, BSP2,
// Quake 2 and Source): a non-zero byte is 8 visibility bits as they are; a zero byte
// is followed by a count of zero bytes.
//
// Decoded as the engines decode it, because real compilers write rows the strict
// reading refuses: Quake's and GoldSrc's Mod_DecompressVis keep reading until the row
// is full, so a zero run that overshoots the row end is cut there (community GoldSrc
// compilers write such runs in most rows); Source's CM_DecompressVis clamps the run
// and warns. A zero run of count 0 adds nothing. The engines do not check the lump's
// end at all; we end the row there (the rest stays zero: not visible).
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace bsp {

// What decoding rows met, counted over all rows of a lump, so a parser warns once
// per kind of quirk.
struct PvsRowQuirks {
    uint64_t overshooting_rows = 0;  // rows with a zero run past their end (clamped)
    uint64_t truncated_rows = 0;     // rows that ran past the lump's end (ended there)

    // One warning per kind met: "lump 'visibility': 12 of 96 rows ...". Appended to `out`.
    void add_warnings(const std::string& lump, uint64_t rows, std::vector<std::string>& out) const;
};

// Decodes the row starting at `start` (which must lie inside `lump`) into `row`,
// which holds row.size() bytes and must already be zero.
void decode_pvs_row(std::span<const uint8_t> lump, size_t start, std::span<uint8_t> row, PvsRowQuirks& quirks);

}  // namespace bsp

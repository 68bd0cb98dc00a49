// decode_pvs_row (formats/pvs_rle.h): the Quake-family PVS run-length code, decoded as
// the engines decode it.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "formats/pvs_rle.h"

namespace {

std::vector<uint8_t> decode(const std::vector<uint8_t>& lump, size_t start, size_t row_bytes, bsp::PvsRowQuirks& q) {
    std::vector<uint8_t> row(row_bytes, 0);
    bsp::decode_pvs_row(lump, start, row, q);
    return row;
}

}  // namespace

TEST(PvsRle, LiteralsAndZeroRuns) {
    bsp::PvsRowQuirks q;
    EXPECT_EQ(decode({0xff, 0x00, 0x02, 0x81}, 0, 4, q), (std::vector<uint8_t>{0xff, 0, 0, 0x81}));
    EXPECT_EQ(decode({0x00, 0x01, 0x00, 0x00, 0x07, 0x09}, 0, 3, q), (std::vector<uint8_t>{0, 0x07, 0x09}))
        << "a run of count 0 adds nothing";
    EXPECT_EQ(q.overshooting_rows + q.truncated_rows, 0u);
}

TEST(PvsRle, QuirksAreCountedOncePerRow) {
    bsp::PvsRowQuirks q;
    EXPECT_EQ(decode({0x05, 0x00, 0xff}, 0, 2, q), (std::vector<uint8_t>{0x05, 0}));  // run of 255 in 1 byte left
    EXPECT_EQ(decode({0x00, 0x09, 0x00, 0x09}, 0, 2, q), (std::vector<uint8_t>{0, 0}));
    EXPECT_EQ(q.overshooting_rows, 2u);
    EXPECT_EQ(decode({0x05, 0x06}, 1, 3, q), (std::vector<uint8_t>{0x06, 0, 0}));  // the lump ends first
    EXPECT_EQ(decode({0x05, 0x00}, 0, 3, q), (std::vector<uint8_t>{0x05, 0, 0}));  // a zero without its count
    EXPECT_EQ(q.truncated_rows, 2u);
    std::vector<std::string> warnings;
    q.add_warnings("visibility", 10, warnings);
    EXPECT_EQ(warnings, (std::vector<std::string>{
                            "lump 'visibility': 2 of 10 rows have a zero run past the row's end; cut at the row's "
                            "end, as the engines do",
                            "lump 'visibility': 2 of 10 rows run past the end of the lump; each ends there, the rest "
                            "of the row not visible"}));
}

// The engines read lumps by the offsets in the directory and ignore whatever follows
// the last one (issue 12's "trailing bytes, lumps out of order"): so does every parser
// here. Each crafted map is rewritten with its lumps in reverse order and 4 KiB of
// garbage after them, and must parse to the same map without a warning.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <numeric>

#include "formats/map_parser.h"
#include "fuzz/lump_layout.h"
#include "support/bsp_writer.h"
#include "support/quake1_writer.h"
#include "support/source_writer.h"

namespace {

// `file` with its lumps written last-first (each at a 4-byte boundary) and `trailing`
// bytes of garbage after the last one.
std::vector<uint8_t> reversed_with_trailing_bytes(const std::vector<uint8_t>& file, size_t trailing) {
    const std::optional<bspfuzz::LumpLayout> layout = bspfuzz::read_lump_layout(file);
    EXPECT_TRUE(layout);
    if (!layout) return file;
    std::vector<uint8_t> out(file.begin(), file.begin() + std::ptrdiff_t(layout->header_size));
    const size_t offset_field = layout->length_field == 8 ? 4 : 0;
    for (size_t i = layout->lumps.size(); i-- > 0;) {
        out.resize((out.size() + 3) & ~size_t(3), 0);
        const auto [offset, length] = layout->lumps[i];
        const uint32_t at = length ? uint32_t(out.size()) : 0;
        const size_t entry = layout->first_entry + i * layout->entry_stride;
        std::memcpy(out.data() + entry + offset_field, &at, 4);
        out.insert(out.end(), file.begin() + offset, file.begin() + offset + length);
    }
    for (size_t i = 0; i < trailing; ++i) out.push_back(uint8_t(i * 131 + 7));
    return out;
}

void expect_same_map(const std::vector<uint8_t>& file) {
    const bsp::Map original = bsp::parse_map(file, "maps/x.bsp");
    const std::vector<uint8_t> moved = reversed_with_trailing_bytes(file, 4096);
    ASSERT_NE(moved, file);
    const bsp::Map again = bsp::parse_map(moved, "maps/x.bsp");
    EXPECT_EQ(again.surfaces.size(), original.surfaces.size());
    EXPECT_EQ(again.vertices.size(), original.vertices.size());
    EXPECT_EQ(again.leaves.size(), original.leaves.size());
    EXPECT_EQ(again.visibility.rows, original.visibility.rows);
    EXPECT_EQ(again.lightmaps.size(), original.lightmaps.size());
    EXPECT_EQ(again.entities.size(), original.entities.size());
    EXPECT_EQ(again.warnings, original.warnings);
}

}  // namespace

TEST(LumpOrder, Quake3LumpsInAnyOrderWithTrailingBytes) { expect_same_map(bsptest::minimal_q3_room().build()); }

TEST(LumpOrder, QuakeFamilyLumpsInAnyOrderWithTrailingBytes) {
    for (bsptest::Q1Variant v : {bsptest::Q1Variant::kQuake, bsptest::Q1Variant::kGoldSrc, bsptest::Q1Variant::kBsp2,
                                 bsptest::Q1Variant::kBsp2Rmq}) {
        SCOPED_TRACE(int(v));
        expect_same_map(bsptest::Quake1Writer::square_room(v).build());
    }
}

TEST(LumpOrder, SourceLumpsInAnyOrderWithTrailingBytes) { expect_same_map(bsptest::one_triangle().build()); }

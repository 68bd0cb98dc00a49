// The shared lump directory (formats/lump_directory.h) and range helpers
// (core/index_ranges.h) with crafted directories, independent of any format: each
// test hands it entries a header could hold and expects the exact LoadError, or
// the lump table --info prints.
#include <gtest/gtest.h>

#include <climits>
#include <vector>

#include "core/load_error.h"
#include "formats/lump_directory.h"

namespace {

using namespace bsp;

constexpr const char* kCraftedFile = "crafted.bsp";

// text (bytes), planes (20-byte records), edges (4-byte records)
const std::vector<LumpSpec> kSpecs = {{"entities", 0}, {"planes", 20}, {"edges", 4}};

LumpDirectory directory(const std::vector<uint8_t>& file, std::vector<LumpEntry> entries,
                        uint64_t max_records = 1000) {
    return LumpDirectory(file, kCraftedFile, kSpecs, entries, max_records);
}

// Builds the directory and expects one LoadError for `part` with exactly `problem`.
void expect_directory_error(const std::vector<uint8_t>& file, std::vector<LumpEntry> entries, const std::string& part,
                  const std::string& problem, uint64_t max_records = 1000) {
    try {
        directory(file, entries, max_records);
        ADD_FAILURE() << "accepted; expected " << part << ": " << problem;
    } catch (const LoadError& e) {
        EXPECT_EQ(e.file(), kCraftedFile);
        EXPECT_EQ(e.part(), part) << e.what();
        EXPECT_EQ(e.problem(), problem) << e.what();
    }
}

TEST(RangeHelpers, NeverWrapAround) {
    EXPECT_TRUE(index_in(0, 1));
    EXPECT_FALSE(index_in(1, 1));
    EXPECT_FALSE(index_in(-1, 10));
    EXPECT_TRUE(range_in(2, 3, 5));
    EXPECT_TRUE(range_in(5, 0, 5));
    EXPECT_FALSE(range_in(3, 3, 5));
    EXPECT_FALSE(range_in(-1, 1, 5));
    EXPECT_FALSE(range_in(1, -1, 5));
    EXPECT_FALSE(range_in(6, 0, 5));
    // 32-bit fields that would overflow int32 (or wrap uint64 in first+n) stay out of range.
    EXPECT_FALSE(range_in(INT32_MAX, INT32_MAX, 100));
    EXPECT_TRUE(range_in(INT64_MAX, INT64_MAX, UINT64_MAX));
    EXPECT_FALSE(range_in(INT64_MAX, INT64_MAX, uint64_t(INT64_MAX)));
    EXPECT_FALSE(range_in(1, INT64_MAX, uint64_t(INT64_MAX)));
    EXPECT_EQ(range_str(INT32_MAX, INT32_MAX), "2147483647..4294967294");
    EXPECT_EQ(range_str(-4, 20), "-4..16");
    EXPECT_EQ(range_str(INT64_MAX, 1), "9223372036854775807..9223372036854775808");
    EXPECT_EQ(range_str(INT64_MIN, -1), "-9223372036854775808..-9223372036854775809");
}

TEST(LumpDirectory, CountsRecordsAndReadsLumps) {
    std::vector<uint8_t> file(100);
    file[10] = '{';
    const LumpDirectory d = directory(file, {{10, 5}, {20, 40}, {60, 8}});
    EXPECT_EQ(d.file_size(), 100u);
    EXPECT_EQ(d.count(0), 5u) << "bytes of a text lump";
    EXPECT_EQ(d.count(1), 2u);
    EXPECT_EQ(d.count(2), 2u);
    EXPECT_EQ(d.length(1), 40u);
    EXPECT_EQ(d.record_size(2), 4u);
    EXPECT_EQ(d.end(), 68u);
    ByteReader r = d.reader(0);
    EXPECT_EQ(r.size(), 5u);
    EXPECT_EQ(r.u8(), '{');
    EXPECT_EQ(r.part(), "lump 'entities'");
    EXPECT_EQ(d.part(2), "lump 'edges'");
    try {
        d.fail(1, "plane 3 is broken");
        ADD_FAILURE();
    } catch (const LoadError& e) {
        EXPECT_STREQ(e.what(), "crafted.bsp: lump 'planes': plane 3 is broken");
    }
}

TEST(LumpDirectory, EmptyLumpsAreValid) {
    const LumpDirectory d = directory(std::vector<uint8_t>(8), {{0, 0}, {8, 0}, {0, 0}});
    EXPECT_EQ(d.count(1), 0u);
    EXPECT_EQ(d.end(), 8u);
}

TEST(LumpDirectory, RefusesNegativeEntries) {
    const std::vector<uint8_t> file(100);
    expect_directory_error(file, {{0, 0}, {-20, 20}, {0, 0}}, "lump 'planes'",
                 "negative offset or length in the header (offset -20, length 20)");
    expect_directory_error(file, {{0, 0}, {0, 0}, {4, -1}}, "lump 'edges'",
                 "negative offset or length in the header (offset 4, length -1)");
}

TEST(LumpDirectory, RefusesEntriesOutsideTheFile) {
    const std::vector<uint8_t> file(100);
    expect_directory_error(file, {{90, 20}, {0, 0}, {0, 0}}, "lump 'entities'",
                 "lies outside the file: bytes 90..110 of a 100-byte file");
    expect_directory_error(file, {{0, 0}, {0, 0}, {INT32_MAX, INT32_MAX}}, "lump 'edges'",
                 "lies outside the file: bytes 2147483647..4294967294 of a 100-byte file");
    // Source's 64-bit readers could hand over values no 32-bit header holds.
    expect_directory_error(file, {{0, 0}, {INT64_MAX - 10, 20}, {0, 0}}, "lump 'planes'",
                 "lies outside the file: bytes 9223372036854775797..9223372036854775817 of a 100-byte file");
}

TEST(LumpDirectory, RefusesPartialRecordsAndTooManyRecords) {
    const std::vector<uint8_t> file(100);
    expect_directory_error(file, {{0, 0}, {0, 30}, {0, 0}}, "lump 'planes'",
                 "length 30 is not a multiple of the 20-byte record size");
    expect_directory_error(file, {{0, 0}, {0, 0}, {0, 40}}, "lump 'edges'", "10 records is more than the limit of 9", 9);
    EXPECT_NO_THROW(directory(file, {{0, 100}, {0, 0}, {0, 36}}, 9)) << "text lumps have no record limit";
}

TEST(LumpDirectory, ChecksEveryRangeBeforeAnyRecord) {
    // planes has a partial record, edges lies outside: the range problem is reported,
    // because records are only worth checking in a directory whose ranges all hold.
    expect_directory_error(std::vector<uint8_t>(100), {{0, 0}, {0, 30}, {96, 8}}, "lump 'edges'",
                 "lies outside the file: bytes 96..104 of a 100-byte file");
}

TEST(LumpDirectory, ListsLumpsInSlotOrder) {
    // A format that found planes in slot 0 and entities in slot 1 (Blue Shift) passes
    // them in its own lump order with the slots they came from.
    const std::vector<uint8_t> file(100);
    const LumpDirectory d = directory(file, {{40, 10, 1}, {0, 40, 0}, {50, 4}});
    const std::vector<LumpInfo> table = d.lump_table();
    ASSERT_EQ(table.size(), 3u);
    EXPECT_EQ(table[0].index, 0);
    EXPECT_EQ(table[0].name, "planes");
    EXPECT_EQ(table[0].offset, 0u);
    EXPECT_EQ(table[0].length, 40u);
    EXPECT_EQ(table[0].element_size, 20u);
    EXPECT_EQ(table[0].count, 2u);
    EXPECT_EQ(table[1].index, 1);
    EXPECT_EQ(table[1].name, "entities");
    EXPECT_EQ(table[1].count, 10u);
    EXPECT_EQ(table[2].index, 2);
    EXPECT_EQ(table[2].name, "edges");
    EXPECT_EQ(table[2].count, 1u);
    // The lumps themselves are still addressed by the format's own order.
    EXPECT_EQ(d.reader(0).size(), 10u);
}

TEST(LumpDirectory, ReadsQuakeStyleHeaders) {
    // int32 offset, int32 length pairs, little-endian, as Quake 1/2/3 store them.
    const std::vector<uint8_t> header = {8, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 1, 0, 0, 0};
    ByteReader r(header, kCraftedFile, "header");
    const std::vector<LumpEntry> entries = read_offset_length_entries(r, 2);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].offset, 8);
    EXPECT_EQ(entries[0].length, 4);
    EXPECT_EQ(entries[0].slot, -1);
    EXPECT_EQ(entries[1].offset, -1);
    EXPECT_EQ(entries[1].length, 1);
    ByteReader again(header, kCraftedFile, "header");
    EXPECT_THROW(read_offset_length_entries(again, 3), LoadError);
    try {
        require_header_size(ByteReader(header, kCraftedFile, "header"), 20, "a test header");
        ADD_FAILURE();
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "header");
        EXPECT_EQ(e.problem(), "truncated: a test header needs 20 bytes, the file has 16");
    }
}

}  // namespace

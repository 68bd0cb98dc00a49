#pragma once
// The lump directory every BSP format starts with, validated once for all of them.
//
// Formats lay their headers out differently (Quake 3: 17 and Quake 2: 19 entries of
// int32 offset, length; Quake 1 / GoldSrc: 15 of them, with Blue Shift's first two
// swapped; Source: 64 of offset, length, version, fourCC, some big-endian or in
// Left 4 Dead 2's field order). So each format reads its own header into plain
// LumpEntry values, in the order of its lump enum, and hands them here with a table
// of LumpSpec in the same order. Constructing a LumpDirectory checks every entry
// before any lump is read, so section readers can trust count() when they size vectors.
//
// A format's file class derives from LumpDirectory and passes its Lump enum values
// (plain ints) to reader(), count() and fail().
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/byte_reader.h"
#include "map/entity.h"
#include "core/index_ranges.h"
#include "map/map.h"

namespace bsp {

struct LumpSpec {
    const char* name;      // as the format's own tools print it; errors say "lump '<name>'"
    uint32_t record_size;  // bytes per record; 0: not an array of fixed records (text, bitsets, light)
};

// One directory entry as the header stores it. Signed and 64-bit, so any format's
// field widths fit and a negative value is reported as what it is.
struct LumpEntry {
    int64_t offset = 0, length = 0;
    // The directory slot the entry was read from, when a format moved it to another
    // lump's place (Blue Shift); -1: the slot is its position in the entry list.
    int slot = -1;
};

class LumpDirectory {
public:
    // Throws LoadError naming `file` and the lump: first for the first entry with a
    // negative offset or length or lying outside the file, then for the first record
    // lump whose length is not a multiple of its record size or that holds more than
    // `max_records` records. `specs` and `entries` must have the same size.
    LumpDirectory(std::span<const uint8_t> bytes, std::string file, std::vector<LumpSpec> specs,
                  std::span<const LumpEntry> entries, uint64_t max_records);

    const std::string& file() const { return file_; }
    std::span<const uint8_t> bytes() const { return bytes_; }
    uint64_t file_size() const { return bytes_.size(); }

    // A reader over the lump, positioned at its start; its errors name the lump.
    ByteReader reader(int lump) const;
    uint64_t length(int lump) const { return ranges_[size_t(lump)].length; }
    uint32_t record_size(int lump) const { return specs_[size_t(lump)].record_size; }
    // Records in a record lump; bytes in any other.
    uint64_t count(int lump) const;
    // The first byte after the lump that ends last (where Quake's BSPX directory starts).
    uint64_t end() const;

    // The entities of a text lump (map/entity.h; it stops at the lump's NUL).
    std::vector<Entity> entities(int lump) const;

    // "lump 'faces'": the part named in every error about that lump.
    std::string part(int lump) const;
    [[noreturn]] void fail(int lump, const std::string& problem) const;

    // One LumpInfo per lump, in directory-slot order, for --info and the lump panel.
    std::vector<LumpInfo> lump_table() const;

private:
    struct Range {
        uint64_t offset = 0, length = 0;
        int slot = 0;
    };
    void check_ranges(std::span<const LumpEntry> entries);
    void check_records(uint64_t max_records) const;

    std::span<const uint8_t> bytes_;
    std::string file_;
    std::vector<LumpSpec> specs_;
    std::vector<Range> ranges_;
};

// Throws LoadError for `header` when the file is shorter than `needed` bytes; `what`
// names the header in the message ("a Quake 3 header").
void require_header_size(const ByteReader& header, uint64_t needed, const std::string& what);

// `count` entries of int32 offset, int32 length from the reader's position: the layout
// of the Quake 1, GoldSrc, Quake 2 and Quake 3 directories.
std::vector<LumpEntry> read_offset_length_entries(ByteReader& header, int count);

}  // namespace bsp

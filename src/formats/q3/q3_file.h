#pragma once
// The validated lump directory of a Quake 3 BSP. Constructing a Q3File checks
// the header and every lump's range, record size and count before any lump is
// read, so the section readers can trust count() when they size vectors.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/byte_reader.h"
#include "formats/map_parser.h"
#include "formats/q3/q3_lumps.h"
#include "map/map.h"

namespace bsp::q3 {

class Q3File {
public:
    // Throws LoadError for a short header, wrong magic/version, or a lump that lies
    // outside the file, has a partial record or more records than options allow.
    Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options);

    const std::string& file() const { return file_; }
    uint64_t file_size() const { return bytes_.size(); }
    // A reader over the lump, positioned at its start; errors name the lump.
    ByteReader reader(Lump lump) const;
    uint32_t length(Lump lump) const { return lumps_[lump].length; }
    // Number of records (lumps with a record size) or bytes (text/bitset lumps).
    uint32_t count(Lump lump) const;
    // "lump 'surfaces'": the part named in every error about this lump.
    static std::string part(Lump lump);
    [[noreturn]] void fail(Lump lump, const std::string& problem) const;

    std::vector<LumpInfo> lump_table() const;

private:
    struct Range {
        uint32_t offset = 0, length = 0;
    };
    void read_directory(const ParseOptions& options);

    std::span<const uint8_t> bytes_;
    std::string file_;
    std::array<Range, kLumpCount> lumps_{};
};

// Number formatting for messages and the range checks every section reader shares.
inline std::string str(int64_t v) { return std::to_string(v); }
inline bool index_in(int32_t i, uint64_t size) { return i >= 0 && uint64_t(i) < size; }
// [first, first+n) lies inside [0, size).
inline bool range_in(int32_t first, int32_t n, uint64_t size) {
    return first >= 0 && n >= 0 && uint64_t(first) + uint64_t(n) <= size;
}
inline std::string range_str(int32_t first, int32_t n) {
    return str(first) + ".." + str(int64_t(first) + n);
}

}  // namespace bsp::q3

#pragma once
// The validated lump directory of a Quake 1 family BSP. Constructing a Quake1File
// checks the header and every lump's range, record size and count before any lump
// is read, so the section readers can trust count() when they size vectors.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "core/byte_reader.h"
#include "formats/map_parser.h"
#include "formats/quake1_goldsrc/bspx.h"
#include "formats/quake1_goldsrc/quake1_lumps.h"
#include "map/map.h"

namespace bsp::quake1 {

// Which variant the first four bytes announce, or nullopt.
std::optional<Variant> sniff_variant(std::span<const uint8_t> bytes);

class Quake1File {
public:
    // Throws LoadError for a short header, unknown version, or a lump that lies outside
    // the file, has a partial record or more records than options allow.
    Quake1File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options);

    const std::string& file() const { return file_; }
    std::span<const uint8_t> bytes() const { return bytes_; }
    Variant variant() const { return variant_; }
    const ParseOptions& options() const { return options_; }
    // Blue Shift's v30 maps store planes in slot 0 and entities in slot 1.
    bool entities_and_planes_swapped() const { return swapped_; }

    // A reader over the lump, positioned at its start; errors name the lump.
    ByteReader reader(Lump lump) const;
    uint32_t length(Lump lump) const { return lumps_[lump].length; }
    uint32_t record_size(Lump lump) const { return sizes_.bytes[lump]; }
    // Number of records (lumps with a record size) or bytes (text, bitset and lighting lumps).
    uint32_t count(Lump lump) const;
    static std::string part(Lump lump);
    [[noreturn]] void fail(Lump lump, const std::string& problem) const;

    // BSPX extension lumps (empty when the file has none); a reader over one by name.
    const std::vector<BspxLump>& bspx() const { return bspx_; }
    std::optional<ByteReader> bspx_reader(const std::string& name) const;
    // Non-fatal problems found in the directory (a damaged BSPX directory).
    const std::vector<std::string>& warnings() const { return warnings_; }

    std::vector<LumpInfo> lump_table() const;

private:
    struct Range {
        uint32_t offset = 0, length = 0;
    };
    void read_directory();
    void detect_swapped_lumps();
    void check_records() const;

    std::span<const uint8_t> bytes_;
    std::string file_;
    ParseOptions options_;
    Variant variant_ = Variant::kQuake;
    RecordSizes sizes_{};
    bool swapped_ = false;
    std::array<Range, kLumpCount> lumps_{};
    std::vector<BspxLump> bspx_;
    std::vector<std::string> warnings_;
};

// Number formatting for messages and the range checks every section reader shares.
inline std::string str(int64_t v) { return std::to_string(v); }
inline bool index_in(int64_t i, uint64_t size) { return i >= 0 && uint64_t(i) < size; }
// [first, first+n) lies inside [0, size).
inline bool range_in(int64_t first, int64_t n, uint64_t size) {
    return first >= 0 && n >= 0 && uint64_t(first) <= size && uint64_t(n) <= size - uint64_t(first);
}
inline std::string range_str(int64_t first, int64_t n) { return str(first) + ".." + str(first + n); }
inline glm::vec3 read_vec3(ByteReader& r) {
    glm::vec3 v;
    v.x = r.f32();
    v.y = r.f32();
    v.z = r.f32();
    return v;
}

}  // namespace bsp::quake1

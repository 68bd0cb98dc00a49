#include "formats/quake2/quake2_file.h"

#include <cstring>

namespace bsp::quake2 {
namespace {

std::vector<LumpSpec> lump_specs() {
    std::vector<LumpSpec> specs;
    for (int i = 0; i < kLumpCount; ++i) specs.push_back({kLumpNames[size_t(i)], kRecordSizes[size_t(i)]});
    return specs;
}

}  // namespace

std::vector<LumpEntry> Quake2File::read_header(std::span<const uint8_t> bytes, const std::string& file) {
    ByteReader header(bytes, file, "header");
    require_header_size(header, kHeaderSize, "a Quake 2 header");
    if (std::memcmp(bytes.data(), "IBSP", 4) != 0) header.fail("not a Quake 2 BSP: the magic is not IBSP");
    header.skip(4);
    const int32_t version = header.i32();
    if (version != kVersion)
        header.fail("not a Quake 2 BSP: version " + std::to_string(version) + ", not " + std::to_string(kVersion));
    return read_offset_length_entries(header, kLumpCount);
}

Quake2File::Quake2File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options)
    : LumpDirectory(bytes, file, lump_specs(), read_header(bytes, file), options.max_elements), options_(options) {}

}  // namespace bsp::quake2

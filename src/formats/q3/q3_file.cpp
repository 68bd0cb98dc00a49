#include "formats/q3/q3_file.h"

#include <cstring>

namespace bsp::q3 {
namespace {

std::vector<LumpEntry> read_header(std::span<const uint8_t> bytes, const std::string& file) {
    ByteReader header(bytes, file, "header");
    require_header_size(header, kHeaderSize, "a Quake 3 header");
    auto magic = header.bytes(4);
    if (std::memcmp(magic.data(), kMagic, 4) != 0) header.fail("not a Quake 3 BSP file: magic is not IBSP");
    int32_t version = header.i32();
    if (version != kVersion)
        header.fail("unsupported IBSP version " + str(version) + " (this parser reads " + str(kVersion) + ")");
    return read_offset_length_entries(header, kLumpCount);
}

}  // namespace

Q3File::Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options)
    : LumpDirectory(bytes, file, {kLumpSpecs.begin(), kLumpSpecs.end()}, read_header(bytes, file),
                    options.max_elements) {}

}  // namespace bsp::q3

#include "formats/quake1_goldsrc/bspx.h"

#include <cstring>

#include "core/byte_reader.h"

namespace bsp::quake1 {
namespace {

constexpr char kBspxMagic[4] = {'B', 'S', 'P', 'X'};
constexpr uint32_t kEntrySize = 24 + 4 + 4;

bool has_magic_at(std::span<const uint8_t> bytes, uint64_t pos) {
    return pos <= bytes.size() && bytes.size() - pos >= 8 && std::memcmp(bytes.data() + pos, kBspxMagic, 4) == 0;
}

}  // namespace

std::vector<BspxLump> read_bspx_directory(std::span<const uint8_t> bytes, uint64_t start, const std::string& file,
                                          std::vector<std::string>& warnings) {
    // Writers align the directory to 4 bytes; accept an unaligned one as well.
    uint64_t pos = (start + 3) & ~uint64_t(3);
    if (!has_magic_at(bytes, pos)) pos = start;
    if (!has_magic_at(bytes, pos)) return {};

    ByteReader r(bytes, file, "BSPX directory");
    r.seek(size_t(pos) + 4);
    const int32_t count = r.i32();
    if (count < 0 || uint64_t(count) > r.remaining() / kEntrySize) {
        warnings.push_back("BSPX directory claims " + std::to_string(count) + " lumps, but only " +
                           std::to_string(r.remaining() / kEntrySize) + " fit in the file; BSPX ignored");
        return {};
    }
    std::vector<BspxLump> out;
    out.reserve(size_t(count));
    for (int32_t i = 0; i < count; ++i) {
        BspxLump lump;
        lump.name = r.fixed_string(24);
        const int32_t offset = r.i32(), length = r.i32();
        if (offset < 0 || length < 0 || uint64_t(offset) + uint64_t(length) > bytes.size()) {
            warnings.push_back("BSPX lump '" + lump.name + "' lies outside the file (bytes " + std::to_string(offset) +
                               "+" + std::to_string(length) + " of " + std::to_string(bytes.size()) + "); ignored");
            continue;
        }
        lump.offset = uint32_t(offset);
        lump.length = uint32_t(length);
        out.push_back(std::move(lump));
    }
    return out;
}

}  // namespace bsp::quake1

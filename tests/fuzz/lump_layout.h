#pragma once
// The lump directory of a BSP file as the fuzzer sees it: where each lump lies, so a
// structure-aware mutation can change one lump's bytes (and size) and write the file
// back with a directory that still adds up. Without this, almost every mutation of a
// real map breaks the header's offsets and the parser stops at its first check, so the
// section readers behind it are never reached.
//
// Knows the headers of Quake 1 / GoldSrc / BSP2 (15 entries), Quake 3 IBSP 46 (17), Quake 2 IBSP 38 (19) and
// little-endian Source VBSP (64 entries of offset, length, version, fourCC). Other
// files (big-endian PSBV, anything unknown) are left to plain byte mutation.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace bspfuzz {

struct LumpLayout {
    size_t header_size = 0;          // bytes before the first lump may start
    size_t entry_stride = 0;         // bytes per directory entry
    size_t first_entry = 0;          // byte offset of entry 0
    size_t length_field = 4;         // byte offset of the length inside an entry (offset at 0)
    struct Lump {
        uint32_t offset = 0, length = 0;
    };
    std::vector<Lump> lumps;         // in directory order
};

// The directory of `file`, or nullopt when it is not a format above or its entries
// point outside the file (then there is no structure to keep).
std::optional<LumpLayout> read_lump_layout(std::span<const uint8_t> file);

// `file` with lump `index` replaced by `replacement`: the header kept byte for byte
// except the directory, the lumps written back in their file order, each at a 4-byte
// boundary, and every entry pointing at its lump's new place.
std::vector<uint8_t> replace_lump(std::span<const uint8_t> file, const LumpLayout& layout, size_t index,
                                  std::span<const uint8_t> replacement);

}  // namespace bspfuzz

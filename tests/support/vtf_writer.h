#pragma once
// Crafted VTF files for tests: a header of version 7.0-7.6, an optional low-res
// thumbnail (zero DXT1 blocks), and the high-res chain smallest mip first, each
// level holding `frames` × `faces` copies of the level data given (later copies
// filled with 0xEE so a reader that takes the wrong one sees it). With `axc` (7.6,
// Strata Source) each of those copies is its own zlib stream and an "AXC" resource
// after the chain lists their sizes.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bsptest {

struct VtfSpec {
    uint32_t minor = 2;       // 7.<minor>
    uint16_t width = 4, height = 4;
    uint32_t flags = 0;
    uint16_t frames = 1;
    uint16_t first_frame = 0;
    uint32_t format = 0;      // Source image format number
    uint8_t mip_count = 1;    // written into the header; `levels` may hold fewer or more
    uint32_t low_format = 13;  // DXT1
    uint8_t low_width = 0, low_height = 0;  // 0: no thumbnail
    uint16_t depth = 1;
    int faces = 1;            // copies of each frame written (6 or 7 for an envmap)
    bool crc_resource = true;  // 7.3+: a data-less CRC entry before the image entries
    bool axc = false;          // 7.3+: an AXC resource entry (last in the directory)
    int16_t axc_level = 6;     // 0: the resource says "not compressed" and the chain is plain
    int16_t axc_method = 8;    // 8 deflate, 93 Zstandard (written deflated all the same), <= 0 the first files
    // Level 0, frame 0 of faces 1.. (cube maps), instead of the 0xEE filler; each the size of levels[0].
    std::vector<std::vector<uint8_t>> cube_faces;
};

// `levels`: level 0 first (largest), each the bytes of frame 0, face 0, slice 0.
std::vector<uint8_t> make_vtf(const VtfSpec& spec, const std::vector<std::vector<uint8_t>>& levels);

// A 4x4 BGRA8888 VTF (7.4, one level) of one colour, opaque.
std::vector<uint8_t> solid_vtf(uint8_t r, uint8_t g, uint8_t b);

// Little-endian helpers for building level data.
void put_u16(std::vector<uint8_t>& out, uint16_t v);
void put_u32(std::vector<uint8_t>& out, uint32_t v);

// Where the AXC resource's first compressed size lies in a file make_vtf wrote with
// `axc` (after its length, level and method).
size_t axc_sizes_offset(const std::vector<uint8_t>& vtf);

}  // namespace bsptest

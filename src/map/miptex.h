#pragma once
// One miptex record, wherever it is stored: a Quake-family BSP's textures lump or a
// WAD2/WAD3 entry, so the BSP parser (formats/) and the WAD reader (assets/) share
// it. Layout: name[16], width, height, offsets[4] of the mip levels (from the record
// start), the four levels of palette indices, and, in the GoldSrc forms (BSP v30,
// WAD3), a u16 colour count and count × RGB after the last level.
//
// Reading a record only checks it and copies the bytes out as a PalettedImage;
// turning indices into colours needs the game's palette and is the assets step's job.
// Every check throws LoadError through the ByteReader, so it names the reader's file
// and part: the BSP's lump (a load error) or the WAD entry (turned into a warning by
// the WAD reader).
#include <array>
#include <cstdint>
#include <string>

#include "core/byte_reader.h"
#include "map/map.h"

namespace bsp {

constexpr int kMipLevels = 4;
constexpr uint32_t kMiptexHeaderSize = 16 + 4 + 4 + 4 * kMipLevels;  // name[16], width, height, offsets[4]
// Largest miptex side accepted; real textures are at most 1024, so larger is corruption.
constexpr uint32_t kMaxTextureSide = 8192;

struct MiptexHeader {
    std::string name;
    uint32_t width = 0, height = 0;
    std::array<uint32_t, kMipLevels> mips{};  // all zero: the pixels live in a WAD

    bool has_pixels() const { return mips[0] != 0; }
};

// Whether the record carries its own palette after the last mip level.
enum class MiptexPalette {
    kShared,  // Quake (BSP v29, BSP2, WAD2): the game's palette colours it
    kOwn,     // GoldSrc (BSP v30, WAD3): the record's own palette
};

// Reads the 40-byte header at the reader's start and checks the size (non-zero
// multiples of 16 up to kMaxTextureSide). `who` names the record in messages
// ("miptex 3", "texture 'wall'").
MiptexHeader read_miptex_header(ByteReader& r, const std::string& who);

// Level 0's indices and, for kOwn, the palette (colours past the stored count stay
// black). `r` spans from the record's start to the end of what may hold it
// (`container` names that: "lump", "WAD entry"); every mip level must lie inside it.
PalettedImage read_miptex_image(ByteReader& r, const MiptexHeader& h, const std::string& who,
                                const std::string& container, MiptexPalette palette);

}  // namespace bsp

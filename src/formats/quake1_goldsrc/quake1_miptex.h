#pragma once
// One miptex record, wherever it is stored: the BSP's textures lump or a WAD2/WAD3
// entry. Layout: name[16], width, height, offsets[4] of the mip levels (from the
// record start), the four levels of palette indices, and, in the GoldSrc forms (BSP
// v30, WAD3), a u16 colour count and count × RGB after the last level.
//
// Every check throws LoadError through the ByteReader, so it names the reader's file
// and part: the BSP's lump (a load error) or the WAD entry (turned into a warning by
// the WAD reader).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/byte_reader.h"
#include "formats/quake1_goldsrc/quake1_lumps.h"
#include "formats/quake1_goldsrc/quake1_palette.h"

namespace bsp::quake1 {

struct MiptexHeader {
    std::string name;
    uint32_t width = 0, height = 0;
    std::array<uint32_t, kMipLevels> mips{};  // all zero: the pixels live in a WAD

    bool has_pixels() const { return mips[0] != 0; }
};

// Where the colours of a miptex come from.
enum class MiptexPalette {
    kShared,  // Quake: the game's palette (gfx/palette.lmp or the built-in one)
    kOwn,     // GoldSrc: the record's own palette after the last mip level
};

// Reads the 40-byte header at the reader's start and checks the size (non-zero
// multiples of 16 up to kMaxTextureSide). `who` names the record in messages
// ("miptex 3", "texture 'wall'").
MiptexHeader read_miptex_header(ByteReader& r, const std::string& who);

// Level 0 as RGBA. `r` spans from the record's start to the end of what may hold it
// (`container` names that: "lump", "WAD entry"). Every mip level must lie inside it.
// `shared` is used for kShared; `cutout` ('{' textures) makes index 255 transparent.
std::vector<uint8_t> decode_miptex(ByteReader& r, const MiptexHeader& h, const std::string& who,
                                   const std::string& container, MiptexPalette source, const Palette& shared,
                                   bool cutout);

}  // namespace bsp::quake1

#pragma once
// Valve Texture Format (.vtf, versions 7.0 to 7.6) decoded on the CPU into RGBA8
// with the mip levels the file carries, largest first (as assets/mip_levels.h makes
// them); DXT levels may instead stay the S3TC blocks they are (keep_blocks), which
// the GPU samples itself.
//
// Layout: a header whose size the file states; for 7.0-7.2 the low-res thumbnail
// follows it and then the high-res chain; from 7.3 a resource directory after the
// 80-byte header names where the high-res chain lies (tag 0x30). The chain holds the
// mip levels smallest first; inside each level the frames, inside each frame the
// faces, inside each face the depth slices. We take frame 0, face 0, slice 0 of
// every level, and level 0 of the next few frames (animated textures).
//
// 7.6 (Strata Source) keeps 7.5's header; what it adds is the optional "AXC"
// resource: when present with a non-zero level, every (level, frame, face) of the
// chain is its own zlib stream, packed tight, and AXC lists their sizes. Deflate
// streams are inflated (libdeflate); Zstandard ones (AXC method 93) are refused with a
// message, as bspview links no Zstandard decoder. Strata's new image formats (R8,
// BC7, BC6H: numbers 69-71) are unknown formats here, refused.
//
// Choices (what the engine would do is not always one thing):
// - Cube maps (envmap flag) give their face 0 (+X, "rt") as a flat image, and all
//   six faces of level 0 in VtfImage::cube_faces; 7.1-7.4 envmaps that carry a
//   sphere map count 7 faces, others 6.
// - RGBA16161616F and RGBA16161616 (HDR) hold linear light (the integer format
//   scaled by 1/16, Source's HDR_INPUT_MAP_SCALE). They are shown as the engine's
//   auto-exposure would: scaled so that level 0's log-average luminance lands on middle
//   grey (0.18; VtfImage::exposure, the same for every level), clamped to 0..1, and
//   put through the sRGB curve like the 8-bit textures. Alpha is clamped to 0..1, not
//   scaled.
// - UV88, UVWQ8888 and UVLX8888 hold signed bytes (du/dv offsets or normals); they are
//   shown as a normal map is, -128..127 mapped to 0..255 (0 is 128). UV88 rebuilds a
//   unit normal's z for blue; UVWQ maps all four (q into alpha); UVLX's L is unsigned
//   (blue) and X unused (alpha 255).
// - 16-bit formats are named by their bytes low to high, as Source names its 8-bit
//   ones (BGRA8888 is B,G,R,A in memory): RGB565 has red in the low 5 bits, BGR565
//   blue (Direct3D's R5G6B5); BGRA4444, BGRA5551 and BGRX5551 likewise.
// - DXT1 and DXT1_ONEBITALPHA decode alike: in a block whose first colour is not
//   above the second, index 3 is transparent black (what the hardware does).
// - A8 gives white with the file's alpha; I8 grey, IA88 grey with alpha; the
//   "bluescreen" RGB formats make pure blue transparent.
// - P8 (palette indices) is refused: no VTF version has a place for the palette.
//
// Every size derived from the header (width and height <= 16384, depth, frames, the
// mip count, the thumbnail and the chain) is checked against the file before
// anything is allocated; compressed levels, whose inflated size the file does not
// bound, are checked against deflate's best ratio and the memory budget. A bad file
// gives nullopt and a text naming the problem.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "assets/image_decoder.h"
#include "core/memory_budget.h"

namespace bsp {

struct VtfImage {
    // The largest level kept (level 0 unless larger than VtfDecodeOptions::max_side),
    // RGBA (channels 4) or S3TC blocks (VtfDecodeOptions::keep_blocks), rows top to bottom.
    DecodedImage image;
    std::vector<DecodedImage> mip_levels;  // the smaller levels as the file stores them, largest first
    int file_width = 0, file_height = 0;   // level 0's size in the file (image's when nothing was skipped)
    bool cut_to_bytes = false;             // levels were skipped for VtfDecodeOptions::max_bytes
    int version_minor = 0;                 // 7.<minor>
    uint32_t flags = 0;                    // the header's TEXTUREFLAGS_* bits
    uint32_t format = 0;                   // the high-res image format (Source's ImageFormat number)
    bool compressed = false;               // 7.6: the chain was deflate-compressed (an AXC resource)
    float exposure = 1.0f;                 // HDR formats: the scale applied before the sRGB curve
    uint32_t frame_count = 1;              // frames the file holds
    // Level 0 of frames 1.. (frame 0 is `image`), at most kVtfMaxFrames - 1 of them;
    // empty for deflate-compressed chains and cube maps.
    std::vector<DecodedImage> frames;
    // Cube maps (kVtfFlagEnvmap): level 0 of frame 0's six faces, in the file's order
    // (the engine's CubeMapFaceIndex_t: right, left, back, front, up, down, which in
    // Source's z-up world look along +X, -X, +Y, -Y, +Z, -Z); `image` is face 0 again.
    // A 7.1-7.4 file's seventh face (a sphere map) is not kept. Empty for other
    // images and for deflate-compressed chains.
    std::vector<DecodedImage> cube_faces;
};

constexpr int kVtfCubeFaces = 6;

constexpr uint32_t kVtfMaxFrames = 8;  // the animation frames decoded (Quake 3's animMap cap alike)

constexpr int kVtfMaxSide = 16384;
constexpr uint32_t kVtfFlagEnvmap = 0x4000;

// The largest side kept: a larger image gives its first mip level within it (as the
// engine's picmip and the hardware's limit do), or, with no such level stored, its
// smallest level shrunk while it is decoded. 8192 is the side of kMaxImagePixels (the
// largest real textures are 4096) and within every desktop GL's GL_MAX_TEXTURE_SIZE.
constexpr int kVtfMaxTextureSide = 8192;

struct VtfDecodeOptions {
    // DXT1, DXT3 and DXT5 levels stay S3TC blocks (DecodedImage::compressed) for a GPU
    // to sample; frames and cube faces are RGBA all the same.
    bool keep_blocks = false;
    int max_side = kVtfMaxTextureSide;
    // What the kept levels (image and mip_levels, as kept) may take: larger first levels
    // are skipped until the rest fits; the smallest level is kept whatever it takes.
    uint64_t max_bytes = UINT64_MAX;
};

// Name of a VTF image format number ("DXT5"), "unknown" past the table.
const char* vtf_format_name(uint32_t format);

// `name` is used in error texts only; `budget` bounds what compressed levels inflate to.
std::optional<VtfImage> decode_vtf(std::span<const uint8_t> bytes, std::string* error = nullptr,
                                   const std::string& name = "", const MemoryBudget& budget = MemoryBudget(),
                                   const VtfDecodeOptions& options = {});

}  // namespace bsp

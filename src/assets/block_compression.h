#pragma once
// S3TC blocks (DXT1, DXT3, DXT5; BC1-3 in Direct3D 10's names): their sizes, and
// their decoding to RGBA8. Source's textures are mostly DXT, and a GPU samples the
// blocks directly at a quarter (DXT5) or an eighth (DXT1) of RGBA's memory, so drawn
// textures keep them (render/gl/gl_texture.h uploads them as they are); texels are
// decoded here only where the CPU reads them (sky faces, a GL without
// GL_EXT_texture_compression_s3tc) or the image is not one the GL takes as blocks.
//
// The decoding is what the hardware does: colours 565 expanded by bit replication
// rounding to nearest, the two interpolated colours at 1/3 and 2/3 rounded to
// nearest, and in DXT1 a block whose first colour is not above the second has a
// midpoint colour and transparent black as index 3. DXT5's alpha has 8 levels when
// its first is above its second, else 6 plus 0 and 255.
#include <cstdint>
#include <span>

#include "assets/image_decoder.h"

namespace bsp {

// Bytes of one 4×4 block: 8 (DXT1) or 16 (DXT3, DXT5); 0 for TexelFormat::Texels.
uint32_t block_bytes(TexelFormat format);

// Bytes of a w×h image stored as blocks (partial blocks at the edges count whole).
uint64_t compressed_bytes(TexelFormat format, uint32_t width, uint32_t height);

// Decodes compressed_bytes(format, w, h) bytes of blocks into w*h RGBA texels.
void decode_blocks(std::span<const uint8_t> blocks, TexelFormat format, uint32_t width, uint32_t height,
                   uint8_t* rgba);

// The image as RGBA texels: decoded when it holds blocks, else a copy of it.
DecodedImage decompressed(const DecodedImage& image);

// Whether GL takes the image's blocks as they are: S3TC with sides that are multiples
// of 4 (GL 3.3's EXT_texture_compression_s3tc asks that of level 0; smaller levels may
// be 1 or 2 wide).
bool uploadable_as_blocks(const DecodedImage& image);

}  // namespace bsp

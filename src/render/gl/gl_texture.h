#pragma once
// Creating GL textures from RGBA pixels: mipmaps, repeat or clamp, anisotropic
// filtering where the driver offers it (GL 4.6 or EXT/ARB_texture_filter_anisotropic;
// the GL 3.3 floor has neither, so it is a runtime check).
#include <cstdint>
#include <vector>

#include <glad/gl.h>

#include "assets/image_decoder.h"
#include "render/render_settings.h"

namespace bsp {

// The GL minifying and magnifying filters of a mipmapped texture read with `filter`.
GLint min_filter_of(TextureFilter filter);
GLint mag_filter_of(TextureFilter filter);

struct TextureOptions {
    bool mipmaps = true;
    bool repeat = true;
    bool linear = true;
};

// Highest anisotropy the driver allows, or 1 when the extension is missing.
float max_anisotropy();

// Uploads width*height RGBA8 texels (rows top to bottom) as a new texture; with
// mipmaps, the smaller levels are made on the CPU (assets/mip_levels.h).
GLuint create_texture_rgba(int width, int height, const uint8_t* rgba, const TextureOptions& options);

// Uploads an RGBA image and its smaller mip levels made beforehand (levels 1..,
// assets/mip_levels.h) as one mipmapped texture: no glGenerateMipmap on this thread.
// Filtering and anisotropy as create_texture_rgba with mipmaps.
GLuint create_texture_rgba_levels(int width, int height, const uint8_t* rgba,
                                  const std::vector<DecodedImage>& smaller, const TextureOptions& options);
inline GLuint create_texture_rgba_levels(const DecodedImage& base, const std::vector<DecodedImage>& smaller,
                                         const TextureOptions& options) {
    return create_texture_rgba_levels(base.width, base.height, base.pixels.data(), smaller, options);
}

// Whether the GL takes S3TC blocks as they are (GL_EXT_texture_compression_s3tc, which
// Mesa's llvmpipe and every desktop GPU driver offer, though GL 3.3 does not require
// it). BSPVIEW_S3TC=off says no, to compare with textures decoded on the CPU.
bool s3tc_supported();

// GL_MAX_TEXTURE_SIZE.
int max_texture_side();

// Bytes the GL holds for an image's texels (RGBA8: 4 per texel; S3TC: its blocks).
uint64_t gl_texel_bytes(const DecodedImage& image);

// Uploads an image and its smaller levels (levels 1.., made beforehand) as one
// mipmapped texture, texels (RGBA) or S3TC blocks: blocks go up as they are where
// s3tc_supported() and uploadable_as_blocks, else they are decoded here first. Levels
// larger than max_texture_side() are left out (an image with no smaller level is
// shrunk to fit). A chain that stops early is complete down to its last level; an
// image without levels has none (no glGenerateMipmap). `gl_bytes`, when given, gets
// what the texture's levels hold added.
GLuint create_texture_levels(const DecodedImage& base, const std::vector<DecodedImage>& smaller,
                             const TextureOptions& options, uint64_t* gl_bytes = nullptr);

// The missing-texture checker (render/missing_texture.h) with its mip levels.
GLuint create_checker_texture();

}  // namespace bsp

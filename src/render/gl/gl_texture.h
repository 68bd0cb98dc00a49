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

// The missing-texture checker (render/missing_texture.h) with its mip levels.
GLuint create_checker_texture();

}  // namespace bsp

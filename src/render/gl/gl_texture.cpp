#include "render/gl/gl_texture.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "assets/mip_levels.h"
#include "render/missing_texture.h"

namespace bsp {

namespace {

// Mesa's software rasterizers (llvmpipe, softpipe) implement anisotropic filtering
// exactly and very slowly: one edge-on wall textured at 8x took minutes on
// llvmpipe. Quality there is not worth it; the GPU drivers do it in hardware.
bool software_rasterizer() {
    const char* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
    if (!renderer) return false;
    const std::string r(renderer);
    return r.find("llvmpipe") != std::string::npos || r.find("softpipe") != std::string::npos ||
           r.find("Software Rasterizer") != std::string::npos;
}

}  // namespace

float max_anisotropy() {
    static float cached = -1;
    if (cached < 0) {
        cached = 1;
        GLint major = 0, minor = 0;
        glGetIntegerv(GL_MAJOR_VERSION, &major);
        glGetIntegerv(GL_MINOR_VERSION, &minor);
        const bool core46 = major > 4 || (major == 4 && minor >= 6);
        if ((GLAD_GL_EXT_texture_filter_anisotropic || GLAD_GL_ARB_texture_filter_anisotropic || core46) &&
            !software_rasterizer()) {
            GLfloat value = 1;
            glGetFloatv(GL_MAX_TEXTURE_MAX_ANISOTROPY, &value);
            cached = std::max(1.0f, value);
        }
    }
    return cached;
}

GLint min_filter_of(TextureFilter filter) {
    switch (filter) {
        case TextureFilter::Trilinear: return GL_LINEAR_MIPMAP_LINEAR;
        case TextureFilter::NearestMip: return GL_LINEAR_MIPMAP_NEAREST;
        case TextureFilter::Nearest: return GL_NEAREST_MIPMAP_NEAREST;
    }
    return GL_LINEAR_MIPMAP_LINEAR;
}

GLint mag_filter_of(TextureFilter filter) { return filter == TextureFilter::Nearest ? GL_NEAREST : GL_LINEAR; }

namespace {

// Wrap, filtering and anisotropy for the bound GL_TEXTURE_2D.
void set_sampling(const TextureOptions& options, bool mipmapped) {
    const GLint wrap = options.repeat ? GL_REPEAT : GL_CLAMP_TO_EDGE;
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, wrap);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, wrap);
    const GLint mag = options.linear ? GL_LINEAR : GL_NEAREST;
    GLint min = mag;
    if (mipmapped) {
        min = options.linear ? GL_LINEAR_MIPMAP_LINEAR : GL_NEAREST_MIPMAP_NEAREST;
        const float aniso = std::min(max_anisotropy(), 8.0f);
        if (aniso > 1) glTexParameterf(GL_TEXTURE_2D, GL_TEXTURE_MAX_ANISOTROPY, aniso);
    }
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, mag);
}

}  // namespace

GLuint create_texture_rgba(int width, int height, const uint8_t* rgba, const TextureOptions& options) {
    if (options.mipmaps && width > 0 && height > 0 && rgba) {
        // Levels made here, never by glGenerateMipmap: on llvmpipe the first
        // glGenerateMipmap of a process compiles blit shaders (~75 ms), and the flare
        // glow and Quake sky layers are made on every map load.
        DecodedImage base;
        base.width = width;
        base.height = height;
        base.pixels.assign(rgba, rgba + size_t(width) * size_t(height) * 4);
        return create_texture_rgba_levels(base, build_mip_levels(base), options);
    }
    GLuint tex = 0;
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    set_sampling(options, false);
    return tex;
}

GLuint create_texture_rgba_levels(int width, int height, const uint8_t* rgba,
                                  const std::vector<DecodedImage>& smaller, const TextureOptions& options) {
    GLuint tex = 0;
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    for (size_t i = 0; i < smaller.size(); ++i)
        glTexImage2D(GL_TEXTURE_2D, GLint(i + 1), GL_RGBA8, smaller[i].width, smaller[i].height, 0, GL_RGBA,
                     GL_UNSIGNED_BYTE, smaller[i].pixels.data());
    // A chain that stops early is still complete up to its last level.
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, GLint(smaller.size()));
    set_sampling(options, !smaller.empty());
    return tex;
}

GLuint create_checker_texture() {
    // Nearest filtering keeps the cells crisp, so the checker stays recognisable.
    const DecodedImage base = missing_texture_image();
    return create_texture_rgba_levels(base, build_mip_levels(base), {.mipmaps = true, .repeat = true, .linear = false});
}

}  // namespace bsp

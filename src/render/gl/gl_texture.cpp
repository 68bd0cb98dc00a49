#include "render/gl/gl_texture.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "assets/block_compression.h"
#include "assets/mip_levels.h"
#include "render/texture_levels.h"
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

// A new bound 2D texture whose levels 0..last_level are about to be uploaded, with its
// chain length and filters set first: Mesa sizes a texture's storage by them at the
// first upload, and one that turns out different is allocated again, and copied, at
// the first draw (a second copy of every texture at its peak). A chain that stops early
// is still complete up to its last level.
GLuint new_texture(GLint last_level, const TextureOptions& options) {
    GLuint tex = 0;
    glGenTextures(1, &tex);
    glBindTexture(GL_TEXTURE_2D, tex);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, last_level);
    set_sampling(options, last_level > 0);
    return tex;
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
    const GLuint tex = new_texture(0, options);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    return tex;
}

GLuint create_texture_rgba_levels(int width, int height, const uint8_t* rgba,
                                  const std::vector<DecodedImage>& smaller, const TextureOptions& options) {
    const GLuint tex = new_texture(GLint(smaller.size()), options);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    for (size_t i = 0; i < smaller.size(); ++i)
        glTexImage2D(GL_TEXTURE_2D, GLint(i + 1), GL_RGBA8, smaller[i].width, smaller[i].height, 0, GL_RGBA,
                     GL_UNSIGNED_BYTE, smaller[i].pixels.data());
    return tex;
}

bool s3tc_supported() {
    static const bool supported = [] {
        if (const char* env = std::getenv("BSPVIEW_S3TC"); env && std::string(env) == "off") return false;
        GLint count = 0;
        glGetIntegerv(GL_NUM_EXTENSIONS, &count);
        for (GLint i = 0; i < count; ++i) {
            const char* name = reinterpret_cast<const char*>(glGetStringi(GL_EXTENSIONS, GLuint(i)));
            if (name && std::string(name) == "GL_EXT_texture_compression_s3tc") return true;
        }
        return false;
    }();
    return supported;
}

int max_texture_side() {
    static const int side = [] {
        GLint value = 0;
        glGetIntegerv(GL_MAX_TEXTURE_SIZE, &value);
        return std::max(1024, int(value));  // GL 3.3 promises 1024
    }();
    return side;
}

uint64_t gl_texel_bytes(const DecodedImage& image) {
    if (image.compressed()) return image.pixels.size();
    return uint64_t(image.width) * uint64_t(image.height) * 4;
}

namespace {

// GL_EXT_texture_compression_s3tc's formats (glad's loader here was generated without
// the extension). DXT1 as RGBA: its three-colour blocks' index 3 is transparent
// black, as assets/block_compression.h decodes it.
constexpr GLenum kCompressedRgbaDxt1 = 0x83F1, kCompressedRgbaDxt3 = 0x83F2, kCompressedRgbaDxt5 = 0x83F3;

GLenum s3tc_format_of(TexelFormat texels) {
    switch (texels) {
        case TexelFormat::Bc1: return kCompressedRgbaDxt1;
        case TexelFormat::Bc2: return kCompressedRgbaDxt3;
        case TexelFormat::Bc3: return kCompressedRgbaDxt5;
        case TexelFormat::Texels: break;
    }
    return 0;
}

// One level into the bound texture: blocks as they are, texels as RGBA8.
void put_level(GLint level, const DecodedImage& image, bool as_blocks) {
    if (as_blocks) {
        glCompressedTexImage2D(GL_TEXTURE_2D, level, s3tc_format_of(image.texels), image.width, image.height, 0,
                               GLsizei(image.pixels.size()), image.pixels.data());
        return;
    }
    glTexImage2D(GL_TEXTURE_2D, level, GL_RGBA8, image.width, image.height, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                 image.pixels.data());
}

}  // namespace

GLuint create_texture_levels(const DecodedImage& base, const std::vector<DecodedImage>& smaller,
                             const TextureOptions& options, uint64_t* gl_bytes) {
    const TextureLevels within = levels_within_side(base, smaller, max_texture_side());
    const std::vector<const DecodedImage*>& levels = within.levels;
    // Blocks go up as blocks only when every level can (a chain is one format).
    bool as_blocks = levels.front()->compressed() && s3tc_supported();
    for (size_t i = 0; i < levels.size() && as_blocks; ++i)
        as_blocks = levels[i]->compressed() && levels[i]->texels == levels.front()->texels &&
                    (i > 0 || uploadable_as_blocks(*levels[i]));
    const GLuint tex = new_texture(GLint(levels.size() - 1), options);
    for (size_t i = 0; i < levels.size(); ++i) {
        const GLint level = GLint(i);
        if (as_blocks || !levels[i]->compressed()) {
            put_level(level, *levels[i], as_blocks);
            if (gl_bytes) *gl_bytes += gl_texel_bytes(*levels[i]);
        } else {
            const DecodedImage texels = decompressed(*levels[i]);
            put_level(level, texels, false);
            if (gl_bytes) *gl_bytes += gl_texel_bytes(texels);
        }
    }
    return tex;
}

GLuint create_checker_texture() {
    // Nearest filtering keeps the cells crisp, so the checker stays recognisable.
    const DecodedImage base = missing_texture_image();
    return create_texture_rgba_levels(base, build_mip_levels(base), {.mipmaps = true, .repeat = true, .linear = false});
}

}  // namespace bsp

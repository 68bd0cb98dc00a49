#include "render/gl/cubemap_textures.h"

namespace bsp {

namespace {

bool usable(const CubemapImage& image) {
    const DecodedImage& first = image.faces[0];
    if (first.width <= 0 || first.width != first.height) return false;
    for (const DecodedImage& f : image.faces)
        if (f.width != first.width || f.height != first.height || f.channels != 4 ||
            f.pixels.size() != size_t(f.width) * size_t(f.height) * 4)
            return false;
    return true;
}

}  // namespace

CubemapTextures::~CubemapTextures() {
    for (GLuint t : textures_)
        if (t) glDeleteTextures(1, &t);
}

void CubemapTextures::load(const std::vector<std::optional<CubemapImage>>& images) {
    textures_.assign(images.size(), 0);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    for (size_t s = 0; s < images.size(); ++s) {
        if (!images[s] || !usable(*images[s])) continue;
        GLuint t = 0;
        glGenTextures(1, &t);
        glBindTexture(GL_TEXTURE_CUBE_MAP, t);
        for (int face = 0; face < 6; ++face) {
            const DecodedImage& f = images[s]->faces[size_t(face)];
            glTexImage2D(GLenum(GL_TEXTURE_CUBE_MAP_POSITIVE_X + face), 0, GL_RGBA8, f.width, f.height, 0, GL_RGBA,
                         GL_UNSIGNED_BYTE, f.pixels.data());
        }
        // Mipmapped, so distant and grazing reflections do not shimmer; the faces are
        // small (vbsp's default is 32x32), so making the levels here costs little.
        glGenerateMipmap(GL_TEXTURE_CUBE_MAP);
        glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
        glTexParameteri(GL_TEXTURE_CUBE_MAP, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        for (GLenum wrap : {GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T, GL_TEXTURE_WRAP_R})
            glTexParameteri(GL_TEXTURE_CUBE_MAP, wrap, GL_CLAMP_TO_EDGE);
        textures_[s] = t;
    }
    glBindTexture(GL_TEXTURE_CUBE_MAP, 0);
}

std::vector<bool> CubemapTextures::uploaded() const {
    std::vector<bool> out(textures_.size());
    for (size_t s = 0; s < textures_.size(); ++s) out[s] = textures_[s] != 0;
    return out;
}

}  // namespace bsp

#include "render/gl/sky.h"

#include "render/gl/gl_texture.h"

namespace bsp {

SkyLook::~SkyLook() {
    if (box_) glDeleteTextures(1, &box_);
    if (cloud_) glDeleteTextures(1, &cloud_);
    if (front_) glDeleteTextures(1, &front_);
}

namespace {

const DecodedImage* image_at(const MaterialSet& set, int32_t index) {
    return index >= 0 && size_t(index) < set.images.size() ? &set.images[size_t(index)].image : nullptr;
}

GLuint upload_2d(const DecodedImage& image) {
    return create_texture_rgba(image.width, image.height, image.pixels.data(), {});
}

}  // namespace

void SkyLook::load(const MaterialSet& set) {
    const SkyMaterial& sky = set.sky;
    switch (sky.kind) {
        case SkyKind::Flat: return;
        case SkyKind::Box: return load_box(set);
        case SkyKind::Cloud:
            if (const DecodedImage* cloud = image_at(set, sky.back)) {
                cloud_ = upload_2d(*cloud);
                kind_ = SkyKind::Cloud;
            }
            return;
        case SkyKind::Layers: {
            const DecodedImage* back = image_at(set, sky.back);
            const DecodedImage* front = image_at(set, sky.front);
            if (!back || !front) return;
            cloud_ = upload_2d(*back);
            front_ = upload_2d(*front);
            kind_ = SkyKind::Layers;
            return;
        }
    }
}

void SkyLook::load_box(const MaterialSet& set) {
    const DecodedImage* first = image_at(set, set.sky.box[0]);
    if (!first) return;
    const int w = first->width, h = first->height;
    for (int32_t face : set.sky.box) {
        const DecodedImage* f = image_at(set, face);
        if (!f || f->width != w || f->height != h) return;  // resolve_sky promises one size
    }
    glGenTextures(1, &box_);
    glBindTexture(GL_TEXTURE_2D_ARRAY, box_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, w, h, 6, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    for (int i = 0; i < 6; ++i)
        glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, i, w, h, 1, GL_RGBA, GL_UNSIGNED_BYTE,
                        image_at(set, set.sky.box[size_t(i)])->pixels.data());
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    // Clamped: each face's edge meets the next face's edge, never wraps.
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    kind_ = SkyKind::Box;
}

}  // namespace bsp

#include "render/sky.h"

#include "render/gl_texture.h"

namespace bsp {

SkyLook::~SkyLook() {
    if (box_) glDeleteTextures(1, &box_);
    if (cloud_) glDeleteTextures(1, &cloud_);
}

void SkyLook::load(const Map& map, const MaterialTable& materials, const TextureLibrary& library) {
    const Q3ShaderInfo* sky = nullptr;
    for (const Surface& s : map.surfaces) {
        const DrawMaterial& m = materials.get(s.material);
        if (m.pass == DrawPass::Sky && m.shader) { sky = m.shader; break; }
    }
    if (!sky) return;
    if (!sky->sky_box.empty()) {
        if (auto faces = library.load_sky_box(sky->sky_box)) {
            const int w = (*faces)[0].width, h = (*faces)[0].height;
            bool same = true;
            for (const auto& f : *faces) same = same && f.width == w && f.height == h;
            if (same) {
                glGenTextures(1, &box_);
                glBindTexture(GL_TEXTURE_2D_ARRAY, box_);
                glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
                glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, w, h, 6, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
                for (int i = 0; i < 6; ++i)
                    glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, i, w, h, 1, GL_RGBA, GL_UNSIGNED_BYTE,
                                    (*faces)[size_t(i)].pixels.data());
                glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
                glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
                // Clamped: each face's edge meets the next face's edge, never wraps.
                glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
                glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
                mode_ = Box;
                return;
            }
        }
    }
    if (!sky->first_image.empty()) {
        if (auto image = library.load_image(sky->first_image)) {
            cloud_ = create_texture_rgba(image->width, image->height, image->pixels.data(), {});
            mode_ = Cloud;
            // The mean colour would be a fair flat fallback; the image itself is better.
        }
    }
}

}  // namespace bsp

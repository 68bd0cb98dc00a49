#include "render/sky.h"

#include "render/gl_texture.h"

namespace bsp {

SkyLook::~SkyLook() {
    if (box_) glDeleteTextures(1, &box_);
    if (cloud_) glDeleteTextures(1, &cloud_);
    if (front_) glDeleteTextures(1, &front_);
}

void SkyLook::load(const Map& map, const MaterialTable& materials, const TextureLibrary& library) {
    for (const Surface& s : map.surfaces) {
        const DrawMaterial& m = materials.get(s.material);
        if (m.pass != DrawPass::Sky) continue;
        if (m.shader) return load_shader_sky(*m.shader, library);
        // A box the entities name (GoldSrc's skyname) wins over an embedded texture.
        if (!map.skybox.empty() && load_box(map.skybox, library)) return;
        const Material& source = map.materials[size_t(s.material)];
        if ((source.flags & kMaterialSkyLayers) && !source.rgba.empty()) return load_embedded_layers(source);
        return;
    }
}

void SkyLook::load_embedded_layers(const Material& sky) {
    const int w = sky.width, h = sky.height;
    // Two square halves side by side; any other shape cannot be split into layers.
    if (w != 2 * h || h <= 0 || sky.rgba.size() < size_t(w) * size_t(h) * 4) return;
    const int half = w / 2;
    std::vector<uint8_t> front(size_t(half) * size_t(h) * 4), back(front.size());
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < half; ++x) {
            const uint8_t* f = &sky.rgba[(size_t(y) * size_t(w) + size_t(x)) * 4];
            const uint8_t* b = &sky.rgba[(size_t(y) * size_t(w) + size_t(x + half)) * 4];
            uint8_t* fo = &front[(size_t(y) * size_t(half) + size_t(x)) * 4];
            uint8_t* bo = &back[(size_t(y) * size_t(half) + size_t(x)) * 4];
            std::copy(f, f + 4, fo);
            std::copy(b, b + 4, bo);
            // Palette index 0 (black) is where the back layer shows through.
            fo[3] = (f[0] | f[1] | f[2]) == 0 ? 0 : 255;
            bo[3] = 255;
        }
    }
    cloud_ = create_texture_rgba(half, h, back.data(), {});
    front_ = create_texture_rgba(half, h, front.data(), {});
    mode_ = Layers;
}

bool SkyLook::load_box(const std::string& prefix, const TextureLibrary& library) {
    const auto faces = library.sky_box_faces(prefix);
    if (!faces) return false;
    const int w = (*faces)[0]->width, h = (*faces)[0]->height;
    for (const DecodedImage* f : *faces)
        if (f->width != w || f->height != h) return false;  // one array texture needs one size
    glGenTextures(1, &box_);
    glBindTexture(GL_TEXTURE_2D_ARRAY, box_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, w, h, 6, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    for (int i = 0; i < 6; ++i)
        glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, i, w, h, 1, GL_RGBA, GL_UNSIGNED_BYTE,
                        (*faces)[size_t(i)]->pixels.data());
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    // Clamped: each face's edge meets the next face's edge, never wraps.
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    mode_ = Box;
    return true;
}

void SkyLook::load_shader_sky(const Q3ShaderInfo& sky, const TextureLibrary& library) {
    if (!sky.sky_box.empty() && load_box(sky_box_prefix(sky.sky_box), library)) return;
    if (!sky.first_image.empty()) {
        if (const DecodedImage* image = library.find_image(sky.first_image)) {
            cloud_ = create_texture_rgba(image->width, image->height, image->pixels.data(), {});
            mode_ = Cloud;
        }
    }
}

}  // namespace bsp

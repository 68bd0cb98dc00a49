#include "render/gl/sky.h"

#include <algorithm>
#include <cmath>

#include <glm/gtc/type_ptr.hpp>

#include "assets/image_scale.h"
#include "render/gl/gl_texture.h"
#include "render/stage_eval.h"

namespace bsp {

SkyLook::~SkyLook() {
    if (box_) glDeleteTextures(1, &box_);
    if (next_box_) glDeleteTextures(1, &next_box_);
    if (cloud_) glDeleteTextures(1, &cloud_);
    if (front_) glDeleteTextures(1, &front_);
    for (const auto& [image, texture] : cloud_images_) glDeleteTextures(1, &texture);
}

void SkyCloudUniforms::locate(const ShaderProgram& p) {
    for (size_t k = 0; k < kMaxSkyClouds; ++k) layers[k] = p.uniform(("u_layer" + std::to_string(k)).c_str());
    mod_kind = p.uniform("u_cloud_mod_kind");
    mod_s = p.uniform("u_cloud_mod_s");
    mod_t = p.uniform("u_cloud_mod_t");
    constant = p.uniform("u_cloud_constant");
    height = p.uniform("u_cloud_height");
    box_size = p.uniform("u_sky_box_size");
}

namespace {

// An image with pixels; null for none (and for one found but not decoded after all).
const DecodedImage* image_at(const MaterialSet& set, int32_t index) {
    if (index < 0 || size_t(index) >= set.images.size()) return nullptr;
    const DecodedImage& image = set.images[size_t(index)].image;
    return image.width > 0 && image.height > 0 ? &image : nullptr;
}

GLuint upload_2d(const DecodedImage& image) {
    return create_texture_rgba(image.width, image.height, image.pixels.data(), {});
}

}  // namespace

void SkyLook::load(const MaterialSet& set, const Aabb& world) {
    const SkyMaterial& sky = set.sky;
    world_ = world;
    clouds_ = sky.clouds;
    cloud_height_ = sky.cloud_height;
    for (const MaterialStage& st : clouds_) {
        std::vector<int32_t> images = st.frames;
        images.push_back(st.image);
        for (int32_t i : images) {
            const DecodedImage* image = image_at(set, i);
            if (!image || cloud_images_.count(i)) continue;
            const std::vector<DecodedImage>& levels = set.images[size_t(i)].mip_levels;
            cloud_images_[i] = create_texture_rgba_levels(*image, levels, {.mipmaps = true, .repeat = !st.clamp});
        }
    }
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
    const int32_t first_face = set.sky.box[0];
    if (first_face >= 0 && size_t(first_face) < set.images.size() && set.images[size_t(first_face)].pending) {
        // Streamed: white until the faces come (stream_image).
        box_faces_ = set.sky.box;
        faces_due_ = 6;
        const uint8_t white[4 * 6] = {255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
                                      255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};
        glGenTextures(1, &box_);
        glBindTexture(GL_TEXTURE_2D_ARRAY, box_);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, 1, 1, 6, 0, GL_RGBA, GL_UNSIGNED_BYTE, white);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        kind_ = SkyKind::Box;
        return;
    }
    const DecodedImage* first = image_at(set, first_face);
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

namespace {

void set_box_sampling() {
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D_ARRAY, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

}  // namespace

bool SkyLook::stream_image(int32_t image, const MaterialImage& decoded) {
    bool used = false;
    const DecodedImage& face = decoded.image;
    const bool usable = face.width > 0 && face.height > 0;
    for (size_t i = 0; i < box_faces_.size(); ++i) {
        if (box_faces_[i] != image || faces_due_ == 0) continue;
        box_faces_[i] = -1;  // taken (an image used for two faces fills both)
        --faces_due_;
        used = true;
        if (!usable) continue;
        if (!next_box_) {  // the first face decides the size the others are hoped to have
            next_width_ = face.width;
            next_height_ = face.height;
            glActiveTexture(GL_TEXTURE0);
            glGenTextures(1, &next_box_);
            glBindTexture(GL_TEXTURE_2D_ARRAY, next_box_);
            glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, next_width_, next_height_, 6, 0, GL_RGBA,
                         GL_UNSIGNED_BYTE, nullptr);
        }
        if (face.width == next_width_ && face.height == next_height_) {
            glActiveTexture(GL_TEXTURE0);
            glBindTexture(GL_TEXTURE_2D_ARRAY, next_box_);
            glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
            glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, GLint(i), face.width, face.height, 1, GL_RGBA,
                            GL_UNSIGNED_BYTE, face.pixels.data());
        }
        streamed_faces_[i].width = face.width;  // the size says whether it was uploaded
        streamed_faces_[i].height = face.height;
        if (face.width != next_width_ || face.height != next_height_) streamed_faces_[i] = face;
    }
    if (used && faces_due_ == 0) finish_streamed_box();
    return used;
}

// All six faces came: the filled texture replaces the white one. Faces of another
// size than the first were kept and are scaled now, all to the largest size.
void SkyLook::finish_streamed_box() {
    int width = 0, height = 0;
    bool complete = next_box_ != 0;
    for (const DecodedImage& f : streamed_faces_) {
        complete = complete && f.width > 0;
        width = std::max(width, f.width);
        height = std::max(height, f.height);
    }
    if (!complete) {
        // A face did not decode: the flat sky colour, as when a box is not found at all
        // (the sky program draws a box now, so the box is filled with that colour).
        if (next_box_) glDeleteTextures(1, &next_box_);
        next_box_ = 0;
        streamed_faces_ = {};
        const glm::u8vec4 flat(glm::clamp(flat_, 0.0f, 1.0f) * 255.0f + 0.5f, 255);
        std::vector<glm::u8vec4> texels(6, flat);
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D_ARRAY, box_);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, 0, 1, 1, 6, GL_RGBA, GL_UNSIGNED_BYTE, texels.data());
        glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
        return;
    }
    glActiveTexture(GL_TEXTURE0);
    if (std::any_of(streamed_faces_.begin(), streamed_faces_.end(), [&](const DecodedImage& f) {
            return f.width != next_width_ || f.height != next_height_;
        })) {
        // Unequal faces (rare): the uploaded ones are read back from the texture and
        // every face is scaled to the largest size, as resolve_sky does.
        std::vector<uint8_t> uploaded(size_t(next_width_) * size_t(next_height_) * 4 * 6);
        glBindTexture(GL_TEXTURE_2D_ARRAY, next_box_);
        glGetTexImage(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA, GL_UNSIGNED_BYTE, uploaded.data());
        for (size_t i = 0; i < streamed_faces_.size(); ++i) {
            DecodedImage& f = streamed_faces_[i];
            if (f.pixels.empty()) {  // one of the first face's size, uploaded
                f.pixels.resize(size_t(f.width) * size_t(f.height) * 4);
                std::copy_n(uploaded.begin() + std::ptrdiff_t(f.pixels.size() * i), f.pixels.size(), f.pixels.begin());
            }
            if (f.width != width || f.height != height) f = scale_image(f, width, height);
        }
        glBindTexture(GL_TEXTURE_2D_ARRAY, next_box_);
        glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        glTexImage3D(GL_TEXTURE_2D_ARRAY, 0, GL_RGBA8, width, height, 6, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        for (size_t i = 0; i < streamed_faces_.size(); ++i)
            glTexSubImage3D(GL_TEXTURE_2D_ARRAY, 0, 0, 0, GLint(i), width, height, 1, GL_RGBA, GL_UNSIGNED_BYTE,
                            streamed_faces_[i].pixels.data());
    }
    glBindTexture(GL_TEXTURE_2D_ARRAY, next_box_);
    set_box_sampling();
    glBindTexture(GL_TEXTURE_2D_ARRAY, 0);
    glDeleteTextures(1, &box_);
    box_ = next_box_;
    next_box_ = 0;
    streamed_faces_ = {};
}

}  // namespace bsp

namespace bsp {

namespace {

// "#define NAME int[N](a, b, ...)": one value per cloud layer (0 past the last).
template <class F>
std::string layer_array(const char* name, const std::vector<MaterialStage>& layers, F value) {
    std::string out = std::string("#define ") + name + " int[" + std::to_string(kMaxSkyClouds) + "](";
    for (size_t k = 0; k < kMaxSkyClouds; ++k) {
        out += k < layers.size() ? std::to_string(value(layers[k])) : "0";
        out += k + 1 < kMaxSkyClouds ? "," : ")\n";
    }
    return out;
}

}  // namespace

std::string SkyLook::defines() const {
    std::string out = "#define SKY_MODE " + std::to_string(int(kind_)) + "\n";
    out += "#define CLOUD_COUNT " + std::to_string(clouds_.size()) + "\n";
    out += layer_array("CLOUD_SRC", clouds_, [](const MaterialStage& s) { return int(s.src); });
    out += layer_array("CLOUD_DST", clouds_, [](const MaterialStage& s) { return int(s.dst); });
    out += layer_array("CLOUD_ATEST", clouds_, [](const MaterialStage& s) { return int(s.alpha_test); });
    out += layer_array("CLOUD_MODS", clouds_, [](const MaterialStage& s) {
        return int(std::min(s.tc_mods.size(), kMaxTexMods));
    });
    out += layer_array("CLOUD_TURB", clouds_, [](const MaterialStage& s) {
        for (size_t i = 0; i < s.tc_mods.size() && i < kMaxTexMods; ++i)
            if (s.tc_mods[i].kind == TexModKind::Turb) return 1;
        return 0;
    });
    return out;
}

void SkyLook::bind_clouds(const SkyCloudUniforms& u, double time, const glm::vec3& eye, GLuint white,
                          int first_unit) const {
    if (clouds_.empty()) return;
    constexpr size_t M = kMaxSkyClouds * kMaxTexMods;
    GLint mod_kind[M] = {};
    glm::vec3 mod_s[M], mod_t[M];
    glm::vec4 constant[kMaxSkyClouds];
    for (size_t m = 0; m < M; ++m) mod_s[m] = mod_t[m] = glm::vec3(0);
    for (size_t k = 0; k < kMaxSkyClouds; ++k) constant[k] = glm::vec4(1);
    for (size_t k = 0; k < clouds_.size(); ++k) {
        const StageFrame f = evaluate_stage(clouds_[k], time);
        const auto found = cloud_images_.find(f.image);
        glActiveTexture(GLenum(GL_TEXTURE0 + first_unit + int(k)));
        glBindTexture(GL_TEXTURE_2D, found != cloud_images_.end() ? found->second : white);
        glUniform1i(u.layers[k], first_unit + int(k));
        for (size_t j = 0; j < kMaxTexMods; ++j) {
            mod_kind[k * kMaxTexMods + j] = int(f.tc_mods[j].kind);
            mod_s[k * kMaxTexMods + j] = f.tc_mods[j].s_row;
            mod_t[k * kMaxTexMods + j] = f.tc_mods[j].t_row;
        }
        // rgbGen/alphaGen vertex read colours the engine never set for the dome's
        // vertices: white (the constant) stands in.
        constant[k] = f.constant;
    }
    glUniform1iv(u.mod_kind, GLsizei(M), mod_kind);
    glUniform3fv(u.mod_s, GLsizei(M), glm::value_ptr(mod_s[0]));
    glUniform3fv(u.mod_t, GLsizei(M), glm::value_ptr(mod_t[0]));
    glUniform4fv(u.constant, GLsizei(kMaxSkyClouds), glm::value_ptr(constant[0]));
    glUniform1f(u.height, cloud_height_);
    // The engine's far plane (R_SetFarClip) reaches the farthest corner of what is
    // visible; the world's bounds stand in. Its sky box is that over 1.75.
    float far = 1024.0f;
    if (!world_.empty()) {
        float farthest = 0.0f;
        for (int c = 0; c < 8; ++c) {
            const glm::vec3 corner((c & 1) ? world_.max.x : world_.min.x, (c & 2) ? world_.max.y : world_.min.y,
                                   (c & 4) ? world_.max.z : world_.min.z);
            farthest = std::max(farthest, glm::length(corner - eye));
        }
        far = std::max(farthest, 1.0f);
    }
    glUniform1f(u.box_size, far / 1.75f);
}

}  // namespace bsp

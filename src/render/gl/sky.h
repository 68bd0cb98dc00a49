#pragma once
// The GL side of a map's sky (assets/sky_material.h decides which sky it is):
// a box as one array texture, a cloud image, or Quake's two layers; a flat colour
// when there is no image. Quake 3 cloud layers (SkyMaterial::clouds) are drawn over
// the box or the flat colour in the same pass. Drawn on the sky surfaces themselves,
// looked up by view direction in shaders/sky.frag.
#include <string>
#include <unordered_map>
#include <array>
#include <vector>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "assets/material.h"
#include "core/geometry.h"
#include "render/gl/shader_program.h"

namespace bsp {

// Where the sky program takes its cloud layers' per-frame values.
struct SkyCloudUniforms {
    GLint layers[kMaxSkyClouds];
    GLint mod_kind, mod_s, mod_t, constant, height, box_size;
    void locate(const ShaderProgram& program);
};

class SkyLook {
public:
    SkyLook() = default;
    ~SkyLook();
    SkyLook(const SkyLook&) = delete;
    SkyLook& operator=(const SkyLook&) = delete;

    // `world`: the world model's bounds (the cloud layers' turb reads the engine's
    // sky box size, which follows the far plane).
    void load(const MaterialSet& set, const Aabb& world = {});

    SkyKind kind() const { return kind_; }
    size_t cloud_count() const { return clouds_.size(); }
    GLuint box_texture() const { return box_; }      // GL_TEXTURE_2D_ARRAY, 6 layers
    GLuint cloud_texture() const { return cloud_; }  // GL_TEXTURE_2D; Layers: the back layer
    GLuint front_texture() const { return front_; }  // GL_TEXTURE_2D; Layers: the front layer
    glm::vec3 flat_color() const { return flat_; }

    // A streamed sky box face (MaterialImage::pending: the box is white until all six
    // came). Each face is uploaded as it comes into a texture that replaces the white
    // one once complete; faces of unequal sizes are scaled to the largest then, as
    // resolve_sky does. When a face does not decode the box takes the flat sky colour
    // (a map without a box shows that). False when the image is no face of the box.
    bool stream_image(int32_t image, const MaterialImage& decoded);
    // Whether the box still waits for streamed faces.
    bool box_streaming() const { return faces_due_ > 0; }

    // The sky program's #defines: SKY_MODE and the layout of the cloud layers.
    std::string defines() const;
    // Binds the cloud layers' textures at `time` to units first_unit.. (`white` where a
    // layer has no image) and sets their uniforms on the bound program.
    void bind_clouds(const SkyCloudUniforms& u, double time, const glm::vec3& eye, GLuint white,
                     int first_unit) const;

private:
    void load_box(const MaterialSet& set);
    void finish_streamed_box();

    SkyKind kind_ = SkyKind::Flat;
    GLuint box_ = 0, cloud_ = 0, front_ = 0;
    // A streamed box: its face images, the texture being filled (0 before the first
    // face), the faces still due, and each face's pixels until the box is complete.
    std::array<int32_t, 6> box_faces_{-1, -1, -1, -1, -1, -1};
    GLuint next_box_ = 0;
    int next_width_ = 0, next_height_ = 0;
    int faces_due_ = 0;
    std::array<DecodedImage, 6> streamed_faces_;
    glm::vec3 flat_{0.35f, 0.45f, 0.6f};
    std::vector<MaterialStage> clouds_;
    float cloud_height_ = 0;
    Aabb world_;
    std::unordered_map<int32_t, GLuint> cloud_images_;  // MaterialSet::images index → texture
};

}  // namespace bsp

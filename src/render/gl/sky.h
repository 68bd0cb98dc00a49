#pragma once
// The GL side of a map's sky (assets/sky_material.h decides which sky it is):
// a box as one array texture, a cloud image, or Quake's two layers; a flat colour
// when there is no image. Drawn on the sky surfaces themselves, looked up by view
// direction in shaders/sky.frag.
#include <glad/gl.h>
#include <glm/glm.hpp>

#include "assets/material.h"

namespace bsp {

class SkyLook {
public:
    SkyLook() = default;
    ~SkyLook();
    SkyLook(const SkyLook&) = delete;
    SkyLook& operator=(const SkyLook&) = delete;

    void load(const MaterialSet& set);

    SkyKind kind() const { return kind_; }
    GLuint box_texture() const { return box_; }      // GL_TEXTURE_2D_ARRAY, 6 layers
    GLuint cloud_texture() const { return cloud_; }  // GL_TEXTURE_2D; Layers: the back layer
    GLuint front_texture() const { return front_; }  // GL_TEXTURE_2D; Layers: the front layer
    glm::vec3 flat_color() const { return flat_; }

private:
    void load_box(const MaterialSet& set);

    SkyKind kind_ = SkyKind::Flat;
    GLuint box_ = 0, cloud_ = 0, front_ = 0;
    glm::vec3 flat_{0.35f, 0.45f, 0.6f};
};

}  // namespace bsp

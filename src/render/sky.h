#pragma once
// The sky's look for a map: the skyParms box of its sky shader when all six faces
// load, else the shader's first (cloud) image; the box the map's entities name
// (Map::skybox, GoldSrc's skyname); for an embedded sky texture of two layers
// (kMaterialSkyLayers: Quake's 256x128 skies) two scrolling layers as the Quake
// engines draw them; else a flat colour. Drawn on the sky surfaces themselves,
// looked up by view direction in shaders/sky.frag.
#include <string>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "assets/texture_library.h"
#include "map/map.h"
#include "render/material_table.h"

namespace bsp {

class SkyLook {
public:
    enum Mode { Flat = 0, Box = 1, Cloud = 2, Layers = 3 };

    SkyLook() = default;
    ~SkyLook();
    SkyLook(const SkyLook&) = delete;
    SkyLook& operator=(const SkyLook&) = delete;

    // Uses the first sky material a drawn surface has.
    void load(const Map& map, const MaterialTable& materials, const TextureLibrary& library);

    Mode mode() const { return mode_; }
    GLuint box_texture() const { return box_; }      // GL_TEXTURE_2D_ARRAY, 6 layers
    GLuint cloud_texture() const { return cloud_; }  // GL_TEXTURE_2D; Layers: the back layer
    GLuint front_texture() const { return front_; }  // GL_TEXTURE_2D; Layers: the front layer
    glm::vec3 flat_color() const { return flat_; }

private:
    void load_shader_sky(const Q3ShaderInfo& sky, const TextureLibrary& library);
    // Six faces <prefix>rt .. dn into one array texture; false unless all load alike.
    bool load_box(const std::string& prefix, const TextureLibrary& library);
    void load_embedded_layers(const Material& sky);

    Mode mode_ = Flat;
    GLuint box_ = 0, cloud_ = 0, front_ = 0;
    glm::vec3 flat_{0.35f, 0.45f, 0.6f};
};

}  // namespace bsp

#pragma once
// Source's cube map samples on the GPU: each decoded sample image (MaterialSet::cubemaps)
// as one GL_TEXTURE_CUBE_MAP, for the $envmap reflection (shaders/world.frag ENVMAP).
//
// Face order: the VTF stores Source's +X −X +Y −Y +Z −Z (rt lf bk ft up dn) and the
// engine samples them by world direction with D3D's cube convention, which is GL's
// (both follow RenderMan: the same major-axis faces and the same s/t per face, row 0
// first in memory). bspview draws in the map's own coordinates (Z up, as Source), so
// face i goes to GL_TEXTURE_CUBE_MAP_POSITIVE_X + i as stored and the shader looks up
// the world reflection vector unchanged.
#include <cstdint>
#include <optional>
#include <vector>

#include <glad/gl.h>

#include "assets/material.h"

namespace bsp {

class CubemapTextures {
public:
    CubemapTextures() = default;
    ~CubemapTextures();
    CubemapTextures(const CubemapTextures&) = delete;
    CubemapTextures& operator=(const CubemapTextures&) = delete;

    // Uploads every image there is (indexed like Map::cubemaps); samples without one,
    // or whose faces are not six squares of one size, get no texture.
    void load(const std::vector<std::optional<CubemapImage>>& images);
    // The sample's texture; 0 when it has none (its faces reflect nothing).
    GLuint texture(int32_t sample) const {
        return sample >= 0 && size_t(sample) < textures_.size() ? textures_[size_t(sample)] : 0;
    }
    // Which samples have a texture, indexed like Map::cubemaps.
    std::vector<bool> uploaded() const;

private:
    std::vector<GLuint> textures_;
};

}  // namespace bsp

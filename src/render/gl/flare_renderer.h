#pragma once
// Draws the frame's flares (render/flares.h) after the world: one square per flare
// in window pixels, its material's image (a soft round glow where the material has
// none) times its colour, added to the picture, depth tested without writing depth.
// Flares of one image share a draw call.
#include <cstdint>
#include <functional>
#include <vector>

#include <glad/gl.h>

#include "render/flares.h"
#include "render/gl/shader_program.h"

namespace bsp {

class FlareRenderer {
public:
    FlareRenderer();
    static void prepare_program();  // ahead of the constructor (ShaderProgram::prepare)
    ~FlareRenderer();
    FlareRenderer(const FlareRenderer&) = delete;
    FlareRenderer& operator=(const FlareRenderer&) = delete;

    // `texture_of` gives a material's image (0: none, the glow stands in). Returns
    // the draw calls made.
    uint32_t draw(const std::vector<FlareSprite>& sprites, const RenderView& view, float inv_gamma,
                  const std::function<GLuint(int32_t material)>& texture_of);

private:
    struct FlareVertex {
        glm::vec3 window;
        glm::vec2 uv;
        glm::vec3 color;
    };
    ShaderProgram program_;
    GLint u_viewport_ = -1, u_texture_ = -1, u_inv_gamma_ = -1;
    GLuint vao_ = 0, vbo_ = 0, glow_ = 0;
    std::vector<FlareVertex> vertices_;
    std::vector<uint32_t> order_;
};

}  // namespace bsp

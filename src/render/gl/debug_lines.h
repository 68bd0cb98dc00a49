#pragma once
// Draws a LineBatch (render/line_batch.h) with one call per depth mode.
#include <vector>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "render/line_batch.h"
#include "render/gl/shader_program.h"

namespace bsp {

class DebugLineRenderer {
public:
    DebugLineRenderer();  // compiles shaders/lines.*; throws std::runtime_error
    static void prepare_program();  // ahead of the constructor (ShaderProgram::prepare)
    ~DebugLineRenderer();
    DebugLineRenderer(const DebugLineRenderer&) = delete;
    DebugLineRenderer& operator=(const DebugLineRenderer&) = delete;

    // Into the bound framebuffer; the caller has set the viewport. Returns draw calls.
    uint32_t draw(const LineBatch& batch, const glm::mat4& clip_from_world, float inv_gamma);

private:
    void draw_list(const std::vector<LineVertex>& lines);
    ShaderProgram program_;
    GLint u_clip_ = -1, u_inv_gamma_ = -1;
    GLuint vao_ = 0, vbo_ = 0;
};

}  // namespace bsp

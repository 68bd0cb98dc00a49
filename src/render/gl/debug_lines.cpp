#include "render/gl/debug_lines.h"

#include <cstddef>

#include <glm/gtc/type_ptr.hpp>

namespace bsp {

namespace {
constexpr const char* kLinesVertexShader = "lines.vert";
constexpr const char* kLinesFragmentShader = "lines.frag";
}  // namespace

void DebugLineRenderer::prepare_program() { ShaderProgram::prepare(kLinesVertexShader, kLinesFragmentShader); }

DebugLineRenderer::DebugLineRenderer() {
    program_ = ShaderProgram::from_files(kLinesVertexShader, kLinesFragmentShader);
    u_clip_ = program_.uniform("u_clip_from_world");
    u_inv_gamma_ = program_.uniform("u_inv_gamma");
    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vbo_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(LineVertex), reinterpret_cast<const void*>(0));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(LineVertex),
                          reinterpret_cast<const void*>(offsetof(LineVertex, color)));
    glBindVertexArray(0);
}

DebugLineRenderer::~DebugLineRenderer() {
    if (vbo_) glDeleteBuffers(1, &vbo_);
    if (vao_) glDeleteVertexArrays(1, &vao_);
}

void DebugLineRenderer::draw_list(const std::vector<LineVertex>& lines) {
    // Orphaning the buffer each time: the data is new every frame.
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(lines.size() * sizeof(LineVertex)), lines.data(), GL_STREAM_DRAW);
    glDrawArrays(GL_LINES, 0, GLsizei(lines.size()));
}

uint32_t DebugLineRenderer::draw(const LineBatch& batch, const glm::mat4& clip_from_world, float inv_gamma) {
    if (batch.empty()) return 0;
    uint32_t calls = 0;
    glUseProgram(program_.id());
    glUniformMatrix4fv(u_clip_, 1, GL_FALSE, glm::value_ptr(clip_from_world));
    glUniform1f(u_inv_gamma_, inv_gamma);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    glDisable(GL_BLEND);
    glDepthMask(GL_FALSE);
    if (!batch.depth_tested.empty()) {
        glEnable(GL_DEPTH_TEST);
        draw_list(batch.depth_tested);
        ++calls;
    }
    if (!batch.on_top.empty()) {
        glDisable(GL_DEPTH_TEST);
        draw_list(batch.on_top);
        ++calls;
    }
    glEnable(GL_DEPTH_TEST);
    glDepthMask(GL_TRUE);
    glBindVertexArray(0);
    return calls;
}

}  // namespace bsp

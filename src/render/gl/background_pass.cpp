#include "render/gl/background_pass.h"

namespace bsp {

BackgroundPass::~BackgroundPass() {
    if (empty_vao_) glDeleteVertexArrays(1, &empty_vao_);
}

void BackgroundPass::draw(const glm::vec3& color) {
    if (!program_.id()) {
        program_ = ShaderProgram::from_files("background.vert", "background.frag");
        color_ = program_.uniform("u_color");
        glGenVertexArrays(1, &empty_vao_);
    }
    glUseProgram(program_.id());
    glUniform3f(color_, color.r, color.g, color.b);
    glBindVertexArray(empty_vao_);
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glDepthMask(GL_FALSE);
    glDrawArrays(GL_TRIANGLES, 0, 3);
}

}  // namespace bsp

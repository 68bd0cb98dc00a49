#include "render/gl/background_pass.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "render/gl/renderer_kind.h"

namespace bsp {

namespace {
constexpr const char* kBackgroundVertexShader = "background.vert";
constexpr const char* kBackgroundFragmentShader = "background.frag";
}  // namespace

bool background_pass_by_default() {
    const char* forced = std::getenv("BSPVIEW_BACKGROUND");
    if (forced && std::string(forced) == "clear") return false;
    if (forced && std::string(forced) == "pass") return true;
    return !is_software_rasterizer();
}

void BackgroundPass::prepare_program() { ShaderProgram::prepare(kBackgroundVertexShader, kBackgroundFragmentShader); }

bool BackgroundPass::exact_for(const Aabb& drawn, const glm::vec3& eye, const glm::mat4& projection) {
    if (drawn.empty()) return true;
    if (projection[3][3] != 0.0f || projection[2][3] != -1.0f) return false;  // not a perspective projection
    // glm::perspective: [2][2] = -(f + n) / (f - n), [3][2] = -2fn / (f - n).
    const float near = projection[3][2] / (projection[2][2] - 1.0f);
    const float far = projection[3][2] / (projection[2][2] + 1.0f);
    if (!(near > 0.0f) || !(far > near) || !std::isfinite(far)) return false;
    float farthest = 0.0f;
    for (int corner = 0; corner < 8; ++corner) {
        const glm::vec3 p((corner & 1) ? drawn.max.x : drawn.min.x, (corner & 2) ? drawn.max.y : drawn.min.y,
                          (corner & 4) ? drawn.max.z : drawn.min.z);
        farthest = std::max(farthest, glm::length(p - eye));
    }
    if (farthest >= far) return false;
    if (farthest <= near) return true;
    // 1 - depth of a point at eye distance z (depth range 0..1): n (f - z) / (z (f - n)).
    // The farthest corner bounds every point's view depth from above.
    const double headroom = double(near) * (double(far) - farthest) / (double(farthest) * (double(far) - near));
    return headroom >= 16.0 / double(1 << 24);
}

BackgroundPass::~BackgroundPass() {
    if (empty_vao_) glDeleteVertexArrays(1, &empty_vao_);
}

void BackgroundPass::prepare() {
    if (program_.id()) return;
    program_ = ShaderProgram::from_files(kBackgroundVertexShader, kBackgroundFragmentShader);
    color_ = program_.uniform("u_color");
    glGenVertexArrays(1, &empty_vao_);
}

void BackgroundPass::draw(const glm::vec3& color) {
    prepare();
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

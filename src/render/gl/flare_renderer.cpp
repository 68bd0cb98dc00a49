#include "render/gl/flare_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "render/gl/gl_texture.h"

namespace bsp {

namespace {

constexpr const char* kFlareVertexShader = "flare.vert";
constexpr const char* kFlareFragmentShader = "flare.frag";

// A white disc fading to black at its rim: the look of a flare image, for flares
// whose material has none.
GLuint make_glow() {
    constexpr int kSize = 64;
    std::vector<uint8_t> px(size_t(kSize) * kSize * 4);
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x) {
            const float dx = (float(x) + 0.5f) / kSize * 2.0f - 1.0f, dy = (float(y) + 0.5f) / kSize * 2.0f - 1.0f;
            const float r = std::min(1.0f, std::sqrt(dx * dx + dy * dy));
            const auto v = uint8_t(std::lround(255.0f * (1.0f - r) * (1.0f - r)));
            uint8_t* p = &px[(size_t(y) * kSize + size_t(x)) * 4];
            p[0] = p[1] = p[2] = v;
            p[3] = 255;
        }
    return create_texture_rgba(kSize, kSize, px.data(), {.mipmaps = true, .repeat = false, .linear = true});
}

}  // namespace

void FlareRenderer::prepare_program() { ShaderProgram::prepare(kFlareVertexShader, kFlareFragmentShader); }

FlareRenderer::FlareRenderer() {
    program_ = ShaderProgram::from_files(kFlareVertexShader, kFlareFragmentShader);
    u_viewport_ = program_.uniform("u_viewport");
    u_texture_ = program_.uniform("u_texture");
    u_inv_gamma_ = program_.uniform("u_inv_gamma");
    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vbo_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    auto attr = [](GLuint loc, GLint n, size_t offset) {
        glEnableVertexAttribArray(loc);
        glVertexAttribPointer(loc, n, GL_FLOAT, GL_FALSE, sizeof(FlareVertex), reinterpret_cast<const void*>(offset));
    };
    attr(0, 3, offsetof(FlareVertex, window));
    attr(1, 2, offsetof(FlareVertex, uv));
    attr(2, 3, offsetof(FlareVertex, color));
    glBindVertexArray(0);
    glow_ = make_glow();
}

FlareRenderer::~FlareRenderer() {
    if (glow_) glDeleteTextures(1, &glow_);
    if (vbo_) glDeleteBuffers(1, &vbo_);
    if (vao_) glDeleteVertexArrays(1, &vao_);
}

uint32_t FlareRenderer::draw(const std::vector<FlareSprite>& sprites, const RenderView& view, float inv_gamma,
                             const std::function<GLuint(int32_t)>& texture_of) {
    if (sprites.empty()) return 0;
    // By image, so each image is one draw call.
    order_.resize(sprites.size());
    for (uint32_t i = 0; i < order_.size(); ++i) order_[i] = i;
    std::sort(order_.begin(), order_.end(),
              [&](uint32_t a, uint32_t b) { return sprites[a].material < sprites[b].material; });
    vertices_.clear();
    for (uint32_t i : order_) {
        const FlareSprite& s = sprites[i];
        const float h = s.half_size;
        const glm::vec2 corners[6] = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};
        for (const glm::vec2& c : corners)
            vertices_.push_back({glm::vec3(s.window + c * h, s.depth), c * 0.5f + 0.5f, s.color});
    }
    glUseProgram(program_.id());
    glUniform2f(u_viewport_, float(view.width), float(view.height));
    glUniform1i(u_texture_, 0);
    glUniform1f(u_inv_gamma_, inv_gamma);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices_.size() * sizeof(FlareVertex)), vertices_.data(), GL_STREAM_DRAW);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glDepthMask(GL_FALSE);
    glDisable(GL_CULL_FACE);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE);
    glActiveTexture(GL_TEXTURE0);
    uint32_t calls = 0;
    for (size_t first = 0; first < order_.size();) {
        size_t end = first + 1;
        const int32_t material = sprites[order_[first]].material;
        while (end < order_.size() && sprites[order_[end]].material == material) ++end;
        const GLuint texture = texture_of(material);
        glBindTexture(GL_TEXTURE_2D, texture ? texture : glow_);
        glDrawArrays(GL_TRIANGLES, GLint(first * 6), GLsizei((end - first) * 6));
        ++calls;
        first = end;
    }
    glDisable(GL_BLEND);
    glDepthMask(GL_TRUE);
    glEnable(GL_CULL_FACE);
    glBindVertexArray(0);
    return calls;
}

}  // namespace bsp

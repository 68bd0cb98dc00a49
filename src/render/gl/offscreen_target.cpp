#include "render/gl/offscreen_target.h"

#include <cstring>
#include <stdexcept>
#include <string>

namespace bsp {

OffscreenTarget::OffscreenTarget(int width, int height) : width_(width), height_(height) {
    glGenFramebuffers(1, &fbo_);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glGenRenderbuffers(1, &color_);
    glBindRenderbuffer(GL_RENDERBUFFER, color_);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color_);
    glGenRenderbuffers(1, &depth_);
    glBindRenderbuffer(GL_RENDERBUFFER, depth_);
    // Stencil beside depth: the 3D sky box pass draws only where the world left the sky
    // showing (SceneRenderer::render).
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, width, height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_RENDERBUFFER, depth_);
    const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (status != GL_FRAMEBUFFER_COMPLETE)
        throw std::runtime_error("offscreen framebuffer " + std::to_string(width) + "x" + std::to_string(height) +
                                 " is incomplete (status " + std::to_string(status) + ")");
}

OffscreenTarget::~OffscreenTarget() {
    if (fbo_) glDeleteFramebuffers(1, &fbo_);
    if (color_) glDeleteRenderbuffers(1, &color_);
    if (depth_) glDeleteRenderbuffers(1, &depth_);
}

void OffscreenTarget::bind() const {
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glViewport(0, 0, width_, height_);
}

std::vector<uint8_t> OffscreenTarget::read_rgba() const {
    const size_t row = size_t(width_) * 4;
    std::vector<uint8_t> pixels(row * size_t(height_));
    glBindFramebuffer(GL_READ_FRAMEBUFFER, fbo_);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width_, height_, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    std::vector<uint8_t> tmp(row);
    for (int y = 0; y < height_ / 2; ++y) {
        uint8_t* a = pixels.data() + size_t(y) * row;
        uint8_t* b = pixels.data() + size_t(height_ - 1 - y) * row;
        std::memcpy(tmp.data(), a, row);
        std::memcpy(a, b, row);
        std::memcpy(b, tmp.data(), row);
    }
    return pixels;
}

}  // namespace bsp

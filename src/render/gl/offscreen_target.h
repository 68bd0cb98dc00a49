#pragma once
// A framebuffer object with colour and depth attachments, for rendering with no
// window (screenshots, benchmarks, tests) through the same code as the viewer.
#include <cstdint>
#include <vector>

#include <glad/gl.h>

namespace bsp {

class OffscreenTarget {
public:
    // Throws std::runtime_error when the driver rejects the framebuffer.
    OffscreenTarget(int width, int height);
    ~OffscreenTarget();
    OffscreenTarget(const OffscreenTarget&) = delete;
    OffscreenTarget& operator=(const OffscreenTarget&) = delete;

    void bind() const;
    int width() const { return width_; }
    int height() const { return height_; }
    // RGBA8 pixels, rows top to bottom (GL reads bottom up; flipped here).
    std::vector<uint8_t> read_rgba() const;

private:
    int width_, height_;
    GLuint fbo_ = 0, color_ = 0, depth_ = 0;
};

}  // namespace bsp

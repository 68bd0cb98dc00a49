#pragma once
// Coloured line segments for debugging pictures (leaf bounds, the frozen frustum,
// entity markers, light probes, the picked face's edges). A LineBatch is filled
// on the CPU each frame; DebugLineRenderer draws it with one call per depth mode.
#include <cstdint>
#include <vector>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "core/geometry.h"
#include "render/shader_program.h"

namespace bsp {

struct LineVertex {
    glm::vec3 position;
    glm::u8vec4 color;
};

struct LineBatch {
    std::vector<LineVertex> depth_tested;  // hidden behind walls like the world
    std::vector<LineVertex> on_top;        // always visible (frustum, selection)

    void clear() { depth_tested.clear(); on_top.clear(); }
    bool empty() const { return depth_tested.empty() && on_top.empty(); }
    void line(const glm::vec3& a, const glm::vec3& b, glm::u8vec4 color, bool top = false);
    void box(const Aabb& b, glm::u8vec4 color, bool top = false);
    void cross(const glm::vec3& p, float half_size, glm::u8vec4 color, bool top = false);
};

class DebugLineRenderer {
public:
    DebugLineRenderer();  // compiles shaders/lines.*; throws std::runtime_error
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

#pragma once
// The background where no surface was drawn, given by a pass instead of a colour clear.
//
// Why: on GPUs without fast clears a colour clear writes every pixel, as a full-screen
// draw does. On an H200 (EGL, 1080p) the clear took 0.147 ms of a 0.53 ms frame of a
// 6-face map, 0.59 ms at 4K (bench/README.md, "GPU machine"). Drawn after the
// surfaces that write depth, at the far plane with the depth test, a triangle over
// the view costs next to nothing where the scene covers the screen (the GPU rejects
// whole tiles by depth) and writes the clear colour only where nothing was drawn:
// the same picture for the price of those pixels. The engine itself never clears the
// colour (r_clear 0) and leaves what the last frame drew where nothing is.
//
// When it is the same picture: what is drawn before the pass must write depth wherever
// it writes colour (opaque and alpha-tested surfaces and the sky do; WorldRenderer
// draws the pass before the first surface that blends or leaves depth alone), and
// nothing drawn before it may reach the far depth value: the sky drawn at the far plane
// while visibility is frozen comes after the pass, and a frame where some of the map
// lies so near the far plane that its depth could round to the far value (within about
// f^2 / (near * 2^24) of it: a camera far outside the map) keeps the clear
// (exact_for()). Software rasterizers clear for free and keep the clear.
#include <glm/glm.hpp>

#include "core/geometry.h"
#include "render/gl/shader_program.h"

namespace bsp {

// What BackgroundFill::Auto chooses in the current context: the pass on GPUs, the clear
// on software rasterizers; BSPVIEW_BACKGROUND=clear|pass overrides it (for timing).
bool background_pass_by_default();

class BackgroundPass {
public:
    BackgroundPass() = default;
    ~BackgroundPass();
    BackgroundPass(const BackgroundPass&) = delete;
    BackgroundPass& operator=(const BackgroundPass&) = delete;

    // Compiles the program (throws std::runtime_error when it does not compile), so
    // that the first frame does not; draw() does it otherwise.
    void prepare();
    static void prepare_program();  // before any pass exists (ShaderProgram::prepare)
    // Draws `color` where the depth buffer still holds the cleared far value. Leaves
    // its program and an empty vertex array bound, blending off, depth writes off and
    // back-face culling off; the caller sets its own state again.
    void draw(const glm::vec3& color);

    // Whether the pass gives the clear's picture for a frame drawing what lies in
    // `drawn` (every surface's box) through a perspective `projection` from `eye`:
    // no point of the box comes near enough to the far plane for its depth to round to
    // the far value (with 16 steps of 24-bit depth to spare). GL-free.
    static bool exact_for(const Aabb& drawn, const glm::vec3& eye, const glm::mat4& projection);

private:
    ShaderProgram program_;
    GLint color_ = -1;
    GLuint empty_vao_ = 0;
};

}  // namespace bsp

#pragma once
// Draws a material stage by stage, as Quake 3's classic renderer does: one pass per
// stage over the same index ranges, each with its own GL blend factors, depth write
// and depth function, culling, polygon offset and alpha test, its texture (an image,
// an animMap frame, the lightmap or white), texture coordinates (tcGen and the tcMod
// chain) and colour (rgbGen, alphaGen). What is the same for a whole frame is
// computed on the CPU (render/stage_eval.h) and set as uniforms; shaders/stage.*
// do the per-vertex and per-pixel rest.
//
// A material whose first stage replaces what is behind (and that has at most
// kMaxFusedStages stages) is drawn in one pass by shaders/stage_fused.*, which blends
// the stages in the shader with the same factors and framebuffer clamps: the same
// picture for a fraction of the fill. The others (their first stage blends over the
// picture behind) take one pass per stage.
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "assets/material.h"
#include "render/gl/material_table.h"
#include "render/gl/shader_program.h"

namespace bsp {

struct StageDrawContext {
    glm::mat4 clip_from_world{1.0f};
    glm::vec3 eye{0.0f};
    double time = 0;        // seconds: every time-based effect reads it
    float inv_gamma = 1.0f;
    GLuint lightmap = 0;    // the surfaces' lightmap page; 0: they have none (white)
    GLuint white = 0;       // a 1x1 white texture
};

class StageRenderer {
public:
    StageRenderer();  // compiles the program; throws std::runtime_error
    ~StageRenderer();
    StageRenderer(const StageRenderer&) = delete;
    StageRenderer& operator=(const StageRenderer&) = delete;

    // Draws every stage of `material`, calling `draw_geometry` once per pass. Leaves
    // its program bound, blending and depth writes as the last pass set them, texture
    // units 0..5 bound to its textures, the depth function LEQUAL, back faces culled
    // and no polygon offset: the caller sets its own state again.
    // Compiles what drawing `material` will need (so the first frame does not).
    void prepare(const ResolvedMaterial& material);
    void draw(const ResolvedMaterial& material, const MaterialTable& textures, const StageDrawContext& context,
              const std::function<void()>& draw_geometry);

private:
    void draw_fused(const ResolvedMaterial& material, const MaterialTable& textures, const StageDrawContext& context,
                    const std::function<void()>& draw_geometry);
    void draw_passes(const ResolvedMaterial& material, const MaterialTable& textures, const StageDrawContext& context,
                     const std::function<void()>& draw_geometry);

    ShaderProgram program_;
    struct Uniforms {
        GLint clip_from_world, eye, tc_gen, tc_vector_s, tc_vector_t, tc_mod_count, tc_mod_kind, tc_mod_s, tc_mod_t,
            rgb_mode, alpha_mode, constant, vertex_scale, portal_range, texture, texel_scale, alpha_test, output_scale,
            inv_gamma;
    } u_{};
    // One program per layout of stages (count, tcGens, tcMod counts, colour and alpha
    // sources, alpha tests, blend factors): compiled once, the first time a material
    // with that layout is prepared or drawn.
    struct FusedProgram {
        ShaderProgram program;
        GLint clip_from_world, eye, tc_vector_s, tc_vector_t, tc_mod_kind, tc_mod_s, tc_mod_t, constant,
            vertex_scale, portal_range, texel_scale, output_scale, inv_gamma;
        GLint textures[6];
    };
    const FusedProgram& fused_program(const ResolvedMaterial& material);
    std::unordered_map<std::string, std::unique_ptr<FusedProgram>> fused_;
    GLuint clamp_sampler_ = 0;  // clampMap stages: the same texture, not repeated
};

}  // namespace bsp

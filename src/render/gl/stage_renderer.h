#pragma once
// Draws a material stage by stage, as Quake 3's classic renderer does: each stage
// with its own blend factors, depth write and depth function, alpha test, texture
// (an image, an animMap frame, the lightmap or white), texture coordinates (tcGen and
// the tcMod chain) and colour (rgbGen, alphaGen); the material's culling and polygon
// offset around them. What is the same for a whole frame is computed on the CPU
// (render/stage_eval.h) and set as uniforms; shaders/stage.* do the per-vertex and
// per-pixel rest, compiled once per layout of stages.
//
// A material whose first stage replaces what is behind (and that has at most
// kMaxFusedStages stages) is drawn in one pass: the shader blends its stages with the
// same factors and framebuffer clamps, the same picture for a fraction of the fill.
// The others take one pass per stage, blended by GL.
#include <functional>
#include <span>
#include <string>

#include <glad/gl.h>
#include <glm/glm.hpp>

#include "assets/material.h"
#include "render/entity_light.h"
#include "render/gl/material_table.h"
#include "render/gl/shader_program.h"
#include "render/stage_eval.h"

namespace bsp {

struct StageDrawContext {
    glm::mat4 clip_from_world{1.0f};
    glm::vec3 eye{0.0f};
    double time = 0;        // seconds: every time-based effect reads it
    float inv_gamma = 1.0f;
    GLuint lightmap = 0;    // the surfaces' lightmap page; 0: they have none (white)
    GLuint white = 0;       // a 1x1 white texture
    float overbright = kOverbrightFactor;  // the engine's framebuffer scale (stage_eval.h)
    EntityLight light;      // the drawn entity's light (rgbGen lightingDiffuse); the world's: none
};

class StageRenderer {
public:
    StageRenderer();
    ~StageRenderer();
    StageRenderer(const StageRenderer&) = delete;
    StageRenderer& operator=(const StageRenderer&) = delete;

    // Compiles what drawing `material` will need, so the first frame does not;
    // throws std::runtime_error when a program does not compile.
    void prepare(const ResolvedMaterial& material);
    // Draws every stage of `material`, calling `draw_geometry` once per pass. Leaves
    // its program bound, blending and depth writes as the last pass set them, texture
    // units 0..5 bound to its textures, the depth function LEQUAL, back faces culled
    // and no polygon offset: the caller sets its own state again.
    void draw(const ResolvedMaterial& material, const MaterialTable& textures, const StageDrawContext& context,
              const std::function<void()>& draw_geometry);
    // Whether drawing `material` writes depth wherever it writes colour: true when it is
    // drawn in one pass whose first stage replaces what is behind (or not at all).
    static bool writes_depth_with_colour(const ResolvedMaterial& material);
    // How clampMap stages read their images (the textures' own filter is the table's).
    void set_filter(TextureFilter filter);

private:
    struct Program {
        ShaderProgram program;
        GLint clip_from_world, eye, tc_vector_s, tc_vector_t, tc_mod_kind, tc_mod_s, tc_mod_t, constant,
            vertex_scale, portal_range, texel_scale, output_scale, inv_gamma, deform_count, deform_kind, deform_func,
            deform_wave, deform_offset, entity_ambient, entity_directed, entity_direction;
        GLint textures[6];
        void locate();
    };
    // The program for this layout of stages, raising its output to 1/gamma or not
    // (compiled the first time it is asked for).
    const Program& program_for(std::span<const MaterialStage> stages, bool gamma);
    // Binds the program for the stages, their textures to units 0.. and sets its uniforms.
    void set_stages(std::span<const MaterialStage> stages, const MaterialTable& textures,
                    const StageDrawContext& c, float output_scale, bool picture, const DeformFrame& deforms);
    void draw_passes(const ResolvedMaterial& material, const MaterialTable& textures, const StageDrawContext& context,
                     const std::function<void()>& draw_geometry);

    ShaderVariants<Program> programs_{"stage.vert", "stage.frag"};  // by layout (its #defines)
    GLuint clamp_sampler_ = 0;  // clampMap stages: the same texture, not repeated
};

}  // namespace bsp

#pragma once
// The per-frame values of a material stage, on the CPU, with Quake 3's formulas:
// its wave tables (1024 entries, indexed by the integer part of phase + time *
// frequency times 1024), the tcMod chain as 2x3 matrices (turb stays per vertex),
// the colour and alpha that are the same for every vertex, the animMap frame, and
// the overbright scaling bspview applies because it draws display values
// (docs/quake3_shaders.md). shaders/stage.{vert,frag} apply what is per vertex or
// per pixel with the same formulas; tests call these directly.
#include <array>
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "assets/material_stage.h"

namespace bsp {

// The engine's framebuffer is drawn at 1 / this and doubled on the way to the display
// (r_overBrightBits 1, fullscreen with hardware gamma); identityLighting is its inverse.
// In a window ioquake3 never overbrights (R_SetColorMappings): the factor is 1 there,
// which RenderSettings::stage_brightness selects.
inline constexpr float kOverbrightFactor = 2.0f;
inline constexpr float kWindowedOverbrightFactor = 1.0f;

// Materials with at most this many stages, the first replacing what is behind, are
// drawn in one pass (shaders/stage_fused.*), one texture unit per stage.
inline constexpr size_t kMaxFusedStages = 6;

// What the stage shader reads per vertex (u_rgb_mode, u_alpha_mode), and how a tcMod
// step is applied (u_tc_mod_kind): numbers shared with GLSL (render/shader_constants.h).
// Diffuse: the entity's light on the vertex normal (render/entity_light.h); its
// alpha mode: the alpha that light carries (alphaGen left at identity: skipped).
enum class StageRgbMode : int { Constant = 0, Vertex = 1, OneMinusVertex = 2, Diffuse = 3 };
enum class StageAlphaMode : int { Constant = 0, Vertex = 1, OneMinusVertex = 2, Portal = 3, Specular = 4, Diffuse = 5 };
enum class TexModStepKind : int { Matrix = 0, Turb = 1 };

// One step of the chain: s' = dot(s_row, (s, t, 1)), t' = dot(t_row, (s, t, 1)); for
// Turb, s_row.x is the amplitude and s_row.y the wave's position now.
struct TexModStep {
    TexModStepKind kind = TexModStepKind::Matrix;
    glm::vec3 s_row{1, 0, 0}, t_row{0, 1, 0};
};

struct StageFrame {
    StageRgbMode rgb_mode = StageRgbMode::Constant;
    StageAlphaMode alpha_mode = StageAlphaMode::Constant;
    glm::vec4 constant{1.0f};        // colour and alpha where they are the same for every vertex
                                     // (OneMinusVertex: rgb is the factor it is scaled by)
    float vertex_scale = 1.0f;       // vertex colour (as uploaded, overbright-shifted) to framebuffer units
    float output_scale = 1.0f;       // framebuffer to display units for this blend
    float lightmap_scale = 1.0f;     // uploaded lightmap to framebuffer units
    int32_t image = -1;              // MaterialSet::images index drawn now (animMap's frame)
    uint32_t tc_mod_count = 0;
    std::array<TexModStep, kMaxTexMods> tc_mods{};
};

// deformVertexes the vertex shader applies: wave (along the normal), move (in the
// world), bulge (along the normal by a sine of the s coordinate) and normal (the
// normals wiggled by noise), at most this many per material. autosprite and
// autosprite2 turn quads on the CPU (render/sprite_deform.h); the others are
// recorded only.
inline constexpr size_t kMaxDeforms = 3;
enum class DeformStepKind : int { Wave = 0, NormalOffset = 1, Offset = 2, Bulge = 3, Normals = 4 };

struct DeformStep {
    DeformStepKind kind = DeformStepKind::Offset;
    WaveFunc func = WaveFunc::Sin;
    glm::vec4 wave{0};    // Wave: base, amplitude, phase + time * frequency (fraction), spread;
                          // Bulge: width, height, time * speed; Normals: amplitude, time * frequency
    glm::vec3 offset{0};  // Offset: in the world; NormalOffset: x along the normal
};

struct DeformFrame {
    uint32_t count = 0;
    std::array<DeformStep, kMaxDeforms> steps{};
};

// The material's drawn deforms at `time`: a wave of frequency 0 is one offset for
// every vertex (the engine evaluates it once), move is one offset in the world.
DeformFrame evaluate_deforms(const std::vector<Deform>& deforms, double time);

// How far bulge moves a vertex of texture coordinate `s` along its normal, as the
// engine's RB_CalcBulgeVertexes computes it (the sine table at the truncated index
// 1024 / 2pi * (s * width + time * speed)); for tests (the vertex shader's twin).
float bulge_offset(const DeformStep& bulge, float s);

// The engine's table functions: the value at table index floor(x * 1024) mod 1024
// (x truncated towards zero, as the engine's integer cast does). Noise is ours: a
// smooth deterministic signal in [-1, 1] (the engine's depends on its random seed).
float wave_table_value(WaveFunc f, double x);
// base + amplitude * f(phase + time * frequency).
float evaluate_wave(const Wave& w, double time);

// Everything of the stage that is constant over one frame at `time` seconds, for an
// engine whose framebuffer is drawn at 1 / `overbright` (kOverbrightFactor or
// kWindowedOverbrightFactor).
StageFrame evaluate_stage(const MaterialStage& stage, double time, float overbright = kOverbrightFactor);

// A texture coordinate through the stage's chain (turb needs the position), as the
// vertex shader computes it; for tests.
glm::vec2 apply_tc_mods(const StageFrame& frame, glm::vec2 st, const glm::vec3& position);

// Whether the stage's output is scaled to display units (its blend adds or replaces),
// or left in framebuffer units (it multiplies what is there).
bool stage_output_scaled(const MaterialStage& stage);

}  // namespace bsp

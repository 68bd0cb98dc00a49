#version 330 core
// Stages of a material drawn stage by stage. Each stage's colour (texel, the
// lightmap in framebuffer units, times its rgbGen/alphaGen) is blended over the
// result so far with its own factors (STAGE_SRC, STAGE_DST: BLEND_* values, #defines
// like the rest of the layout), in framebuffer units and clamped there as the
// engine's framebuffer clamps it; a stage whose alpha test (STAGE_ATEST) fails
// leaves the result as it is (the first one discards). The result is scaled by
// u_output_scale (to display units where it adds or replaces), and raised to
// 1/gamma there when compiled with GAMMA 1 (GAMMA 0: gamma is 1, or the pass scales
// what is there).
// Drawn one stage per pass, the layout says GL_ONE GL_ZERO and GL's blend does the rest.
//
// A stage that reads the same texel as an earlier one (STAGE_TEXEL_OF: the same
// image, wrap and coordinates, as metfloor1's base image twice) reuses its sample.
// A blend clamps only where both of its terms can be non-zero: with one factor
// GL_ZERO the other term is a colour in [0, 1] times a factor in [0, 1], so the clamp
// would change nothing, and llvmpipe pays for every operation on every pixel.
in vec2 v_st[STAGE_COUNT];
in vec4 v_gen[STAGE_COUNT];

uniform sampler2D u_texture0, u_texture1, u_texture2, u_texture3, u_texture4, u_texture5;
uniform float u_texel_scale[MAX_FUSED_STAGES];
uniform float u_output_scale;
uniform float u_inv_gamma;

out vec4 o_color;

const int kSrc[MAX_FUSED_STAGES] = STAGE_SRC;
const int kDst[MAX_FUSED_STAGES] = STAGE_DST;
const int kAlphaTest[MAX_FUSED_STAGES] = STAGE_ATEST;
const int kTexelOf[MAX_FUSED_STAGES] = STAGE_TEXEL_OF;

vec4 factor(int f, vec4 src, vec4 dst) {
    if (f == BLEND_ZERO) return vec4(0.0);
    if (f == BLEND_ONE) return vec4(1.0);
    if (f == BLEND_SRC_COLOR) return src;
    if (f == BLEND_ONE_MINUS_SRC_COLOR) return 1.0 - src;
    if (f == BLEND_DST_COLOR) return dst;
    if (f == BLEND_ONE_MINUS_DST_COLOR) return 1.0 - dst;
    if (f == BLEND_SRC_ALPHA) return vec4(src.a);
    if (f == BLEND_ONE_MINUS_SRC_ALPHA) return vec4(1.0 - src.a);
    if (f == BLEND_DST_ALPHA) return vec4(dst.a);
    if (f == BLEND_ONE_MINUS_DST_ALPHA) return vec4(1.0 - dst.a);
    float s = min(src.a, 1.0 - dst.a);  // BLEND_SRC_ALPHA_SATURATE
    return vec4(s, s, s, 1.0);
}

bool passes(int test, float a) {
    if (test == ALPHA_TEST_GT0) return a > 0.0;
    if (test == ALPHA_TEST_LT128) return a < 0.5;
    if (test == ALPHA_TEST_GE128) return a >= 0.5;
    return true;
}

vec4 result = vec4(0.0);
vec4 texels[STAGE_COUNT];

void stage(const int k, sampler2D t) {
    vec4 tex = kTexelOf[k] == k ? texture(t, v_st[k]) : texels[kTexelOf[k]];
    texels[k] = tex;
    vec4 c = clamp(vec4(tex.rgb * u_texel_scale[k], tex.a) * v_gen[k], 0.0, 1.0);
    if (!passes(kAlphaTest[k], c.a)) {
        if (k == 0) discard;
        return;
    }
    vec4 blended = c * factor(kSrc[k], c, result) + result * factor(kDst[k], c, result);
    result = kSrc[k] != BLEND_ZERO && kDst[k] != BLEND_ZERO ? clamp(blended, 0.0, 1.0) : blended;
}

void main() {
    stage(0, u_texture0);
#if STAGE_COUNT > 1
    stage(1, u_texture1);
#endif
#if STAGE_COUNT > 2
    stage(2, u_texture2);
#endif
#if STAGE_COUNT > 3
    stage(3, u_texture3);
#endif
#if STAGE_COUNT > 4
    stage(4, u_texture4);
#endif
#if STAGE_COUNT > 5
    stage(5, u_texture5);
#endif
    vec3 rgb = clamp(result.rgb * u_output_scale, 0.0, 1.0);
#if GAMMA
    rgb = pow(rgb, vec3(u_inv_gamma));
#endif
    o_color = vec4(rgb, result.a);
}

#version 330 core
// One stage of a material drawn stage by stage: texel (image, lightmap in
// framebuffer units, or white) times the stage's colour, the alpha test on the
// result, then the overbright scale for blends that add or replace
// (docs/quake3_shaders.md). GL's blend state does the rest.
in vec2 v_st;
in vec4 v_gen;

uniform sampler2D u_texture;
uniform float u_texel_scale;   // the lightmap's upload to framebuffer units; 1 for images
uniform int u_alpha_test;      // ALPHA_TEST_*
uniform float u_output_scale;  // framebuffer to display units for this blend
uniform float u_inv_gamma;

out vec4 o_color;

void main() {
    vec4 tex = texture(u_texture, v_st);
    vec4 c = vec4(tex.rgb * u_texel_scale, tex.a) * v_gen;
    if (u_alpha_test == ALPHA_TEST_GT0 && !(c.a > 0.0)) discard;
    if (u_alpha_test == ALPHA_TEST_LT128 && !(c.a < 0.5)) discard;
    if (u_alpha_test == ALPHA_TEST_GE128 && !(c.a >= 0.5)) discard;
    vec3 rgb = clamp(c.rgb * u_output_scale, 0.0, 1.0);
    // Gamma where the stage's colour is the picture's, not where it scales it.
    if (u_output_scale > 1.0) rgb = pow(rgb, vec3(u_inv_gamma));
    o_color = vec4(rgb, clamp(c.a, 0.0, 1.0));
}

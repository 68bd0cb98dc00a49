#version 330 core
// Quake 3's single-pass look: texture x light, where light is the lightmap (already
// overbright-shifted at upload), the vertex colour (vertex-lit surfaces) or white
// (shaders without a lightmap stage). Gamma is applied here, not by the display.
in vec2 v_uv;
in vec2 v_lightmap_uv;
in vec4 v_color;
in vec4 v_debug_color;

uniform sampler2D u_texture;
uniform sampler2D u_lightmap;
uniform int u_lighting;        // 0 lightmap, 1 vertex colour, 2 none (fullbright)
uniform int u_view;            // 0 lit, 1 lightmap, 2 fullbright, 3 wireframe, 4 clusters
uniform float u_alpha_cutoff;  // fragments with alpha below are discarded; 0 = off
uniform float u_inv_gamma;
uniform vec4 u_wire_color;

out vec4 o_color;

void main() {
    vec4 tex = texture(u_texture, v_uv);
    vec4 light = vec4(1.0);
    if (u_lighting == 0) light = vec4(texture(u_lightmap, v_lightmap_uv).rgb, 1.0);
    else if (u_lighting == 1) light = v_color;

    if (u_alpha_cutoff > 0.0 && tex.a < u_alpha_cutoff) discard;

    vec4 color;
    if (u_view == 1) color = vec4(light.rgb, 1.0);
    else if (u_view == 2) color = tex;
    else if (u_view == 3) color = u_wire_color;
    else if (u_view == 4) color = vec4(v_debug_color.rgb * (0.35 + 0.65 * dot(light.rgb, vec3(0.333))), 1.0);
    else color = vec4(tex.rgb * light.rgb, tex.a * light.a);

    o_color = vec4(pow(clamp(color.rgb, 0.0, 1.0), vec3(u_inv_gamma)), color.a);
}

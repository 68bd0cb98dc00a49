#version 330 core
// The atlas as the lightmap view shows its light: times 2^stops, in false colour with
// the heat-map on.
in vec2 v_uv;
in vec4 v_color;
uniform sampler2D Texture;
uniform float u_exposure_scale;
uniform int u_heatmap;
out vec4 frag;
#include "heat.glsl"
void main() {
    vec4 texel = texture(Texture, v_uv);
    vec3 light = texel.rgb * u_exposure_scale;
    frag = vec4(u_heatmap != 0 ? heat(light) : min(light, vec3(1.0)), texel.a) * v_color;
}

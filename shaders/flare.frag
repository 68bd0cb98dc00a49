#version 330 core
// A flare's image times its colour (display units), added to the picture.
in vec2 v_uv;
in vec3 v_color;

uniform sampler2D u_texture;
uniform float u_inv_gamma;

out vec4 o_color;

void main() {
    vec3 rgb = texture(u_texture, v_uv).rgb * v_color;
    o_color = vec4(pow(rgb, vec3(u_inv_gamma)), 1.0);
}

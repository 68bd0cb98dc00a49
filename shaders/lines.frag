#version 330 core
// Debugging lines keep their exact colour (no gamma) so tests and eyes can find them.
in vec4 v_color;

uniform float u_inv_gamma;

out vec4 o_color;

void main() {
    o_color = vec4(v_color.rgb, 1.0);
}

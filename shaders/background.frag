#version 330 core
// The background colour, exactly as glClear would write it (no gamma).
uniform vec3 u_color;

out vec4 o_color;

void main() {
    o_color = vec4(u_color, 1.0);
}

#version 330 core
// Debugging lines (render/debug_lines.h): world position and a colour per vertex.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_color;

uniform mat4 u_clip_from_world;

out vec4 v_color;

void main() {
    v_color = a_color;
    gl_Position = u_clip_from_world * vec4(a_position, 1.0);
}

#version 330 core
// Sky surfaces: the fragment shader looks the sky up by view direction, so only
// the world position is needed.
layout(location = 0) in vec3 a_position;

uniform mat4 u_clip_from_world;

out vec3 v_world;

void main() {
    v_world = a_position;
    gl_Position = u_clip_from_world * vec4(a_position, 1.0);
}

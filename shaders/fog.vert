#version 330 core
// A fog volume's fog over the surfaces in it (render/gl/fog_renderer.h): only the
// position matters; the fragment shader does the engine's fog formula per pixel.
layout(location = 0) in vec3 a_position;

uniform mat4 u_clip_from_world;

out vec3 v_world;

void main() {
    v_world = a_position;
    gl_Position = u_clip_from_world * vec4(a_position, 1.0);
}

#version 330 core
// The Lightmaps panel's atlas page, drawn by ImGui's OpenGL backend with this program
// swapped in for its own (ui/atlas_look.cpp): the backend's vertex layout.
layout(location = 0) in vec2 Position;
layout(location = 1) in vec2 UV;
layout(location = 2) in vec4 Color;
uniform mat4 ProjMtx;
out vec2 v_uv;
out vec4 v_color;
void main() {
    v_uv = UV;
    v_color = Color;
    gl_Position = ProjMtx * vec4(Position, 0.0, 1.0);
}

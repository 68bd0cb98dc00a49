#version 330 core
// Flares (render/flares.h): squares in window pixels at a given window depth.
layout(location = 0) in vec3 a_window;  // x, y in pixels (origin bottom left), depth 0..1
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec3 a_color;

uniform vec2 u_viewport;

out vec2 v_uv;
out vec3 v_color;

void main() {
    v_uv = a_uv;
    v_color = a_color;
    gl_Position = vec4(a_window.xy / u_viewport * 2.0 - 1.0, a_window.z * 2.0 - 1.0, 1.0);
}

#version 330 core
// The background pass (render/gl/background_pass.h): one triangle over the whole
// view, at the far plane, from the vertex index alone (no vertex buffer).
void main() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    gl_Position = vec4(corner * 2.0 - 1.0, 1.0, 1.0);
}

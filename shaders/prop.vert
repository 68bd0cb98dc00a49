#version 330 core
// Placed models (render/gl/prop_renderer.h): each instance brings its world transform
// and its light, either per-vertex light baked by the map compiler (fetched by vertex
// number from a buffer texture) or an ambient cube evaluated for the vertex's normal.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec2 a_uv;
layout(location = 3) in vec4 a_model0;  // world from model, by column (instanced)
layout(location = 4) in vec4 a_model1;
layout(location = 5) in vec4 a_model2;
layout(location = 6) in vec4 a_model3;
layout(location = 7) in vec3 a_ambient_px;  // linear light from +X, -X, +Y, -Y, +Z, -Z
layout(location = 8) in vec3 a_ambient_nx;
layout(location = 9) in vec3 a_ambient_py;
layout(location = 10) in vec3 a_ambient_ny;
layout(location = 11) in vec3 a_ambient_pz;
layout(location = 12) in vec3 a_ambient_nz;
// >= 0: first of the instance's colours in u_vertex_light; -1: the ambient cube.
layout(location = 13) in int a_light_base;

uniform mat4 u_clip_from_world;
uniform int u_base_vertex;           // the model's first vertex in the shared buffer
uniform samplerBuffer u_vertex_light;  // RGBA8: light as the lightmaps hold it once shifted
// The material's $basetexturetransform with its TextureScroll so far, as rows:
// s' = u_tc_s . (s, t, 1), t' = u_tc_t . (s, t, 1) (shaders/world.frag's u_src_tc_*;
// affine, so applied per vertex).
uniform vec3 u_tc_s;
uniform vec3 u_tc_t;
uniform float u_detail_scale;  // $detailscale: the detail read at the model's uv times this

out vec2 v_uv;
out vec2 v_detail_uv;
out vec3 v_light;
out vec3 v_normal;
out float v_fog_fraction;  // the eye's depth between the fog's start and end (as shaders/world.vert)
uniform vec3 u_fog_params;  // as shaders/prop.frag's

// Linear light as the world's lightmaps show it: gamma-encoded for a 2.2 screen, a
// colour brighter than white keeps its hue at white's brightness.
vec3 display_light(vec3 linear) {
    vec3 c = pow(max(linear, vec3(0.0)), vec3(1.0 / 2.2));
    float top = max(c.r, max(c.g, c.b));
    return top > 1.0 ? c / top : c;
}

void main() {
    mat4 model = mat4(a_model0, a_model1, a_model2, a_model3);
    vec3 n = normalize(mat3(model) * a_normal);
    v_normal = n;
    v_uv = vec2(dot(u_tc_s, vec3(a_uv, 1.0)), dot(u_tc_t, vec3(a_uv, 1.0)));
    v_detail_uv = a_uv * u_detail_scale;
    if (a_light_base >= 0) {
        v_light = texelFetch(u_vertex_light, a_light_base + gl_VertexID - u_base_vertex).rgb;
    } else {
        // Source's ambient cube: each axis's colour weighted by the squared normal component.
        vec3 w = n * n;
        vec3 linear = w.x * (n.x >= 0.0 ? a_ambient_px : a_ambient_nx) +
                      w.y * (n.y >= 0.0 ? a_ambient_py : a_ambient_ny) +
                      w.z * (n.z >= 0.0 ? a_ambient_pz : a_ambient_nz);
        v_light = display_light(linear);
    }
    vec4 world = model * vec4(a_position, 1.0);
    gl_Position = u_clip_from_world * world;
    v_fog_fraction = (gl_Position.w - u_fog_params.x) / max(u_fog_params.y - u_fog_params.x, 1e-3);
}

#version 330 core
// World surfaces: one vertex format for the whole map (see render/world_geometry.h).
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec2 a_lightmap_uv;
layout(location = 3) in vec4 a_color;        // overbright-shifted vertex colour
layout(location = 4) in vec4 a_debug_color;  // per-cluster colour for the clusters view
layout(location = 5) in vec4 a_normal;       // unit normal (normals view)
layout(location = 6) in uint a_surface;      // Map::surfaces index, for per-surface flags

uniform mat4 u_clip_from_world;

out vec2 v_uv;
out vec2 v_lightmap_uv;
out vec4 v_color;
out vec4 v_debug_color;
out vec3 v_normal;
flat out uint v_surface;

void main() {
    v_uv = a_uv;
    v_lightmap_uv = a_lightmap_uv;
    v_color = a_color;
    v_debug_color = a_debug_color;
    v_normal = a_normal.xyz;
    v_surface = a_surface;
    gl_Position = u_clip_from_world * vec4(a_position, 1.0);
}

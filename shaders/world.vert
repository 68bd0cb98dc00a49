#version 330 core
// World surfaces: one vertex format for the whole map (see render/world_geometry.h).
// Compiled per variant with shaders/world.frag: USE_* pass on only what it reads.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec2 a_lightmap_uv;
layout(location = 3) in vec4 a_color;        // overbright-shifted vertex colour
layout(location = 4) in vec4 a_debug_color;  // per-cluster colour for the clusters view
layout(location = 5) in vec4 a_normal;       // unit normal (normals view)
layout(location = 6) in uint a_surface;      // Map::surfaces index, for per-surface flags

uniform mat4 u_clip_from_world;

#if USE_TEXTURE
out vec2 v_uv;
#endif
#if USE_LIGHTMAP
out vec2 v_lightmap_uv;
#endif
#if USE_VERTEX_COLOR
out vec4 v_color;
#endif
#if USE_DEBUG_COLOR
out vec4 v_debug_color;
#endif
#if USE_NORMAL
out vec3 v_normal;
#endif
#if USE_SURFACE_FLAGS
flat out uint v_surface;
#endif
#if SOURCE_LAYER == 1
// Source displacements: the blend between the material's two textures (0 the
// first, 1 the second), which the vertex buffer keeps in the debug colour's alpha.
out float v_blend;
#endif
#if FOG
// Where the eye's depth along its view (clip w of a perspective projection) lies between
// the fog's start (0) and end (1), unclamped: the engine's pixel fog reads the projected
// depth, not the distance (CalcRangeFog). An affine function of the depth interpolates
// exactly, so the fragment only clamps it (no divide per pixel).
out float v_fog_fraction;
uniform vec4 u_fog_params;  // as shaders/world.frag's
#endif
#if ENVMAP
out vec3 v_world_position;  // for the view direction the reflection and its fresnel need
#endif

void main() {
#if USE_TEXTURE
    v_uv = a_uv;
#endif
#if USE_LIGHTMAP
    v_lightmap_uv = a_lightmap_uv;
#endif
#if USE_VERTEX_COLOR
    v_color = a_color;
#endif
#if USE_DEBUG_COLOR
    v_debug_color = a_debug_color;
#endif
#if USE_NORMAL
    v_normal = a_normal.xyz;
#endif
#if USE_SURFACE_FLAGS
    v_surface = a_surface;
#endif
#if SOURCE_LAYER == 1
    v_blend = a_debug_color.a;
#endif
#if ENVMAP
    v_world_position = a_position;
#endif
    gl_Position = u_clip_from_world * vec4(a_position, 1.0);
#if FOG
    v_fog_fraction = (gl_Position.w * u_fog_params.w - u_fog_params.x) / max(u_fog_params.y - u_fog_params.x, 1e-3);
#endif
}

#version 330 core
// One stage of a material drawn stage by stage (render/stage_eval.h): texture
// coordinates from the stage's tcGen, then its tcMod chain in script order (matrices
// made on the CPU each frame; turb here, per vertex, with the engine's sine table),
// and the colour and alpha that change per vertex. Quake 3 computes these per vertex
// too, so interpolating them is what it does.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec2 a_lightmap_uv;
layout(location = 3) in vec4 a_color;   // overbright-shifted vertex colour
layout(location = 5) in vec4 a_normal;

uniform mat4 u_clip_from_world;
uniform vec3 u_eye;
uniform int u_tc_gen;                    // TCGEN_*
uniform vec3 u_tc_vector_s, u_tc_vector_t;
uniform int u_tc_mod_count;
uniform int u_tc_mod_kind[MAX_TCMODS];   // TCMOD_MATRIX or TCMOD_TURB
uniform vec3 u_tc_mod_s[MAX_TCMODS];     // matrix rows; turb: (amplitude, now, 0)
uniform vec3 u_tc_mod_t[MAX_TCMODS];
uniform int u_rgb_mode;                  // RGB_*
uniform int u_alpha_mode;                // ALPHA_*
uniform vec4 u_constant;                 // colour and alpha the same for every vertex
uniform float u_vertex_scale;            // uploaded vertex colour to framebuffer units
uniform float u_portal_range;

out vec2 v_st;
out vec4 v_gen;

// The engine's sine table: 1024 entries over one period, indexed by truncation.
float sin_table(float x) {
    int i = int(x * 1024.0) & 1023;
    return sin(float(i) * 6.28318530718 / 1023.0);
}

void main() {
    vec3 p = a_position;
    vec3 n = normalize(a_normal.xyz);
    vec2 st = a_uv;
    if (u_tc_gen == TCGEN_LIGHTMAP) st = a_lightmap_uv;
    else if (u_tc_gen == TCGEN_ENVIRONMENT) {
        vec3 viewer = normalize(u_eye - p);
        vec3 r = 2.0 * dot(n, viewer) * n - viewer;
        st = vec2(0.5 + 0.5 * r.y, 0.5 - 0.5 * r.z);
    } else if (u_tc_gen == TCGEN_VECTOR) st = vec2(dot(p, u_tc_vector_s), dot(p, u_tc_vector_t));
    for (int i = 0; i < u_tc_mod_count; ++i) {
        if (u_tc_mod_kind[i] == TCMOD_TURB) {
            float amplitude = u_tc_mod_s[i].x, now = u_tc_mod_s[i].y;
            st += amplitude * vec2(sin_table((p.x + p.z) * (1.0 / 1024.0) + now), sin_table(p.y * (1.0 / 1024.0) + now));
        } else {
            vec3 h = vec3(st, 1.0);
            st = vec2(dot(u_tc_mod_s[i], h), dot(u_tc_mod_t[i], h));
        }
    }
    v_st = st;

    vec4 gen = u_constant;
    vec3 vc = clamp(a_color.rgb * u_vertex_scale, 0.0, 1.0);
    if (u_rgb_mode == RGB_VERTEX) gen.rgb = vc;
    else if (u_rgb_mode == RGB_ONE_MINUS_VERTEX) gen.rgb = (1.0 - vc) * u_constant.rgb;
    if (u_alpha_mode == ALPHA_VERTEX) gen.a = a_color.a;
    else if (u_alpha_mode == ALPHA_ONE_MINUS_VERTEX) gen.a = 1.0 - a_color.a;
    else if (u_alpha_mode == ALPHA_PORTAL) gen.a = clamp(length(p - u_eye) / u_portal_range, 0.0, 1.0);
    else if (u_alpha_mode == ALPHA_SPECULAR) {
        // The engine's fixed light for lightingSpecular.
        vec3 l = normalize(vec3(-960.0, 1980.0, 96.0) - p);
        vec3 reflected = 2.0 * dot(n, l) * n - l;
        float s = max(dot(reflected, normalize(u_eye - p)), 0.0);
        gen.a = min(s * s * s * s, 1.0);
    }
    v_gen = gen;
    gl_Position = u_clip_from_world * vec4(p, 1.0);
}

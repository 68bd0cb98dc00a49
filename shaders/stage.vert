#version 330 core
// Stages of a material drawn stage by stage (render/gl/stage_renderer.h): all of them
// in one pass, or one per pass. The program is compiled for one layout of stages:
// STAGE_COUNT and the int[6] arrays STAGE_TCGEN, STAGE_MODS (tcMods per stage),
// STAGE_RGB and STAGE_ALPHA (RGB_*, ALPHA_*) are #defines, so the loops unroll and
// the branches fold away. Per stage: texture coordinates (tcGen, then its tcMod chain
// in script order: matrices made on the CPU each frame, turb here with the engine's
// sine table) and the colour and alpha that change per vertex. Quake 3 computes these
// per vertex too, so interpolating them is what it does.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec2 a_lightmap_uv;
layout(location = 3) in vec4 a_color;
layout(location = 5) in vec4 a_normal;

uniform mat4 u_clip_from_world;
uniform vec3 u_eye;
uniform vec3 u_tc_vector_s[MAX_FUSED_STAGES], u_tc_vector_t[MAX_FUSED_STAGES];
uniform int u_tc_mod_kind[MAX_FUSED_STAGES * MAX_TCMODS];
uniform vec3 u_tc_mod_s[MAX_FUSED_STAGES * MAX_TCMODS];
uniform vec3 u_tc_mod_t[MAX_FUSED_STAGES * MAX_TCMODS];
uniform vec4 u_constant[MAX_FUSED_STAGES];
uniform float u_vertex_scale[MAX_FUSED_STAGES];
uniform float u_portal_range[MAX_FUSED_STAGES];
// rgbGen lightingDiffuse: the drawn entity's light (render/entity_light.h), framebuffer units.
uniform vec4 u_entity_ambient;
uniform vec3 u_entity_directed, u_entity_direction;
// deformVertexes wave, move, bulge and normal (render/stage_eval.h evaluate_deforms):
// DEFORM_* per entry; a wave's (base, amplitude, phase + time * frequency, spread)
// and function, a fixed offset along the normal (a wave of frequency 0) or in the
// world (move), bulge's (width, height, time * speed), normal's (amplitude, time * frequency).
uniform int u_deform_count;
uniform int u_deform_kind[MAX_DEFORMS];
uniform int u_deform_func[MAX_DEFORMS];
uniform vec4 u_deform_wave[MAX_DEFORMS];
uniform vec3 u_deform_offset[MAX_DEFORMS];

out vec2 v_st[STAGE_COUNT];
out vec4 v_gen[STAGE_COUNT];

const int kTcGen[MAX_FUSED_STAGES] = STAGE_TCGEN;
const int kMods[MAX_FUSED_STAGES] = STAGE_MODS;
const int kRgb[MAX_FUSED_STAGES] = STAGE_RGB;
const int kAlpha[MAX_FUSED_STAGES] = STAGE_ALPHA;

float sin_table(float x) {
    int i = int(x * 1024.0) & 1023;
    return sin(float(i) * 6.28318530718 / 1023.0);
}

// The engine's tables (1024 entries, indexed by truncation) for any wave function.
float wave_table(int func, float x) {
    int i = int(x * 1024.0) & 1023;
    if (func == WAVE_SQUARE) return i < 512 ? 1.0 : -1.0;
    if (func == WAVE_SAWTOOTH) return float(i) / 1024.0;
    if (func == WAVE_INVERSESAWTOOTH) return 1.0 - float(i) / 1024.0;
    if (func == WAVE_TRIANGLE) {
        int j = i % 512;
        float rise = j < 256 ? float(j) / 256.0 : 1.0 - float(j - 256) / 256.0;
        return i < 512 ? rise : -rise;
    }
    return sin(float(i) * 6.28318530718 / 1023.0);
}

// Our noise for deformVertexes normal (the engine's R_NoiseGet4f is lattice noise
// from a random table): values in [-1, 1] hashed at the integer points of 4D space,
// joined smoothly.
float lattice(ivec4 c) {
    uvec4 u = uvec4(c);
    uint h = u.x * 0x8da6b343u ^ u.y * 0xd8163841u ^ u.z * 0xcb1ab31fu ^ u.w * 0x165667b1u;
    h ^= h >> 15; h *= 0x2c1b3c6du; h ^= h >> 12; h *= 0x297a2d39u; h ^= h >> 15;
    return float(h >> 8) / 8388607.5 - 1.0;
}

float noise4(vec4 x) {
    vec4 f = floor(x);
    vec4 u = x - f;
    u = u * u * (3.0 - 2.0 * u);
    ivec4 c = ivec4(f);
    float sum = 0.0;
    for (int k = 0; k < 16; ++k) {
        ivec4 o = ivec4(k & 1, (k >> 1) & 1, (k >> 2) & 1, (k >> 3) & 1);
        vec4 w = mix(1.0 - u, u, vec4(o));
        sum += w.x * w.y * w.z * w.w * lattice(c + o);
    }
    return sum;
}

// The material's deforms in script order, as the engine's RB_DeformTessGeometry
// applies them: the position moves, and deformVertexes normal changes the normal
// that the later deforms, tcGen environment and the specular alpha read.
vec3 deformed(vec3 p, inout vec3 n) {
    for (int i = 0; i < u_deform_count; ++i) {
        if (u_deform_kind[i] == DEFORM_OFFSET) p += u_deform_offset[i];
        else if (u_deform_kind[i] == DEFORM_NORMAL_OFFSET) p += n * u_deform_offset[i].x;
        else if (u_deform_kind[i] == DEFORM_WAVE) {
            vec4 w = u_deform_wave[i];  // base, amplitude, phase + time * frequency, spread
            float along = (p.x + p.y + p.z) * w.w;
            p += n * (w.x + w.y * wave_table(u_deform_func[i], w.z + along));
        } else if (u_deform_kind[i] == DEFORM_BULGE) {
            // RB_CalcBulgeVertexes: the sine table at 1024 / 2pi * (s * width + time * speed).
            vec4 w = u_deform_wave[i];  // width, height, time * speed
            int index = int(162.974662 * (a_uv.x * w.x + w.z)) & 1023;
            p += n * (sin(float(index) * 6.28318530718 / 1023.0) * w.y);
        } else if (u_deform_kind[i] == DEFORM_NORMALS) {
            // RB_CalcDeformNormals: each component pushed by noise at 0.98 times the
            // position (offset by 0, 100, 200) and time * frequency, then renormalised.
            vec4 w = u_deform_wave[i];  // amplitude, time * frequency
            vec3 q = p * 0.98;
            n += w.x * vec3(noise4(vec4(q, w.y)), noise4(vec4(q.x + 100.0, q.yz, w.y)),
                            noise4(vec4(q.x + 200.0, q.yz, w.y)));
            n = normalize(n);
        }
    }
    return p;
}

void main() {
    vec3 n = normalize(a_normal.xyz);
    vec3 p = deformed(a_position, n);
    vec3 viewer = normalize(u_eye - p);
    for (int k = 0; k < STAGE_COUNT; ++k) {
        vec2 st = a_uv;
        if (kTcGen[k] == TCGEN_LIGHTMAP) st = a_lightmap_uv;
        else if (kTcGen[k] == TCGEN_ENVIRONMENT) {
            vec3 r = 2.0 * dot(n, viewer) * n - viewer;
            st = vec2(0.5 + 0.5 * r.y, 0.5 - 0.5 * r.z);
        } else if (kTcGen[k] == TCGEN_VECTOR) st = vec2(dot(p, u_tc_vector_s[k]), dot(p, u_tc_vector_t[k]));
        for (int j = 0; j < kMods[k]; ++j) {
            int m = k * MAX_TCMODS + j;
            if (u_tc_mod_kind[m] == TCMOD_TURB) {
                float amplitude = u_tc_mod_s[m].x, now = u_tc_mod_s[m].y;
                st += amplitude * vec2(sin_table((p.x + p.z) * (1.0 / 1024.0) + now), sin_table(p.y * (1.0 / 1024.0) + now));
            } else {
                vec3 h = vec3(st, 1.0);
                st = vec2(dot(u_tc_mod_s[m], h), dot(u_tc_mod_t[m], h));
            }
        }
        v_st[k] = st;
        vec4 gen = u_constant[k];
        vec3 vc = clamp(a_color.rgb * u_vertex_scale[k], 0.0, 1.0);
        if (kRgb[k] == RGB_VERTEX) gen.rgb = vc;
        else if (kRgb[k] == RGB_ONE_MINUS_VERTEX) gen.rgb = (1.0 - vc) * u_constant[k].rgb;
        else if (kRgb[k] == RGB_DIFFUSE) {
            // RB_CalcDiffuseColor: the ambient bytes facing away, else ambient plus the
            // directed light, truncated to bytes, at most 255.
            float incoming = dot(n, u_entity_direction);
            gen.rgb = incoming <= 0.0 ? u_entity_ambient.rgb
                                      : min(floor((u_entity_ambient.rgb + incoming * u_entity_directed) * 255.0), 255.0) / 255.0;
        }
        if (kAlpha[k] == ALPHA_VERTEX) gen.a = a_color.a;
        else if (kAlpha[k] == ALPHA_DIFFUSE) gen.a = dot(n, u_entity_direction) <= 0.0 ? u_entity_ambient.a : 1.0;
        else if (kAlpha[k] == ALPHA_ONE_MINUS_VERTEX) gen.a = 1.0 - a_color.a;
        else if (kAlpha[k] == ALPHA_PORTAL) gen.a = clamp(length(p - u_eye) / u_portal_range[k], 0.0, 1.0);
        else if (kAlpha[k] == ALPHA_SPECULAR) {
            vec3 l = normalize(vec3(-960.0, 1980.0, 96.0) - p);
            vec3 reflected = 2.0 * dot(n, l) * n - l;
            float s = max(dot(reflected, viewer), 0.0);
            gen.a = min(s * s * s * s, 1.0);
        }
        v_gen[k] = gen;
    }
    gl_Position = u_clip_from_world * vec4(p, 1.0);
}

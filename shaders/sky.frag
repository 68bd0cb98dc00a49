#version 330 core
// Sky by view direction: a six-face box (Quake 3 skyParms farbox, faces in the
// order +X, -X, +Y, -Y, +Z, -Z = _rt, _lf, _bk, _ft, _up, _dn, with the engine's
// face orientation), a cloud layer projected onto a dome, Quake's two scrolling
// layers, or a flat colour. Compiled per map's kind of sky (SKY_MODE: SKY_FLAT,
// SKY_BOX, SKY_CLOUD or SKY_LAYERS, the back layer in u_cloud) and with GAMMA 0/1
// (raise to 1/gamma or not), so a pixel runs only its own lookup.
//
// Quake 3 cloud layers (CLOUD_COUNT > 0: the sky shader's stages, render/gl/sky.h)
// go over the box or the flat colour as tr_sky.c draws them: the engine tessellates
// each box face into an 8x8 grid, gives each grid point the texture coordinates of
// where its direction meets a sphere of radius 4096 whose top is the cloud height
// above the view (R_InitSkyTexCoords: s = acos(x), t = acos(y) of the unit vector
// from the sphere's centre), and draws the stages over those triangles with the
// generic stage code. Here each pixel finds its face, grid cell and triangle, and
// interpolates the three corners' coordinates (each through the stage's tcMod chain,
// turb included) with the weights the rasterizer would give them: the engine's
// picture, not an approximation of the sphere. No layer below (the bottom face),
// as the engine skips it. Composed in framebuffer units (the box drawn at
// identityLight, each layer blended with its own factors and clamped) and doubled
// to display units at the end, as the overbright display does.
in vec3 v_world;

uniform sampler2DArray u_box;
uniform sampler2D u_cloud;
uniform sampler2D u_front;
uniform float u_time;    // seconds: the layers drift
uniform mat3 u_box_turn; // Quake 2's turning sky box (skyrotate, skyaxis), undone per direction
uniform vec3 u_eye;
uniform vec3 u_flat_color;
uniform float u_inv_gamma;

out vec4 o_color;

#if CLOUD_COUNT > 0
uniform sampler2D u_layer0, u_layer1, u_layer2, u_layer3, u_layer4, u_layer5;
uniform int u_cloud_mod_kind[MAX_SKY_CLOUDS * MAX_TCMODS];
uniform vec3 u_cloud_mod_s[MAX_SKY_CLOUDS * MAX_TCMODS];
uniform vec3 u_cloud_mod_t[MAX_SKY_CLOUDS * MAX_TCMODS];
uniform vec4 u_cloud_constant[MAX_SKY_CLOUDS];
uniform float u_cloud_height;
uniform float u_sky_box_size;  // the engine's box half-size (far plane / 1.75): turb reads positions

const int kCloudSrc[MAX_SKY_CLOUDS] = CLOUD_SRC;
const int kCloudDst[MAX_SKY_CLOUDS] = CLOUD_DST;
const int kCloudAtest[MAX_SKY_CLOUDS] = CLOUD_ATEST;
const int kCloudMods[MAX_SKY_CLOUDS] = CLOUD_MODS;
const int kCloudTurb[MAX_SKY_CLOUDS] = CLOUD_TURB;  // 1: the chain has a turb, which is not affine
const float kIdentityLight = 0.5;  // 1 / the overbright factor

// MakeSkyVec: the point (s, t) in [-1, 1] of box face `face`, for a box of half-size 1.
vec3 face_point(int face, vec2 st) {
    if (face == 0) return vec3(1.0, -st.x, st.y);
    if (face == 1) return vec3(-1.0, st.x, st.y);
    if (face == 2) return vec3(st.x, 1.0, st.y);
    if (face == 3) return vec3(-st.x, -1.0, st.y);
    if (face == 4) return vec3(-st.y, -st.x, 1.0);
    return vec3(st.y, -st.x, -1.0);
}

// R_InitSkyTexCoords for one direction.
vec2 dome_st(vec3 v) {
    const float r = 4096.0;
    float h = u_cloud_height;
    float vv = dot(v, v);
    float p = (-v.z * r + sqrt(v.z * v.z * r * r + vv * (2.0 * r * h + h * h))) / vv;
    vec3 w = normalize(p * v + vec3(0.0, 0.0, r));
    return vec2(acos(clamp(w.x, -1.0, 1.0)), acos(clamp(w.y, -1.0, 1.0)));
}

float sin_table(float x) {
    int i = int(x * 1024.0) & 1023;
    return sin(float(i) * 6.28318530718 / 1023.0);
}

// A corner's coordinates through layer k's tcMod chain (turb at the corner's position).
vec2 through_mods(int k, vec2 st, vec3 p) {
    for (int j = 0; j < kCloudMods[k]; ++j) {
        int m = k * MAX_TCMODS + j;
        if (u_cloud_mod_kind[m] == TCMOD_TURB) {
            float amplitude = u_cloud_mod_s[m].x, now = u_cloud_mod_s[m].y;
            st += amplitude * vec2(sin_table((p.x + p.z) * (1.0 / 1024.0) + now), sin_table(p.y * (1.0 / 1024.0) + now));
        } else {
            vec3 h = vec3(st, 1.0);
            st = vec2(dot(u_cloud_mod_s[m], h), dot(u_cloud_mod_t[m], h));
        }
    }
    return st;
}

vec4 blend_factor(int f, vec4 src, vec4 dst) {
    if (f == BLEND_ZERO) return vec4(0.0);
    if (f == BLEND_ONE) return vec4(1.0);
    if (f == BLEND_SRC_COLOR) return src;
    if (f == BLEND_ONE_MINUS_SRC_COLOR) return 1.0 - src;
    if (f == BLEND_DST_COLOR) return dst;
    if (f == BLEND_ONE_MINUS_DST_COLOR) return 1.0 - dst;
    if (f == BLEND_SRC_ALPHA) return vec4(src.a);
    if (f == BLEND_ONE_MINUS_SRC_ALPHA) return vec4(1.0 - src.a);
    if (f == BLEND_DST_ALPHA) return vec4(dst.a);
    if (f == BLEND_ONE_MINUS_DST_ALPHA) return vec4(1.0 - dst.a);
    float s = min(src.a, 1.0 - dst.a);  // BLEND_SRC_ALPHA_SATURATE
    return vec4(s, s, s, 1.0);
}

bool alpha_passes(int test, float a) {
    if (test == ALPHA_TEST_GT0) return a > 0.0;
    if (test == ALPHA_TEST_LT128) return a < 0.5;
    if (test == ALPHA_TEST_GE128) return a >= 0.5;
    return true;
}

// The dome's triangle under direction d: its corners' directions (box half-size 1),
// their coordinates and the weights; false below (no clouds there).
struct DomeTriangle {
    vec3 corner[3];
    vec2 st[3];
    vec3 weight;
};

bool dome_triangle(vec3 d, out DomeTriangle tri) {
    vec3 a = abs(d);
    int face;
    vec2 st;
    if (a.x >= a.y && a.x >= a.z) {
        face = d.x > 0.0 ? 0 : 1;
        st = d.x > 0.0 ? vec2(-d.y, d.z) / a.x : vec2(d.y, d.z) / a.x;
    } else if (a.y >= a.z) {
        face = d.y > 0.0 ? 2 : 3;
        st = d.y > 0.0 ? vec2(d.x, d.z) / a.y : vec2(-d.x, d.z) / a.y;
    } else {
        face = d.z > 0.0 ? 4 : 5;
        st = d.z > 0.0 ? vec2(-d.y, -d.x) / a.z : vec2(-d.y, d.x) / a.z;
    }
    if (face == 5) return false;
    // Grid cell and place in it; the engine splits each cell along (s, t+1)-(s+1, t).
    vec2 g = (clamp(st, -1.0, 1.0) + 1.0) * 4.0;
    vec2 cell = min(floor(g), vec2(7.0));
    vec2 f = g - cell;
    vec2 c00 = cell / 4.0 - 1.0;
    vec2 c10 = c00 + vec2(0.25, 0.0), c01 = c00 + vec2(0.0, 0.25);
    vec2 c2;
    if (f.x + f.y <= 1.0) {
        c2 = c00;
        tri.weight = vec3(f.x, f.y, 1.0 - f.x - f.y);
    } else {
        c2 = c00 + vec2(0.25);
        tri.weight = vec3(1.0 - f.y, 1.0 - f.x, f.x + f.y - 1.0);
    }
    tri.corner[0] = face_point(face, c10);
    tri.corner[1] = face_point(face, c01);
    tri.corner[2] = face_point(face, c2);
    for (int i = 0; i < 3; ++i) tri.st[i] = dome_st(tri.corner[i]);
    return true;
}

vec2 layer_st(int k, DomeTriangle tri) {
    // Without turb the chain is affine: through it once after interpolating is the same.
    if (kCloudTurb[k] == 0)
        return through_mods(k, tri.weight[0] * tri.st[0] + tri.weight[1] * tri.st[1] + tri.weight[2] * tri.st[2], vec3(0.0));
    vec2 st = vec2(0.0);
    for (int i = 0; i < 3; ++i) st += tri.weight[i] * through_mods(k, tri.st[i], u_eye + tri.corner[i] * u_sky_box_size);
    return st;
}

void cloud_layer(int k, sampler2D t, vec2 st, inout vec4 result) {
    vec4 c = clamp(texture(t, st) * u_cloud_constant[k], 0.0, 1.0);
    if (!alpha_passes(kCloudAtest[k], c.a)) return;
    result = clamp(c * blend_factor(kCloudSrc[k], c, result) + result * blend_factor(kCloudDst[k], c, result), 0.0, 1.0);
}

// Every layer over `background` (display units); the result in display units.
vec3 with_clouds(vec3 background, vec3 d) {
    DomeTriangle tri;
    if (!dome_triangle(d, tri)) return background;
    vec4 result = vec4(background * kIdentityLight, 1.0);
    cloud_layer(0, u_layer0, layer_st(0, tri), result);
#if CLOUD_COUNT > 1
    cloud_layer(1, u_layer1, layer_st(1, tri), result);
#endif
#if CLOUD_COUNT > 2
    cloud_layer(2, u_layer2, layer_st(2, tri), result);
#endif
#if CLOUD_COUNT > 3
    cloud_layer(3, u_layer3, layer_st(3, tri), result);
#endif
#if CLOUD_COUNT > 4
    cloud_layer(4, u_layer4, layer_st(4, tri), result);
#endif
#if CLOUD_COUNT > 5
    cloud_layer(5, u_layer5, layer_st(5, tri), result);
#endif
    return result.rgb / kIdentityLight;
}
#endif

// The face is the direction's major axis; (s, t) are two other components over its
// size: +X (layer 0) -y, z; -X (1) y, z; +Y (2) x, z; -Y (3) -x, z; +Z (4) -y, -x;
// -Z (5) -y, x. The numerators and the divisor are picked first and divided once:
// the same operands as one division pair per face, so the same result to the bit.
// llvmpipe runs every branch of an if on every pixel, and six branches of two
// divisions each cost 3 % of a frame where the sky fills most of the view (delta's
// overview, 6 alternating pairs in a window).
vec3 box_lookup(vec3 d) {
    vec3 a = abs(d);
    bool x_major = a.x >= a.y && a.x >= a.z;
    bool y_major = !x_major && a.y >= a.z;
    float m = x_major ? a.x : (y_major ? a.y : a.z);
    float s_numerator = x_major ? (d.x > 0.0 ? -d.y : d.y) : (y_major ? (d.y > 0.0 ? d.x : -d.x) : -d.y);
    float t_numerator = x_major || y_major ? d.z : (d.z > 0.0 ? -d.x : d.x);
    float layer = x_major ? (d.x > 0.0 ? 0.0 : 1.0) : (y_major ? (d.y > 0.0 ? 2.0 : 3.0) : (d.z > 0.0 ? 4.0 : 5.0));
    float s = s_numerator / m, t = t_numerator / m;
    vec2 uv = vec2((s + 1.0) * 0.5, 1.0 - (t + 1.0) * 0.5);
    return texture(u_box, vec3(uv, layer)).rgb;
}

void main() {
#if DEPTH_ONLY
    // Colour masked off: the sky faces only mark depth and stencil, so nothing is looked up.
    o_color = vec4(0.0);
    return;
#endif
#if SKY_MODE == SKY_BOX
    vec3 color = box_lookup(u_box_turn * normalize(v_world - u_eye));
#elif SKY_MODE == SKY_CLOUD
    vec3 d = normalize(v_world - u_eye);
    // A flattened dome: directions near the horizon stretch the layer outwards.
    vec2 uv = d.xy / (abs(d.z) + 0.25) * 1.5;
    vec3 color = texture(u_cloud, uv).rgb;
#elif SKY_MODE == SKY_LAYERS
    // The Quake engines' projection: the direction squashed vertically (z * 3),
    // scaled to 6*63 units and read at 1/128 texture per unit; the back layer
    // drifts at 8 units a second, the front at 16.
    vec3 v = v_world - u_eye;
    v.z *= 3.0;
    vec2 p = normalize(v).xy * (6.0 * 63.0);
    vec3 back = texture(u_cloud, (p + u_time * 8.0) / 128.0).rgb;
    vec4 front = texture(u_front, (p + u_time * 16.0) / 128.0);
    vec3 color = mix(back, front.rgb, front.a);
#else
    vec3 color = u_flat_color;
#endif
#if CLOUD_COUNT > 0
    color = with_clouds(color, normalize(v_world - u_eye));
#endif
    vec3 shown = clamp(color, 0.0, 1.0);
#if GAMMA
    shown = pow(shown, vec3(u_inv_gamma));
#endif
    o_color = vec4(shown, 1.0);
}

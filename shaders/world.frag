#version 330 core
// Quake 3's single-pass look: texture x light, where light is the lightmap (already
// overbright-shifted at upload), the vertex colour (vertex-lit surfaces) or white
// (shaders without a lightmap stage). Gamma is applied here, not by the display.
// The debugging views replace the colour; per-surface flags (a texture indexed by
// surface number, rewritten only when the camera cluster or the selection changes)
// mark surfaces in the PVS (the selected surface is outlined by debug lines instead).
in vec2 v_uv;
in vec2 v_lightmap_uv;
in vec4 v_color;
in vec4 v_debug_color;
in vec3 v_normal;
flat in uint v_surface;

uniform sampler2D u_texture;
uniform sampler2D u_lightmap;
uniform usampler2D u_surface_flags;  // R8UI, SURFACE_FLAGS_WIDTH texels per row; SURFACE_* bits
uniform int u_lighting;        // LIGHTING_LIGHTMAP, LIGHTING_VERTEX or LIGHTING_NONE (fullbright)
uniform int u_view;            // ViewMode: VIEW_LIT, VIEW_LIGHTMAP ... VIEW_PVS
uniform float u_alpha_cutoff;  // fragments with alpha below are discarded; 0 = off
uniform float u_inv_gamma;
uniform vec4 u_wire_color;
uniform float u_alpha;         // the group's constant opacity (blended brush entities)
uniform int u_warp;            // 1: turbulent liquid, texture coordinates ripple
uniform float u_time;          // seconds, for the ripple
uniform float u_exposure_scale;  // the lightmap view's light is multiplied by it (2^stops; 1 = as stored)
uniform int u_heatmap;         // 1: the lightmap view shows brightness as false colour

out vec4 o_color;

// Quake's turbulence: each texel coordinate swings by up to 8 texels with a sine of
// the other coordinate (one period per 16*pi texels), a radian per second.
vec2 warped_uv() {
    vec2 size = vec2(textureSize(u_texture, 0));
    vec2 st = v_uv * size;
    st += 8.0 * sin(st.yx * 0.125 + u_time);
    return st / size;
}

// False colour for a light's brightness (luminance, 0..1): black, blue, cyan,
// green, yellow, red in equal steps, so gradients in light that is nearly white or
// nearly black become changes of hue. Light clipped at 1 in every channel is white.
vec3 heat(vec3 light) {
    if (min(light.r, min(light.g, light.b)) >= 1.0) return vec3(1.0);
    const vec3 ramp[6] = vec3[6](vec3(0.0), vec3(0.0, 0.0, 1.0), vec3(0.0, 1.0, 1.0), vec3(0.0, 1.0, 0.0),
                                 vec3(1.0, 1.0, 0.0), vec3(1.0, 0.0, 0.0));
    float x = clamp(dot(light, vec3(0.299, 0.587, 0.114)), 0.0, 1.0) * 5.0;
    int i = min(int(x), 4);
    return mix(ramp[i], ramp[i + 1], x - float(i));
}

void main() {
    vec4 tex = texture(u_texture, u_warp != 0 ? warped_uv() : v_uv);
    vec4 light = vec4(1.0);
    if (u_lighting == LIGHTING_LIGHTMAP) light = vec4(texture(u_lightmap, v_lightmap_uv).rgb, 1.0);
    else if (u_lighting == LIGHTING_VERTEX) light = v_color;

    if (u_alpha_cutoff > 0.0 && tex.a < u_alpha_cutoff) discard;

    uint flags = texelFetch(u_surface_flags, ivec2(int(v_surface % SURFACE_FLAGS_WIDTH), int(v_surface / SURFACE_FLAGS_WIDTH)), 0).r;
    vec4 lit = vec4(tex.rgb * light.rgb, tex.a * light.a);
    vec4 color;
    bool false_colour = false;  // a legend, not a picture: gamma leaves it alone
    if (u_view == VIEW_LIGHTMAP) {
        vec3 exposed = light.rgb * u_exposure_scale;
        false_colour = u_heatmap != 0;
        color = vec4(false_colour ? heat(exposed) : exposed, 1.0);
    }
    else if (u_view == VIEW_FULLBRIGHT) color = tex;
    else if (u_view == VIEW_WIREFRAME) color = u_wire_color;
    else if (u_view == VIEW_CLUSTERS) color = vec4(v_debug_color.rgb * (0.35 + 0.65 * dot(light.rgb, vec3(0.333))), 1.0);
    else if (u_view == VIEW_VERTEX) color = vec4(v_color.rgb, 1.0);
    else if (u_view == VIEW_NORMALS) color = vec4(normalize(v_normal) * 0.5 + 0.5, 1.0);
    else if (u_view == VIEW_PVS) {
        // In the PVS: the lit look tinted green; rejected by it: dark red-grey.
        float l = dot(lit.rgb, vec3(0.299, 0.587, 0.114));
        color = (flags & SURFACE_IN_PVS) != 0u ? vec4(mix(lit.rgb, vec3(0.2, 1.0, 0.3), 0.35), 1.0)
                                   : vec4(0.12 + 0.35 * l, 0.06 + 0.2 * l, 0.06 + 0.2 * l, 1.0);
    } else color = lit;


    vec3 shown = clamp(color.rgb, 0.0, 1.0);
    o_color = vec4(false_colour ? shown : pow(shown, vec3(u_inv_gamma)), color.a * u_alpha);
}

#version 330 core
// Quake 3's single-pass look: texture x light, where light is the lightmap (already
// overbright-shifted at upload), the vertex colour (vertex-lit surfaces) or white
// (shaders without a lightmap stage). Gamma is applied here, not by the display.
// The debugging views replace the colour; per-surface flags (a texture indexed by
// surface number, rewritten only when the camera cluster or the selection changes)
// mark surfaces in the PVS (the selected surface is outlined by debug lines instead).
//
// Compiled per variant (render/world_shader_variant.h): VIEW (a VIEW_* mode),
// LIGHTING (a LIGHTING_* source), and 0/1 for ALPHA_TEST, WARP, GAMMA, HEATMAP, BUMP
// and the inputs a variant reads (USE_*); SOURCE and SOURCE_* for Source materials. A pixel runs only its variant's look.
#if USE_TEXTURE
in vec2 v_uv;
#endif
#if USE_LIGHTMAP
in vec2 v_lightmap_uv;
#endif
#if USE_VERTEX_COLOR
in vec4 v_color;
#endif
#if USE_DEBUG_COLOR
in vec4 v_debug_color;
#endif
#if USE_NORMAL
in vec3 v_normal;
#endif
#if USE_SURFACE_FLAGS
flat in uint v_surface;
uniform usampler2D u_surface_flags;  // R8UI, SURFACE_FLAGS_WIDTH texels per row; SURFACE_* bits
#endif

uniform sampler2D u_texture;
uniform sampler2D u_lightmap;
#if BUMP
// Source bump-lit faces: the material's tangent-space normal map, and the light
// along each of the three bump basis directions at the same atlas uv.
uniform sampler2D u_bump_map;
uniform sampler2D u_bump_light0;
uniform sampler2D u_bump_light1;
uniform sampler2D u_bump_light2;
#endif
#if SOURCE
// Source material features (assets/material.h SourceLook): the base texture's
// coordinates through its transform and scroll (two rows), a tint with alpha, the
// second layer ($basetexture2 / $texture2), its blend modulation, a detail texture
// (u_src_detail: scale, blend factor) and a self-illumination mask.
uniform vec3 u_src_tc_s, u_src_tc_t;
uniform vec4 u_src_tint;
uniform vec2 u_src_detail;
uniform sampler2D u_src_layer, u_src_modulate, u_src_detail_map, u_src_mask;
#endif
#if SOURCE_LAYER == 1
in float v_blend;
#endif
#if ENVMAP
// Source's $envmap (assets/material.h SourceEnvmap): the face's cube map sample, looked
// up by the world reflection vector (render/gl/cubemap_textures.h), its tint, the
// mask (ENVMAP_MASK 1: $envmapmask's RGB at the base uv) and u_env_params = fresnel
// reflection, contrast, saturation.
in vec3 v_world_position;
uniform vec3 u_eye;
uniform samplerCube u_envmap;
uniform sampler2D u_env_mask;
uniform vec3 u_env_tint;
uniform vec3 u_env_params;
#endif
#if VIEW == VIEW_CUBEMAPS
uniform vec4 u_debug_color;  // per group: its cube map sample's colour
#endif
uniform float u_alpha_ref;     // the alpha test's cut-off (0.5; Source's $alphatestreference)
uniform float u_inv_gamma;
uniform vec4 u_wire_color;
uniform float u_alpha;         // the group's constant opacity (blended brush entities)
uniform float u_time;          // seconds, for the ripple
uniform float u_exposure_scale;  // the lightmap view's light is multiplied by it (2^stops; 1 = as stored)
#if FOG
// Source's linear fog: none at start, max_density of the colour at end and beyond, by
// the depth from the eye times distance_scale (the 3D sky's scale in its pass, so its
// fog reads world units as the engine's does); shaders/world.vert gives the depth's
// place between start and end.
in float v_fog_fraction;
uniform vec3 u_fog_color;
uniform vec4 u_fog_params;  // start, end, max density, distance scale
#endif

out vec4 o_color;

// Quake 2's flowing surfaces: how far the texture has moved (in texels on the WARP
// path, in repeats otherwise); 0 for every other surface.
uniform vec2 u_scroll;

#if WARP
// Quake's turbulence: each texel coordinate swings by up to 8 texels with a sine of
// the other coordinate (one period per 16*pi texels), a radian per second.
vec2 warped_uv() {
    vec2 size = vec2(textureSize(u_texture, 0));
    vec2 st = v_uv * size;
    st += 8.0 * sin(st.yx * 0.125 + u_time) + u_scroll;
    return st / size;
}
#endif

#if HEATMAP
#include "heat.glsl"
#endif

void main() {
#if USE_TEXTURE
#if SOURCE
    vec2 base_uv = vec2(dot(u_src_tc_s, vec3(v_uv, 1.0)), dot(u_src_tc_t, vec3(v_uv, 1.0)));
#endif
#if WARP
    vec4 tex = texture(u_texture, warped_uv());
#elif SOURCE_NO_TEXTURE
    vec4 tex = vec4(1.0);
#elif SOURCE
    vec4 tex = texture(u_texture, base_uv);
#else
    vec4 tex = texture(u_texture, v_uv + u_scroll);
#endif
#if SOURCE_LAYER == 1
    // WorldVertexTransition: alpha 0 the first texture, 1 the second. With a
    // $blendmodulatetexture the engine's shader remaps the alpha by a smoothstep from
    // green - red to green + red (each clamped to 0..1): green is the alpha at which
    // the transition is centred, red its half-width (0: a hard edge at green).
    float layer_blend = v_blend;
#if SOURCE_MODULATE
    vec4 modulate = texture(u_src_modulate, v_uv);
    float blend_min = clamp(modulate.g - modulate.r, 0.0, 1.0);
    float blend_max = clamp(modulate.g + modulate.r, 0.0, 1.0);
    layer_blend = blend_max > blend_min ? smoothstep(blend_min, blend_max, layer_blend) : step(blend_min, layer_blend);
#endif
    tex = mix(tex, texture(u_src_layer, v_uv), layer_blend);
#elif SOURCE_LAYER == 2
    tex *= texture(u_src_layer, v_uv);  // UnlitTwoTexture
#endif
#if SOURCE_DETAIL == 1
    tex.rgb *= mix(vec3(1.0), 2.0 * texture(u_src_detail_map, v_uv * u_src_detail.x).rgb, u_src_detail.y);
#elif SOURCE_DETAIL == 2
    tex.rgb += texture(u_src_detail_map, v_uv * u_src_detail.x).rgb * u_src_detail.y;
#endif
#if SOURCE_SELFILLUM == 1
    float self_illum = tex.a;
#elif SOURCE_SELFILLUM == 2
    float self_illum = texture(u_src_mask, base_uv).r;
#endif
#if SOURCE
    tex *= u_src_tint;
#endif
#if ALPHA_TEST
    if (tex.a < u_alpha_ref) discard;
#endif
#endif

#if LIGHTING == LIGHTING_LIGHTMAP && BUMP
    // As the engine's bumped lightmapped shader: the normal's cosine to each basis
    // direction, clamped and squared, normalised to sum 1 (render/bump_basis.h).
#if WARP
    vec3 bump_normal = texture(u_bump_map, warped_uv()).rgb * 2.0 - 1.0;
#else
    vec3 bump_normal = texture(u_bump_map, v_uv).rgb * 2.0 - 1.0;
#endif
    bump_normal = length(bump_normal) > 0.0 ? normalize(bump_normal) : vec3(0.0, 0.0, 1.0);
    const float third_root = 0.57735026919;
    vec3 dp = clamp(vec3(dot(bump_normal, vec3(0.81649658093, 0.0, third_root)),
                         dot(bump_normal, vec3(-0.40824829046, 0.70710678119, third_root)),
                         dot(bump_normal, vec3(-0.40824829046, -0.70710678119, third_root))), 0.0, 1.0);
    dp *= dp;
    float dp_sum = dp.x + dp.y + dp.z;
    dp = dp_sum > 0.0 ? dp / dp_sum : vec3(1.0 / 3.0);
    vec4 light = vec4(dp.x * texture(u_bump_light0, v_lightmap_uv).rgb + dp.y * texture(u_bump_light1, v_lightmap_uv).rgb +
                      dp.z * texture(u_bump_light2, v_lightmap_uv).rgb, 1.0);
#elif LIGHTING == LIGHTING_LIGHTMAP
    vec4 light = vec4(texture(u_lightmap, v_lightmap_uv).rgb, 1.0);
#elif LIGHTING == LIGHTING_VERTEX
    vec4 light = v_color;
#else
    vec4 light = vec4(1.0);
#endif

#if VIEW == VIEW_LIGHTMAP
    vec3 exposed = light.rgb * u_exposure_scale;
#if HEATMAP
    vec4 color = vec4(heat(exposed), 1.0);
#else
    vec4 color = vec4(exposed, 1.0);
#endif
#elif VIEW == VIEW_FULLBRIGHT
    vec4 color = tex;
#elif VIEW == VIEW_WIREFRAME
    vec4 color = u_wire_color;
#elif VIEW == VIEW_CLUSTERS
    vec4 color = vec4(v_debug_color.rgb * (0.35 + 0.65 * dot(light.rgb, vec3(0.333))), 1.0);
#elif VIEW == VIEW_CUBEMAPS
    // The colour of the sample the face's group reflects (grey: none), shaded by the light.
    vec4 color = vec4(u_debug_color.rgb * (0.35 + 0.65 * dot(light.rgb, vec3(0.333))), 1.0);
#elif VIEW == VIEW_VERTEX
    vec4 color = vec4(v_color.rgb, 1.0);
#elif VIEW == VIEW_NORMALS
    vec4 color = vec4(normalize(v_normal) * 0.5 + 0.5, 1.0);
#elif VIEW == VIEW_PVS
    // In the PVS: the lit look tinted green; rejected by it: dark red-grey.
    vec3 lit = tex.rgb * light.rgb;
    uint flags = texelFetch(u_surface_flags, ivec2(int(v_surface % SURFACE_FLAGS_WIDTH), int(v_surface / SURFACE_FLAGS_WIDTH)), 0).r;
    float l = dot(lit, vec3(0.299, 0.587, 0.114));
    vec4 color = (flags & SURFACE_IN_PVS) != 0u ? vec4(mix(lit, vec3(0.2, 1.0, 0.3), 0.35), 1.0)
                                                : vec4(0.12 + 0.35 * l, 0.06 + 0.2 * l, 0.06 + 0.2 * l, 1.0);
#else
    vec4 color = vec4(tex.rgb * light.rgb, tex.a * light.a);
#if SOURCE_SELFILLUM
    // $selfillum: where the mask is white the base colour shows unlit.
    color.rgb = mix(color.rgb, tex.rgb, self_illum);
#if SOURCE_SELFILLUM == 1
    color.a = light.a;  // the base alpha was the mask, not opacity
#endif
#endif
#endif

#if ENVMAP
    {
        // As the SDK's lightmappedgeneric_ps2_3_x.h: the reflection is added to the lit
        // colour (not multiplied by the light), scaled by the mask, tinted, given its
        // contrast and saturation, then by the fresnel term
        // fresnelreflection + (1 - fresnelreflection) * (1 - N.V)^5. The face's own normal
        // (seen from the eye's side for two-sided faces); bump maps do not bend it.
        vec3 to_eye = normalize(u_eye - v_world_position);
        vec3 n = normalize(v_normal);
        if (dot(n, to_eye) < 0.0) n = -n;
        vec3 spec = texture(u_envmap, reflect(-to_eye, n)).rgb;
#if ENVMAP_MASK == 1
        spec *= texture(u_env_mask, v_uv).rgb;  // $envmapmasktransform (not read) is its own, not the base transform
#elif ENVMAP_MASK == 2
        spec *= 1.0 - tex.a;  // $basealphaenvmapmask: the SDK reverses the alpha
#elif ENVMAP_MASK == 3
        spec *= texture(u_bump_map, v_uv).a;
#endif
        spec *= u_env_tint;
        spec = mix(spec, spec * spec, u_env_params.y);
        spec = mix(vec3(dot(spec, vec3(0.299, 0.587, 0.114))), spec, u_env_params.z);
        float fresnel = pow(1.0 - clamp(dot(n, to_eye), 0.0, 1.0), 5.0);
        spec *= fresnel * (1.0 - u_env_params.x) + u_env_params.x;
        color.rgb += spec;
    }
#endif

#if FOG
    {
        float f = clamp(v_fog_fraction, 0.0, 1.0) * u_fog_params.z;
        color.rgb = mix(color.rgb, u_fog_color, f);
    }
#endif
    vec3 shown = clamp(color.rgb, 0.0, 1.0);
#if GAMMA
    shown = pow(shown, vec3(u_inv_gamma));
#endif
    o_color = vec4(shown, color.a * u_alpha);
}

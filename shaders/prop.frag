#version 330 core
// Placed models: texture x light in the lit view, as the world's single pass draws it
// (shaders/world.frag); the debugging views that make sense for a model too. Compiled
// per variant (render/gl/prop_renderer.h): VIEW (a VIEW_* value), ALPHA_TEST, UNLIT
// (UnlitGeneric: the base colour, no light), GAMMA (raise to 1/gamma), FOG, DETAIL
// (the $detail blend mode as shaders/world.frag's SOURCE_DETAIL: 0 none, 1 mod2x, 2
// additive) and SELFILLUM_MASK ($selfillummask given), so a pixel runs only its own path.
in vec2 v_uv;
in vec2 v_detail_uv;
in vec3 v_light;
in vec3 v_normal;
in float v_fog_fraction;

uniform sampler2D u_texture;
uniform float u_inv_gamma;
uniform float u_exposure_scale; // the lightmap view's 2^stops
uniform vec4 u_wire_color;
// Source's linear fog as the world's (shaders/world.frag), by the eye's depth: start,
// end, max density (0: no fog).
uniform vec3 u_fog_color;
uniform vec3 u_fog_params;
// VertexLitGeneric's look: $color x $color2 and $alpha; $selfillum shows the base colour
// unlit where the base alpha says (the engine's mask when no $selfillummask is given).
uniform vec4 u_tint;
uniform bool u_self_illum;
uniform sampler2D u_detail;
uniform float u_detail_blend;      // $detailblendfactor
uniform sampler2D u_self_illum_mask;  // its red: where the base colour shows unlit

out vec4 o_color;

void main() {
    vec4 tex = texture(u_texture, v_uv);
#if ALPHA_TEST
    // Only in the alpha-tested variant: a shader that may discard is shaded before the
    // depth test on software rasterizers (render/gl/prop_renderer.h).
    if (tex.a < 0.5) discard;
#endif
#if DETAIL == 1
    tex.rgb *= mix(vec3(1.0), 2.0 * texture(u_detail, v_detail_uv).rgb, u_detail_blend);
#elif DETAIL == 2
    tex.rgb += texture(u_detail, v_detail_uv).rgb * u_detail_blend;
#endif
    vec4 color;
    vec4 base = tex * u_tint;
#if SELFILLUM_MASK
    float illum_mask = texture(u_self_illum_mask, v_uv).r;
#else
    float illum_mask = tex.a;
    if (u_self_illum) base.a = u_tint.a;  // the base alpha was the mask, not opacity
#endif
#if VIEW == VIEW_LIGHTMAP
    color = vec4(v_light * u_exposure_scale, 1.0);
#elif VIEW == VIEW_WIREFRAME
    color = u_wire_color;
#elif VIEW == VIEW_NORMALS
    color = vec4(normalize(v_normal) * 0.5 + 0.5, 1.0);
#elif VIEW == VIEW_FULLBRIGHT || UNLIT
    color = base;
#else
    color = vec4(base.rgb * v_light, base.a);
    if (u_self_illum) color.rgb = mix(color.rgb, base.rgb, illum_mask);
#endif
#if FOG
    float f = clamp(v_fog_fraction, 0.0, 1.0) * u_fog_params.z;
    color.rgb = mix(color.rgb, u_fog_color, f);
#endif
#if GAMMA
    o_color = vec4(pow(clamp(color.rgb, 0.0, 1.0), vec3(u_inv_gamma)), color.a);
#else
    o_color = vec4(clamp(color.rgb, 0.0, 1.0), color.a);
#endif
}

// False colour for a light's brightness (luminance, 0..1): black, blue, cyan,
// green, yellow, red in equal steps, so gradients in light that is nearly white or
// nearly black become changes of hue. Light clipped at 1 in every channel is white.
// Shared by the lightmap view (world.frag) and the Lightmaps panel's atlas (atlas.frag).
vec3 heat(vec3 light) {
    if (min(light.r, min(light.g, light.b)) >= 1.0) return vec3(1.0);
    const vec3 ramp[6] = vec3[6](vec3(0.0), vec3(0.0, 0.0, 1.0), vec3(0.0, 1.0, 1.0), vec3(0.0, 1.0, 0.0),
                                 vec3(1.0, 1.0, 0.0), vec3(1.0, 0.0, 0.0));
    float x = clamp(dot(light, vec3(0.299, 0.587, 0.114)), 0.0, 1.0) * 5.0;
    int i = min(int(x), 4);
    return mix(ramp[i], ramp[i + 1], x - float(i));
}

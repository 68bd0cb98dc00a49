#version 330 core
// Sky by view direction: a six-face box (Quake 3 skyParms farbox, faces in the
// order +X, -X, +Y, -Y, +Z, -Z = _rt, _lf, _bk, _ft, _up, _dn, with the engine's
// face orientation), a cloud layer projected onto a dome, Quake's two scrolling
// layers, or a flat colour. Compiled per map's kind of sky (SKY_MODE: SKY_FLAT,
// SKY_BOX, SKY_CLOUD or SKY_LAYERS, the back layer in u_cloud) and with GAMMA 0/1
// (raise to 1/gamma or not), so a pixel runs only its own lookup.
in vec3 v_world;

uniform sampler2DArray u_box;
uniform sampler2D u_cloud;
uniform sampler2D u_front;
uniform float u_time;    // seconds: the layers drift
uniform vec3 u_eye;
uniform vec3 u_flat_color;
uniform float u_inv_gamma;

out vec4 o_color;

vec3 box_lookup(vec3 d) {
    vec3 a = abs(d);
    float s, t, layer;
    if (a.x >= a.y && a.x >= a.z) {
        if (d.x > 0.0) { s = -d.y / a.x; t = d.z / a.x; layer = 0.0; }
        else           { s =  d.y / a.x; t = d.z / a.x; layer = 1.0; }
    } else if (a.y >= a.z) {
        if (d.y > 0.0) { s =  d.x / a.y; t = d.z / a.y; layer = 2.0; }
        else           { s = -d.x / a.y; t = d.z / a.y; layer = 3.0; }
    } else {
        if (d.z > 0.0) { s = -d.y / a.z; t = -d.x / a.z; layer = 4.0; }
        else           { s = -d.y / a.z; t =  d.x / a.z; layer = 5.0; }
    }
    vec2 uv = vec2((s + 1.0) * 0.5, 1.0 - (t + 1.0) * 0.5);
    return texture(u_box, vec3(uv, layer)).rgb;
}

void main() {
#if SKY_MODE == SKY_BOX
    vec3 color = box_lookup(normalize(v_world - u_eye));
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
    vec3 shown = clamp(color, 0.0, 1.0);
#if GAMMA
    shown = pow(shown, vec3(u_inv_gamma));
#endif
    o_color = vec4(shown, 1.0);
}

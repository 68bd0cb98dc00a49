#version 330 core
// Quake 3's fog pass (RB_FogPass with RB_CalcFogTexCoords and R_FogFactor; the
// formula as render/fog_volumes.h fog_alpha): the fog colour at an alpha that is the
// square root of the distance through the fog over its opaque distance, capped at 1.
// The engine computes the two texture coordinates per vertex and reads a 256x32
// table; here the same quantities are computed per pixel, so the fraction of the way
// that lies under the fog's surface is exact across large triangles too.
in vec3 v_world;

uniform vec3 u_eye;
uniform vec3 u_view_forward;
uniform vec3 u_color;          // display units, gamma applied
uniform float u_opaque_distance;
uniform int u_has_surface;
uniform vec4 u_surface;        // the visible side's plane: normal out of the fog, distance
uniform float u_eye_depth;     // the eye's depth below that plane; < 0: outside

out vec4 o_color;

void main() {
    float s = max(dot(v_world - u_eye, u_view_forward), 0.0) / u_opaque_distance;
    float through = 1.0;
    if (u_has_surface != 0) {
        float depth = u_surface.w - dot(u_surface.xyz, v_world);
        if (u_eye_depth < 0.0) through = depth < 1.0 ? 0.0 : depth / (depth - u_eye_depth);
        else through = depth < 0.0 ? 0.0 : 1.0;
    }
    o_color = vec4(u_color, sqrt(min(1.0, s * through)));
}

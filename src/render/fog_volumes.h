#pragma once
// Quake 3 fog volumes as the classic renderer draws them (RB_FogPass after a
// surface's stages): the fog's colour blended over the surface with an alpha that
// grows with the distance the view travels through the fog. What is the same for a
// whole frame (the eye against the fog's surface plane) is computed here, with the
// engine's formula for one point (fog_alpha) that shaders/fog.frag evaluates per pixel.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "assets/material.h"
#include "map/map.h"
#include "render/frame_plan.h"
#include "render/material_slots.h"

namespace bsp {

// The surfaces of one fog volume that get its fog, as index ranges (Map::indices).
struct FogDrawList {
    std::vector<IndexRange> equal;       // opaque shaders: only where they drew (depth equal)
    std::vector<IndexRange> less_equal;  // the fog volume's own faces: the fog seen through them
    bool empty() const { return equal.empty() && less_equal.empty(); }
};

// One list per Map::fogs entry, from those of `surfaces` (Map::surfaces indices: the
// frame's visible set) that name a fog (hidden models' left out); `out` is reused.
void fog_draw_lists(const Map& map, const MaterialSlots& materials, const std::vector<uint32_t>& surfaces,
                    std::vector<FogDrawList>& out);

// A fog volume's values for one frame.
struct FogFrame {
    glm::vec3 color{0};          // display units: the script's colour × identityLight × the overbright factor
    float opaque_distance = 1;
    bool has_surface = false;    // false: the eye always counts as inside
    glm::vec4 surface{0, 0, 1, 0};  // the visible side's plane: normal (out of the fog) and distance
    float eye_depth = 1;         // the eye's depth below that plane (negative: outside the fog)
};
FogFrame fog_frame(const FogVolume& fog, const ResolvedFog& look, const glm::vec3& eye);

// The fog's opacity over a point (RB_CalcFogTexCoords then R_FogFactor): `view_depth`
// the point's distance in front of the eye along the view axis, `point_depth` its
// depth below the fog's surface plane. The engine's table holds sqrt of the distance
// through the fog over the opaque distance, capped at 1; when the eye is outside, only
// the part of the way below the plane counts, and points less than 1 unit under it
// get none.
float fog_alpha(const FogFrame& fog, float view_depth, float point_depth);

}  // namespace bsp

#pragma once
// Quake 3's order for blended surfaces. ioquake3 never sorts them by distance: every
// surface goes into one list sorted by a key packed (most significant first) from
// the shader's sort value and its place among shaders of that value (the order the
// shaders were registered, which for the world is the order of the first face that
// names each shader with each lightmap), then the entity (brush entities before the
// world's entity, the last one), then the fog; surfaces with equal keys keep the
// order they were added in, the BSP tree walked children[0] first (tr_world.c
// R_RecursiveWorldNode), whatever the view. The same order for every frame, so it
// is worked out once per map here and the frame plan only filters it.
//
// The sort value is ResolvedMaterial::engine_sort (assets/q3_shader_scripts.h
// engine_sort_value). Surfaces whose materials come from a Quake 3 script take part; the others (other
// formats' glass and water) keep the frame plan's back-to-front order.
// CPU only: no GL.
#include <cstdint>
#include <vector>

#include "assets/material.h"
#include "map/map.h"
#include "render/material_slots.h"

namespace bsp {

// engine_blend_order's answer for surfaces it does not order.
inline constexpr uint32_t kNoEngineOrder = UINT32_MAX;

// For each Map surface: its place in the engine's order, for surfaces flagged in
// `blended` whose material has a script; kNoEngineOrder for the others.
std::vector<uint32_t> engine_blend_order(const Map& map, const MaterialSlots& materials,
                                         const std::vector<bool>& blended);

}  // namespace bsp

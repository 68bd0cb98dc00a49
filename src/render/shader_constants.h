#pragma once
// The numbers C++ and GLSL must agree on, written once here: ShaderProgram puts
// them into every shader as #defines after its #version line, so the shaders name
// them (VIEW_PVS, SKY_BOX, SURFACE_FLAGS_WIDTH ...) instead of repeating numbers.
#include <cstddef>
#include <string>

namespace bsp {

// Texels per row of the per-surface flag texture (vis/surface_flags.h): GL 3.3
// guarantees 1024 x 1024, so rows of 1024 hold a million surfaces.
inline constexpr size_t kSurfaceFlagsWidth = 1024;

// Where the world shader's light comes from (its LIGHTING variant).
enum class LightingUniform : int { Lightmap = 0, Vertex = 1, None = 2 };

// The #define lines: VIEW_<MODE> for every ViewMode (world VIEW variants), LIGHTING_*
// (LIGHTING), SKY_<KIND> for every SkyKind (SKY_MODE), SURFACE_IN_PVS and SURFACE_SELECTED
// (the flag bits) and SURFACE_FLAGS_WIDTH.
std::string glsl_constants();

}  // namespace bsp

#pragma once
// The ambient light at a point, as Source lights a model or a static prop without
// baked vertex light: the leaf holding the point, its samples (Map::ambient_samples)
// blended by inverse squared distance (the engine's Mod_LeafAmbientColorAtPos, the
// same reconstruction vrad assumed when it thinned each leaf's samples to the ones
// the blend cannot predict), then the cube evaluated for each vertex normal.
#include <cstdint>
#include <optional>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

// The blended cube in `leaf` at `point` (world space): each sample weighted by
// 1 / (1 + squared distance in units), so the nearest dominates without dividing by
// zero on top of one. A leaf without samples of its own uses the leaf it borrows from
// (one step, as the engine does). nullopt when the leaf is out of range or has none
// to use: the map stores no ambient light there, and the caller falls back to what
// it lights with otherwise (the engine lights a map compiled without any with a flat
// cube of 0.5 on every side).
std::optional<AmbientCube> ambient_cube_in_leaf(const Map& map, int32_t leaf, const glm::vec3& point);

// The same in the leaf that holds `point` (vis/camera_leaf.h's walk).
std::optional<AmbientCube> ambient_cube_at(const Map& map, const glm::vec3& point);

// The light a surface with unit `normal` receives from the cube: each axis
// contributes its side facing the normal, weighted by the normal's squared
// component (the squares of a unit vector sum to 1, so a uniform cube gives its own
// colour for any normal). Source's shaders evaluate the cube this way per vertex.
glm::vec3 ambient_light_for_normal(const AmbientCube& cube, const glm::vec3& normal);

}  // namespace bsp

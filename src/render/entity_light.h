#pragma once
// The light ioquake3 gives an entity for rgbGen lightingDiffuse (tr_light.c
// R_SetupEntityLighting, tr_shade_calc.c RB_CalcDiffuseColor), in framebuffer units.
//
// Brush entities (doors, platforms) are lit like models: the light grid blended
// around the entity's origin (its "origin" key, (0 0 0) for most movers, not the
// middle of its brushes), ambient scaled by r_ambientScale 0.6 plus a minimum of
// identityLight * 32, clamped to identityLight * 255; the direction the samples'
// directions weighted together. The world's surfaces belong to tr.worldEntity,
// which R_AddWorldSurfaces never lights (R_SetupEntityLighting runs only for
// entities, R_AddBrushModelSurfaces among them): its light is all zero, so
// lightingDiffuse draws world surfaces black, with alpha 0 when alphaGen is left
// at identity (the engine then skips alphaGen and keeps the colour's alpha byte).
// CPU only: no GL.
#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

struct EntityLight {
    glm::vec4 ambient{0.0f};   // rgb: the colour when the normal faces away; a: the alpha it carries
    glm::vec3 directed{0.0f};  // added times dot(normal, direction)
    glm::vec3 direction{0.0f}; // unit, towards the light; zero for the world
};

// The world's entity: no light at all.
EntityLight world_entity_light();
// A brush entity at `origin` in a map with this light grid (the engine's fixed light
// when there is none).
EntityLight brush_entity_light(const LightGrid& grid, const glm::vec3& origin);
// RB_CalcDiffuseColor for one vertex normal, as bytes / 255.
glm::vec4 diffuse_color(const EntityLight& light, const glm::vec3& normal);

}  // namespace bsp

#pragma once
// Brush entities: the map's models 1..N (doors, platforms, func_wall, triggers) are
// placed and drawn according to the keys of the entity that owns them, the entity
// whose "model" key is "*N". Parsers call both functions once the surfaces, patches,
// models and entities are read (and before patches are tessellated).
//
// The keys read are entity-key conventions, not file-format facts: a key means the
// same in every map that carries it, whichever format holds the map, so the rules live
// here once instead of in each parser (brush_models.cpp says which engines use which).
#include "map/map.h"

namespace bsp {

// Compilers build a brush entity with an origin (rotating doors, func_rotating: the
// origin brush is the pivot) around (0,0,0), and the engines draw it translated by the
// entity's "origin". This moves model N's surface vertices, patch control points,
// Surface::bounds and Model::bounds by that origin and records it in Model::origin,
// so everything after the parser sees world positions. Each vertex moves at most
// once, and a model owned by several entities follows the first.
//
// `turn_by_angles`: the engine also turns the model by the entity's "angles" ("pitch
// yaw roll", StaticProp::rotation's convention) about that origin (Source). The Quake
// engines read "angle"/"angles" on brush entities as a direction (a door's travel)
// and draw the model unturned, so they leave it off.
void place_brush_models(Map& map, bool turn_by_angles = false);

// Model::hidden, blend and alpha from the owning entity's classname and render keys.
// Problems (unknown rendermode, unparsable values) become warnings and the model is
// drawn as the material says.
void apply_brush_model_render_keys(Map& map);

}  // namespace bsp

#pragma once
// Resolves a map's materials into a MaterialSet (assets/material.h) on the map
// loader's thread. A material with a Source VMT (materials/<name>.vmt) takes its
// record from it (assets/source_materials.h). For the others it reads
// scripts/*.shader, decides how each material is drawn
// (the map's flags refined by its shader script), finds and decodes every image a
// drawn material names (TextureLibrary's rules), makes the mip levels, and picks
// the sky (assets/sky_material.h). The GL thread then only uploads what it gets.
#include <functional>

#include "assets/material.h"
#include "assets/q3_shader_scripts.h"
#include "core/memory_budget.h"
#include "map/map.h"

namespace bsp {

class ImageCache;
class Vfs;

// The pass a material is drawn in: the map's flags refined by its shader script
// (null for materials without one).
MaterialPass material_pass(const Material& material, const Q3ShaderInfo* shader);

// `progress` gets the fraction of the work done, in [0,1].
// `cache` (may be null): decoded images of earlier runs are taken from it, new ones saved to it.
// `defer_images`: image files found by name (Quake 3's rule) are not decoded but left
// MaterialImage::pending, for assets/image_streamer.h (the sky box's faces too); the
// sky's cloud images, embedded textures and Source VTFs are still decoded here.
// `scripts`: the vfs's shader scripts when the caller loaded them already (load_map
// does, beside reading and parsing the map); null: loaded here.
// `texture_budget`: what the decoded VTF images may take together (ImageCollector::budget).
MaterialSet resolve_materials(const Map& map, const Vfs& vfs, const std::function<void(float)>& progress = {},
                              const ImageCache* cache = nullptr, bool defer_images = false,
                              const Q3ShaderScripts* scripts = nullptr,
                              const MemoryBudget& texture_budget = MemoryBudget());

}  // namespace bsp

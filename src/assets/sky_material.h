#pragma once
// Which sky a map shows, decided on the loader thread from the first sky material
// a surface uses: the skyParms box of its Quake 3 shader when all six faces load
// alike, else the shader's first (cloud) image; without a script, the box the
// map's entities name (Map::skybox, GoldSrc's skyname), else Quake's embedded
// two-layer sky (kMaterialSkyLayers); else a flat colour (SkyKind::Flat).
#include <vector>

#include "assets/image_collector.h"
#include "assets/material.h"
#include "assets/q3_shader_scripts.h"
#include "map/map.h"

namespace bsp {

// `shaders`: the script entry of each material (null where none). Adds the sky's
// images to `images`.
SkyMaterial resolve_sky(const Map& map, const std::vector<ResolvedMaterial>& materials,
                        const std::vector<const Q3ShaderInfo*>& shaders, ImageCollector& images);

}  // namespace bsp

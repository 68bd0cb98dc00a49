#pragma once
// Which sky a map shows, decided on the loader thread from the first sky material
// a surface uses: the skyParms box of its Quake 3 shader when all six faces load
// (faces of unequal sizes scaled to one, with a warning), with the shader's stages as
// cloud layers when skyParms gives a cloud height (SkyMaterial::clouds; over the flat
// colour when the box is missing); a sky shader without skyParms shows its first
// image projected on a dome (SkyKind::Cloud); without a script, the box the
// map's entities name (Map::skybox: GoldSrc's gfx/env/<skyname> images, or
// Source's skybox/<skyname> materials, each face a VMT whose $basetexture is a VTF),
// else Quake's embedded two-layer sky (kMaterialSkyLayers); else a flat colour
// (SkyKind::Flat).
#include <string>
#include <vector>

#include "assets/image_collector.h"
#include "assets/material.h"
#include "assets/q3_shader_scripts.h"
#include "map/map.h"
#include "vfs/vfs.h"

namespace bsp {

// `shaders`: the script entry of each material (null where none). `vmt_faces`:
// look box faces up as Source materials too (through `vfs`). Adds the sky's images
// to `images`; quirks it accepts go to `warnings`.
SkyMaterial resolve_sky(const Map& map, const std::vector<ResolvedMaterial>& materials,
                        const std::vector<const Q3ShaderInfo*>& shaders, ImageCollector& images,
                        const Vfs& vfs, bool vmt_faces, std::vector<std::string>& warnings);

// The images shader_sky looks up for a Quake 3 sky shader: the skyParms box's six
// faces and the cloud layers' images. The resolver decodes them with the other
// images, on every core, instead of one after another when the sky is resolved
// (oa_thor's box is six 1024x1024 faces: a sixth of its texture time was spent so).
std::vector<std::string> sky_image_names(const Q3ShaderInfo& shader);

}  // namespace bsp

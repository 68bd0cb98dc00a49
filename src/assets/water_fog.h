#pragma once
// The fog seen from under a Source water surface: its material's $fogenable,
// $fogcolor, $fogstart and $fogend (the Water shader's), looked up once per water
// volume at load time into WaterVolume::fog.
#include <string>
#include <vector>

#include "map/map.h"
#include "vfs/vfs.h"

namespace bsp {

struct VmtMaterial;

// The fog a water material's parameters give; nullopt when $fogenable is off or the
// values make none (fogend not beyond fogstart: a warning into `warnings`).
std::optional<LinearFog> water_material_fog(const VmtMaterial& vmt, const std::string& who,
                                            std::vector<std::string>& warnings);

// Fills WaterVolume::fog for every volume whose material's VMT the vfs holds
// (each material read once); problems become Map warnings.
void resolve_water_fog(Map& map, const Vfs& vfs);

}  // namespace bsp

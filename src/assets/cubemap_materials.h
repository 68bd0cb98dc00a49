#pragma once
// Source cube maps after the vfs is up (the pakfile mounted): which faces reflect
// which sample (map/cubemap_assignment.h, from each material's $envmap) and whether
// each sample's image is there.
//
// vbsp writes a sample's image into the pakfile as
// materials/maps/<map name>/c<x>_<y>_<z>.vtf, and .hdr.vtf for the HDR set, beside a
// cubemapdefault(.hdr).vtf for faces that find no sample.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "assets/image_decoder.h"
#include "assets/material.h"  // CubemapImage
#include "core/memory_budget.h"
#include "map/map.h"
#include "vfs/vfs.h"

namespace bsp {

// The map's name as vbsp spells it in those paths: the file name without
// directories or ".bsp", lower-cased ("maps/sdk_teams_hdr.bsp" → "sdk_teams_hdr").
std::string cubemap_map_name(const std::string& source_path);
// The vfs path of a sample's image: the HDR one when `hdr` is set.
std::string cubemap_image_path(const std::string& map_name, const CubemapSample& sample, bool hdr);

// Sets Surface::cubemap (each material's VMT read once; materials whose VMT is not
// found reflect nothing) and CubemapSample::image_found (either set's image counts).
// A no-op for maps without samples.
void resolve_cubemaps(Map& map, const Vfs& vfs);

// Decodes the image of every sample some face uses (indexed like Map::cubemaps;
// nullopt for unused ones and those with no usable image). The HDR file first when
// `hdr` (the map shows its HDR set), else the LDR one, then the other (an HDR image
// whose every texel is black, cube maps never built in HDR, counts as absent); a sample
// without either takes the map's cubemapdefault(.hdr).vtf, as the engine does. A
// file that is not a cube map VTF, or does not decode, is skipped with a warning.
std::vector<std::optional<CubemapImage>> load_cubemap_images(const Map& map, const Vfs& vfs, bool hdr,
                                                             std::vector<std::string>& warnings,
                                                             const MemoryBudget& budget = MemoryBudget());

}  // namespace bsp

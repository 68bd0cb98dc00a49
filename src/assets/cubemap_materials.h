#pragma once
// Source cube maps after the vfs is up (the pakfile mounted): which faces reflect
// which sample (map/cubemap_assignment.h, from each material's $envmap) and whether
// each sample's image is there.
//
// vbsp writes a sample's image into the pakfile as
// materials/maps/<map name>/c<x>_<y>_<z>.vtf, and .hdr.vtf for the HDR set, beside a
// cubemapdefault(.hdr).vtf for faces that find no sample.
#include <string>

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

}  // namespace bsp

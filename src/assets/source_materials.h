#pragma once
// Source materials for the resolver (assets/material_resolver.h): a map's material
// name ("CONCRETE/CONCRETEFLOOR001A") leads to materials/<name>.vmt in the vfs
// (lower case; assets/vmt_material.h), whose $basetexture names
// materials/<texture>.vtf (assets/vtf_image.h). The VMT decides the record:
//
//   %compilenodraw/skip/trigger/clip…  → Skip      (also the map's own nodraw flag)
//   %compilesky, %compile2Dsky         → Sky       (also the map's own sky flag)
//   $additive                          → Translucent, stage blend Additive
//   $translucent                       → Translucent, stage blend AlphaBlend
//   $alphatest                         → AlphaTest, stage blend AlphaTest
//   $nocull                            → two-sided
//   UnlitGeneric / VertexLitGeneric    → lit by nothing / by vertex colours
//
// The .vtf is decoded once however many materials name it (ImageCollector), with
// the mip levels the file carries; a chain that stops above 1×1 is completed on
// the CPU (assets/mip_levels.h). A VMT that does not parse, names no
// $basetexture, or whose .vtf is missing or bad gives a drawn record without an
// image (the checker), `missing` set.
#include <optional>
#include <string>

#include "assets/image_collector.h"
#include "assets/material.h"
#include "assets/vmt_material.h"
#include "map/map.h"

namespace bsp {

class Vfs;

// The record for a material that has a VMT; nullopt when materials/<name>.vmt is
// not in the vfs (the caller then treats the name as it does any other). When
// `problem` is set it gets why a found VMT gave no image ("" when it did).
// The VMT of a material name (materials/<name>.vmt) read from the vfs and parsed, its
// includes read from the vfs too. nullopt when there is no such file (`found` false)
// or it does not parse (`found` true, `error` says why). Shared by everything that
// reads a Source material's parameters (the resolver, water fog, cube maps).
std::optional<VmtMaterial> read_vmt(const std::string& material_name, const Vfs& vfs, std::string* error = nullptr,
                                    bool* found = nullptr);

std::optional<ResolvedMaterial> resolve_vmt_material(const Material& material, const Vfs& vfs, ImageCollector& images,
                                                     std::string* problem = nullptr);

}  // namespace bsp

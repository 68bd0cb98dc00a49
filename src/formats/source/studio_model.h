#pragma once
// Source engine studio models: the MDL (versions 44-49, "IDST"), its VVD (vertex data,
// "IDSV" version 4) and its VTX (the optimised strips, version 7; the game prefers
// .dx90.vtx) read into the format-neutral PropModel (map/prop_model.h).
//
// What comes from where:
//   MDL  checksum, flags, illumination position; texture names and folders (cdtextures);
//        the skin table (numskinref slots × numskinfamilies, int16); body parts → models
//        → meshes: each mesh's material slot and its run of the model's vertices.
//   VVD  LOD 0's vertices (position, normal, texcoord), with the fixup table applied
//        when it has one: the fixups whose LOD is >= 0 name runs of stored vertices
//        that, one after another, make LOD 0's list (how the engine rebuilds it).
//   VTX  body parts → models → LOD 0 → meshes → strip groups: each group lists its
//        vertices (origMeshVertID, into the mesh's VVD run) and its indices (into the
//        group's vertices), and its strips say which of those indices are triangle
//        lists (or, rarely, strips).
// The three files must carry the same checksum (the engine refuses them otherwise), and
// the VTX's body parts, models and LOD-0 meshes must match the MDL's one for one.
//
// Output order: vertices strip group by strip group, in body part → model → mesh →
// strip group order, each group's vertices as the VTX lists them: the order vrad's
// per-vertex static prop lighting (.vhv) stores its colours in. One PropMesh per
// (model, mesh), empty ones included, so meshes line up with the MDL's. Indices are
// absolute into PropModel::vertices, in the file's winding.
//
// The VTX strip group and strip headers have two sizes under the same version 7:
// Source 2013 games (HL2, TF2, HL2:DM, ...) write 25- and 27-byte headers; later
// branches (Portal 2, CS:GO, ...) append a topology index count and offset (33 and 35
// bytes). The file does not say which, so the 25/27 layout is read first and, when any
// of its counts or offsets does not fit, the 33/35 one; a file neither reads is refused
// with the first layout's problem. In the later layout a strip flag 2 or 4 marks
// subdivision quads (skipped with a warning); in Source 2013's, 2 marks a triangle strip.
//
// Every count and offset is checked against its file, and every problem is a LoadError
// naming the file, the part (body part / model / mesh / strip group) and the field.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/memory_budget.h"
#include "map/prop_model.h"

namespace bsp::source {

// The bytes of one model's three files, and the names messages give them.
struct StudioFiles {
    std::string mdl_path;  // as the map names it; becomes PropModel::path
    std::string vvd_path, vtx_path;
    std::span<const uint8_t> mdl, vvd, vtx;
};

// "models/a/b.mdl" → "models/a/b.vvd" ("models/a/b" + suffix); a name without ".mdl"
// gets the suffix appended.
std::string studio_companion_path(const std::string& mdl_path, const std::string& suffix);

// Reads the model. The vertex, index and mesh arrays (and the texture names and skin
// table) are taken from `budget` before they are allocated. Quirks the engine accepts
// (a triangle list whose length is not a multiple of 3, strips of an unknown kind) are
// warnings naming the file; everything else that does not fit is a LoadError.
PropModel parse_studio_model(const StudioFiles& files, const MemoryBudget& budget,
                             std::vector<std::string>& warnings);

}  // namespace bsp::source

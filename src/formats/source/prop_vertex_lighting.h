#pragma once
// Per-vertex static prop lighting: the "sp_<prop>.vhv" (LDR) and "sp_hdr_<prop>.vhv"
// (HDR) files vrad writes into a map's pakfile, one per static prop that is not marked
// "no per-vertex lighting" (<prop> is its index in the sprp lump).
//
// Layout (HardwareVerts): a 40-byte header (int version = 2, uint checksum = the MDL's,
// uint vertex flags, uint vertex size, uint vertex count, int mesh count, 4 unused),
// then mesh count 28-byte mesh headers (uint lod, uint vertex count, uint offset from
// the file's start, 4 unused), the colour data from a 512-byte aligned offset on.
// vrad writes one "mesh" per VTX strip group, for every body part → model → LOD →
// mesh → strip group of the .dx80.vtx, each group's vertices in the VTX's order. For
// models without skinning the .dx80 and .dx90 files list the same vertices in the same
// order (all 47 such models of a Source 2013 mod compared; the 17 skinned ones differ,
// and a .vhv of one is refused when its runs disagree). So LOD 0's headers, in file order,
// are the strip groups of PropModel::strip_group_vertex_counts and their colours the
// colours of PropModel::vertices in order.
//
// Each colour is 4 bytes in D3DCOLOR order: blue, green, red, alpha (255). vrad stores
// the vertex's linear light L (1.0 = the texture as it is) as
//   byte = round(255 × min(1, L^(1/2.2) / 2))
// (mathlib's LinearToVertexLight with the overbright-2 table, after a colour that
// would overflow is scaled down to its brightest channel), and the shader draws
// linear (2 × byte/255)^2.2. That is the encoding of Source's lightmap bytes in Map
// (formats/source/source_faces.cpp, Map::light_shift 1), so the bytes are returned as
// they are, reordered to R, G, B. Both the LDR and the HDR file store it so; the HDR
// one holds vrad -hdr's light values.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "map/prop_model.h"

namespace bsp::source {

using PropVertexColor = std::array<uint8_t, 3>;  // R, G, B

// One colour per vertex of `model`, in PropModel::vertices' order; nullopt, with the
// reason in `problem`, when the file does not belong to the model (checksum, version,
// vertex format, strip group runs that differ) or lies about its own sizes: the
// caller then lights the prop another way, as the engine does.
std::optional<std::vector<PropVertexColor>> read_prop_vertex_lighting(std::span<const uint8_t> vhv,
                                                                       const PropModel& model, std::string* problem);

// The linear light a colour stands for (1.0 = the texture as it is, up to 2^2.2).
glm::vec3 prop_vertex_light_linear(const PropVertexColor& color);

}  // namespace bsp::source

#pragma once
// The section readers of the Quake 1 family parser, one per group of related lumps.
// Each validates every index it reads against counts Quake1File already checked and
// throws LoadError naming the lump, the record and the bad value.
// quake1_parser.cpp calls them in dependency order.
#include <cstdint>
#include <span>
#include <vector>

#include <glm/glm.hpp>

#include "formats/quake1_goldsrc/quake1_file.h"
#include "formats/quake1_goldsrc/quake1_records.h"
#include "map/map.h"

namespace bsp::quake1 {

// One texinfo record: how a face maps world positions to texture s/t.
struct TexInfo {
    glm::vec4 s{0}, t{0};  // s = dot(xyz, s.xyz) + s.w, in texels
    int32_t material = 0;  // miptex index == Map::materials index
    int32_t flags = 0;     // kTexSpecial...
};

void read_planes(const Quake1File& f, Map& map);                                 // planes
void read_materials(const Quake1File& f, Map& map);                              // textures (miptex)
std::vector<TexInfo> read_texinfo(const Quake1File& f, Map& map);                // texinfo (needs materials)
// vertexes, edges, surfedges, faces → vertices, indices, surfaces (needs planes, texinfo).
std::vector<FaceRecord> read_faces(const Quake1File& f, Map& map, const std::vector<TexInfo>& texinfo);
// lighting (+ coloured light: `lit_rgb` from a .lit file, else BSPX RGBLIGHTING) →
// lightmaps, lightmap uvs (needs faces). `lit_rgb` is empty without a .lit file.
void read_lightmaps(const Quake1File& f, Map& map, const std::vector<FaceRecord>& faces,
                    const std::vector<TexInfo>& texinfo, std::span<const uint8_t> lit_rgb = {});
// models → Map::models, Surface::model; returns the world's visleaf count.
int32_t read_models(const Quake1File& f, Map& map);
// nodes, leafs, marksurfaces (needs planes, faces); returns each leaf's visibility offset.
std::vector<int32_t> read_tree(const Quake1File& f, Map& map, int32_t visleafs);
// visibility → Map::visibility (needs leaves).
void read_visibility(const Quake1File& f, Map& map, const std::vector<int32_t>& vis_offsets, int32_t visleafs);
void name_values(Map& map);  // the names of leaf contents values (quake1_value_names.cpp)

}  // namespace bsp::quake1

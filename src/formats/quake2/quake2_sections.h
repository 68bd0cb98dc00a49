#pragma once
// The section readers of the Quake 2 parser, one per group of related lumps. Each
// validates every index it reads against counts Quake2File already checked and throws
// LoadError naming the lump, the record and the bad value; problems the engine lives
// with become one warning each. quake2_parser.cpp calls them in dependency order.
#include <array>
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "formats/quake2/quake2_file.h"
#include "map/map.h"

namespace bsp::quake2 {

// One texinfo record: how a face maps world positions to texture s/t, and what it is.
struct TexInfo {
    glm::vec4 s{0}, t{0};  // s = dot(xyz, s.xyz) + s.w, in texels
    int32_t flags = 0;     // kSurf*
    int32_t material = 0;  // into Map::materials
    int32_t next = -1;     // nexttexinfo: the next frame of an animated texture; 0 or less: none
};

struct FaceRecord {
    int64_t plane = 0, side = 0;
    int64_t first_edge = 0, edge_count = 0;
    int64_t texinfo = 0;
    std::array<uint8_t, kMaxLightStyles> styles{};
    int32_t light_offset = -1;  // byte offset into the lighting lump; -1: unlit
};

void read_planes(const Quake2File& f, Map& map);                  // planes
// texinfo → materials (one per texture name and drawing flags). Texture sizes come from
// the game's .wal files when options.read_file finds them (quake2_textures.cpp).
std::vector<TexInfo> read_texinfo(const Quake2File& f, Map& map);
// vertexes, edges, surfedges, faces → vertices, indices, surfaces (needs planes, texinfo).
std::vector<FaceRecord> read_faces(const Quake2File& f, Map& map, const std::vector<TexInfo>& texinfo);
// lighting → lightmaps and lightmap uvs (needs faces).
void read_lightmaps(const Quake2File& f, Map& map, const std::vector<FaceRecord>& faces,
                    const std::vector<TexInfo>& texinfo);
void read_models(const Quake2File& f, Map& map);                  // models (needs faces)
void read_tree(const Quake2File& f, Map& map);                    // nodes, leafs, leaffaces (needs planes, faces)
void read_visibility(const Quake2File& f, Map& map);              // visibility (needs leaves)
void name_values(Map& map);                                       // contents and surface flag names

}  // namespace bsp::quake2

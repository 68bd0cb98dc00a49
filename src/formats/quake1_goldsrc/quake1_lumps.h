#pragma once
// The Quake 1 family of BSP files: Quake (version 29), GoldSrc / Half-Life
// (version 30) and the BSP2 extension ("BSP2" magic, and its older "2PSB" draft).
// All four share one 15-lump directory in the same order; they differ in the
// width of some record fields (BSP2 widens shorts to ints/floats so big maps
// fit), in where texture palettes come from and in the lighting format.
// Record layouts below are from the published format descriptions.
#include <array>
#include <cstdint>

namespace bsp::quake1 {

enum class Variant : uint8_t {
    kQuake,    // version 29: 16-bit indices, greyscale lighting, game palette
    kGoldSrc,  // version 30: as 29, but RGB lighting and a palette after every miptex
    kBsp2,     // "BSP2": 32-bit indices and float node/leaf bounds
    kBsp2Rmq,  // "2PSB": 32-bit indices but still 16-bit node/leaf bounds
};

constexpr int kLumpCount = 15;
constexpr uint32_t kHeaderSize = 4 + kLumpCount * 8;

enum Lump : int {
    kEntities = 0,
    kPlanes,
    kTextures,
    kVertexes,
    kVisibility,
    kNodes,
    kTexinfo,
    kFaces,
    kLighting,
    kClipnodes,
    kLeafs,
    kMarksurfaces,
    kEdges,
    kSurfedges,
    kModels,
};

// Lump names as id's bspfile.h spells them (LUMP_*), lower-case, which is also
// what the compilers print.
constexpr std::array<const char*, kLumpCount> kLumpNames = {
    "entities", "planes",   "textures",  "vertexes",     "visibility", "nodes", "texinfo", "faces",
    "lighting", "clipnodes", "leafs",    "marksurfaces", "edges",      "surfedges", "models",
};

// Record size in bytes per lump (0: not an array of fixed records).
//   planes       float normal[3], dist; int type                                   20
//   vertexes     float xyz[3]                                                        12
//   nodes        int plane; child[2]; bounds mins[3], maxs[3]; first/num face
//                  v29/v30: short children, short bounds, ushort faces              24
//                  BSP2:    int children, float bounds, uint faces                  44
//                  2PSB:    int children, short bounds, uint faces                  32
//   texinfo      float vecs[2][4]; int miptex, flags                                 40
//   faces        plane, side, int firstedge, numedges, texinfo; byte styles[4]; int lightofs
//                  v29/v30: short plane/side/numedges/texinfo                       20
//                  BSP2/2PSB: all int                                               28
//   clipnodes    int plane; child[2] (short, or int in BSP2/2PSB)                   8 / 12
//   leafs        int contents, visofs; bounds; first/num marksurface; byte ambient[4]
//                  v29/v30: short bounds, ushort marks                              28
//                  BSP2:    float bounds, uint marks                                44
//                  2PSB:    short bounds, uint marks                                32
//   marksurfaces ushort / uint face                                                  2 / 4
//   edges        ushort v[2] / uint v[2]                                             4 / 8
//   surfedges    int (negative: edge walked backwards)                                4
//   models       float mins[3], maxs[3], origin[3]; int headnode[4], visleafs, firstface, numfaces  64
struct RecordSizes {
    std::array<uint32_t, kLumpCount> bytes;
};

constexpr RecordSizes record_sizes(Variant v) {
    const bool wide = v == Variant::kBsp2 || v == Variant::kBsp2Rmq;
    const uint32_t node = v == Variant::kBsp2 ? 44 : v == Variant::kBsp2Rmq ? 32 : 24;
    const uint32_t leaf = v == Variant::kBsp2 ? 44 : v == Variant::kBsp2Rmq ? 32 : 28;
    return {{0, 20, 0, 12, 0, node, 40, wide ? 28u : 20u, 0, wide ? 12u : 8u, leaf, wide ? 4u : 2u,
             wide ? 8u : 4u, 4, 64}};
}

// Widths of the fields that change between the variants.
inline bool wide_indices(Variant v) { return v == Variant::kBsp2 || v == Variant::kBsp2Rmq; }
inline bool float_bounds(Variant v) { return v == Variant::kBsp2; }

// texinfo flags: TEX_SPECIAL marks sky and liquids, which carry no lightmap.
constexpr int32_t kTexSpecial = 1;

// A face has up to four light styles; 255 ends the list.
constexpr int kMaxLightStyles = 4;
constexpr uint8_t kNoLightStyle = 255;

// One luxel per 16 texture units (the engines' and compilers' fixed lightmap scale).
constexpr int kLuxelSize = 16;
// Per-axis lightmap size cap. Stock compilers stop at 18 luxels (256 units), modern
// ones with lightmap scaling go further; beyond this the extents are garbage.
constexpr int kMaxLightmapExtent = 1024;

}  // namespace bsp::quake1

#pragma once
// Quake 2 BSP files: "IBSP" magic, version 38, a directory of 19 (offset, length)
// entries. Faces, edges, surfedges and lighting are as in Quake 1 (with RGB light);
// leaves carry a cluster and an area as in Quake 3, and the PVS rows use Quake 1's
// run-length code, indexed by cluster. Record layouts from the published format
// descriptions (id's qfiles.h for Quake 2).
#include <array>
#include <cstdint>

namespace bsp::quake2 {

constexpr int kVersion = 38;
constexpr int kLumpCount = 19;
constexpr uint32_t kHeaderSize = 8 + kLumpCount * 8;

enum Lump : int {
    kEntities = 0,
    kPlanes,
    kVertexes,
    kVisibility,
    kNodes,
    kTexinfo,
    kFaces,
    kLighting,
    kLeafs,
    kLeafFaces,
    kLeafBrushes,
    kEdges,
    kSurfedges,
    kModels,
    kBrushes,
    kBrushSides,
    kPop,
    kAreas,
    kAreaPortals,
};

// As qfiles.h spells them (LUMP_*), lower-case.
constexpr std::array<const char*, kLumpCount> kLumpNames = {
    "entities", "planes",    "vertexes",  "visibility", "nodes",  "texinfo",    "faces",
    "lighting", "leafs",     "leaffaces", "leafbrushes", "edges", "surfedges",  "models",
    "brushes",  "brushsides", "pop",      "areas",      "areaportals",
};

// Record size in bytes per lump (0: not an array of fixed records).
//   planes      float normal[3], dist; int type                                        20
//   vertexes    float xyz[3]                                                           12
//   nodes       int plane, children[2] (negative: -(leaf + 1)); short mins[3], maxs[3];
//               ushort firstface, numfaces                                             28
//   texinfo     float vecs[2][4]; int flags, value; char texture[32]; int nexttexinfo  76
//   faces       ushort plane; short side; int firstedge; short numedges, texinfo;
//               byte styles[4]; int lightofs                                           20
//   leafs       int contents; short cluster, area; short mins[3], maxs[3];
//               ushort firstleafface, numleaffaces, firstleafbrush, numleafbrushes     28
//   leaffaces, leafbrushes  ushort                                                      2
//   edges       ushort v[2]                                                             4
//   surfedges   int (negative: edge walked backwards)                                   4
//   models      float mins[3], maxs[3], origin[3]; int headnode, firstface, numfaces   48
//   brushes     int firstside, numsides, contents                                      12
//   brushsides  ushort plane; short texinfo                                             4
//   areas       int numareaportals, firstareaportal                                     8
//   areaportals int portalnum, otherarea                                                8
constexpr std::array<uint32_t, kLumpCount> kRecordSizes = {0, 20, 12, 0, 28, 76, 20, 0, 28, 2,
                                                          2, 4,  4,  48, 12, 4, 0, 8, 8};

// texinfo flags (SURF_*).
constexpr int32_t kSurfLight = 0x1;
constexpr int32_t kSurfSlick = 0x2;
constexpr int32_t kSurfSky = 0x4;
constexpr int32_t kSurfWarp = 0x8;
constexpr int32_t kSurfTrans33 = 0x10;
constexpr int32_t kSurfTrans66 = 0x20;
constexpr int32_t kSurfFlowing = 0x40;
constexpr int32_t kSurfNoDraw = 0x80;

// A face has up to four light styles; 255 ends the list.
constexpr int kMaxLightStyles = 4;
constexpr uint8_t kNoLightStyle = 255;

}  // namespace bsp::quake2

#pragma once
// Quake 3 IBSP version 46: the lump directory and the on-disk record sizes and
// flags this parser relies on (from the published format descriptions).
//
// Version 47 is the engines built on Quake 3: Return to Castle Wolfenstein and
// Wolfenstein: Enemy Territory keep the 17 lumps and their records as they are (ET
// adds one surface type, foliage); Quake Live appends an 18th lump, advertisements.
//
// Lump names: we use the names of id's own source (qfiles.h LUMP_*), lower-case,
// because q3map2 and the engines print the same ones. Community docs call some
// of them differently: shaders=textures, leafsurfaces=leaffaces, drawverts=vertexes,
// drawindexes=meshverts, fogs=effects, surfaces=faces, lightgrid=lightvols,
// visibility=visdata.
#include <array>
#include <cstdint>

#include "formats/lump_directory.h"

namespace bsp::q3 {

constexpr char kMagic[4] = {'I', 'B', 'S', 'P'};
constexpr int32_t kVersion = 46;
constexpr int32_t kWolfensteinVersion = 47;  // RTCW, ET and Quake Live
constexpr int kLumpCount = 17;
constexpr uint32_t kHeaderSize = 8 + kLumpCount * 8;
// Quake Live's directory: the 17 lumps, then advertisements.
constexpr int kQuakeLiveLumpCount = kLumpCount + 1;
constexpr uint32_t kQuakeLiveHeaderSize = 8 + kQuakeLiveLumpCount * 8;

enum Lump : int {
    kEntities = 0,
    kShaders,
    kPlanes,
    kNodes,
    kLeafs,
    kLeafSurfaces,
    kLeafBrushes,
    kModels,
    kBrushes,
    kBrushSides,
    kDrawVerts,
    kDrawIndexes,
    kFogs,
    kSurfaces,
    kLightmaps,
    kLightGrid,
    kVisibility,
    kAdvertisements,  // Quake Live only
};

// Names and record sizes in bytes, indexed by Lump (the records are in q3_records.h;
// 0: text or bitsets).
constexpr std::array<LumpSpec, kLumpCount> kLumpSpecs = {{
    {"entities", 0},
    {"shaders", 72},
    {"planes", 16},
    {"nodes", 36},
    {"leafs", 48},
    {"leafsurfaces", 4},
    {"leafbrushes", 4},
    {"models", 40},
    {"brushes", 12},
    {"brushsides", 8},
    {"drawverts", 44},
    {"drawindexes", 4},
    {"fogs", 72},
    {"surfaces", 104},
    {"lightmaps", 128 * 128 * 3},
    {"lightgrid", 8},
    {"visibility", 0},
}};
// Quake Live's advertisement cells: int cellId; float normal[3]; float rect[4][3];
// char model[64]. The surfaces that show them are ordinary faces with their own shader.
constexpr LumpSpec kAdvertisementsSpec = {"advertisements", 128};

// Surface (face) types.
// Foliage is Enemy Territory's: one small mesh repeated at many origins.
enum SurfaceType : int32_t {
    kSurfBad = 0,
    kSurfPlanar = 1,
    kSurfPatch = 2,
    kSurfTriangles = 3,
    kSurfFlare = 4,
    kSurfFoliage = 5,
};

// Surface flags (shaders lump) that decide material flags.
constexpr int32_t kSurfSky = 0x4;
constexpr int32_t kSurfNoDraw = 0x80;
constexpr int32_t kSurfNoLightmap = 0x400;
constexpr int32_t kSurfPointLight = 0x800;

// Content flags.
constexpr int32_t kContentsLava = 0x8;
constexpr int32_t kContentsSlime = 0x10;
constexpr int32_t kContentsWater = 0x20;
constexpr int32_t kContentsTranslucent = 0x20000000;

constexpr int kLightmapSize = 128;
// Largest patch control grid (matches the engines' MAX_GRID_SIZE).
constexpr int32_t kMaxPatchSize = 65;
// External lightmaps are named lm_%04d: more pages than that is a corrupt index.
constexpr int32_t kMaxExternalLightmaps = 10000;

}  // namespace bsp::q3

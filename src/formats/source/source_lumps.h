#pragma once
// Source engine VBSP (versions 19, 20, 21 and Strata's 25): the lump directory, the
// on-disk record sizes and the texinfo flags this parser relies on, as the Valve
// Developer Community "Source BSP File Format" page and the Source SDK 2013
// bspfile.h describe them. Lump names are bspfile.h's LUMP_* names, lower-case.
#include <array>
#include <cstdint>

namespace bsp::source {

constexpr int kLumpCount = 64;
// ident, version, 64 × lump_t (16 bytes), mapRevision.
constexpr uint32_t kHeaderSize = 8 + kLumpCount * 16 + 4;

enum Lump : int {
    kEntities = 0,
    kPlanes = 1,
    kTexdata = 2,
    kVertexes = 3,
    kVisibility = 4,
    kNodes = 5,
    kTexinfo = 6,
    kFaces = 7,
    kLighting = 8,
    kLeafs = 10,
    kEdges = 12,
    kSurfedges = 13,
    kModels = 14,
    kLeafFaces = 16,
    kLeafBrushes = 17,
    kBrushes = 18,
    kBrushSides = 19,
    kAreas = 20,
    kAreaPortals = 21,
    kDispInfo = 26,
    kOriginalFaces = 27,
    kDispVerts = 33,
    kGameLump = 35,
    kLeafWaterData = 36,
    kPakfile = 40,
    kClipPortalVerts = 41,
    kCubemaps = 42,
    kTexdataStringData = 43,
    kTexdataStringTable = 44,
    kOverlays = 45,
    kDispTris = 48,
    kWaterOverlays = 50,
    kLeafAmbientIndexHdr = 51,
    kLeafAmbientIndex = 52,
    kLightingHdr = 53,
    kLeafAmbientLightingHdr = 55,
    kLeafAmbientLighting = 56,
    kFacesHdr = 58,
};

constexpr std::array<const char*, kLumpCount> kLumpNames = {
    "entities", "planes", "texdata", "vertexes", "visibility", "nodes", "texinfo", "faces",
    "lighting", "occlusion", "leafs", "faceids", "edges", "surfedges", "models", "worldlights",
    "leaffaces", "leafbrushes", "brushes", "brushsides", "areas", "areaportals", "portals", "clusters",
    "portalverts", "clusterportals", "dispinfo", "originalfaces", "physdisp", "physcollide",
    "vertnormals", "vertnormalindices", "disp_lightmap_alphas", "disp_verts",
    "disp_lightmap_sample_positions", "game_lump", "leafwaterdata", "primitives", "primverts",
    "primindices", "pakfile", "clipportalverts", "cubemaps", "texdata_string_data",
    "texdata_string_table", "overlays", "leafmindisttowater", "face_macro_texture_info", "disp_tris",
    "physcollidesurface", "wateroverlays", "leaf_ambient_index_hdr", "leaf_ambient_index",
    "lighting_hdr", "worldlights_hdr", "leaf_ambient_lighting_hdr", "leaf_ambient_lighting",
    "xzippakfile", "faces_hdr", "map_flags", "overlay_fades", "overlay_system_levels", "physlevel",
    "disp_multiblend",
};

// Strata Source (Momentum Mod, Portal: Revolution) widened most indices to 32 bits
// and the node and leaf bounds to floats in version 25.
constexpr int32_t kStrataVersion = 25;

// texinfo flags (bspfile.h SURF_*).
constexpr int32_t kSurfLight = 0x1;
constexpr int32_t kSurfSky2D = 0x2;
constexpr int32_t kSurfSky = 0x4;
constexpr int32_t kSurfWarp = 0x8;
constexpr int32_t kSurfTrans = 0x10;
constexpr int32_t kSurfTrigger = 0x40;
constexpr int32_t kSurfNoDraw = 0x80;
constexpr int32_t kSurfHint = 0x100;
constexpr int32_t kSurfSkip = 0x200;
constexpr int32_t kSurfNoLight = 0x400;
constexpr int32_t kSurfBumpLight = 0x800;

// A bumped face stores its flat lightmap and one per bump basis vector, per style.
constexpr int kBumpLightmaps = 4;
constexpr int kMaxStyles = 4;
// Largest lightmap side in luxels we accept (Source's own limit is far smaller);
// guards allocations against lying faces.
constexpr int32_t kMaxLightmapLuxels = 1024;

}  // namespace bsp::source

#pragma once
// On-disk records of the Quake 3 lumps, read whole with ByteReader::read<T>()
// (one bounds check and one copy per record instead of one per field; the
// biggest maps have ~100k vertices and light-grid samples). Layouts are the
// published ones; the static_asserts pin them to kLumpSpecs.
#include <cstdint>

#include <glm/glm.hpp>

#include "formats/q3/q3_lumps.h"

namespace bsp::q3 {

struct DiskShader {
    char name[64];
    int32_t surface_flags, contents;
};
struct DiskPlane {
    float normal[3], dist;
};
struct DiskNode {
    int32_t plane, children[2], mins[3], maxs[3];
};
struct DiskLeaf {
    int32_t cluster, area, mins[3], maxs[3];
    int32_t first_surface, surface_count, first_brush, brush_count;
};
struct DiskModel {
    float mins[3], maxs[3];
    int32_t first_surface, surface_count, first_brush, brush_count;
};
struct DiskBrush {
    int32_t first_side, side_count, shader;
};
struct DiskBrushSide {
    int32_t plane, shader;
};
struct DiskVertex {
    float xyz[3], st[2], lightmap_st[2], normal[3];
    uint8_t rgba[4];
};
struct DiskFog {
    char shader[64];
    int32_t brush, visible_side;
};
struct DiskSurface {
    int32_t shader, fog, type, first_vert, num_verts, first_index, num_indexes, lightmap;
    int32_t lightmap_x, lightmap_y, lightmap_width, lightmap_height;  // unused: the uvs include them
    float lightmap_origin[3];     // flares: the flare's position
    float lightmap_vecs[3][3];    // s/t vectors (patches: LOD bounds) and the normal
    int32_t patch_width, patch_height;
};
struct DiskLightGridSample {
    uint8_t ambient[3], directed[3];
    uint8_t longitude, latitude;  // 0..255 = 0..2pi; longitude 0 points up (+Z)
};

static_assert(sizeof(DiskShader) == kLumpSpecs[kShaders].record_size);
static_assert(sizeof(DiskPlane) == kLumpSpecs[kPlanes].record_size);
static_assert(sizeof(DiskNode) == kLumpSpecs[kNodes].record_size);
static_assert(sizeof(DiskLeaf) == kLumpSpecs[kLeafs].record_size);
static_assert(sizeof(DiskModel) == kLumpSpecs[kModels].record_size);
static_assert(sizeof(DiskBrush) == kLumpSpecs[kBrushes].record_size);
static_assert(sizeof(DiskBrushSide) == kLumpSpecs[kBrushSides].record_size);
static_assert(sizeof(DiskVertex) == kLumpSpecs[kDrawVerts].record_size);
static_assert(sizeof(DiskFog) == kLumpSpecs[kFogs].record_size);
static_assert(sizeof(DiskSurface) == kLumpSpecs[kSurfaces].record_size);
static_assert(sizeof(DiskLightGridSample) == kLumpSpecs[kLightGrid].record_size);

inline glm::vec3 to_vec3(const float (&v)[3]) { return {v[0], v[1], v[2]}; }
inline glm::vec3 to_vec3(const int32_t (&v)[3]) { return {float(v[0]), float(v[1]), float(v[2])}; }

}  // namespace bsp::q3

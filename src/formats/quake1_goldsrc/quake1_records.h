#pragma once
// On-disk records whose field widths differ between v29/v30, BSP2 and 2PSB, decoded
// into one in-memory shape so the section readers are written once. Values are
// widened, never checked, here: the section readers validate them.
#include <array>
#include <cstdint>

#include <glm/glm.hpp>

#include "core/byte_reader.h"
#include "core/geometry.h"
#include "formats/quake1_goldsrc/quake1_lumps.h"

namespace bsp::quake1 {

struct FaceRecord {
    int64_t plane = 0;
    int64_t side = 0;
    int64_t first_edge = 0, edge_count = 0;
    int64_t texinfo = 0;
    std::array<uint8_t, kMaxLightStyles> styles{};
    int32_t light_offset = -1;  // byte offset into the lighting lump; -1: unlit
};

// A node child as stored: v29/v30 keep it in an unsigned short whose top values are
// leaves (0xFFFF - leaf), which is how engines read maps with more than 32767 nodes;
// the wide variants store a signed int (negative: -(leaf + 1)).
struct ChildRef {
    bool is_leaf = false;
    int64_t index = 0;
};

struct NodeRecord {
    int64_t plane = 0;
    std::array<ChildRef, 2> children{};
    Aabb bounds;
};

struct LeafRecord {
    int32_t contents = 0;
    int32_t vis_offset = -1;
    Aabb bounds;
    int64_t first_mark = 0, mark_count = 0;
};

struct EdgeRecord {
    uint32_t v[2] = {0, 0};
};

FaceRecord read_face(ByteReader& r, Variant v);
NodeRecord read_node(ByteReader& r, Variant v, uint64_t node_count);
LeafRecord read_leaf(ByteReader& r, Variant v);
EdgeRecord read_edge(ByteReader& r, Variant v);
uint32_t read_marksurface(ByteReader& r, Variant v);

}  // namespace bsp::quake1

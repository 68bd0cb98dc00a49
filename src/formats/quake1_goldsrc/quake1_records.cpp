#include "formats/quake1_goldsrc/quake1_records.h"

namespace bsp::quake1 {
namespace {

// Node and leaf bounds: shorts in v29/v30/2PSB, floats in BSP2.
Aabb read_bounds(ByteReader& r, Variant v) {
    Aabb b;
    if (float_bounds(v)) {
        for (int i = 0; i < 3; ++i) b.min[i] = r.f32();
        for (int i = 0; i < 3; ++i) b.max[i] = r.f32();
    } else {
        for (int i = 0; i < 3; ++i) b.min[i] = float(r.i16());
        for (int i = 0; i < 3; ++i) b.max[i] = float(r.i16());
    }
    return b;
}

ChildRef decode_child(ByteReader& r, Variant v, uint64_t node_count) {
    if (wide_indices(v)) {
        const int32_t c = r.i32();
        if (c >= 0) return {false, c};
        return {true, -(int64_t(c) + 1)};
    }
    const uint16_t c = r.u16();
    if (c < node_count) return {false, c};
    return {true, 0xFFFF - int64_t(c)};
}

}  // namespace

FaceRecord read_face(ByteReader& r, Variant v) {
    FaceRecord f;
    if (wide_indices(v)) {
        f.plane = r.u32();
        f.side = r.i32();
        f.first_edge = r.i32();
        f.edge_count = r.i32();
        f.texinfo = r.i32();
    } else {
        // Unsigned: maps beyond 32767 planes or texinfos exist, and engines read them so.
        f.plane = r.u16();
        f.side = r.i16();
        f.first_edge = r.i32();
        f.edge_count = r.u16();
        f.texinfo = r.u16();
    }
    for (uint8_t& s : f.styles) s = r.u8();
    f.light_offset = r.i32();
    return f;
}

NodeRecord read_node(ByteReader& r, Variant v, uint64_t node_count) {
    NodeRecord n;
    n.plane = r.i32();
    n.children[0] = decode_child(r, v, node_count);
    n.children[1] = decode_child(r, v, node_count);
    n.bounds = read_bounds(r, v);
    r.skip(wide_indices(v) ? 8 : 4);  // first face, face count: the renderer walks leaves, not node faces
    return n;
}

LeafRecord read_leaf(ByteReader& r, Variant v) {
    LeafRecord l;
    l.contents = r.i32();
    l.vis_offset = r.i32();
    l.bounds = read_bounds(r, v);
    if (wide_indices(v)) {
        l.first_mark = r.u32();
        l.mark_count = r.u32();
    } else {
        l.first_mark = r.u16();
        l.mark_count = r.u16();
    }
    r.skip(4);  // ambient sound levels
    return l;
}

EdgeRecord read_edge(ByteReader& r, Variant v) {
    EdgeRecord e;
    for (uint32_t& i : e.v) i = wide_indices(v) ? r.u32() : r.u16();
    return e;
}

uint32_t read_marksurface(ByteReader& r, Variant v) { return wide_indices(v) ? r.u32() : r.u16(); }

}  // namespace bsp::quake1

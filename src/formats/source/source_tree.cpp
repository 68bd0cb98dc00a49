// Planes, leaves, nodes, brushes, models and visibility: the BSP tree that
// visibility walks. Node children must point forward (vbsp writes nodes depth
// first), so a lying file cannot make a point-in-leaf walk loop.
#include <algorithm>

#include "formats/pvs_rle.h"
#include "formats/source/source_sections.h"

namespace bsp::source {
namespace {

Aabb short_bounds(ByteReader& r) {
    Aabb b;
    b.min = {r.i16(), r.i16(), r.i16()};
    b.max = {r.i16(), r.i16(), r.i16()};
    return b;
}
Aabb float_bounds(ByteReader& r) {
    Aabb b;
    b.min = {r.f32(), r.f32(), r.f32()};
    b.max = {r.f32(), r.f32(), r.f32()};
    return b;
}

std::vector<uint32_t> read_index_list(const SourceFile& f, Lump lump, uint64_t target_count, const char* whats) {
    ByteReader r = f.reader(lump);
    std::vector<uint32_t> out(f.count(lump));
    const bool wide = f.record_size(lump) == 4;
    for (size_t i = 0; i < out.size(); ++i) {
        const uint32_t v = wide ? r.u32() : r.u16();
        if (v >= target_count)
            f.fail(lump, "entry " + str(int64_t(i)) + " is " + str(int64_t(v)) + ", but there are " +
                             str(int64_t(target_count)) + " " + whats);
        out[i] = v;
    }
    return out;
}

}  // namespace

void read_planes(SourceContext& c, Map& map) {
    ByteReader r = c.f.reader(kPlanes);
    map.planes.resize(c.f.count(kPlanes));
    for (Plane& p : map.planes) {
        p.normal = {r.f32(), r.f32(), r.f32()};
        p.dist = r.f32();
        r.skip(4);  // type
    }
}

void read_leaves(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    map.leaf_surfaces = read_index_list(f, kLeafFaces, c.faces.size(), "faces");

    // Brushes first, so leafbrushes can be checked against them.
    {
        ByteReader sr = f.reader(kBrushSides);
        map.brush_sides.resize(f.count(kBrushSides));
        for (size_t i = 0; i < map.brush_sides.size(); ++i) {
            BrushSide& s = map.brush_sides[i];
            s.plane = f.strata() ? int32_t(sr.u32()) : int32_t(sr.u16());
            const int32_t texinfo = f.strata() ? sr.i32() : sr.i16();
            sr.skip(f.strata() ? 8 : 4);  // dispinfo, bevel (, thin, padding)
            if (!index_in(s.plane, map.planes.size()))
                f.fail(kBrushSides, "side " + str(int64_t(i)) + " uses plane " + str(s.plane) + ", but there are " +
                                        str(int64_t(map.planes.size())) + " planes");
            s.material = index_in(texinfo, c.texinfos.size()) ? c.texinfos[size_t(texinfo)].texdata : -1;
        }
        ByteReader br = f.reader(kBrushes);
        map.brushes.resize(f.count(kBrushes));
        for (size_t i = 0; i < map.brushes.size(); ++i) {
            const int32_t first = br.i32(), n = br.i32();
            br.skip(4);  // contents
            if (!range_in(first, n, map.brush_sides.size()))
                f.fail(kBrushes, "brush " + str(int64_t(i)) + " uses brushsides " + range_str(first, n) +
                                     ", but there are " + str(int64_t(map.brush_sides.size())));
            map.brushes[i].first_side = uint32_t(first);
            map.brushes[i].side_count = uint32_t(n);
        }
    }
    map.leaf_brushes = read_index_list(f, kLeafBrushes, map.brushes.size(), "brushes");

    ByteReader r = f.reader(kLeafs);
    const bool ambient_cube = !f.strata() && f.record_size(kLeafs) == 56;
    map.leaves.resize(f.count(kLeafs));
    for (size_t i = 0; i < map.leaves.size(); ++i) {
        Leaf& leaf = map.leaves[i];
        int64_t first_face, faces, first_brush, brushes;
        leaf.contents = r.i32();
        if (f.strata()) {
            leaf.cluster = r.i32();
            leaf.area = int32_t(r.u32() & 0x1ffff);
            leaf.bounds = float_bounds(r);
            first_face = r.u32();
            faces = r.u32();
            first_brush = r.u32();
            brushes = r.u32();
            leaf.water = r.i32();  // leafWaterDataID, checked by read_water_volumes
        } else {
            leaf.cluster = r.i16();
            leaf.area = r.u16() & 0x1ff;  // area:9, flags:7
            leaf.bounds = short_bounds(r);
            first_face = r.u16();
            faces = r.u16();
            first_brush = r.u16();
            brushes = r.u16();
            leaf.water = r.i16();  // leafWaterDataID, checked by read_water_volumes
            if (ambient_cube) r.skip(24);
            r.skip(2);  // padding
        }
        auto who = [i] { return "leaf " + str(int64_t(i)); };
        if (leaf.cluster < -1) f.fail(kLeafs, who() + " has cluster " + str(leaf.cluster) + " (below -1)");
        if (!range_in(first_face, faces, map.leaf_surfaces.size()))
            f.fail(kLeafs, who() + " uses leaffaces " + range_str(first_face, faces) + ", but there are " +
                               str(int64_t(map.leaf_surfaces.size())));
        if (!range_in(first_brush, brushes, map.leaf_brushes.size()))
            f.fail(kLeafs, who() + " uses leafbrushes " + range_str(first_brush, brushes) + ", but there are " +
                               str(int64_t(map.leaf_brushes.size())));
        leaf.first_leaf_surface = uint32_t(first_face);
        leaf.leaf_surface_count = uint32_t(faces);
        leaf.first_leaf_brush = uint32_t(first_brush);
        leaf.leaf_brush_count = uint32_t(brushes);
    }
}

void read_nodes(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    ByteReader r = f.reader(kNodes);
    map.nodes.resize(f.count(kNodes));
    for (size_t i = 0; i < map.nodes.size(); ++i) {
        Node& n = map.nodes[i];
        n.plane = r.i32();
        n.children[0] = r.i32();
        n.children[1] = r.i32();
        n.bounds = f.strata() ? float_bounds(r) : short_bounds(r);
        r.skip(f.strata() ? 12 : 8);  // firstface, numfaces, area, padding
        if (!index_in(n.plane, map.planes.size()))
            f.fail(kNodes, "node " + str(int64_t(i)) + " uses plane " + str(n.plane) + ", but there are " +
                               str(int64_t(map.planes.size())) + " planes");
        for (int side = 0; side < 2; ++side) {
            const int32_t child = n.children[side];
            auto who = [&] { return "node " + str(int64_t(i)) + " child " + str(side); };
            if (child >= 0) {
                if (uint64_t(child) >= map.nodes.size())
                    f.fail(kNodes, who() + " is node " + str(child) + ", but there are " +
                                       str(int64_t(map.nodes.size())) + " nodes");
                if (uint64_t(child) <= i)
                    f.fail(kNodes, who() + " points back to node " + str(child) + " (the tree would have a cycle)");
            } else if (-(int64_t(child) + 1) >= int64_t(map.leaves.size())) {
                f.fail(kNodes, who() + " is leaf " + str(-(int64_t(child) + 1)) + ", but there are " +
                                   str(int64_t(map.leaves.size())) + " leaves");
            }
        }
    }
}

// Source keeps displacement faces out of leaffaces (the engine files each
// displacement into the leaves its box touches at load time). Do the same: walk the
// tree with each displacement surface's bounds and append it to every non-solid leaf
// the box reaches, so the leaf-based visibility and drawing see it.
void attach_displacements_to_leaves(SourceContext& c, Map& map) {
    std::vector<std::vector<uint32_t>> extra(map.leaves.size());
    bool any = false;
    std::vector<int32_t> stack;
    for (size_t si = 0; si < map.surfaces.size(); ++si) {
        const Surface& s = map.surfaces[si];
        if (s.kind != SurfaceKind::Displacement || s.index_count == 0 || s.model != 0 || map.nodes.empty()) continue;
        any = true;
        stack.assign(1, 0);
        while (!stack.empty()) {
            const int32_t child = stack.back();
            stack.pop_back();
            if (child < 0) {
                const size_t leaf = size_t(-(int64_t(child) + 1));
                if (map.leaves[leaf].cluster >= 0 || map.visibility.empty()) extra[leaf].push_back(uint32_t(si));
                continue;
            }
            const Node& n = map.nodes[size_t(child)];
            const Plane& p = map.planes[size_t(n.plane)];
            // Box against plane: the extreme corners along the normal.
            const glm::vec3 centre = (s.bounds.min + s.bounds.max) * 0.5f, half = (s.bounds.max - s.bounds.min) * 0.5f;
            const float d = glm::dot(p.normal, centre) - p.dist;
            const float r = glm::dot(glm::abs(p.normal), half);
            if (d + r >= -0.01f) stack.push_back(n.children[0]);
            if (d - r <= 0.01f) stack.push_back(n.children[1]);
        }
    }
    (void)c;
    if (!any) return;
    std::vector<uint32_t> lists;
    lists.reserve(map.leaf_surfaces.size());
    for (size_t i = 0; i < map.leaves.size(); ++i) {
        Leaf& leaf = map.leaves[i];
        const uint32_t first = uint32_t(lists.size());
        lists.insert(lists.end(), map.leaf_surfaces.begin() + leaf.first_leaf_surface,
                     map.leaf_surfaces.begin() + leaf.first_leaf_surface + leaf.leaf_surface_count);
        lists.insert(lists.end(), extra[i].begin(), extra[i].end());
        leaf.first_leaf_surface = first;
        leaf.leaf_surface_count = uint32_t(lists.size()) - first;
    }
    map.leaf_surfaces = std::move(lists);
}

void read_models(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    ByteReader r = f.reader(kModels);
    map.models.resize(f.count(kModels));
    if (map.models.empty()) f.fail(kModels, "the map has no models (model 0 is the world)");
    for (size_t i = 0; i < map.models.size(); ++i) {
        Model& m = map.models[i];
        m.bounds = float_bounds(r);
        r.skip(12 + 4);  // origin (the owning entity's origin places it), headnode
        const int32_t first = r.i32(), n = r.i32();
        if (!range_in(first, n, map.surfaces.size()))
            f.fail(kModels, "model " + str(int64_t(i)) + " uses faces " + range_str(first, n) + ", but there are " +
                                str(int64_t(map.surfaces.size())) + " faces");
        m.first_surface = uint32_t(first);
        m.surface_count = uint32_t(n);
        for (uint32_t s = m.first_surface; s < m.first_surface + m.surface_count; ++s)
            map.surfaces[s].model = int32_t(i);
    }
}

// int numclusters, int bitofs[numclusters][2] (PVS, PAS: byte offsets from the lump's
// start), then the rows in the Quake-family run-length code (formats/pvs_rle.h),
// decoded as CM_DecompressVis does. A PVS offset outside the lump is a row that sees
// everything, with a warning: the engine would read memory that is not visdata.
void read_visibility(SourceContext& c, Map& map) {
    const SourceFile& f = c.f;
    const uint64_t length = f.length(kVisibility);
    if (length == 0) return;
    ByteReader r = f.reader(kVisibility);
    if (length < 4) r.fail("truncated: " + str(int64_t(length)) + " bytes, the cluster count needs 4");
    const int32_t clusters = r.i32();
    if (clusters < 0 || uint64_t(clusters) * 8 > length - 4)
        r.fail("header says " + str(clusters) + " clusters, but their offsets do not fit in " + str(int64_t(length)) +
               " bytes");
    std::vector<int32_t> pvs(size_t(clusters), 0);
    for (int32_t i = 0; i < clusters; ++i) {
        pvs[size_t(i)] = r.i32();
        r.skip(4);  // PAS offset
    }
    auto bytes = f.reader(kVisibility).bytes(length);
    Visibility& vis = map.visibility;
    vis.cluster_count = clusters;
    vis.row_bytes = (clusters + 7) / 8;
    // The decoded PVS grows with the square of the cluster count: 8 bytes of offsets
    // per cluster in a 1 MiB lump would ask for 2 GiB.
    c.memory_budget.take(uint64_t(clusters) * uint64_t(vis.row_bytes), f.file(), f.part(kVisibility),
                          str(clusters) + " clusters", "decoded PVS");
    vis.rows.assign(size_t(clusters) * size_t(vis.row_bytes), 0);
    PvsRowQuirks quirks;
    uint64_t bad_offsets = 0;
    std::string first_bad;
    for (int32_t i = 0; i < clusters; ++i) {
        uint8_t* row = vis.rows.data() + size_t(i) * size_t(vis.row_bytes);
        if (index_in(pvs[size_t(i)], length)) {
            decode_pvs_row(bytes, size_t(pvs[size_t(i)]), {row, size_t(vis.row_bytes)}, quirks);
            continue;
        }
        if (bad_offsets++ == 0) first_bad = "cluster " + str(i) + "'s offset " + str(pvs[size_t(i)]);
        for (int32_t j = 0; j < clusters; ++j) row[j >> 3] |= uint8_t(1u << (j & 7));
    }
    quirks.add_warnings(kLumpNames[kVisibility], uint64_t(clusters), map.warnings);
    if (bad_offsets)
        map.warnings.push_back("lump 'visibility': " + str(int64_t(bad_offsets)) + " of " + str(clusters) +
                               " rows start outside the " + str(int64_t(length)) + "-byte lump (first: " +
                               first_bad + "); those clusters see everything");
    for (size_t i = 0; i < map.leaves.size(); ++i)
        if (map.leaves[i].cluster >= clusters)
            f.fail(kLeafs, "leaf " + str(int64_t(i)) + " is in cluster " + str(map.leaves[i].cluster) +
                               ", but the visibility data has " + str(clusters) + " clusters");
}

}  // namespace bsp::source

// Planes, nodes and leaves: the BSP tree that visibility walks. Beyond range
// checks, node children must point forward (child index > parent index): q3map2
// writes nodes depth-first, and the rule guarantees the tree has no cycles, so
// a lying file cannot send a point-in-leaf walk into an endless loop.
#include "formats/q3/q3_records.h"
#include "formats/q3/q3_sections.h"

namespace bsp::q3 {
namespace {

Aabb int_bounds(const int32_t (&mins)[3], const int32_t (&maxs)[3]) {
    Aabb b;
    b.min = to_vec3(mins);
    b.max = to_vec3(maxs);
    return b;
}

void check_child(const Q3File& f, const Map& map, uint32_t node, int side, int32_t child, uint32_t leaf_count) {
    auto who = [&] { return "node " + str(node) + " child " + str(side); };
    if (child >= 0) {
        if (uint32_t(child) >= map.nodes.size())
            f.fail(kNodes, who() + " is node " + str(child) + ", but there are " + str(map.nodes.size()) + " nodes");
        if (uint32_t(child) <= node)
            f.fail(kNodes, who() + " points back to node " + str(child) + " (the tree would have a cycle)");
    } else {
        int64_t leaf = -(int64_t(child) + 1);
        if (leaf >= leaf_count)
            f.fail(kNodes, who() + " is leaf " + str(leaf) + ", but there are " + str(leaf_count) + " leaves");
    }
}

}  // namespace

void read_planes(const Q3File& f, Map& map) {
    ByteReader r = f.reader(kPlanes);
    map.planes.resize(f.count(kPlanes));
    for (Plane& p : map.planes) {
        const auto rec = r.read<DiskPlane>();
        p.normal = to_vec3(rec.normal);
        p.dist = rec.dist;
    }
}

void read_nodes(const Q3File& f, Map& map) {
    ByteReader r = f.reader(kNodes);
    const uint32_t leaf_count = f.count(kLeafs);
    map.nodes.resize(f.count(kNodes));
    for (uint32_t i = 0; i < map.nodes.size(); ++i) {
        const auto rec = r.read<DiskNode>();
        Node& n = map.nodes[i];
        n.plane = rec.plane;
        n.children[0] = rec.children[0];
        n.children[1] = rec.children[1];
        n.bounds = int_bounds(rec.mins, rec.maxs);
        if (!index_in(n.plane, map.planes.size()))
            f.fail(kNodes, "node " + str(i) + " uses plane " + str(n.plane) + ", but there are " +
                               str(map.planes.size()) + " planes");
        check_child(f, map, i, 0, n.children[0], leaf_count);
        check_child(f, map, i, 1, n.children[1], leaf_count);
    }
}

namespace {

std::vector<uint32_t> read_index_list(const Q3File& f, Lump lump, uint64_t target_count, const char* what,
                                      const char* whats) {
    ByteReader r = f.reader(lump);
    std::vector<uint32_t> out(f.count(lump));
    for (uint32_t i = 0; i < out.size(); ++i) {
        int32_t v = r.i32();
        if (!index_in(v, target_count))
            f.fail(lump, "entry " + str(i) + " is " + what + " " + str(v) + ", but there are " +
                             str(int64_t(target_count)) + " " + whats);
        out[i] = uint32_t(v);
    }
    return out;
}

void convert_leaf(const Q3File& f, const DiskLeaf& rec, const Map& map, uint32_t i, Leaf& leaf) {
    auto who = [i] { return "leaf " + str(i); };
    if (rec.cluster < -1) f.fail(kLeafs, who() + " has cluster " + str(rec.cluster) + " (below -1)");
    if (rec.area < -1) f.fail(kLeafs, who() + " has area " + str(rec.area) + " (below -1)");
    if (!range_in(rec.first_surface, rec.surface_count, map.leaf_surfaces.size()))
        f.fail(kLeafs, who() + " uses leafsurfaces " + range_str(rec.first_surface, rec.surface_count) +
                           ", but there are " + str(map.leaf_surfaces.size()));
    if (!range_in(rec.first_brush, rec.brush_count, map.leaf_brushes.size()))
        f.fail(kLeafs, who() + " uses leafbrushes " + range_str(rec.first_brush, rec.brush_count) +
                           ", but there are " + str(map.leaf_brushes.size()));
    leaf.cluster = rec.cluster;
    leaf.area = rec.area;
    leaf.bounds = int_bounds(rec.mins, rec.maxs);
    leaf.first_leaf_surface = uint32_t(rec.first_surface);
    leaf.leaf_surface_count = uint32_t(rec.surface_count);
    leaf.first_leaf_brush = uint32_t(rec.first_brush);
    leaf.leaf_brush_count = uint32_t(rec.brush_count);
}

}  // namespace

void read_leaves(const Q3File& f, Map& map) {
    // Face index == surface index (surfaces are kept 1:1 with faces).
    map.leaf_surfaces = read_index_list(f, kLeafSurfaces, f.count(kSurfaces), "surface", "surfaces");
    map.leaf_brushes = read_index_list(f, kLeafBrushes, f.count(kBrushes), "brush", "brushes");
    ByteReader r = f.reader(kLeafs);
    map.leaves.resize(f.count(kLeafs));
    for (uint32_t i = 0; i < map.leaves.size(); ++i) convert_leaf(f, r.read<DiskLeaf>(), map, i, map.leaves[i]);
}

}  // namespace bsp::q3

// planes, nodes, leafs and marksurfaces: the BSP tree visibility walks. Beyond range
// checks, node children must point forward (child index > parent index): compilers
// write each model's nodes depth-first, and the rule guarantees the tree has no
// cycles, so a lying file cannot send a point-in-leaf walk into an endless loop.
//
// Leaf 0 is the one solid leaf every solid region of the world shares; it is outside
// the map and has no visibility row. Leaves 1..visleafs are the world's visible
// leaves, and for this family a cluster is a visleaf: cluster = leaf - 1. Leaves after
// them belong to brush models' trees and have no visibility either (cluster -1).
#include "core/problem_tally.h"
#include "formats/quake1_goldsrc/quake1_sections.h"

namespace bsp::quake1 {

void read_planes(const Quake1File& f, Map& map) {
    ByteReader r = f.reader(kPlanes);
    map.planes.resize(f.count(kPlanes));
    for (Plane& p : map.planes) {
        p.normal = read_vec3(r);
        p.dist = r.f32();
        r.skip(4);  // axial type: a speed hint the engines derive again anyway
    }
}

namespace {

// True when the child is usable as it is; false for a leaf past the leaves, which the
// caller turns into the solid leaf 0 as Quakespasm's Mod_LoadNodes does (with a warning).
bool check_child(const Quake1File& f, uint32_t node, int side, const ChildRef& c, uint64_t node_count,
                 uint64_t leaf_count) {
    const std::string who = "node " + str(node) + " child " + str(side);
    if (c.is_leaf) {
        if (c.index >= int64_t(leaf_count)) {
            if (leaf_count == 0)
                f.fail(kNodes, who + " is leaf " + str(c.index) + ", but there are " + str(int64_t(leaf_count)) +
                                   " leaves");
            return false;
        }
        return true;
    }
    if (uint64_t(c.index) >= node_count)
        f.fail(kNodes, who + " is node " + str(c.index) + ", but there are " + str(int64_t(node_count)) + " nodes");
    if (c.index <= int64_t(node))
        f.fail(kNodes, who + " points back to node " + str(c.index) + " (the tree would have a cycle)");
    return true;
}

void read_nodes(const Quake1File& f, Map& map) {
    ByteReader r = f.reader(kNodes);
    const uint64_t node_count = f.count(kNodes), leaf_count = f.count(kLeafs);
    map.nodes.resize(node_count);
    ProblemTally leaf_past;
    for (uint32_t i = 0; i < map.nodes.size(); ++i) {
        const NodeRecord rec = read_node(r, f.variant(), node_count);
        if (!index_in(rec.plane, map.planes.size()))
            f.fail(kNodes, "node " + str(i) + " uses plane " + str(rec.plane) + ", but there are " +
                               str(int64_t(map.planes.size())) + " planes");
        Node& n = map.nodes[i];
        n.plane = int32_t(rec.plane);
        n.bounds = rec.bounds;
        for (int side = 0; side < 2; ++side) {
            const ChildRef& c = rec.children[size_t(side)];
            if (!check_child(f, i, side, c, node_count, leaf_count)) {
                leaf_past.note("node " + str(i) + " child " + str(side) + " is leaf " + str(c.index));
                n.children[side] = -1;  // leaf 0, the shared solid leaf
                continue;
            }
            n.children[side] = c.is_leaf ? int32_t(-(c.index + 1)) : int32_t(c.index);
        }
    }
    if (leaf_past.count > 0)
        map.warnings.push_back(f.part(kNodes) + ": " + str(int64_t(leaf_past.count)) + " node children name leaves past the " +
                               str(int64_t(leaf_count)) + " of lump 'leafs' (first: " + leaf_past.first +
                               "); they are the solid leaf 0, as Quakespasm reads them");
    if (!map.nodes.empty() && leaf_count == 0) f.fail(kLeafs, "the map has nodes but no leaves");
}

void read_marksurfaces(const Quake1File& f, Map& map) {
    ByteReader r = f.reader(kMarksurfaces);
    map.leaf_surfaces.resize(f.count(kMarksurfaces));
    for (uint32_t i = 0; i < map.leaf_surfaces.size(); ++i) {
        const uint32_t face = read_marksurface(r, f.variant());
        if (face >= map.surfaces.size())
            f.fail(kMarksurfaces, "entry " + str(i) + " is face " + str(face) + ", but there are " +
                                      str(int64_t(map.surfaces.size())) + " faces");
        map.leaf_surfaces[i] = face;
    }
}

}  // namespace

std::vector<int32_t> read_tree(const Quake1File& f, Map& map, int32_t visleafs) {
    read_nodes(f, map);
    read_marksurfaces(f, map);
    ByteReader r = f.reader(kLeafs);
    map.leaves.resize(f.count(kLeafs));
    std::vector<int32_t> vis_offsets(map.leaves.size());
    for (uint32_t i = 0; i < map.leaves.size(); ++i) {
        const LeafRecord rec = read_leaf(r, f.variant());
        if (!range_in(rec.first_mark, rec.mark_count, map.leaf_surfaces.size()))
            f.fail(kLeafs, "leaf " + str(i) + " uses marksurfaces " + range_str(rec.first_mark, rec.mark_count) +
                               ", but there are " + str(int64_t(map.leaf_surfaces.size())));
        Leaf& leaf = map.leaves[i];
        leaf.cluster = i >= 1 && i <= uint32_t(visleafs) ? int32_t(i) - 1 : -1;
        leaf.contents = rec.contents;
        leaf.bounds = rec.bounds;
        leaf.first_leaf_surface = uint32_t(rec.first_mark);
        leaf.leaf_surface_count = uint32_t(rec.mark_count);
        vis_offsets[i] = rec.vis_offset;
    }
    return vis_offsets;
}

}  // namespace bsp::quake1

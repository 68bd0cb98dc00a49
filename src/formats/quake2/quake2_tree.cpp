// nodes, leafs, leaffaces and models: the BSP tree visibility walks, and the brush
// models. As for the other formats, node children must point forward (child index >
// parent index), which rules out cycles, so a lying file cannot send a point-in-leaf
// walk into an endless loop. Leaves keep the file's cluster (-1: solid, no PVS row)
// and area, as in Quake 3.
#include "core/problem_tally.h"
#include "formats/pvs_rle.h"
#include "formats/quake2/quake2_sections.h"
#include "formats/quake_faces.h"

namespace bsp::quake2 {
namespace {

Aabb read_short_bounds(ByteReader& r) {
    Aabb b;
    for (int i = 0; i < 3; ++i) b.min[i] = float(r.i16());
    for (int i = 0; i < 3; ++i) b.max[i] = float(r.i16());
    return b;
}

void read_nodes(const Quake2File& f, Map& map) {
    ByteReader r = f.reader(kNodes);
    const uint64_t node_count = f.count(kNodes), leaf_count = f.count(kLeafs);
    map.nodes.resize(node_count);
    for (uint32_t i = 0; i < map.nodes.size(); ++i) {
        Node& n = map.nodes[i];
        const int32_t plane = r.i32();
        if (!index_in(plane, map.planes.size()))
            f.fail(kNodes, "node " + str(i) + " uses plane " + str(plane) + ", but there are " +
                               str(int64_t(map.planes.size())) + " planes");
        n.plane = plane;
        for (int side = 0; side < 2; ++side) {
            const int32_t c = r.i32();
            const std::string who = "node " + str(i) + " child " + str(side);
            if (c < 0) {
                const int64_t leaf = -(int64_t(c) + 1);
                if (uint64_t(leaf) >= leaf_count)
                    f.fail(kNodes, who + " is leaf " + str(leaf) + ", but there are " + str(int64_t(leaf_count)) +
                                       " leaves");
            } else if (uint64_t(c) >= node_count) {
                f.fail(kNodes, who + " is node " + str(c) + ", but there are " + str(int64_t(node_count)) + " nodes");
            } else if (uint32_t(c) <= i) {
                f.fail(kNodes, who + " points back to node " + str(c) + " (the tree would have a cycle)");
            }
            n.children[side] = c;
        }
        n.bounds = read_short_bounds(r);
        r.skip(4);  // first face, face count: the renderer walks leaves, not node faces
    }
}

void read_leaf_faces(const Quake2File& f, Map& map) {
    ByteReader r = f.reader(kLeafFaces);
    map.leaf_surfaces.resize(f.count(kLeafFaces));
    for (uint32_t i = 0; i < map.leaf_surfaces.size(); ++i) {
        const uint16_t face = r.u16();
        if (face >= map.surfaces.size())
            f.fail(kLeafFaces, "entry " + str(i) + " is face " + str(face) + ", but there are " +
                                   str(int64_t(map.surfaces.size())) + " faces");
        map.leaf_surfaces[i] = face;
    }
}

}  // namespace

void read_tree(const Quake2File& f, Map& map) {
    read_nodes(f, map);
    read_leaf_faces(f, map);
    ByteReader r = f.reader(kLeafs);
    map.leaves.resize(f.count(kLeafs));
    if (!map.nodes.empty() && map.leaves.empty()) f.fail(kLeafs, "the map has nodes but no leaves");
    for (uint32_t i = 0; i < map.leaves.size(); ++i) {
        Leaf& leaf = map.leaves[i];
        leaf.contents = r.i32();
        leaf.cluster = r.i16();
        leaf.area = r.i16();
        leaf.bounds = read_short_bounds(r);
        const uint16_t first = r.u16(), count = r.u16();
        r.skip(4);  // leaf brushes: collision only
        if (!range_in(first, count, map.leaf_surfaces.size()))
            f.fail(kLeafs, "leaf " + str(i) + " uses leaffaces " + range_str(first, count) + ", but there are " +
                               str(int64_t(map.leaf_surfaces.size())));
        if (leaf.cluster < -1) leaf.cluster = -1;
        leaf.first_leaf_surface = first;
        leaf.leaf_surface_count = count;
    }
}

// Model 0 is the world, the rest brush entities (doors, platforms, func_wall). The
// file's origin and head node are not needed: placement comes from the owning entity
// (place_brush_models), and the renderer draws a model's face range.
void read_models(const Quake2File& f, Map& map) {
    ByteReader r = f.reader(kModels);
    map.models.resize(f.count(kModels));
    if (map.models.empty()) f.fail(kModels, "no models: a map needs at least model 0, the world");
    std::vector<int32_t> owner(map.surfaces.size(), -1);
    for (uint32_t i = 0; i < map.models.size(); ++i) {
        Model& m = map.models[i];
        for (int k = 0; k < 3; ++k) m.bounds.min[k] = r.f32();
        for (int k = 0; k < 3; ++k) m.bounds.max[k] = r.f32();
        r.skip(12 + 4);  // origin, head node
        const int32_t first_face = r.i32(), face_count = r.i32();
        assign_model_faces(f, kModels, i, first_face, face_count, owner, map);
    }
}

// visibility: int numclusters, then per cluster int bitofs[2] (PVS, PHS) from the lump
// start, each a row in the Quake run-length code (formats/pvs_rle.h) of one bit per
// cluster. Decoded once at load. A row offset outside the lump is a row that sees
// everything; a leaf naming a cluster past numclusters makes the whole PVS unusable,
// so the map is drawn without it (everything visible). Both with one warning.
void read_visibility(const Quake2File& f, Map& map) {
    ByteReader r = f.reader(kVisibility);
    if (r.size() == 0) return;  // not vised: everything is potentially visible
    if (r.size() < 4) r.fail("truncated: " + str(int64_t(r.size())) + " bytes, no room for the cluster count");
    const int32_t clusters = r.i32();
    if (clusters < 0 || uint64_t(clusters) > r.remaining() / 8)
        r.fail("claims " + str(clusters) + " clusters, but the " + str(int64_t(r.size())) +
               "-byte lump has room for the offsets of " + str(int64_t(r.remaining() / 8)));
    Visibility& vis = map.visibility;
    const int32_t row_bytes = (clusters + 7) / 8;
    const uint64_t total = uint64_t(clusters) * uint64_t(row_bytes);
    if (total > f.options().max_elements * 4)
        r.fail(str(clusters) + " clusters would need " + str(int64_t(total)) + " bytes of PVS, more than the limit of " +
               str(int64_t(f.options().max_elements * 4)));
    for (size_t i = 0; i < map.leaves.size(); ++i)
        if (map.leaves[i].cluster >= clusters) {
            map.warnings.push_back(f.part(kLeafs) + ": leaf " + str(int64_t(i)) + " is in cluster " +
                                   str(map.leaves[i].cluster) + ", but lump 'visibility' has " + str(clusters) +
                                   " clusters; the PVS is not used (everything visible)");
            return;
        }
    f.options().memory_budget.take(total, f.file(), f.part(kVisibility), str(clusters) + " clusters", "decoded PVS");
    vis.cluster_count = clusters;
    vis.row_bytes = row_bytes;
    vis.rows.assign(size_t(total), 0);
    ByteReader whole = f.reader(kVisibility);
    const std::span<const uint8_t> bytes = whole.bytes(whole.size());
    PvsRowQuirks quirks;
    ProblemTally bad;
    for (int32_t c = 0; c < clusters; ++c) {
        const int32_t offset = r.i32();
        r.skip(4);  // PHS row: the sound set, not drawing
        uint8_t* row = &vis.rows[size_t(c) * size_t(row_bytes)];
        if (offset >= 0 && uint64_t(offset) < bytes.size()) {
            decode_pvs_row(bytes, size_t(offset), {row, size_t(row_bytes)}, quirks);
            continue;
        }
        bad.note("cluster " + str(c) + "'s offset " + str(offset));
        for (int32_t j = 0; j < clusters; ++j) row[j >> 3] |= uint8_t(1u << (j & 7));
    }
    quirks.add_warnings(kLumpNames[kVisibility], uint64_t(clusters), map.warnings);
    if (bad.count)
        map.warnings.push_back(f.part(kVisibility) + ": " + str(int64_t(bad.count)) + " of " + str(clusters) +
                               " rows start outside the " + str(int64_t(bytes.size())) + "-byte lump (first: " +
                               bad.first + "); those clusters see everything");
}

}  // namespace bsp::quake2

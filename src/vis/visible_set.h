#pragma once
// Per-frame visibility: which surfaces to draw from a camera position and view
// frustum, grouped so that each group can be drawn with one call.
//
// How a frame is built (the Quake 3 scheme):
//  1. find the camera leaf and its cluster;
//  2. when the cluster changes, mark every leaf whose cluster the PVS row lets
//     through, and every node above such a leaf (cached: a camera that stays in
//     its cluster pays nothing for this step);
//  3. walk the tree from the root, skipping unmarked nodes and nodes whose bounds
//     lie outside the frustum, so whole subtrees drop out at once; planes a node
//     lies fully inside are not tested again below it;
//  4. collect each surface of the surviving leaves once (a bit per surface,
//     cleared per frame: the whole set fits in the first-level cache), then bucket
//     them by group with a counting sort. A surface is taken when any visible leaf
//     listing it lets its box through the planes that leaf still tests.
// The walk takes each node's camera side first, so surfaces come out roughly near
// to far, within each group too; each group also gets a distance (VisibleGroup::
// depth) by which a renderer can draw opaque groups nearest first. On a software
// rasterizer the depth test then skips shading most of what lies behind.
// All scratch memory is sized at construction, so a frame allocates nothing once
// the output vectors have grown to their working size.
//
// In the void (cluster -1), without visdata, or with the PVS switched off, every
// leaf in the frustum counts as visible. Surfaces of brush models (model > 0) are
// not in the tree; they are added when their model's bounds meet the frustum.
#include <cstdint>
#include <vector>

#include "core/bit_set.h"
#include "core/geometry.h"
#include "map/map.h"
#include "vis/grid_box.h"

namespace bsp {

struct VisOptions {
    bool use_pvs = true;
    bool use_frustum = true;
    // The 3D sky box's passes (vis/sky_area.h). only_area: just the leaves of that area
    // (the sky pass), with brush models left out; skip_area: every leaf but that area's
    // (the world pass while the sky pass draws it); -1: no such filter. pvs_cluster >= 0:
    // that cluster's PVS row instead of the eye's (the sky pass sees through the sky
    // camera's own cluster, wherever the moving sky eye is).
    int32_t only_area = -1;
    int32_t skip_area = -1;
    int32_t pvs_cluster = -1;
};

// A run of VisibleSet::surfaces that share a group (e.g. texture + lightmap page).
struct VisibleGroup {
    uint32_t group = 0;
    uint32_t first = 0, count = 0;  // into VisibleSet::surfaces
    // How far the group lies: its surfaces' distances from the eye (to their boxes'
    // centres, in grid cells), each weighted by (size / distance)^2, a rough measure
    // of how much of the view it can cover. So it is where most of what the group
    // shows is: a group whose one small piece is nearest but whose large walls are
    // far comes after a wall at middle distance. (Ordering by the nearest piece, or
    // by the plain mean, measured worse.) Only the order of these values means anything.
    float depth = 0;
};

struct VisibleSet {
    int32_t camera_leaf = -1;
    int32_t camera_cluster = -1;
    uint32_t cluster_count = 0;   // distinct clusters among the visible leaves
    uint32_t leaf_count = 0;      // leaves that passed the PVS and frustum tests
    uint32_t surface_count = 0;   // surfaces collected (== surfaces.size())
    uint64_t triangle_count = 0;  // of those surfaces
    // Of the leaves one could see into (with a cluster, or all without visdata): how
    // many the PVS row excluded, and how many of the rest the frustum dropped.
    uint32_t pvs_rejected_leaves = 0;
    uint32_t frustum_rejected_leaves = 0;
    std::vector<uint32_t> surfaces;      // surface indices, by group id, near to far within a group
    std::vector<VisibleGroup> groups;    // non-empty groups, ascending group id
    std::vector<uint32_t> leaves;        // the visible leaves, in walk order
};

class VisibleSetBuilder {
public:
    static constexpr uint32_t kNoGroup = 0xFFFFFFFFu;  // surface is never drawn (nodraw, flares)

    // `map` must outlive the builder; its tree and surface count must not change
    // (re-tessellating patches is fine: it only moves index ranges).
    explicit VisibleSetBuilder(const Map& map);

    // Group id per surface (size == map.surfaces.size()), each < group_count or kNoGroup.
    // Until this is called every drawable surface is grouped by its material.
    void set_surface_groups(std::vector<uint32_t> group_of_surface, uint32_t group_count);

    void build(const glm::vec3& eye, const Frustum& frustum, const VisOptions& options, VisibleSet& out);

    // Re-reads surface bounds and triangle counts, after tessellate_patches() moved them.
    void refresh_surfaces();

    // Whether the surface has a group, i.e. can be drawn from anywhere at all.
    bool draws(uint32_t surface) const {
        return surface < surface_draw_.size() && surface_draw_[surface].group != kNoGroup;
    }

private:
    // Brush models' boxes, tested once per model: centre and half-size in floats.
    // Empty boxes (no bounds in the file) get a huge size and are never culled.
    struct CullBox { glm::vec3 center, extent; };
    struct CullPlane { glm::vec3 normal, abs_normal; float dist; };
    static CullBox cull_box(const Aabb& b);
    [[gnu::always_inline]] inline bool box_in_frustum(const CullBox& box, uint32_t& mask) const;

    // find_leaf() on the builder's own arrays: the same walk and answer, reading the
    // node records the tree walk reads next (and planes in node order) instead of the
    // Map's node and plane arrays.
    int32_t find_camera_leaf(const glm::vec3& eye) const;
    void mark_pvs(int32_t cluster);
    void walk_tree(bool use_frustum, VisibleSet& out);
    // Whether the frame's area filters (VisOptions::only_area, skip_area) drop leaf `l`.
    bool area_filtered(uint32_t l) const;
    void add_leaf(uint32_t leaf, uint32_t plane_mask, VisibleSet& out);
    // Counts a taken surface in its group and adds its box to the group's depth sums
    // (VisibleGroup::depth).
    inline void add_to_group(const GridBox& box, uint32_t group);
    // Whether a leaf child (-(leaf + 1)) is worth a place on the stack: in range, let
    // through by the PVS marks and not taken yet (add_leaf tests the rest).
    bool leaf_may_be_visible(int32_t child) const;
    void add_brush_models(bool use_frustum, VisibleSet& out);
    void bucket_by_group(VisibleSet& out);

    // Lays out every leaf's drawable surfaces (with their boxes) leaf after leaf.
    void rebuild_leaf_refs();

    // Compact per-frame records: everything the walk reads about a node or leaf sits
    // in one small struct, so each costs one cache line, not three (the Map's own
    // records are large and spread over several arrays), with its box on the grid of
    // vis/grid_box.h, half the size of a float one. A leaf's surfaces are
    // copied, box included, into one array in leaf order, so testing them streams
    // through memory instead of jumping to each surface; only the "seen this frame"
    // bit per surface is looked up at random, and that bitset is a few KiB. A ref
    // carries its surface's group and triangle count, so collecting and bucketing
    // never read the per-surface arrays either (they were most of a cold frame's
    // cache misses).
    // The PVS marks and the per-frame "leaf taken" mark are bitsets beside these, so
    // the walk skips a node or leaf outside the PVS without loading its record.
    struct NodeRecord { GridBox box; int32_t children[2]; };
    struct LeafRecord { GridBox box; int32_t cluster; uint32_t first_ref, ref_count; };
    struct SurfaceRef { GridBox box; uint32_t surface, group, triangles; };
    struct Collected { uint32_t surface, group; };
    struct SurfaceDraw { uint32_t group, triangles; };

    const Map& map_;
    std::vector<int32_t> node_parent_, leaf_parent_;  // -1 for the root / a parentless leaf
    std::vector<NodeRecord> nodes_;
    std::vector<Plane> split_planes_;       // per node: its plane (unused where bad_plane_)
    BitSet bad_plane_;                      // per node: its plane index is out of range
    std::vector<LeafRecord> leaves_;
    std::vector<SurfaceRef> leaf_refs_;     // drawable surfaces of each leaf, leaf by leaf
    CullGrid grid_;
    GridFrustum grid_frustum_;              // this frame's planes, on grid_
    std::vector<GridBox> surface_boxes_;    // per surface, copied into leaf_refs_ when rebuilding them
    std::vector<SurfaceDraw> surface_draw_; // per surface: group (kNoGroup: never drawn), triangles
    BitSet surface_seen_;                   // per surface: taken this frame
    BitSet leaf_taken_;                     // per leaf: added this frame
    // Nodes and leaves the marked cluster's PVS row lets through (a node: some leaf
    // below it).
    BitSet node_in_pvs_, leaf_in_pvs_;
    BitSet cluster_taken_;                  // per cluster: counted this frame
    // Leaves of each cluster (CSR layout), so marking a PVS row touches only the
    // leaves it lets through instead of every leaf of the map.
    std::vector<uint32_t> cluster_leaf_start_, cluster_leaves_;
    // Per group, this frame: its surfaces taken, and the sums of weight and of weight x
    // distance whose quotient is VisibleGroup::depth. One record per group, so taking a
    // surface touches one cache line for its group, not three.
    struct GroupSums {
        uint32_t count = 0;
        float weight = 0, weighted_distance = 0;
    };
    std::vector<GroupSums> group_sums_;
    glm::vec3 eye_{0.0f};          // this frame's eye, in the world and in grid cells
    glm::vec3 eye_in_grid_{0.0f};
    CullPlane planes_[6];
    std::vector<Collected> collected_;  // this frame's surfaces, before bucketing
    struct StackEntry { int32_t node; uint32_t plane_mask; };
    std::vector<StackEntry> stack_;
    uint32_t group_count_ = 0;
    uint32_t candidate_leaves_ = 0;  // leaves that can be visible at all
    uint32_t pvs_leaf_count_ = 0;    // leaves the marked PVS row lets through
    int32_t marked_cluster_ = -2;  // cluster the PVS marks belong to; -2 = none yet
    bool all_leaves_ = true;       // this frame ignores the PVS marks
    int32_t only_area_ = -1, skip_area_ = -1;  // this frame's VisOptions filters
};

}  // namespace bsp

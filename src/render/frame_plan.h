#pragma once
// One frame as data: the ordered list of draws (which group's state, which index
// ranges, blended or not), the debugging lines, and what it will cost, built on the
// CPU from a visible set. WorldRenderer executes a plan with GL and decides
// nothing; tests read plans without a GL context. Material stages and a GL 4.x
// path (multi-draw indirect) plug in here: a stage becomes items, a plan becomes
// one indirect buffer.
//
// The order of a plan is the frame's order:
//  1. the opaque groups, then the alpha-tested ones, then the sky, each kind nearest
//     group first (VisibleGroup::depth), so early depth tests reject more of what
//     lies behind: on llvmpipe that saves up to a fifth of a frame. Only surfaces of
//     equal depth can tell the order, and opaque ones rarely overlap so;
//  2. translucent groups whose blend is order-independent (additive, filter), one
//     item each, in group order: adding light and multiplying by a filter give the
//     same result in any order;
//  3. alpha-blended surfaces back to front by the distance of their bounds' centre
//     to the eye, neighbours of one group merged into one item;
//  4. the blended surfaces of Quake 3 scripts (all of them, whatever their blend:
//     left out of 2 and 3) in the engine's order, never by distance
//     (DrawGroupTable::engine_order_of_surface, render/engine_draw_order.h),
//     neighbours of one group merged into one item;
//  5. with the wireframe overlay, every visible group again as edges.
// Views that replace the colour (lightmap, vertex, normals, clusters) leave out
// the additive and filter surfaces of 2 and 4: glows and flares carry no light of
// their own and would cover what is being inspected with flat white sheets; glass
// and water stay.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"
#include "render/draw_groups.h"
#include "render/line_batch.h"
#include "render/render_settings.h"
#include "vis/visible_set.h"

namespace bsp {

enum class DrawStep : uint8_t {
    Group,        // the group's own state: textures, lighting, culling, alpha test
    Sky,          // the sky program, looking the sky up by view direction
    WireOverlay,  // triangle edges in one colour, pulled towards the camera
};

struct IndexRange {
    uint32_t first_index = 0, index_count = 0;  // into Map::indices
};

struct DrawItem {
    DrawStep step = DrawStep::Group;
    uint32_t group = 0;     // DrawGroupTable::groups index
    bool blended = false;   // translucent: blending by the group's blend, no depth writes
    uint32_t first_range = 0, range_count = 0;  // FramePlan::ranges; never empty
};

struct FramePlan {
    std::vector<DrawItem> items;
    std::vector<IndexRange> ranges;
    LineBatch lines;       // drawn after the world (render/debug_lines.h)
    DrawStats stats;       // the world's draw calls (one per item) and triangles (the overlay's not counted)
    // Sky drawn at the far plane, behind everything (the Quake engines' way), rather
    // than where its surfaces are. Set while visibility is frozen: flown out of the
    // frozen set, the camera would otherwise see only the sky brushes around it.
    // Not always: where sky surfaces overlap, which one wins changes a few sky pixels.
    bool sky_at_far_plane = false;
    // The surfaces of the blended items (Map::surfaces indices): where they lie on
    // screen is where the blended part tests against the depths below it.
    std::vector<uint32_t> blended_surfaces;
    void clear() {
        items.clear();
        ranges.clear();
        blended_surfaces.clear();
        lines.clear();
        stats = {};
        sky_at_far_plane = false;
    }
};

// Builds plans; keeps its scratch memory between frames.
class FramePlanner {
public:
    // The world part of the plan (items, ranges, stats) from the surfaces of `drawn`.
    void plan_world(const Map& map, const DrawGroupTable& groups, const VisibleSet& drawn, const glm::vec3& eye,
                    const RenderSettings& settings, FramePlan& out);

private:
    // An item for `count` surfaces, without the empty ones; none when all are empty.
    void add_item(const Map& map, DrawStep step, uint32_t group, bool blended, const uint32_t* surfaces,
                  uint32_t count, FramePlan& out);

    // Items for surfaces in drawing order: runs that share a group become one item.
    void add_runs(const Map& map, const DrawGroupTable& groups, const std::vector<uint32_t>& surfaces,
                  FramePlan& out);

    std::vector<VisibleGroup> first_pass_;  // step 1's groups, in drawing order
    struct SortItem { float distance; uint32_t surface; };
    std::vector<SortItem> translucent_;
    std::vector<uint32_t> sorted_;
    struct EngineItem { uint32_t place; uint32_t surface; };
    std::vector<EngineItem> engine_;
};

}  // namespace bsp

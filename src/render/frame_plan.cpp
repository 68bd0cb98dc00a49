#include "render/frame_plan.h"

#include <algorithm>

#include "render/engine_draw_order.h"
#include "render/world_shader_variant.h"

namespace bsp {

namespace {

bool order_independent(BlendMode b) { return b == BlendMode::Additive || b == BlendMode::Filter; }

bool replaces_colour(ViewMode mode) {
    return mode == ViewMode::Lightmap || mode == ViewMode::Vertex || mode == ViewMode::Normals ||
           mode == ViewMode::Clusters || mode == ViewMode::Cubemaps;
}

}  // namespace

void FramePlanner::add_item(const Map& map, DrawStep step, uint32_t group, bool blended, const uint32_t* surfaces,
                            uint32_t count, FramePlan& out) {
    DrawItem item{step, group, blended, uint32_t(out.ranges.size()), 0};
    uint64_t triangles = 0;
    uint32_t overlays = 0;
    for (uint32_t i = 0; i < count; ++i) {
        const Surface& s = map.surfaces[surfaces[i]];
        if (s.index_count == 0) continue;
        out.ranges.push_back({s.first_index, s.index_count});
        triangles += s.index_count / 3;
        overlays += s.overlay >= 0;
    }
    item.range_count = uint32_t(out.ranges.size()) - item.first_range;
    if (item.range_count == 0) return;
    if (blended)
        for (uint32_t i = 0; i < count; ++i)
            if (map.surfaces[surfaces[i]].index_count != 0) out.blended_surfaces.push_back(surfaces[i]);
    out.items.push_back(item);
    ++out.stats.draw_calls;
    if (step != DrawStep::WireOverlay) out.stats.triangles += triangles, out.stats.overlay_pieces += overlays;
}

void FramePlanner::add_runs(const Map& map, const DrawGroupTable& groups, const std::vector<uint32_t>& surfaces,
                            FramePlan& out) {
    size_t i = 0;
    while (i < surfaces.size()) {
        const uint32_t group = groups.group_of_surface[surfaces[i]];
        size_t j = i + 1;
        while (j < surfaces.size() && groups.group_of_surface[surfaces[j]] == group) ++j;
        add_item(map, DrawStep::Group, group, true, &surfaces[i], uint32_t(j - i), out);
        i = j;
    }
}

void FramePlanner::plan_world(const Map& map, const DrawGroupTable& groups, const VisibleSet& drawn,
                              const glm::vec3& eye, const RenderSettings& settings, FramePlan& out) {
    const bool wire = settings.mode == ViewMode::Wireframe;
    // 1. Opaque, alpha-tested and sky groups, each pass nearest first (the groups'
    // ids are in pass order). The wireframe view draws the sky's edges like any
    // other surface's.
    first_pass_.clear();
    for (const VisibleGroup& vg : drawn.groups)
        if (groups.groups[vg.group].pass != MaterialPass::Translucent) first_pass_.push_back(vg);
    // Ties by id, so the order is the same on every run (depths are finite).
    std::sort(first_pass_.begin(), first_pass_.end(), [&](const VisibleGroup& a, const VisibleGroup& b) {
        const MaterialPass pa = groups.groups[a.group].pass, pb = groups.groups[b.group].pass;
        if (pa != pb) return pa < pb;
        return a.depth != b.depth ? a.depth < b.depth : a.group < b.group;
    });
    for (const VisibleGroup& vg : first_pass_) {
        const DrawGroup& g = groups.groups[vg.group];
        const DrawStep step = g.pass == MaterialPass::Sky && !wire ? DrawStep::Sky : DrawStep::Group;
        add_item(map, step, vg.group, false, &drawn.surfaces[vg.first], vg.count, out);
    }
    // 2. Order-independent blends, the alpha-blended surfaces collected for 3 and
    // the Quake 3 scripts' blended surfaces for 4.
    translucent_.clear();
    engine_.clear();
    const bool effects_hidden = replaces_colour(settings.mode);
    const std::vector<uint32_t>& engine_order = groups.engine_order_of_surface;
    for (const VisibleGroup& vg : drawn.groups) {
        const DrawGroup& g = groups.groups[vg.group];
        if (g.pass != MaterialPass::Translucent) continue;
        if (effects_hidden && order_independent(g.blend)) continue;
        sorted_.clear();
        for (uint32_t i = 0; i < vg.count; ++i) {
            const uint32_t s = drawn.surfaces[vg.first + i];
            if (!settings.overlays && map.surfaces[s].overlay >= 0) continue;
            if (s < engine_order.size() && engine_order[s] != kNoEngineOrder) engine_.push_back({engine_order[s], s});
            else if (order_independent(g.blend)) sorted_.push_back(s);
            else {
                const glm::vec3 d = map.surfaces[s].bounds.center() - eye;
                translucent_.push_back({glm::dot(d, d), s});
            }
        }
        if (!sorted_.empty()) add_item(map, DrawStep::Group, vg.group, true, sorted_.data(), uint32_t(sorted_.size()), out);
    }
    // 3. Back to front.
    std::sort(translucent_.begin(), translucent_.end(),
              [](const SortItem& a, const SortItem& b) { return a.distance > b.distance; });
    sorted_.clear();
    for (const SortItem& item : translucent_) sorted_.push_back(item.surface);
    add_runs(map, groups, sorted_, out);
    // 4. The engine's order: by the place worked out for the map.
    std::sort(engine_.begin(), engine_.end(), [](const EngineItem& a, const EngineItem& b) { return a.place < b.place; });
    sorted_.clear();
    for (const EngineItem& item : engine_) sorted_.push_back(item.surface);
    add_runs(map, groups, sorted_, out);
    // Faces drawn with their cube map reflection (the renderer's rule: WorldRenderer::reflects).
    if (settings.envmaps && WorldShaderVariant::envmap_shown(settings.mode))
        for (const DrawItem& item : out.items)
            if (item.step == DrawStep::Group && groups.groups[item.group].cubemap_image &&
                groups.groups[item.group].source_material >= 0)
                out.stats.envmap_faces += item.range_count;
    // 5. The overlay draws no new geometry: its triangles are not counted.
    if (settings.wireframe_overlay && !wire)
        for (const VisibleGroup& vg : drawn.groups)
            add_item(map, DrawStep::WireOverlay, vg.group, false, &drawn.surfaces[vg.first], vg.count, out);
}

}  // namespace bsp

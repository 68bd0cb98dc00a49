#include "render/scene_renderer.h"

#include <algorithm>
#include <utility>

#include "core/stopwatch.h"

namespace bsp {

SceneRenderer::SceneRenderer(const Map& map, MaterialSet materials) : map_(map), vis_(map) {
    world_.load(map, std::move(materials));
    vis_.set_surface_groups(world_.surface_groups(), world_.group_count());
    surface_in_leaf_.assign(map.surfaces.size(), false);
    for (uint32_t s : map.leaf_surfaces)
        if (s < surface_in_leaf_.size()) surface_in_leaf_[s] = true;
}

void SceneRenderer::compute_visibility(const RenderView& view, const VisOptions& vis, VisibleSet& out) {
    vis_.build(view.eye, Frustum::from_matrix(view.projection * view.view), vis, out);
}

void SceneRenderer::freeze_at(const RenderView& vis_view, const VisOptions& vis) {
    compute_visibility(vis_view, vis, visible_);
    vis_view_ = vis_view;
}

// The flag texture changes only when what it encodes changes: the camera's
// cluster (pvs view) or the selection; otherwise a frame uploads nothing.
void SceneRenderer::update_surface_flags(const RenderSettings& settings) {
    const bool pvs = settings.mode == ViewMode::Pvs;
    const int32_t cluster = pvs ? visible_.camera_cluster : -2;
    if (cluster == flags_cluster_ && settings.selected_surface == flags_selected_ && pvs == flags_pvs_) return;
    flags_cluster_ = cluster;
    flags_selected_ = settings.selected_surface;
    flags_pvs_ = pvs;
    flags_.assign(map_.surfaces.size(), 0);
    for (size_t s = 0; s < flags_.size(); ++s)
        if (!surface_in_leaf_[s]) flags_[s] = kSurfaceInPvs;
    for (const Leaf& leaf : map_.leaves) {
        // can_see() says yes for the void and maps without visdata: all lit then.
        if (leaf.cluster < 0 && !map_.visibility.empty()) continue;
        if (!map_.visibility.can_see(cluster, leaf.cluster)) continue;
        const size_t end = std::min<size_t>(size_t(leaf.first_leaf_surface) + leaf.leaf_surface_count,
                                            map_.leaf_surfaces.size());
        for (size_t i = leaf.first_leaf_surface; i < end; ++i)
            if (map_.leaf_surfaces[i] < flags_.size()) flags_[map_.leaf_surfaces[i]] |= kSurfaceInPvs;
    }
    if (settings.selected_surface >= 0 && size_t(settings.selected_surface) < flags_.size())
        flags_[size_t(settings.selected_surface)] |= kSurfaceSelected;
    world_.set_surface_flags(flags_);
}

void SceneRenderer::build_debug_lines(const RenderView& view, const RenderSettings& settings, bool frozen,
                                      const DebugDrawOptions& debug) {
    batch_.clear();
    if (debug.leaf_bounds) add_leaf_bounds(batch_, map_, visible_);
    if (debug.entity_markers) add_entity_markers(batch_, map_);
    if (debug.light_probes) add_light_probes(batch_, map_, view.eye);
    if (frozen && debug.frozen_frustum)
        add_frustum(batch_, vis_view_.projection * vis_view_.view, vis_view_.eye, 1024.0f);
    add_surface_edges(batch_, map_, settings.selected_surface);
}

FrameResult SceneRenderer::render(const RenderView& view, const VisOptions& vis, const RenderSettings& settings,
                                  bool freeze_visibility, const DebugDrawOptions& debug) {
    FrameResult result;
    if (!freeze_visibility) {
        Stopwatch clock;
        compute_visibility(view, vis, visible_);
        result.vis_ms = clock.elapsed_ms();
        vis_view_ = view;
    }
    update_surface_flags(settings);
    world_.set_light_styles(map_, settings.light_styles);
    drawn_pvs_view_ = settings.mode == ViewMode::Pvs;
    if (drawn_pvs_view_) {
        // What the PVS rejected must be on screen to be shown as rejected.
        compute_visibility(vis_view_, drawing_options(vis, settings.mode), pvs_view_set_);
    }
    result.draw = world_.draw(map_, drawn(), view, settings);
    build_debug_lines(view, settings, freeze_visibility, debug);
    result.draw.draw_calls += lines_.draw(batch_, view.projection * view.view, 1.0f / std::max(settings.gamma, 0.1f));
    return result;
}

}  // namespace bsp

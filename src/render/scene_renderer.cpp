#include "render/scene_renderer.h"

#include "core/stopwatch.h"

namespace bsp {

SceneRenderer::SceneRenderer(const Map& map, const Vfs& vfs) : map_(map), vis_(map) {
    world_.load(map, vfs);
    vis_.set_surface_groups(world_.surface_groups(), world_.group_count());
}

void SceneRenderer::compute_visibility(const RenderView& view, const VisOptions& vis, VisibleSet& out) {
    vis_.build(view.eye, Frustum::from_matrix(view.projection * view.view), vis, out);
}

FrameResult SceneRenderer::render(const RenderView& view, const VisOptions& vis, const RenderSettings& settings,
                                  bool freeze_visibility) {
    FrameResult result;
    if (!freeze_visibility) {
        Stopwatch clock;
        compute_visibility(view, vis, visible_);
        result.vis_ms = clock.elapsed_ms();
    }
    result.draw = world_.draw(map_, visible_, view, settings);
    return result;
}

}  // namespace bsp

#pragma once
// One frame from one call: visibility (camera leaf, PVS, frustum) followed by
// drawing the visible groups. Shared by the viewer, screenshots, benchmark and
// tests so that all of them measure and show the same path.
#include <memory>

#include "render/world_renderer.h"
#include "vis/visible_set.h"

namespace bsp {

struct FrameResult {
    double vis_ms = 0;       // CPU time of VisibleSetBuilder::build
    DrawStats draw;
};

class SceneRenderer {
public:
    // Loads textures, lightmaps and geometry for `map` (which must outlive this).
    SceneRenderer(const Map& map, const Vfs& vfs);

    // Rebuilds the visible set unless frozen, then draws it into the bound framebuffer.
    FrameResult render(const RenderView& view, const VisOptions& vis, const RenderSettings& settings,
                       bool freeze_visibility = false);
    // Visibility only, into `out` (for --stats comparisons), with the given options.
    void compute_visibility(const RenderView& view, const VisOptions& vis, VisibleSet& out);

    // After tessellate_patches() on the map.
    void rebuild_geometry() {
        world_.rebuild_geometry(map_);
        vis_.refresh_surfaces();
    }

    const VisibleSet& visible() const { return visible_; }
    const WorldRenderer& world() const { return world_; }
    const Map& map() const { return map_; }

private:
    const Map& map_;
    WorldRenderer world_;
    VisibleSetBuilder vis_;
    VisibleSet visible_;
};

}  // namespace bsp

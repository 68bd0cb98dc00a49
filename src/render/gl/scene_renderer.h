#pragma once
// One frame from one call: visibility (camera leaf, PVS, frustum), then a frame
// plan built on the CPU (render/frame_plan.h: the ordered draws and the debugging
// lines), then the plan executed with GL. Shared by the viewer,
// screenshots, benchmark and tests so that all of them measure and show the same
// path.
#include <memory>

#include "render/debug_geometry.h"
#include "render/gl/background_pass.h"
#include "render/gl/debug_lines.h"
#include "render/gl/flare_renderer.h"
#include "render/flares.h"
#include "render/frame_plan.h"
#include "render/gl/prop_renderer.h"
#include "render/gl/world_renderer.h"
#include "render/prop_plan.h"
#include "render/screen_rect.h"
#include "vis/surface_flags.h"
#include "vis/surface_visibility.h"
#include "vis/sky_area.h"
#include "vis/visible_set.h"

namespace bsp {

struct FrameResult {
    double vis_ms = 0;       // CPU time of VisibleSetBuilder::build
    DrawStats draw;
};

// The view the 3D sky box's area is drawn with: the same orientation and projection,
// from sky_eye(camera, view.eye), so a sky-area point p lands where the world point
// (p - camera.origin) * camera.scale would.
RenderView sky_area_view(const SkyCamera& camera, const RenderView& view);

class SceneRenderer {
public:
    // Uploads textures (from the resolved materials), lightmaps and geometry for `map`
    // (which must outlive this). Reads no file: the set holds what textures need.
    SceneRenderer(const Map& map, MaterialSet materials);
    // Compiles the programs any map's first frame needs (ShaderProgram::prepare), for the
    // GL thread to call while it waits for a map to load: the renderer built afterwards
    // takes them instead of compiling (on llvmpipe, 10 ms off the first frame here).
    static void prepare_programs();

    // Rebuilds the visible set unless frozen, then draws it into the bound framebuffer.
    FrameResult render(const RenderView& view, const VisOptions& vis, const RenderSettings& settings,
                       bool freeze_visibility = false, const DebugDrawOptions& debug = {});
    // Visibility only, into `out` (for --stats comparisons), with the given options.
    void compute_visibility(const RenderView& view, const VisOptions& vis, VisibleSet& out);
    // Computes the visible set from `vis_view` for later frames rendered with
    // freeze_visibility (--freeze-at: look at what another camera would draw).
    void freeze_at(const RenderView& vis_view, const VisOptions& vis);

    // After tessellate_patches() on the map.
    void rebuild_geometry() {
        world_.rebuild_geometry(map_);
        vis_.refresh_surfaces();
    }

    const VisibleSet& visible() const { return visible_; }
    // What the last render() drew: the visible set, or in the pvs view everything in
    // the frustum (so PVS-rejected surfaces can be shown, and picked).
    const VisibleSet& drawn() const { return drawn_pvs_view_ ? pvs_view_set_ : visible_; }
    // The visibility options a view draws with (the pvs view ignores the PVS).
    static VisOptions drawing_options(VisOptions vis, ViewMode mode) {
        if (mode == ViewMode::Pvs) vis.use_pvs = false;
        return vis;
    }
    // The view the visible set was computed from (differs from the drawn one while frozen).
    const RenderView& visibility_view() const { return vis_view_; }
    // Whether `surface` passes the tests the visible set was computed with (from the
    // visibility view, with `drawing`: the options the view draws with), and which
    // test rejected it when not.
    SurfaceVisibility explain_surface(int32_t surface, const VisOptions& drawing, bool frozen) const {
        return explain_surface_visibility(map_, surface, surface >= 0 && vis_.draws(uint32_t(surface)), vis_view_.eye,
                                          Frustum::from_matrix(vis_view_.projection * vis_view_.view), drawing, frozen);
    }
    const WorldRenderer& world() const { return world_; }
    // A streamed image's pixels (WorldRenderer::stream_image).
    bool stream_image(int32_t image, const MaterialImage& decoded, const std::string& problem) {
        return world_.stream_image(image, decoded, problem);
    }
    // What the last render() drew, as data.
    const FramePlan& plan() const { return plan_; }
    // The placed models the last render() drew (render/prop_plan.h).
    const PropFrame& props() const { return prop_frame_; }
    const Map& map() const { return map_; }
    // The 3D sky box's area (vis/sky_area.h) and what the last render() drew of it
    // (empty when the pass was off).
    const SkyArea& sky_area() const { return sky_area_; }
    const VisibleSet& sky_visible() const { return sky_visible_; }
    // The fog the last render() drew the world with: the env_fog_controller's, or the
    // water's when the eye was under it; empty when none (or off).
    const std::optional<LinearFog>& world_fog() const { return world_fog_; }
    // The distance fog for a frame drawn from `view` (under water: the water volume's).
    std::optional<LinearFog> fog_for(const RenderView& view, const RenderSettings& settings) const;
    // Whether render() draws the 3D sky pass with these settings (and an eye outside
    // the sky area).
    bool sky_pass_on(const RenderSettings& settings) const {
        return settings.skybox3d && sky_area_.valid() && map_.sky_camera && settings.mode != ViewMode::Pvs;
    }

private:
    // The 3D sky box's pass: its area seen from the sky eye, into the bound framebuffer
    // (cleared by it, or with keep_depth over what is there, through the caller's
    // stencil test); adds its stats to `result`.
    void draw_sky_pass(const RenderView& view, const VisOptions& vis, const RenderSettings& settings,
                       FrameResult& result, bool keep_depth);
    // Where what is drawn after the world's opaque part tests against its depths: the
    // blended surfaces' and translucent models' boxes on screen; the whole view for
    // flares, debug lines, the wire overlay and Quake 3 shader stages (which may move
    // vertices past their surface's box). Empty when nothing does.
    ScreenRect depth_readers_rect(const RenderView& view, bool flares_drawn) const;
    // Where the sky pass can show after the world's opaque part: the screen rectangle
    // of the world's sky faces this frame. The whole view where the world may leave
    // other pixels uncovered, which the engine's order fills with the 3D sky too:
    // visibility frozen, the camera outside the map's clusters, or a view that draws
    // sky faces as lines.
    ScreenRect sky_faces_rect(const RenderView& view, const RenderSettings& settings, bool frozen) const;
    void update_surface_flags(const RenderSettings& settings);
    void build_debug_lines(const RenderView& view, const RenderSettings& settings, bool frozen,
                           const DebugDrawOptions& debug);

    const Map& map_;
    WorldRenderer world_;
    DebugLineRenderer lines_;
    FramePlanner planner_;
    FramePlan plan_;
    VisibleSetBuilder vis_;
    VisibleSet visible_;
    VisibleSet pvs_view_set_;
    std::vector<FlareSource> flare_sources_;  // the map's flares (render/flares.h)
    FlarePlacer flare_placer_;
    std::vector<FlareSprite> flare_sprites_;   // this frame's
    FlareRenderer flares_;
    PropRenderer props_;
    PropPlanner prop_planner_;
    PropFrame prop_frame_;  // the pvs view draws everything in the frustum, tinted by the PVS
    RenderView vis_view_;
    VisOptions visible_options_;  // what visible_ was computed with (re-applied to a frozen set when they change)
    SurfaceFlags flags_;
    bool drawn_pvs_view_ = false;
    SkyArea sky_area_;
    std::unique_ptr<VisibleSetBuilder> sky_vis_;  // its own PVS marks (the sky camera's cluster)
    VisibleSet sky_visible_;
    FramePlan sky_plan_;
    PropFrame sky_prop_frame_;  // the sky area's props, drawn in its pass
    std::optional<LinearFog> world_fog_;
};

// Whether the bound draw framebuffer has a stencil buffer (the 3D sky's cheaper order).
bool framebuffer_has_stencil();

}  // namespace bsp

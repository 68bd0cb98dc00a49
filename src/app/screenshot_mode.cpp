// --screenshot: one frame through the viewer's code path into an offscreen
// framebuffer, written as a PNG; --stats adds that frame's visibility figures as
// one JSON object on stdout (and the same counts with the PVS off and with the
// frustum off, so a reader can see what each test removed). Every debugging view
// and switch of the viewer can be set here too (--view, --show-*, --freeze-at,
// --pick, --overlay), so tests and docs see what a person sees.
#include <cstdio>
#include <utility>
#include <exception>
#include <optional>

#include "app/cli_settings.h"
#include "app/gl_context.h"
#include "app/run_modes.h"
#include "core/json_writer.h"
#include "core/load_error.h"
#include "render/lightmap_rects.h"
#include "render/offscreen_target.h"
#include "render/png_writer.h"
#include "render/scene_renderer.h"
#include "session/camera_view.h"
#include "session/map_loading.h"
#include "ui/face_record.h"
#include "ui/headless_overlay.h"
#include "vis/surface_picker.h"

namespace bsp {

namespace {

void write_counts(JsonWriter& j, const VisibleSet& v) {
    j.field("clusters", uint64_t(v.cluster_count));
    j.field("leaves", uint64_t(v.leaf_count));
    j.field("surfaces", uint64_t(v.surface_count));
    j.field("triangles", v.triangle_count);
    j.field("groups", uint64_t(v.groups.size()));
}

void print_stats(const CliOptions& options, const Camera& camera, SceneRenderer& scene,
                 const RenderView& view, const FrameResult& frame, const FaceRecord* pick) {
    const VisibleSet& v = scene.visible();
    JsonWriter j;
    j.begin_object();
    j.field("map", options.map);
    j.key("camera").begin_object();
    j.key("position").begin_array().value(double(camera.position.x)).value(double(camera.position.y))
        .value(double(camera.position.z)).end_array();
    j.key("angles").begin_array().value(double(camera.pitch)).value(double(camera.yaw))
        .value(double(camera.roll)).end_array();
    j.field("fov", double(camera.fov_x));
    j.end_object();
    j.field("size", std::to_string(view.width) + "x" + std::to_string(view.height));
    j.field("view", options.view);
    j.field("camera_leaf", int64_t(v.camera_leaf));
    j.field("camera_cluster", int64_t(v.camera_cluster));
    j.field("pvs", !options.no_pvs);
    j.field("frustum", !options.no_frustum);
    j.key("visible").begin_object();
    write_counts(j, v);
    j.field("draw_calls", uint64_t(frame.draw.draw_calls));
    j.field("triangles_drawn", frame.draw.triangles);
    j.field("pvs_rejected_leaves", uint64_t(v.pvs_rejected_leaves));
    j.field("frustum_rejected_leaves", uint64_t(v.frustum_rejected_leaves));
    j.end_object();
    j.field("frozen", options.freeze_at.has_value());
    if (options.pick) {
        j.key("pick");
        if (pick) write_face_record(j, *pick);
        else j.null();
    }

    VisibleSet other;
    // The comparisons are from the camera visibility was computed from (frozen or not).
    const RenderView& vis_view = scene.visibility_view();
    scene.compute_visibility(vis_view, {.use_pvs = false, .use_frustum = !options.no_frustum}, other);
    j.key("pvs_off").begin_object();
    write_counts(j, other);
    j.end_object();
    scene.compute_visibility(vis_view, {.use_pvs = !options.no_pvs, .use_frustum = false}, other);
    j.key("frustum_off").begin_object();
    write_counts(j, other);
    j.end_object();
    scene.compute_visibility(vis_view, {.use_pvs = false, .use_frustum = false}, other);
    j.key("culling_off").begin_object();
    write_counts(j, other);
    j.end_object();

    const Map& map = scene.map();
    j.field("map_surfaces", uint64_t(map.surfaces.size()));
    j.field("map_leaves", uint64_t(map.leaves.size()));
    j.field("map_clusters", int64_t(map.visibility.cluster_count));
    j.field("vis_ms", frame.vis_ms);
    j.field("missing_textures", uint64_t(scene.world().missing_textures().size()));
    j.end_object();
    std::printf("%s\n", j.str().c_str());
}

}  // namespace

int run_screenshot(const CliOptions& options) {
    LoadedMap loaded;
    try {
        // Textures decoded in the loading pipeline, as the viewer's worker thread does.
        loaded = load_map({.map_argument = options.map,
                           .game_dirs = options.game_dirs,
                           .patch_level = options.patch_level,
                           .textures = true});
    } catch (const LoadError& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        return 2;
    }
    for (const std::string& w : loaded.map.warnings) std::fprintf(stderr, "bspview: warning: %s\n", w.c_str());

    std::string error;
    auto gl = GlContext::create({.width = 64, .height = 64, .hidden = true, .resizable = false, .vsync = false},
                                error);
    if (!gl) {
        std::fprintf(stderr, "bspview: %s\n", error.c_str());
        return 1;
    }
    try {
        SceneRenderer scene(loaded.map, std::move(loaded.textures));
        for (const std::string& name : scene.world().missing_textures())
            std::fprintf(stderr, "bspview: missing texture: %s\n", name.c_str());

        const Camera camera = camera_from_options(options, loaded.map);
        const RenderView view = make_render_view(camera, options.width, options.height, far_plane_for(loaded.map));
        RenderSettings settings = render_settings_from(options);
        const VisOptions vis = vis_options_from(options);
        const DebugDrawOptions debug = debug_options_from(options);

        const bool frozen = options.freeze_at.has_value();
        if (frozen) {
            Camera from = camera;
            from.position = options.freeze_at->position;
            from.pitch = options.freeze_at->pitch;
            from.yaw = options.freeze_at->yaw;
            from.roll = 0;
            scene.freeze_at(make_render_view(from, options.width, options.height, far_plane_for(loaded.map)), vis);
        }

        // Picking looks at what is drawn: the set visible from the frozen camera or this
        // one, with the options the view draws with.
        std::optional<FaceRecord> pick;
        if (options.pick) {
            VisibleSet candidates;
            scene.compute_visibility(frozen ? scene.visibility_view() : view,
                                     SceneRenderer::drawing_options(vis, settings.mode), candidates);
            const Ray ray = ray_through_pixel(view.projection * view.view, view.width, view.height,
                                              options.pick->x + 0.5f, options.pick->y + 0.5f);
            const SurfaceHit hit = pick_surface(loaded.map, candidates.surfaces, ray);
            if (hit.surface >= 0) {
                const auto rects = surface_lightmap_rects(loaded.map, scene.world().atlas());
                pick = describe_face(loaded.map, rects, hit.surface, &hit);
                settings.selected_surface = hit.surface;
            }
        }

        OffscreenTarget target(options.width, options.height);
        target.bind();
        const FrameResult frame = scene.render(view, vis, settings, frozen, debug);
        if (!options.overlay.empty()) {
            const auto rects = surface_lightmap_rects(loaded.map, scene.world().atlas());
            UiState ui;
            ui.map = &loaded.map;
            ui.scene = &scene;
            ui.lightmap_rects = &rects;
            ui.map_name = options.map;
            ui.camera = {camera.position, camera.pitch, camera.yaw, camera.roll, camera.fov_x};
            ui.render = settings;
            ui.vis = vis;
            ui.debug = debug;
            ui.frozen = frozen;
            ui.last_frame = frame;
            ui.selected_face = pick;
            ui.interactive = false;
            ui.panels = Overlay::panels_from_names(options.overlay);
            draw_overlay_offscreen(ui, options.width, options.height);
        }
        const auto pixels = target.read_rgba();
        if (!write_png(options.screenshot_path, options.width, options.height, pixels)) {
            std::fprintf(stderr, "bspview: cannot write %s\n", options.screenshot_path.c_str());
            return 1;
        }
        if (options.stats) print_stats(options, camera, scene, view, frame, pick ? &*pick : nullptr);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        return 1;
    }
    return 0;
}

}  // namespace bsp

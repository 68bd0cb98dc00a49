// --screenshot: one frame through the viewer's code path into an offscreen
// framebuffer, written as a PNG; --stats adds that frame's visibility figures as
// one JSON object on stdout (and the same counts with the PVS off and with the
// frustum off, so a reader can see what each test removed).
#include <cstdio>
#include <exception>

#include "app/camera_view.h"
#include "app/gl_context.h"
#include "app/map_loading.h"
#include "app/run_modes.h"
#include "core/json_writer.h"
#include "core/load_error.h"
#include "render/offscreen_target.h"
#include "render/png_writer.h"
#include "render/scene_renderer.h"

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
                 const RenderView& view, const FrameResult& frame) {
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
    j.end_object();

    VisibleSet other;
    scene.compute_visibility(view, {.use_pvs = false, .use_frustum = !options.no_frustum}, other);
    j.key("pvs_off").begin_object();
    write_counts(j, other);
    j.end_object();
    scene.compute_visibility(view, {.use_pvs = !options.no_pvs, .use_frustum = false}, other);
    j.key("frustum_off").begin_object();
    write_counts(j, other);
    j.end_object();
    scene.compute_visibility(view, {.use_pvs = false, .use_frustum = false}, other);
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
        loaded = load_map({options.map, options.game_dirs, options.patch_level});
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
        SceneRenderer scene(loaded.map, *loaded.vfs);
        for (const std::string& name : scene.world().missing_textures())
            std::fprintf(stderr, "bspview: missing texture: %s\n", name.c_str());

        const Camera camera = camera_from_options(options, loaded.map);
        const RenderView view = make_render_view(camera, options.width, options.height, far_plane_for(loaded.map));
        RenderSettings settings;
        settings.mode = parse_view_mode(options.view).value_or(ViewMode::Lit);

        OffscreenTarget target(options.width, options.height);
        target.bind();
        const FrameResult frame =
            scene.render(view, {.use_pvs = !options.no_pvs, .use_frustum = !options.no_frustum}, settings);
        const auto pixels = target.read_rgba();
        if (!write_png(options.screenshot_path, options.width, options.height, pixels)) {
            std::fprintf(stderr, "bspview: cannot write %s\n", options.screenshot_path.c_str());
            return 1;
        }
        if (options.stats) print_stats(options, camera, scene, view, frame);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        return 1;
    }
    return 0;
}

}  // namespace bsp

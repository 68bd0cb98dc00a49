// --bench: loads the map, renders the benchmark path offscreen twice (culling on,
// then everything drawn as a baseline from the same run) and prints one JSON
// object: load phases, then per path median/p95 of visibility CPU time, frame
// time (CPU, to glFinish; split into issuing the commands and the wait) and GPU time
// (a GL_TIME_ELAPSED query), a clear-only frame as the floor under them, the path's
// time per frame drawn back to back without waiting, draw calls and
// visible leaves/surfaces/triangles, the culled/baseline ratios, and the process's
// peak memory. The path is the spawn-point tour, or --path FILE. With --views FILE,
// each camera of the file is timed on its own after warm-up frames instead (the
// way side-by-side comparisons with an engine are made), one entry per view.
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <fstream>
#include <sstream>
#include <utility>

#include "app/offscreen_session.h"
#include "app/run_modes.h"
#include "core/json_writer.h"
#include "core/stopwatch.h"
#include "core/load_error.h"
#include "core/printable_text.h"
#include "render/gl/background_pass.h"
#include "render/gl/gpu_timer.h"
#include "render/gl/offscreen_target.h"
#include "render/gl/scene_renderer.h"
#include "session/bench_path.h"
#include "session/camera_view.h"
#include "vis/camera_leaf.h"

namespace bsp {

namespace {

constexpr int kDefaultBenchFrames = 300;
constexpr int kViewWarmupFrames = 5;   // --views: frames drawn before each view is timed
constexpr int kDefaultViewFrames = 30;  // --views: timed frames per view

struct PathSamples {
    std::vector<double> vis_ms, frame_ms, gpu_ms, draw_calls, passes, leaves, surfaces, triangles;
    // frame_ms split in two: issuing the frame's GL commands (ours: visibility,
    // planning, state, draws) and then waiting in glFinish for the GPU and driver.
    std::vector<double> submit_ms, finish_wait_ms;
    std::vector<double> pairs;  // distinct (texture, lightmap page) pairs visible: the draw-call yardstick
    int void_frames = 0;
};

PathSamples run_path(SceneRenderer& scene, const std::vector<Camera>& path, int width, int height,
                     float far_plane, const VisOptions& vis, const RenderSettings& settings) {
    PathSamples s;
    GpuTimer gpu;
    for (const Camera& camera : path) {
        const RenderView view = make_render_view(camera, width, height, far_plane);
        Stopwatch clock;
        gpu.begin();
        const FrameResult r = scene.render(view, vis, settings);
        gpu.end();
        const double submitted = clock.elapsed_ms();
        glFinish();
        s.frame_ms.push_back(clock.elapsed_ms());
        s.submit_ms.push_back(submitted);
        s.finish_wait_ms.push_back(s.frame_ms.back() - submitted);
        s.gpu_ms.push_back(gpu.elapsed_ms());
        s.vis_ms.push_back(r.vis_ms);
        s.draw_calls.push_back(r.draw.draw_calls);
        s.passes.push_back(r.draw.passes);
        const VisibleSet& v = scene.visible();
        s.leaves.push_back(v.leaf_count);
        s.surfaces.push_back(v.surface_count);
        s.triangles.push_back(double(v.triangle_count));
        if (v.camera_cluster < 0) ++s.void_frames;
        std::vector<std::pair<int32_t, int>> seen;
        for (const VisibleGroup& g : v.groups) {
            const DrawGroup& dg = scene.world().groups()[g.group];
            seen.emplace_back(dg.texture_slot, dg.lightmap_page);
        }
        std::sort(seen.begin(), seen.end());
        s.pairs.push_back(double(std::unique(seen.begin(), seen.end()) - seen.begin()));
    }
    return s;
}

void write_stat(JsonWriter& j, const char* name, const std::vector<double>& v) {
    j.key(name).begin_object().field("median", median(v)).field("p95", percentile(v, 0.95)).end_object();
}

void write_path(JsonWriter& j, const PathSamples& s) {
    j.begin_object();
    write_stat(j, "vis_ms", s.vis_ms);
    write_stat(j, "frame_ms", s.frame_ms);
    write_stat(j, "gpu_frame_ms", s.gpu_ms);
    write_stat(j, "submit_ms", s.submit_ms);
    write_stat(j, "finish_wait_ms", s.finish_wait_ms);
    write_stat(j, "draw_calls", s.draw_calls);
    write_stat(j, "passes", s.passes);
    write_stat(j, "texture_lightmap_pairs", s.pairs);
    write_stat(j, "leaves", s.leaves);
    write_stat(j, "surfaces", s.surfaces);
    write_stat(j, "triangles", s.triangles);
    j.field("frames_in_void", s.void_frames);
    j.end_object();
}

// The floor under every frame_ms above: a frame that only clears the target, timed
// the same way (GPU query, glFinish), its two halves on their own, and the depth clear
// with the background pass (render/gl/background_pass.h), the floor where the frame
// draws its background that way: the pass then covers the whole view. Where clears are
// not free (no fast clear; the H200 writes every byte), they are most of an almost
// empty frame. The four are taken in turn, in a rotating order, with the scene's clear
// colour (a fast clear may special-case black). What is left above is the map's cost.
void write_empty_frame(JsonWriter& j, int frames) {
    GpuTimer gpu;
    BackgroundPass background;
    background.prepare();
    const glm::vec3 colour = RenderSettings{}.clear_color;
    std::vector<double> frame_ms, gpu_ms, colour_gpu_ms, depth_gpu_ms, pass_gpu_ms, finish_only_ms;
    const auto timed = [&](const auto& draw, std::vector<double>* cpu, std::vector<double>& gpu_out) {
        Stopwatch clock;
        gpu.begin();
        draw();
        gpu.end();
        glFinish();
        if (cpu) cpu->push_back(clock.elapsed_ms());
        gpu_out.push_back(gpu.elapsed_ms());
    };
    glClearColor(colour.r, colour.g, colour.b, 1.0f);
    for (int i = 0; i < frames; ++i) {
        Stopwatch idle;  // a glFinish with nothing to wait for: the driver's round trip alone
        glFinish();
        finish_only_ms.push_back(idle.elapsed_ms());
        for (int k = 0; k < 4; ++k) {
            glDepthMask(GL_TRUE);
            switch ((i + k) % 4) {
                case 0: timed([] { glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT); }, &frame_ms, gpu_ms); break;
                case 1: timed([] { glClear(GL_COLOR_BUFFER_BIT); }, nullptr, colour_gpu_ms); break;
                case 2: timed([] { glClear(GL_DEPTH_BUFFER_BIT); }, nullptr, depth_gpu_ms); break;
                case 3:
                    timed([&] {
                        glClear(GL_DEPTH_BUFFER_BIT);
                        background.draw(colour);
                    }, nullptr, pass_gpu_ms);
                    break;
            }
        }
    }
    j.key("empty_frame").begin_object();
    write_stat(j, "frame_ms", frame_ms);
    write_stat(j, "gpu_frame_ms", gpu_ms);
    write_stat(j, "colour_clear_gpu_ms", colour_gpu_ms);
    write_stat(j, "depth_clear_gpu_ms", depth_gpu_ms);
    write_stat(j, "depth_clear_and_background_pass_gpu_ms", pass_gpu_ms);
    write_stat(j, "finish_only_ms", finish_only_ms);
    j.end_object();
}

// The path drawn back to back with one glFinish at the end, as a frame loop that
// does not wait for each frame sees it: CPU and GPU overlap, so this is the time
// per frame at full throughput (no per-frame synchronisation in it).
double pipelined_frame_ms(SceneRenderer& scene, const std::vector<Camera>& path, int width, int height,
                          float far_plane, const RenderSettings& settings) {
    glFinish();
    Stopwatch clock;
    for (const Camera& camera : path) scene.render(make_render_view(camera, width, height, far_plane), {}, settings);
    glFinish();
    return path.empty() ? 0.0 : clock.elapsed_ms() / double(path.size());
}

// What drew the frames: the GL renderer, whether its timer queries mean anything and
// how it gives the background (render/gl/background_pass.h).
void write_renderer(JsonWriter& j, OffscreenSession& session) {
    j.field("renderer", session.gl->renderer_name());
    j.field("gpu_times_meaningful", gpu_times_are_meaningful());
    j.field("background", session.shown->scene().world().background_by_pass(BackgroundFill::Auto) ? "pass" : "clear");
}

double ratio(const std::vector<double>& a, const std::vector<double>& b) {
    const double mb = median(b);
    return mb > 0 ? median(a) / mb : 0.0;
}

// Peak resident memory of this process so far, in MiB.
double peak_rss_mib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

std::vector<Camera> read_cameras(const std::string& file, float fov_x) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw LoadError(file, "", "cannot be read");
    std::ostringstream text;
    text << in.rdbuf();
    return parse_camera_file(text.str(), file, fov_x);
}

// --views: each camera alone, warm-up frames first, then `frames` timed ones.
void write_views(JsonWriter& j, SceneRenderer& scene, const std::vector<Camera>& views, int frames, int width,
                 int height, float far_plane, const RenderSettings& settings) {
    j.key("views").begin_array();
    for (size_t i = 0; i < views.size(); ++i) {
        std::vector<Camera> repeated(size_t(kViewWarmupFrames + frames), views[i]);
        PathSamples s = run_path(scene, repeated, width, height, far_plane, {}, settings);
        for (std::vector<double>* v : {&s.vis_ms, &s.frame_ms, &s.gpu_ms, &s.submit_ms, &s.finish_wait_ms, &s.draw_calls,
                                       &s.passes, &s.triangles})
            v->erase(v->begin(), v->begin() + kViewWarmupFrames);
        j.begin_object();
        j.field("view", int(i + 1));
        j.field("camera", camera_file_line(views[i]));
        const auto [min_frame, max_frame] = std::minmax_element(s.frame_ms.begin(), s.frame_ms.end());
        j.key("frame_ms").begin_object().field("median", median(s.frame_ms)).field("min", *min_frame)
            .field("max", *max_frame).end_object();
        write_stat(j, "gpu_frame_ms", s.gpu_ms);
        write_stat(j, "submit_ms", s.submit_ms);
        write_stat(j, "finish_wait_ms", s.finish_wait_ms);
        write_stat(j, "vis_ms", s.vis_ms);
        j.field("draw_calls", median(s.draw_calls)).field("passes", median(s.passes)).field("triangles", median(s.triangles));
        j.end_object();
    }
    j.end_array();
}

// The frames drawn while textures stream in after the first (lit) frame, as the
// viewer draws them: each uploads what was decoded by then, within the budget.
struct StreamingFrames {
    size_t images = 0, frames = 0;
    double max_upload_ms = 0;  // the most one frame spent uploading (the 4 ms rule)
    double max_frame_ms = 0;   // the slowest of those frames, upload and drawing
    std::vector<MissingMaterial> missing;  // streamed images that did not decode
};

// `missing_before`: the missing textures known before streaming began.
StreamingFrames stream_in_textures(ShownMap& shown, const RenderView& view, size_t missing_before) {
    StreamingFrames s;
    s.images = shown.textures_to_stream();
    // The viewer's loop with a still camera: before each frame the decoded images are
    // uploaded within the budget, and the frame is drawn when ShownMap says so; the
    // last one drawn, once every texture is in, is the first full frame.
    while (shown.textures_streaming()) {
        Stopwatch frame;
        const bool draw = shown.stream_textures_for_frame(/*view_changing=*/false);
        s.max_upload_ms = std::max(s.max_upload_ms, shown.last_upload_ms());  // not the wait for a decode
        if (!draw) continue;
        shown.scene().render(view, {}, {});
        glFinish();
        s.max_frame_ms = std::max(s.max_frame_ms, frame.elapsed_ms());
        ++s.frames;
    }
    const std::vector<MissingMaterial>& missing = shown.scene().world().missing_textures();
    s.missing.assign(missing.begin() + std::ptrdiff_t(missing_before), missing.end());
    return s;
}

void write_streaming(JsonWriter& j, const StreamingFrames& s) {
    j.key("texture_streaming").begin_object();
    j.field("images", uint64_t(s.images)).field("frames", uint64_t(s.frames));
    j.field("max_upload_ms_per_frame", s.max_upload_ms).field("max_frame_ms", s.max_frame_ms);
    j.end_object();
}

// The material textures as the GL holds them once every image came: their bytes
// (S3TC blocks where they went up as such) and how many went up compressed.
void write_texture_memory(JsonWriter& j, const SceneRenderer& scene) {
    const MaterialTable& table = scene.world().material_table();
    j.key("textures").begin_object();
    j.field("count", uint64_t(table.texture_count()));
    j.field("compressed", uint64_t(table.compressed_texture_count()));
    j.field("gl_mib", double(table.texture_bytes()) / (1024.0 * 1024.0));
    j.end_object();
}

}  // namespace

int run_bench(const CliOptions& options) {
    Stopwatch total;
    int exit_code = 0;
    // Textures stream in as in the viewer: the first frame is lit (lightmaps on white),
    // and the frames after it upload what has been decoded.
    const auto session = open_offscreen_session(options, exit_code, /*stream_textures=*/true);
    if (!session) return exit_code;
    ShownMap& shown = *session->shown;
    SceneRenderer& scene = shown.scene();
    try {
        const std::vector<Camera> views =
            options.bench_views.empty() ? std::vector<Camera>{} : read_cameras(options.bench_views, options.fov);
        const int frames = options.frames > 0 ? options.frames
                           : views.empty()    ? kDefaultBenchFrames
                                              : kDefaultViewFrames;
        const auto path = !options.bench_path.empty() ? read_cameras(options.bench_path, options.fov)
                          : !views.empty()             ? views
                                                       : bench_path(shown.map(), frames, options.fov);
        const float far_plane = shown.far_plane();
        // The bench draws the default look; of the look's flags it takes those that switch
        // a whole pass or effect on and off (prop models, the 3D sky box, fog), to time
        // each effect by running the bench with it and without it.
        RenderSettings look;
        look.props = options.props;
        look.props_show_faded = options.props_show_faded;
        look.skybox3d = options.skybox3d;
        look.overlays = options.overlays;
        look.envmaps = options.envmaps;
        look.fog = options.fog_volumes;
        session->target->bind();
        const RenderView first_view = make_render_view(path.front(), options.width, options.height, far_plane);
        // The missing textures known before streaming; those streaming finds come after.
        const size_t missing_before = scene.world().missing_textures().size();
        Stopwatch first_draw;
        shown.stream_textures_for_frame(/*view_changing=*/false);  // as the viewer's first frame
        scene.render(first_view, {}, {});
        glFinish();
        const double first_draw_ms = first_draw.elapsed_ms();
        const double first_lit_frame_ms = total.elapsed_ms();
        const StreamingFrames streaming = stream_in_textures(shown, first_view, missing_before);
        const double first_frame_ms = total.elapsed_ms();
        for (const MissingMaterial& m : streaming.missing)
            std::fprintf(stderr, "bspview: missing texture: %s\n", printable_text(m.text()).c_str());

        JsonWriter j;
        if (!views.empty()) {
            j.begin_object();
            j.field("map", options.map);
            j.field("size", std::to_string(options.width) + "x" + std::to_string(options.height));
            write_renderer(j, *session);
            j.field("warmup_frames", kViewWarmupFrames).field("frames_per_view", frames);
            j.field("first_lit_frame_ms", first_lit_frame_ms);
            j.field("total_to_first_frame_ms", first_frame_ms);
            write_streaming(j, streaming);
            write_texture_memory(j, scene);
            write_views(j, scene, views, frames, options.width, options.height, far_plane, look);
            j.field("peak_rss_mib", peak_rss_mib());
            j.end_object();
            std::printf("%s\n", j.str().c_str());
            return 0;
        }
        const PathSamples culled = run_path(scene, path, options.width, options.height, far_plane, {}, look);
        const PathSamples baseline = run_path(scene, path, options.width, options.height, far_plane,
                                              {.use_pvs = false, .use_frustum = false}, look);
        const double pipelined_ms = pipelined_frame_ms(scene, path, options.width, options.height, far_plane, look);

        // Visibility alone over the same path: the in-frame figure above runs with
        // caches cold from rasterizing (llvmpipe shares the CPU), this one warm.
        std::vector<double> vis_only;
        VisibleSet scratch;
        for (const Camera& camera : path) {
            const RenderView view = make_render_view(camera, options.width, options.height, far_plane);
            Stopwatch clock;
            scene.compute_visibility(view, {}, scratch);
            vis_only.push_back(clock.elapsed_ms());
        }

        const LoadTimings& lt = shown.loaded().timings;
        const UploadTimings& ut = scene.world().timings();
        j.begin_object();
        j.field("map", options.map);
        j.field("size", std::to_string(options.width) + "x" + std::to_string(options.height));
        j.field("frames", int(path.size()));
        j.field("path", options.bench_path.empty() ? std::string("spawn points") : options.bench_path);
        write_renderer(j, *session);
        j.key("load_ms").begin_object();
        j.field("read", lt.read_ms).field("parse", lt.parse_ms).field("tessellation", lt.tessellate_ms);
        j.field("external_lightmaps", lt.lightmaps_ms);
        j.field("textures", lt.textures_ms + ut.textures_ms);
        j.field("texture_decode", lt.textures_ms).field("texture_upload", ut.textures_ms);
        j.field("gpu_upload", ut.lightmaps_ms + ut.geometry_ms);
        j.field("renderer_build", session->upload_ms);
        j.field("gl_context", session->gl_context_ms);
        j.field("first_draw", first_draw_ms);
        j.field("first_lit_frame", first_lit_frame_ms);
        j.field("total_to_first_frame", first_frame_ms);
        j.end_object();
        write_streaming(j, streaming);
        write_texture_memory(j, scene);
        j.key("culled");
        write_path(j, culled);
        j.key("vis_only_ms").begin_object().field("median", median(vis_only)).field("p95", percentile(vis_only, 0.95))
            .end_object();
        j.field("culled_pipelined_frame_ms", pipelined_ms);
        write_empty_frame(j, frames);
        j.key("baseline_no_culling");
        write_path(j, baseline);
        j.key("ratios_culled_over_baseline").begin_object();
        j.field("triangles", ratio(culled.triangles, baseline.triangles));
        j.field("surfaces", ratio(culled.surfaces, baseline.surfaces));
        j.field("draw_calls", ratio(culled.draw_calls, baseline.draw_calls));
        j.field("frame_ms", ratio(culled.frame_ms, baseline.frame_ms));
        j.field("gpu_frame_ms", ratio(culled.gpu_ms, baseline.gpu_ms));
        j.end_object();
        j.field("peak_rss_mib", peak_rss_mib());
        j.end_object();
        std::printf("%s\n", j.str().c_str());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        return 1;
    }
    return 0;
}

}  // namespace bsp

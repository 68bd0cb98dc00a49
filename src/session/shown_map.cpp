#include "session/shown_map.h"

#include <algorithm>

#include "core/stopwatch.h"
#include "map/patch_tessellation.h"
#include "session/camera_view.h"

namespace bsp {

ShownMap::ShownMap(std::unique_ptr<LoadedMap> loaded)
    : loaded_(std::move(loaded)),
      scene_(std::make_unique<SceneRenderer>(loaded_->map, std::move(loaded_->materials))),
      streamer_(std::move(loaded_->streamer)),
      stream_total_(streamer_ ? streamer_->total() : 0),
      lightmap_rects_(surface_lightmap_rects(loaded_->map, scene_->world().atlas())),
      far_plane_(far_plane_for(loaded_->map)) {}

void ShownMap::upload_streamed(const ImageStreamer::Ready& ready) {
    scene_->stream_image(ready.image, ready.decoded, ready.problem);
}

namespace {

double size_mib(const MaterialImage& image) {
    return double(image.pixel_bytes()) / (1024.0 * 1024.0);
}

}  // namespace

size_t ShownMap::stream_textures(double budget_ms) {
    last_upload_ms_ = 0;
    if (!textures_streaming()) return 0;
    Stopwatch clock;
    size_t uploaded = 0;
    double slowest_ms = 0;  // the slowest upload so far: the next may take as long
    for (;;) {
        if (uploaded > 0 && clock.elapsed_ms() + slowest_ms > budget_ms) break;
        std::optional<ImageStreamer::Ready> ready;
        if (held_) ready.swap(held_);
        else ready = streamer_->take();
        if (!ready) break;
        const double mib = size_mib(ready->decoded);
        // Without workers take() decoded it here: uploading it now beats holding it.
        if (uploaded > 0 && mib >= UploadRate::kLargeImageMib && streamer_->has_workers() &&
            clock.elapsed_ms() + large_upload_rate_.expected_ms(mib) > budget_ms) {
            held_ = std::move(ready);
            break;
        }
        const double before = clock.elapsed_ms();
        upload_streamed(*ready);
        const double took = clock.elapsed_ms() - before;
        slowest_ms = std::max(slowest_ms, took);
        large_upload_rate_.record(took, mib);
        ++uploaded;
        uploaded_images_.release(std::move(*ready));
    }
    // The streamer stays until the map goes: its last worker may still be trimming
    // the image cache, which the GL thread must not wait for.
    last_upload_ms_ = clock.elapsed_ms();
    return uploaded;
}

bool ShownMap::stream_textures_for_frame(bool view_changing) {
    last_upload_ms_ = 0;
    if (!textures_streaming()) return true;
    if (!drawn_once_) {
        // The first frame comes before any upload: on white, as soon as it can.
        drawn_once_ = true;
        since_drawn_.restart();
        return true;
    }
    const size_t uploaded = stream_textures();
    uploaded_since_drawn_ += uploaded;
    const bool draw = view_changing || !textures_streaming() ||
                      (uploaded_since_drawn_ > 0 && since_drawn_.elapsed_ms() >= kMaxStreamSkipMs);
    if (draw) {
        since_drawn_.restart();
        uploaded_since_drawn_ = 0;
        return true;
    }
    // Nothing was ready: wait a moment for the next image rather than spin (events are
    // still handled within the budget).
    if (uploaded == 0) streamer_->wait_ready(kStreamBudgetMs);
    return false;
}

void ShownMap::finish_textures() {
    if (!streamer_) return;
    if (held_) {
        upload_streamed(*held_);
        held_.reset();
    }
    while (std::optional<ImageStreamer::Ready> ready = streamer_->take_waiting()) upload_streamed(*ready);
}

ViewedMap ShownMap::viewed() const {
    return {.map = &loaded_->map,
            .scene = scene_.get(),
            .lightmap_rects = &lightmap_rects_,
            .name = loaded_->location.display_name};
}

FrameResult ShownMap::render(const ViewState& view, int width, int height, int x, int y) {
    RenderView render_view = make_render_view(view.camera, width, height, far_plane_);
    render_view.x = x;
    render_view.y = y;
    return scene_->render(render_view, view.vis, view.render, view.frozen, view.debug);
}

SurfaceHit ShownMap::pick(const ViewState& view, int width, int height, float x, float y,
                          const std::vector<uint32_t>& candidates) const {
    const RenderView v = make_render_view(view.camera, width, height, far_plane_);
    const Ray ray = ray_through_pixel(v.projection * v.view, width, height, x, y);
    return pick_surface(loaded_->map, candidates, ray);
}

PropHit ShownMap::pick_prop(const ViewState& view, int width, int height, float x, float y) const {
    const RenderView v = make_render_view(view.camera, width, height, far_plane_);
    const Ray ray = ray_through_pixel(v.projection * v.view, width, height, x, y);
    return bsp::pick_prop(loaded_->map, scene_->props(), ray);
}

MarkerHit ShownMap::pick_marker(const ViewState& view, int width, int height, float x, float y) const {
    const RenderView v = make_render_view(view.camera, width, height, far_plane_);
    return pick_entity_marker(loaded_->map, v.projection * v.view, width, height, x, y);
}

PointerHover ShownMap::hover(const ViewState& view, int width, int height, float x, float y,
                            const std::vector<uint32_t>& candidates) const {
    PointerHover out;
    const std::vector<MissingMaterial>& missing = scene_->world().missing_textures();
    MarkerHit marker;
    if (view.debug.entity_markers) marker = pick_marker(view, width, height, x, y);
    // The ray test costs more than the markers: only when a marker or a missing texture may answer.
    if (marker.entity < 0 && missing.empty()) return out;
    const SurfaceHit hit = pick(view, width, height, x, y, candidates);
    if (marker.entity >= 0 && marker_beats_surface(marker, hit)) {
        out.entity = marker.entity;
        return out;
    }
    const Map& map = loaded_->map;
    if (hit.surface < 0 || size_t(hit.surface) >= map.surfaces.size()) return out;
    const int32_t material = map.surfaces[size_t(hit.surface)].material;
    if (material < 0 || size_t(material) >= map.materials.size()) return out;
    for (const MissingMaterial& m : missing)
        if (m.name == map.materials[size_t(material)].name) {
            out.missing_texture = m.text();
            break;
        }
    return out;
}

void ShownMap::tessellate(int patch_level, const MemoryBudget& budget) {
    tessellate_patches(loaded_->map, patch_level, budget);
    scene_->rebuild_geometry();
    lightmap_rects_ = surface_lightmap_rects(loaded_->map, scene_->world().atlas());
}

}  // namespace bsp

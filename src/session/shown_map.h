#pragma once
// A loaded map with everything built for drawing it: its renderer (GPU upload done
// on construction, on the GL thread) and the per-surface lightmap rectangles the
// face records and the atlas panel read. What the viewer shows and what
// --screenshot and --bench draw.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "assets/image_streamer.h"
#include "core/background_release.h"
#include "core/stopwatch.h"
#include "render/entity_marker_pick.h"
#include "render/prop_pick.h"
#include "render/lightmap_rects.h"
#include "render/gl/scene_renderer.h"
#include "session/map_loading.h"
#include "session/upload_rate.h"
#include "session/view_state.h"
#include "vis/surface_picker.h"

namespace bsp {

struct PointerHover {
    int32_t entity = -1;          // the entity marker under the pointer, -1: none
    std::string missing_texture;  // else the missing texture of the face under it
    bool operator==(const PointerHover&) const = default;
};

class ShownMap {
public:
    // Uploads `loaded` (its texture bundle moves into the renderer). Needs a current
    // GL context; throws what SceneRenderer throws.
    explicit ShownMap(std::unique_ptr<LoadedMap> loaded);

    const Map& map() const { return loaded_->map; }
    const LoadedMap& loaded() const { return *loaded_; }
    SceneRenderer& scene() { return *scene_; }
    const SceneRenderer& scene() const { return *scene_; }
    const std::vector<LightmapRect>& lightmap_rects() const { return lightmap_rects_; }
    float far_plane() const { return far_plane_; }
    ViewedMap viewed() const;

    // One frame of `view` into the bound framebuffer.
    // (x, y): the view's bottom-left pixel in the framebuffer (GL's origin).
    FrameResult render(const ViewState& view, int width, int height, int x = 0, int y = 0);

    // Textures still streaming (LoadRequest::stream_textures): the first frames draw
    // white in their place, times the lightmaps. Each call uploads the images decoded
    // by now, within `budget_ms` of this thread's time; returns how many it uploaded.
    // An upload is started only when it is expected to fit: as slow as the slowest so
    // far in this call, or, for a large image, as its size at the slowest recent rate
    // (session/upload_rate.h; a sky box face after small textures took a 4 ms frame
    // to 5); a large one that would not fit waits for the next call, whose first
    // upload it is. One at least, so streaming always ends. The uploaded pixels are
    // freed on another thread (core/background_release.h).
    static constexpr double kStreamBudgetMs = 4.0;
    size_t stream_textures(double budget_ms = kStreamBudgetMs);
    // What a frame loop calls before each frame while textures stream: uploads for
    // up to kStreamBudgetMs, then says whether to draw the frame. The first frame is
    // drawn at once, before any upload (the map lit, on white); after it, with a still view (`view_changing` false: no input, the camera
    // at rest) a frame is drawn only when the last texture is in, or every
    // kMaxStreamSkipMs to show the progress;
    // otherwise the loop comes back at once (events handled, nothing held up for
    // more than the budget). Drawing each time an image came would cost a frame per
    // image (tens of ms on a software renderer, on the cores decoding the rest).
    // With a moving view every frame is drawn, with the budget's uploads before it.
    static constexpr double kMaxStreamSkipMs = 250.0;
    bool stream_textures_for_frame(bool view_changing);
    // Waits for every streamed texture and uploads it (screenshots, scripted runs).
    void finish_textures();
    bool textures_streaming() const { return streamer_ && (!streamer_->finished() || held_); }
    // Streamed textures uploaded so far, and of how many (0 of 0 when none streamed).
    size_t textures_streamed() const { return streamer_ ? streamer_->taken() - (held_ ? 1 : 0) : stream_total_; }
    // How long the last stream_textures (or stream_textures_for_frame) spent uploading.
    double last_upload_ms() const { return last_upload_ms_; }
    size_t textures_to_stream() const { return stream_total_; }
    // The surface under pixel (x, y) of a width×height picture of `view`, among
    // `candidates` (what is drawn there).
    SurfaceHit pick(const ViewState& view, int width, int height, float x, float y,
                    const std::vector<uint32_t>& candidates) const;
    // The entity marker under pixel (x, y), whether or not markers are drawn.
    MarkerHit pick_marker(const ViewState& view, int width, int height, float x, float y) const;
    // The placed model under pixel (x, y), among those the last frame drew.
    PropHit pick_prop(const ViewState& view, int width, int height, float x, float y) const;
    // What the pointer resting on pixel (x, y) gets a label for: the entity marker
    // there (when markers are drawn and it is not behind the face there), else the
    // missing texture of the face there ("name" or "name: why"), else nothing.
    PointerHover hover(const ViewState& view, int width, int height, float x, float y,
                       const std::vector<uint32_t>& candidates) const;
    // Tessellates the patches again at `patch_level` and rebuilds what depends on them.
    void tessellate(int patch_level, const MemoryBudget& budget);

private:
    void upload_streamed(const ImageStreamer::Ready& ready);

    std::unique_ptr<LoadedMap> loaded_;     // the renderer refers to its Map:
    std::unique_ptr<SceneRenderer> scene_;  // declared after it, destroyed before it
    std::unique_ptr<ImageStreamer> streamer_;  // reads loaded_'s vfs: destroyed before it; null when none
    size_t stream_total_ = 0;
    std::optional<ImageStreamer::Ready> held_;  // taken, but left for the next call: it would not fit
    BackgroundRelease uploaded_images_;         // frees the pixels of the images stream_textures uploaded
    UploadRate large_upload_rate_;
    Stopwatch since_drawn_;  // since stream_textures_for_frame last said to draw
    size_t uploaded_since_drawn_ = 0;
    double last_upload_ms_ = 0;
    bool drawn_once_ = false;  // the first frame is always drawn: the map lit, on white
    std::vector<LightmapRect> lightmap_rects_;
    float far_plane_ = 0;
};

}  // namespace bsp

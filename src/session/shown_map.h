#pragma once
// A loaded map with everything built for drawing it: its renderer (GPU upload done
// on construction, on the GL thread) and the per-surface lightmap rectangles the
// face records and the atlas panel read. What the viewer shows and what
// --screenshot and --bench draw.
#include <memory>
#include <string>
#include <vector>

#include "render/entity_marker_pick.h"
#include "render/lightmap_rects.h"
#include "render/gl/scene_renderer.h"
#include "session/map_loading.h"
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
    FrameResult render(const ViewState& view, int width, int height);
    // The surface under pixel (x, y) of a width×height picture of `view`, among
    // `candidates` (what is drawn there).
    SurfaceHit pick(const ViewState& view, int width, int height, float x, float y,
                    const std::vector<uint32_t>& candidates) const;
    // The entity marker under pixel (x, y), whether or not markers are drawn.
    MarkerHit pick_marker(const ViewState& view, int width, int height, float x, float y) const;
    // What the pointer resting on pixel (x, y) gets a label for: the entity marker
    // there (when markers are drawn and it is not behind the face there), else the
    // missing texture of the face there ("name" or "name: why"), else nothing.
    PointerHover hover(const ViewState& view, int width, int height, float x, float y,
                       const std::vector<uint32_t>& candidates) const;
    // Tessellates the patches again at `patch_level` and rebuilds what depends on them.
    void tessellate(int patch_level, const MemoryBudget& budget);

private:
    std::unique_ptr<LoadedMap> loaded_;     // the renderer refers to its Map:
    std::unique_ptr<SceneRenderer> scene_;  // declared after it, destroyed before it
    std::vector<LightmapRect> lightmap_rects_;
    float far_plane_ = 0;
};

}  // namespace bsp

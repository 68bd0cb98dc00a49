#include "session/shown_map.h"

#include "map/patch_tessellation.h"
#include "session/camera_view.h"

namespace bsp {

ShownMap::ShownMap(std::unique_ptr<LoadedMap> loaded)
    : loaded_(std::move(loaded)),
      scene_(std::make_unique<SceneRenderer>(loaded_->map, std::move(loaded_->materials))),
      lightmap_rects_(surface_lightmap_rects(loaded_->map, scene_->world().atlas())),
      far_plane_(far_plane_for(loaded_->map)) {}

ViewedMap ShownMap::viewed() const {
    return {.map = &loaded_->map,
            .scene = scene_.get(),
            .lightmap_rects = &lightmap_rects_,
            .name = loaded_->location.display_name};
}

FrameResult ShownMap::render(const ViewState& view, int width, int height) {
    return scene_->render(make_render_view(view.camera, width, height, far_plane_), view.vis, view.render,
                          view.frozen, view.debug);
}

SurfaceHit ShownMap::pick(const ViewState& view, int width, int height, float x, float y,
                          const std::vector<uint32_t>& candidates) const {
    const RenderView v = make_render_view(view.camera, width, height, far_plane_);
    const Ray ray = ray_through_pixel(v.projection * v.view, width, height, x, y);
    return pick_surface(loaded_->map, candidates, ray);
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

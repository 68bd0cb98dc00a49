#include "session/view_state.h"

#include <variant>

#include "ui/shader_stages_readout.h"

namespace bsp {

namespace {

// One overload per view command; the catch-all leaves the rest to the caller.
struct ViewCommandVisitor {
    ViewState& view;
    const ViewedMap& map;

    bool operator()(const SetViewMode& c) { return view.render.mode = c.mode, true; }
    bool operator()(const SetSwitch& c) { return view.set_switch(c.which, c.on), true; }
    bool operator()(const ToggleSwitch& c) { return view.set_switch(c.which, !view.switch_on(c.which)), true; }
    // A panel asked for shows the interface again: it would not be seen otherwise.
    bool operator()(const ShowPanel& c) {
        if (c.on) view.interface_hidden = false;
        return view.panels[size_t(c.panel)] = c.on, true;
    }
    bool operator()(const TogglePanel& c) {
        if (view.interface_hidden) view.panels[size_t(c.panel)] = true;
        else view.panels[size_t(c.panel)] = !view.panels[size_t(c.panel)];
        view.interface_hidden = false;
        return true;
    }
    bool operator()(const ToggleInterface&) { return view.interface_hidden = !view.interface_hidden, true; }
    bool operator()(const SelectSurface& c) { return view.select_surface(c.surface, map), true; }
    bool operator()(const SelectEntity& c) { return view.select_entity(c.entity, map), true; }
    bool operator()(const FlyToSurface& c) {
        const int32_t surface = c.surface >= 0 ? c.surface : view.render.selected_surface;
        if (surface < 0 || !map.map || size_t(surface) >= map.map->surfaces.size()) return true;
        if (surface != view.render.selected_surface) view.select_surface(surface, map);
        view.camera = camera_facing_surface(*map.map, uint32_t(surface), view.camera);
        return true;
    }
    bool operator()(const SetGamma& c) { return view.render.gamma = c.gamma, true; }
    bool operator()(const SetTextureFilter& c) { return view.render.texture_filter = c.filter, true; }
    bool operator()(const SetStageBrightness& c) { return view.render.stage_brightness = c.brightness, true; }
    bool operator()(const SetFlares& c) { return view.render.flares = c.on, true; }
    bool operator()(const SetProps& c) {
        view.render.props = c.on;
        view.render.props_show_faded = c.show_faded;
        return true;
    }
    // One switch for fog: Quake 3's volumes and Source's distance fog.
    bool operator()(const SetFogVolumes& c) { return view.render.fog_volumes = view.render.fog = c.on, true; }
    bool operator()(const SetSkybox3d& c) { return view.render.skybox3d = c.on, true; }
    bool operator()(const SetOverlays& c) { return view.render.overlays = c.on, true; }
    bool operator()(const SetEnvmaps& c) { return view.render.envmaps = c.on, true; }
    bool operator()(const SetBumpMaps& c) { return view.render.bump_maps = c.on, true; }
    bool operator()(const SetLightStyles& c) { return view.render.light_styles = c.styles, true; }
    bool operator()(const SetLightmapLook& c) {
        view.render.exposure_stops = c.exposure_stops;
        view.render.heatmap = c.heatmap;
        return true;
    }
    bool operator()(const Teleport& c) {
        // Stand where a player placed on that origin would see from.
        view.camera.position = c.position + glm::vec3(0, 0, map.map ? map.map->spawn_eye_height : 0.0f);
        view.camera.yaw = c.yaw;
        view.camera.pitch = view.camera.roll = 0;
        return true;
    }
    template <typename Other>
    bool operator()(const Other&) {
        return false;
    }
};

}  // namespace

bool ViewState::apply(const UiCommand& command, const ViewedMap& map) {
    return std::visit(ViewCommandVisitor{*this, map}, command);
}

bool ViewState::switch_on(Switch which) const { return switch_flag(*this, which); }

void ViewState::set_switch(Switch which, bool on) { switch_flag(*this, which) = on; }

void ViewState::select_surface(int32_t surface, const ViewedMap& map, const SurfaceHit* hit) {
    render.selected_surface = surface;
    if (surface >= 0) debug.selected_prop = -1;
    selected_face.reset();
    if (surface >= 0 && map.map && map.lightmap_rects) {
        selected_face = describe_face(*map.map, *map.lightmap_rects, surface, hit);
        if (map.scene) note_missing_texture(*selected_face, map.scene->world().missing_textures());
        if (map.scene) note_shader_stages(*selected_face, *map.map, map.scene->world());
    }
}

void ViewState::select_entity(int32_t entity, const ViewedMap& map) {
    if (!map.map || entity < 0 || size_t(entity) >= map.map->entities.size()) entity = -1;
    debug.selected_entity = entity;
    debug.selected_prop = -1;  // select_prop sets it again when the entity is its prop
    if (entity >= 0) panels[size_t(Panel::Entities)] = true;
}

void ViewState::select_prop(int32_t placement, const ViewedMap& map) {
    if (!map.map || placement < 0 || size_t(placement) >= map.map->prop_placements.size()) placement = -1;
    selected_prop_materials.clear();
    if (placement < 0) {
        debug.selected_prop = -1;
        return;
    }
    select_surface(-1, map);
    const PropPlacement& p = map.map->prop_placements[size_t(placement)];
    select_entity(p.entity, map);  // -1 for a static prop: no entity stays highlighted
    debug.selected_prop = placement;
    if (map.scene) selected_prop_materials = prop_material_lines(*map.map, p, map.scene->world());
    panels[size_t(Panel::Entities)] = true;
}

UiState ViewState::ui_state(const ViewedMap& map, const FrameResult& last_frame,
                            const FrameHistory* history) const {
    UiState ui;
    ui.map = map.map;
    ui.scene = map.scene;
    ui.lightmap_rects = map.lightmap_rects;
    ui.map_name = map.name;
    ui.camera = {camera.position, camera.pitch, camera.yaw, camera.roll, camera.fov_x};
    ui.render = render;
    ui.vis = vis;
    ui.debug = debug;
    ui.frozen = frozen;
    ui.last_frame = last_frame;
    ui.history = history;
    ui.panels = panels;
    ui.interface_hidden = interface_hidden;
    ui.selected_face = selected_face;
    ui.selected_prop_materials = debug.selected_prop >= 0 ? selected_prop_materials : std::vector<std::string>{};
    if (map.scene && render.selected_surface >= 0)
        ui.selected_visibility = map.scene->explain_surface(render.selected_surface,
                                                            SceneRenderer::drawing_options(vis, render.mode), frozen);
    return ui;
}

}  // namespace bsp

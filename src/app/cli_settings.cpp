#include "app/cli_settings.h"

#include "session/opening_view.h"
#include "ui/overlay.h"

namespace bsp {

namespace {

RenderSettings render_settings_from(const CliOptions& options) {
    RenderSettings settings;
    settings.mode = parse_view_mode(options.view).value_or(ViewMode::Lit);
    settings.wireframe_overlay = options.wireframe_overlay;
    settings.time_seconds = options.time;
    settings.exposure_stops = options.exposure;
    settings.heatmap = options.heatmap;
    settings.texture_filter = options.texture_filter;
    settings.stage_brightness = options.stage_brightness;
    settings.flares = options.flares;
    settings.props = options.props;
    settings.props_show_faded = options.props_show_faded;
    settings.fog_volumes = options.fog_volumes;
    settings.fog = options.fog_volumes;
    settings.skybox3d = options.skybox3d;
    settings.overlays = options.overlays;
    settings.envmaps = options.envmaps;
    settings.bump_maps = options.bump_maps;
    if (options.all_light_styles) {
        settings.light_styles = LightStyleSelection::all();
    } else if (!options.light_styles.empty()) {
        settings.light_styles.on.reset();
        for (int style : options.light_styles) settings.light_styles.on.set(size_t(style));
    }
    return settings;
}

}  // namespace

ViewState view_state_from(const CliOptions& options) {
    ViewState view;
    view.camera.fov_x = options.fov;
    view.render = render_settings_from(options);
    view.vis = {.use_pvs = !options.no_pvs, .use_frustum = !options.no_frustum};
    view.debug = {.leaf_bounds = options.show_leaf_bounds,
                  .entity_markers = options.show_entities,
                  .light_probes = options.show_light_probes,
                  .area_portals = options.show_area_portals,
                  .vis_portals = options.show_portals};
    view.frozen = options.freeze_at.has_value();
    view.panels = Overlay::panels_from_names(options.overlay);
    return view;
}

Camera camera_from_options(const CliOptions& options, const Map& map, std::string* turned_note) {
    Camera c = default_camera(map, options.fov);
    if (turned_note) turned_note->clear();
    if (!options.position && !options.angles) {
        const OpeningView opening = first_view(map, options.fov, render_settings_from(options).light_styles);
        if (turned_note) *turned_note = opening.note;
        return opening.camera;
    }
    if (options.position) c.position = *options.position;
    if (options.angles) {
        c.pitch = options.angles->x;
        c.yaw = options.angles->y;
        c.roll = options.angles->z;
    } else if (options.position) {
        c.pitch = c.yaw = c.roll = 0;  // a bare position keeps Quake's default view angles
    }
    c.fov_x = options.fov;
    return c;
}

}  // namespace bsp

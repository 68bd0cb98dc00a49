// --screenshot: one frame through the viewer's code path into an offscreen
// framebuffer, written as a PNG; --stats adds that frame's visibility figures as
// one JSON object on stdout (and the same counts with the PVS off and with the
// frustum off, so a reader can see what each test removed). Every debugging view
// and switch of the viewer can be set here too (--view, --show-*, --freeze-at,
// --pick, --overlay), so tests and docs see what a person sees.
#include <algorithm>
#include <cstdio>
#include <exception>
#include <optional>

#include <glad/gl.h>

#include "app/cli_settings.h"
#include "app/offscreen_session.h"
#include "app/run_modes.h"
#include "core/json_writer.h"
#include "render/gl/offscreen_target.h"
#include "render/debug_geometry.h"
#include "render/png_writer.h"
#include "session/camera_view.h"
#include "session/shown_map.h"
#include "ui/face_record.h"
#include "ui/headless_overlay.h"
#include "ui/shader_stages_readout.h"
#include "vis/point_contents.h"

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
                 const RenderView& view, const FrameResult& frame, const FaceRecord* pick,
                 const SurfaceVisibility* pick_visibility, int32_t picked_entity, int32_t picked_prop, const std::string& turned,
                 const PointerHover* hover) {
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
    // Why the spawn's view was turned to something to see ("" when it was not).
    j.field("first_view_turned", turned);
    if (hover) {  // --mouse: what the overlay labels there
        j.key("mouse_hover").begin_object().field("entity", int64_t(hover->entity));
        j.field("missing_texture", hover->missing_texture).end_object();
    }
    j.field("size", std::to_string(view.width) + "x" + std::to_string(view.height));
    j.field("view", options.view);
    j.field("camera_leaf", int64_t(v.camera_leaf));
    j.field("camera_cluster", int64_t(v.camera_cluster));
    {
        const Map& map = scene.map();
        const PointContents contents = contents_at(map, scene.visibility_view().eye);
        j.field("camera_contents", contents_name(map, contents));
        const CameraLeafNote note = camera_leaf_note(map, contents);
        j.field("camera_warning", note.warning ? note.text : std::string());
        j.field("camera_note", note.warning ? std::string() : note.text);
    }
    j.field("pvs", !options.no_pvs);
    j.field("frustum", !options.no_frustum);
    j.key("visible").begin_object();
    write_counts(j, v);
    j.field("draw_calls", uint64_t(frame.draw.draw_calls));
    j.field("passes", uint64_t(frame.draw.passes));
    j.field("flares", uint64_t(frame.draw.flares));
    j.field("props", uint64_t(frame.draw.props));
    j.field("prop_draw_calls", uint64_t(frame.draw.prop_draw_calls));
    j.field("sky_area_leaves_drawn", uint64_t(frame.draw.sky_area_leaves));
    j.field("sky_pass_ms", frame.draw.sky_pass_ms);
    j.field("overlay_pieces_drawn", uint64_t(frame.draw.overlay_pieces));
    j.field("envmap_faces_drawn", uint64_t(frame.draw.envmap_faces));
    j.field("props_faded", uint64_t(scene.props().faded));
    j.field("triangles_drawn", frame.draw.triangles);
    j.field("pvs_rejected_leaves", uint64_t(v.pvs_rejected_leaves));
    j.field("frustum_rejected_leaves", uint64_t(v.frustum_rejected_leaves));
    j.end_object();
    j.field("frozen", options.freeze_at.has_value());
    if (options.pick || options.select) {
        j.key("pick");
        if (pick) write_face_record(j, *pick);
        else j.null();
        j.key("pick_visibility");
        if (pick_visibility) write_surface_visibility(j, *pick_visibility);
        else j.null();
        // A marker the pick took instead of a face (--show-entities): its entity.
        j.key("pick_entity");
        if (picked_entity >= 0) {
            const Entity& e = scene.map().entities[size_t(picked_entity)];
            j.begin_object().field("index", int64_t(picked_entity)).field("classname", e.classname());
            j.field("targetname", e.get("targetname")).end_object();
        } else {
            j.null();
        }
        // A placed model the pick took instead (Source props): what it is and how it is drawn.
        j.key("pick_prop");
        if (picked_prop >= 0 && size_t(picked_prop) < scene.map().prop_placements.size()) {
            const Map& map = scene.map();
            const PropPlacement& p = map.prop_placements[size_t(picked_prop)];
            j.begin_object().field("placement", int64_t(picked_prop)).field("model", p.model_path);
            j.field("static_prop", int64_t(p.static_prop)).field("entity", int64_t(p.entity));
            j.field("skin", int64_t(p.skin)).field("lighting", std::string(prop_lighting_name(p.lighting)));
            j.key("materials").begin_array();
            uint64_t triangles = 0;
            if (p.model >= 0 && size_t(p.model) < map.prop_models.size()) {
                const PropModel& m = map.prop_models[size_t(p.model)];
                for (const PropMesh& mesh : m.meshes) {
                    if (!mesh.drawn) continue;
                    triangles += mesh.index_count / 3;
                    const int32_t material = m.material_for(mesh, p.skin);
                    j.value(material >= 0 && size_t(material) < map.materials.size() ? map.materials[size_t(material)].name
                                                                                    : std::string());
                }
            }
            j.end_array();
            // Each material read out as the picked surface's shader stages are.
            j.key("material_readout").begin_array();
            for (const std::string& line : prop_material_lines(map, p, scene.world())) j.value(line);
            j.end_array();
            j.field("triangles", triangles).end_object();
        } else {
            j.null();
        }
        if (pick) {
            // The face's raw flags by the format's names ("" where it names none).
            const Map& map = scene.map();
            j.key("pick_flags").begin_object();
            j.field("surface_flags", name_value(map.surface_flag_names, pick->surface_flags));
            j.field("contents", name_value(map.contents_names, pick->contents));
            j.end_object();
        }
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
    if (!map.portal_file.path.empty()) {
        const PortalFile& file = map.portal_file;
        const int32_t cluster = file.file_cluster(v.camera_cluster);
        uint64_t camera_portals = 0;
        for (const VisPortal& p : file.portals) camera_portals += vis_portal_touches(p, cluster);
        j.key("portal_file").begin_object();
        j.field("path", file.path).field("format", file.format);
        j.field("portals", uint64_t(file.portals.size())).field("camera_portals", camera_portals);
        j.field("clusters", int64_t(file.clusters)).field("solid_faces", uint64_t(file.solid_faces));
        j.end_object();
    }
    j.end_object();
    std::printf("%s\n", j.str().c_str());
}

// Picking looks at what is drawn: the set visible from the frozen camera or this
// one, with the options the view draws with.
// The surfaces the picture draws, which a pixel can show.
VisibleSet drawn_surfaces(ShownMap& shown, const ViewState& view, const RenderView& render_view) {
    SceneRenderer& scene = shown.scene();
    VisibleSet candidates;
    scene.compute_visibility(view.frozen ? scene.visibility_view() : render_view,
                             SceneRenderer::drawing_options(view.vis, view.render.mode), candidates);
    return candidates;
}

SurfaceHit surface_at(const glm::vec2& pixel, ShownMap& shown, const ViewState& view, const RenderView& render_view) {
    return shown.pick(view, render_view.width, render_view.height, pixel.x + 0.5f, pixel.y + 0.5f,
                      drawn_surfaces(shown, view, render_view).surfaces);
}

// What the overlay labels for the pointer resting on `pixel` (--mouse), as the viewer does.
PointerHover hover_at(const glm::vec2& pixel, ShownMap& shown, const ViewState& view, const RenderView& render_view) {
    return shown.hover(view, render_view.width, render_view.height, pixel.x + 0.5f, pixel.y + 0.5f,
                       drawn_surfaces(shown, view, render_view).surfaces);
}

// As in the viewer: with the markers shown, the entity whose marker is near the
// pixel and not behind the face there; -1 when none.
int32_t marker_at(const glm::vec2& pixel, ShownMap& shown, const ViewState& view, const RenderView& render_view,
                  const SurfaceHit& hit) {
    if (!view.debug.entity_markers) return -1;
    const MarkerHit marker =
        shown.pick_marker(view, render_view.width, render_view.height, pixel.x + 0.5f, pixel.y + 0.5f);
    return marker_beats_surface(marker, hit) ? marker.entity : -1;
}

void pick_at(const glm::vec2& pixel, ShownMap& shown, ViewState& view, const RenderView& render_view) {
    const SurfaceHit hit = surface_at(pixel, shown, view, render_view);
    if (const int32_t entity = marker_at(pixel, shown, view, render_view, hit); entity >= 0) {
        view.select_entity(entity, shown.viewed());
        return;
    }
    // As in the viewer, a prop model in front of the face takes the pick; the props a
    // frame draws are known once one is drawn.
    if (!shown.map().prop_placements.empty()) {
        shown.render(view, render_view.width, render_view.height);
        const PropHit prop =
            shown.pick_prop(view, render_view.width, render_view.height, pixel.x + 0.5f, pixel.y + 0.5f);
        if (prop.placement >= 0 && (hit.surface < 0 || prop.distance < hit.distance)) {
            view.select_prop(prop.placement, shown.viewed());
            return;
        }
    }
    if (hit.surface >= 0) view.select_surface(hit.surface, shown.viewed(), &hit);
}

}  // namespace

int run_screenshot(const CliOptions& options) {
    int exit_code = 0;
    const auto session = open_offscreen_session(options, exit_code);
    if (!session) return exit_code;
    ShownMap& shown = *session->shown;
    try {
        ViewState view = view_state_from(options);
        std::string turned;
        view.camera = camera_from_options(options, shown.map(), &turned);
        if (options.fly_to) view.apply(FlyToSurface{*options.fly_to}, shown.viewed());
        // With --overlay the panels dock around the picture as in the window, and the
        // world is drawn in the middle; --pick and --mouse are pixels of the image, so
        // they are taken inside the picture.
        std::optional<HeadlessOverlay> overlay;
        PictureRect picture{0, 0, float(options.width), float(options.height)};
        if (!options.overlay.empty()) {
            overlay.emplace(options.width, options.height, options.mouse);
            overlay->lay_out(view.ui_state(shown.viewed(), {}, nullptr));
            picture = overlay->picture();
        }
        auto view_of = [&](const PictureRect& p) {
            return make_render_view(view.camera, std::max(1, int(p.width)), std::max(1, int(p.height)),
                                    shown.far_plane());
        };
        auto in_picture = [&](glm::vec2 pixel) -> std::optional<glm::vec2> {
            const glm::vec2 at(pixel.x - picture.x, pixel.y - picture.y);
            if (at.x < 0 || at.y < 0 || at.x >= picture.width || at.y >= picture.height) return std::nullopt;
            return at;
        };
        RenderView render_view = view_of(picture);
        if (options.freeze_at) {
            Camera from = view.camera;
            from.position = options.freeze_at->position;
            from.pitch = options.freeze_at->pitch;
            from.yaw = options.freeze_at->yaw;
            from.roll = 0;
            shown.scene().freeze_at(make_render_view(from, render_view.width, render_view.height, shown.far_plane()),
                                    view.vis);
        }
        if (options.pick) {
            if (const auto at = in_picture(*options.pick)) pick_at(*at, shown, view, render_view);
            else std::fprintf(stderr, "bspview: warning: --pick %.0f,%.0f falls on a panel, not the picture\n",
                              double(options.pick->x), double(options.pick->y));
        }
        if (options.select) {
            if (size_t(*options.select) >= shown.map().surfaces.size()) {
                std::fprintf(stderr, "bspview: --select %d: the map has %zu surfaces\n", *options.select,
                             shown.map().surfaces.size());
                return 1;
            }
            view.select_surface(*options.select, shown.viewed());
        }
        if (overlay) {  // a pick opens the readout below the picture, which then shrinks
            overlay->lay_out(view.ui_state(shown.viewed(), {}, nullptr));
            picture = overlay->picture();
            render_view = view_of(picture);
        }

        const OffscreenTarget& target = *session->target;
        target.bind();
        if (overlay) {
            glClearColor(0.08f, 0.08f, 0.1f, 1);
            glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
        }
        const int picture_x = int(picture.x), picture_top = int(picture.y);
        const FrameResult frame = shown.render(view, render_view.width, render_view.height, picture_x,
                                               options.height - (picture_top + render_view.height));
        std::optional<PointerHover> hover;
        if (options.mouse)
            if (const auto at = in_picture(*options.mouse)) hover = hover_at(*at, shown, view, render_view);
        if (overlay) {
            UiState ui = view.ui_state(shown.viewed(), frame, nullptr);
            ui.interactive = options.mouse.has_value();
            if (hover) {
                ui.hovered_entity = hover->entity;
                ui.hovered_missing_texture = hover->missing_texture;
            }
            overlay->lay_out(ui);
            glViewport(0, 0, options.width, options.height);
            overlay->draw();
        }
        const auto pixels = target.read_rgba();
        if (!write_png(options.screenshot_path, options.width, options.height, pixels)) {
            std::fprintf(stderr, "bspview: cannot write %s\n", options.screenshot_path.c_str());
            return 1;
        }
        if (options.stats) {
            const FaceRecord* pick = view.selected_face ? &*view.selected_face : nullptr;
            std::optional<SurfaceVisibility> pick_visibility;
            if (pick)
                pick_visibility = shown.scene().explain_surface(
                    view.render.selected_surface, SceneRenderer::drawing_options(view.vis, view.render.mode),
                    view.frozen);
            print_stats(options, view.camera, shown.scene(), render_view, frame, pick,
                        pick_visibility ? &*pick_visibility : nullptr, view.debug.selected_entity, view.debug.selected_prop, turned,
                        hover ? &*hover : nullptr);
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        return 1;
    }
    return 0;
}

}  // namespace bsp

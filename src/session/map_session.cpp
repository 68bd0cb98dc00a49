#include "session/map_session.h"

#include <exception>
#include <new>
#include <utility>

#include "session/camera_view.h"
#include "vfs/vfs.h"
#include "vfs/vfs_path.h"

namespace bsp {

MapSession::MapSession(std::vector<std::string> game_dirs, int patch_level, ViewState view, LightmapSet lightmaps,
                       MemoryBudget memory_budget)
    : game_dirs_(std::move(game_dirs)), patch_level_(patch_level), lightmaps_(lightmaps),
      memory_budget_(memory_budget), view_(std::move(view)) {}

void MapSession::open(const std::string& argument) {
    // A dropped or named archive (.pk3 .pk4 .zip .pak or a _dir.vpk, any case): its one
    // map opens at once; with several, a chooser lists them.
    if (!has_archive_extension(argument)) {
        start_load(argument);
        return;
    }
    try {
        Vfs probe;
        probe.mount(argument);
        std::vector<std::string> maps;
        for (const std::string& m : probe.list("maps", ".bsp"))
            maps.push_back(m.rfind("maps/", 0) == 0 ? m : "maps/" + m);
        if (maps.empty()) error_ = argument + ": no maps/*.bsp inside";
        else if (maps.size() > 1) archive_choice_ = ArchiveChoice{argument, std::move(maps)};
        else start_load(argument + ":" + maps.front());
    } catch (const std::exception& e) {
        error_ = e.what();
    }
}

bool MapSession::start_load(const std::string& map_argument) {
    if (uploading_ || !loader_.start({.map_argument = map_argument, .game_dirs = game_dirs_,
                                      .patch_level = patch_level_, .textures = true, .lightmaps = lightmaps_,
                                      .memory_budget = memory_budget_, .stream_textures = true})) {
        error_ = "a map is still loading";
        return false;
    }
    reloading_ = false;
    loading_game_dirs_ = game_dirs_;
    return true;
}

bool MapSession::finish_load() {
    if (!uploading_) {
        auto result = loader_.take();
        if (!result) return false;
        if (!result->map) {
            error_ = result->error;  // the previous map stays
            reloading_ = false;
        } else {
            uploading_ = std::move(result->map);
        }
        return false;
    }
    const std::string name = uploading_->location.display_name;
    try {
        // Built before the old map goes, so a failed upload leaves it on screen.
        auto next = std::make_unique<ShownMap>(std::move(uploading_));
        shown_ = std::move(next);
    } catch (const std::bad_alloc&) {
        error_ = name + ": ran out of memory while uploading to the GPU";
        return false;
    } catch (const std::exception& e) {
        error_ = e.what();
        reloading_ = false;
        return false;
    }
    shown_argument_ = loader_.request_name();
    shown_game_dirs_ = loading_game_dirs_;
    shown_was_reload_ = reloading_;
    open_dialog_ = false;  // a map is on screen, by whichever route it was opened
    // The same file again: its surfaces are the same, so the selection still names one.
    const int32_t selected = reloading_ ? view_.render.selected_surface : -1;
    view_.select_surface(selected < int32_t(shown_->map().surfaces.size()) ? selected : -1, viewed());
    if (!reloading_) {
        view_.frozen = false;
        view_.select_entity(-1, viewed());
        hover_nothing();
        const OpeningView opening = first_view(shown_->map(), view_.camera.fov_x, view_.render.light_styles);
        place_camera(opening.camera, opening.note);
    }
    reloading_ = false;
    error_.clear();
    return true;
}

void MapSession::place_camera(const Camera& camera, std::string turned_note) {
    view_.camera = opening_camera_ = camera;
    turned_note_ = std::move(turned_note);
}

bool MapSession::render(int width, int height, float frame_seconds, int x, int y) {
    if (!shown_) return false;
    if (!gpu_timed_) gpu_timed_ = gpu_times_are_meaningful();
    if (*gpu_timed_) gpu_timer_.begin();
    last_frame_ = shown_->render(view_, width, height, x, y);
    if (*gpu_timed_) gpu_timer_.end();
    history_.push(frame_seconds * 1000.0f, float(last_frame_.vis_ms));
    if (!*gpu_timed_) history_.gpu_unmeasured = true;
    else if (const std::optional<double> gpu = gpu_timer_.latest_ms()) history_.push_gpu(float(*gpu));
    return true;
}

void MapSession::pick(float x, float y, int window_width, int window_height) {
    if (!shown_) return;
    const SurfaceHit hit =
        shown_->pick(view_, window_width, window_height, x, y, shown_->scene().drawn().surfaces);
    if (view_.debug.entity_markers) {
        const MarkerHit marker = shown_->pick_marker(view_, window_width, window_height, x, y);
        if (marker_beats_surface(marker, hit)) {
            view_.select_prop(-1, viewed());
            view_.select_entity(marker.entity, viewed());
            return;
        }
    }
    // A prop model in front of the face takes the click.
    const PropHit prop = shown_->pick_prop(view_, window_width, window_height, x, y);
    if (prop.placement >= 0 && (hit.surface < 0 || prop.distance < hit.distance)) {
        view_.select_prop(prop.placement, viewed());
        return;
    }
    view_.select_prop(-1, viewed());
    view_.select_surface(hit.surface, viewed(), &hit);
}

void MapSession::hover(float x, float y, int window_width, int window_height) {
    if (!shown_) return hover_nothing();
    // The answer only changes when the pointer, the camera or the markers do: a mouse
    // resting on a face costs no ray test per frame.
    const HoverQuery query{x, y, window_width, window_height, view_.camera.position, view_.camera.pitch,
                           view_.camera.yaw, view_.debug.entity_markers};
    if (last_hover_ && *last_hover_ == query) return;
    last_hover_ = query;
    hovered_ = shown_->hover(view_, window_width, window_height, x, y, shown_->scene().drawn().surfaces);
}

std::optional<glm::vec3> MapSession::point_at(float x, float y, int width, int height) const {
    if (!shown_) return std::nullopt;
    const SurfaceHit hit = shown_->pick(view_, width, height, x, y, shown_->scene().drawn().surfaces);
    if (hit.surface < 0) return std::nullopt;
    return hit.point;
}

std::optional<glm::vec2> MapSession::project(const glm::vec3& point, int width, int height) const {
    if (!shown_) return std::nullopt;
    const RenderView v = make_render_view(view_.camera, width, height, shown_->far_plane());
    const glm::vec4 clip = v.projection * v.view * glm::vec4(point, 1.0f);
    if (clip.w <= 1e-4f) return std::nullopt;
    const glm::vec2 ndc(clip.x / clip.w, clip.y / clip.w);
    return glm::vec2((ndc.x * 0.5f + 0.5f) * float(width), (0.5f - ndc.y * 0.5f) * float(height));
}

void MapSession::set_patch_level(int level) {
    patch_level_ = level;  // for the next load too
    if (!shown_) return;
    shown_->tessellate(level, memory_budget_);
    view_.select_surface(-1, viewed());
}

void MapSession::set_lightmap_set(LightmapSet set) {
    lightmaps_ = set;  // for the next load too
    if (!shown_ || shown_->map().lightmap_set == lightmap_set_name(set)) return;
    reload();
}

void MapSession::reload() {
    if (shown_ && start_load(shown_argument_)) reloading_ = true;
}

bool MapSession::apply(const UiCommand& command) {
    if (const auto* c = std::get_if<OpenMap>(&command)) open(c->argument);
    else if (const auto* c = std::get_if<ShowOpenDialog>(&command)) open_dialog_ = c->on;
    else if (std::holds_alternative<CloseArchiveChoice>(command)) archive_choice_.reset();
    else if (std::holds_alternative<DismissError>(command)) error_.clear();
    else if (const auto* c = std::get_if<SetPatchLevel>(&command)) set_patch_level(c->level);
    else if (const auto* c = std::get_if<SetLightmapSet>(&command)) set_lightmap_set(c->set);
    else return view_.apply(command, viewed());
    return true;
}

std::optional<ViewerStatus::Loading> MapSession::loading_status() const {
    if (loader_.busy()) return ViewerStatus::Loading{loader_.request_name(), loader_.phase(), loader_.progress()};
    if (!uploading_) return std::nullopt;
    const LoadPhaseSpan upload = load_phase_span(LoadPhase::Upload, true);
    return ViewerStatus::Loading{loader_.request_name(), upload.name, upload.start};
}

UiState MapSession::ui_state() const {
    UiState ui = view_.ui_state(viewed(), last_frame_, &history_);
    ui.hovered_entity = hovered_.entity;
    ui.hovered_missing_texture = hovered_.missing_texture;
    const Camera& c = view_.camera;
    if (c.position == opening_camera_.position && c.yaw == opening_camera_.yaw && c.pitch == opening_camera_.pitch)
        ui.viewer.turned_note = turned_note_;
    ui.viewer.patch_level = patch_level_;
    ui.viewer.lightmaps = lightmaps_;
    ui.viewer.loading = loading_status();
    if (shown_ && shown_->textures_streaming())
        ui.viewer.streaming = ViewerStatus::Streaming{shown_->textures_streamed(), shown_->textures_to_stream()};
    ui.viewer.error = error_;
    ui.viewer.archive_choice = archive_choice_ ? &*archive_choice_ : nullptr;
    ui.viewer.open_dialog = open_dialog_;
    return ui;
}

}  // namespace bsp

#pragma once
// The viewer's session: the map on screen, the view of it, and the loading of the
// next one. Maps load on a worker thread (BackgroundLoader); the finished load is
// uploaded on the GL thread one frame later, so the progress bar shows the upload
// phase. A failed load keeps the map on screen and shows its error. Opening an
// archive with several maps asks which one. Applies the map and view commands of
// the panels, menus and dialogs; window and process commands are the app's.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "render/gl/gpu_timer.h"
#include "session/background_loader.h"
#include "session/opening_view.h"
#include "session/shown_map.h"
#include "session/view_state.h"

namespace bsp {

class MapSession {
public:
    MapSession(std::vector<std::string> game_dirs, int patch_level, ViewState view,
               LightmapSet lightmaps = LightmapSet::Auto, MemoryBudget memory_budget = {});

    // A map argument, or an archive: its one map loads, or a chooser lists several.
    void open(const std::string& argument);
    // Once a frame on the GL thread: takes a finished load, or uploads the one taken
    // the frame before. True when that put a new map on screen (the camera then
    // stands at its first spawn point, with nothing selected or frozen; a reload of
    // the map on screen, as SetLightmapSet asks, keeps the camera, the selection and
    // the frozen visibility instead).
    bool finish_load();
    // Puts the camera somewhere else than the spawn view finish_load chose (the command
    // line's); `turned_note` says why the first view was turned ("" when it was not).
    void place_camera(const Camera& camera, std::string turned_note);
    bool loading() const { return loader_.busy() || uploading_ != nullptr; }
    // The map argument of the last load started (what "recent files" keep).
    const std::string& last_request() const { return loader_.request_name(); }
    // Whether the map finish_load last put on screen re-read the one before (the view kept).
    bool reloaded() const { return shown_was_reload_; }

    // The game dirs of the loads to come (the constructor's until changed).
    void set_game_dirs(std::vector<std::string> dirs) { game_dirs_ = std::move(dirs); }
    // The map on screen's argument and game dirs (the next load's dirs while none is shown).
    const std::string& shown_argument() const { return shown_argument_; }
    const std::vector<std::string>& shown_game_dirs() const { return shown_ ? shown_game_dirs_ : game_dirs_; }
    // Loads the map on screen again, with the game dirs set now, keeping the view.
    void reload();

    const ShownMap* shown() const { return shown_.get(); }
    ViewState& view() { return view_; }
    const ViewState& view() const { return view_; }
    const std::string& error() const { return error_; }

    // Before each frame: uploads the map's streamed textures decoded by now (within
    // ShownMap's budget); false when the frame is better skipped, to upload more
    // first (ShownMap::stream_textures_for_frame).
    bool stream_textures_for_frame(bool view_changing) {
        return shown_ ? shown_->stream_textures_for_frame(view_changing) : true;
    }
    bool textures_streaming() const { return shown_ && shown_->textures_streaming(); }

    // Draws the view into the bound framebuffer, its bottom-left pixel at (x, y), and
    // records the frame time for the graphs; false, drawing nothing, while no map is shown.
    bool render(int width, int height, float frame_seconds, int x = 0, int y = 0);
    // Selects the surface under view point (x, y) of a view of that size, among those the last frame drew;
    // with the entity markers shown, a marker within a few pixels of the point wins
    // over the face behind it and selects its entity instead.
    void pick(float x, float y, int window_width, int window_height);
    // The entity marker under the mouse at window point (x, y), labelled in the view;
    // none while the markers are off. hover_nothing() when the mouse is elsewhere.
    void hover(float x, float y, int window_width, int window_height);
    // The point of the surface (among those the last frame drew) under view point
    // (x, y), for the measuring tool; none where the ray hits nothing.
    std::optional<glm::vec3> point_at(float x, float y, int width, int height) const;
    // Where a world point shows in a view of that size (pixels from its top left);
    // none behind the camera.
    std::optional<glm::vec2> project(const glm::vec3& point, int width, int height) const;
    void hover_nothing() {
        hovered_ = {};
        last_hover_.reset();
    }

    // Applies map and view commands; false for the app's own (clipboard, vsync, quit).
    bool apply(const UiCommand& command);
    // What the overlay and the viewer's menus read (the app adds its own fields).
    UiState ui_state() const;

private:
    ViewedMap viewed() const { return shown_ ? shown_->viewed() : ViewedMap{}; }
    bool start_load(const std::string& map_argument);
    void set_patch_level(int level);
    void set_lightmap_set(LightmapSet set);
    std::optional<ViewerStatus::Loading> loading_status() const;

    std::vector<std::string> game_dirs_;
    int patch_level_;
    LightmapSet lightmaps_;
    MemoryBudget memory_budget_;
    ViewState view_;
    BackgroundLoader loader_;
    std::unique_ptr<LoadedMap> uploading_;  // loaded, waiting for its GL upload next frame
    std::unique_ptr<ShownMap> shown_;
    std::string shown_argument_;  // the map argument shown_ was loaded from
    std::vector<std::string> loading_game_dirs_, shown_game_dirs_;  // the load under way's, shown_'s
    bool shown_was_reload_ = false;
    bool reloading_ = false;      // the load under way re-reads the map on screen: keep the view
    PointerHover hovered_;  // what the pointer rests on (labelled by the overlay)
    struct HoverQuery {
        float x, y;
        int width, height;
        glm::vec3 eye;
        float pitch, yaw;
        bool markers;
        bool operator==(const HoverQuery&) const = default;
    };
    std::optional<HoverQuery> last_hover_;  // what hovered_ was answered for
    // Why the first view of the map turned away from its spawn's angle (opening_view.h),
    // shown in the status bar until the camera moves.
    std::string turned_note_;
    Camera opening_camera_;
    FrameResult last_frame_;
    FrameHistory history_;
    GpuFrameTimer gpu_timer_;  // the scene's GPU time per frame, for the Frame panel
    std::optional<bool> gpu_timed_;  // whether the renderer's timer queries mean anything (asked once)
    std::optional<ArchiveChoice> archive_choice_;  // an opened archive with several maps
    std::string error_;
    bool open_dialog_ = false;
};

}  // namespace bsp

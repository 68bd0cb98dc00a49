#pragma once
// Everything the overlay reads, gathered by the session (and the app) each frame.
// Pointers refer to objects they own; the overlay keeps none of them between frames.
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"
#include "render/debug_geometry.h"
#include "render/lightmap_rects.h"
#include "render/gl/scene_renderer.h"
#include "ui/face_record.h"
#include "ui/ui_commands.h"
#include "vis/surface_visibility.h"
#include "vis/visible_set.h"

namespace bsp {

struct MapCatalog;  // assets/map_catalog.h

struct CameraPose {
    glm::vec3 position{0};
    float pitch = 0, yaw = 0, roll = 0, fov = 90;
};

// Recent frame and visibility times for the graphs, oldest first. GPU times come a
// few frames late (render/gl/gpu_timer.h) and only where the driver reports them.
struct FrameHistory {
    static constexpr size_t kLength = 240;
    std::deque<float> frame_ms, vis_ms, gpu_ms;
    bool gpu_unmeasured = false;  // a software renderer: its timer queries mean nothing
    void push(float frame, float vis) {
        push_bounded(frame_ms, frame);
        push_bounded(vis_ms, vis);
    }
    void push_gpu(float gpu) { push_bounded(gpu_ms, gpu); }

private:
    static void push_bounded(std::deque<float>& values, float v) {
        values.push_back(v);
        if (values.size() > kLength) values.pop_front();
    }
};

// The flag a switch stands for, in a state with `vis`, `frozen`, `render` and
// `debug` (UiState here, the session's ViewState), so both read it the same way.
template <typename State>
auto& switch_flag(State& state, Switch which) {
    switch (which) {
        case Switch::Pvs: return state.vis.use_pvs;
        case Switch::Frustum: return state.vis.use_frustum;
        case Switch::Freeze: return state.frozen;
        case Switch::WireOverlay: return state.render.wireframe_overlay;
        case Switch::LeafBounds: return state.debug.leaf_bounds;
        case Switch::EntityMarkers: return state.debug.entity_markers;
        case Switch::AreaPortals: return state.debug.area_portals;
        case Switch::VisPortals: return state.debug.vis_portals;
        case Switch::LightProbes: break;
    }
    return state.debug.light_probes;
}

// An opened archive that holds several maps: the viewer asks which one to load.
struct ArchiveChoice {
    std::string archive;
    std::vector<std::string> maps;  // ready to append to "ARCHIVE:"
};

// A map of File › Recent: how to open it again.
struct RecentMap {
    std::string argument;                // as the viewer remembers it (absolute where it names a file)
    std::vector<std::string> game_dirs;  // it was opened with; empty for none
};

// A named view of one map (the Bookmarks menu and window).
struct CameraBookmark {
    std::string name;
    CameraPose camera;
};

// What the viewer's menu bar, status bar and dialogs show (screenshots draw none of them).
// The measuring tool (M): up to two points clicked on surfaces, where they lie on the
// screen (display pixels; none for a point behind the camera) and how far apart.
struct MeasureReadout {
    bool on = false;   // clicks in the picture place points instead of picking
    int points = 0;    // placed so far: 0, 1 or 2 (a third click starts again)
    std::optional<glm::vec2> a, b;
    float units = 0;   // between the two points, in map units
    float metres = 0;  // by the map's scale (Map::metres_per_unit)
};

// File › Browse maps: the catalog of the game dirs (assets/map_catalog.h), while
// the window is open.
struct MapBrowserStatus {
    bool open = false;
    const MapCatalog* catalog = nullptr;  // the last finished scan; null before the first
    bool scanning = false;
    float progress = 0;                   // of the scan under way
    // The previewed map's levelshot (a GL texture; 0 for none) and which map it shows.
    unsigned levelshot_texture = 0;
    int levelshot_width = 0, levelshot_height = 0;
    int levelshot_of = -1;
};

struct ViewerStatus {
    struct Loading {
        std::string name, phase;
        float fraction = 0;  // of the whole load
    };
    const std::vector<RecentMap>* recent_maps = nullptr;  // newest first
    const std::vector<CameraBookmark>* bookmarks = nullptr;  // of the map on screen, oldest first
    bool bookmarks_window = false;
    // The game dirs of the map on screen (or of the next load while none is), and the
    // location they are remembered for ("" when the map has none: a game-dir path).
    const std::vector<std::string>* game_dirs = nullptr;
    std::string game_dirs_location;
    bool game_dirs_dialog = false;
    float camera_speed = 0;                                 // units per second
    bool vsync = true;
    float ui_scale = 1;                                     // View › Interface scale
    float fov = 90;                                         // the camera's horizontal field of view
    MeasureReadout measure;
    int patch_level = 0;
    LightmapSet lightmaps = LightmapSet::Auto;  // the set asked for (the map says which it has)
    std::optional<Loading> loading;                 // while a map loads
    // While the map on screen's textures stream in: how many are in, of how many.
    struct Streaming {
        size_t done = 0, total = 0;
    };
    std::optional<Streaming> streaming;
    std::string error;                              // the last failure, until dismissed
    const ArchiveChoice* archive_choice = nullptr;  // waiting for a choice
    bool open_dialog = false;
    MapBrowserStatus browser;
    int recorded_frames = -1;        // cameras recorded so far; -1 when not recording (F10)
    std::string recording_message;   // where the last recording went (lines), or why it could not be saved
    std::string turned_note;         // why the first view turned from its spawn's angle, until the camera moves
};

struct UiState {
    const Map* map = nullptr;             // null while no map is shown
    const SceneRenderer* scene = nullptr;
    const std::vector<LightmapRect>* lightmap_rects = nullptr;
    std::string map_name;
    CameraPose camera;
    RenderSettings render;
    VisOptions vis;
    DebugDrawOptions debug;
    bool frozen = false;
    FrameResult last_frame;
    const FrameHistory* history = nullptr;
    std::array<bool, kPanelCount> panels{};
    bool interface_hidden = false;  // draw nothing over the picture but dialogs that need an answer
    std::optional<FaceRecord> selected_face;  // of render.selected_surface
    std::vector<std::string> selected_prop_materials;  // of debug.selected_prop (ui/shader_stages_readout.h)
    // Whether the selected surface is in the PVS, in the frustum, drawn, and why not.
    std::optional<SurfaceVisibility> selected_visibility;
    int32_t hovered_entity = -1;  // the entity marker under the mouse (labelled), -1: none
    std::string hovered_missing_texture;  // else the missing texture of the face under it (labelled)
    bool interactive = true;  // false when drawn into a screenshot with no --mouse (no hover)
    ViewerStatus viewer;

    bool panel_open(Panel p) const { return panels[size_t(p)]; }
    bool switch_on(Switch s) const;
};

inline bool UiState::switch_on(Switch s) const { return switch_flag(*this, s); }

}  // namespace bsp

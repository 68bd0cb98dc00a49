#pragma once
// What the overlay asks the application to do. Panels never change viewer state
// themselves: they read a UiState and append commands, which the session (view
// and map commands) and the app (window and process commands) apply between
// frames, and the screenshot mode simply ignores. Shortcuts produce the same
// commands, so a key and its button always do the same thing.
#include <cstdint>
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"
#include "render/lightmap_atlas.h"
#include "render/render_settings.h"
#include "render/view_mode.h"

namespace bsp {

enum class Switch { Pvs, Frustum, Freeze, WireOverlay, LeafBounds, EntityMarkers, LightProbes, AreaPortals, VisPortals };
enum class Panel { Lumps, FrameStats, Visibility, Lightmaps, LightGrid, Entities, Help };
constexpr int kPanelCount = 7;

const char* switch_name(Switch s);
const char* panel_title(Panel p);

struct SetViewMode { ViewMode mode; };
struct SetSwitch { Switch which; bool on; };
struct ToggleSwitch { Switch which; };
struct ShowPanel { Panel panel; bool on; };
struct TogglePanel { Panel panel; };
struct Teleport { glm::vec3 position; float yaw = 0; };  // an entity origin: the session lifts it to eye height
struct SelectSurface { int32_t surface; };               // -1 clears the selection
// An entity (index in Map::entities; -1: none): its marker is drawn highlighted and the
// Entities panel opens on it.
struct SelectEntity { int32_t entity; };
// Selects the surface and moves the camera in front of it, looking at it; -1: the
// selected surface (nothing happens when there is none).
struct FlyToSurface { int32_t surface = -1; };
// To the system clipboard. A fixed buffer, not std::string: GCC 12 reports a false
// -Wmaybe-uninitialized for strings moved through std::variant.
struct CopyText {
    char text[256] = {};
    static CopyText of(std::string_view s) {
        CopyText c;
        s.copy(c.text, std::min(s.size(), sizeof c.text - 1));
        return c;
    }
};
struct SetGamma { float gamma; };
struct SetTextureFilter { TextureFilter filter; };
struct SetStageBrightness { StageBrightness brightness; };
struct SetFlares { bool on; };
struct SetFogVolumes { bool on; };  // Quake 3 fog volumes drawn or not
struct SetSkybox3d { bool on; };
struct SetOverlays { bool on; };
struct SetEnvmaps { bool on; };   // Source's cube map reflections drawn or not   // Source's overlays drawn over their faces or not   // Source's 3D sky box drawn or not
struct SetBumpMaps { bool on; };    // Source bump-lit faces through their normal maps, or flat
// Placed models drawn as themselves (else markers), and those past their fade distance too.
struct SetProps { bool on; bool show_faded; };
struct SetLightStyles { LightStyleSelection styles; };
struct SetLightmapLook { float exposure_stops = 0; bool heatmap = false; };  // the lightmap view's

// The viewer's menu bar, status bar and dialogs.
// A .bsp, an archive, ARCHIVE:path or a --game-dir path. Game dirs given (File ›
// Recent's) load it with those; without, the app picks them (see viewer_mode.cpp).
struct OpenMap {
    std::string argument;
    std::optional<std::vector<std::string>> game_dirs;
};
struct ShowOpenDialog { bool on; };
struct CloseArchiveChoice {};                 // the "choose a map" dialog, without choosing
struct DismissError {};
struct SetPatchLevel { int level; };         // re-tessellates the map on screen
// Reloads the map on screen with that lightmap set (the view stays where it is) and
// uses it for maps opened later.
struct SetLightmapSet { LightmapSet set; };
struct SetVsync { bool on; };
struct Quit {};
// Hides the menu, panels and status bar (the picture alone, as the engine shows it) or
// shows them again; opening a panel shows them too.
struct ToggleInterface {};
struct ToggleCameraRecording {};             // record the camera every frame / stop and save the path
struct ShowGameDirsDialog { bool on; };
// Reloads the map on screen with these game dirs (the view stays) and remembers them
// for the map's location; with no map on screen, they serve the next map opened.
struct SetGameDirs { std::vector<std::string> dirs; };
// File › Browse maps (Ctrl+Shift+O): the window listing every map in the game dirs.
// Opening it scans them unless the last scan covered the same ones; Rescan always does.
struct ShowMapBrowser { bool on; };
struct RescanMaps {};
// The browser's selected map (index in its MapCatalog; -1: none): its levelshot is shown.
struct PreviewMap { int index; };
struct ShowBookmarks { bool on; };            // the Bookmarks window
struct AddBookmark { std::string name; };     // the camera as it is now, for the map on screen
struct GoToBookmark { int index; };           // of the map on screen's bookmarks, in the list's order
struct DeleteBookmark { int index; };
struct ResetLayout {};                        // the panels docked and opened as at the first run
struct SetUiScale { float scale; };           // fonts and panel sizes, remembered between runs
struct StepUiScale { int direction; };        // the next (+1) or previous (-1) step of View › Interface scale
// Camera tools: the field of view (View menu, [ and ]), the next player start (Home),
// the map's run speed back (Backspace with nothing selected), the measuring tool (M).
struct SetFov { float degrees; };
inline constexpr float kMinFov = 30, kMaxFov = 150;
struct StepFov { int direction; };            // 5 degrees wider (+1) or narrower (-1)
struct NextSpawn {};
struct ResetSpeed {};
struct ToggleMeasure {};

using UiCommand = std::variant<SetViewMode, SetSwitch, ToggleSwitch, ShowPanel, TogglePanel, Teleport,
                               SelectSurface, SelectEntity, FlyToSurface, CopyText, SetGamma, SetTextureFilter, SetStageBrightness,
                               SetFlares, SetFogVolumes, SetSkybox3d, SetOverlays, SetEnvmaps, SetBumpMaps, SetProps, SetLightStyles, SetLightmapLook, OpenMap,
                               ShowOpenDialog, CloseArchiveChoice, DismissError, SetPatchLevel, SetLightmapSet, SetVsync,
                               Quit, ToggleInterface, ToggleCameraRecording, ShowGameDirsDialog, SetGameDirs, ShowBookmarks,
                               AddBookmark, GoToBookmark, DeleteBookmark, ResetLayout, SetUiScale, StepUiScale,
                               SetFov, StepFov, NextSpawn, ResetSpeed, ToggleMeasure, ShowMapBrowser, RescanMaps,
                               PreviewMap>;
using CommandList = std::vector<UiCommand>;

}  // namespace bsp

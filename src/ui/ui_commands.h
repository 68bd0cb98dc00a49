#pragma once
// What the overlay asks the application to do. Panels never change viewer state
// themselves: they read a UiState and append commands, which the session (view
// and map commands) and the app (window and process commands) apply between
// frames, and the screenshot mode simply ignores. Shortcuts produce the same
// commands, so a key and its button always do the same thing.
#include <cstdint>
#include <algorithm>
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
struct SetLightStyles { LightStyleSelection styles; };
struct SetLightmapLook { float exposure_stops = 0; bool heatmap = false; };  // the lightmap view's

// The viewer's menu bar, status bar and dialogs.
struct OpenMap { std::string argument; };    // a .bsp, an archive, ARCHIVE:path or a --game-dir path
struct ShowOpenDialog { bool on; };
struct CloseArchiveChoice {};                 // the "choose a map" dialog, without choosing
struct DismissError {};
struct SetPatchLevel { int level; };         // re-tessellates the map on screen
// Reloads the map on screen with that lightmap set (the view stays where it is) and
// uses it for maps opened later.
struct SetLightmapSet { LightmapSet set; };
struct SetVsync { bool on; };
struct Quit {};
struct ToggleCameraRecording {};             // record the camera every frame / stop and save the path

using UiCommand = std::variant<SetViewMode, SetSwitch, ToggleSwitch, ShowPanel, TogglePanel, Teleport,
                               SelectSurface, FlyToSurface, CopyText, SetGamma, SetTextureFilter, SetLightStyles, SetLightmapLook, OpenMap,
                               ShowOpenDialog, CloseArchiveChoice, DismissError, SetPatchLevel, SetLightmapSet, SetVsync,
                               Quit, ToggleCameraRecording>;
using CommandList = std::vector<UiCommand>;

}  // namespace bsp

#pragma once
// Command-line options of bspview, parsed once in main() and handed to the mode
// that runs (info, screenshot, bench, interactive viewer).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "core/memory_budget.h"
#include "map/map.h"
#include "render/render_settings.h"

namespace bsp {

enum class RunMode { Viewer, Info, Screenshot, Bench, Help, Version };

struct CliOptions {
    RunMode mode = RunMode::Viewer;
    std::string map;                     // MAP argument (path, ARCHIVE:path, or vfs path)
    std::vector<std::string> game_dirs;  // --game-dir, in order given (later overrides earlier)
    bool json = false;                   // --json (with --info)
    int patch_level = 0;                 // --patch-level; 0 = the engine's subdivision (the default)
    LightmapSet lightmaps = LightmapSet::Auto;  // --lightmaps auto|ldr|hdr
    uint64_t memory_limit_mib = 0;       // --memory-limit MiB; 0 = MemoryBudget's default

    // Screenshot / bench / viewer camera and view.
    std::string screenshot_path;         // --screenshot OUT.png
    int width = 1280, height = 720;      // --size WxH
    bool size_given = false;             // --size was on the command line (the viewer's window then ignores the remembered size)
    std::optional<glm::vec3> position;   // --pos X,Y,Z (eye, map units)
    std::optional<glm::vec3> angles;     // --angles PITCH,YAW[,ROLL] degrees, pitch down positive
    float fov = 90.0f;                   // --fov horizontal degrees
    std::string view = "lit";            // --view lit|lightmap|fullbright|wireframe|clusters|vertex|normals|pvs
    bool stats = false;                  // --stats (with --screenshot)
    bool no_pvs = false;                 // --no-pvs
    bool no_frustum = false;             // --no-frustum
    int frames = 0;                      // --frames N (bench); 0 = default
    std::string bench_views;             // --views FILE (bench): per-view medians at these cameras
    std::string bench_path;              // --path FILE (bench): this camera path instead of the spawn tour
    std::string bookmark;                // --bookmark NAME (viewer): start at the map's bookmark NAME
    std::string events;                  // --events SCRIPT (viewer): synthetic input (app/event_script.h)
    std::vector<int> light_styles;       // --light-styles N,N,... (0-255); empty = style 0 only
    bool all_light_styles = false;       // --light-styles all
    float time = 0;                      // --time SECONDS: liquids' ripple and sky drift
    float exposure = 0;                  // --exposure STOPS: the lightmap view's light times 2^STOPS
    bool heatmap = false;                // --heatmap: the lightmap view in false colour
    TextureFilter texture_filter = TextureFilter::Trilinear;  // --texture-filter
    StageBrightness stage_brightness = StageBrightness::Fullscreen;    // --q3-brightness
    bool props = true, props_show_faded = false;  // --props on|off|all: Source prop models
    bool flares = false;                 // --flares on|off: Quake 3's coronas (off, as ioquake3's r_flares)
    bool fog_volumes = true;             // --fog on|off: Quake 3 fog volumes and Source's distance fog
    bool skybox3d = true;
    bool overlays = true;                // --overlays on|off: Source's overlays                // --skybox3d on|off: Source's 3D sky box
    bool bump_maps = true;               // --bump-maps on|off: Source bumped light
    bool envmaps = true;                 // --envmaps on|off: Source's cube map reflections

    // Debugging views (screenshot and viewer alike).
    bool wireframe_overlay = false;      // --wireframe-overlay
    bool show_leaf_bounds = false;       // --show-leaf-bounds
    bool show_entities = false;          // --show-entities
    bool show_light_probes = false;      // --show-light-probes
    bool show_area_portals = false;      // --show-area-portals
    bool show_portals = false;           // --show-portals
    struct FreezeCamera { glm::vec3 position{0}; float pitch = 0, yaw = 0; };
    std::optional<FreezeCamera> freeze_at;  // --freeze-at X,Y,Z,PITCH,YAW
    std::optional<glm::vec2> pick;       // --pick X,Y (pixel of the --size image)
    std::optional<int32_t> select;       // --select SURFACE
    std::vector<std::string> overlay;    // --overlay all|PANEL,... (with --screenshot: panels in the PNG)
    std::optional<int32_t> fly_to;       // --fly-to SURFACE: select it, the camera looks at it
    std::optional<glm::vec2> mouse;      // --mouse X,Y: where the overlay's mouse rests (hover shows)
    bool vsync = true;                   // --no-vsync
    bool hide_interface = false;         // --hide-interface: the window starts with the picture alone (H)
};

// Parses argv. On a usage error returns nullopt and sets `error` to the message.
std::optional<CliOptions> parse_cli(int argc, char** argv, std::string& error);
const char* cli_usage();

// --memory-limit as a budget, or the default one.
MemoryBudget memory_budget(const CliOptions& options);

}  // namespace bsp

#include "app/cli_options.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "app/event_script.h"
#include "render/view_mode.h"
#include "ui/overlay.h"

namespace bsp {

namespace {

// Parses "a,b[,c]" into floats; returns how many were read (or -1 on garbage).
int parse_floats(std::string_view text, float* out, int max_count) {
    int n = 0;
    while (!text.empty()) {
        if (n == max_count) return -1;
        size_t comma = text.find(',');
        std::string part(text.substr(0, comma));
        char* end = nullptr;
        out[n] = std::strtof(part.c_str(), &end);
        if (part.empty() || end != part.c_str() + part.size()) return -1;
        ++n;
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    return n;
}

bool parse_int(std::string_view text, int& out) {
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && ptr == text.data() + text.size();
}

bool parse_size(std::string_view text, int& w, int& h) {
    size_t x = text.find('x');
    if (x == std::string_view::npos) return false;
    return parse_int(text.substr(0, x), w) && parse_int(text.substr(x + 1), h) && w > 0 && h > 0 &&
           w <= 16384 && h <= 16384;
}

}  // namespace

MemoryBudget memory_budget(const CliOptions& options) {
    return options.memory_limit_mib > 0 ? MemoryBudget::from_mib(options.memory_limit_mib) : MemoryBudget();
}

const char* cli_usage() {
    return R"(bspview — real-time viewer for compiled BSP maps (Quake 3, Half-Life, Quake 1 / BSP2, Source)

Usage:
  bspview [MAP]                       open MAP in the viewer window
  bspview --info MAP [--json]         print the map's lump table and statistics
  bspview MAP --screenshot OUT.png    render one frame offscreen to a PNG
  bspview MAP --bench                 fly a fixed path and print timings as JSON

MAP is one of:
  path/to/map.bsp                     a file (a map under .../<gamedir>/maps/ finds its game dir)
  ARCHIVE.pk3:maps/name.bsp           a map inside an archive
  maps/name.bsp                       a path inside the game dirs given with --game-dir

Options:
  --game-dir DIR        mount DIR's pk3 files (sorted, later wins) and loose files; repeatable
  --json                with --info: one JSON object instead of text
  --patch-level N       Bezier patch subdivisions per segment: 1-32, or engine (the
                        default: ioquake3's r_subdivisions 4, finer where a curve
                        bends more, one level per group of touching patches)
  --lightmaps SET       auto | ldr | hdr: which lightmaps of a map that stores two sets
                        (Source: LDR and HDR) to show; auto (default) takes LDR when the
                        map has it; asking for a set the map lacks warns and shows the other
  --memory-limit MIB    most memory one part of a map, or one file read, may need when
                        loading (default a quarter of physical memory, at most 256); a
                        map that needs more is refused, another file left out
  --size WxH            image size for --screenshot/--bench (default 1280x720)
  --pos X,Y,Z           eye position in map units (Z up)
  --angles P,Y[,R]      view angles in degrees: pitch (positive looks down), yaw (CCW from +X)
  --fov F               horizontal field of view in degrees (default 90)
  --view MODE           lit | lightmap | fullbright | wireframe | clusters | vertex | normals | pvs
                        | cubemaps (default lit; pvs highlights the PVS of the camera's
                        cluster; cubemaps colours Source faces by the cube map they reflect)
  --stats               with --screenshot: print that frame's visibility figures as JSON
  --no-pvs              do not cull by the PVS
  --no-frustum          do not cull by the view frustum
  --wireframe-overlay   draw triangle edges over the view
  --show-leaf-bounds    draw the bounds of the visible leaves, coloured by cluster; the
                        camera's own leaf on top in red
  --show-entities       draw markers on point entities and static props
  --show-light-probes   draw the light grid samples near the camera (maps with a light grid)
  --show-area-portals   outline the area portals (maps with areas: Source); those of the
                        camera's area on top in green
  --show-portals        draw the vis portals of the map's .prt file (when it sits beside
                        the map): those of the camera's cluster on top in orange
  --light-styles LIST   light styles that light the lightmaps: all, or numbers 0-255 such as
                        0,1,32 (default all, as the engines add them; 0 is the static light,
                        the others switchable and animated lights of maps that have them)
  --time SECONDS        moment of animated looks (liquid ripples, sky drift; default 0)
  --exposure STOPS      lightmap view: light times 2^STOPS (-8 to 8, default 0), to see the
                        gradients of lightmaps that are nearly white (negative) or black
  --heatmap             lightmap view: brightness in false colour, black, blue, cyan, green,
                        yellow, red as it rises, white where it is clipped at full white
  --texture-filter F    trilinear (default) | nearest-mip (the Quake 3 engine's default,
                        GL_LINEAR_MIPMAP_NEAREST; cheaper) | nearest (single texels)
  --q3-brightness B     fullscreen (default) | window: Quake 3 shader stages lit as
                        ioquake3 draws them fullscreen (r_overBrightBits 1) or in a window
                        (no overbright; brighter where a stage multiplies by the lightmap
                        again, as glass over a lit floor does)
  --flares on|off       Quake 3's flares (coronas) in the lit view (default off, as
                        ioquake3's r_flares)
  --props on|off|all    Source props drawn with their models (default on; off: markers
                        only with --show-entities; all: also past their fade distance)
  --fog on|off          Quake 3 fog volumes over the surfaces in them, lit and fullbright
                        views, and Source's distance fog (env_fog_controller, the 3D
                        sky's, under water) in the lit view (default on, as the engines
                        draw them)
  --skybox3d on|off     Source's 3D sky box: the sky_camera's area drawn, scaled up,
                        behind the world (default on)
  --overlays on|off     Source's overlays (info_overlay, water overlays) drawn over the
                        faces they lie on (default on)
  --envmaps on|off      Source's $envmap reflections: each face's cube map sample added
                        to it in the lit and fullbright views (default on)
  --bump-maps on|off    Source bump-lit faces lit through their normal maps from their
                        three directional lightmaps (default on, as the engine draws
                        them; off: their flat lightmap)
  --freeze-at X,Y,Z,P,Y compute visibility from this camera (position, pitch, yaw) and draw
                        its frustum, while rendering from --pos/--angles
  --pick X,Y            select the surface under pixel X,Y (outlined); with --stats its
                        face record is printed as "pick" in the JSON, and whether it is in
                        the PVS, in the frustum and drawn (and if not, which test rejected
                        it) as "pick_visibility"; with --show-entities an entity marker
                        within a few pixels of X,Y (not behind a wall) wins over the face
                        and is printed as "pick_entity"
  --select SURFACE      select surface number SURFACE as --pick would, wherever it is (so
                        the answers can say why a surface out of sight is not drawn)
  --overlay PANELS      with --screenshot: draw overlay panels into the PNG, docked around the
                        picture as in the window: all, none (only what --mouse hovers), or
                        a comma list of lumps, frame, visibility, lightmaps, probes,
                        entities, help
  --fly-to SURFACE      select surface SURFACE (its index, as --pick prints it) and put the
                        camera in front of it, looking at it (the viewer's F key)
  --mouse X,Y           with --overlay: the mouse rests on pixel X,Y, so what it hovers shows
                        (the Lightmaps panel's atlas readout, tooltips, an entity
                        marker's label with --show-entities)
  --frames N            with --bench: frames to render along the path (with --views: per view)
  --views FILE          with --bench: time each camera of FILE (lines of X Y Z PITCH YAW [FOV])
                        after warm-up frames, and print per-view medians
  --path FILE           with --bench: fly this camera path (one camera per line, as --views)
                        instead of the spawn-point tour
  --no-vsync            do not wait for the display's refresh
  --hide-interface      in the window: start with the menu, panels and status bar hidden
                        (H shows them), as the engine shows the picture
  --bookmark NAME       in the window: start at the map's bookmark NAME (Ctrl+B saves them,
                        in $XDG_CONFIG_HOME/bspview/bookmarks.txt)
  --events SCRIPT       in the window: synthetic input once the map shows, steps separated by
                        ';': frames N, key [ctrl+]NAME, click X,Y, wheel N, drop FILE,
                        report (for tests)
  -h, --help            show this help
  --version             show the version

Exit codes: 0 success, 1 usage or runtime error, 2 the map could not be loaded (bad or missing file).
)";
}

std::optional<CliOptions> parse_cli(int argc, char** argv, std::string& error) {
    CliOptions o;
    bool mode_set = false;
    auto set_mode = [&](RunMode m) {
        if (mode_set && o.mode != m && !(o.mode == RunMode::Viewer)) {
            error = "choose one of --info, --screenshot, --bench";
            return false;
        }
        o.mode = m;
        mode_set = true;
        return true;
    };
    for (int i = 1; i < argc; ++i) {
        std::string_view a = argv[i];
        auto value = [&](std::string_view name) -> const char* {
            if (i + 1 >= argc) {
                error = std::string(name) + " needs a value";
                return nullptr;
            }
            return argv[++i];
        };
        // A switch's `on` or `off` into `out`; false (with the error set) when the
        // value is missing or another word.
        auto on_off = [&](std::string_view name, bool& out) {
            const char* v = value(name);
            if (!v) return false;
            const std::string_view word = v;
            if (word != "on" && word != "off") {
                error = std::string(name) + " wants on or off, got '" + std::string(word) + "'";
                return false;
            }
            out = word == "on";
            return true;
        };
        if (a == "-h" || a == "--help") {
            o.mode = RunMode::Help;
            return o;
        } else if (a == "--version") {
            o.mode = RunMode::Version;
            return o;
        } else if (a == "--info") {
            if (!set_mode(RunMode::Info)) return std::nullopt;
        } else if (a == "--json") {
            o.json = true;
        } else if (a == "--stats") {
            o.stats = true;
        } else if (a == "--no-pvs") {
            o.no_pvs = true;
        } else if (a == "--no-frustum") {
            o.no_frustum = true;
        } else if (a == "--no-vsync") {
            o.vsync = false;
        } else if (a == "--hide-interface") {
            o.hide_interface = true;
        } else if (a == "--wireframe-overlay") {
            o.wireframe_overlay = true;
        } else if (a == "--show-leaf-bounds") {
            o.show_leaf_bounds = true;
        } else if (a == "--show-entities") {
            o.show_entities = true;
        } else if (a == "--show-light-probes") {
            o.show_light_probes = true;
        } else if (a == "--show-area-portals") {
            o.show_area_portals = true;
        } else if (a == "--show-portals") {
            o.show_portals = true;
        } else if (a == "--freeze-at") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            float f[5];
            if (parse_floats(v, f, 5) != 5) {
                error = "--freeze-at wants X,Y,Z,PITCH,YAW, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.freeze_at = CliOptions::FreezeCamera{glm::vec3(f[0], f[1], f[2]), f[3], f[4]};
        } else if (a == "--pick" || a == "--mouse") {  // a pixel of the picture
            const char* v = value(a);
            if (!v) return std::nullopt;
            float f[2];
            if (parse_floats(v, f, 2) != 2 || f[0] < 0 || f[1] < 0) {
                error = std::string(a) + " wants pixel X,Y, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            (a == "--pick" ? o.pick : o.mouse) = glm::vec2(f[0], f[1]);
        } else if (a == "--select" || a == "--fly-to") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            int surface = -1;
            if (!parse_int(v, surface) || surface < 0) {
                error = a == "--select" ? "--select wants a surface number, got '" + std::string(v) + "'"
                                        : "--fly-to wants a surface index, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            (a == "--select" ? o.select : o.fly_to) = surface;
        } else if (a == "--overlay") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            std::string_view list = v;
            o.overlay.clear();
            while (!list.empty()) {
                const size_t comma = list.find(',');
                const std::string_view name = list.substr(0, comma);
                if (name != "all" && name != "none" && !Overlay::panel_from_name(name)) {
                    error = "--overlay wants all, none or a comma list of lumps, frame, visibility, lightmaps, probes, "
                            "entities, help; got '" + std::string(name) + "'";
                    return std::nullopt;
                }
                o.overlay.emplace_back(name);
                if (comma == std::string_view::npos) break;
                list.remove_prefix(comma + 1);
            }
        } else if (a == "--bench") {
            if (!set_mode(RunMode::Bench)) return std::nullopt;
        } else if (a == "--screenshot") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            o.screenshot_path = v;
            if (!set_mode(RunMode::Screenshot)) return std::nullopt;
        } else if (a == "--game-dir") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            o.game_dirs.emplace_back(v);
        } else if (a == "--patch-level") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            if (std::string_view(v) == "engine") {
                o.patch_level = 0;
            } else if (!parse_int(v, o.patch_level) || o.patch_level < 1 || o.patch_level > 32) {
                error = "--patch-level wants engine or a whole number from 1 to 32, got '" + std::string(v) + "'";
                return std::nullopt;
            }
        } else if (a == "--lightmaps") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            const std::optional<LightmapSet> set = lightmap_set_from_name(v);
            if (!set) {
                error = "--lightmaps wants auto, ldr or hdr, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.lightmaps = *set;
        } else if (a == "--memory-limit") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            int mib = 0;
            if (!parse_int(v, mib) || mib < 1) {
                error = "--memory-limit wants a whole number of MiB, at least 1, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.memory_limit_mib = uint64_t(mib);
        } else if (a == "--size") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            if (!parse_size(v, o.width, o.height)) {
                error = "--size wants WIDTHxHEIGHT (e.g. 1280x720), got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.size_given = true;
        } else if (a == "--pos") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            float f[3];
            if (parse_floats(v, f, 3) != 3) {
                error = "--pos wants X,Y,Z, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.position = glm::vec3(f[0], f[1], f[2]);
        } else if (a == "--angles") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            float f[3] = {0, 0, 0};
            int n = parse_floats(v, f, 3);
            if (n < 2) {
                error = "--angles wants PITCH,YAW[,ROLL], got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.angles = glm::vec3(f[0], f[1], f[2]);
        } else if (a == "--fov") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            float f;
            if (parse_floats(v, &f, 1) != 1 || f < 1 || f > 179) {
                error = "--fov wants degrees between 1 and 179, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.fov = f;
        } else if (a == "--view") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            std::string_view m = v;
            if (!parse_view_mode(m)) {
                error = "--view wants lit, lightmap, fullbright, wireframe, clusters, vertex, normals, pvs or cubemaps, got '" +
                        std::string(m) + "'";
                return std::nullopt;
            }
            o.view = m;
        } else if (a == "--texture-filter") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            const std::optional<TextureFilter> f = parse_texture_filter(v);
            if (!f) {
                error = "--texture-filter wants trilinear, nearest-mip or nearest, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.texture_filter = *f;
        } else if (a == "--q3-brightness") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            const std::optional<StageBrightness> b = parse_stage_brightness(v);
            if (!b) {
                error = "--q3-brightness wants fullscreen or window, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.stage_brightness = *b;
        } else if (a == "--fog") {
            if (!on_off(a, o.fog_volumes)) return std::nullopt;
        } else if (a == "--skybox3d") {
            if (!on_off(a, o.skybox3d)) return std::nullopt;
        } else if (a == "--overlays") {
            if (!on_off(a, o.overlays)) return std::nullopt;
        } else if (a == "--envmaps") {
            if (!on_off(a, o.envmaps)) return std::nullopt;
        } else if (a == "--bump-maps") {
            if (!on_off(a, o.bump_maps)) return std::nullopt;
        } else if (a == "--light-styles") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            if (std::string_view(v) == "all") {
                o.all_light_styles = true;
                continue;
            }
            o.light_styles.clear();
            std::string_view list = v;
            while (true) {
                const size_t comma = list.find(',');
                int style = -1;
                if (!parse_int(list.substr(0, comma), style) || style < 0 || style > 255) {
                    error = "--light-styles wants all or a comma list of numbers 0-255, got '" + std::string(v) + "'";
                    return std::nullopt;
                }
                o.light_styles.push_back(style);
                if (comma == std::string_view::npos) break;
                list.remove_prefix(comma + 1);
            }
        } else if (a == "--time") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            if (parse_floats(v, &o.time, 1) != 1 || o.time < 0) {
                error = "--time wants seconds (0 or more), got '" + std::string(v) + "'";
                return std::nullopt;
            }
        } else if (a == "--exposure") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            if (parse_floats(v, &o.exposure, 1) != 1 || !(o.exposure >= -8 && o.exposure <= 8)) {
                error = "--exposure wants stops between -8 and 8, got '" + std::string(v) + "'";
                return std::nullopt;
            }
        } else if (a == "--heatmap") {
            o.heatmap = true;
        } else if (a == "--flares") {
            if (!on_off(a, o.flares)) return std::nullopt;
        } else if (a == "--props") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            const std::string_view mode = v;
            if (mode != "on" && mode != "off" && mode != "all") {
                error = "--props wants on, off or all, got '" + std::string(v) + "'";
                return std::nullopt;
            }
            o.props = mode != "off";
            o.props_show_faded = mode == "all";
        } else if (a == "--bookmark") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            o.bookmark = v;
        } else if (a == "--events") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            o.events = v;
            if (!parse_event_script(o.events, error)) return std::nullopt;
        } else if (a == "--views" || a == "--path") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            if (!*v) {
                error = std::string(a) + " wants a camera file (lines of X Y Z PITCH YAW [FOV])";
                return std::nullopt;
            }
            (a == "--views" ? o.bench_views : o.bench_path) = v;
        } else if (a == "--frames") {
            const char* v = value(a);
            if (!v) return std::nullopt;
            if (!parse_int(v, o.frames) || o.frames < 1) {
                error = "--frames wants a positive whole number, got '" + std::string(v) + "'";
                return std::nullopt;
            }
        } else if (a.size() > 1 && a[0] == '-') {
            error = "unknown option '" + std::string(a) + "' (see --help)";
            return std::nullopt;
        } else {
            if (!o.map.empty()) {
                error = "more than one map given: '" + o.map + "' and '" + std::string(a) + "'";
                return std::nullopt;
            }
            o.map = a;
        }
    }
    if ((o.mode == RunMode::Info || o.mode == RunMode::Screenshot || o.mode == RunMode::Bench) && o.map.empty()) {
        error = "no map given (see --help)";
        return std::nullopt;
    }
    if ((!o.bench_views.empty() || !o.bench_path.empty()) && o.mode != RunMode::Bench) {
        error = "--views and --path go with --bench";
        return std::nullopt;
    }
    if (!o.bench_views.empty() && !o.bench_path.empty()) {
        error = "choose one of --views and --path";
        return std::nullopt;
    }
    return o;
}

}  // namespace bsp

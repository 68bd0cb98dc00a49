#pragma once
// The whole loading pipeline, shared by --info, the viewer, screenshots, tests
// and benchmarks: locate the map (files, archives, game dirs) → read bytes →
// parse into a Map → tessellate patches → load external lightmaps → (for drawing)
// resolve the materials: shader scripts, decoded images (a MaterialSet). Everything
// here reads files and runs on any thread; the GL upload that follows (SceneRenderer)
// is the only part that must run on the GL thread.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "assets/image_streamer.h"
#include "assets/material.h"
#include "core/memory_budget.h"
#include "map/map.h"
#include "vfs/vfs.h"

namespace bsp {

struct LoadRequest {
    std::string map_argument;
    std::vector<std::string> game_dirs;
    int patch_level = 0;    // kEnginePatchLevel (0, the default) or a fixed level
    bool textures = false;  // also prepare LoadedMap::textures (needed to draw the map)
    LightmapSet lightmaps = LightmapSet::Auto;  // ParseOptions::lightmap_set
    MemoryBudget memory_budget;  // bounds every allocation the file's data sizes (--memory-limit)
    // Decoded images are kept between runs (assets/image_cache.h, its folder from the
    // environment: BSPVIEW_CACHE_DIR, "off" to turn it off).
    bool image_cache = true;
    // With `textures`: image files found by name are not decoded here but left
    // pending (MaterialImage::pending), for ShownMap to stream in after the first
    // frame (assets/image_streamer.h). The viewer and --bench do this; screenshots
    // and tests draw every texture from the first frame.
    bool stream_textures = false;
};

struct LoadTimings {
    double read_ms = 0, parse_ms = 0, tessellate_ms = 0, lightmaps_ms = 0;
    double textures_ms = 0;  // shader scripts and image decoding (0 unless requested)
    double total_ms = 0;
};

struct LoadedMap {
    std::unique_ptr<Vfs> vfs;  // stays mounted for later lookups
    MapLocation location;
    Map map;
    MaterialSet materials;     // filled when LoadRequest::textures; SceneRenderer takes it
    // With LoadRequest::stream_textures: decoding the pending images since the load
    // ended (ShownMap takes it). Declared after vfs, which it reads.
    std::unique_ptr<ImageStreamer> streamer;
    LoadTimings timings;
};

// The steps of opening a map to draw it, in order. Upload is not done by load_map
// (it needs the GL thread) but has its span of the progress bar, so the caller can
// show it.
enum class LoadPhase { Read, Parse, Tessellate, Lightmaps, Textures, Upload };

struct LoadPhaseSpan {
    const char* name;  // for the progress display
    float start, end;  // fractions of the whole load
};

// Where a phase sits on the progress bar. With `textures` false (as for --info) the
// bar covers only the phases before Textures.
LoadPhaseSpan load_phase_span(LoadPhase phase, bool textures);

// Progress callback: a phase name and a fraction in [0,1] of the whole load.
using LoadProgress = std::function<void(const char* phase, float fraction)>;

// Moves the map's pakfile (Map::pakfile: Source maps carry a zip of their own
// materials and models) into `vfs`, mounted above everything there as
// "<map_name>:pakfile". A pakfile that is not a readable zip is a warning in
// Map::warnings, never an error: the map still draws. Nothing is mounted when the
// pakfile has no entries (Map::pakfile_file_count). load_map calls it right after parsing.
void mount_pakfile(Vfs& vfs, Map& map, const std::string& map_name);

// Throws LoadError on any problem (bad file, missing map, ...).
LoadedMap load_map(const LoadRequest& request, const LoadProgress& progress = {});

}  // namespace bsp

#pragma once
// How --screenshot and --bench open a map to draw it offscreen: the loading
// pipeline (textures decoded, as the viewer's worker thread does) on a second
// thread while a hidden GL context, its framebuffer (as a window has one) and the
// programs every first frame needs are made, then the upload. Problems are reported on stderr as
// every mode reports them: the map's warnings, then its missing textures.
#include <memory>

#include "app/cli_options.h"
#include "app/gl_context.h"
#include "render/gl/offscreen_target.h"
#include "session/shown_map.h"

namespace bsp {

struct OffscreenSession {
    std::unique_ptr<GlContext> gl;  // declared first: outlives the GL objects below
    std::unique_ptr<OffscreenTarget> target;  // options.width x options.height, bound
    std::unique_ptr<ShownMap> shown;
    double upload_ms = 0;           // building the renderer: all the viewer's main thread stalls for
    double gl_context_ms = 0;       // making the hidden context, while the map loads beside it
};

// Opens options.map. On failure prints why and returns null with `exit_code` set:
// 2 for a map that cannot be loaded, 1 when there is no GL context or the upload fails.
// `stream_textures`: LoadRequest::stream_textures (the caller streams them in, or
// calls ShownMap::finish_textures).
std::unique_ptr<OffscreenSession> open_offscreen_session(const CliOptions& options, int& exit_code,
                                                         bool stream_textures = false);

}  // namespace bsp

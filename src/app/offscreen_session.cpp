#include "app/offscreen_session.h"

#include <cstdio>
#include <exception>
#include <future>
#include <new>

#include "core/load_error.h"
#include "core/printable_text.h"
#include "core/stopwatch.h"

namespace bsp {

std::unique_ptr<OffscreenSession> open_offscreen_session(const CliOptions& options, int& exit_code,
                                                         bool stream_textures) {
    // The map loads on a second thread while this one makes the GL context: the
    // context (SDL, EGL, the driver) shares nothing with loading and costs tens of
    // milliseconds that would otherwise come before the first frame. Problems are
    // still reported in the old order: the map's first, then the context's.
    std::future<LoadedMap> loading = std::async(std::launch::async, [&options, stream_textures] {
        return load_map({.map_argument = options.map,
                         .game_dirs = options.game_dirs,
                         .patch_level = options.patch_level,
                         .textures = true,
                         .lightmaps = options.lightmaps,
                         .memory_budget = memory_budget(options),
                         .stream_textures = stream_textures});
    });
    auto session = std::make_unique<OffscreenSession>();
    std::string gl_error;
    Stopwatch gl_clock;
    session->gl = GlContext::create({.width = 64, .height = 64, .hidden = true, .resizable = false, .vsync = false},
                                    gl_error);
    session->gl_context_ms = gl_clock.elapsed_ms();
    // The map is still loading: the framebuffer and the programs of its first frame are
    // made meanwhile (on llvmpipe 4 and 5-10 ms that came after the load before).
    std::string target_error;
    if (session->gl) {
        try {
            session->target = std::make_unique<OffscreenTarget>(options.width, options.height);
            session->target->bind();
        } catch (const std::exception& e) {
            target_error = e.what();
        }
        SceneRenderer::prepare_programs();
    }

    std::unique_ptr<LoadedMap> loaded;
    try {
        loaded = std::make_unique<LoadedMap>(loading.get());
    } catch (const LoadError& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        exit_code = 2;
        return nullptr;
    }
    for (const std::string& w : loaded->map.warnings)
        std::fprintf(stderr, "bspview: warning: %s\n", printable_text(w).c_str());

    if (!session->gl || !session->target) {
        std::fprintf(stderr, "bspview: %s\n", session->gl ? target_error.c_str() : gl_error.c_str());
        exit_code = 1;
        return nullptr;
    }
    const std::string name = loaded->location.display_name;
    try {
        Stopwatch clock;
        session->shown = std::make_unique<ShownMap>(std::move(loaded));
        session->upload_ms = clock.elapsed_ms();
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "bspview: %s: ran out of memory while uploading to the GPU\n", name.c_str());
        exit_code = 1;
        return nullptr;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        exit_code = 1;
        return nullptr;
    }
    for (const MissingMaterial& m : session->shown->scene().world().missing_textures())
        std::fprintf(stderr, "bspview: missing texture: %s\n", printable_text(m.text()).c_str());
    return session;
}

}  // namespace bsp

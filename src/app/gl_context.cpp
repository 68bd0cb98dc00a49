#include "app/gl_context.h"

#include <SDL.h>
#include <glad/gl.h>

#include "render/gl/shader_program.h"

namespace bsp {

std::unique_ptr<GlContext> GlContext::create(const GlContextOptions& options, std::string& error) {
    // SIGINT/SIGTERM are ours (app/termination.h): SDL's handlers would turn them into
    // an SDL_QUIT event that a run busy elsewhere never reads.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    if (SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        error = std::string("cannot start SDL video: ") + SDL_GetError();
        return nullptr;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);  // macOS needs it
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
    // For the 3D sky box pass (SceneRenderer::render); without it that pass draws the
    // whole view, as before.
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);

    Uint32 flags = SDL_WINDOW_OPENGL | (options.hidden ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN);
    if (options.resizable) flags |= SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    std::unique_ptr<GlContext> ctx(new GlContext);
    if (options.maximized && !options.hidden) flags |= SDL_WINDOW_MAXIMIZED;
    const int x = options.position ? options.position->first : int(SDL_WINDOWPOS_CENTERED);
    const int y = options.position ? options.position->second : int(SDL_WINDOWPOS_CENTERED);
    ctx->window_ = SDL_CreateWindow(options.title, x, y, options.width, options.height, flags);
    if (!ctx->window_) {
        error = std::string("cannot open a window: ") + SDL_GetError();
        return nullptr;
    }
    ctx->context_ = SDL_GL_CreateContext(ctx->window_);
    if (!ctx->context_) {
        error = std::string("cannot create an OpenGL 3.3 core context: ") + SDL_GetError();
        return nullptr;
    }
    SDL_GL_MakeCurrent(ctx->window_, ctx->context_);
    if (!gladLoadGL(reinterpret_cast<GLADloadfunc>(SDL_GL_GetProcAddress))) {
        error = "cannot load OpenGL functions (glad)";
        return nullptr;
    }
    ctx->set_vsync(options.vsync);
    return ctx;
}

GlContext::~GlContext() {
    if (context_) {
        SDL_GL_MakeCurrent(window_, context_);  // its programs go with it
        ShaderProgram::discard_prepared();
        SDL_GL_DeleteContext(context_);
    }
    if (window_) SDL_DestroyWindow(window_);
    SDL_QuitSubSystem(SDL_INIT_VIDEO);
}

void GlContext::set_vsync(bool on) {
    // Adaptive vsync first where offered; plain vsync otherwise.
    if (on) {
        if (SDL_GL_SetSwapInterval(-1) != 0) SDL_GL_SetSwapInterval(1);
    } else {
        SDL_GL_SetSwapInterval(0);
    }
}

std::string GlContext::renderer_name() const {
    const char* r = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
    const char* v = reinterpret_cast<const char*>(glGetString(GL_VERSION));
    return std::string(r ? r : "?") + " / " + (v ? v : "?");
}

}  // namespace bsp

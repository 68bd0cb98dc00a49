#pragma once
// An SDL window with an OpenGL 3.3 core context and glad loaded, shared by the
// screenshot, bench and viewer modes. Offscreen modes ask for a hidden window:
// with SDL_VIDEODRIVER=offscreen (EGL, no display) that still gives a context.
#include <memory>
#include <optional>
#include <utility>
#include <string>

struct SDL_Window;

namespace bsp {

struct GlContextOptions {
    const char* title = "bspview";
    int width = 1280, height = 720;
    bool hidden = false;
    bool resizable = true;
    bool vsync = true;
    std::optional<std::pair<int, int>> position;  // else centred
    bool maximized = false;
};

class GlContext {
public:
    // nullptr on failure, with the reason in `error` (no display, no GL 3.3, ...).
    static std::unique_ptr<GlContext> create(const GlContextOptions& options, std::string& error);
    ~GlContext();
    GlContext(const GlContext&) = delete;
    GlContext& operator=(const GlContext&) = delete;

    SDL_Window* window() const { return window_; }
    void* gl_context() const { return context_; }
    void set_vsync(bool on);
    std::string renderer_name() const;  // GL_RENDERER / GL_VERSION, for reports

private:
    GlContext() = default;
    SDL_Window* window_ = nullptr;
    void* context_ = nullptr;
};

}  // namespace bsp

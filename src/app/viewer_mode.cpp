// The interactive viewer: an SDL window with the world, a fly camera and a small
// ImGui overlay (frame and visibility figures, culling switches, view mode, patch
// level, File menu with recent maps). Maps load on a worker thread; a failed load
// shows its error and keeps the map already on screen. Dropping a .bsp or .pk3 on
// the window opens it.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>
#include <deque>
#include <exception>
#include <memory>
#include <numeric>

#include "app/background_loader.h"
#include "app/camera_controller.h"
#include "app/camera_view.h"
#include "app/gl_context.h"
#include "app/recent_files.h"
#include "app/run_modes.h"
#include "core/stopwatch.h"
#include "map/patch_tessellation.h"
#include "render/scene_renderer.h"
#include "vfs/vfs.h"

namespace bsp {

namespace {

// The map on screen with everything built for it.
struct Shown {
    std::unique_ptr<LoadedMap> loaded;
    std::unique_ptr<SceneRenderer> scene;
};

class Viewer {
public:
    Viewer(const CliOptions& options, GlContext& gl) : options_(options), gl_(gl) {
        settings_.mode = parse_view_mode(options.view).value_or(ViewMode::Lit);
        vis_.use_pvs = !options.no_pvs;
        vis_.use_frustum = !options.no_frustum;
        vsync_ = options.vsync;
        patch_level_ = options.patch_level > 0 ? options.patch_level : kDefaultPatchLevel;
        open_path_[0] = '\0';
    }

    int run() {
        if (!options_.map.empty()) open(options_.map);
        else show_open_ = true;
        // --frames N quits after N frames with a map on screen: a smoke test that
        // runs offscreen (SDL_VIDEODRIVER=offscreen) like the other modes.
        int frames_shown = 0;
        while (!quit_) {
            poll_events();
            finish_load();
            frame();
            if (shown_.scene) ++frames_shown;
            if (options_.frames > 0 && (frames_shown >= options_.frames || (!loader_.busy() && !shown_.scene &&
                                                                             !error_.empty())))
                quit_ = true;
        }
        if (!shown_.scene && !error_.empty()) {
            std::fprintf(stderr, "bspview: %s\n", error_.c_str());
            return 2;
        }
        return 0;
    }

private:
    void open(const std::string& argument) {
        std::string map_argument = argument;
        // A dropped or named pk3: open the first map inside it.
        if (argument.size() > 4 && (argument.ends_with(".pk3") || argument.ends_with(".zip"))) {
            try {
                Vfs probe;
                probe.mount(argument);
                const auto maps = probe.list("maps", ".bsp");
                if (maps.empty()) {
                    error_ = argument + ": no maps/*.bsp inside";
                    return;
                }
                const std::string inner = maps.front().rfind("maps/", 0) == 0 ? maps.front() : "maps/" + maps.front();
                map_argument = argument + ":" + inner;
            } catch (const std::exception& e) {
                error_ = e.what();
                return;
            }
        }
        if (!loader_.start({map_argument, options_.game_dirs, patch_level_}))
            error_ = "a map is still loading";
    }

    void finish_load() {
        auto result = loader_.take();
        if (!result) return;
        if (!result->map) {
            error_ = result->error;  // the previous map stays
            return;
        }
        try {
            auto scene = std::make_unique<SceneRenderer>(result->map->map, *result->map->vfs);
            shown_.scene.reset();  // the renderer refers to the old map: drop it first
            shown_.loaded = std::move(result->map);
            shown_.scene = std::move(scene);
            error_.clear();
            recent_.add(loader_.request_name());
            camera_ = camera_from_options(options_, shown_.loaded->map);
            if (first_load_done_) camera_ = default_camera(shown_.loaded->map, options_.fov);
            first_load_done_ = true;
            far_plane_ = far_plane_for(shown_.loaded->map);
            const std::string title = "bspview — " + shown_.loaded->location.display_name;
            SDL_SetWindowTitle(gl_.window(), title.c_str());
        } catch (const std::exception& e) {
            error_ = e.what();
        }
    }

    void poll_events() {
        SDL_Event e;
        const ImGuiIO& io = ImGui::GetIO();
        while (SDL_PollEvent(&e)) {
            ImGui_ImplSDL2_ProcessEvent(&e);
            if (e.type == SDL_QUIT) quit_ = true;
            if (e.type == SDL_DROPFILE) {
                open(e.drop.file);
                SDL_free(e.drop.file);
                continue;
            }
            if (e.type == SDL_KEYDOWN && !io.WantCaptureKeyboard) {
                if (e.key.keysym.sym == SDLK_F1) show_help_ = !show_help_;
                if (e.key.keysym.sym == SDLK_ESCAPE && controller_.looking()) controller_.set_capture(false);
                if (e.key.keysym.sym == SDLK_TAB) controller_.set_capture(!controller_.looking());
            }
            const bool mouse_for_ui = io.WantCaptureMouse && !controller_.looking();
            if (!mouse_for_ui || e.type == SDL_MOUSEBUTTONUP) controller_.handle_event(e, camera_);
        }
    }

    void frame() {
        const float seconds = float(std::min(frame_clock_.elapsed_ms(), 100.0) / 1000.0);
        frame_clock_.restart();
        controller_.update(camera_, seconds, !ImGui::GetIO().WantCaptureKeyboard);

        int w = 1, h = 1;
        SDL_GL_GetDrawableSize(gl_.window(), &w, &h);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        Stopwatch clock;
        if (shown_.scene) {
            last_ = shown_.scene->render(make_render_view(camera_, w, h, far_plane_), vis_, settings_, freeze_);
        } else {
            glViewport(0, 0, w, h);
            glClearColor(0.08f, 0.08f, 0.1f, 1);
            glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        }
        draw_ms_ = clock.elapsed_ms();

        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        ImGui::NewFrame();
        draw_menu();
        draw_overlay(seconds);
        draw_dialogs();
        ImGui::Render();
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        SDL_GL_SwapWindow(gl_.window());
    }

    void draw_menu() {
        if (!ImGui::BeginMainMenuBar()) return;
        if (ImGui::BeginMenu("File")) {
            if (ImGui::MenuItem("Open...", "")) show_open_ = true;
            if (ImGui::BeginMenu("Recent", !recent_.list().empty())) {
                for (const std::string& p : recent_.list())
                    if (ImGui::MenuItem(p.c_str())) open(p);
                ImGui::EndMenu();
            }
            ImGui::Separator();
            if (ImGui::MenuItem("Quit")) quit_ = true;
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("Help")) {
            if (ImGui::MenuItem("Controls", "F1")) show_help_ = true;
            ImGui::EndMenu();
        }
        ImGui::EndMainMenuBar();
    }

    void draw_overlay(float seconds) {
        frame_times_.push_back(seconds * 1000.0f);
        if (frame_times_.size() > 120) frame_times_.pop_front();
        const float avg = std::accumulate(frame_times_.begin(), frame_times_.end(), 0.0f) / float(frame_times_.size());
        ImGui::SetNextWindowPos(ImVec2(10, 30), ImGuiCond_FirstUseEver);
        ImGui::SetNextWindowBgAlpha(0.75f);
        ImGui::Begin("View", nullptr, ImGuiWindowFlags_AlwaysAutoResize);
        ImGui::Text("%.1f fps  %.2f ms/frame  (draw %.2f ms, vis %.3f ms)", avg > 0 ? 1000.0f / avg : 0.0f, avg,
                    draw_ms_, last_.vis_ms);
        if (shown_.scene) {
            const VisibleSet& v = shown_.scene->visible();
            ImGui::Text("leaf %d  cluster %d", v.camera_leaf, v.camera_cluster);
            ImGui::Text("visible: %u clusters, %u leaves, %u surfaces, %llu triangles", v.cluster_count,
                        v.leaf_count, v.surface_count, static_cast<unsigned long long>(v.triangle_count));
            ImGui::Text("draw calls %u (%zu groups)", last_.draw.draw_calls, v.groups.size());
            ImGui::Text("pos %.0f %.0f %.0f  angles %.1f %.1f", camera_.position.x, camera_.position.y,
                        camera_.position.z, camera_.pitch, camera_.yaw);
            const auto& missing = shown_.scene->world().missing_textures();
            if (!missing.empty() && ImGui::CollapsingHeader("Missing textures")) {
                for (const std::string& m : missing) ImGui::TextUnformatted(m.c_str());
            }
        }
        ImGui::Separator();
        ImGui::Checkbox("PVS", &vis_.use_pvs);
        ImGui::SameLine();
        ImGui::Checkbox("Frustum", &vis_.use_frustum);
        ImGui::SameLine();
        ImGui::Checkbox("Freeze", &freeze_);
        if (ImGui::Checkbox("VSync", &vsync_)) gl_.set_vsync(vsync_);
        int mode = int(settings_.mode);
        if (ImGui::Combo("View", &mode, "lit\0lightmap\0fullbright\0wireframe\0clusters\0")) settings_.mode = ViewMode(mode);
        ImGui::SliderFloat("Gamma", &settings_.gamma, 0.5f, 2.5f);
        ImGui::SliderInt("Patch level", &patch_level_, kMinPatchLevel, 16);
        if (ImGui::IsItemDeactivatedAfterEdit() && shown_.scene) {
            tessellate_patches(shown_.loaded->map, patch_level_);
            shown_.scene->rebuild_geometry();
        }
        ImGui::Text("speed %.0f (wheel)", controller_.speed());
        if (loader_.busy()) {
            ImGui::Separator();
            ImGui::Text("Loading %s: %s", loader_.request_name().c_str(), loader_.phase().c_str());
            ImGui::ProgressBar(loader_.progress());
        }
        if (!error_.empty()) {
            ImGui::Separator();
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.4f, 1));
            ImGui::TextWrapped("%s", error_.c_str());
            ImGui::PopStyleColor();
            if (ImGui::SmallButton("dismiss")) error_.clear();
        }
        ImGui::End();
    }

    void draw_dialogs() {
        if (show_open_) {
            ImGui::SetNextWindowSize(ImVec2(520, 0), ImGuiCond_FirstUseEver);
            ImGui::Begin("Open map", &show_open_);
            ImGui::TextWrapped("A .bsp file, a .pk3 (first map inside), ARCHIVE.pk3:maps/x.bsp, or maps/x.bsp "
                               "inside the --game-dir folders. You can also drop a file on the window.");
            const bool enter = ImGui::InputText("path", open_path_, sizeof open_path_,
                                                ImGuiInputTextFlags_EnterReturnsTrue);
            if ((ImGui::Button("Open") || enter) && open_path_[0]) {
                open(open_path_);
                show_open_ = false;
            }
            ImGui::End();
        }
        if (show_help_) {
            ImGui::Begin("Controls", &show_help_, ImGuiWindowFlags_AlwaysAutoResize);
            ImGui::TextUnformatted(
                "W A S D / arrows   move\n"
                "Space / C          up / down\n"
                "Shift              faster\n"
                "Right mouse (hold) look around\n"
                "Tab                toggle mouse capture (Esc releases)\n"
                "Mouse wheel        change speed\n"
                "F1                 this help\n"
                "Drop a .bsp/.pk3   open it");
            ImGui::End();
        }
    }

    const CliOptions& options_;
    GlContext& gl_;
    Shown shown_;
    BackgroundLoader loader_;
    RecentFiles recent_;
    Camera camera_;
    CameraController controller_;
    RenderSettings settings_;
    VisOptions vis_;
    FrameResult last_;
    Stopwatch frame_clock_;
    std::deque<float> frame_times_;
    std::string error_;
    char open_path_[1024];
    float far_plane_ = 8192;
    double draw_ms_ = 0;
    int patch_level_ = kDefaultPatchLevel;
    bool freeze_ = false, vsync_ = true, quit_ = false, show_help_ = false, show_open_ = false;
    bool first_load_done_ = false;
};

}  // namespace

int run_viewer(const CliOptions& options) {
    std::string error;
    auto gl = GlContext::create({.title = "bspview", .width = options.width, .height = options.height,
                                 .hidden = false, .resizable = true, .vsync = options.vsync},
                                error);
    if (!gl) {
        std::fprintf(stderr, "bspview: %s\n", error.c_str());
        return 1;
    }
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini dropped in the working folder
    ImGui::StyleColorsDark();
    ImGui_ImplSDL2_InitForOpenGL(gl->window(), gl->gl_context());
    ImGui_ImplOpenGL3_Init("#version 330 core");
    int code = 0;
    try {
        Viewer viewer(options, *gl);
        code = viewer.run();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        code = 1;
    }
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    return code;
}

}  // namespace bsp

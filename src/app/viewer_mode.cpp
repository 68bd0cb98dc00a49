// The interactive viewer: an SDL window with the world, a fly camera and the
// debugging overlay (src/ui panels). This file owns the viewer's state; panels
// and shortcuts only send commands (ui/ui_commands.h), applied here between
// frames. Maps load on a worker thread; a failed load shows its error and keeps
// the map already on screen. The worker also reads the shader scripts and decodes
// every texture image; the main thread then only uploads (one frame, shown as the
// last phase of the progress bar). Dropping a .bsp or .pk3 on the window opens it.
// A left click in the world picks the surface under the mouse.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cstdio>
#include <array>
#include <optional>
#include <type_traits>
#include <variant>
#include <exception>
#include <memory>

#include "app/camera_controller.h"
#include "app/cli_settings.h"
#include "app/gl_context.h"
#include "app/recent_files.h"
#include "app/run_modes.h"
#include "core/stopwatch.h"
#include "map/patch_tessellation.h"
#include "render/lightmap_rects.h"
#include "render/scene_renderer.h"
#include "session/background_loader.h"
#include "session/camera_view.h"
#include "ui/overlay.h"
#include "ui/shortcuts.h"
#include "vfs/vfs.h"
#include "vfs/vfs_path.h"
#include "vis/surface_picker.h"

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
        settings_ = render_settings_from(options);
        vis_ = vis_options_from(options);
        debug_ = debug_options_from(options);
        panels_ = Overlay::panels_from_names(options.overlay);
        panels_[size_t(Panel::FrameStats)] = panels_[size_t(Panel::Visibility)] = true;
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
            if (options_.frames > 0 && (frames_shown >= options_.frames || (!loading() && !shown_.scene &&
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
    bool loading() const { return loader_.busy() || uploading_; }

    void open(const std::string& argument) {
        // A dropped or named archive (.pk3 .zip .pak, any case): its one map opens at
        // once; with several, a chooser lists them.
        if (has_archive_extension(argument)) {
            try {
                Vfs probe;
                probe.mount(argument);
                std::vector<std::string> maps;
                for (const std::string& m : probe.list("maps", ".bsp"))
                    maps.push_back(m.rfind("maps/", 0) == 0 ? m : "maps/" + m);
                if (maps.empty()) {
                    error_ = argument + ": no maps/*.bsp inside";
                    return;
                }
                if (maps.size() > 1) {
                    archive_choice_ = {argument, std::move(maps)};
                    return;
                }
                start_load(argument + ":" + maps.front());
            } catch (const std::exception& e) {
                error_ = e.what();
            }
            return;
        }
        start_load(argument);
    }

    void start_load(const std::string& map_argument) {
        if (uploading_ || !loader_.start({.map_argument = map_argument, .game_dirs = options_.game_dirs,
                                          .patch_level = patch_level_, .textures = true}))
            error_ = "a map is still loading";
    }

    // Takes a finished load and, one frame later (so the progress bar has shown the
    // upload phase), uploads it: the only part of a load on this thread.
    void finish_load() {
        if (!uploading_) {
            auto result = loader_.take();
            if (!result) return;
            if (!result->map) error_ = result->error;  // the previous map stays
            else uploading_ = std::move(result->map);
            return;
        }
        std::unique_ptr<LoadedMap> loaded = std::move(uploading_);
        try {
            auto scene = std::make_unique<SceneRenderer>(loaded->map, std::move(loaded->textures));
            shown_.scene.reset();  // the renderer refers to the old map: drop it first
            shown_.loaded = std::move(loaded);
            shown_.scene = std::move(scene);
            lightmap_rects_ = surface_lightmap_rects(shown_.loaded->map, shown_.scene->world().atlas());
            select_surface(-1);
            freeze_ = false;
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
            // Key repeat would flip a held switch on and off every few frames.
            if (e.type == SDL_KEYDOWN && !e.key.repeat && !io.WantCaptureKeyboard) {
                if (e.key.keysym.sym == SDLK_ESCAPE && controller_.looking()) controller_.set_capture(false);
                if (e.key.keysym.sym == SDLK_TAB) controller_.set_capture(!controller_.looking());
                const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
                if (auto command = shortcut_command(e.key.keysym.sym, ctrl)) commands_.push_back(*command);
            }
            const bool mouse_for_ui = io.WantCaptureMouse && !controller_.looking();
            // While the mouse looks around there is no pointer to pick with.
            if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT && !mouse_for_ui &&
                !controller_.looking())
                pick_at(float(e.button.x), float(e.button.y));
            if (!mouse_for_ui || e.type == SDL_MOUSEBUTTONUP) controller_.handle_event(e, camera_);
        }
    }

    void frame() {
        const float seconds = float(std::min(frame_clock_.elapsed_ms(), 100.0) / 1000.0);
        frame_clock_.restart();
        controller_.update(camera_, seconds, !ImGui::GetIO().WantCaptureKeyboard);
        settings_.time_seconds = options_.time + float(run_clock_.elapsed_ms() / 1000.0);

        int w = 1, h = 1;
        SDL_GL_GetDrawableSize(gl_.window(), &w, &h);
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        Stopwatch clock;
        if (shown_.scene) {
            last_ = shown_.scene->render(make_render_view(camera_, w, h, far_plane_), vis_, settings_, freeze_, debug_);
            history_.push(seconds * 1000.0f, float(last_.vis_ms));
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
        draw_status();
        overlay_.draw(ui_state(), commands_);
        draw_dialogs();
        ImGui::Render();
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        SDL_GL_SwapWindow(gl_.window());
        apply_commands();
    }

    UiState ui_state() const {
        UiState ui;
        if (shown_.scene) {
            ui.map = &shown_.loaded->map;
            ui.scene = shown_.scene.get();
            ui.lightmap_rects = &lightmap_rects_;
            ui.map_name = shown_.loaded->location.display_name;
        }
        ui.camera = {camera_.position, camera_.pitch, camera_.yaw, camera_.roll, camera_.fov_x};
        ui.render = settings_;
        ui.vis = vis_;
        ui.debug = debug_;
        ui.frozen = freeze_;
        ui.last_frame = last_;
        ui.history = &history_;
        ui.panels = panels_;
        ui.selected_face = selected_face_;
        return ui;
    }

    void select_surface(int32_t surface, const SurfaceHit* hit = nullptr) {
        settings_.selected_surface = surface;
        selected_face_.reset();
        if (surface >= 0 && shown_.loaded) selected_face_ = describe_face(shown_.loaded->map, lightmap_rects_, surface, hit);
    }

    // Left click in the world: the surface under the mouse, among those drawn now.
    void pick_at(float x, float y) {
        if (!shown_.scene) return;
        int w = 1, h = 1;
        SDL_GetWindowSize(gl_.window(), &w, &h);  // mouse coordinates are in window units
        const RenderView view = make_render_view(camera_, w, h, far_plane_);
        const Ray ray = ray_through_pixel(view.projection * view.view, w, h, x, y);
        const SurfaceHit hit = pick_surface(shown_.loaded->map, shown_.scene->drawn().surfaces, ray);
        select_surface(hit.surface, &hit);
    }

    void set_switch(Switch which, bool on) {
        switch (which) {
            case Switch::Pvs: vis_.use_pvs = on; break;
            case Switch::Frustum: vis_.use_frustum = on; break;
            case Switch::Freeze: freeze_ = on; break;
            case Switch::WireOverlay: settings_.wireframe_overlay = on; break;
            case Switch::LeafBounds: debug_.leaf_bounds = on; break;
            case Switch::EntityMarkers: debug_.entity_markers = on; break;
            case Switch::LightProbes: debug_.light_probes = on; break;
        }
    }

    void apply_commands() {
        const UiState now = ui_state();
        for (const UiCommand& command : commands_) {
            std::visit(
                [&](const auto& c) {
                    using T = std::decay_t<decltype(c)>;
                    if constexpr (std::is_same_v<T, SetViewMode>) settings_.mode = c.mode;
                    else if constexpr (std::is_same_v<T, SetSwitch>) set_switch(c.which, c.on);
                    else if constexpr (std::is_same_v<T, ToggleSwitch>) set_switch(c.which, !now.switch_on(c.which));
                    else if constexpr (std::is_same_v<T, ShowPanel>) panels_[size_t(c.panel)] = c.on;
                    else if constexpr (std::is_same_v<T, TogglePanel>) panels_[size_t(c.panel)] = !panels_[size_t(c.panel)];
                    else if constexpr (std::is_same_v<T, SelectSurface>) select_surface(c.surface);
                    else if constexpr (std::is_same_v<T, CopyText>) SDL_SetClipboardText(c.text);
                    else if constexpr (std::is_same_v<T, SetGamma>) settings_.gamma = c.gamma;
                    else if constexpr (std::is_same_v<T, SetLightStyles>) settings_.light_styles = c.styles;
                    else if constexpr (std::is_same_v<T, Teleport>) {
                        // Stand where a player placed on that origin would see from.
                        camera_.position = c.position + glm::vec3(0, 0, now.map ? now.map->spawn_eye_height : 0.0f);
                        camera_.yaw = c.yaw;
                        camera_.pitch = camera_.roll = 0;
                    }
                },
                command);
        }
        commands_.clear();
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
        if (ImGui::BeginMenu("Windows")) {
            for (int p = 0; p < kPanelCount; ++p)
                if (ImGui::MenuItem(panel_title(Panel(p)), shortcut_label_for_panel(Panel(p)), panels_[size_t(p)]))
                    commands_.push_back(TogglePanel{Panel(p)});
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("View")) {
            for (int m = 0; m < kViewModeCount; ++m)
                if (ImGui::MenuItem(view_mode_name(ViewMode(m)), shortcut_label_for_view(ViewMode(m)),
                                    settings_.mode == ViewMode(m)))
                    commands_.push_back(SetViewMode{ViewMode(m)});
            ImGui::EndMenu();
        }
        ImGui::EndMainMenuBar();
    }

    // What is not a debugging panel: speed, vsync, patch level, loading and errors.
    void draw_status() {
        const ImVec2 d = ImGui::GetIO().DisplaySize;
        // Bottom right: the default panels fill the left third.
        ImGui::SetNextWindowPos(ImVec2(d.x - 8, d.y - 8), ImGuiCond_Always, ImVec2(1.0f, 1.0f));
        ImGui::SetNextWindowBgAlpha(0.6f);
        ImGui::Begin("status", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                            ImGuiWindowFlags_NoSavedSettings);
        const float ms = history_.frame_ms.empty() ? 0.0f : history_.frame_ms.back();
        ImGui::Text("%.1f ms  %s  speed %.0f (wheel)  F1 help", ms, view_mode_name(settings_.mode), controller_.speed());
        ImGui::SameLine();
        if (ImGui::Checkbox("VSync", &vsync_)) gl_.set_vsync(vsync_);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(100);
        ImGui::SliderInt("patch level", &patch_level_, kMinPatchLevel, kMaxPatchLevel);
        if (ImGui::IsItemDeactivatedAfterEdit() && shown_.scene) {
            tessellate_patches(shown_.loaded->map, patch_level_);
            shown_.scene->rebuild_geometry();
            lightmap_rects_ = surface_lightmap_rects(shown_.loaded->map, shown_.scene->world().atlas());
            select_surface(-1);
        }
        if (shown_.scene) {
            const auto& missing = shown_.scene->world().missing_textures();
            if (!missing.empty()) ImGui::TextDisabled("%zu missing textures (listed in the Lumps panel, Ctrl+1)", missing.size());
        }
        if (loader_.busy()) {
            ImGui::Text("Loading %s: %s", loader_.request_name().c_str(), loader_.phase().c_str());
            ImGui::ProgressBar(loader_.progress());
        } else if (uploading_) {
            const LoadPhaseSpan upload = load_phase_span(LoadPhase::Upload, true);
            ImGui::Text("Loading %s: %s", loader_.request_name().c_str(), upload.name);
            ImGui::ProgressBar(upload.start);
        }
        if (!error_.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.4f, 1));
            ImGui::TextWrapped("%s", error_.c_str());
            ImGui::PopStyleColor();
            if (ImGui::SmallButton("dismiss")) error_.clear();
        }
        ImGui::End();
    }

    void draw_dialogs() {
        if (archive_choice_) {
            bool open = true;
            const ImVec2 d = ImGui::GetIO().DisplaySize;
            ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
            ImGui::SetNextWindowSize(ImVec2(420, 360), ImGuiCond_FirstUseEver);
            ImGui::Begin("Choose a map", &open);
            ImGui::TextWrapped("%s holds %zu maps:", archive_choice_->archive.c_str(), archive_choice_->maps.size());
            ImGui::BeginChild("maps");
            std::optional<std::string> chosen;
            for (const std::string& m : archive_choice_->maps)
                if (ImGui::Selectable(m.c_str())) chosen = m;
            ImGui::EndChild();
            ImGui::End();
            if (chosen) {
                const std::string argument = archive_choice_->archive + ":" + *chosen;
                archive_choice_.reset();
                start_load(argument);
            } else if (!open) {
                archive_choice_.reset();
            }
        }
        if (show_open_) {
            const ImVec2 d = ImGui::GetIO().DisplaySize;
            ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.4f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
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
    }

    const CliOptions& options_;
    GlContext& gl_;
    Shown shown_;
    BackgroundLoader loader_;
    std::unique_ptr<LoadedMap> uploading_;  // loaded, waiting for its GL upload next frame
    RecentFiles recent_;
    Camera camera_;
    CameraController controller_;
    RenderSettings settings_;
    VisOptions vis_;
    FrameResult last_;
    Stopwatch frame_clock_;
    Stopwatch run_clock_;  // drives animated looks (liquids, sky)
    FrameHistory history_;
    DebugDrawOptions debug_;
    Overlay overlay_;
    CommandList commands_;
    std::array<bool, kPanelCount> panels_{};
    std::vector<LightmapRect> lightmap_rects_;
    std::optional<FaceRecord> selected_face_;
    struct ArchiveChoice { std::string archive; std::vector<std::string> maps; };
    std::optional<ArchiveChoice> archive_choice_;  // an opened archive with several maps
    std::string error_;
    char open_path_[1024];
    float far_plane_ = 8192;
    double draw_ms_ = 0;
    int patch_level_ = kDefaultPatchLevel;
    bool freeze_ = false, vsync_ = true, quit_ = false, show_open_ = false;
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

// The interactive viewer: an SDL window with the world, a fly camera and the
// debugging overlay. This file is the SDL loop only: window events become
// commands (ui/shortcuts.h) or camera moves, the session (session/map_session.h)
// holds the map, the view and the loading, and src/ui draws the menus, status bar,
// dialogs and panels, which only send commands, applied here between frames.
// Dropping a .bsp or .pk3 on the window opens it; a left click in the world picks
// the surface under the mouse. What the viewer remembers between runs (recent maps
// with their game dirs, game dirs per map location, camera bookmarks) is kept here.
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>
#include <glad/gl.h>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>

#include <unistd.h>

#include "app/camera_bookmarks.h"
#include "app/camera_controller.h"
#include "app/event_script.h"
#include "app/cli_settings.h"
#include "app/game_dir_memory.h"
#include "app/gl_context.h"
#include "app/map_argument.h"
#include "app/map_browsing.h"
#include "app/recent_files.h"
#include "app/run_modes.h"
#include "app/termination.h"
#include "app/user_config.h"
#include "app/window_memory.h"
#include "app/window_title.h"
#include "assets/image_decoder.h"
#include "core/stopwatch.h"
#include "map/patch_tessellation.h"
#include "render/gl/scene_renderer.h"
#include "render/gl/shader_program.h"
#include "session/bench_path.h"
#include "session/camera.h"
#include "session/map_session.h"
#include "ui/shortcuts.h"
#include "ui/text_focus.h"
#include "ui/ui_font.h"
#include "ui/viewer_ui.h"

namespace bsp {

namespace {

// The panels open at the first run and after View › Reset layout.
std::array<bool, kPanelCount> default_panels() {
    std::array<bool, kPanelCount> open{};
    open[size_t(Panel::FrameStats)] = open[size_t(Panel::Visibility)] = true;
    return open;
}

// The view the viewer starts with: the command line's, with the panels open when the
// window last closed (at the first run, the statistics and visibility panels); the
// command line's --overlay names others. --freeze-at is for screenshots: the viewer has no
// camera to freeze at, and starts every map unfrozen.
ViewState initial_view(const CliOptions& options, const WindowMemory& memory) {
    ViewState view = view_state_from(options);
    if (options.overlay.empty() && memory.panels.size() == size_t(kPanelCount)) {
        for (int p = 0; p < kPanelCount; ++p) view.panels[size_t(p)] = memory.panels[size_t(p)] == '1';
    } else if (options.overlay.empty()) {
        view.panels = default_panels();
    }
    view.interface_hidden = options.hide_interface;
    view.frozen = false;
    return view;
}

class Viewer {
public:
    Viewer(const CliOptions& options, const WindowMemory& memory)
        : options_(options),
          session_(options.game_dirs, options.patch_level > 0 ? options.patch_level : kDefaultPatchLevel,
                   initial_view(options, memory), options.lightmaps, memory_budget(options)),
          game_dir_memory_(user_config_file("game_dirs.txt")),
          bookmarks_(user_config_file("bookmarks.txt")),
          other_game_dirs_(options.game_dirs),
          window_memory_(memory),
          vsync_(options.vsync) {
        std::string error;  // parse_cli has checked the script
        if (auto steps = parse_event_script(options.events, error)) script_ = std::move(*steps);
    }

    // Starts loading the command line's map (or asks for one): before the window
    // opens, so the load runs while the window and its GL context are made.
    void start() {
        if (!options_.map.empty()) open_map(OpenMap{options_.map, std::nullopt});
        else session_.apply(ShowOpenDialog{true});
    }

    int run(GlContext& gl) {
        gl_ = &gl;
        // --frames N quits after N frames with a map on screen: a smoke test that
        // runs offscreen (SDL_VIDEODRIVER=offscreen) like the other modes.
        int frames_shown = 0;
        watch_termination(true);
        while (!quit_) {
            if (session_.shown() || options_.map.empty()) play_script();
            poll_events();
            if (termination_requested()) break;
            if (session_.finish_load()) map_shown();
            if (frame() && session_.shown()) ++frames_shown;
            if (options_.frames > 0 && (frames_shown >= options_.frames ||
                                        (!session_.loading() && !session_.shown() && !session_.error().empty())))
                quit_ = true;
        }
        if (const int sig = termination_requested()) return 128 + sig;
        if (!session_.shown() && !session_.error().empty()) {
            std::fprintf(stderr, "bspview: %s\n", session_.error().c_str());
            return 2;
        }
        return 0;
    }

private:
    // The first map stands where the command line says; later ones at their spawn
    // point (the session's choice). A map newly opened flies at its game's run speed.
    void map_shown() {
        const ShownMap& shown = *session_.shown();
        shown_map_key_ = lasting_map_argument(session_.shown_argument());
        shown_location_ = map_location_key(session_.shown_argument());
        if (!first_map_shown_) {
            std::string turned;
            const Camera camera = camera_from_options(options_, shown.map(), &turned);
            session_.place_camera(camera, turned);
            if (!options_.bookmark.empty()) go_to_named_bookmark(options_.bookmark);
        }
        if (!session_.reloaded()) controller_.set_speed(shown.map().run_speed);
        if (!session_.reloaded()) {
            spawn_index_ = 0;  // the first view stands at the first start
            measure_points_.clear();
        }
        first_map_shown_ = true;
        recent_.add(session_.shown_argument(), session_.shown_game_dirs());
        const std::string title = window_title(shown.loaded().location.display_name, shown.map().format_name);
        SDL_SetWindowTitle(gl_->window(), title.c_str());
    }

    // --events: pushes the next steps' events once the previous `frames N` has passed;
    // frames drawn while a map loads or its textures stream in do not count.
    void play_script() {
        // A script runs on the finished picture: after the load and the textures streaming in.
        if (session_.loading() || session_.textures_streaming()) return;
        if (script_wait_ > 0) {
            --script_wait_;
            return;
        }
        while (script_next_ < script_.size() && script_wait_ == 0) {
            const ScriptStep& step = script_[script_next_++];
            if (step.kind == ScriptStep::Kind::Frames) script_wait_ = step.frames;
            else if (step.kind == ScriptStep::Kind::Report) report_state();
            else push_step_events(step, gl_->window());
        }
    }

    // One line for tests: what has the mouse and keyboard, what is picked and recorded.
    void report_state() const {
        std::printf("events: looking=%d ui_keyboard=%d selected=%d recording=%d entity=%d hovered=%d\n",
                    controller_.looking() ? 1 : 0, ImGui::GetIO().WantCaptureKeyboard ? 1 : 0,
                    session_.view().render.selected_surface, recording_ ? int(recording_->size()) : -1,
                    session_.view().debug.selected_entity, session_.ui_state().hovered_entity);
        std::printf("session: speed=%.0f bookmarks=%zu open_dialog=%d game_dirs=%zu camera=%.0f,%.0f,%.0f\n",
                    controller_.speed(), session_.shown() ? bookmarks_.of(shown_map_key_).size() : size_t(0),
                    session_.ui_state().viewer.open_dialog ? 1 : 0, session_.shown_game_dirs().size(),
                    session_.view().camera.position.x, session_.view().camera.position.y,
                    session_.view().camera.position.z);
        // What the overlay drew last frame: nothing at all while the interface is hidden (H).
        const ImDrawData* drawn = ImGui::GetDrawData();
        std::printf("ui: hidden=%d vertices=%d\n", session_.view().interface_hidden ? 1 : 0,
                    drawn ? drawn->TotalVtxCount : -1);
        // What a stray key could change: the switches (1..9), the view (F2..), the panels,
        // the camera's angles; and which text field and dialogs are up.
        const UiState ui = session_.ui_state();
        std::string switches, panels;
        for (int i = 0; i <= int(Switch::VisPortals); ++i) switches += ui.switch_on(Switch(i)) ? '1' : '0';
        for (int p = 0; p < kPanelCount; ++p) panels += ui.panel_open(Panel(p)) ? '1' : '0';
        const Camera& camera = session_.view().camera;
        const MeasureReadout m = measure_readout();
        std::printf("tools: fov=%.0f speed=%.0f measuring=%d points=%d units=%.1f metres=%.2f picture=%.0f,%.0f,%.0fx%.0f\n",
                    camera.fov_x, controller_.speed(), m.on ? 1 : 0, m.points, m.units, m.metres, picture_.x,
                    picture_.y, picture_.width, picture_.height);
        std::printf("keys: switches=%s panels=%s view=%d angles=%.1f,%.1f text_field=%d bookmarks_window=%d "
                    "game_dirs_dialog=%d\n",
                    switches.c_str(), panels.c_str(), int(session_.view().render.mode), camera.pitch, camera.yaw,
                    text_field_has_keyboard() ? 1 : 0, bookmarks_window_ ? 1 : 0, game_dirs_dialog_ ? 1 : 0);
        // File › Browse maps: the catalog, the rows the filter leaves, the selected map.
        const MapCatalog* catalog = browsing_.catalog();
        std::printf("browser: open=%d scanning=%d maps=%zu rows=%zu selected=%s levelshot=%d scan_ms=%.0f "
                    "frame_ms=%.1f map=%s\n",
                    browsing_.open() ? 1 : 0, browsing_.status().scanning ? 1 : 0, catalog ? catalog->maps.size() : size_t(0),
                    ui_.browser().rows_shown(), ui_.browser().selected_name().c_str(),
                    browsing_.status().levelshot_texture ? 1 : 0, catalog ? catalog->scan_ms : 0.0,
                    1000.0f / std::max(ImGui::GetIO().Framerate, 0.001f),  // ImGui's average of the last 60 frames
                    session_.shown() ? session_.shown()->loaded().location.map_name.c_str() : "");
        std::fflush(stdout);
    }

    // Which game dirs a map loads with: those given with it (File › Recent's), else the
    // command line's (--game-dir wins for its run), else those remembered for its
    // folder or archive, else the last ones applied with no map open. A remembered
    // folder that is gone is left out with a warning (the map still opens); one the
    // command line names is an error, as in every mode.
    void open_map(const OpenMap& c) {
        const bool from_command_line = !(c.game_dirs && !c.game_dirs->empty()) && !options_.game_dirs.empty();
        std::vector<std::string> dirs = other_game_dirs_;
        if (c.game_dirs && !c.game_dirs->empty()) dirs = *c.game_dirs;
        else if (from_command_line) dirs = options_.game_dirs;
        else if (auto found = game_dir_memory_.find(map_location_key(c.argument))) dirs = std::move(*found);
        if (!from_command_line)
            std::erase_if(dirs, [&](const std::string& d) {
                std::error_code ec;
                if (std::filesystem::is_directory(d, ec)) return false;
                std::fprintf(stderr, "bspview: warning: remembered game dir %s is no folder; %s opens without it\n",
                             d.c_str(), c.argument.c_str());
                return true;
            });
        session_.set_game_dirs(std::move(dirs));
        session_.open(c.argument);
    }

    // File › Game directories' Apply: the map on screen reloads with them, and maps of
    // its folder or archive open with them from now on.
    void set_game_dirs(const std::vector<std::string>& dirs) {
        if (!session_.shown()) {
            other_game_dirs_ = dirs;
            session_.set_game_dirs(dirs);
            return;
        }
        game_dir_memory_.remember(shown_location_, dirs);
        session_.set_game_dirs(dirs);
        session_.reload();
    }

    void go_to_bookmark(const CameraBookmark& b) {
        Camera& camera = session_.view().camera;
        camera.position = b.camera.position;
        camera.pitch = b.camera.pitch;
        camera.yaw = b.camera.yaw;
        camera.roll = b.camera.roll;
        camera.fov_x = b.camera.fov;
    }

    // --bookmark NAME: a name the map has no bookmark for is a warning, not an error.
    void go_to_named_bookmark(const std::string& name) {
        const std::vector<CameraBookmark>& list = bookmarks_.of(shown_map_key_);
        for (const CameraBookmark& b : list)
            if (b.name == name) return go_to_bookmark(b);
        std::string names;
        for (const CameraBookmark& b : list) names += (names.empty() ? "" : ", ") + b.name;
        std::fprintf(stderr, "bspview: warning: %s has no bookmark '%s' (%s)\n", shown_map_key_.c_str(),
                     name.c_str(), names.empty() ? "it has none" : ("its bookmarks: " + names).c_str());
    }

    void apply_bookmark_command(const UiCommand& command) {
        const std::vector<CameraBookmark>& list = bookmarks_.of(shown_map_key_);
        if (const auto* c = std::get_if<AddBookmark>(&command)) {
            const Camera& v = session_.view().camera;
            bookmarks_.add(shown_map_key_, c->name, {v.position, v.pitch, v.yaw, v.roll, v.fov_x});
        } else if (const auto* c = std::get_if<GoToBookmark>(&command)) {
            if (c->index >= 0 && size_t(c->index) < list.size()) go_to_bookmark(list[size_t(c->index)]);
        } else if (const auto* c = std::get_if<DeleteBookmark>(&command)) {
            bookmarks_.remove(shown_map_key_, c->index);
        }
    }

    void poll_events() {
        input_this_loop_ = false;
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
            input_this_loop_ = true;
            handle_event(e);
        }
    }

    void handle_event(SDL_Event& e) {
        ImGuiIO& io = ImGui::GetIO();
        const bool key_event = e.type == SDL_KEYDOWN || e.type == SDL_KEYUP || e.type == SDL_TEXTINPUT;
        // Keys typed after a command that opens a text field (Ctrl+O, then the path at
        // once) wait until the field has the keyboard: they are the field's, not
        // shortcuts, and ImGui would drop characters that reach it with no field active.
        if (key_event && held_for_field_ && !controller_.looking()) {
            held_keys_.push_back(e);
            return;
        }
        // The 3D view has the keyboard while the mouse looks around, or while no text
        // field or other panel item has it: then Tab toggles mouse look and must not
        // also move ImGui's focus into a panel field (where W would type instead of fly).
        const bool view_has_keys = controller_.looking() || (!io.WantCaptureKeyboard && !text_field_has_keyboard());
        const bool tab = (e.type == SDL_KEYDOWN || e.type == SDL_KEYUP) && e.key.keysym.sym == SDLK_TAB;
        // Some window layers (remote desktops, Xvfb and xdotool) leave SDL's pointer
        // query a stale place, so a click on a panel also picked the wall behind and
        // hovering labelled nothing. The window's own events say where the pointer is:
        // the next frame gives ImGui their last place.
        if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP)
            pointer_ = ImVec2(float(e.button.x), float(e.button.y));
        if (e.type == SDL_MOUSEMOTION && !controller_.looking())
            pointer_ = ImVec2(float(e.motion.x), float(e.motion.y));
        if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_LEAVE)
            pointer_ = ImVec2(-FLT_MAX, -FLT_MAX);  // ImGui's "no pointer"
        // ImGui queues input in order: the click's place goes in before its button, or
        // the press would land where the pointer last moved (the menu bar's click
        // picked the wall behind when no motion came first).
        if ((e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP) && !controller_.looking())
            io.AddMousePosEvent(float(e.button.x), float(e.button.y));
        if (!(key_event && controller_.looking()) && !(tab && view_has_keys)) ImGui_ImplSDL2_ProcessEvent(&e);
        if (e.type == SDL_QUIT) quit_ = true;
        if (e.type == SDL_DROPFILE) {
            commands_.push_back(OpenMap{e.drop.file});
            SDL_free(e.drop.file);
            return;
        }
        // One Esc always gives the mouse back, whoever has the keyboard; with the
        // interface hidden (H), it brings the interface back.
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE && controller_.looking()) {
            controller_.set_capture(false);
            return;
        }
        if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE && !e.key.repeat && view_has_keys &&
            session_.view().interface_hidden) {
            commands_.push_back(ToggleInterface{});
            return;
        }
        // Key repeat would flip a held switch on and off every few frames.
        if (e.type == SDL_KEYDOWN && !e.key.repeat && view_has_keys) {
            if (e.key.keysym.sym == SDLK_TAB) controller_.set_capture(!controller_.looking());
            const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
            const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
            auto command = shortcut_command(e.key.keysym.sym, ctrl, shift);
            // Backspace clears the selection; with nothing selected, it resets the speed.
            if (e.key.keysym.sym == SDLK_BACKSPACE && !ctrl && !something_selected()) command = ResetSpeed{};
            if (command) {
                commands_.push_back(*command);
                if (opens_text_field(*command)) hold_keys_for_field();
            }
        }
        const bool mouse_for_ui = io.WantCaptureMouse && !controller_.looking();
        // While the mouse looks around there is no pointer to pick with. The pick
        // waits for the next frame's UI, which knows whether the click fell on a panel
        // (io.WantCaptureMouse here may still describe the pointer's old place).
        if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT && !controller_.looking())
            pending_pick_ = glm::vec2(float(e.button.x), float(e.button.y));
        if (!mouse_for_ui || e.type == SDL_MOUSEBUTTONUP) controller_.handle_event(e, session_.view().camera);
    }

    bool something_selected() const {
        const ViewState& v = session_.view();
        return v.render.selected_surface >= 0 || v.debug.selected_entity >= 0 || v.debug.selected_prop >= 0;
    }

    void hold_keys_for_field() {
        held_for_field_ = true;
        held_frames_ = ready_frames_ = 0;
    }

    // After a frame: once the field that opened has the keyboard, the keys typed
    // meanwhile go to it, in order. A window that never gives a field the keyboard
    // (closed at once) lets them go after a second, to the view as usual.
    void release_held_keys() {
        if (!held_for_field_) return;
        ++held_frames_;
        // One frame more after the field turned active: a key on the frame right after
        // its activation (Enter, typed with Ctrl+B at once) was not seen by the field.
        ready_frames_ = held_frames_ >= 2 && !ui_.text_field_opening() ? ready_frames_ + 1 : 0;
        const bool field_ready = ready_frames_ >= 2;
        if (!field_ready && held_frames_ < kMaxHeldFrames) return;
        held_for_field_ = false;
        std::vector<SDL_Event> keys = std::move(held_keys_);
        held_keys_.clear();
        for (SDL_Event& e : keys) {
            if (field_ready && text_field_has_keyboard()) ImGui_ImplSDL2_ProcessEvent(&e);
            else handle_event(e);
        }
    }

    // Draws one frame; false when it was skipped for textures streaming in.
    bool frame() {
        const double elapsed_ms = frame_clock_.elapsed_ms();
        // The camera moves by at most a tenth of a second a frame, so a stall (a load,
        // a dragged window) does not fling it; the graphs show the real time.
        const float seconds = float(std::min(elapsed_ms, 100.0) / 1000.0);
        frame_clock_.restart();
        ViewState& view = session_.view();
        const Camera before = view.camera;
        // Held keys fly the camera (read from the keyboard's state, not from events), but
        // not while a text field has the keyboard or is about to take it.
        controller_.update(view.camera, seconds,
                           !ImGui::GetIO().WantCaptureKeyboard && !text_field_has_keyboard() && !held_for_field_);
        // While textures stream in, a still view may skip its frame to upload more first.
        const bool view_changing = input_this_loop_ || controller_.looking() ||
                                   view.camera.position != before.position || view.camera.yaw != before.yaw ||
                                   view.camera.pitch != before.pitch;
        if (!session_.stream_textures_for_frame(view_changing)) return false;
        view.render.time_seconds = options_.time + float(run_clock_.elapsed_ms() / 1000.0);

        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        if (pointer_) ImGui::GetIO().AddMousePosEvent(pointer_->x, pointer_->y);  // over the backend's pointer query
        ImGui::NewFrame();
        // NewFrame has placed the pointer: a click on a panel is the panel's, not a pick.
        // The click fell on the picture as the last frame laid it out.
        if (pending_pick_ && !ImGui::GetIO().WantCaptureMouse && inside_picture(*pending_pick_)) {
            if (measuring_) measure_click(*pending_pick_);
            else session_.pick(pending_pick_->x - picture_.x, pending_pick_->y - picture_.y, int(picture_.width),
                               int(picture_.height));
        }
        pending_pick_.reset();
        hover_marker();
        browsing_.poll();
        ui_.draw(ui_state(), commands_);
        picture_ = ui_.picture();
        ImGui::Render();

        // The world in the picture's rectangle (the middle of the docked panels), in
        // drawable pixels: on a HiDPI display they outnumber the window's units.
        int w = 1, h = 1, ww = 1, wh = 1;
        SDL_GL_GetDrawableSize(gl_->window(), &w, &h);
        SDL_GetWindowSize(gl_->window(), &ww, &wh);
        const float sx = float(w) / float(std::max(ww, 1)), sy = float(h) / float(std::max(wh, 1));
        const int px = int(std::lround(picture_.x * sx)), py = int(std::lround(picture_.y * sy));
        const int pw = std::max(1, int(std::lround(picture_.width * sx))), ph = std::max(1, int(std::lround(picture_.height * sy)));
        glBindFramebuffer(GL_FRAMEBUFFER, 0);
        glViewport(0, 0, w, h);
        glClearColor(0.08f, 0.08f, 0.1f, 1);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);  // the panels' gaps; the world clears its own part
        if (!picture_.empty()) session_.render(pw, ph, float(elapsed_ms / 1000.0), px, h - (py + ph));
        glViewport(0, 0, w, h);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        SDL_GL_SwapWindow(gl_->window());
        if (recording_) recording_->push_back(session_.view().camera);
        apply_commands();
        release_held_keys();
        return true;
    }

    bool inside_picture(glm::vec2 p) const {
        return p.x >= picture_.x && p.y >= picture_.y && p.x < picture_.x + picture_.width &&
               p.y < picture_.y + picture_.height;
    }

    // The entity marker under the pointer, labelled by the overlay; none while a panel
    // has the mouse, the mouse looks around, or the pointer is outside the picture.
    void hover_marker() {
        const ImGuiIO& io = ImGui::GetIO();
        if (io.WantCaptureMouse || controller_.looking() || !ImGui::IsMousePosValid() ||
            !inside_picture(glm::vec2(io.MousePos.x, io.MousePos.y))) {
            session_.hover_nothing();
            return;
        }
        session_.hover(io.MousePos.x - picture_.x, io.MousePos.y - picture_.y, int(picture_.width),
                       int(picture_.height));
    }

    UiState ui_state() const {
        UiState ui = session_.ui_state();
        ui.viewer.recent_maps = &recent_.list();
        ui.viewer.bookmarks = session_.shown() ? &bookmarks_.of(shown_map_key_) : nullptr;
        ui.viewer.bookmarks_window = bookmarks_window_;
        ui.viewer.game_dirs = &session_.shown_game_dirs();
        ui.viewer.game_dirs_location = session_.shown() ? shown_location_ : std::string();
        ui.viewer.game_dirs_dialog = game_dirs_dialog_;
        ui.viewer.camera_speed = controller_.speed();
        ui.viewer.vsync = vsync_;
        ui.viewer.ui_scale = ui_scale_;
        ui.viewer.fov = session_.view().camera.fov_x;
        ui.viewer.measure = measure_readout();
        ui.viewer.recorded_frames = recording_ ? int(recording_->size()) : -1;
        ui.viewer.recording_message = recording_message_;
        ui.viewer.browser = browsing_.status();
        return ui;
    }

    // The session takes map and view commands; the window and the process are ours.
    void apply_commands() {
        for (const UiCommand& command : commands_) {
            if (const auto* c = std::get_if<OpenMap>(&command)) {
                open_map(*c);
                continue;
            }
            if (opens_text_field(command)) hold_keys_for_field();  // from a menu too
            if (session_.apply(command)) continue;
            if (const auto* c = std::get_if<CopyText>(&command)) SDL_SetClipboardText(c->text);
            else if (const auto* c = std::get_if<SetVsync>(&command)) gl_->set_vsync(vsync_ = c->on);
            else if (std::holds_alternative<Quit>(command)) quit_ = true;
            else if (std::holds_alternative<ToggleCameraRecording>(command)) toggle_recording();
            else if (const auto* c = std::get_if<ShowGameDirsDialog>(&command)) game_dirs_dialog_ = c->on;
            else if (const auto* c = std::get_if<ShowMapBrowser>(&command))
                browsing_.show(c->on, catalog_sources(session_.shown_game_dirs(), session_.shown() ? session_.shown_argument() : std::string()));
            else if (std::holds_alternative<RescanMaps>(command)) browsing_.rescan();
            else if (const auto* c = std::get_if<PreviewMap>(&command)) browsing_.preview(c->index);
            else if (std::holds_alternative<ResetLayout>(command)) reset_layout();
            else if (const auto* c = std::get_if<SetFov>(&command)) set_fov(c->degrees);
            else if (const auto* c = std::get_if<StepFov>(&command)) set_fov(session_.view().camera.fov_x + 5.0f * float(c->direction));
            else if (std::holds_alternative<NextSpawn>(command)) next_spawn();
            else if (std::holds_alternative<ResetSpeed>(command)) reset_speed();
            else if (std::holds_alternative<ToggleMeasure>(command)) toggle_measure();
            else if (const auto* c = std::get_if<SetUiScale>(&command)) set_ui_scale(c->scale);
            else if (const auto* c = std::get_if<StepUiScale>(&command)) set_ui_scale(next_ui_scale(ui_scale_, c->direction));
            else if (const auto* c = std::get_if<SetGameDirs>(&command)) set_game_dirs(c->dirs);
            else if (const auto* c = std::get_if<ShowBookmarks>(&command))
                bookmarks_window_ = c->on && session_.shown();
            else if (session_.shown()) apply_bookmark_command(command);
        }
        commands_.clear();
    }

    void set_fov(float degrees) { session_.view().camera.fov_x = std::clamp(degrees, kMinFov, kMaxFov); }

    // Home: the next player start, in the map's order, looking along its angle.
    void next_spawn() {
        if (!session_.shown()) return;
        const std::vector<SpawnPoint> spawns = spawn_points(session_.shown()->map());
        if (spawns.empty()) return;
        spawn_index_ = (spawn_index_ + 1) % int(spawns.size());
        Camera& camera = session_.view().camera;
        camera = camera_at_spawn(spawns[size_t(spawn_index_)], camera.fov_x);
    }

    void reset_speed() {
        if (session_.shown()) controller_.set_speed(session_.shown()->map().run_speed);
    }

    // M: clicks in the picture place measuring points (a third starts again).
    void toggle_measure() {
        measuring_ = !measuring_ && session_.shown();
        measure_points_.clear();
    }
    void measure_click(glm::vec2 at) {
        const auto point = session_.point_at(at.x - picture_.x, at.y - picture_.y, int(picture_.width), int(picture_.height));
        if (!point) return;
        if (measure_points_.size() == 2) measure_points_.clear();
        measure_points_.push_back(*point);
    }
    MeasureReadout measure_readout() const {
        MeasureReadout m;
        m.on = measuring_;
        m.points = int(measure_points_.size());
        auto screen = [&](const glm::vec3& p) -> std::optional<glm::vec2> {
            const auto s = session_.project(p, int(picture_.width), int(picture_.height));
            if (!s) return std::nullopt;
            return glm::vec2(s->x + picture_.x, s->y + picture_.y);
        };
        if (m.points >= 1) m.a = screen(measure_points_[0]);
        if (m.points == 2) {
            m.b = screen(measure_points_[1]);
            m.units = glm::distance(measure_points_[0], measure_points_[1]);
            m.metres = m.units * (session_.shown() ? session_.shown()->map().metres_per_unit : 0.0f);
        }
        return m;
    }

    // The default docking and panels, as at the first run.
    void reset_layout() {
        ui_.reset_layout();
        const std::array<bool, kPanelCount> open = default_panels();
        for (int p = 0; p < kPanelCount; ++p) session_.apply(ShowPanel{Panel(p), open[size_t(p)]});
    }

    // The font and sizes between frames; the columns are docked anew for the new size
    // (a layout made at 1 cuts the text off at 1.5).
    void set_ui_scale(float scale) {
        if (scale != ui_scale_) ui_.reset_layout();
        ui_scale_ = scale;
        apply_ui_scale(scale);
    }

public:
    // What the next run restores (app/window_memory.h); called as the viewer closes.
    void remember_window() {
        if (!gl_) return;
        SDL_Window* window = gl_->window();
        WindowMemory m = window_memory_;
        m.maximized = (SDL_GetWindowFlags(window) & SDL_WINDOW_MAXIMIZED) != 0;
        if (!m.maximized) {  // a maximised window keeps the size it is restored to
            SDL_GetWindowSize(window, &m.width, &m.height);
            int x = 0, y = 0, top = 0, left = 0;
            SDL_GetWindowPosition(window, &x, &y);
            // SDL places a new window's frame where it is told, but reports its inside:
            // without the frame's borders the window would creep down at every restart.
            if (SDL_GetWindowBordersSize(window, &top, &left, nullptr, nullptr) == 0) x -= left, y -= top;
            m.position = std::pair{x, y};
        }
        m.panels.clear();
        for (int p = 0; p < kPanelCount; ++p) m.panels += session_.view().panels[size_t(p)] ? '1' : '0';
        m.ui_scale = ui_scale_;
        write_window_memory(user_config_file("window.txt"), m);
    }
    // The scale the first frame lays out at; a layout remembered at another scale
    // (BSPVIEW_UI_SCALE differs from last run's) is docked anew.
    void set_initial_ui_scale(float scale) {
        if (window_memory_.ui_scale > 0 && std::abs(scale - window_memory_.ui_scale) > 1e-3f) ui_.reset_layout();
        ui_scale_ = scale;
    }

private:
    // F10: records the camera of every drawn frame; the second press writes them to a
    // camera file in the working folder, for `--bench --path` (a timedemo of bspview).
    void toggle_recording() {
        if (!recording_) {
            recording_.emplace();
            recording_message_.clear();
            return;
        }
        std::string name = session_.shown() ? session_.shown()->loaded().location.map_name : "";
        for (char& c : name)  // the file name keeps to safe characters
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '_';
        char stamp[32];
        const std::time_t now = std::time(nullptr);
        std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
        const std::string file = "bspview-path-" + (name.empty() ? std::string("map") : name) + "-" + stamp + ".txt";
        std::ofstream out(file);
        out << "# bspview camera path: " << recording_->size() << " frames of " << name
            << "; replay with: bspview MAP --bench --path " << file << "\n";
        for (const Camera& c : *recording_) out << camera_file_line(c) << "\n";
        recording_message_ = out ? "camera path saved: " + file + " (" + std::to_string(recording_->size()) +
                                       " frames)\nreplay: bspview MAP --bench --path " + file
                                 : "camera path not saved: cannot write " + file + " in the working folder";
        recording_.reset();
    }

    const CliOptions& options_;
    GlContext* gl_ = nullptr;  // the window's, from run()
    MapSession session_;
    RecentFiles recent_;
    GameDirMemory game_dir_memory_;
    CameraBookmarks bookmarks_;
    std::vector<std::string> other_game_dirs_;  // --game-dir's, or the last applied with no map open
    std::string shown_map_key_, shown_location_;  // the map on screen's, as the bookmarks and game dirs know it
    CameraController controller_;
    ViewerUi ui_;
    CommandList commands_;
    std::optional<glm::vec2> pending_pick_;  // a left click in the 3D view, picked in the next frame
    std::optional<ImVec2> pointer_;          // where the window's last mouse event put the pointer
    std::optional<std::vector<Camera>> recording_;  // F10: the cameras of the frames drawn so far
    std::string recording_message_;
    std::vector<ScriptStep> script_;  // --events
    size_t script_next_ = 0;
    int script_wait_ = 0;
    bool input_this_loop_ = false;  // poll_events found an event this time round
    WindowMemory window_memory_;    // as read at the start
    PictureRect picture_;           // where the last frame put the picture (window units)
    float ui_scale_ = 1;
    int spawn_index_ = 0;                     // Home's: the player start the camera was last put at
    bool measuring_ = false;                  // M
    std::vector<glm::vec3> measure_points_;   // 0 to 2, on surfaces
    // Keys typed after a text field was asked for, until it has the keyboard.
    static constexpr int kMaxHeldFrames = 60;
    std::vector<SDL_Event> held_keys_;
    bool held_for_field_ = false;
    int held_frames_ = 0, ready_frames_ = 0;
    Stopwatch frame_clock_;
    Stopwatch run_clock_;  // drives animated looks (liquids, sky)
    bool vsync_ = true, quit_ = false, first_map_shown_ = false;
    bool game_dirs_dialog_ = false, bookmarks_window_ = false;
    MapBrowsing browsing_;  // File › Browse maps: its catalog and levelshot
};

// assets/icon.png (found as shaders/ are); without it the window keeps the system's icon.
void set_window_icon(SDL_Window* window) {
    const std::string path = data_dir() + "/assets/icon.png";
    std::ifstream in(path, std::ios::binary);
    const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::optional<DecodedImage> icon = bytes.empty() ? std::nullopt : decode_image(bytes, 4, nullptr, 512 * 512);
    if (!icon) return;
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(icon->pixels.data(), icon->width, icon->height, 32,
                                                              icon->width * 4, SDL_PIXELFORMAT_RGBA32);
    if (!surface) return;
    SDL_SetWindowIcon(window, surface);  // SDL copies it
    SDL_FreeSurface(surface);
}

}  // namespace

int run_viewer(const CliOptions& options) {
    use_utf8_character_type();  // before SDL opens the display: the title is UTF-8
    // The first map loads (on the session's loader thread) while the window and its
    // GL context are made, tens of milliseconds on a software renderer. The viewer
    // is destroyed before the context: the map on screen holds GL objects.
    std::unique_ptr<GlContext> gl;
    std::optional<Viewer> viewer;
    const WindowMemory memory = read_window_memory(user_config_file("window.txt"));
    try {
        viewer.emplace(options, memory);
        viewer->start();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        return 1;
    }
    std::string error;
    // The window as it last closed, unless the command line gives a size.
    const bool remembered = !options.size_given && memory.width > 0;
    gl = GlContext::create({.title = "bspview",
                            .width = remembered ? memory.width : options.width,
                            .height = remembered ? memory.height : options.height,
                            .hidden = false,
                            .resizable = true,
                            .vsync = options.vsync,
                            .position = remembered ? memory.position : std::nullopt,
                            .maximized = !options.size_given && memory.maximized},
                           error);
    if (!gl) {
        std::fprintf(stderr, "bspview: %s\n", error.c_str());
        return 1;
    }
    set_window_icon(gl->window());
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    // The docking is remembered in the user's config folder (never in the working
    // folder); without one, each run starts from the default layout.
    static const std::string layout_file = ui_layout_file().string();
    ImGui::GetIO().IniFilename = layout_file.empty() ? nullptr : layout_file.c_str();
    ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_DockingEnable;
    // The interface scale: BSPVIEW_UI_SCALE, else the one chosen last run, else the display's DPI.
    const float scale = !std::getenv("BSPVIEW_UI_SCALE") && memory.ui_scale > 0 ? memory.ui_scale : ui_scale(gl->window());
    set_up_ui_font(scale);
    viewer->set_initial_ui_scale(scale);
    ImGui_ImplSDL2_InitForOpenGL(gl->window(), gl->gl_context());
    ImGui_ImplOpenGL3_Init("#version 330 core");
    // The programs any map's first frame needs are compiled now, while the first map
    // loads (or waits to be chosen), not after it.
    SceneRenderer::prepare_programs();
    int code = 0;
    try {
        code = viewer->run(*gl);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bspview: %s\n", e.what());
        code = 1;
    }
    viewer->remember_window();
    if (!layout_file.empty()) ImGui::SaveIniSettingsToDisk(layout_file.c_str());  // the docking, now
    // Asked to end by a signal: the viewer has closed; skip the GL teardown, which
    // waits for the driver to finish every frame still queued (seconds on llvmpipe,
    // whose offscreen swaps do not wait).
    if (termination_requested()) {
        std::fflush(nullptr);
        _exit(code);
    }
    viewer.reset();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    return code;
}

}  // namespace bsp

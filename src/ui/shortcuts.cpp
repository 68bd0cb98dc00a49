#include "ui/shortcuts.h"

#include <iterator>

namespace bsp {

const char* switch_name(Switch s) {
    switch (s) {
        case Switch::Pvs: return "PVS culling";
        case Switch::Frustum: return "Frustum culling";
        case Switch::Freeze: return "Freeze visibility";
        case Switch::WireOverlay: return "Wireframe overlay";
        case Switch::LeafBounds: return "Visible leaf bounds";
        case Switch::EntityMarkers: return "Entity markers";
        case Switch::LightProbes: return "Light grid probes";
        case Switch::AreaPortals: return "Area portal outlines";
        case Switch::VisPortals: return "Vis portals (.prt)";
    }
    return "";
}

const char* panel_title(Panel p) {
    switch (p) {
        case Panel::Lumps: return "Lumps";
        case Panel::FrameStats: return "Frame";
        case Panel::Visibility: return "Visibility";
        case Panel::Lightmaps: return "Lightmaps";
        case Panel::LightGrid: return "Light grid";
        case Panel::Entities: return "Entities";
        case Panel::Help: return "Help";
    }
    return "";
}

const std::vector<Shortcut>& shortcuts() {
    static const std::vector<Shortcut> table = [] {
        std::vector<Shortcut> t;
        t.push_back({SDLK_F1, false, "F1", "show / hide this help", TogglePanel{Panel::Help}});
        // Views on F2..F9, in ViewMode order, then F11 (F10 records camera paths).
        static const SDL_Keycode kViewKeys[] = {SDLK_F2, SDLK_F3, SDLK_F4, SDLK_F5, SDLK_F6,
                                                SDLK_F7, SDLK_F8, SDLK_F9, SDLK_F11};
        static const char* kViewLabels[] = {"F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F11"};
        static_assert(std::size(kViewKeys) == kViewModeCount && std::size(kViewLabels) == kViewModeCount,
                      "a key for every view");
        static std::string descriptions[kViewModeCount];
        for (int m = 0; m < kViewModeCount; ++m) {
            descriptions[m] = std::string("view: ") + view_mode_name(ViewMode(m)) + " - " +
                              view_mode_description(ViewMode(m));
            t.push_back({kViewKeys[m], false, kViewLabels[m], descriptions[m].c_str(), SetViewMode{ViewMode(m)}});
        }
        // Switches on the number keys.
        const std::pair<SDL_Keycode, Switch> kSwitches[] = {
            {SDLK_1, Switch::Pvs},         {SDLK_2, Switch::Frustum},    {SDLK_3, Switch::Freeze},
            {SDLK_4, Switch::WireOverlay}, {SDLK_5, Switch::LeafBounds}, {SDLK_6, Switch::EntityMarkers},
            {SDLK_7, Switch::LightProbes}, {SDLK_8, Switch::AreaPortals}, {SDLK_9, Switch::VisPortals}};
        static const char* kDigits[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};
        static std::string switch_text[9];
        int i = 0;
        for (const auto& [key, sw] : kSwitches) {
            switch_text[i] = std::string("toggle ") + switch_name(sw);
            t.push_back({key, false, kDigits[i], switch_text[i].c_str(), ToggleSwitch{sw}});
            ++i;
        }
        // Panels on Ctrl + number keys.
        const std::pair<SDL_Keycode, Panel> kPanels[] = {
            {SDLK_1, Panel::Lumps},     {SDLK_2, Panel::FrameStats}, {SDLK_3, Panel::Visibility},
            {SDLK_4, Panel::Lightmaps}, {SDLK_5, Panel::LightGrid},  {SDLK_6, Panel::Entities}};
        static const char* kCtrl[] = {"Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+5", "Ctrl+6"};
        static std::string panel_text[6];
        i = 0;
        for (const auto& [key, panel] : kPanels) {
            panel_text[i] = std::string("show / hide the ") + panel_title(panel) + " panel";
            t.push_back({key, true, kCtrl[i], panel_text[i].c_str(), TogglePanel{panel}});
            ++i;
        }
        t.push_back({SDLK_BACKSPACE, false, "Backspace",
                     "clear the selected face; with nothing selected, the map's run speed back", SelectSurface{-1}});
        t.push_back({SDLK_HOME, false, "Home", "go to the next player start (cycles through them)", NextSpawn{}});
        t.push_back({SDLK_LEFTBRACKET, false, "[", "narrower field of view (5 degrees)", StepFov{-1}});
        t.push_back({SDLK_RIGHTBRACKET, false, "]", "wider field of view", StepFov{+1}});
        t.push_back({SDLK_m, false, "M", "measure: click two points for their distance (M again stops)",
                     ToggleMeasure{}});
        t.push_back({SDLK_f, false, "F", "fly to the selected face (the camera looks at it)", FlyToSurface{}});
        t.push_back({SDLK_o, true, "Ctrl+O", "open a map", ShowOpenDialog{true}});
        t.push_back({SDLK_o, true, "Ctrl+Shift+O",
                     "browse the maps of the game dirs (filter, levelshots; Enter opens)", ShowMapBrowser{true},
                     true});
        t.push_back({SDLK_g, true, "Ctrl+G", "game directories: the folders textures and models come from",
                     ShowGameDirsDialog{true}});
        t.push_back({SDLK_b, true, "Ctrl+B",
                     "bookmarks: name this view, jump back to one (Bookmarks menu)",
                     ShowBookmarks{true}});
        t.push_back({SDLK_h, false, "H",
                     "hide / show the menu, panels and status bar (the picture alone; H, Esc or a panel key shows them)",
                     ToggleInterface{}});
        t.push_back({SDLK_EQUALS, true, "Ctrl+=", "larger interface (View > Interface scale)", StepUiScale{+1}});
        t.push_back({SDLK_MINUS, true, "Ctrl+-", "smaller interface", StepUiScale{-1}});
        t.push_back({SDLK_q, true, "Ctrl+Q", "quit", Quit{}});
        t.push_back({SDLK_F10, false, "F10", "record a camera path / stop and save it (bspview MAP --bench --path FILE)",
                     ToggleCameraRecording{}});
        return t;
    }();
    return table;
}

// Shift picks the Shift shortcut where a key has one (Ctrl+Shift+O); elsewhere it
// changes nothing (Ctrl+Shift+= is Ctrl+=, the "+" key on many layouts).
std::optional<UiCommand> shortcut_command(SDL_Keycode key, bool ctrl, bool shift) {
    const Shortcut* found = nullptr;
    for (const Shortcut& s : shortcuts())
        if (s.key == key && s.ctrl == ctrl && (!found || s.shift == shift)) found = &s;
    if (!found || (found->shift && !shift)) return std::nullopt;
    return std::visit([](const auto& c) { return UiCommand(c); }, found->command);
}

const char* shortcut_label_for_view(ViewMode mode) {
    for (const Shortcut& s : shortcuts())
        if (const auto* c = std::get_if<SetViewMode>(&s.command); c && c->mode == mode) return s.label;
    return "";
}

const char* shortcut_label_for_switch(Switch sw) {
    for (const Shortcut& s : shortcuts())
        if (const auto* c = std::get_if<ToggleSwitch>(&s.command); c && c->which == sw) return s.label;
    return "";
}

const char* shortcut_label_for_panel(Panel p) {
    for (const Shortcut& s : shortcuts())
        if (const auto* c = std::get_if<TogglePanel>(&s.command); c && c->panel == p) return s.label;
    return "";
}

}  // namespace bsp

#pragma once
// The view a person (or a command line) has chosen: where the camera is, how the
// world is drawn (view mode, gamma, light styles, wireframe overlay), which
// visibility tests run and whether they are frozen, the debugging geometry, the
// open panels and the selected surface. One type for the viewer, --screenshot and
// --bench: the command line builds it once (app/cli_settings), view commands from
// panels and shortcuts change it (apply), and the overlay reads it (ui_state).
// No GL here: it only refers to the map on screen through ViewedMap.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "render/debug_geometry.h"
#include "render/lightmap_rects.h"
#include "render/gl/scene_renderer.h"
#include "session/camera.h"
#include "ui/face_record.h"
#include "ui/ui_commands.h"
#include "ui/ui_state.h"
#include "vis/visible_set.h"

namespace bsp {

// What view commands and the overlay need of the map on screen; all null (and the
// name empty) while none is.
struct ViewedMap {
    const Map* map = nullptr;
    const SceneRenderer* scene = nullptr;
    const std::vector<LightmapRect>* lightmap_rects = nullptr;  // one per surface
    std::string_view name;
};

struct ViewState {
    Camera camera;
    RenderSettings render;   // also holds the selected surface (drawn highlighted)
    VisOptions vis;
    DebugDrawOptions debug;  // also holds the selected entity (its marker drawn highlighted)
    bool frozen = false;     // visibility kept from the camera it was computed from
    std::array<bool, kPanelCount> panels{};
    bool interface_hidden = false;  // H: no menu, panels or status bar drawn
    std::optional<FaceRecord> selected_face;  // of render.selected_surface
    // The picked model's materials, read out as the picked surface's (prop_material_lines).
    std::vector<std::string> selected_prop_materials;

    // Applies a view command (view mode, switches, panels, selection, gamma, light
    // styles, teleport, flying to a surface) and returns true; returns false, changing
    // nothing, for the others (opening maps, the clipboard, vsync, quitting), which
    // are not the view's.
    bool apply(const UiCommand& command, const ViewedMap& map);

    bool switch_on(Switch which) const;
    void set_switch(Switch which, bool on);
    // -1 clears the selection. `hit` adds where the surface was picked.
    void select_surface(int32_t surface, const ViewedMap& map, const SurfaceHit* hit = nullptr);
    // Highlights the entity's marker and opens the Entities panel on it; -1 clears it.
    void select_entity(int32_t entity, const ViewedMap& map);
    // A placed model (Map::prop_placements index; -1 clears): the Entities panel shows
    // it (a model entity as its entity, a static prop in the props tab).
    void select_prop(int32_t placement, const ViewedMap& map);

    // What the overlay reads, for this view of `map`. `history` may be null (no graphs).
    UiState ui_state(const ViewedMap& map, const FrameResult& last_frame, const FrameHistory* history) const;
};

}  // namespace bsp

#pragma once
// Everything the overlay reads, gathered by the app each frame. Pointers refer to
// objects the app owns; the overlay keeps none of them between frames.
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"
#include "render/debug_geometry.h"
#include "render/lightmap_rects.h"
#include "render/scene_renderer.h"
#include "ui/face_record.h"
#include "ui/ui_commands.h"
#include "vis/visible_set.h"

namespace bsp {

struct CameraPose {
    glm::vec3 position{0};
    float pitch = 0, yaw = 0, roll = 0, fov = 90;
};

// Recent frame and visibility times for the graphs, oldest first.
struct FrameHistory {
    static constexpr size_t kLength = 240;
    std::deque<float> frame_ms, vis_ms;
    void push(float frame, float vis) {
        frame_ms.push_back(frame);
        vis_ms.push_back(vis);
        if (frame_ms.size() > kLength) frame_ms.pop_front();
        if (vis_ms.size() > kLength) vis_ms.pop_front();
    }
};

struct UiState {
    const Map* map = nullptr;             // null while no map is shown
    const SceneRenderer* scene = nullptr;
    const std::vector<LightmapRect>* lightmap_rects = nullptr;
    std::string map_name;
    CameraPose camera;
    RenderSettings render;
    VisOptions vis;
    DebugDrawOptions debug;
    bool frozen = false;
    FrameResult last_frame;
    const FrameHistory* history = nullptr;
    std::array<bool, kPanelCount> panels{};
    std::optional<FaceRecord> selected_face;  // of render.selected_surface
    bool interactive = true;  // false when drawn into a screenshot (no clipboard, no hover)

    bool panel_open(Panel p) const { return panels[size_t(p)]; }
    bool switch_on(Switch s) const {
        switch (s) {
            case Switch::Pvs: return vis.use_pvs;
            case Switch::Frustum: return vis.use_frustum;
            case Switch::Freeze: return frozen;
            case Switch::WireOverlay: return render.wireframe_overlay;
            case Switch::LeafBounds: return debug.leaf_bounds;
            case Switch::EntityMarkers: return debug.entity_markers;
            case Switch::LightProbes: return debug.light_probes;
        }
        return false;
    }
};

}  // namespace bsp

#pragma once
// What the debugging switches add to the picture as lines: bounds of the visible
// leaves, the frustum visibility was frozen with, markers on point entities and
// static props, light grid probes, area portal outlines and the edges of the
// selected surface. CPU only: fills a LineBatch.
#include <glm/glm.hpp>

#include "map/map.h"
#include "render/entity_marker_pick.h"
#include "render/line_batch.h"
#include "vis/visible_set.h"

namespace bsp {

// The colours, shared with tests that look for them in pictures.
// Leaves without a cluster; the others take their cluster's colour (vis/cluster_colors.h),
// at full strength in the camera's cluster and dimmed (kOtherClusterDim) elsewhere.
inline constexpr glm::u8vec4 kLeafBoundsColor{255, 200, 0, 255};
inline constexpr float kOtherClusterDim = 0.5f;
// The camera's own leaf, on top of everything: red with no green, which no cluster
// colour (every channel 64 or more) and no other marker has.
inline constexpr glm::u8vec4 kCameraLeafColor{255, 0, 0, 255};
inline constexpr glm::u8vec4 kFrozenFrustumColor{0, 230, 255, 255};
inline constexpr glm::u8vec4 kSelectionColor{255, 40, 230, 255};
inline constexpr glm::u8vec4 kStaticPropColor{0, 255, 190, 255};
inline constexpr glm::u8vec4 kAreaPortalColor{60, 140, 255, 255};
// Portals that join the camera's area to another, drawn on top of everything.
inline constexpr glm::u8vec4 kCameraAreaPortalColor{80, 255, 120, 255};
// Vis portals (.prt): those of the camera's cluster on top; the rest depth-tested and
// darker. No blue, which no cluster colour (every channel 64 or more) lacks.
inline constexpr glm::u8vec4 kCameraVisPortalColor{255, 120, 0, 255};
inline constexpr glm::u8vec4 kVisPortalColor{150, 70, 0, 255};

struct DebugDrawOptions {
    bool leaf_bounds = false;     // bounds of every visible leaf
    bool entity_markers = false;  // a small box on each point entity's origin and static prop
    bool light_probes = false;    // light grid samples near the camera
    bool frozen_frustum = true;   // while visibility is frozen
    bool area_portals = false;    // outlines of the area portals' clip polygons
    bool vis_portals = false;     // the .prt file's portals (Map::portal_file)
    int32_t selected_entity = -1; // its marker drawn in kSelectionColor, larger and on top
    int32_t selected_prop = -1;   // a Map::prop_placements index: its box in kSelectionColor, on top
};

// The bounds of the visible leaves, coloured by cluster, and the camera's leaf
// (visible.camera_leaf) always, in kCameraLeafColor on top.
void add_leaf_bounds(LineBatch& out, const Map& map, const VisibleSet& visible);
// The colour add_leaf_bounds gives a leaf other than the camera's.
glm::u8vec4 leaf_bounds_color(const Leaf& leaf, int32_t camera_cluster);
// The frustum of `clip_from_world`, cut off `length` units in front of its eye so
// it stays a readable pyramid instead of reaching the far plane.
void add_frustum(LineBatch& out, const glm::mat4& clip_from_world, const glm::vec3& eye, float length);
// A box and a cross on each point entity's origin in its class's colour; the entity
// `selected` (an index in Map::entities, -1: none) in kSelectionColor, larger and on
// top, so a clicked marker stands out from its neighbours and through walls.
void add_entity_markers(LineBatch& out, const Map& map, int32_t selected = -1);
// A 16-unit box standing on each static prop's origin (models have theirs at their
// base), turned by its angles, with a line out of its front (+X): where the prop
// stands and which way it faces. With `models_drawn`, props whose model loaded
// (Map::prop_placements) are drawn as themselves and get no marker.
void add_static_prop_markers(LineBatch& out, const Map& map, bool models_drawn = true);
void add_light_probes(LineBatch& out, const Map& map, const glm::vec3& eye);
// The selected surface's outline (its boundary, not its triangles), drawn on top: the
// face itself keeps its colours, so the lightmap view still shows its light.
void add_surface_edges(LineBatch& out, const Map& map, int32_t surface);
// The clip polygon of every area portal as an outline: those touching `camera_area`
// (-1: none) in kCameraAreaPortalColor on top, the rest depth-tested.
void add_area_portals(LineBatch& out, const Map& map, int32_t camera_area);
// The portal file's portals as outlines: those with the camera's cluster (a Leaf::cluster,
// -1: none) on either side in kCameraVisPortalColor on top, the rest in kVisPortalColor
// depth-tested. Returns how many are the camera's.
uint32_t add_vis_portals(LineBatch& out, const Map& map, int32_t camera_cluster);
// Whether a vis portal has the file cluster `cluster` on either side.
inline bool vis_portal_touches(const VisPortal& p, int32_t cluster) {
    return cluster >= 0 && (p.sides[0] == cluster || p.sides[1] == cluster);
}
// Whether the portal joins `area` to another one (either side of it).
inline bool area_portal_touches(const AreaPortal& p, int32_t area) {
    return area >= 0 && (p.area == area || p.other_area == area);
}

// The marker colour of an entity class (spawns green, lights yellow, items blue).
glm::u8vec4 entity_marker_color(const std::string& classname);

}  // namespace bsp

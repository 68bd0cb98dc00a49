#pragma once
// Why one surface is or is not drawn from a camera: the tests VisibleSetBuilder
// applies to every surface, asked of one, so a person who picked a face can read
// whether it is in the camera cluster's PVS, in the frustum, drawn, and which test
// rejected it. The same rules as the builder (tests compare the two on whole maps):
//  - a surface the renderer never draws as triangles (nodraw or skip material,
//    flare, hidden brush model) is rejected before any test (a flare is drawn as a
//    sprite instead, with flares on, when the leaf holding its point is visible and
//    the point on screen: render/flares.h);
//  - a world surface is drawn when one of the leaves listing it (with a cluster,
//    when the map has visdata) passes the PVS and lies in the frustum, and its own
//    bounds lie in the frustum;
//  - a brush model's surface is drawn when its model's bounds lie in the frustum;
//    the PVS is not asked.
#include <cstdint>
#include <string>

#include "core/geometry.h"
#include "core/json_writer.h"
#include "map/map.h"
#include "vis/visible_set.h"

namespace bsp {

// What rejected a surface, in the order the tests run; Drawn when none did.
enum class SurfaceRejection : uint8_t {
    Drawn,
    NeverDrawn,      // the renderer draws it from nowhere (see never_drawn_reason)
    NotInAnyLeaf,    // a world surface that no leaf one can see into lists
    Pvs,             // none of its leaves is in the camera cluster's PVS
    Frustum,         // its bounds, its leaves' or its model's, lie outside the frustum
};
const char* surface_rejection_name(SurfaceRejection r);  // "drawn", "never drawn", "not in any leaf", "PVS", "frustum"

// A yes/no question that may not have been asked (the PVS with no visdata, say).
enum class Answer : uint8_t { No, Yes, NotAsked };
const char* answer_name(Answer a);  // "no", "yes", "n/a"

struct SurfaceVisibility {
    int32_t surface = -1;
    SurfaceRejection rejection = SurfaceRejection::NeverDrawn;
    bool drawn() const { return rejection == SurfaceRejection::Drawn; }
    // In the camera cluster's PVS (asked even when the PVS test is switched off, as the
    // pvs view does); NotAsked with pvs_note saying why.
    Answer in_pvs = Answer::NotAsked;
    std::string pvs_note;
    // The frustum test the builder applies to it; NotAsked when switched off.
    Answer in_frustum = Answer::NotAsked;
    std::string frustum_note;     // e.g. "its own bounds are, its leaves are not"
    std::string never_drawn_reason;
    uint32_t leaves = 0;          // leaves that list it (world surfaces)
    uint32_t leaves_in_pvs = 0;   // of those, in the camera cluster's PVS
    int32_t camera_leaf = -1, camera_cluster = -1;
    bool frozen = false;          // the answers are for the camera visibility was frozen at
    bool brush_model = false;
    // Source-style areas: the camera's, and those of the surface's leaves (first one);
    // bspview draws through area portals as if open, so this is for reading only.
    int32_t camera_area = -1, surface_area = -1;
};

// `drawable`: whether the renderer draws the surface at all (VisibleSetBuilder::draws).
// `eye`/`frustum`: the camera visibility is computed from; `options`: the tests the
// view draws with.
SurfaceVisibility explain_surface_visibility(const Map& map, int32_t surface, bool drawable, const glm::vec3& eye,
                                             const Frustum& frustum, const VisOptions& options, bool frozen);

// One line for a person: "drawn", or "not drawn: outside the camera cluster's PVS".
std::string surface_visibility_summary(const SurfaceVisibility& v);

// The answers as one JSON object (--pick with --stats).
void write_surface_visibility(JsonWriter& j, const SurfaceVisibility& v);

// Why the renderer would never draw `surface`, from the map alone ("nodraw material",
// "flare", "hidden brush model (trigger or invisible entity)", ...), or "" when the map
// gives no reason (then the resolved material's pass decides: "material not drawn").
std::string never_drawn_reason(const Map& map, int32_t surface);

}  // namespace bsp

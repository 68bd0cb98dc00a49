#pragma once
// Which point-entity marker lies under a pixel: the markers the entity-marker switch
// draws (a 16-unit box on each point entity's origin) projected into the picture, so
// a click or the mouse within a few pixels of one finds it, even when the box is only
// a dot far away. CPU only, like surface picking, and testable without GL.
#include <cstdint>
#include <optional>

#include <glm/glm.hpp>

#include "map/map.h"
#include "vis/surface_picker.h"

namespace bsp {

// Half the size of a marker's box, in world units (debug_geometry draws it).
inline constexpr float kEntityMarkerHalfSize = 8.0f;
// How near (in pixels) the pointer must come to a marker's drawn box to take it.
inline constexpr float kEntityMarkerPickPixels = 6.0f;

// The origin of the marker entity `e` has, or none: brush entities (with a "model")
// are drawn as geometry and entities without an origin have no marker.
std::optional<glm::vec3> entity_marker_origin(const Entity& e);

struct MarkerHit {
    int32_t entity = -1;  // index in Map::entities; -1: no marker there
    float distance = 0;   // from the eye to the marker's origin, along the pixel's ray
    float pixels = 0;     // from the pixel to the marker's centre on screen
};

// The marker nearest pixel (x, y) on screen (origin top-left) of a width x height
// picture drawn with `clip_from_world`, among those whose box, grown by
// `slack_pixels`, covers the pixel; markers behind the eye never count.
MarkerHit pick_entity_marker(const Map& map, const glm::mat4& clip_from_world, int width, int height, float x,
                             float y, float slack_pixels = kEntityMarkerPickPixels);

// Whether a click that found `marker` and `surface` under the pointer means the
// marker: it does unless the surface lies clearly in front of it (the marker is
// hidden behind a wall). A box half in the wall (origin up to two half-sizes behind
// the surface) still shows, so it still counts.
bool marker_beats_surface(const MarkerHit& marker, const SurfaceHit& surface);

}  // namespace bsp

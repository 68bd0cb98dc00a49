#pragma once
// What fills a point (the camera's eye): its leaf, the leaf's contents when the
// format stores them (Quake 1, GoldSrc, Source), and the contents of the brushes
// that hold the point (Quake 3, whose leaves store none: its game asks the brushes
// too). And when the camera is somewhere visibility cannot work from (outside the
// map, in a solid leaf), a plain warning that everything in the frustum is drawn,
// instead of doing so silently.
#include <cstdint>
#include <string>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

struct PointContents {
    int32_t leaf = -1, cluster = -1, area = -1;
    bool leaf_has_contents = false;  // the format stores leaf contents
    int32_t leaf_contents = 0;
    uint32_t brushes = 0;            // brushes of the leaf that hold the point
    int32_t brush_contents = 0;      // their contents, or-ed
};

PointContents contents_at(const Map& map, const glm::vec3& point);

// The contents by the format's names: the leaf's when stored, else those of the
// brushes at the point ("empty" when none holds it); "" when the format names none.
std::string contents_name(const Map& map, const PointContents& c);

struct CameraLeafNote {
    bool warning = false;  // the camera is where no PVS applies; otherwise a plain note
    std::string text;      // empty: nothing to say
};

// "camera outside the map (no leaf): everything in the frustum is drawn", "camera in
// a solid leaf or outside the map (leaf 0: solid): ...", or the note that a map
// without visdata draws everything in the frustum.
CameraLeafNote camera_leaf_note(const Map& map, const PointContents& c);

}  // namespace bsp

#pragma once
// The size and position of a face's lightmap, which the file does not store: engines
// and compilers derive it from the face's vertices. With s, t the texinfo projections,
//   mins = floor(min / 16), maxs = ceil(max / 16), size = maxs - mins + 1 luxels per axis.
//
// Rounding decides the result when a projection lies a hair off a multiple of 16:
// floor(-768.00002 / 16) is -49 but floor(-768.0f / 16) is -48, a whole extra row.
// Compilers differ here: those built for x87 evaluate at extended precision and store
// the value as a float (the engines copy that), newer ones keep doubles. Both kinds are
// among the real test maps, so both candidates are computed and the lump decides
// (see choose_extents).
#include <cstdint>
#include <optional>
#include <span>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp::quake1 {

struct TexInfo;

struct LightmapExtents {
    int min_s = 0, min_t = 0;  // in luxels (texture units / 16)
    int width = 0, height = 0; // luxels
    uint64_t luxels() const { return uint64_t(width) * uint64_t(height); }
    bool operator==(const LightmapExtents&) const = default;
};

struct ExtentCandidates {
    std::optional<LightmapExtents> rounded;  // projections rounded to float (the engines' way)
    std::optional<LightmapExtents> exact;    // projections kept in double
    bool valid() const { return rounded.has_value() || exact.has_value(); }
};

// A texinfo projection as engines evaluate it: in double, stored as float.
float project_rounded(const glm::vec3& p, const glm::vec4& axis);

// Both candidates for a face's vertices. A candidate is empty when its extents are not
// finite or exceed kMaxLightmapExtent luxels on an axis (garbage texinfo).
ExtentCandidates face_extents(std::span<const Vertex> vertices, const TexInfo& ti);

// The candidate to use. When they differ, the one whose style blocks exactly fill the
// room the lump leaves before the next face's lightmap (`room`, in light-offset units;
// compilers may round block starts up to 4) wins; otherwise the engines' choice.
// `units_per_luxel` is the light-offset units one luxel of one style takes.
const LightmapExtents* choose_extents(const ExtentCandidates& c, int styles, uint64_t units_per_luxel, uint64_t room);

}  // namespace bsp::quake1

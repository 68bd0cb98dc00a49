#pragma once
// Quake 3's flares (coronas): a flare surface (a point with a colour and a normal,
// no geometry) drawn as a square facing the screen, centred where the point
// projects, added to the picture, the way ioquake3's classic renderer does it
// (tr_flares.c RB_AddFlare, RB_RenderFlare), with its defaults r_flareSize 40 and
// r_flareCoeff 150:
//  - a flare whose normal faces away from the eye is left out, and its colour is
//    scaled by how squarely it faces the eye (the dot product);
//  - its half-size in pixels is viewport width * (40 / 640 + 8 / distance), the
//    distance along the view axis;
//  - its colour is scaled by 150 size^2 / (distance + size sqrt(150))^2.
// The engine reads back the depth under each flare and fades it in and out over
// r_flareFade (7: a seventh of a second) when something covers it; here the sprite
// is depth tested instead, at its point pulled 24 units towards the eye (the
// engine's own tolerance): walls in front hide it, and there is no fade.
// Visible: the leaf holding the point is in the visible set (its cluster passed
// the PVS and its box the frustum) and the point is on screen. r_flares is 0 in
// ioquake3, so flares are off unless RenderSettings::flares turns them on.
// CPU only: render/gl/flare_renderer.h draws the sprites.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"
#include "render/render_settings.h"
#include "vis/visible_set.h"

namespace bsp {

inline constexpr float kFlareSize = 40.0f;            // r_flareSize
inline constexpr float kFlareCoeff = 150.0f;          // r_flareCoeff (FLARE_STDCOEFF)
inline constexpr float kFlareDepthTolerance = 24.0f;  // RB_TestFlare: visible within 24 units of the depth

struct FlareSource {
    glm::vec3 position{0}, color{1}, normal{0};  // colour 0..1; normal zero: seen from everywhere
    int32_t leaf = -1;                           // the leaf holding the point
    int32_t material = -1;                       // its surface's material (the sprite's image)
};

// The flare surfaces of the map.
std::vector<FlareSource> collect_flares(const Map& map);

// One flare to draw this frame, in window pixels (origin bottom left).
struct FlareSprite {
    glm::vec2 window{0};
    float half_size = 0;
    float depth = 0;       // window depth (0..1) of the point pulled towards the eye
    glm::vec3 color{0};    // display units: what the sprite's image is multiplied by and added
    int32_t material = -1;
};

// The sprites of the flares in `visible` from `view`, appended to `out` (cleared first).
class FlarePlacer {
public:
    void place(const std::vector<FlareSource>& flares, const VisibleSet& visible, const RenderView& view,
               std::vector<FlareSprite>& out);

private:
    std::vector<uint32_t> leaf_frame_;  // per leaf: the last frame it was visible in
    uint32_t frame_ = 0;
};

}  // namespace bsp

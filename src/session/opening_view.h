#pragma once
// The first view of a map should show something. A spawn point's angle is the
// game's choice for a player, not a viewer's: some face a wall a step away or a
// corridor lit only by a light that a trigger switches on later (lq_nolcoz starts
// in the dark, facing a black door). Before the first picture, rays from the eye
// across the view measure how far it reaches and whether what it meets is lit (the
// faces' lightmaps under the light styles drawn); when the view is blocked or dark,
// the camera turns to the most open lit direction of 16 yaws. Views that already
// look into open space keep their yaw. GL-free: no picture is drawn to decide.
#include <string>

#include "render/lightmap_atlas.h"
#include "session/camera.h"

namespace bsp {

struct OpeningView {
    Camera camera;
    bool turned = false;
    std::string note;  // when turned: from which yaw to which, and why (for --stats and the status bar)
};

// Nearer than this along the middle of the view, the view is taken as a wall.
inline constexpr float kOpeningWallDistance = 64.0f;

// `start` (a spawn camera), turned when it looks at a wall or into the dark.
OpeningView open_view(const Map& map, const Camera& start, const LightStyleSelection& styles = {});

// Every direction from here meets a surface within this: a closed box (a lobby's
// tool-textured room a game's script opens, a spawn sealed off for a mode).
inline constexpr float kEnclosedReach = 256.0f;

// Whether every ray from `eye` (16 yaws at three pitches, straight up and down)
// meets a drawn surface within kEnclosedReach, all of one material.
bool shut_in(const Map& map, const glm::vec3& eye);

// The map's first view: the first player start, or where it is shut in a closed
// box the next one that is not, else the middle of the largest open leaf (by volume,
// in a cluster); then turned by open_view. The note says why it is not the first start.
OpeningView first_view(const Map& map, float fov_x = 90, const LightStyleSelection& styles = {});

}  // namespace bsp

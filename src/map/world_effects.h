#pragma once
// Source's world effects that its entities and water lumps describe: the 3D sky box's
// camera (sky_camera), the map's distance fog (env_fog_controller) and the water
// volumes whose fog the view takes when the eye is under their surface. Plain values
// read once at load time; the renderer only looks them up.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <glm/glm.hpp>

namespace bsp {

struct Entity;

// Linear distance fog as the Source engine draws it: nothing at `start` units from the
// eye, `max_density` (0..1) of `color` at `end` and beyond.
struct LinearFog {
    glm::vec3 color{0.5f};  // 0..1
    float start = 0, end = 1;
    float max_density = 1;
    // The fog's share at `distance` from the eye.
    float amount(float distance) const;
};

// The 3D sky box: the sky area is drawn as seen from origin + eye / scale, so a point p
// of it stands at (p - origin) * scale in the world.
struct SkyCamera {
    glm::vec3 origin{0.0f};
    float scale = 16;
    std::optional<LinearFog> fog;  // the sky's own fog (its fogenable and friends)
};

// One LUMP_LEAFWATERDATA record, its surface material's fog resolved at load time.
struct WaterVolume {
    float surface_z = 0, min_z = 0;
    int32_t texinfo = -1;
    int32_t material = -1;  // Map::materials index of the texinfo, -1 unknown
    std::optional<LinearFog> fog;  // the material's $fogcolor/$fogstart/$fogend (when $fogenable)
};

// The fog an entity's fogenable/fogcolor/fogstart/fogend/fogmaxdensity keys give
// (env_fog_controller, sky_camera); nullopt when fog is off or the keys make no fog.
// Problems go to `warnings`, named by `who`.
std::optional<LinearFog> entity_fog(const Entity& e, const std::string& who, std::vector<std::string>& warnings);

}  // namespace bsp

namespace bsp {

// The first sky_camera (a usable origin and a scale above 0, else a warning and none)
// and the first env_fog_controller's fog, from the map's entities.
void read_world_effect_entities(const std::vector<Entity>& entities, std::optional<SkyCamera>& sky,
                                std::optional<LinearFog>& fog, std::vector<std::string>& warnings);

// One info_overlay as vbsp stores it: a quad in its own basis around `origin`, laid
// on the listed faces. Its pieces are ordinary world surfaces (Surface::overlay).
struct SourceOverlay {
    int32_t id = 0;                 // the overlay's id in the file
    int32_t material = -1;          // into Map::materials (its texinfo's texdata)
    std::vector<int32_t> faces;     // the faces it lies on (Map surfaces of the world)
    glm::vec3 origin{0};
    bool water = false;             // from LUMP_WATEROVERLAYS
    uint32_t first_surface = 0, surface_count = 0;  // its pieces in Map::surfaces
};

}  // namespace bsp

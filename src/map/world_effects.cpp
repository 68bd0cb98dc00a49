#include "map/world_effects.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "map/entity.h"

namespace bsp {

float LinearFog::amount(float distance) const {
    if (!(end > start)) return 0.0f;
    const float t = std::clamp((distance - start) / (end - start), 0.0f, 1.0f);
    return t * std::clamp(max_density, 0.0f, 1.0f);
}

namespace {

// "r g b" as 0..255 bytes (Source's colour keys), to 0..1.
std::optional<glm::vec3> colour_key(const Entity& e, std::string_view key) {
    const std::string* v = e.find(key);
    if (!v) return std::nullopt;
    std::istringstream in(*v);
    glm::vec3 c;
    if (!(in >> c.r >> c.g >> c.b)) return std::nullopt;
    if (!std::isfinite(c.r) || !std::isfinite(c.g) || !std::isfinite(c.b)) return std::nullopt;
    return glm::clamp(c / 255.0f, glm::vec3(0.0f), glm::vec3(1.0f));
}

}  // namespace

std::optional<LinearFog> entity_fog(const Entity& e, const std::string& who, std::vector<std::string>& warnings) {
    // The engine's default for fogenable is off: an entity without it draws no fog.
    const std::optional<float> enable = e.number("fogenable");
    if (!enable || *enable == 0.0f) return std::nullopt;
    LinearFog fog;
    if (const auto c = colour_key(e, "fogcolor")) fog.color = *c;
    else if (e.find("fogcolor")) warnings.push_back(who + ": fogcolor '" + e.get("fogcolor") + "' is not three numbers; grey used");
    fog.start = e.number("fogstart").value_or(500.0f);
    fog.end = e.number("fogend").value_or(2000.0f);
    fog.max_density = e.number("fogmaxdensity").value_or(1.0f);
    if (!std::isfinite(fog.start) || !std::isfinite(fog.end) || !(fog.end > fog.start)) {
        warnings.push_back(who + ": fogend (" + e.get("fogend") + ") is not beyond fogstart (" + e.get("fogstart") +
                           "); its fog is left out");
        return std::nullopt;
    }
    if (!std::isfinite(fog.max_density)) fog.max_density = 1.0f;
    fog.max_density = std::clamp(fog.max_density, 0.0f, 1.0f);
    return fog;
}

void read_world_effect_entities(const std::vector<Entity>& entities, std::optional<SkyCamera>& sky,
                                std::optional<LinearFog>& fog, std::vector<std::string>& warnings) {
    for (size_t i = 0; i < entities.size(); ++i) {
        const Entity& e = entities[i];
        const std::string cls = e.classname();
        const std::string who = cls + " (entity " + std::to_string(i) + ")";
        if (cls == "sky_camera") {
            if (sky) {
                warnings.push_back(who + ": a second sky_camera; the first one is used");
                continue;
            }
            const std::optional<glm::vec3> origin = e.vec3("origin");
            if (!origin || !std::isfinite(origin->x) || !std::isfinite(origin->y) || !std::isfinite(origin->z)) {
                warnings.push_back(who + ": no usable origin; no 3D sky box");
                continue;
            }
            // Absent: the engine's default, 16. Present but not a number: refused below.
            const float scale = e.find("scale") ? e.number("scale").value_or(NAN) : 16.0f;
            if (!std::isfinite(scale) || scale <= 0.0f) {
                warnings.push_back(who + ": scale '" + e.get("scale") + "' is not above 0; no 3D sky box");
                continue;
            }
            SkyCamera camera;
            camera.origin = *origin;
            camera.scale = scale;
            camera.fog = entity_fog(e, who, warnings);
            sky = camera;
        } else if (cls == "env_fog_controller" && !fog) {
            fog = entity_fog(e, who, warnings);
        }
    }
}

}  // namespace bsp

#include "assets/water_fog.h"

#include <cmath>
#include <map>
#include <sstream>

#include "assets/source_materials.h"
#include "assets/vmt_material.h"

namespace bsp {

namespace {

std::optional<float> number_param(const VmtMaterial& vmt, std::string_view key) {
    const std::string* v = vmt.param(key);
    if (!v) return std::nullopt;
    std::istringstream in(*v);
    float f;
    if (!(in >> f) || !std::isfinite(f)) return std::nullopt;
    return f;
}

// "[r g b]" (0..1) or "{r g b}" (0..255), as VMT colours are written.
std::optional<glm::vec3> colour_param(const VmtMaterial& vmt, std::string_view key) {
    const std::string* v = vmt.param(key);
    if (!v) return std::nullopt;
    std::string text = *v;
    const bool bytes = text.find('{') != std::string::npos;
    for (char& c : text)
        if (c == '[' || c == ']' || c == '{' || c == '}') c = ' ';
    std::istringstream in(text);
    glm::vec3 c;
    if (!(in >> c.r >> c.g >> c.b)) return std::nullopt;
    if (bytes) c /= 255.0f;
    if (!std::isfinite(c.r + c.g + c.b)) return std::nullopt;
    return glm::clamp(c, glm::vec3(0.0f), glm::vec3(1.0f));
}

}  // namespace

std::optional<LinearFog> water_material_fog(const VmtMaterial& vmt, const std::string& who,
                                            std::vector<std::string>& warnings) {
    const std::string* enable = vmt.param("$fogenable");
    if (!enable || *enable == "0") return std::nullopt;
    LinearFog fog;
    if (const auto c = colour_param(vmt, "$fogcolor")) fog.color = *c;
    fog.start = number_param(vmt, "$fogstart").value_or(0.0f);
    fog.end = number_param(vmt, "$fogend").value_or(0.0f);
    if (!(fog.end > fog.start)) {
        warnings.push_back(who + ": $fogend (" + std::to_string(fog.end) + ") is not beyond $fogstart (" +
                           std::to_string(fog.start) + "); no fog under this water");
        return std::nullopt;
    }
    return fog;
}

void resolve_water_fog(Map& map, const Vfs& vfs) {
    if (map.water_volumes.empty()) return;
    std::map<int32_t, std::optional<LinearFog>> by_material;
    for (WaterVolume& w : map.water_volumes) {
        if (w.material < 0 || size_t(w.material) >= map.materials.size()) continue;
        auto found = by_material.find(w.material);
        if (found == by_material.end()) {
            std::optional<LinearFog> fog;
            const std::string& name = map.materials[size_t(w.material)].name;
            if (const std::optional<VmtMaterial> vmt = read_vmt(name, vfs))
                fog = water_material_fog(*vmt, vmt_path_of(name), map.warnings);
            found = by_material.emplace(w.material, fog).first;
        }
        w.fog = found->second;
    }
}

}  // namespace bsp

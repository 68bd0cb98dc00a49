#include "render/fog_volumes.h"

#include <algorithm>
#include <cmath>

#include "render/stage_eval.h"

namespace bsp {

void fog_draw_lists(const Map& map, const MaterialSlots& materials, const std::vector<uint32_t>& surfaces,
                    std::vector<FogDrawList>& lists) {
    lists.resize(map.fogs.size());
    for (FogDrawList& l : lists) l.equal.clear(), l.less_equal.clear();
    if (lists.empty()) return;
    for (uint32_t index : surfaces) {
        if (index >= map.surfaces.size()) continue;
        const Surface& s = map.surfaces[index];
        if (s.fog < 0 || size_t(s.fog) >= lists.size() || s.index_count == 0) continue;
        if (size_t(s.model) < map.models.size() && map.models[size_t(s.model)].hidden) continue;
        const FogPass pass = materials.get(s.material).fog_pass;
        if (pass == FogPass::None) continue;
        std::vector<IndexRange>& out =
            pass == FogPass::Equal ? lists[size_t(s.fog)].equal : lists[size_t(s.fog)].less_equal;
        // Neighbouring surfaces' indices often follow on: one range for them.
        if (!out.empty() && out.back().first_index + out.back().index_count == s.first_index)
            out.back().index_count += s.index_count;
        else
            out.push_back({s.first_index, s.index_count});
    }
}

FogFrame fog_frame(const FogVolume& fog, const ResolvedFog& look, const glm::vec3& eye) {
    FogFrame f;
    // R_LoadFogs scales the colour by identityLight; bspview draws display values,
    // where the overbright factor brings it back.
    constexpr float kIdentityLight = 1.0f / kOverbrightFactor;
    f.color = glm::clamp(look.color * kIdentityLight * kOverbrightFactor, 0.0f, 1.0f);
    f.opaque_distance = std::max(1.0f, look.opaque_distance);
    f.has_surface = fog.has_surface;
    if (fog.has_surface) {
        f.surface = glm::vec4(fog.surface.normal, fog.surface.dist);
        f.eye_depth = -fog.surface.distance_to(eye);
    }
    return f;
}

float fog_alpha(const FogFrame& fog, float view_depth, float point_depth) {
    // RB_CalcFogTexCoords: s is the view depth over 8 × the opaque distance; R_FogFactor
    // times it by 8 again. Fog without a surface plane counts the eye as inside
    // and every point as below the plane.
    const float s = std::max(0.0f, view_depth) / fog.opaque_distance;
    float through = 1.0f;  // the share of the way that lies in the fog
    if (fog.has_surface) {
        if (fog.eye_depth < 0) through = point_depth < 1.0f ? 0.0f : point_depth / (point_depth - fog.eye_depth);
        else through = point_depth < 0 ? 0.0f : 1.0f;
    }
    return std::sqrt(std::min(1.0f, s * through));
}

}  // namespace bsp

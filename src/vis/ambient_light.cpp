#include "vis/ambient_light.h"

#include "core/index_ranges.h"
#include "vis/camera_leaf.h"

namespace bsp {

std::optional<AmbientCube> ambient_cube_in_leaf(const Map& map, int32_t leaf, const glm::vec3& point) {
    if (leaf < 0 || size_t(leaf) >= map.leaf_ambient.size()) return std::nullopt;
    LeafAmbient own = map.leaf_ambient[size_t(leaf)];
    if (own.sample_count == 0 && own.borrow_leaf >= 0 && size_t(own.borrow_leaf) < map.leaf_ambient.size())
        own = map.leaf_ambient[size_t(own.borrow_leaf)];
    // The parser keeps every range inside the samples; a Map made otherwise may not.
    if (own.sample_count == 0 || !range_in(own.first_sample, own.sample_count, map.ambient_samples.size()))
        return std::nullopt;
    AmbientCube sum{};
    float total = 0;
    for (uint32_t i = own.first_sample; i < own.first_sample + own.sample_count; ++i) {
        const AmbientSample& s = map.ambient_samples[i];
        const glm::vec3 d = s.position - point;
        const float weight = 1.0f / (glm::dot(d, d) + 1.0f);
        total += weight;
        for (size_t side = 0; side < 6; ++side) sum[side] += s.cube[side] * weight;
    }
    for (glm::vec3& side : sum) side /= total;
    return sum;
}

std::optional<AmbientCube> ambient_cube_at(const Map& map, const glm::vec3& point) {
    return ambient_cube_in_leaf(map, find_leaf(map, point), point);
}

glm::vec3 ambient_light_for_normal(const AmbientCube& cube, const glm::vec3& normal) {
    const glm::vec3 sq = normal * normal;
    return sq.x * cube[normal.x < 0 ? 1 : 0] + sq.y * cube[normal.y < 0 ? 3 : 2] + sq.z * cube[normal.z < 0 ? 5 : 4];
}

}  // namespace bsp

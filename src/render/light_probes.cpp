#include "render/light_probes.h"

#include <algorithm>

namespace bsp {

std::vector<LightProbe> light_probes_near(const LightGrid& grid, const glm::vec3& point, int radius) {
    std::vector<LightProbe> out;
    const glm::ivec3 d = grid.dims;
    if (grid.empty() || d.x <= 0 || d.y <= 0 || d.z <= 0 ||
        grid.samples.size() < size_t(d.x) * size_t(d.y) * size_t(d.z))
        return out;
    const glm::vec3 cell_size = glm::max(grid.cell_size, glm::vec3(1e-3f));
    const glm::ivec3 centre = glm::ivec3(glm::round((point - grid.origin) / cell_size));
    const glm::ivec3 lo = glm::clamp(centre - radius, glm::ivec3(0), d - 1);
    const glm::ivec3 hi = glm::clamp(centre + radius, glm::ivec3(0), d - 1);
    for (int z = lo.z; z <= hi.z; ++z)
        for (int y = lo.y; y <= hi.y; ++y)
            for (int x = lo.x; x <= hi.x; ++x) {
                const uint32_t i = uint32_t((size_t(z) * size_t(d.y) + size_t(y)) * size_t(d.x) + size_t(x));
                const LightGridSample& s = grid.samples[i];
                if (s.ambient == glm::u8vec3(0) && s.directed == glm::u8vec3(0)) continue;
                out.push_back({{x, y, z}, i, grid.origin + glm::vec3(x, y, z) * grid.cell_size, s});
            }
    std::sort(out.begin(), out.end(), [&](const LightProbe& a, const LightProbe& b) {
        const glm::vec3 da = a.position - point, db = b.position - point;
        return glm::dot(da, da) < glm::dot(db, db);
    });
    return out;
}

}  // namespace bsp

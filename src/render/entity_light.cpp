#include "render/entity_light.h"

#include <algorithm>
#include <cmath>

namespace bsp {

namespace {

constexpr float kIdentityLight = 0.5f;  // 1 / the overbright factor (r_overBrightBits 1)
constexpr float kAmbientScale = 0.6f;   // r_ambientScale
constexpr float kDirectedScale = 1.0f;  // r_directedScale

// R_ColorShiftLightingBytes at load: the map's 2 overbright bits less the display's
// 1, so doubled, scaled down together when a channel passes 255.
glm::vec3 shifted(glm::u8vec3 c) {
    glm::ivec3 v = glm::ivec3(c) * 2;
    const int top = std::max({v.r, v.g, v.b});
    if (top > 255) v = v * 255 / top;
    return glm::vec3(v);
}

}  // namespace

EntityLight world_entity_light() { return {}; }

EntityLight brush_entity_light(const LightGrid& grid, const glm::vec3& origin) {
    glm::vec3 ambient(0), directed(0), direction(0);
    if (grid.empty() || grid.dims.x <= 0 || grid.dims.y <= 0 || grid.dims.z <= 0) {
        ambient = directed = glm::vec3(kIdentityLight * 150.0f);
        direction = glm::normalize(glm::vec3(0.45f, 0.3f, 0.9f));  // tr.sunDirection's default
    } else {
        // R_SetupEntityLightingGrid: the eight samples around the point, the cell
        // clamped to the grid, samples past its far edge and black ones left out.
        glm::ivec3 pos;
        glm::vec3 frac;
        for (int i = 0; i < 3; ++i) {
            const float v = (origin[i] - grid.origin[i]) / std::max(grid.cell_size[i], 1.0f);
            const float f = std::floor(v);
            frac[i] = v - f;
            pos[i] = std::clamp(int(f), 0, grid.dims[i] - 1);
        }
        float total = 0;
        for (int corner = 0; corner < 8; ++corner) {
            float factor = 1;
            glm::ivec3 at = pos;
            bool outside = false;
            for (int j = 0; j < 3; ++j) {
                if (corner & (1 << j)) {
                    if (pos[j] + 1 > grid.dims[j] - 1) outside = true;
                    factor *= frac[j];
                    ++at[j];
                } else {
                    factor *= 1.0f - frac[j];
                }
            }
            if (outside) continue;
            const size_t index = size_t(at.x) + size_t(grid.dims.x) * (size_t(at.y) + size_t(grid.dims.y) * size_t(at.z));
            if (index >= grid.samples.size()) continue;
            const LightGridSample& s = grid.samples[index];
            if (int(s.ambient.r) + s.ambient.g + s.ambient.b == 0) continue;  // inside a wall
            total += factor;
            ambient += factor * shifted(s.ambient);
            directed += factor * shifted(s.directed);
            direction += factor * s.direction;
        }
        if (total > 0 && total < 0.99f) {
            ambient /= total;
            directed /= total;
        }
        ambient *= kAmbientScale;
        directed *= kDirectedScale;
        const float length = glm::length(direction);
        direction = length > 0 ? direction / length : glm::vec3(0);
    }
    ambient = glm::min(ambient + kIdentityLight * 32.0f, glm::vec3(std::floor(kIdentityLight * 255.0f)));
    EntityLight light;
    // ambientLightInt: the ambient light as truncated bytes, alpha 255.
    light.ambient = glm::vec4(glm::floor(ambient) / 255.0f, 1.0f);
    light.directed = directed / 255.0f;
    light.direction = direction;
    return light;
}

glm::vec4 diffuse_color(const EntityLight& light, const glm::vec3& normal) {
    const float incoming = glm::dot(normal, light.direction);
    if (incoming <= 0) return light.ambient;
    // The engine adds to its unrounded ambient; ours is the byte: at most one byte apart.
    const glm::vec3 ambient = glm::vec3(light.ambient) * 255.0f;
    const glm::vec3 bytes = glm::min(glm::floor(ambient + incoming * light.directed * 255.0f), glm::vec3(255.0f));
    return glm::vec4(bytes / 255.0f, 1.0f);
}

}  // namespace bsp

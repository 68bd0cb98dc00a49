#pragma once
// Where each surface's light lives in the atlas: the rectangle its lightmap uvs
// cover on its page, in page texels. The atlas viewer outlines it for a picked
// face and answers "which faces use this texel" with it. CPU only.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"
#include "render/lightmap_atlas.h"

namespace bsp {

struct LightmapRect {
    int page = -1;           // -1: the surface has no packed lightmap
    glm::ivec2 min{0}, max{0};  // texels, max exclusive
    bool contains(int p, int x, int y) const {
        return p == page && x >= min.x && y >= min.y && x < max.x && y < max.y;
    }
};

// One per Map surface.
std::vector<LightmapRect> surface_lightmap_rects(const Map& map, const LightmapAtlas& atlas);

// Surfaces whose rectangle holds texel (x, y) of `page`, in surface order.
std::vector<uint32_t> surfaces_at_texel(const std::vector<LightmapRect>& rects, int page, int x, int y);

}  // namespace bsp

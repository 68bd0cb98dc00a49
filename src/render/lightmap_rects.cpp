#include "render/lightmap_rects.h"

#include <algorithm>
#include <cmath>

namespace bsp {

std::vector<LightmapRect> surface_lightmap_rects(const Map& map, const LightmapAtlas& atlas) {
    std::vector<LightmapRect> rects(map.surfaces.size());
    for (size_t s = 0; s < map.surfaces.size(); ++s) {
        const Surface& surf = map.surfaces[s];
        if (surf.lightmap < 0 || size_t(surf.lightmap) >= atlas.placements.size()) continue;
        const AtlasPlacement& place = atlas.placements[size_t(surf.lightmap)];
        if (place.page < 0 || size_t(place.page) >= atlas.pages.size()) continue;
        const AtlasPage& page = atlas.pages[size_t(place.page)];
        const size_t end = std::min<size_t>(size_t(surf.first_vertex) + surf.vertex_count, map.vertices.size());
        if (end <= surf.first_vertex) continue;
        glm::vec2 lo(1e30f), hi(-1e30f);
        for (size_t v = surf.first_vertex; v < end; ++v) {
            const glm::vec2 uv = place.rewrite(map.vertices[v].lightmap_uv);
            lo = glm::min(lo, uv);
            hi = glm::max(hi, uv);
        }
        const glm::vec2 size(float(page.width), float(page.height));
        LightmapRect& r = rects[s];
        r.page = place.page;
        // Lightmap uvs sit on texel centres; the texels they touch are the rectangle.
        r.min = glm::ivec2(glm::floor(lo * size));
        r.max = glm::ivec2(glm::ceil(hi * size));
        r.min = glm::clamp(r.min, glm::ivec2(0), glm::ivec2(page.width, page.height));
        r.max = glm::clamp(glm::max(r.max, r.min + 1), glm::ivec2(0), glm::ivec2(page.width, page.height));
    }
    return rects;
}

std::vector<uint32_t> surfaces_at_texel(const std::vector<LightmapRect>& rects, int page, int x, int y) {
    std::vector<uint32_t> out;
    for (size_t s = 0; s < rects.size(); ++s)
        if (rects[s].contains(page, x, y)) out.push_back(uint32_t(s));
    return out;
}

}  // namespace bsp

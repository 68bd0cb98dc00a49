#pragma once
// Packs a map's lightmap images into a few large atlas pages (CPU side, no GL),
// so surfaces that differ only in their Quake 3 lightmap page can share a draw
// call. Each image gets a border of copied edge pixels so bilinear filtering
// never reads a neighbour's light. Overbright shifting happens here, once.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

struct AtlasPlacement {
    int page = -1;            // -1: not packed (direction map, missing pixels)
    glm::vec2 offset{0};      // uv of the image's top-left texel corner in the page
    glm::vec2 scale{1};       // uv size of the image in the page
    glm::vec2 rewrite(glm::vec2 uv) const { return offset + uv * scale; }
};

struct AtlasPage {
    int width = 0, height = 0;
    std::vector<uint8_t> rgba;  // width*height*4
};

struct LightmapAtlas {
    std::vector<AtlasPage> pages;
    std::vector<AtlasPlacement> placements;  // one per Map::lightmaps entry
};

struct AtlasOptions {
    int max_page_size = 2048;  // the GL limit caps this at upload
    int border = 2;            // copied edge texels around each image
    int overbright_shift = 2;  // R_ColorShiftLightingBytes shift; 0 = none
};

LightmapAtlas build_lightmap_atlas(const std::vector<LightmapImage>& images, const AtlasOptions& options = {});

}  // namespace bsp

#pragma once
// Packs a map's lightmap images into a few large atlas pages (CPU side, no GL),
// so surfaces that differ only in their Quake 3 lightmap page can share a draw
// call. Each image gets a border of copied edge pixels so bilinear filtering
// never reads a neighbour's light. Overbright shifting and the sum of the chosen
// light styles happen here, once: changing the styles rebuilds the pages' pixels
// with the same layout, so uvs written at load stay valid.
#include <array>
#include <bitset>
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
    // Source bump-lit maps: per bump basis direction (render/bump_basis.h) a copy of
    // the pages with each image's light along that direction at the same placement,
    // so one lightmap uv fetches all four (faces without bump data repeat their flat
    // light). Empty when no image has bump directions.
    std::array<std::vector<AtlasPage>, 3> bump_pages;
    std::vector<AtlasPlacement> placements;  // one per Map::lightmaps entry
    int border = 0;  // copied edge texels around each placed image
};

// Which light styles light the map: bit N = style N (0 is the static light; the
// games switch and animate the others). Formats without styles only have style 0.
struct LightStyleSelection {
    // Every style by default, as the engines draw a map: Quake, GoldSrc, Quake 2 and
    // Source add each style a face has (styles 1-31 animate; switchable ones, 32+,
    // are lit until the game turns them off), each at full strength here. static_only()
    // is style 0 alone: the static light, the part that never changes.
    std::bitset<256> on = std::bitset<256>().set();
    static LightStyleSelection all() { return {std::bitset<256>().set()}; }
    static LightStyleSelection static_only() { return {std::bitset<256>(1)}; }
    bool operator==(const LightStyleSelection&) const = default;
};

struct AtlasOptions {
    int max_page_size = 2048;  // the GL limit caps this at upload
    int border = 2;            // copied edge texels around each image
    int overbright_shift = 0;  // Map::light_shift; 0 = bytes as stored
    LightStyleSelection styles;
};

LightmapAtlas build_lightmap_atlas(const std::vector<LightmapImage>& images, const AtlasOptions& options = {});

// The distinct light styles other than 0 that a map's lightmaps carry, ascending.
std::vector<uint8_t> light_styles_in(const std::vector<LightmapImage>& images);

}  // namespace bsp

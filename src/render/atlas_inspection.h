#pragma once
// What the Lightmaps panel reads off the atlas under the cursor, without GL: which
// lightmap image an atlas texel was copied from and the light there (as the file
// stores it, as the page holds it, as the lightmap view shows it), how many world
// units one lightmap texel (luxel) of a surface covers, and the scroll that keeps
// the texel under the cursor in place when the atlas is zoomed.
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"
#include "render/lightmap_atlas.h"

namespace bsp {

struct AtlasTexel {
    int image = -1;               // Map::lightmaps index; -1 when no image covers the texel
    glm::ivec2 image_texel{0};    // in that image
    bool border = false;          // a copy of the image's nearest edge texel (bilinear padding)
    glm::u8vec3 stored{0};        // style 0, the bytes in the file
    std::vector<std::pair<uint8_t, glm::u8vec3>> styles;  // the image's other styles, in file order
    glm::u8vec4 page{0};          // the page's bytes: chosen styles summed, overbright shift applied
};

// Texel (x, y) of atlas page `page`; `images` are the Map::lightmaps the atlas was built from.
AtlasTexel inspect_atlas_texel(const LightmapAtlas& atlas, const std::vector<LightmapImage>& images, int page,
                               int x, int y);

// The lightmap view's colour for page bytes, as shaders/world.frag makes it: the
// light times 2^exposure_stops, clipped to 1, then gamma (0..1 per channel). Its
// heat-map maps the luminance of the exposed light, returned here (0..1, clipped).
glm::vec3 lightmap_view_colour(glm::u8vec3 page, float exposure_stops, float gamma);
float lightmap_view_brightness(glm::u8vec3 page, float exposure_stops);
// The heat-map's colour for those bytes: black, blue, cyan, green, yellow, red as the
// brightness rises; white where every channel is clipped.
glm::vec3 lightmap_heat_colour(glm::u8vec3 page, float exposure_stops);

// World units per texel of `surface`'s lightmap along the image's x and y (Quake 1
// and GoldSrc: 16 for unscaled textures; Source: the face's lightmap scale),
// averaged over its triangles by area. nullopt for a surface without a lightmap or
// whose lightmap coordinates do not span its triangles.
std::optional<glm::vec2> luxel_world_size(const Map& map, uint32_t surface);

// The scroll after zooming from `old_zoom` to `new_zoom` that keeps the content
// point under the cursor where it is: `scroll` is the current scroll, `cursor` the
// cursor's offset from the top-left corner of the scrolled view (both in screen
// pixels). Never negative.
glm::vec2 scroll_for_zoom_about(glm::vec2 scroll, glm::vec2 cursor, float old_zoom, float new_zoom);

}  // namespace bsp

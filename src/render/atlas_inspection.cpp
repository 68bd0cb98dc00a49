#include "render/atlas_inspection.h"

#include <algorithm>
#include <cmath>

namespace bsp {

namespace {

// The image's texels on its page: [min, min + size).
struct PlacedImage {
    glm::ivec2 min{0}, size{0};
};

PlacedImage placed_image(const AtlasPlacement& place, const AtlasPage& page, const LightmapImage& image) {
    // offset * page size is an exact texel position (the packer wrote it from ints).
    return {glm::ivec2(glm::round(place.offset * glm::vec2(float(page.width), float(page.height)))),
            glm::ivec2(image.width, image.height)};
}

glm::u8vec3 rgb_at(const std::vector<uint8_t>& rgb, int width, glm::ivec2 t) {
    const size_t i = (size_t(t.y) * size_t(width) + size_t(t.x)) * 3;
    if (i + 2 >= rgb.size()) return glm::u8vec3(0);
    return {rgb[i], rgb[i + 1], rgb[i + 2]};
}

}  // namespace

AtlasTexel inspect_atlas_texel(const LightmapAtlas& atlas, const std::vector<LightmapImage>& images, int page,
                               int x, int y) {
    AtlasTexel out;
    if (page < 0 || size_t(page) >= atlas.pages.size()) return out;
    const AtlasPage& pg = atlas.pages[size_t(page)];
    if (x < 0 || y < 0 || x >= pg.width || y >= pg.height) return out;
    const size_t at = (size_t(y) * size_t(pg.width) + size_t(x)) * 4;
    if (at + 3 < pg.rgba.size()) out.page = {pg.rgba[at], pg.rgba[at + 1], pg.rgba[at + 2], pg.rgba[at + 3]};

    // Images do not overlap, borders included, so at most one image's padded
    // rectangle holds the texel.
    const glm::ivec2 t(x, y);
    for (size_t i = 0; i < images.size() && i < atlas.placements.size(); ++i) {
        if (atlas.placements[i].page != page) continue;
        const LightmapImage& image = images[i];
        const PlacedImage r = placed_image(atlas.placements[i], pg, image);
        if (glm::any(glm::lessThan(t, r.min - atlas.border)) ||
            glm::any(glm::greaterThanEqual(t, r.min + r.size + atlas.border)))
            continue;
        out.image = int(i);
        out.image_texel = glm::clamp(t - r.min, glm::ivec2(0), r.size - 1);
        out.border = out.image_texel != t - r.min;
        out.stored = rgb_at(image.rgb, image.width, out.image_texel);
        for (const LightStyleLayer& layer : image.extra_styles)
            out.styles.emplace_back(layer.style, rgb_at(layer.rgb, image.width, out.image_texel));
        break;
    }
    return out;
}

glm::vec3 lightmap_view_colour(glm::u8vec3 page, float exposure_stops, float gamma) {
    const glm::vec3 exposed = glm::clamp(glm::vec3(page) / 255.0f * std::exp2(exposure_stops), 0.0f, 1.0f);
    return glm::pow(exposed, glm::vec3(1.0f / std::max(gamma, 0.1f)));
}

float lightmap_view_brightness(glm::u8vec3 page, float exposure_stops) {
    const glm::vec3 exposed = glm::vec3(page) / 255.0f * std::exp2(exposure_stops);
    return std::clamp(glm::dot(exposed, glm::vec3(0.299f, 0.587f, 0.114f)), 0.0f, 1.0f);
}

glm::vec3 lightmap_heat_colour(glm::u8vec3 page, float exposure_stops) {
    const glm::vec3 exposed = glm::vec3(page) / 255.0f * std::exp2(exposure_stops);
    if (std::min({exposed.r, exposed.g, exposed.b}) >= 1.0f) return glm::vec3(1);
    static const glm::vec3 kRamp[6] = {{0, 0, 0}, {0, 0, 1}, {0, 1, 1}, {0, 1, 0}, {1, 1, 0}, {1, 0, 0}};
    const float x = lightmap_view_brightness(page, exposure_stops) * 5.0f;
    const int i = std::min(int(x), 4);
    return glm::mix(kRamp[i], kRamp[i + 1], x - float(i));
}

std::optional<glm::vec2> luxel_world_size(const Map& map, uint32_t surface) {
    if (surface >= map.surfaces.size()) return std::nullopt;
    const Surface& s = map.surfaces[surface];
    if (s.lightmap < 0 || size_t(s.lightmap) >= map.lightmaps.size()) return std::nullopt;
    const LightmapImage& image = map.lightmaps[size_t(s.lightmap)];
    if (image.width <= 0 || image.height <= 0) return std::nullopt;
    const glm::vec2 texels(float(image.width), float(image.height));

    // Per triangle, the world-space derivatives of position along the lightmap's
    // texel axes (the inverse of the 2x2 map from the triangle's edges to their
    // lightmap deltas); their lengths are the luxel's sides.
    glm::dvec2 sum(0);
    double weight = 0;
    const size_t end = std::min<size_t>(size_t(s.first_index) + s.index_count, map.indices.size());
    for (size_t i = s.first_index; i + 3 <= end; i += 3) {
        const uint32_t a = map.indices[i], b = map.indices[i + 1], c = map.indices[i + 2];
        if (a >= map.vertices.size() || b >= map.vertices.size() || c >= map.vertices.size()) continue;
        const Vertex &va = map.vertices[a], &vb = map.vertices[b], &vc = map.vertices[c];
        const glm::dvec3 e1 = vb.position - va.position, e2 = vc.position - va.position;
        const glm::dvec2 d1 = glm::dvec2((vb.lightmap_uv - va.lightmap_uv) * texels);
        const glm::dvec2 d2 = glm::dvec2((vc.lightmap_uv - va.lightmap_uv) * texels);
        const double det = d1.x * d2.y - d2.x * d1.y;
        const double area = glm::length(glm::cross(e1, e2));
        if (std::abs(det) < 1e-9 || area <= 0) continue;
        const glm::dvec3 along_x = (e1 * d2.y - e2 * d1.y) / det;
        const glm::dvec3 along_y = (e2 * d1.x - e1 * d2.x) / det;
        sum += area * glm::dvec2(glm::length(along_x), glm::length(along_y));
        weight += area;
    }
    if (weight <= 0) return std::nullopt;
    return glm::vec2(sum / weight);
}

glm::vec2 scroll_for_zoom_about(glm::vec2 scroll, glm::vec2 cursor, float old_zoom, float new_zoom) {
    if (old_zoom <= 0) return scroll;
    return glm::max((scroll + cursor) * (new_zoom / old_zoom) - cursor, glm::vec2(0));
}

}  // namespace bsp

#include "render/lightmap_atlas.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "render/color_shift.h"

namespace bsp {

namespace {

struct Shelf { int y = 0, height = 0, x = 0; };

// The light of one image under the selected styles, as ints so that styles can add
// up past 255 before the overbright shift scales them back with their hue kept.
// direction -1: the flat light; 0..2: the light along that bump basis direction
// (the flat light where a face or style has no bump data, which every weighting of
// the three directions turns back into the flat light).
std::vector<int> summed_light(const LightmapImage& image, const LightStyleSelection& styles, int direction) {
    const size_t n = size_t(image.width) * size_t(image.height) * 3;
    auto pick = [&](const std::vector<uint8_t>& flat, const std::array<std::vector<uint8_t>, 3>& dirs)
        -> const std::vector<uint8_t>& {
        if (direction < 0) return flat;
        const std::vector<uint8_t>& d = dirs[size_t(direction)];
        return d.size() >= n ? d : flat;
    };
    std::vector<int> sum(n, 0);
    if (styles.on[0]) {
        const std::vector<uint8_t>& base = pick(image.rgb, image.bump_directions);
        for (size_t i = 0; i < n; ++i) sum[i] = base[i];
    }
    for (const LightStyleLayer& layer : image.extra_styles) {
        if (!styles.on[layer.style] || layer.rgb.size() < n) continue;
        const std::vector<uint8_t>& light = pick(layer.rgb, layer.bump_directions);
        for (size_t i = 0; i < n; ++i) sum[i] += light[i];
    }
    return sum;
}

// Copies one image's light into the page at (x, y) inside its border; border texels
// repeat the nearest edge texel (clamp-to-edge, per image).
void blit_with_border(const LightmapImage& image, const std::vector<int>& light, const AtlasOptions& options,
                      AtlasPage& page, int x, int y, int border) {
    for (int py = -border; py < image.height + border; ++py) {
        const int sy = std::clamp(py, 0, image.height - 1);
        for (int px = -border; px < image.width + border; ++px) {
            const int sx = std::clamp(px, 0, image.width - 1);
            const int* src = &light[(size_t(sy) * size_t(image.width) + size_t(sx)) * 3];
            const glm::u8vec3 c = color_shift_lighting(src[0], src[1], src[2], options.overbright_shift);
            uint8_t* dst = &page.rgba[(size_t(y + py) * size_t(page.width) + size_t(x + px)) * 4];
            dst[0] = c.r; dst[1] = c.g; dst[2] = c.b; dst[3] = 255;
        }
    }
}

}  // namespace

LightmapAtlas build_lightmap_atlas(const std::vector<LightmapImage>& images, const AtlasOptions& options) {
    LightmapAtlas atlas;
    atlas.placements.resize(images.size());
    const int border = std::max(options.border, 0);
    atlas.border = border;
    const int page_size = std::max(options.max_page_size, 16);

    // Tallest first: shelves waste least when their items have similar heights.
    std::vector<size_t> order;
    for (size_t i = 0; i < images.size(); ++i) {
        const LightmapImage& im = images[i];
        const bool usable = !im.is_direction_map && im.width > 0 && im.height > 0 &&
                            im.rgb.size() >= size_t(im.width) * size_t(im.height) * 3 &&
                            im.width + 2 * border <= page_size && im.height + 2 * border <= page_size;
        if (usable) order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return images[a].height > images[b].height; });

    // Shelf width: about the square root of the total area, so a map's lightmaps come
    // out as a roughly square page (easier to inspect, and kinder to texture caches)
    // instead of one long row; never narrower than the widest image.
    uint64_t area = 0;
    int widest = 0;
    for (size_t i : order) {
        const int w = images[i].width + 2 * border, h = images[i].height + 2 * border;
        area += uint64_t(w) * uint64_t(h);
        widest = std::max(widest, w);
    }
    const int square = int(std::ceil(std::sqrt(double(area) * 1.1)));
    const int shelf_width = std::clamp(std::max(square, widest), 1, page_size);

    // First pass: positions. Pages are at most page_size square; each page's width and
    // height are trimmed to what its shelves use.
    struct Slot { int page, x, y; };
    std::vector<Slot> slots(images.size(), {-1, 0, 0});
    std::vector<int> page_heights;
    std::vector<int> page_widths;
    Shelf shelf;
    int page = -1;
    for (size_t i : order) {
        const int w = images[i].width + 2 * border, h = images[i].height + 2 * border;
        if (page < 0 || shelf.x + w > shelf_width) {  // next shelf
            shelf.y += shelf.height;
            shelf.x = 0;
            shelf.height = 0;
            if (page < 0 || shelf.y + h > page_size) {  // next page
                ++page;
                page_heights.push_back(0);
                page_widths.push_back(0);
                shelf = {};
            }
        }
        slots[i] = {page, shelf.x + border, shelf.y + border};
        shelf.x += w;
        shelf.height = std::max(shelf.height, h);
        page_heights[size_t(page)] = std::max(page_heights[size_t(page)], shelf.y + shelf.height);
        page_widths[size_t(page)] = std::max(page_widths[size_t(page)], shelf.x);
    }

    atlas.pages.resize(page_heights.size());
    for (size_t p = 0; p < atlas.pages.size(); ++p) {
        atlas.pages[p].width = page_widths[p];
        atlas.pages[p].height = page_heights[p];
        atlas.pages[p].rgba.assign(size_t(page_widths[p]) * size_t(page_heights[p]) * 4, 0);
    }
    // Bump pages only for maps with bump data, so other maps cost nothing more.
    const bool any_bumped = std::any_of(order.begin(), order.end(),
                                        [&](size_t i) { return images[i].has_bump_directions(); });
    if (any_bumped)
        for (auto& set : atlas.bump_pages) set = atlas.pages;
    for (size_t i : order) {
        const Slot& s = slots[i];
        AtlasPage& pg = atlas.pages[size_t(s.page)];
        blit_with_border(images[i], summed_light(images[i], options.styles, -1), options, pg, s.x, s.y, border);
        if (any_bumped)
            for (int d = 0; d < 3; ++d)
                blit_with_border(images[i], summed_light(images[i], options.styles, d), options,
                                 atlas.bump_pages[size_t(d)][size_t(s.page)], s.x, s.y, border);
        AtlasPlacement& pl = atlas.placements[i];
        pl.page = s.page;
        pl.offset = glm::vec2(float(s.x) / float(pg.width), float(s.y) / float(pg.height));
        pl.scale = glm::vec2(float(images[i].width) / float(pg.width), float(images[i].height) / float(pg.height));
    }
    return atlas;
}

std::vector<uint8_t> light_styles_in(const std::vector<LightmapImage>& images) {
    std::bitset<256> seen;
    for (const LightmapImage& image : images)
        for (const LightStyleLayer& layer : image.extra_styles) seen.set(layer.style);
    std::vector<uint8_t> out;
    for (size_t s = 1; s < seen.size(); ++s)
        if (seen[s]) out.push_back(uint8_t(s));
    return out;
}

}  // namespace bsp

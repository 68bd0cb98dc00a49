// The lightmap atlas packer (CPU side): every image lands inside a page, none
// overlaps another (borders included), borders repeat the edge, pages come out
// roughly square, overbright keeps the hue, and light styles add up.
#include <gtest/gtest.h>

#include "render/lightmap_atlas.h"

namespace {

using namespace bsp;

LightmapImage solid(int w, int h, glm::u8vec3 rgb) {
    LightmapImage img;
    img.width = w;
    img.height = h;
    for (int i = 0; i < w * h; ++i) img.rgb.insert(img.rgb.end(), {rgb.r, rgb.g, rgb.b});
    return img;
}

glm::u8vec3 texel(const LightmapAtlas& atlas, int page, int x, int y) {
    const AtlasPage& p = atlas.pages[size_t(page)];
    const uint8_t* t = &p.rgba[(size_t(y) * size_t(p.width) + size_t(x)) * 4];
    return {t[0], t[1], t[2]};
}

struct PixelRect { int page, x0, y0, x1, y1; };  // inclusive of the border

PixelRect rect_of(const LightmapAtlas& atlas, size_t i, const LightmapImage& img, int border) {
    const AtlasPlacement& pl = atlas.placements[i];
    const AtlasPage& p = atlas.pages[size_t(pl.page)];
    const int x = int(std::lround(pl.offset.x * float(p.width))), y = int(std::lround(pl.offset.y * float(p.height)));
    return {pl.page, x - border, y - border, x + img.width + border, y + img.height + border};
}

TEST(LightmapAtlas, ImagesFitWithoutOverlapAndPagesAreRoughlySquare) {
    std::vector<LightmapImage> images;
    for (int i = 0; i < 28; ++i) images.push_back(solid(128, 128, {uint8_t(i * 9), 0, 0}));  // Quake 3 pages
    for (int i = 0; i < 40; ++i) images.push_back(solid(3 + i % 17, 2 + i % 9, {0, uint8_t(i), 0}));  // face rects
    AtlasOptions options;
    options.max_page_size = 4096;
    const LightmapAtlas atlas = build_lightmap_atlas(images, options);
    ASSERT_EQ(atlas.placements.size(), images.size());
    ASSERT_EQ(atlas.pages.size(), 1u);
    const AtlasPage& page = atlas.pages[0];
    EXPECT_LT(page.width, 2 * page.height) << page.width << "x" << page.height << " is a strip, not a page";
    EXPECT_LT(page.height, 2 * page.width) << page.width << "x" << page.height;
    std::vector<PixelRect> rects;
    for (size_t i = 0; i < images.size(); ++i) {
        const PixelRect r = rect_of(atlas, i, images[i], options.border);
        EXPECT_GE(r.x0, 0);
        EXPECT_GE(r.y0, 0);
        EXPECT_LE(r.x1, page.width);
        EXPECT_LE(r.y1, page.height);
        for (const PixelRect& o : rects)
            EXPECT_TRUE(r.x1 <= o.x0 || o.x1 <= r.x0 || r.y1 <= o.y0 || o.y1 <= r.y0) << "image " << i << " overlaps";
        rects.push_back(r);
        // Its own colour inside, and in the border around it.
        const glm::u8vec3 c(images[i].rgb[0], images[i].rgb[1], images[i].rgb[2]);
        EXPECT_EQ(texel(atlas, 0, r.x0, r.y0), c) << "border corner of " << i;
        EXPECT_EQ(texel(atlas, 0, r.x1 - 1, r.y1 - 1), c) << "border corner of " << i;
    }
}

TEST(LightmapAtlas, DirectionMapsAndEmptyImagesAreNotPacked) {
    std::vector<LightmapImage> images = {solid(4, 4, {1, 2, 3}), solid(4, 4, {9, 9, 9}), LightmapImage{}};
    images[1].is_direction_map = true;
    const LightmapAtlas atlas = build_lightmap_atlas(images);
    EXPECT_GE(atlas.placements[0].page, 0);
    EXPECT_EQ(atlas.placements[1].page, -1);
    EXPECT_EQ(atlas.placements[2].page, -1);
}

TEST(LightmapAtlas, OverbrightShiftKeepsTheHue) {
    AtlasOptions options;
    options.overbright_shift = 2;  // x4, Quake 3's default
    const LightmapAtlas atlas = build_lightmap_atlas({solid(2, 2, {200, 100, 50}), solid(2, 2, {20, 10, 5})}, options);
    const glm::u8vec3 bright = texel(atlas, 0, int(std::lround(atlas.placements[0].offset.x * atlas.pages[0].width)),
                                     int(std::lround(atlas.placements[0].offset.y * atlas.pages[0].height)));
    EXPECT_EQ(bright, glm::u8vec3(255, 127, 63)) << "scaled down as a whole, not clamped per channel";
    const glm::u8vec3 dim = texel(atlas, 0, int(std::lround(atlas.placements[1].offset.x * atlas.pages[0].width)),
                                  int(std::lround(atlas.placements[1].offset.y * atlas.pages[0].height)));
    EXPECT_EQ(dim, glm::u8vec3(80, 40, 20));
}

TEST(LightmapAtlas, LightStylesAddUp) {
    LightmapImage img = solid(2, 2, {100, 50, 0});
    img.extra_styles.push_back({1, std::vector<uint8_t>(12, 20)});
    img.extra_styles.push_back({32, std::vector<uint8_t>(12, 200)});
    auto centre = [](const LightmapAtlas& a) {
        return texel(a, 0, int(std::lround(a.placements[0].offset.x * a.pages[0].width)),
                     int(std::lround(a.placements[0].offset.y * a.pages[0].height)));
    };
    AtlasOptions options;
    // Every style by default, as the engines add them: 320, 270, 220 is past 255, so
    // scaled down as a whole (x 255/320).
    EXPECT_EQ(centre(build_lightmap_atlas({img}, options)), glm::u8vec3(255, 215, 175)) << "every style by default";
    options.styles = LightStyleSelection::static_only();
    EXPECT_EQ(centre(build_lightmap_atlas({img}, options)), glm::u8vec3(100, 50, 0)) << "the static light alone";
    options.styles.on.set(1);
    EXPECT_EQ(centre(build_lightmap_atlas({img}, options)), glm::u8vec3(120, 70, 20));
    options.styles = LightStyleSelection::all();
    EXPECT_EQ(centre(build_lightmap_atlas({img}, options)), glm::u8vec3(255, 215, 175));
    options.styles.on.reset();
    options.styles.on.set(32);
    EXPECT_EQ(centre(build_lightmap_atlas({img}, options)), glm::u8vec3(200, 200, 200)) << "a switchable light alone";
    EXPECT_EQ(light_styles_in({img}), (std::vector<uint8_t>{1, 32}));
}

}  // namespace

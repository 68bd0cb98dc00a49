// Mip levels made on the CPU: GL's level sizes, box-filtered texels, odd sides
// that keep every source texel, and refusal of what is not RGBA.
#include <gtest/gtest.h>

#include "assets/mip_levels.h"

using bsp::DecodedImage;

namespace {

DecodedImage rgba(int w, int h, std::vector<uint8_t> pixels) {
    return DecodedImage{.width = w, .height = h, .channels = 4, .pixels = std::move(pixels)};
}

// A w×h image whose every texel is (value(x, y), 0, 0, 255).
template <typename Value>
DecodedImage red_ramp(int w, int h, Value value) {
    std::vector<uint8_t> px;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) px.insert(px.end(), {uint8_t(value(x, y)), 0, 0, 255});
    return rgba(w, h, std::move(px));
}

}  // namespace

TEST(MipLevels, SizesHalveDownToOneLikeGl) {
    const auto levels = bsp::build_mip_levels(red_ramp(12, 5, [](int, int) { return 0; }));
    const std::pair<int, int> expected[] = {{6, 2}, {3, 1}, {1, 1}};
    ASSERT_EQ(levels.size(), std::size(expected));
    for (size_t i = 0; i < levels.size(); ++i) {
        EXPECT_EQ(levels[i].width, expected[i].first) << "level " << i + 1;
        EXPECT_EQ(levels[i].height, expected[i].second) << "level " << i + 1;
        EXPECT_EQ(levels[i].pixels.size(), size_t(levels[i].width) * size_t(levels[i].height) * 4);
    }
}

TEST(MipLevels, EachTexelIsTheRoundedMeanOfTheTexelsItCovers) {
    // 2×2 → 1×1: (10 + 20 + 30 + 41) / 4 = 25.25 → 25; alpha stays 255.
    const auto levels = bsp::build_mip_levels(rgba(2, 2, {10, 0, 0, 255, 20, 0, 0, 255, 30, 0, 0, 255, 41, 0, 0, 255}));
    ASSERT_EQ(levels.size(), 1u);
    EXPECT_EQ(levels[0].pixels, (std::vector<uint8_t>{25, 0, 0, 255}));
}

TEST(MipLevels, OddSidesFoldTheLastTexelIntoTheLastColumn) {
    // 3×1 → 1×1 takes all three texels: (0 + 30 + 90) / 3 = 40.
    const auto levels = bsp::build_mip_levels(red_ramp(3, 1, [](int x, int) { return x == 2 ? 90 : x * 30; }));
    ASSERT_EQ(levels.size(), 1u);
    EXPECT_EQ(levels[0].pixels[0], 40);
    // 5×2 → 2×1: columns {0,1} and {2,3,4}.
    const auto five = bsp::build_mip_levels(red_ramp(5, 2, [](int x, int) { return x * 10; }));
    ASSERT_FALSE(five.empty());
    EXPECT_EQ(five[0].pixels[0], 5);   // (0 + 10) / 2, both rows alike
    EXPECT_EQ(five[0].pixels[4], 30);  // (20 + 30 + 40) / 3
}

TEST(MipLevels, NothingForOneTexelOrNonRgbaImages) {
    EXPECT_TRUE(bsp::build_mip_levels(rgba(1, 1, {1, 2, 3, 4})).empty());
    DecodedImage rgb{.width = 2, .height = 2, .channels = 3, .pixels = std::vector<uint8_t>(12, 0)};
    EXPECT_TRUE(bsp::build_mip_levels(rgb).empty());
    EXPECT_TRUE(bsp::build_mip_levels(rgba(4, 4, {0, 0, 0, 0})).empty());  // fewer pixels than its size says
}

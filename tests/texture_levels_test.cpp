// The levels a GL with a small GL_MAX_TEXTURE_SIZE gets (render/texture_levels): the
// chain starts at the first level within the side, and an image with no level that
// fits is shrunk to it. (llvmpipe and every desktop GPU hold 8192 or more, so the GL
// path itself never meets the limit in the tests.)
#include <gtest/gtest.h>

#include <cstdint>
#include <utility>
#include <vector>

#include "assets/image_decoder.h"
#include "assets/mip_levels.h"
#include "render/texture_levels.h"

namespace {

bsp::DecodedImage grey(int width, int height) {
    bsp::DecodedImage image;
    image.width = width, image.height = height;
    image.pixels.assign(size_t(width) * size_t(height) * 4, 128);
    return image;
}

// A DXT1 image of zero blocks (black), as VTFs keep them.
bsp::DecodedImage dxt1(int side) {
    bsp::DecodedImage image;
    image.width = image.height = side;
    image.texels = bsp::TexelFormat::Bc1;
    image.pixels.assign(size_t((side + 3) / 4) * size_t((side + 3) / 4) * 8, 0);
    return image;
}

}  // namespace

TEST(TextureLevels, EveryLevelWhenTheBaseFits) {
    const bsp::DecodedImage base = grey(256, 128);
    const std::vector<bsp::DecodedImage> smaller = bsp::build_mip_levels(base);
    const bsp::TextureLevels t = bsp::levels_within_side(base, smaller, 256);
    ASSERT_EQ(t.levels.size(), smaller.size() + 1);
    EXPECT_EQ(t.levels.front(), &base);
    EXPECT_EQ(t.levels.back(), &smaller.back());
    EXPECT_EQ(t.shrunk, nullptr);
}

TEST(TextureLevels, LevelsLargerThanTheSideAreLeftOut) {
    const bsp::DecodedImage base = grey(1024, 512);
    const std::vector<bsp::DecodedImage> smaller = bsp::build_mip_levels(base);  // 512x256, 256x128, ...
    const bsp::TextureLevels t = bsp::levels_within_side(base, smaller, 256);
    ASSERT_EQ(t.levels.size(), smaller.size() - 1);
    EXPECT_EQ(t.levels.front(), &smaller[1]);
    EXPECT_EQ(t.levels.front()->width, 256);
    EXPECT_EQ(t.levels.front()->height, 128);
    EXPECT_EQ(t.levels.back(), &smaller.back());
    EXPECT_EQ(t.shrunk, nullptr) << "a stored level fitted: nothing is made";
}

TEST(TextureLevels, AnImageWithoutAFittingLevelIsShrunkToTheSide) {
    const bsp::DecodedImage base = grey(1000, 250);
    bsp::TextureLevels t = bsp::levels_within_side(base, {}, 256);
    ASSERT_EQ(t.levels.size(), 1u);
    ASSERT_NE(t.shrunk, nullptr);
    EXPECT_EQ(t.levels.front(), t.shrunk.get());
    EXPECT_EQ(t.shrunk->width, 256);
    EXPECT_EQ(t.shrunk->height, 64);
    EXPECT_EQ(t.shrunk->pixels[0], 128);
    // The level made survives the result being moved (it is held by pointer).
    const bsp::TextureLevels moved = std::move(t);
    EXPECT_EQ(moved.levels.front()->width, 256);
}

TEST(TextureLevels, ShrunkBlocksBecomeTexels) {
    // One 512² DXT1 level and a 256-texel limit: decoded, then shrunk.
    const bsp::DecodedImage base = dxt1(512);
    const bsp::TextureLevels t = bsp::levels_within_side(base, {}, 256);
    ASSERT_NE(t.shrunk, nullptr);
    EXPECT_FALSE(t.shrunk->compressed());
    EXPECT_EQ(t.shrunk->width, 256);
    EXPECT_EQ(t.shrunk->pixels.size(), size_t(256) * 256 * 4);
    // With its stored levels, the chain starts at the 256² blocks instead, still blocks.
    const std::vector<bsp::DecodedImage> smaller = {dxt1(256), dxt1(128)};
    const bsp::TextureLevels chain = bsp::levels_within_side(base, smaller, 256);
    ASSERT_EQ(chain.levels.size(), 2u);
    EXPECT_TRUE(chain.levels.front()->compressed());
    EXPECT_EQ(chain.levels.front()->width, 256);
}

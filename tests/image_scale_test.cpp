// scale_image (assets/image_scale.h): bilinear with texel centres matched.
#include <gtest/gtest.h>

#include "assets/image_scale.h"

// scale_image (assets/image_scale.h): bilinear with texel centres matched.
TEST(ImageScale, BilinearWithTexelCentresMatched) {
    bsp::DecodedImage two;  // one row: black, white
    two.width = 2, two.height = 1;
    two.pixels = {0, 0, 0, 255, 255, 255, 255, 255};
    const bsp::DecodedImage four = bsp::scale_image(two, 4, 1);
    ASSERT_EQ(four.pixels.size(), 16u);
    // Output centres at 0.125, 0.375, 0.625, 0.875 of the row: source 0, 0.25, 0.75, 1 between the texels.
    EXPECT_EQ(four.pixels[0], 0);
    EXPECT_EQ(four.pixels[4], 64);
    EXPECT_EQ(four.pixels[8], 191);
    EXPECT_EQ(four.pixels[12], 255);
    EXPECT_EQ(four.pixels[15], 255);  // alpha kept
    const bsp::DecodedImage same = bsp::scale_image(two, 2, 1);
    EXPECT_EQ(same.pixels, two.pixels);
    bsp::DecodedImage rgb = two;
    rgb.channels = 3;
    EXPECT_EQ(bsp::scale_image(rgb, 4, 1).width, 2);  // not RGBA: unchanged
}

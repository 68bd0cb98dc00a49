// The screen rectangles of boxes and triangles (render/screen_rect.h) that keep the
// 3D sky's passes to where they can show: against the projection of known points,
// with GL's bottom-left origin, and the cases that must give the whole view (a box
// reaching behind the eye) or a clipped part (a triangle crossing the near plane).
#include <gtest/gtest.h>

#include <glm/gtc/matrix_transform.hpp>

#include "render/screen_rect.h"

namespace {

using namespace bsp;

constexpr int kWidth = 200, kHeight = 100;

// An eye at the origin looking down +X, Z up; 60 degrees high, 2:1.
glm::mat4 clip() {
    const glm::mat4 proj = glm::perspective(glm::radians(60.0f), float(kWidth) / float(kHeight), 4.0f, 10000.0f);
    return proj * glm::lookAt(glm::vec3(0), glm::vec3(1, 0, 0), glm::vec3(0, 0, 1));
}

glm::vec2 pixel_of(glm::vec3 p) {
    const glm::vec4 c = clip() * glm::vec4(p, 1.0f);
    return {(c.x / c.w * 0.5f + 0.5f) * kWidth, (c.y / c.w * 0.5f + 0.5f) * kHeight};
}

TEST(ScreenRect, ABoxInFrontCoversItsCornersImagesAndAPixelMore) {
    // Up and to the left of the view's centre: GL's window origin is the bottom left,
    // so its rows lie above the middle and its columns left of it.
    const Aabb box{glm::vec3(100, 10, 5), glm::vec3(120, 30, 25)};
    const ScreenRect r = screen_rect_of(box, clip(), kWidth, kHeight);
    ASSERT_FALSE(r.empty());
    EXPECT_LT(r.x1, kWidth / 2);
    EXPECT_GT(r.y0, kHeight / 2);
    float min_x = 1e9f, max_x = -1e9f, min_y = 1e9f, max_y = -1e9f;
    for (int c = 0; c < 8; ++c) {
        const glm::vec2 p = pixel_of(glm::vec3(c & 1 ? box.max.x : box.min.x, c & 2 ? box.max.y : box.min.y,
                                               c & 4 ? box.max.z : box.min.z));
        min_x = std::min(min_x, p.x), max_x = std::max(max_x, p.x), min_y = std::min(min_y, p.y), max_y = std::max(max_y, p.y);
    }
    EXPECT_EQ(r.x0, int(std::floor(min_x)) - 1);
    EXPECT_EQ(r.x1, int(std::ceil(max_x)) + 1);
    EXPECT_EQ(r.y0, int(std::floor(min_y)) - 1);
    EXPECT_EQ(r.y1, int(std::ceil(max_y)) + 1);
}

TEST(ScreenRect, BoxesBehindOutsideOrEmpty) {
    const ScreenRect whole = screen_rect_of(Aabb{glm::vec3(-10, -10, -10), glm::vec3(10, 10, 10)}, clip(), kWidth, kHeight);
    EXPECT_EQ(whole.x0, 0);
    EXPECT_EQ(whole.y0, 0);
    EXPECT_EQ(whole.x1, kWidth);
    EXPECT_EQ(whole.y1, kHeight) << "a box around the eye can cover any pixel";
    EXPECT_TRUE(screen_rect_of(Aabb{glm::vec3(100, 500, 0), glm::vec3(110, 510, 10)}, clip(), kWidth, kHeight).empty())
        << "far to the left of the view";
    EXPECT_TRUE(screen_rect_of(Aabb{}, clip(), kWidth, kHeight).empty());
}

TEST(ScreenRect, ATriangleThroughTheNearPlaneGivesTheRectangleOfItsVisiblePart) {
    // A ceiling above the eye, from far behind it to 1000 ahead: its box would give
    // the whole view; clipped at the near plane it covers the top half only.
    const glm::vec3 a(-1000, -1000, 100), b(1000, -1000, 100), c(-1000, 1000, 100);
    const glm::vec3 d(1000, 1000, 100);
    ScreenRect r = screen_rect_of_triangle(a, b, d, clip(), kWidth, kHeight);
    r.add(screen_rect_of_triangle(a, d, c, clip(), kWidth, kHeight));
    ASSERT_FALSE(r.empty());
    EXPECT_EQ(r.x0, 0);
    EXPECT_EQ(r.x1, kWidth);
    EXPECT_EQ(r.y1, kHeight);
    // Its far edge, 1000 ahead and 100 up, is the lowest row it reaches.
    EXPECT_NEAR(r.y0, int(std::floor(pixel_of(glm::vec3(1000, 0, 100)).y)) - 1, 1);
    EXPECT_GT(r.y0, kHeight / 2);
    // A floor-level triangle wholly behind the eye covers nothing.
    EXPECT_TRUE(screen_rect_of_triangle(glm::vec3(-10, 0, 0), glm::vec3(-20, 5, 0), glm::vec3(-20, -5, 0), clip(), kWidth,
                                        kHeight)
                    .empty());
}

TEST(ScreenRect, AddingKeepsTheUnion) {
    ScreenRect r;
    r.add(ScreenRect{});
    EXPECT_TRUE(r.empty());
    r.add(ScreenRect{10, 20, 30, 40});
    r.add(ScreenRect{0, 25, 15, 60});
    EXPECT_EQ(r.x0, 0);
    EXPECT_EQ(r.y0, 20);
    EXPECT_EQ(r.x1, 30);
    EXPECT_EQ(r.y1, 60);
}

}  // namespace

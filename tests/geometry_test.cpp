#include <gtest/gtest.h>

#include <glm/gtc/matrix_transform.hpp>

#include "core/byte_reader.h"
#include "core/geometry.h"

TEST(Frustum, KeepsBoxesInFrontAndDropsBoxesBehind) {
    glm::mat4 proj = glm::perspective(glm::radians(90.0f), 1.0f, 1.0f, 1000.0f);
    glm::mat4 view = glm::lookAt(glm::vec3(0), glm::vec3(1, 0, 0), glm::vec3(0, 0, 1));
    auto f = bsp::Frustum::from_matrix(proj * view);
    EXPECT_TRUE(f.intersects({glm::vec3(10, -1, -1), glm::vec3(12, 1, 1)}));
    EXPECT_FALSE(f.intersects({glm::vec3(-12, -1, -1), glm::vec3(-10, 1, 1)}));
    EXPECT_FALSE(f.intersects({glm::vec3(10, 50, -1), glm::vec3(12, 60, 1)}));  // far off to the side
    EXPECT_TRUE(f.intersects({glm::vec3(-100, -100, -100), glm::vec3(100, 100, 100)}));  // around the eye
    EXPECT_TRUE(f.contains_point(glm::vec3(5, 0, 0)));
    EXPECT_FALSE(f.contains_point(glm::vec3(5000, 0, 0)));  // past the far plane
}

TEST(ByteReader, RefusesToReadPastTheEnd) {
    const uint8_t data[6] = {1, 0, 0, 0, 2, 0};
    bsp::ByteReader r({data, 6}, "f.bsp", "lump 'x'");
    EXPECT_EQ(r.i32(), 1);
    EXPECT_EQ(r.u16(), 2);
    try {
        r.u8();
        FAIL() << "read past the end";
    } catch (const bsp::LoadError& e) {
        EXPECT_STREQ(e.what(), "f.bsp: lump 'x': truncated: need 1 bytes at offset 6, only 0 left");
    }
    EXPECT_THROW(r.sub(4, 3, "lump 'y'"), bsp::LoadError);
    EXPECT_THROW(r.sub(size_t(-1), 2, "lump 'y'"), bsp::LoadError);
    EXPECT_EQ(r.sub(2, 4, "lump 'y'").size(), 4u);
}

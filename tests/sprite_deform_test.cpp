// deformVertexes autosprite and autosprite2 on the CPU (render/sprite_deform.h), with
// the engine's formulas (AutospriteDeform, Autosprite2Deform), and bulge and normal
// as render/stage_eval.h hands them to the vertex shader.
#include <gtest/gtest.h>

#include <glm/gtc/matrix_transform.hpp>

#include "render/sprite_deform.h"
#include "render/stage_eval.h"

using namespace bsp;

namespace {

void expect_near(const glm::vec3& a, const glm::vec3& b, const char* what) {
    EXPECT_NEAR(a.x, b.x, 1e-3f) << what;
    EXPECT_NEAR(a.y, b.y, 1e-3f) << what;
    EXPECT_NEAR(a.z, b.z, 1e-3f) << what;
}

TEST(SpriteDeform, ViewAxesFromTheViewMatrix) {
    const glm::mat4 v = glm::lookAt(glm::vec3(0), glm::vec3(1, 0, 0), glm::vec3(0, 0, 1));
    const ViewAxes a = view_axes(v);
    expect_near(a.forward, {1, 0, 0}, "forward");
    expect_near(a.left, {0, 1, 0}, "left");
    expect_near(a.up, {0, 0, 1}, "up");
}

// A flat 2 x 2 quad on the floor becomes an upright square across the view, of
// half-width |corner - centre| * 0.707, in the stamp's corner order.
TEST(SpriteDeform, AutospriteFacesTheView) {
    const QuadCorners floor{glm::vec3(-1, -1, 5), glm::vec3(1, -1, 5), glm::vec3(1, 1, 5), glm::vec3(-1, 1, 5)};
    ViewAxes view;  // looking along +x: left +y, up +z
    const QuadCorners s = autosprite_quad(floor, view);
    const float r = std::sqrt(2.0f) * 0.707f;
    expect_near(s[0], {0, r, 5 + r}, "centre + left + up");
    expect_near(s[1], {0, -r, 5 + r}, "centre - left + up");
    expect_near(s[2], {0, -r, 5 - r}, "centre - left - up");
    expect_near(s[3], {0, r, 5 - r}, "centre + left - up");
    // Seen along +y instead: the square lies across that view.
    view = {{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}};
    const QuadCorners t = autosprite_quad(floor, view);
    for (const glm::vec3& c : t) EXPECT_NEAR(c.y, 0.0f, 1e-4f);
}

// An upright 2 x 8 quad keeps its long (vertical) axis and its width, turned to lie
// across the view; which corner goes to which side follows the quad's indexes.
TEST(SpriteDeform, Autosprite2KeepsTheLongAxis) {
    const QuadCorners pole{glm::vec3(-1, 0, 0), glm::vec3(1, 0, 0), glm::vec3(1, 0, 8), glm::vec3(-1, 0, 8)};
    const ViewAxes view;  // along +x: the quad is seen edge-on
    const std::array<uint32_t, 6> indexes{3, 0, 2, 2, 0, 1};  // as q3map2 writes a quad's
    const QuadCorners s = autosprite2_quad(pole, indexes, view);
    for (int k = 0; k < 4; ++k) {
        EXPECT_NEAR(s[k].x, 0.0f, 1e-4f) << "across the view, corner " << k;
        EXPECT_NEAR(s[k].z, pole[k].z, 1e-4f) << "height kept, corner " << k;
        EXPECT_NEAR(std::abs(s[k].y), 1.0f, 1e-4f) << "half-width kept, corner " << k;
    }
    EXPECT_NEAR(s[0].y, s[3].y, 1e-4f) << "corners 0 and 3 stay on one side";
    EXPECT_NEAR(s[1].y, s[2].y, 1e-4f);
    EXPECT_NEAR(s[0].y, -s[1].y, 1e-4f);
}

TEST(SpriteDeform, Autosprite2AlongItsAxisCollapses) {
    const QuadCorners pole{glm::vec3(-1, 0, 0), glm::vec3(1, 0, 0), glm::vec3(1, 0, 8), glm::vec3(-1, 0, 8)};
    const ViewAxes down{{0, 0, -1}, {0, 1, 0}, {1, 0, 0}};
    const std::array<uint32_t, 6> indexes{0, 1, 2, 0, 2, 3};
    for (const glm::vec3& c : autosprite2_quad(pole, indexes, down)) EXPECT_TRUE(std::isfinite(c.x + c.y + c.z));
}

TEST(SpriteDeform, BulgeAndNormalAreEvaluatedForTheShader) {
    Deform bulge;
    bulge.kind = DeformKind::Bulge;
    bulge.bulge = {3, 10, 2};
    Deform normal;
    normal.kind = DeformKind::Normal;
    normal.wave.amplitude = 0.5f;
    normal.wave.frequency = 4;
    const DeformFrame f = evaluate_deforms({bulge, normal}, 1.5);
    ASSERT_EQ(f.count, 2u);
    EXPECT_EQ(f.steps[0].kind, DeformStepKind::Bulge);
    EXPECT_FLOAT_EQ(f.steps[0].wave.z, 3.0f);  // time * speed
    EXPECT_EQ(f.steps[1].kind, DeformStepKind::Normals);
    EXPECT_FLOAT_EQ(f.steps[1].wave.x, 0.5f);
    EXPECT_FLOAT_EQ(f.steps[1].wave.y, 6.0f);  // time * frequency
    // The engine's table index: int(1024 / 2pi * (s * width + now)) & 1023.
    const double x = 1024.0 / 6.283185307179586 * (0.25 * 3.0 + 3.0);
    const int i = int(int64_t(x) & 1023);
    EXPECT_NEAR(bulge_offset(f.steps[0], 0.25f), 10.0f * std::sin(i * 6.283185307179586 / 1023.0), 1e-3f);
}

TEST(SpriteDeform, DrawnDeformsTakeTheStagePath) {
    for (DeformKind k : {DeformKind::Wave, DeformKind::Normal, DeformKind::Bulge, DeformKind::Move,
                         DeformKind::Autosprite, DeformKind::Autosprite2})
        EXPECT_TRUE(deform_drawn(k));
    EXPECT_FALSE(deform_drawn(DeformKind::ProjectionShadow));
    EXPECT_FALSE(deform_drawn(DeformKind::Text));
}

}  // namespace

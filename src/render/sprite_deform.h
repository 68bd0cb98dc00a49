#pragma once
// deformVertexes autosprite and autosprite2 on the CPU, as the engine's
// AutospriteDeform and Autosprite2Deform (tr_shade_calc.c) rebuild them each frame:
// every 4 vertices (6 indexes) of such a surface are one independent quad.
//  - autosprite: the quad becomes a square facing the camera around its centre, with
//    half-width |corner - centre| / sqrt(2) along the view's left and up axes, the
//    texture coordinates (0,0) (1,0) (1,1) (0,1) and the engine's quad stamp indexes;
//  - autosprite2: the quad keeps its long axis (between the middles of its two
//    shortest edges) and turns about it so its short edges lie across the view.
// CPU only: render/gl/sprite_mesh.h streams the results to the GPU.
#include <array>
#include <cstdint>
#include <span>

#include <glm/glm.hpp>

namespace bsp {

// The camera's axes in the world (the engine's viewParms.or.axis).
struct ViewAxes {
    glm::vec3 forward{1, 0, 0}, left{0, 1, 0}, up{0, 0, 1};
};
ViewAxes view_axes(const glm::mat4& world_to_eye);

using QuadCorners = std::array<glm::vec3, 4>;

// The engine's quad stamp (RB_AddQuadStamp): corners centre+left+up, centre-left+up,
// centre-left-up, centre+left-up; these texture coordinates and indexes.
inline constexpr std::array<glm::vec2, 4> kSpriteStampUv{glm::vec2(0, 0), glm::vec2(1, 0), glm::vec2(1, 1),
                                                         glm::vec2(0, 1)};
inline constexpr std::array<uint32_t, 6> kSpriteStampIndexes{0, 1, 3, 3, 1, 2};

// autosprite: the stamp's four corners for the quad `corners` seen along `view`.
QuadCorners autosprite_quad(const QuadCorners& corners, const ViewAxes& view);

// autosprite2: the quad's corners turned about its long axis to face along
// view.forward. `indexes` are the quad's 6 indexes, 0..3 (which way its triangles
// run along each short edge decides which side each corner goes to).
QuadCorners autosprite2_quad(const QuadCorners& corners, std::span<const uint32_t, 6> indexes, const ViewAxes& view);

}  // namespace bsp

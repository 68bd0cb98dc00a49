#pragma once
// Source's bumped lightmaps, GL-free: vrad bakes a bump-lit face's light along
// three directions of a tangent frame (the "bump basis"), and the engine's
// lightmapped shader mixes those three lightmaps by how far the normal map's
// normal leans towards each direction. The world shader's bump variant does the
// same sums; these are the reference it is tested against.
#include <array>
#include <cstdint>

#include <glm/glm.hpp>

namespace bsp {

// The three basis directions in tangent space (x along the texture's s axis, z out
// of the face): 120 degrees apart around z, each tilted so all three are mutually
// perpendicular: (sqrt(2/3), 0, 1/sqrt(3)), (-1/sqrt(6), +-1/sqrt(2), 1/sqrt(3)).
const std::array<glm::vec3, 3>& bump_basis();

// The world-space tangent frame a bump-lit vertex's lightmaps were baked in, as
// vrad builds it: around the (smoothed) vertex normal, binormal = normalize(n x s),
// tangent = normalize(binormal x n), the binormal flipped for a left-handed texture
// mapping (texture_tangent.w < 0). texture_tangent is Surface::texture_tangent.
struct BumpFrame {
    glm::vec3 tangent{1, 0, 0}, binormal{0, 1, 0}, normal{0, 0, 1};
};
BumpFrame bump_frame(const glm::vec3& normal, const glm::vec4& texture_tangent);

// A normal map texel (0..255 per channel) as a unit tangent-space normal (-1..1).
glm::vec3 decode_normal_texel(uint8_t r, uint8_t g, uint8_t b);

// The weights of the three directional lightmaps for a tangent-space normal, as
// the engine's bumped lightmapped shader computes them: each the normal's cosine
// to a basis direction, clamped at 0 and squared, then divided by their sum (so
// the flat normal (0,0,1) weighs each a third). Sums to 1; a normal facing away
// from all three directions (sum 0) falls back to equal thirds.
glm::vec3 bump_light_weights(const glm::vec3& tangent_normal);

// The light at a luxel: the directional lightmaps' colours mixed by those weights.
glm::vec3 bumped_light(const glm::vec3& tangent_normal, const std::array<glm::vec3, 3>& directional_light);

}  // namespace bsp

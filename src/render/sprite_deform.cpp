#include "render/sprite_deform.h"

#include <cmath>

namespace bsp {

ViewAxes view_axes(const glm::mat4& v) {
    // The rows of the world-to-eye rotation are the eye's right, up and back axes.
    const glm::vec3 right(v[0][0], v[1][0], v[2][0]);
    const glm::vec3 up(v[0][1], v[1][1], v[2][1]);
    const glm::vec3 back(v[0][2], v[1][2], v[2][2]);
    return {-back, -right, up};
}

QuadCorners autosprite_quad(const QuadCorners& c, const ViewAxes& view) {
    const glm::vec3 centre = 0.25f * (c[0] + c[1] + c[2] + c[3]);
    const float radius = glm::length(c[0] - centre) * 0.707f;  // the engine's 1/sqrt(2)
    const glm::vec3 left = view.left * radius, up = view.up * radius;
    return {centre + left + up, centre - left + up, centre - left - up, centre + left - up};
}

QuadCorners autosprite2_quad(const QuadCorners& c, std::span<const uint32_t, 6> indexes, const ViewAxes& view) {
    // The six pairs of corners; the two shortest are the quad's short edges.
    static constexpr uint32_t kEdges[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    int shortest[2] = {0, 0};
    float lengths[2] = {1e30f, 1e30f};
    for (int j = 0; j < 6; ++j) {
        const glm::vec3 d = c[kEdges[j][0]] - c[kEdges[j][1]];
        const float l = glm::dot(d, d);
        if (l < lengths[0]) {
            shortest[1] = shortest[0];
            lengths[1] = lengths[0];
            shortest[0] = j;
            lengths[0] = l;
        } else if (l < lengths[1]) {
            shortest[1] = j;
            lengths[1] = l;
        }
    }
    glm::vec3 mid[2];
    for (int j = 0; j < 2; ++j) mid[j] = 0.5f * (c[kEdges[shortest[j]][0]] + c[kEdges[shortest[j]][1]]);
    const glm::vec3 major = mid[1] - mid[0];
    glm::vec3 minor = glm::cross(major, view.forward);
    const float minor_length = glm::length(minor);
    // Looking straight along the axis leaves no direction across it: the engine's
    // normalise gives zero there too, collapsing the quad onto its axis.
    minor = minor_length > 0.0f ? minor / minor_length : glm::vec3(0);
    QuadCorners out = c;
    for (int j = 0; j < 2; ++j) {
        const uint32_t a = kEdges[shortest[j]][0], b = kEdges[shortest[j]][1];
        const float half = 0.5f * std::sqrt(lengths[j]);
        // Whether a triangle runs a -> b along this edge decides the side each goes to.
        bool runs_forward = false;
        for (int k = 0; k < 5; ++k)
            if (indexes[size_t(k)] == a && indexes[size_t(k) + 1] == b) runs_forward = true;
        const float sign = runs_forward ? -1.0f : 1.0f;
        out[a] = mid[j] + sign * half * minor;
        out[b] = mid[j] - sign * half * minor;
    }
    return out;
}

}  // namespace bsp

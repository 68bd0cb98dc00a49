// add_surface_edges (render/debug_geometry.h): the selected surface is outlined by its
// boundary; the diagonals its triangulation adds inside it are not drawn.
#include <gtest/gtest.h>

#include "map/map.h"
#include "render/debug_geometry.h"

TEST(SurfaceOutline, BoundaryEdgesOnlyNotTheFanDiagonals) {
    bsp::Map map;
    // A pentagon as the engines triangulate it: a fan of 3 triangles, 2 inner diagonals.
    for (glm::vec3 p : {glm::vec3(0, 0, 0), {2, 0, 0}, {3, 1, 0}, {1, 3, 0}, {-1, 1, 0}}) {
        bsp::Vertex v;
        v.position = p;
        map.vertices.push_back(v);
    }
    bsp::Surface s;
    s.vertex_count = 5;
    bsp::append_fan_indices(s, map.indices);
    map.surfaces.push_back(s);

    bsp::LineBatch out;
    bsp::add_surface_edges(out, map, 0);
    EXPECT_TRUE(out.depth_tested.empty());
    ASSERT_EQ(out.on_top.size(), 2u * 5u) << "five boundary edges, two vertices each";
    for (size_t i = 0; i < out.on_top.size(); i += 2) {
        const glm::vec3 a = out.on_top[i].position, b = out.on_top[i + 1].position;
        const bool diagonal = (a == glm::vec3(0, 0, 0) && (b == glm::vec3(3, 1, 0) || b == glm::vec3(1, 3, 0))) ||
                              (b == glm::vec3(0, 0, 0) && (a == glm::vec3(3, 1, 0) || a == glm::vec3(1, 3, 0)));
        EXPECT_FALSE(diagonal) << "an inner diagonal is drawn";
        EXPECT_EQ(out.on_top[i].color, bsp::kSelectionColor);
    }
    bsp::LineBatch none;
    bsp::add_surface_edges(none, map, 7);  // no such surface
    EXPECT_TRUE(none.empty());
}

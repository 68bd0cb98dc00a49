#include "support/vis_maps.h"

#include <cmath>

#include <glm/gtc/matrix_transform.hpp>

namespace bsptest {

using namespace bsp;

Aabb box(glm::vec3 a, glm::vec3 b) {
    Aabb r;
    r.add(a);
    r.add(b);
    return r;
}

Map two_rooms() {
    Map m;
    m.planes.push_back({{1, 0, 0}, 0});
    Node root;
    root.plane = 0;
    root.children[0] = -1;  // leaf 0
    root.children[1] = -2;  // leaf 1
    root.bounds = box({-512, -256, -256}, {512, 256, 256});
    m.nodes.push_back(root);
    Leaf a, b;
    a.cluster = 0; a.bounds = box({0, -256, -256}, {512, 256, 256});
    a.first_leaf_surface = 0; a.leaf_surface_count = 2;
    b.cluster = 1; b.bounds = box({-512, -256, -256}, {0, 256, 256});
    b.first_leaf_surface = 2; b.leaf_surface_count = 2;
    m.leaves = {a, b};
    m.leaf_surfaces = {0, 2, 1, 2};
    for (int s = 0; s < 3; ++s) {
        Surface surf;
        surf.index_count = 3 * uint32_t(s + 1);  // 1, 2 and 3 triangles
        surf.material = s == 2 ? 0 : 1;
        m.surfaces.push_back(surf);
    }
    m.surfaces[0].bounds = box({100, -10, -10}, {200, 10, 10});
    m.surfaces[1].bounds = box({-200, -10, -10}, {-100, 10, 10});
    m.surfaces[2].bounds = box({0, -256, -256}, {0, 256, 256});
    m.visibility.cluster_count = 2;
    m.visibility.row_bytes = 1;
    m.visibility.rows = {0x1, 0x3};
    Model world;
    world.first_surface = 0; world.surface_count = 3;
    m.models.push_back(world);
    return m;
}

Map corridor(int rooms) {
    Map m;
    const float length = 100.0f * float(rooms);
    for (int k = 0; k < rooms; ++k) {
        const float x0 = 100.0f * float(k);
        if (k + 1 < rooms) {
            m.planes.push_back({{1, 0, 0}, x0 + 100.0f});
            Node node;
            node.plane = k;
            node.children[1] = -(k + 1);                            // leaf k, behind the plane
            node.children[0] = k + 2 < rooms ? k + 1 : -(k + 2);    // the rest of the corridor
            node.bounds = box({x0, -50, -50}, {length, 50, 50});
            m.nodes.push_back(node);
        }
        Leaf leaf;
        leaf.cluster = 0;
        leaf.bounds = box({x0, -50, -50}, {x0 + 100.0f, 50, 50});
        leaf.first_leaf_surface = uint32_t(k);
        leaf.leaf_surface_count = 1;
        m.leaves.push_back(leaf);
        m.leaf_surfaces.push_back(uint32_t(k));
        Surface surf;
        surf.index_count = 6;
        surf.material = 0;
        surf.bounds = box({x0 + 40.0f, -10, -10}, {x0 + 60.0f, 10, 10});
        m.surfaces.push_back(surf);
    }
    Model world;
    world.first_surface = 0;
    world.surface_count = uint32_t(rooms);
    m.models.push_back(world);
    return m;
}

Frustum look(glm::vec3 eye, glm::vec3 dir) {
    const glm::mat4 proj = glm::perspective(glm::radians(90.0f), 1.0f, 1.0f, 4096.0f);
    const glm::vec3 up = std::abs(dir.z) > 0.9f ? glm::vec3(1, 0, 0) : glm::vec3(0, 0, 1);
    return Frustum::from_matrix(proj * glm::lookAt(eye, eye + dir, up));
}

}  // namespace bsptest

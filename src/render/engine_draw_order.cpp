#include "render/engine_draw_order.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <string>
#include <utility>

namespace bsp {

namespace {

// Each surface's place in the walk of R_RecursiveWorldNode: the tree depth first,
// children[0] before children[1], each leaf's surfaces in their list order, a
// surface counted where it is met first. Brush entities' surfaces (in no leaf) follow
// in surface order, as R_AddBrushModelSurfaces adds them.
std::vector<uint32_t> tree_walk_order(const Map& map) {
    std::vector<uint32_t> order(map.surfaces.size(), UINT32_MAX);
    uint32_t next = 0;
    auto visit_leaf = [&](size_t leaf) {
        if (leaf >= map.leaves.size()) return;
        const Leaf& l = map.leaves[leaf];
        for (uint32_t i = 0; i < l.leaf_surface_count; ++i) {
            const size_t k = size_t(l.first_leaf_surface) + i;
            if (k >= map.leaf_surfaces.size()) break;
            const uint32_t s = map.leaf_surfaces[k];
            if (s < order.size() && order[s] == UINT32_MAX) order[s] = next++;
        }
    };
    if (!map.nodes.empty()) {
        // An explicit stack: children[1] pushed first so children[0] is walked first.
        std::vector<int32_t> stack{0};
        std::vector<bool> seen(map.nodes.size(), false);
        while (!stack.empty()) {
            const int32_t n = stack.back();
            stack.pop_back();
            if (n < 0) {
                visit_leaf(size_t(-(int64_t(n) + 1)));
                continue;
            }
            if (size_t(n) >= map.nodes.size() || seen[size_t(n)]) continue;  // a malformed tree ends here
            seen[size_t(n)] = true;
            stack.push_back(map.nodes[size_t(n)].children[1]);
            stack.push_back(map.nodes[size_t(n)].children[0]);
        }
    } else {
        for (size_t l = 0; l < map.leaves.size(); ++l) visit_leaf(l);
    }
    for (size_t s = 0; s < order.size(); ++s)
        if (order[s] == UINT32_MAX) order[s] = next++;
    return order;
}

// The order the engine registers shaders while loading the faces (ShaderForShaderNum
// in face order): one shader per name and lightmap, numbered where first named.
std::vector<uint32_t> registration_order(const Map& map) {
    std::vector<size_t> by_face(map.surfaces.size());
    std::iota(by_face.begin(), by_face.end(), size_t(0));
    std::stable_sort(by_face.begin(), by_face.end(), [&](size_t a, size_t b) {
        const uint32_t fa = uint32_t(map.surfaces[a].face_index), fb = uint32_t(map.surfaces[b].face_index);
        return fa < fb;  // -1 (no face record) last
    });
    std::map<std::pair<std::string, int32_t>, uint32_t> registered;
    std::vector<uint32_t> order(map.surfaces.size(), 0);
    for (size_t s : by_face) {
        const Surface& surf = map.surfaces[s];
        std::string name;
        if (surf.material >= 0 && size_t(surf.material) < map.materials.size()) name = map.materials[size_t(surf.material)].name;
        std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
        order[s] = registered.emplace(std::make_pair(name, surf.lightmap), uint32_t(registered.size())).first->second;
    }
    return order;
}

}  // namespace

std::vector<uint32_t> engine_blend_order(const Map& map, const MaterialSlots& materials,
                                         const std::vector<bool>& blended) {
    std::vector<uint32_t> place(map.surfaces.size(), kNoEngineOrder);
    std::vector<uint32_t> ordered;
    for (size_t s = 0; s < map.surfaces.size() && s < blended.size(); ++s)
        if (blended[s] && !materials.get(map.surfaces[s].material).shader_name.empty()) ordered.push_back(uint32_t(s));
    if (ordered.empty()) return place;
    const std::vector<uint32_t> walk = tree_walk_order(map);
    const std::vector<uint32_t> shader = registration_order(map);
    // The world is the last entity; brush entities by model number stand in for the
    // order the game adds them.
    auto entity = [&](const Surface& s) { return s.model <= 0 ? UINT32_MAX : uint32_t(s.model); };
    std::stable_sort(ordered.begin(), ordered.end(), [&](uint32_t a, uint32_t b) {
        const Surface &sa = map.surfaces[a], &sb = map.surfaces[b];
        const float ka = materials.get(sa.material).engine_sort, kb = materials.get(sb.material).engine_sort;
        if (ka != kb) return ka < kb;
        if (shader[a] != shader[b]) return shader[a] < shader[b];
        if (entity(sa) != entity(sb)) return entity(sa) < entity(sb);
        return walk[a] < walk[b];
    });
    for (size_t i = 0; i < ordered.size(); ++i) place[ordered[i]] = uint32_t(i);
    return place;
}

}  // namespace bsp

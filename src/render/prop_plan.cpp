#include "render/prop_plan.h"

#include <algorithm>

namespace bsp {

void PropPlanner::plan(const Map& map, const VisibleSet& visible, const Frustum& frustum, const glm::vec3& eye,
                       bool show_faded, PropFrame& out, int32_t only_area, int32_t skip_area) {
    out.clear();
    if (map.prop_placements.empty()) return;
    leaf_visible_.assign(map.leaves.size(), 0);
    for (uint32_t leaf : visible.leaves)
        if (leaf < leaf_visible_.size()) leaf_visible_[leaf] = 1;
    keys_.clear();
    for (uint32_t i = 0; i < map.prop_placements.size(); ++i) {
        const PropPlacement& p = map.prop_placements[i];
        if (p.model < 0 || size_t(p.model) >= map.prop_models.size()) {
            ++out.missing;
            continue;
        }
        if (only_area >= 0 && p.area != only_area) continue;
        if (skip_area >= 0 && p.area == skip_area) continue;
        bool in_leaf = p.leaf_count == 0;
        for (uint32_t k = 0; k < p.leaf_count && !in_leaf; ++k) {
            const size_t at = size_t(p.first_leaf) + k;
            in_leaf = at < map.prop_leaves.size() && map.prop_leaves[at] < leaf_visible_.size() &&
                      leaf_visible_[map.prop_leaves[at]];
        }
        if (!in_leaf || !frustum.intersects(p.bounds)) continue;
        // The game measures the fade from the eye to the prop's origin.
        if (!show_faded && p.fade_max > 0 && glm::distance(eye, p.origin) > p.fade_max) {
            ++out.faded;
            continue;
        }
        const uint32_t skin = uint32_t(std::max(p.skin, 0));
        keys_.push_back({(uint64_t(uint32_t(p.model)) << 32) | skin, i});
    }
    std::sort(keys_.begin(), keys_.end(), [](const Key& a, const Key& b) {
        return a.key != b.key ? a.key < b.key : a.placement < b.placement;
    });
    for (const Key& k : keys_) {
        const uint32_t model = uint32_t(k.key >> 32);
        const int32_t skin = int32_t(k.key & 0xffffffffu);
        if (out.batches.empty() || out.batches.back().model != model || out.batches.back().skin != skin)
            out.batches.push_back({model, skin, uint32_t(out.placements.size()), 0});
        out.placements.push_back(k.placement);
        ++out.batches.back().count;
        const PropModel& m = map.prop_models[model];
        for (const PropMesh& mesh : m.meshes)
            if (mesh.drawn) out.triangles += mesh.index_count / 3;
    }
    out.drawn = uint32_t(out.placements.size());
}

}  // namespace bsp

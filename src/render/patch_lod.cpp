#include "render/patch_lod.h"

#include <algorithm>
#include <cmath>

#include "map/patch_tessellation.h"

namespace bsp {

void PatchLod::build(const Map& map) {
    patches_.clear();
    groups_.clear();
    if (map.patch_level != kEnginePatchLevel || map.patches.empty()) return;
    const EnginePatchGroups plan = engine_patch_groups(map.patches);
    groups_.resize(plan.level.size());
    std::vector<Aabb> bounds(groups_.size());
    for (size_t i = 0; i < map.patches.size(); ++i) {
        const PatchSource& source = map.patches[i];
        const uint32_t g = plan.group_of_patch[i];
        if (source.surface >= map.surfaces.size()) continue;
        const Surface& s = map.surfaces[source.surface];
        // The tessellation's own level for this patch (it may have been lowered for a
        // huge grid): the grid has level * sub + 1 points a side.
        const int sub_x = (source.width - 1) / 2, sub_y = (source.height - 1) / 2;
        if (s.vertex_count == 0 || sub_x <= 0 || sub_y <= 0) continue;
        const int full = plan.level[g];
        if (uint64_t(full * sub_x + 1) * uint64_t(full * sub_y + 1) != s.vertex_count) continue;
        patches_.push_back({source.surface, s.first_vertex, s.first_index, s.index_count, sub_x, sub_y, g});
        // The engine's LOD sphere: the group's bounds as the compiler stored them.
        bounds[g].add(source.lod_group_bounds.empty() ? s.bounds : source.lod_group_bounds);
        groups_[g].deviation = plan.deviation[g];
        groups_[g].full = full;
    }
    for (size_t g = 0; g < groups_.size(); ++g) {
        if (bounds[g].empty()) continue;
        groups_[g].center = bounds[g].center();
        groups_[g].radius = glm::length(bounds[g].max - groups_[g].center);
    }
}

int PatchLod::group_of_surface(uint32_t surface) const {
    for (const Patch& p : patches_)
        if (p.surface == surface) return int(p.group);
    return -1;
}

void PatchLod::update(const glm::vec3& eye, const glm::vec3& forward, const IndexWriter& write) {
    if (patches_.empty()) return;
    std::vector<bool> changed(groups_.size(), false);
    for (size_t g = 0; g < groups_.size(); ++g) {
        Group& group = groups_[g];
        const float along = std::abs(glm::dot(group.center - eye, forward)) - group.radius;
        const int level = engine_lod_level(group.full, group.deviation, std::isfinite(along) ? along : 1.0f);
        if (level != group.shown) {
            group.shown = level;
            changed[g] = true;
        }
    }
    for (const Patch& p : patches_) {
        if (!changed[p.group]) continue;
        const Group& group = groups_[p.group];
        const int stride = group.full / std::max(group.shown, 1);
        const int full_cols = group.full * p.sub_x + 1;
        const int cols = group.shown * p.sub_x + 1, rows = group.shown * p.sub_y + 1;
        scratch_.clear();
        auto at = [&](int r, int c) { return p.first_vertex + uint32_t(r * stride * full_cols + c * stride); };
        // The winding tessellate_patch uses: each cell a, d, b + b, d, e.
        for (int r = 0; r + 1 < rows; ++r)
            for (int c = 0; c + 1 < cols; ++c) {
                const uint32_t a = at(r, c), b = at(r, c + 1), d = at(r + 1, c), e = at(r + 1, c + 1);
                scratch_.insert(scratch_.end(), {a, d, b, b, d, e});
            }
        scratch_.resize(p.index_count, p.first_vertex);  // degenerate: nothing to rasterise
        write(p.first_index, scratch_);
    }
}

}  // namespace bsp

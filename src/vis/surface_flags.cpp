#include "vis/surface_flags.h"

#include <algorithm>

namespace bsp {

SurfaceFlags::SurfaceFlags(const Map& map) : map_(map), surface_in_leaf_(map.surfaces.size(), false) {
    for (uint32_t s : map.leaf_surfaces)
        if (s < surface_in_leaf_.size()) surface_in_leaf_[s] = true;
}

bool SurfaceFlags::update(bool pvs_view, int32_t pvs_cluster, int32_t selected) {
    const int32_t cluster = pvs_view ? pvs_cluster : -2;
    if (cluster == cluster_ && selected == selected_ && pvs_view == pvs_view_) return false;
    cluster_ = cluster;
    selected_ = selected;
    pvs_view_ = pvs_view;
    flags_.assign(map_.surfaces.size(), 0);
    for (size_t s = 0; s < flags_.size(); ++s)
        if (!surface_in_leaf_[s]) flags_[s] = kSurfaceInPvs;
    for (const Leaf& leaf : map_.leaves) {
        // can_see() says yes for the void and maps without visdata: all lit then.
        if (leaf.cluster < 0 && !map_.visibility.empty()) continue;
        if (!map_.visibility.can_see(cluster, leaf.cluster)) continue;
        const size_t end = std::min<size_t>(size_t(leaf.first_leaf_surface) + leaf.leaf_surface_count,
                                            map_.leaf_surfaces.size());
        for (size_t i = leaf.first_leaf_surface; i < end; ++i)
            if (map_.leaf_surfaces[i] < flags_.size()) flags_[map_.leaf_surfaces[i]] |= kSurfaceInPvs;
    }
    if (selected >= 0 && size_t(selected) < flags_.size()) flags_[size_t(selected)] |= kSurfaceSelected;
    return true;
}

}  // namespace bsp

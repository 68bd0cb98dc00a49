#pragma once
// Per-surface flags the world shader reads (one byte per Map surface): whether the
// surface is in the PVS of the camera's cluster (the pvs view greys the rest) and
// whether it is the picked one. Recomputed only when what they encode changes, so
// a frame that keeps its cluster and selection costs nothing and uploads nothing.
#include <cstdint>
#include <vector>

#include "map/map.h"

namespace bsp {

enum SurfaceFlagBit : uint8_t { kSurfaceInPvs = 1, kSurfaceSelected = 2 };

class SurfaceFlags {
public:
    // `map` must outlive this.
    explicit SurfaceFlags(const Map& map);

    // `pvs_cluster`: the cluster whose PVS is marked, or no marking (every surface
    // counts as in the PVS) when `pvs_view` is false; `selected`: a surface or -1.
    // Returns whether the flags changed.
    bool update(bool pvs_view, int32_t pvs_cluster, int32_t selected);
    const std::vector<uint8_t>& flags() const { return flags_; }

private:
    const Map& map_;
    std::vector<bool> surface_in_leaf_;  // false for surfaces no leaf lists (brush models)
    std::vector<uint8_t> flags_;
    int32_t cluster_ = -2, selected_ = -2;
    bool pvs_view_ = false;
};

}  // namespace bsp

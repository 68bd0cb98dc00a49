#pragma once
// The engine's level of detail for Bezier patches (ioquake3 RB_SurfaceGrid with
// r_lodCurveError 250). A map tessellated with the engine's subdivision
// (map/patch_tessellation.h) holds each patch group's full grid; per view, each group
// keeps the columns whose error is at least its distance / 250: every 2nd, 4th, ...
// row and column of that grid. A group's distance is the engine's: along the view
// axis to the centre of its LOD bounds, less their radius, at least 1. All patches
// of a group take one level, so touching patches still meet without cracks.
//
// A patch's index range keeps the size of its full grid: a coarser level writes its
// triangles first and fills the rest with degenerate ones (the first vertex repeated),
// so the frame's draw ranges never change. Map::indices keeps the full grid (picking).
// CPU only: the renderer uploads what update() writes.
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

class PatchLod {
public:
    // Nothing to do unless `map` was tessellated with the engine's subdivision.
    void build(const Map& map);
    bool empty() const { return patches_.empty(); }

    // Chooses each group's level for a camera at `eye` looking along `forward`; for every
    // patch whose level changed, calls `write(first_index, indices)` with its whole range.
    using IndexWriter = std::function<void(uint32_t first_index, std::span<const uint32_t> indices)>;
    void update(const glm::vec3& eye, const glm::vec3& forward, const IndexWriter& write);

    // The level a group shows now (tests, --stats); 0 before the first update.
    int group_level(size_t group) const { return group < groups_.size() ? groups_[group].shown : 0; }
    size_t group_count() const { return groups_.size(); }
    int group_of_surface(uint32_t surface) const;

private:
    struct Patch {
        uint32_t surface = 0, first_vertex = 0, first_index = 0, index_count = 0;
        int sub_x = 0, sub_y = 0;
        uint32_t group = 0;
    };
    struct Group {
        glm::vec3 center{0};
        float radius = 0, deviation = 0;
        int full = 1, shown = 0;
    };
    std::vector<Patch> patches_;
    std::vector<Group> groups_;
    std::vector<uint32_t> scratch_;
};

}  // namespace bsp

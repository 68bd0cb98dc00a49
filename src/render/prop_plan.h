#pragma once
// Which placed models (Map::prop_placements) a frame draws, and in what batches: the
// CPU half of drawing props, no GL (render/gl/prop_renderer.h draws the batches).
//
// A placement is drawn when its model loaded, one of its leaves is in the frame's
// visible set (the PVS and frustum tests the world's surfaces passed), its world box
// meets the frustum, and it is nearer than its fade distance (the game stops drawing
// a prop past fade_max; a switch shows them all). A placement without leaves (its
// origin outside the map's tree) is tested by the frustum alone. With the 3D sky's
// pass on, a placement belongs to the pass of its origin's area (PropPlacement::area):
// the sky's cloud dome reaches far past its room, so by its leaves alone the world
// pass drew it too, at its real place under the map, hidden and costing a screenful
// of fragments. Visible placements
// are grouped by (model, skin): each batch is drawn with one instanced call per mesh,
// so a map with thousands of copies of a model costs a few calls, not thousands.
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "core/geometry.h"
#include "map/map.h"
#include "vis/visible_set.h"

namespace bsp {

struct PropBatch {
    uint32_t model = 0;   // into Map::prop_models
    int32_t skin = 0;
    uint32_t first = 0, count = 0;  // into PropFrame::placements
};

struct PropFrame {
    std::vector<uint32_t> placements;  // Map::prop_placements indices, batch by batch
    std::vector<PropBatch> batches;
    uint32_t drawn = 0;        // placements drawn (== placements.size())
    uint32_t faded = 0;        // visible but past their fade distance
    uint32_t missing = 0;      // placements whose model is missing (markers)
    uint64_t triangles = 0;    // of the drawn placements' drawn meshes
    void clear() {
        placements.clear();
        batches.clear();
        drawn = faded = missing = 0;
        triangles = 0;
    }
};

class PropPlanner {
public:
    // `show_faded`: draw placements past their fade distance too. `only_area` >= 0:
    // only placements whose origin is in that area (the sky pass); `skip_area` >= 0:
    // none whose origin is in it (the world pass beside it). As VisOptions' filters.
    void plan(const Map& map, const VisibleSet& visible, const Frustum& frustum, const glm::vec3& eye,
              bool show_faded, PropFrame& out, int32_t only_area = -1, int32_t skip_area = -1);

private:
    std::vector<uint8_t> leaf_visible_;  // per Map leaf, this frame
    struct Key {
        uint64_t key;
        uint32_t placement;
    };
    std::vector<Key> keys_;
};

}  // namespace bsp

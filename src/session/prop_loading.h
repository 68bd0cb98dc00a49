#pragma once
// Models placed in a map, loaded once the vfs can find their files: the loading
// pipeline's step between parsing and resolving materials (session/map_loading.cpp).
//
// Each model the map names (Source's static props, and entities whose "model" key is
// an .mdl) is read once from models/NAME.mdl, .vvd and .dx90.vtx (else .dx80.vtx,
// .sw.vtx), as the engine looks them up, into Map::prop_models. Its texture slots are
// looked up in its texture folders (materials/<folder><name>.vmt, the first that
// exists) and become Map::materials, so the material resolver and the texture upload
// treat them as it treats the world's. Every placement becomes a PropPlacement with its
// world transform, the leaves it is drawn from and its light (map/map.h: PropLighting).
//
// A model that is missing, or whose files disagree or do not parse, never loses the map:
// its placements keep model -1 (drawn as markers) and one warning per problem names
// the file; the missing ones are summed up in one line.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/memory_budget.h"
#include "map/map.h"

namespace bsp {

class Vfs;

struct PropLoadCounts {
    uint32_t models_loaded = 0, models_missing = 0, models_bad = 0;
    uint32_t placements = 0, placements_drawn = 0;  // drawn: their model loaded
    uint32_t vertex_lit = 0, ambient_lit = 0;
};

// Loads the models `map` places and fills Map::prop_models, prop_placements,
// prop_leaves and prop_vertex_light; adds their materials to Map::materials. Warnings
// go to Map::warnings. Model memory is counted against `budget`.
PropLoadCounts load_prop_models(Map& map, const Vfs& vfs, const MemoryBudget& budget);

// What --info says of a map's models once loaded: distinct model files found and
// missing (or bad), among them those static props name, and the placements drawn
// with their model or as markers.
struct PropModelTally {
    uint32_t found = 0, missing = 0;
    uint32_t static_found = 0, static_missing = 0;
    uint32_t placements_drawn = 0, placements_missing = 0;
};
PropModelTally tally_prop_models(const Map& map);

// The leaves of `map` that a world-space box touches (a walk of the node tree that
// descends on every side the box reaches), appended to `out`; at most `limit`.
// One walker serves many boxes without clearing per-node marks each time.
class LeafBoxWalker {
public:
    explicit LeafBoxWalker(const Map& map);  // `map` must outlive it; its tree must not change
    void leaves(const Aabb& box, std::vector<uint32_t>& out, size_t limit);

private:
    const Map& map_;
    std::vector<uint32_t> node_stamp_, leaf_stamp_;
    uint32_t stamp_ = 0;
    std::vector<int32_t> stack_;
};
void leaves_touching(const Map& map, const Aabb& box, std::vector<uint32_t>& out, size_t limit = 4096);

// An entity's "angles" key ("pitch yaw roll", degrees), with the older "angle" key
// (yaw alone; -1 up, -2 down) as the engines read it; zero when neither parses.
glm::vec3 entity_angles(const Entity& entity);

}  // namespace bsp

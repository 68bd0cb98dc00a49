#pragma once
// Every walk over the BSP (camera leaf, visibility marking, frustum culling, picking)
// assumes the nodes form a tree. The formats' own checks make children point forward
// (child index > parent index), which rules out cycles but not a node reached from two
// parents: such a graph makes every recursive walk, ours and the engines', take time
// exponential in its depth (28 nodes took 13 s). Leaves may be shared (Quake's solid
// leaf 0 is the child of many nodes): walks end there.
#include <string>

#include "map/map.h"

namespace bsp {

// "" when every node has at most one parent; otherwise the first node that has two,
// named with both parents.
std::string shared_node_problem(const Map& map);

}  // namespace bsp

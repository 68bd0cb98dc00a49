#include "map/leaf_clusters.h"

#include <string>

namespace bsp {

void drop_clusters_past_leaf_count(Map& map, const char* leaves_lump) {
    if (!map.visibility.empty()) return;
    uint64_t dropped = 0;
    int64_t first = -1, first_cluster = 0;
    for (size_t i = 0; i < map.leaves.size(); ++i) {
        Leaf& leaf = map.leaves[i];
        if (leaf.cluster < 0 || size_t(leaf.cluster) < map.leaves.size()) continue;
        if (dropped++ == 0) first = int64_t(i), first_cluster = leaf.cluster;
        leaf.cluster = -1;
    }
    if (dropped)
        map.warnings.push_back("lump '" + std::string(leaves_lump) + "': " + std::to_string(dropped) + " of " +
                               std::to_string(map.leaves.size()) + " leaves have a cluster past the leaf count (first: leaf " +
                               std::to_string(first) + ", cluster " + std::to_string(first_cluster) +
                               ") in a map without visdata; they are in no cluster");
}

}  // namespace bsp

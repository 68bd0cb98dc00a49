#include "map/node_tree.h"

#include <vector>

namespace bsp {

std::string shared_node_problem(const Map& map) {
    std::vector<int32_t> parent(map.nodes.size(), -1);
    for (size_t n = 0; n < map.nodes.size(); ++n) {
        for (int side = 0; side < 2; ++side) {
            const int32_t child = map.nodes[n].children[side];
            if (child < 0 || size_t(child) >= map.nodes.size()) continue;
            int32_t& p = parent[size_t(child)];
            if (p >= 0) {
                const std::string parents = size_t(p) == n ? "both children of node " + std::to_string(n)
                                                           : "a child of both node " + std::to_string(p) +
                                                                 " and node " + std::to_string(n);
                return "node " + std::to_string(child) + " is " + parents +
                       ": the nodes form a graph, not a tree, and walking it would take exponential time";
            }
            p = int32_t(n);
        }
    }
    return "";
}

}  // namespace bsp

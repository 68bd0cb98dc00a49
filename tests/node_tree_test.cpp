// shared_node_problem (map/node_tree.h): nodes must form a tree, leaves may be shared.
#include <gtest/gtest.h>

#include "map/node_tree.h"

namespace {

bsp::Node node(int32_t a, int32_t b) {
    bsp::Node n;
    n.children[0] = a;
    n.children[1] = b;
    return n;
}

}  // namespace

TEST(NodeTree, TreesWithSharedLeavesPass) {
    bsp::Map map;
    EXPECT_EQ(bsp::shared_node_problem(map), "");  // a map that is one leaf
    // Quake's layout: the solid leaf 0 (child -1) under several nodes.
    map.nodes = {node(1, 2), node(-1, -2), node(-3, -1)};
    EXPECT_EQ(bsp::shared_node_problem(map), "");
}

TEST(NodeTree, NodeWithTwoParentsIsNamed) {
    bsp::Map map;
    map.nodes = {node(1, 2), node(3, -1), node(3, -2), node(-3, -4)};
    EXPECT_EQ(bsp::shared_node_problem(map),
              "node 3 is a child of both node 1 and node 2: the nodes form a graph, not a tree, and walking it "
              "would take exponential time");
}

// The hostile case of issue 12: 200 000 nodes, each with both children the next node,
// which a recursive walk never finishes. The check is one pass over the nodes (ctest's
// timeout catches a check that walks).
TEST(NodeTree, LongDiamondChainIsFoundInOnePass) {
    bsp::Map map;
    const int32_t n = 200000;
    for (int32_t i = 0; i + 1 < n; ++i) map.nodes.push_back(node(i + 1, i + 1));
    map.nodes.push_back(node(-1, -1));
    EXPECT_EQ(bsp::shared_node_problem(map).rfind("node 1 is both children of node 0", 0), 0u);
}

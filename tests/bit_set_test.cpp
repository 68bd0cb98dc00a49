// BitSet: the marks the visibility walk keeps per node, leaf, cluster and surface.
#include <gtest/gtest.h>

#include "core/bit_set.h"

namespace {

using bsp::BitSet;

TEST(BitSet, InsertReportsTheFirstTimeOnly) {
    BitSet s(130);
    EXPECT_EQ(s.size(), 130u);
    for (size_t i : {0u, 63u, 64u, 127u, 129u}) {
        EXPECT_FALSE(s.test(i));
        EXPECT_TRUE(s.insert(i)) << i;
        EXPECT_FALSE(s.insert(i)) << i;
        EXPECT_TRUE(s.test(i));
    }
    // Neighbours across the word boundaries stay clear.
    for (size_t i : {1u, 62u, 65u, 126u, 128u}) EXPECT_FALSE(s.test(i)) << i;
}

TEST(BitSet, ClearEmptiesEveryWordAndResizeStartsEmpty) {
    BitSet s(200);
    for (size_t i = 0; i < 200; i += 3) s.set(i);
    s.clear();
    for (size_t i = 0; i < 200; ++i) ASSERT_FALSE(s.test(i)) << i;
    s.set(199);
    s.resize(70);
    EXPECT_EQ(s.size(), 70u);
    for (size_t i = 0; i < 70; ++i) ASSERT_FALSE(s.test(i)) << i;
    BitSet empty;
    EXPECT_EQ(empty.size(), 0u);
    empty.clear();  // no words: nothing to do, no crash
}

}  // namespace

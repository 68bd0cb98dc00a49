// parallel_for: the loader's image decoding and mip making spread over the cores;
// every item exactly once, and an exception from any item reaches the caller.
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <vector>

#include "core/parallel_for.h"

TEST(ParallelFor, RunsEveryItemOnce) {
    for (unsigned workers : {1u, 2u, 7u}) {
        std::vector<std::atomic<int>> runs(1000);
        bsp::parallel_for(runs.size(), [&](size_t i) { ++runs[i]; }, workers);
        for (size_t i = 0; i < runs.size(); ++i) ASSERT_EQ(runs[i].load(), 1) << "item " << i << ", " << workers;
    }
    bool ran = false;
    bsp::parallel_for(0, [&](size_t) { ran = true; });
    EXPECT_FALSE(ran);
}

TEST(ParallelFor, AnItemsExceptionReachesTheCaller) {
    std::atomic<int> done{0};
    EXPECT_THROW(bsp::parallel_for(
                     100,
                     [&](size_t i) {
                         if (i == 10) throw std::runtime_error("item 10");
                         ++done;
                     },
                     4),
                 std::runtime_error);
    EXPECT_LT(done.load(), 100);
    EXPECT_GE(bsp::parallel_worker_count(), 1u);
    EXPECT_LE(bsp::parallel_worker_count(3), 3u);
}

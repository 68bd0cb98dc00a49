// session/upload_rate.h: the rate that paces large texture uploads while streaming.
#include "session/upload_rate.h"

#include <gtest/gtest.h>

namespace {

TEST(UploadRate, NothingExpectedBeforeALargeUpload) {
    bsp::UploadRate rate;
    EXPECT_EQ(rate.expected_ms(4.0), 0.0);
    rate.record(50.0, 0.5);  // small: mostly fixed cost
    EXPECT_EQ(rate.expected_ms(4.0), 0.0);
}

TEST(UploadRate, ExpectsTheSlowestRecentRate) {
    bsp::UploadRate rate;
    rate.record(2.0, 2.0);  // 1 ms per MiB
    EXPECT_DOUBLE_EQ(rate.expected_ms(3.0), 3.0);
    rate.record(6.0, 2.0);  // slower: 3 ms per MiB is what counts now
    EXPECT_DOUBLE_EQ(rate.expected_ms(1.0), 3.0);
    rate.record(2.0, 2.0);  // a fast one right after: still cautious, half the slow rate
    EXPECT_DOUBLE_EQ(rate.expected_ms(1.0), 1.5);
}

// A sky box's first face (it allocates all six) took 66 ms for 4 MiB on a busy machine;
// a 1.33 MiB texture expected at that rate would never share a 4 ms frame again.
TEST(UploadRate, OneSlowUploadFadesOverTheNextFew) {
    bsp::UploadRate rate;
    rate.record(66.0, 4.0);
    EXPECT_GT(rate.expected_ms(1.33), 20.0);
    for (int i = 0; i < 5; ++i) rate.record(1.0, 1.33);
    EXPECT_LT(rate.expected_ms(1.33), 1.1) << "back to the usual rate";
    EXPECT_GE(rate.expected_ms(1.33), 1.0) << "never below what the last one took";
}

}  // namespace

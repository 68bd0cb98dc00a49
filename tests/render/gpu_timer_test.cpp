// The Frame panel's GPU timer (render/gl/gpu_timer.h): it reports a frame once the
// GPU has finished it, each frame once, and never waits for one it has not.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "render/gl/gpu_timer.h"
#include "render/gl/offscreen_target.h"
#include "render/render_support.h"

namespace {

using bsp::GpuFrameTimer;

class GpuFrameTimerTest : public ::testing::Test {
protected:
    void SetUp() override {
        std::string error;
        if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
        target_.emplace(64, 64);
        target_->bind();
    }
    static void timed_clear(GpuFrameTimer& timer) {
        timer.begin();
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        timer.end();
    }
    std::optional<bsp::OffscreenTarget> target_;
};

TEST_F(GpuFrameTimerTest, NothingBeforeTheFirstFrame) {
    GpuFrameTimer timer;
    EXPECT_FALSE(timer.latest_ms().has_value());
}

TEST_F(GpuFrameTimerTest, AFinishedFrameIsReportedOnce) {
    GpuFrameTimer timer;
    timed_clear(timer);  // llvmpipe: the context's first query may read as its uptime
    glFinish();
    (void)timer.latest_ms();
    timed_clear(timer);
    glFinish();
    const std::optional<double> ms = timer.latest_ms();
    ASSERT_TRUE(ms.has_value());
    EXPECT_GE(*ms, 0.0);
    EXPECT_LT(*ms, 1000.0);
    EXPECT_FALSE(timer.latest_ms().has_value()) << "the same frame again";
}

// More frames than the timer has queries: every slot is reused and the newest
// finished frame is the one reported.
TEST_F(GpuFrameTimerTest, KeepsReportingAcrossManyFrames) {
    GpuFrameTimer timer;
    timed_clear(timer);  // as above: a first query llvmpipe may misreport
    glFinish();
    (void)timer.latest_ms();
    int reported = 0;
    for (size_t i = 0; i < 3 * GpuFrameTimer::kLatency; ++i) {
        timed_clear(timer);
        if (i % 2 == 1) {
            glFinish();
            if (timer.latest_ms()) ++reported;
        }
    }
    EXPECT_EQ(reported, int(3 * GpuFrameTimer::kLatency / 2));
    EXPECT_EQ(glGetError(), GLenum(GL_NO_ERROR));
}

// Frames issued faster than they are finished: reading never waits, reports at most
// what has finished, and the slots are reused without GL errors; once the GPU has
// caught up, the newest frame is there to read.
TEST_F(GpuFrameTimerTest, FramesNotWaitedForAreReusedWithoutErrors) {
    GpuFrameTimer timer;
    timed_clear(timer);
    glFinish();
    (void)timer.latest_ms();
    for (size_t i = 0; i < 4 * GpuFrameTimer::kLatency; ++i) {
        timed_clear(timer);
        (void)timer.latest_ms();
    }
    EXPECT_EQ(glGetError(), GLenum(GL_NO_ERROR));
    timed_clear(timer);
    glFinish();
    EXPECT_TRUE(timer.latest_ms().has_value());
    EXPECT_FALSE(timer.latest_ms().has_value());
    EXPECT_EQ(glGetError(), GLenum(GL_NO_ERROR));
}

}  // namespace

#pragma once
// GPU time of a stretch of GL commands, from GL_TIME_ELAPSED queries (core since
// OpenGL 3.3): what the GPU spent executing them, beside the CPU time a stopwatch
// gives. Queries are not nested; one timer measures one stretch at a time.
#include <array>
#include <optional>

#include <glad/gl.h>

#include "render/gl/renderer_kind.h"

namespace bsp {

// A finished time-elapsed query's result, in milliseconds.
inline double query_elapsed_ms(GLuint query) {
    GLuint64 ns = 0;
    glGetQueryObjectui64v(query, GL_QUERY_RESULT, &ns);
    return double(ns) / 1e6;
}

// One stretch, read back at once: for --bench, which waits for every frame anyway.
class GpuTimer {
public:
    GpuTimer() { glGenQueries(1, &query_); }
    ~GpuTimer() { glDeleteQueries(1, &query_); }
    GpuTimer(const GpuTimer&) = delete;
    GpuTimer& operator=(const GpuTimer&) = delete;

    void begin() { glBeginQuery(GL_TIME_ELAPSED, query_); }
    void end() { glEndQuery(GL_TIME_ELAPSED); }
    // Milliseconds of the last begin/end stretch; waits for the GPU to finish it.
    double elapsed_ms() const { return query_elapsed_ms(query_); }

private:
    GLuint query_ = 0;
};

// Whether the current context's time-elapsed queries say what the GPU spent. Mesa's
// software rasterizers answer them, but rasterize when the frame is flushed, outside
// the timed stretch: their answers are a few microseconds whatever is drawn, and
// there the CPU frame time is the whole story.
inline bool gpu_times_are_meaningful() { return !is_software_rasterizer(); }

// One stretch per frame, read back a few frames late so that the CPU never waits for
// the GPU: asking for a result before the GPU has it would stall the frame loop and
// stop CPU and GPU working side by side, which is most of what the number should
// show. Queries are made on the first begin(), in the context current then.
class GpuFrameTimer {
public:
    GpuFrameTimer() = default;
    ~GpuFrameTimer() {
        if (made_) glDeleteQueries(GLsizei(queries_.size()), queries_.data());
    }
    GpuFrameTimer(const GpuFrameTimer&) = delete;
    GpuFrameTimer& operator=(const GpuFrameTimer&) = delete;

    void begin() {
        if (!made_) {
            glGenQueries(GLsizei(queries_.size()), queries_.data());
            made_ = true;
        }
        // A slot whose result the GPU has not given yet (it is kLatency frames behind)
        // is left alone: beginning it again could make the driver wait for it. That
        // frame goes untimed.
        timing_ = !pending_[next_] || available(queries_[next_]);
        if (timing_) glBeginQuery(GL_TIME_ELAPSED, queries_[next_]);
    }
    void end() {
        if (!timing_) return;
        glEndQuery(GL_TIME_ELAPSED);
        // A slot reused before it was read loses that frame's time: a newer one follows.
        pending_[next_] = true;
        next_ = (next_ + 1) % queries_.size();
        timing_ = false;
    }
    // The most recent frame whose time the GPU has reported, in milliseconds; empty
    // while none has (the first frames, or a GPU more than kLatency frames behind).
    // Never waits.
    std::optional<double> latest_ms() {
        std::optional<double> latest;
        // Oldest first, so the newest available result is the one kept.
        for (size_t i = 0; i < queries_.size(); ++i) {
            const size_t slot = (next_ + i) % queries_.size();
            if (!pending_[slot]) continue;
            if (!available(queries_[slot])) continue;
            pending_[slot] = false;
            const double ms = query_elapsed_ms(queries_[slot]);
            if (ms <= kImplausibleMs) latest = ms;
        }
        return latest;
    }

    static constexpr size_t kLatency = 4;
    // No frame's GPU work takes this long, but Mesa's llvmpipe (22.3) reports the
    // first time-elapsed query of a context from time zero, i.e. the machine's uptime.
    static constexpr double kImplausibleMs = 60000.0;

private:
    static bool available(GLuint query) {
        GLint ready = 0;
        glGetQueryObjectiv(query, GL_QUERY_RESULT_AVAILABLE, &ready);
        return ready != 0;
    }
    std::array<GLuint, kLatency> queries_{};
    std::array<bool, kLatency> pending_{};
    size_t next_ = 0;
    bool made_ = false;
    bool timing_ = false;  // this frame's query was begun
};

}  // namespace bsp

#pragma once
// GPU time of a stretch of GL commands, from a GL_TIME_ELAPSED query (core since
// OpenGL 3.3): what the GPU spent executing them, beside the CPU time a stopwatch
// gives. Queries are not nested; one timer measures one stretch at a time.
#include <glad/gl.h>

namespace bsp {

class GpuTimer {
public:
    GpuTimer() { glGenQueries(1, &query_); }
    ~GpuTimer() { glDeleteQueries(1, &query_); }
    GpuTimer(const GpuTimer&) = delete;
    GpuTimer& operator=(const GpuTimer&) = delete;

    void begin() { glBeginQuery(GL_TIME_ELAPSED, query_); }
    void end() { glEndQuery(GL_TIME_ELAPSED); }
    // Milliseconds of the last begin/end stretch; waits for the GPU to finish it.
    double elapsed_ms() const {
        GLuint64 ns = 0;
        glGetQueryObjectui64v(query_, GL_QUERY_RESULT, &ns);
        return double(ns) / 1e6;
    }

private:
    GLuint query_ = 0;
};

}  // namespace bsp

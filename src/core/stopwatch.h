#pragma once
// Wall-clock timing for load phases, benchmarks and frame statistics.
#include <algorithm>
#include <chrono>
#include <vector>

namespace bsp {

class Stopwatch {
public:
    Stopwatch() : start_(std::chrono::steady_clock::now()) {}
    void restart() { start_ = std::chrono::steady_clock::now(); }
    double elapsed_ms() const {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
    }

private:
    std::chrono::steady_clock::time_point start_;
};

// Median and percentile of a sample (copied, so the caller's order is kept).
inline double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    double idx = p * double(v.size() - 1);
    size_t lo = size_t(idx);
    size_t hi = std::min(lo + 1, v.size() - 1);
    double frac = idx - double(lo);
    return v[lo] * (1 - frac) + v[hi] * frac;
}
inline double median(std::vector<double> v) { return percentile(std::move(v), 0.5); }

}  // namespace bsp

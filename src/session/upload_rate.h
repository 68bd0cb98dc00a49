#pragma once
// How fast large texture uploads go, to decide whether one more fits in a frame's
// streaming budget (ShownMap::stream_textures).
//
// The rate kept is the slowest of the recent uploads, not of all of them: each new
// upload halves the weight of what came before. One slow upload (a sky box's first
// face allocates the texture of all six, a page-fault storm on a busy machine) then
// holds back only the next few large images, instead of leaving every later one
// alone in its frame for the rest of the stream.
#include <algorithm>

namespace bsp {

class UploadRate {
public:
    // Below this size an upload's time is mostly its fixed cost, not its bytes.
    static constexpr double kLargeImageMib = 1.0;

    // An upload of `mib` that took `ms`; small ones say nothing about the rate.
    void record(double ms, double mib) {
        if (mib >= kLargeImageMib) ms_per_mib_ = std::max(ms / mib, ms_per_mib_ * kForget);
    }
    // How long an upload of `mib` is expected to take (0 until a large one was seen).
    double expected_ms(double mib) const { return mib * ms_per_mib_; }

private:
    static constexpr double kForget = 0.5;
    double ms_per_mib_ = 0;
};

}  // namespace bsp

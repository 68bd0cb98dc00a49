#pragma once
// A fixed-size set of small integers, one bit each. Used for per-frame and
// per-cluster marks in the visibility walk: a few KiB cover tens of thousands of
// nodes or surfaces, so the marks stay in the first-level cache and clearing them
// all costs less than stamping generation counters into large records.
#include <algorithm>
#include <cstdint>
#include <vector>

namespace bsp {

class BitSet {
public:
    BitSet() = default;
    explicit BitSet(size_t size) { resize(size); }

    void resize(size_t size) {
        size_ = size;
        words_.assign((size + 63) / 64, 0);
    }
    size_t size() const { return size_; }
    void clear() { std::fill(words_.begin(), words_.end(), 0); }

    // `i` must be < size().
    bool test(size_t i) const { return (words_[i >> 6] >> (i & 63)) & 1u; }
    void set(size_t i) { words_[i >> 6] |= uint64_t(1) << (i & 63); }
    // Sets bit `i`; returns whether it was clear before.
    bool insert(size_t i) {
        uint64_t& word = words_[i >> 6];
        const uint64_t bit = uint64_t(1) << (i & 63);
        if (word & bit) return false;
        word |= bit;
        return true;
    }

private:
    std::vector<uint64_t> words_;
    size_t size_ = 0;
};

}  // namespace bsp

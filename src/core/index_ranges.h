#pragma once
// Range checks for indices and (first, count) pairs read from a file, and the
// number formatting their messages use. Everything is widened to 64 bits before
// it is added, so a lying 32-bit field (INT32_MAX + INT32_MAX, or a negative count)
// can never wrap around into a range that looks valid; every parser and asset reader
// shares this one set so none of them gets the arithmetic subtly different.
#include <cstdint>
#include <string>

namespace bsp {

inline std::string str(int64_t v) { return std::to_string(v); }

// 0 <= i < size.
inline bool index_in(int64_t i, uint64_t size) { return i >= 0 && uint64_t(i) < size; }

// [first, first+n) lies inside [0, size). Written without first+n, so it cannot overflow.
inline bool range_in(int64_t first, int64_t n, uint64_t size) {
    return first >= 0 && n >= 0 && uint64_t(first) <= size && uint64_t(n) <= size - uint64_t(first);
}

// "first..first+n", as messages print a range, without int64 overflow when a
// 64-bit header lies.
inline std::string range_str(int64_t first, int64_t n) {
    int64_t end;
    if (!__builtin_add_overflow(first, n, &end)) return str(first) + ".." + str(end);
    // Only an overflow of two values of one sign gets here, so the magnitudes add up
    // in 64 unsigned bits.
    auto magnitude = [](int64_t v) { return v < 0 ? uint64_t(-(v + 1)) + 1 : uint64_t(v); };
    return str(first) + ".." + (first < 0 ? "-" : "") + std::to_string(magnitude(first) + magnitude(n));
}

}  // namespace bsp

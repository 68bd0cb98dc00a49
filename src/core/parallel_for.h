#pragma once
// Runs fn(i) for i in [0, count) on a few threads: the loader's image decoding and
// mip level making, which are independent per image and dominate a map's load.
// The calling thread works too; the first exception thrown by any call is rethrown
// here after every thread has stopped (later items are then skipped).
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace bsp {

// How many threads parallel_for uses: the machine's cores, at most `limit`.
inline unsigned parallel_worker_count(unsigned limit = 8) {
    const unsigned cores = std::thread::hardware_concurrency();
    return std::clamp(cores == 0 ? 1u : cores, 1u, limit);
}

template <typename Fn>
void parallel_for(size_t count, Fn&& fn, unsigned workers = parallel_worker_count()) {
    if (count == 0) return;
    workers = unsigned(std::min<size_t>(workers, count));
    std::atomic<size_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr first_error;
    std::mutex error_mutex;
    auto work = [&] {
        for (size_t i = next++; i < count && !failed; i = next++) {
            try {
                fn(i);
            } catch (...) {
                std::lock_guard lock(error_mutex);
                if (!first_error) first_error = std::current_exception();
                failed = true;
            }
        }
    };
    std::vector<std::thread> threads;
    threads.reserve(workers - 1);
    try {
        for (unsigned t = 1; t < workers; ++t) threads.emplace_back(work);
    } catch (const std::system_error&) {
        // No thread to be had (a process limit): the calling thread does it all.
    }
    work();
    for (std::thread& t : threads) t.join();
    if (first_error) std::rethrow_exception(first_error);
}

}  // namespace bsp

#pragma once
// Destroys objects on a thread of its own, so that the thread handing them over
// does not pay for it. Why: freeing a large buffer gives its pages back to the
// system (munmap), and on this project's VM freeing a 4 MiB decoded texture image
// took 1.3-3 ms, most of a 4 ms upload budget, on the GL thread that had just
// uploaded it. The thread starts with the first object and is joined, with what is
// still queued released, when this goes.
#include <condition_variable>
#include <memory>
#include <mutex>
#include <exception>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace bsp {

class BackgroundRelease {
public:
    BackgroundRelease() = default;
    ~BackgroundRelease() {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stop_ = true;
        }
        wake_.notify_one();
        if (thread_.joinable()) thread_.join();
    }
    BackgroundRelease(const BackgroundRelease&) = delete;
    BackgroundRelease& operator=(const BackgroundRelease&) = delete;

    // `object` is moved to the release thread and destroyed there (on the caller's
    // when no thread starts or the queue cannot grow: as it would have been without
    // this class).
    template <class T>
    void release(T&& object) noexcept {
        try {
            std::shared_ptr<void> owned = std::make_shared<std::decay_t<T>>(std::forward<T>(object));
            std::lock_guard<std::mutex> lock(mutex_);
            if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
            queue_.push_back(std::move(owned));
        } catch (const std::exception&) {
            return;
        }
        wake_.notify_one();
    }

private:
    void run() {
        std::unique_lock<std::mutex> lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stop_ || !queue_.empty(); });
            if (queue_.empty()) return;  // stopping, nothing left
            std::vector<std::shared_ptr<void>> batch;
            batch.swap(queue_);
            lock.unlock();
            batch.clear();  // the frees, outside the lock
            lock.lock();
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_;
    std::vector<std::shared_ptr<void>> queue_;
    bool stop_ = false;
    std::thread thread_;
};

}  // namespace bsp

#pragma once
// Decodes a MaterialSet's pending images (MaterialImage::pending) on worker threads
// while the map is already on screen: the first frame shows geometry and lightmaps
// with white stand-ins, and each frame then uploads what has been decoded by then
// (session/shown_map.h), so a map with hundreds of textures opens at once instead
// of after its decoding.
//
// Each image is taken from the image cache when an earlier run stored it, else read
// through the vfs, decoded, given its mip levels and stored for the next run: the
// same work resolve_materials does for images it decodes itself. The workers start
// in the constructor and stop in the destructor (an image being decoded is finished
// first); nothing here touches GL.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "assets/image_cache.h"
#include "assets/material.h"

namespace bsp {

class Vfs;

class ImageStreamer {
public:
    // One image to decode: its MaterialSet::images index and what MaterialImage said of it.
    struct Job {
        int32_t image = -1;
        std::string source, cache_key;
        bool wants_mip_levels = false;
    };
    // A decoded image (or, when `decoded.image` is empty, why it could not be:
    // `problem`, without the file's name, which is decoded.source).
    struct Ready {
        int32_t image = -1;
        MaterialImage decoded;
        std::string problem;
    };

    // The pending images of a set, in index order.
    static std::vector<Job> jobs_of(const MaterialSet& set);

    // `vfs` must outlive the streamer; `cache` may be off. `threads` 0: one per core.
    ImageStreamer(const Vfs& vfs, ImageCache cache, std::vector<Job> jobs, unsigned threads = 0);
    ~ImageStreamer();
    ImageStreamer(const ImageStreamer&) = delete;
    ImageStreamer& operator=(const ImageStreamer&) = delete;

    size_t total() const { return total_; }
    size_t taken() const { return taken_; }
    bool finished() const { return taken_ == total_; }
    // Whether images are decoded on worker threads (else take() decodes on the caller's).
    bool has_workers() const { return !workers_.empty(); }

    // Waits up to `ms` for a decoded image to be ready; whether one is.
    bool wait_ready(double ms);
    // An image decoded by now, or nullopt; never waits.
    std::optional<Ready> take();
    // The next decoded image, waiting for it; nullopt once every image was taken.
    std::optional<Ready> take_waiting();

private:
    void work();
    // Without worker threads: the next job, decoded on the caller's thread.
    std::optional<Ready> decode_here();

    static constexpr int kWorkerNice = 10;
    Ready decode(const Job& job, bool& from_cache) const;
    Ready decode_safely(const Job& job, bool& from_cache) const;

    const Vfs& vfs_;
    const ImageCache cache_;
    std::vector<Job> jobs_;
    size_t total_ = 0, taken_ = 0;
    std::atomic<size_t> next_{0};
    std::atomic<size_t> stored_{0};  // images saved to the cache, so the last worker trims it
    std::atomic<size_t> done_{0};
    std::atomic<bool> stop_{false};
    std::mutex mutex_;
    std::condition_variable ready_cv_;
    std::deque<Ready> ready_;
    std::vector<std::thread> workers_;
};

}  // namespace bsp

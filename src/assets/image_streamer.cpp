#include "assets/image_streamer.h"

#include <algorithm>
#include <chrono>
#include <utility>

#include "assets/image_cache.h"
#include "assets/mip_levels.h"
#include "assets/texture_library.h"
#include "core/parallel_for.h"
#include "vfs/vfs.h"

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace bsp {

std::vector<ImageStreamer::Job> ImageStreamer::jobs_of(const MaterialSet& set) {
    std::vector<Job> jobs;
    for (size_t i = 0; i < set.images.size(); ++i) {
        const MaterialImage& m = set.images[i];
        if (m.pending) jobs.push_back({int32_t(i), m.source, m.cache_key, m.wants_mip_levels});
    }
    return jobs;
}

ImageStreamer::ImageStreamer(const Vfs& vfs, ImageCache cache, std::vector<Job> jobs, unsigned threads)
    : vfs_(vfs), cache_(std::move(cache)), jobs_(std::move(jobs)), total_(jobs_.size()) {
    if (threads == 0) threads = parallel_worker_count();
    threads = unsigned(std::min<size_t>(threads, jobs_.size()));
    try {
        workers_.reserve(threads);
        for (unsigned t = 0; t < threads; ++t) workers_.emplace_back([this] { work(); });
    } catch (const std::exception&) {
        // No thread to be had (a process at its limit): the ones started do the work,
        // or, with none, take() decodes on the caller's thread.
    }
}

ImageStreamer::~ImageStreamer() {
    stop_ = true;
    for (std::thread& t : workers_) t.join();
}

ImageStreamer::Ready ImageStreamer::decode(const Job& job, bool& from_cache) const {
    from_cache = false;
    Ready out;
    out.image = job.image;
    out.decoded.source = job.source;
    if (cache_.enabled() && !job.cache_key.empty()) {
        if (std::optional<MaterialImage> cached = cache_.load(job.cache_key);
            cached && (!job.wants_mip_levels || !cached->mip_levels.empty())) {
            out.decoded.image = std::move(cached->image);
            out.decoded.mip_levels = std::move(cached->mip_levels);
            from_cache = true;
            return out;
        }
    }
    std::optional<DecodedImage> image = decode_image_file(vfs_, job.source, &out.problem);
    // Found while loading but broken (or unreadable now): the next extension that is
    // there, as the loader's own lookup and the engine would have taken. work() does
    // not store such pixels under this job's key, which names the file that failed.
    // When none decodes, the first file's problem stands.
    if (!image) {
        for (const std::string& other : image_fallbacks_of(job.source)) {
            if (!vfs_.is_file(other)) continue;
            std::string why;
            image = decode_image_file(vfs_, other, &why);
            if (!image) continue;
            out.decoded.source = other;
            out.problem.clear();
            break;
        }
    }
    if (!image) return out;
    out.decoded.image = std::move(*image);
    if (job.wants_mip_levels) out.decoded.mip_levels = build_mip_levels(out.decoded.image);
    return out;
}

void ImageStreamer::work() {
#if defined(__linux__)
    // Below the GL thread: decoding takes the cores the first frames leave idle
    // instead of slowing them down (on two cores, llvmpipe's first frame took a
    // third longer beside two decoders at the same priority). Linux applies a nice
    // value to the calling thread alone.
    setpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid)), kWorkerNice);
#endif
    for (;;) {
        if (stop_) break;
        const size_t j = next_++;
        if (j >= jobs_.size()) break;
        bool from_cache = false;
        Ready ready = decode_safely(jobs_[j], from_cache);
        // Saved for the next run (a hit is there already; pixels from a fallback file
        // are not the keyed file's); the cache only ever saves time, so a failure to
        // save is no failure.
        if (!from_cache && cache_.enabled() && !jobs_[j].cache_key.empty() && ready.decoded.image.width > 0 &&
            ready.decoded.source == jobs_[j].source) {
            try {
                cache_.store(jobs_[j].cache_key, ready.decoded);
                ++stored_;
            } catch (const std::exception&) {
            }
        }
        {
            std::lock_guard<std::mutex> lock(mutex_);
            ready_.push_back(std::move(ready));
        }
        ready_cv_.notify_all();
        // The last image decoded: bound the cache folder once, not after every store.
        if (++done_ == jobs_.size() && stored_ > 0) {
            try {
                cache_.trim();
            } catch (const std::exception&) {
            }
        }
    }
}

ImageStreamer::Ready ImageStreamer::decode_safely(const Job& job, bool& from_cache) const {
    try {
        return decode(job, from_cache);
    } catch (const std::bad_alloc&) {
        return Ready{job.image, {.source = job.source}, "ran out of memory while decoding"};
    } catch (const std::exception& e) {  // every job comes back, or the GL thread would wait for it
        return Ready{job.image, {.source = job.source}, e.what()};
    }
}

std::optional<ImageStreamer::Ready> ImageStreamer::decode_here() {
    const size_t j = next_++;
    if (j >= jobs_.size()) return std::nullopt;
    ++taken_;
    bool from_cache = false;
    return decode_safely(jobs_[j], from_cache);
}

bool ImageStreamer::wait_ready(double ms) {
    if (workers_.empty()) return taken_ < total_;
    std::unique_lock<std::mutex> lock(mutex_);
    return ready_cv_.wait_for(lock, std::chrono::duration<double, std::milli>(ms), [&] { return !ready_.empty(); });
}

std::optional<ImageStreamer::Ready> ImageStreamer::take() {
    if (workers_.empty()) return decode_here();
    std::lock_guard<std::mutex> lock(mutex_);
    if (ready_.empty()) return std::nullopt;
    Ready r = std::move(ready_.front());
    ready_.pop_front();
    ++taken_;
    return r;
}

std::optional<ImageStreamer::Ready> ImageStreamer::take_waiting() {
    if (workers_.empty()) return decode_here();
    std::unique_lock<std::mutex> lock(mutex_);
    if (taken_ == total_) return std::nullopt;
    ready_cv_.wait(lock, [&] { return !ready_.empty(); });
    Ready r = std::move(ready_.front());
    ready_.pop_front();
    ++taken_;
    return r;
}

}  // namespace bsp

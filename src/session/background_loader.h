#pragma once
// Loads a map on a worker thread so the window keeps drawing (and shows progress)
// while files are read, parsed and tessellated and, when the request asks for
// textures, shader scripts are parsed and images decoded. GL work (texture upload,
// buffers) must happen on the thread that owns the context, so the caller finishes
// the job on the main thread once take() hands over the LoadedMap.
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "session/map_loading.h"

namespace bsp {

class BackgroundLoader {
public:
    ~BackgroundLoader();

    // Starts loading unless a load is already running (then returns false).
    bool start(const LoadRequest& request);
    bool busy() const { return running_.load(); }
    float progress() const { return progress_.load(); }
    std::string phase() const;
    const std::string& request_name() const { return name_; }

    struct Result {
        std::unique_ptr<LoadedMap> map;  // null on failure
        std::string error;               // why it failed
    };
    // The finished load, once; nullopt while running or when nothing was started.
    std::optional<Result> take();

private:
    std::thread worker_;
    std::atomic<bool> running_{false};
    std::atomic<float> progress_{0};
    mutable std::mutex mutex_;
    std::string phase_, name_;
    std::optional<Result> result_;
};

}  // namespace bsp

#include "session/background_loader.h"

#include <exception>

namespace bsp {

BackgroundLoader::~BackgroundLoader() {
    if (worker_.joinable()) worker_.join();
}

bool BackgroundLoader::start(const LoadRequest& request) {
    if (running_.load()) return false;
    if (worker_.joinable()) worker_.join();
    running_ = true;
    progress_ = 0;
    name_ = request.map_argument;
    {
        std::lock_guard lock(mutex_);
        phase_ = "starting";
        result_.reset();
    }
    worker_ = std::thread([this, request] {
        Result r;
        try {
            r.map = std::make_unique<LoadedMap>(load_map(request, [this](const char* phase, float f) {
                progress_ = f;
                std::lock_guard lock(mutex_);
                phase_ = phase;
            }));
        } catch (const std::exception& e) {
            r.error = e.what();
        }
        std::lock_guard lock(mutex_);
        result_ = std::move(r);
        running_ = false;
    });
    return true;
}

std::string BackgroundLoader::phase() const {
    std::lock_guard lock(mutex_);
    return phase_;
}

std::optional<BackgroundLoader::Result> BackgroundLoader::take() {
    std::lock_guard lock(mutex_);
    if (!result_) return std::nullopt;
    std::optional<Result> out = std::move(result_);
    result_.reset();
    return out;
}

}  // namespace bsp

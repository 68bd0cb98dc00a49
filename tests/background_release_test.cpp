// BackgroundRelease: what the GL thread hands over (the pixels of uploaded images)
// is destroyed on another thread, and nothing handed over outlives it.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "core/background_release.h"

namespace {

// Notes the thread it dies on and counts the deaths.
struct Witness {
    Witness(std::atomic<int>* d, std::atomic<std::thread::id>* on) : deaths(d), died_on(on) {}
    Witness(const Witness&) = delete;
    std::atomic<int>* deaths;
    std::atomic<std::thread::id>* died_on;
    ~Witness() {
        died_on->store(std::this_thread::get_id());
        deaths->fetch_add(1);
    }
};

TEST(BackgroundRelease, DestroysOnAnotherThread) {
    std::atomic<int> deaths{0};
    std::atomic<std::thread::id> died_on{};
    bsp::BackgroundRelease release;
    release.release(std::make_shared<Witness>(&deaths, &died_on));
    const auto start = std::chrono::steady_clock::now();
    while (deaths.load() == 0 && std::chrono::steady_clock::now() - start < std::chrono::seconds(10))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    ASSERT_EQ(deaths.load(), 1);
    EXPECT_NE(died_on.load(), std::this_thread::get_id());
}

TEST(BackgroundRelease, EverythingHandedOverIsGoneWhenItGoes) {
    std::atomic<int> deaths{0};
    std::atomic<std::thread::id> died_on{};
    {
        bsp::BackgroundRelease release;
        for (int i = 0; i < 100; ++i) release.release(std::make_shared<Witness>(&deaths, &died_on));
    }
    EXPECT_EQ(deaths.load(), 100);
    bsp::BackgroundRelease unused;  // never started a thread: nothing to join
}

}  // namespace

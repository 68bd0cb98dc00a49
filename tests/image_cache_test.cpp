// ImageCache: decoded images and their mip levels kept between runs, keyed by the
// file's stamp so a changed file is never served stale, safe against damaged entries,
// bounded in size; and resolve_materials taking from it and filling it.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <stb/stb_image_write.h>

#include "assets/image_cache.h"
#include "assets/material_resolver.h"
#include "support/temp_dir.h"
#include "vfs/vfs.h"

namespace fs = std::filesystem;
using bsp::DecodedImage;
using bsp::ImageCache;
using bsp::MaterialImage;

namespace {

DecodedImage solid(int w, int h, uint8_t value) {
    DecodedImage d;
    d.width = w;
    d.height = h;
    d.pixels.assign(size_t(w) * size_t(h) * 4, value);
    return d;
}

MaterialImage sample() {
    MaterialImage m;
    m.source = "textures/a.tga";
    m.image = solid(4, 2, 7);
    m.mip_levels = {solid(2, 1, 8), solid(1, 1, 9)};
    return m;
}

void write_tga(const fs::path& p, int w, int h, uint8_t red) {
    std::vector<uint8_t> rgb;
    for (int i = 0; i < w * h; ++i) rgb.insert(rgb.end(), {red, 20, 30});
    fs::create_directories(p.parent_path());
    stbi_write_tga(p.string().c_str(), w, h, 3, rgb.data());
}

}  // namespace

TEST(ImageCache, GivesBackWhatWasStoredUnderTheSameKeyOnly) {
    bsptest::TempDir tmp;
    const ImageCache cache(tmp.path() / "cache");
    EXPECT_FALSE(cache.load("k").has_value());
    cache.store("k", sample());
    const auto back = cache.load("k");
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->image.width, 4);
    EXPECT_EQ(back->image.pixels, sample().image.pixels);
    ASSERT_EQ(back->mip_levels.size(), 2u);
    EXPECT_EQ(back->mip_levels[1].pixels, sample().mip_levels[1].pixels);
    EXPECT_FALSE(cache.load("other key").has_value());
    EXPECT_FALSE(ImageCache().load("k").has_value()) << "an off cache misses";
}

// load() checks the checksum level by level as it reads; store() sums the whole
// entry at once. Keys of every length put the header's end, and odd level sizes the
// levels' ends, at every offset within an 8-byte step.
TEST(ImageCache, EntriesOfEveryAlignmentComeBack) {
    bsptest::TempDir tmp;
    const ImageCache cache(tmp.path());
    MaterialImage odd;
    odd.image = solid(3, 5, 1);
    odd.image.pixels[7] = 200;
    odd.mip_levels = {solid(1, 2, 2), solid(1, 1, 3)};
    for (size_t length = 1; length <= 16; ++length) {
        const std::string key(length, char('a' + length));
        cache.store(key, odd);
        const auto back = cache.load(key);
        ASSERT_TRUE(back.has_value()) << "key of " << length << " bytes";
        EXPECT_EQ(back->image.pixels, odd.image.pixels);
        ASSERT_EQ(back->mip_levels.size(), 2u);
        EXPECT_EQ(back->mip_levels[0].pixels, odd.mip_levels[0].pixels);
    }
}

TEST(ImageCache, ADamagedEntryIsAMiss) {
    bsptest::TempDir tmp;
    const ImageCache cache(tmp.path());
    cache.store("k", sample());
    fs::path entry;
    for (const auto& e : fs::directory_iterator(tmp.path())) entry = e.path();
    ASSERT_FALSE(entry.empty());
    const auto size = fs::file_size(entry);
    {
        std::fstream f(entry, std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(std::streamoff(size - 20));
        f.put('\x55');
    }
    EXPECT_FALSE(cache.load("k").has_value()) << "a flipped pixel fails the checksum";
    fs::resize_file(entry, size / 2);
    EXPECT_FALSE(cache.load("k").has_value()) << "a cut file";
    std::ofstream(entry, std::ios::binary) << "BSPVIMG1 and nothing sensible after it";
    EXPECT_FALSE(cache.load("k").has_value());
}

// A process killed between writing and renaming leaves its temporary file; trim()
// deletes such files once no store can still be writing them, and no entry with them.
TEST(ImageCache, TrimDeletesTemporaryFilesAStoreLeftLongAgo) {
    bsptest::TempDir tmp;
    const ImageCache cache(tmp.path() / "cache");
    cache.store("k", sample());
    const fs::path old_temp = tmp.path() / "cache" / "0123456789abcdef.img.tmp4242-0";
    const fs::path new_temp = tmp.path() / "cache" / "0123456789abcdef.img.tmp4243-0";
    std::ofstream(old_temp) << "half an entry";
    std::ofstream(new_temp) << "an entry being written";
    fs::last_write_time(old_temp, fs::file_time_type::clock::now() - std::chrono::hours(2));
    cache.trim();
    EXPECT_FALSE(fs::exists(old_temp));
    EXPECT_TRUE(fs::exists(new_temp)) << "a store may still be writing it";
    EXPECT_TRUE(cache.load("k").has_value());
}

// Threads of one process storing the same key at once (two materials' streamers, or
// a streamer beside the loader) each write a temporary file of their own: the entry
// left is one of theirs, whole, never bytes of two interleaved.
TEST(ImageCache, StoresOfOneKeyFromSeveralThreadsLeaveAWholeEntry) {
    bsptest::TempDir tmp;
    const ImageCache cache(tmp.path() / "cache");
    constexpr int kThreads = 6, kRounds = 40;
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&cache, t, kThreads] {
            MaterialImage m;
            m.image = solid(64 * (kThreads - t), 64, uint8_t(10 + t));  // sizes differ: no write covers another
            for (int r = 0; r < kRounds; ++r) cache.store("shared key", m);
        });
    }
    // A reader meanwhile: once there is an entry, every load finds a whole one.
    std::atomic<bool> writing{true};
    int damaged = 0;
    std::thread reader([&] {
        bool seen = false;
        while (writing) {
            const bool whole = cache.load("shared key").has_value();
            if (seen && !whole) ++damaged;
            seen = seen || whole;
        }
    });
    for (std::thread& t : threads) t.join();
    writing = false;
    reader.join();
    EXPECT_EQ(damaged, 0) << "loads that found a damaged or missing entry after a whole one";
    const auto back = cache.load("shared key");
    ASSERT_TRUE(back.has_value()) << "the entry left is damaged";
    const uint8_t value = back->image.pixels[0];
    EXPECT_GE(value, 10);
    EXPECT_LT(value, 10 + kThreads);
    EXPECT_EQ(back->image.pixels, solid(64 * (kThreads - (value - 10)), 64, value).pixels);
    size_t files = 0;
    for (const auto& entry : fs::directory_iterator(tmp.path() / "cache")) {
        ++files;
        EXPECT_EQ(entry.path().string().find(".tmp"), std::string::npos) << entry.path() << " left behind";
    }
    EXPECT_EQ(files, 1u);
}

TEST(ImageCache, TrimDeletesTheLeastRecentlyUsedPastTheBound) {
    bsptest::TempDir tmp;
    const ImageCache big(tmp.path());
    for (const char* key : {"a", "b", "c"}) {
        big.store(key, sample());
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ASSERT_TRUE(big.load("a").has_value());  // used last now
    const uint64_t entry = fs::file_size(fs::directory_iterator(tmp.path())->path());
    const ImageCache small(tmp.path(), 2 * entry);
    small.trim();
    EXPECT_TRUE(small.load("a").has_value());
    EXPECT_FALSE(small.load("b").has_value()) << "the oldest use goes first";
    EXPECT_TRUE(small.load("c").has_value());
}

TEST(ImageCache, SecondResolveTakesTheImagesFromTheCacheAndAChangedFileIsDecodedAgain) {
    bsptest::TempDir game;
    bsptest::TempDir cache_dir;
    write_tga(game / "textures/t/wall.tga", 8, 8, 100);
    bsp::Map map;
    bsp::Material m;
    m.name = "textures/t/wall";
    map.materials.push_back(m);
    const ImageCache cache(cache_dir.path());
    auto resolve = [&] {
        bsp::Vfs vfs;
        vfs.mount(game.path().string());
        return bsp::resolve_materials(map, vfs, {}, &cache);
    };
    const bsp::MaterialSet first = resolve();
    ASSERT_EQ(first.images.size(), 1u);
    EXPECT_FALSE(fs::is_empty(cache_dir.path())) << "the decoded image was saved";
    const bsp::MaterialSet second = resolve();
    ASSERT_EQ(second.images.size(), 1u);
    EXPECT_EQ(second.images[0].image.pixels, first.images[0].image.pixels);
    ASSERT_EQ(second.images[0].mip_levels.size(), first.images[0].mip_levels.size());
    for (size_t i = 0; i < first.images[0].mip_levels.size(); ++i)
        EXPECT_EQ(second.images[0].mip_levels[i].pixels, first.images[0].mip_levels[i].pixels);

    // A new file (another size and time): another key, decoded again.
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));  // PhysFS times are in seconds
    write_tga(game / "textures/t/wall.tga", 4, 4, 200);
    const bsp::MaterialSet third = resolve();
    ASSERT_EQ(third.images.size(), 1u);
    EXPECT_EQ(third.images[0].image.width, 4);
    EXPECT_EQ(third.images[0].image.pixels.at(0), 200);
}

TEST(ImageCache, TheEnvironmentNamesTheFolderAndTheBound) {
    const char* old_dir = std::getenv("BSPVIEW_CACHE_DIR");
    const std::string saved = old_dir ? old_dir : "";
    setenv("BSPVIEW_CACHE_DIR", "off", 1);
    EXPECT_FALSE(ImageCache::from_environment().enabled());
    setenv("BSPVIEW_CACHE_DIR", "/tmp/somewhere", 1);
    EXPECT_EQ(ImageCache::from_environment().dir(), fs::path("/tmp/somewhere"));
    if (old_dir) setenv("BSPVIEW_CACHE_DIR", saved.c_str(), 1);
    else unsetenv("BSPVIEW_CACHE_DIR");
}

// ImageStreamer: the pending images of a MaterialSet decoded on worker threads after
// the map is on screen, each as resolve_materials would have decoded it, through the
// image cache, with failures reported by file.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "assets/image_cache.h"
#include "assets/image_streamer.h"
#include "assets/mip_levels.h"
#include "assets/texture_library.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "vfs/vfs.h"

namespace fs = std::filesystem;
using bsp::ImageStreamer;
using bsptest::TempDir;

namespace {

std::map<int32_t, ImageStreamer::Ready> take_all(ImageStreamer& streamer) {
    std::map<int32_t, ImageStreamer::Ready> out;
    while (std::optional<ImageStreamer::Ready> r = streamer.take_waiting()) out.emplace(r->image, std::move(*r));
    return out;
}

}  // namespace

TEST(ImageStreamer, DecodesEachJobWithTheLevelsAsked) {
    TempDir game("stream");
    bsptest::write_image_file(game / "textures/a.tga", 8, 4, 10);
    bsptest::write_image_file(game / "env/face.png", 4, 4, 20);
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    ImageStreamer streamer(vfs, bsp::ImageCache(), {{3, "textures/a.tga", "", true}, {7, "env/face.png", "", false}});
    EXPECT_EQ(streamer.total(), 2u);
    const auto ready = take_all(streamer);
    EXPECT_TRUE(streamer.finished());
    EXPECT_EQ(streamer.taken(), 2u);
    ASSERT_EQ(ready.size(), 2u);
    const bsp::MaterialImage& a = ready.at(3).decoded;
    EXPECT_EQ(a.source, "textures/a.tga");
    EXPECT_EQ(a.image.width, 8);
    EXPECT_EQ(a.image.height, 4);
    EXPECT_EQ(a.image.pixels[0], 10);
    EXPECT_EQ(a.mip_levels.size(), bsp::build_mip_levels(a.image).size());
    EXPECT_FALSE(a.mip_levels.empty());
    EXPECT_TRUE(ready.at(3).problem.empty());
    EXPECT_EQ(ready.at(7).decoded.image.width, 4);
    EXPECT_TRUE(ready.at(7).decoded.mip_levels.empty()) << "a sky face is drawn without levels";
    EXPECT_FALSE(streamer.take().has_value());
    EXPECT_FALSE(streamer.take_waiting().has_value()) << "nothing left: no wait";
}

TEST(ImageStreamer, AFileThatDoesNotDecodeComesBackEmptyWithItsProblem) {
    TempDir game("stream");
    bsptest::write_text_file(game / "textures/bad.png", "not a png at all");
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    ImageStreamer streamer(vfs, bsp::ImageCache(), {{0, "textures/bad.png", "", true}, {1, "textures/gone.tga", "", true}});
    const auto ready = take_all(streamer);
    ASSERT_EQ(ready.size(), 2u);
    EXPECT_EQ(ready.at(0).decoded.image.width, 0);
    EXPECT_EQ(ready.at(0).decoded.source, "textures/bad.png");
    EXPECT_FALSE(ready.at(0).problem.empty());
    EXPECT_EQ(ready.at(0).problem.find("textures/bad.png"), std::string::npos) << "the name is decoded.source";
    EXPECT_EQ(ready.at(1).problem, "cannot be read");
}

// The loader defers decoding and takes the first file that is there; when that one
// turns out broken, the next extension that is there is drawn, as find_image and the
// engine take it. Its pixels are not cached under the broken file's key.
TEST(ImageStreamer, ABrokenFileGivesWayToTheNextExtensionThatIsThere) {
    TempDir game("stream"), cache_dir("stream-cache");
    bsptest::write_text_file(game / "textures/a.tga", "not a tga");
    bsptest::write_image_file(game / "textures/a.png", 8, 8, 77);
    bsptest::write_text_file(game / "textures/b.jpg", "not a jpg");
    bsptest::write_text_file(game / "textures/b.png", "not a png either");
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    const std::string key = vfs.stamp_of("textures/a.tga") + "|textures/a.tga";
    const bsp::ImageCache cache(cache_dir.path());
    ImageStreamer streamer(vfs, cache, {{0, "textures/a.tga", key, true}, {1, "textures/b.jpg", "", true}});
    const auto ready = take_all(streamer);
    ASSERT_EQ(ready.size(), 2u);
    const bsp::MaterialImage& a = ready.at(0).decoded;
    EXPECT_EQ(a.source, "textures/a.png");
    EXPECT_EQ(a.image.width, 8);
    EXPECT_EQ(a.image.pixels[0], 77);
    EXPECT_FALSE(a.mip_levels.empty());
    EXPECT_TRUE(ready.at(0).problem.empty());
    EXPECT_FALSE(cache.load(key).has_value()) << "a.png's pixels stored as a.tga's";
    // None decodes: the first file and its own problem.
    EXPECT_EQ(ready.at(1).decoded.source, "textures/b.jpg");
    EXPECT_EQ(ready.at(1).decoded.image.width, 0);
    EXPECT_FALSE(ready.at(1).problem.empty());
}

TEST(ImageFallbacks, TheOtherExtensionsInTheEnginesOrder) {
    using V = std::vector<std::string>;
    EXPECT_EQ(bsp::image_fallbacks_of("textures/a.tga"), (V{"textures/a.jpg", "textures/a.png"}));
    EXPECT_EQ(bsp::image_fallbacks_of("textures/a.jpg"), (V{"textures/a.tga", "textures/a.png"}));
    EXPECT_EQ(bsp::image_fallbacks_of("textures/a"), (V{"textures/a.tga", "textures/a.jpg", "textures/a.png"}));
    EXPECT_EQ(bsp::image_fallbacks_of("textures/a.pcx"), (V{"textures/a.tga", "textures/a.jpg", "textures/a.png"}));
    EXPECT_EQ(bsp::image_fallbacks_of("env/sky.v2/up.png"), (V{"env/sky.v2/up.tga", "env/sky.v2/up.jpg"}));
}

// What one run decodes, the next takes from the cache: here the file is gone by then.
TEST(ImageStreamer, StoresInTheCacheAndTakesFromIt) {
    TempDir game("stream"), cache_dir("stream-cache");
    bsptest::write_image_file(game / "textures/a.tga", 16, 16, 99);
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    const std::string key = vfs.stamp_of("textures/a.tga") + "|textures/a.tga";
    const bsp::ImageCache cache(cache_dir.path());
    {
        ImageStreamer first(vfs, cache, {{0, "textures/a.tga", key, true}});
        const auto ready = take_all(first);
        ASSERT_EQ(ready.at(0).decoded.image.width, 16);
    }
    ASSERT_TRUE(cache.load(key).has_value());
    fs::remove(game / "textures/a.tga");
    ImageStreamer second(vfs, cache, {{0, "textures/a.tga", key, true}});
    const auto ready = take_all(second);
    EXPECT_EQ(ready.at(0).decoded.image.width, 16);
    EXPECT_EQ(ready.at(0).decoded.image.pixels[0], 99);
    EXPECT_FALSE(ready.at(0).decoded.mip_levels.empty());
}

// A map closed while its textures stream: the workers stop after the image each is on.
TEST(ImageStreamer, EndsPromptlyWithImagesStillToDecode) {
    TempDir game("stream");
    bsptest::write_image_file(game / "textures/big.tga", 512, 512, 1);
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    std::vector<ImageStreamer::Job> jobs;
    for (int i = 0; i < 400; ++i) jobs.push_back({i, "textures/big.tga", "", true});
    const auto start = std::chrono::steady_clock::now();
    {
        ImageStreamer streamer(vfs, bsp::ImageCache(), std::move(jobs));
        EXPECT_TRUE(streamer.wait_ready(5000.0));
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 3.0) << "400 images of 512x512 take far longer than stopping after one each";
}

TEST(ImageStreamer, NoJobsNoThreads) {
    bsp::Vfs vfs;
    ImageStreamer streamer(vfs, bsp::ImageCache(), {});
    EXPECT_TRUE(streamer.finished());
    EXPECT_FALSE(streamer.take_waiting().has_value());
    EXPECT_FALSE(streamer.wait_ready(1.0));
}

// Image decoding (stb_image) and loading of external lightmap pages through the vfs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <stb/stb_image_write.h>  // implementation comes from libstb

#include "assets/external_lightmaps.h"
#include "assets/image_decoder.h"
#include "support/image_files.h"
#include "support/test_maps.h"
#include "vfs/vfs.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;

namespace {

using bsptest::TempDir;

// A w×h RGB image whose pixel (x, y) is (x*10, y*10, 200): easy to check after decoding.
std::vector<uint8_t> test_pixels(int w, int h) {
    std::vector<uint8_t> rgb;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) rgb.insert(rgb.end(), {uint8_t(x * 10), uint8_t(y * 10), uint8_t(200)});
    return rgb;
}

void append_bytes(void* context, void* data, int size) {
    auto* out = static_cast<std::vector<uint8_t>*>(context);
    const auto* bytes = static_cast<const uint8_t*>(data);
    out->insert(out->end(), bytes, bytes + size);
}

std::vector<uint8_t> encode_tga(int w, int h, const std::vector<uint8_t>& rgb) {
    std::vector<uint8_t> out;
    stbi_write_tga_to_func(append_bytes, &out, w, h, 3, rgb.data());
    return out;
}

std::vector<uint8_t> encode_png(int w, int h, const std::vector<uint8_t>& rgb) {
    std::vector<uint8_t> out;
    stbi_write_png_to_func(append_bytes, &out, w, h, 3, rgb.data(), w * 3);
    return out;
}

bsp::LightmapImage external(const std::string& path, bool direction = false) {
    bsp::LightmapImage image;
    image.external_path = path;
    image.is_direction_map = direction;
    return image;
}

bool mentions(const std::vector<std::string>& warnings, const std::string& what) {
    for (const std::string& w : warnings)
        if (w.find(what) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST(ImageDecoder, DecodesTgaAndPngToRgbOrRgba) {
    const std::vector<uint8_t> rgb = test_pixels(5, 3);
    for (const auto& file : {encode_tga(5, 3, rgb), encode_png(5, 3, rgb)}) {
        std::string error;
        auto image = bsp::decode_image(file, 3, &error);
        ASSERT_TRUE(image.has_value()) << error;
        EXPECT_EQ(image->width, 5);
        EXPECT_EQ(image->height, 3);
        EXPECT_EQ(image->channels, 3);
        EXPECT_EQ(image->pixels, rgb);  // rows top to bottom, as written

        auto rgba = bsp::decode_image(file, 4);
        ASSERT_TRUE(rgba.has_value());
        ASSERT_EQ(rgba->pixels.size(), size_t(5 * 3 * 4));
        EXPECT_EQ(rgba->channels, 4);
        EXPECT_EQ(rgba->pixels[4 * 7 + 0], 20);  // pixel (2, 1)
        EXPECT_EQ(rgba->pixels[4 * 7 + 1], 10);
        EXPECT_EQ(rgba->pixels[4 * 7 + 3], 255);  // opaque alpha added
    }
}

// A binary PGM the image fuzzer found: stb decodes it to a buffer for an image 0
// pixels wide or high. There is nothing to draw; it is refused with the size.
TEST(ImageDecoder, ImageWithoutPixelsIsRefused) {
    const std::vector<uint8_t> pgm = {
        0x50, 0x35, 0x07, 0x00, 0x40, 0x60, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x50, 0x00, 0x00, 0x00,
        0x03, 0x00, 0x01, 0x00, 0x00, 0x10, 0x00, 0x00, 0x01, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x3f, 0x00, 0x00, 0x00, 0x00, 0x02, 0x04, 0x00, 0x00, 0x50, 0x00, 0x00, 0x00,
        0x03, 0x00, 0x04, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x00, 0x3f, 0x00, 0x00, 0x00, 0x3f, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x41, 0xff, 0xff, 0x80, 0x80};
    std::string error;
    EXPECT_FALSE(bsp::decode_image(pgm, 4, &error).has_value());
    EXPECT_NE(error.find("nothing to draw"), std::string::npos) << error;
}

TEST(ImageDecoder, RejectsGarbageWithAReason) {
    const std::vector<uint8_t> garbage = {1, 2, 3, 4, 5, 6, 7, 8};
    std::string error;
    EXPECT_FALSE(bsp::decode_image(garbage, 3, &error).has_value());
    EXPECT_FALSE(error.empty());
    error.clear();
    EXPECT_FALSE(bsp::decode_image({}, 3, &error).has_value());
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(bsp::decode_image(encode_tga(2, 2, test_pixels(2, 2)), 2, &error).has_value());
    EXPECT_NE(error.find("channels"), std::string::npos);
    std::vector<uint8_t> truncated = encode_png(8, 8, test_pixels(8, 8));
    truncated.resize(truncated.size() / 2);
    EXPECT_FALSE(bsp::decode_image(truncated, 4).has_value());  // no error pointer: still fine
}

TEST(ExternalLightmaps, LoadsPagesAndReplacesMissingOrBadOnesWithGrey) {
    TempDir tmp;
    const std::vector<uint8_t> rgb = test_pixels(4, 2);
    bsptest::write_binary_file(tmp / "game/maps/test/lm_0000.tga", encode_tga(4, 2, rgb));
    bsptest::write_binary_file(tmp / "game/maps/test/lm_0001.tga", encode_tga(4, 2, rgb));
    bsptest::write_binary_file(tmp / "game/maps/test/lm_0003.tga", {'n', 'o', 't', ' ', 't', 'g', 'a'});
    bsp::Vfs vfs;
    vfs.mount_game_dir((tmp / "game").string());

    bsp::Map map;
    bsp::LightmapImage internal;  // already filled by the parser: left alone
    internal.width = internal.height = 1;
    internal.rgb = {1, 2, 3};
    map.lightmaps.push_back(internal);
    map.lightmaps.push_back(external("maps/test/lm_0000.tga"));
    map.lightmaps.push_back(external("maps/test/lm_0001.tga", true));
    map.lightmaps.push_back(external("maps/test/lm_0002.tga"));  // missing
    map.lightmaps.push_back(external("maps/test/lm_0003.tga"));  // not an image

    EXPECT_EQ(bsp::load_external_lightmaps(map, vfs), 2);
    EXPECT_EQ(map.lightmaps[0].rgb, (std::vector<uint8_t>{1, 2, 3}));
    for (int k : {1, 2}) {
        EXPECT_EQ(map.lightmaps[size_t(k)].width, 4);
        EXPECT_EQ(map.lightmaps[size_t(k)].height, 2);
        EXPECT_EQ(map.lightmaps[size_t(k)].rgb, rgb);
    }
    for (int k : {3, 4}) {
        const bsp::LightmapImage& grey = map.lightmaps[size_t(k)];
        ASSERT_GT(grey.width, 0);
        EXPECT_EQ(grey.rgb.size(), size_t(grey.width) * size_t(grey.height) * 3);
        for (uint8_t v : grey.rgb) EXPECT_EQ(v, 128);
    }
    ASSERT_EQ(map.warnings.size(), 2u);
    EXPECT_TRUE(mentions(map.warnings, "maps/test/lm_0002.tga"));
    EXPECT_TRUE(mentions(map.warnings, "maps/test/lm_0003.tga"));

    // Everything is loaded now: a second call does nothing.
    EXPECT_EQ(bsp::load_external_lightmaps(map, vfs), 0);
    EXPECT_EQ(map.warnings.size(), 2u);
}

TEST(ExternalLightmaps, NexuizAggressorPagesBesideTheMap) {
    const fs::path bsp_file = bsptest::shared_maps_dir() / "q3/nexuiz-aggressor.bsp";
    BSPTEST_REQUIRE_PATH(bsp_file);
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / "q3/nexuiz-aggressor/lm_0000.tga");
    BSPTEST_REQUIRE_PATH(bsptest::shared_maps_dir() / "q3/nexuiz-aggressor/lm_0001.tga");
    bsp::Vfs vfs;
    const bsp::MapLocation location = bsp::open_map_location(vfs, bsp_file.string(), {});
    bsp::Map map;
    const std::string folder = "maps/" + location.map_name + "/";
    map.lightmaps.push_back(external(folder + "lm_0000.tga"));
    map.lightmaps.push_back(external(folder + "lm_0001.tga", true));
    EXPECT_EQ(bsp::load_external_lightmaps(map, vfs), 2);
    EXPECT_TRUE(map.warnings.empty());
    for (const bsp::LightmapImage& image : map.lightmaps) {
        EXPECT_EQ(image.width, 512);
        EXPECT_EQ(image.height, 512);
        EXPECT_EQ(image.rgb.size(), size_t(512 * 512 * 3));
    }
    // A lit page is not one flat colour.
    const auto& page = map.lightmaps[0].rgb;
    EXPECT_NE(std::count(page.begin(), page.end(), page[0]), std::ptrdiff_t(page.size()));
}

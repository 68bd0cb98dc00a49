// TextureBundle: everything the renderer looks up for a map's materials is read and
// decoded up front, and a library over the bundle gives the same answers with no
// file system at all (the GL thread's side of loading).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include <stb/stb_image_write.h>  // implementation comes from libstb

#include "assets/texture_bundle.h"
#include "vfs/vfs.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using bsp::TextureBundle;
using bsp::TextureLibrary;

namespace {

using bsptest::TempDir;

void append_bytes(void* context, void* data, int size) {
    auto* out = static_cast<std::vector<uint8_t>*>(context);
    const auto* bytes = static_cast<const uint8_t*>(data);
    out->insert(out->end(), bytes, bytes + size);
}

void write_file(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

// A w×h image of one colour, as .tga or .png by the file's extension.
void write_image(const fs::path& p, int w, int h, uint8_t red) {
    std::vector<uint8_t> rgb;
    for (int i = 0; i < w * h; ++i) rgb.insert(rgb.end(), {red, 20, 30});
    std::vector<uint8_t> out;
    if (p.extension() == ".png") stbi_write_png_to_func(append_bytes, &out, w, h, 3, rgb.data(), w * 3);
    else stbi_write_tga_to_func(append_bytes, &out, w, h, 3, rgb.data());
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(out.data()), std::streamsize(out.size()));
}

bsp::Material material(const std::string& name) {
    bsp::Material m;
    m.name = name;
    return m;
}

// A game dir with a script, plain images, a sky box and a cloud layer.
struct GameDir {
    TempDir tmp;
    GameDir() {
        write_file(tmp / "scripts/test.shader", R"(
textures/test/scripted
{
    { map textures/test/stage_image.tga }
    { map $lightmap blendFunc filter }
}
textures/test/sky
{
    surfaceparm sky
    skyparms env/box - -
    { map textures/test/cloud.tga }
}
textures/test/alias
{
    { map textures/test/plain.png }
}
)");
        write_image(tmp / "textures/test/stage_image.tga", 8, 4, 10);
        write_image(tmp / "textures/test/plain.png", 4, 4, 20);
        write_image(tmp / "textures/test/cloud.tga", 2, 2, 30);
        for (const char* side : {"_rt", "_lf", "_bk", "_ft", "_up", "_dn"})
            write_image(tmp / ("env/box" + std::string(side) + ".tga"), 2, 2, 40);
    }
};

bsp::Map test_map() {
    bsp::Map map;
    for (const char* name : {"textures/test/scripted", "textures/test/plain", "textures/test/sky",
                             "textures/test/missing", "textures/test/alias"})
        map.materials.push_back(material(name));
    bsp::Material embedded = material("embedded_in_the_map");
    embedded.width = embedded.height = 1;
    embedded.rgba = {1, 2, 3, 4};
    map.materials.push_back(embedded);
    return map;
}

}  // namespace

TEST(TextureBundle, LibraryOverTheBundleAnswersWithoutAnyFiles) {
    const bsp::Map map = test_map();
    TextureBundle bundle;
    {
        GameDir game;
        bsp::Vfs vfs;
        vfs.mount(game.tmp.path().string());
        bundle = bsp::prepare_texture_bundle(map, vfs);
    }  // the files and the vfs are gone: everything below comes from the bundle

    const TextureLibrary library(std::move(bundle.images), &bundle.scripts);
    const bsp::MaterialImage scripted = library.resolve("textures/test/scripted");
    ASSERT_NE(scripted.image, nullptr);
    EXPECT_EQ(scripted.path, "textures/test/stage_image.tga");
    EXPECT_EQ(scripted.image->width, 8);
    EXPECT_EQ(scripted.image->height, 4);
    ASSERT_NE(scripted.shader, nullptr);

    const bsp::MaterialImage plain = library.resolve("textures/test/plain");
    ASSERT_NE(plain.image, nullptr);
    EXPECT_EQ(plain.path, "textures/test/plain.png");
    EXPECT_EQ(plain.image->pixels[0], 20);

    EXPECT_EQ(library.resolve("textures/test/missing").image, nullptr);
    // Never looked up while preparing: embedded images are uploaded from the Map.
    EXPECT_EQ(library.resolve("embedded_in_the_map").image, nullptr);

    // The sky: its shader's cloud image and all six box faces.
    const bsp::MaterialImage sky = library.resolve("textures/test/sky");
    ASSERT_NE(sky.shader, nullptr);
    ASSERT_NE(sky.image, nullptr);
    EXPECT_EQ(sky.path, "textures/test/cloud.tga");
    const auto faces = library.sky_box_faces(bsp::sky_box_prefix(sky.shader->sky_box));
    ASSERT_TRUE(faces.has_value());
    EXPECT_EQ((*faces)[5]->width, 2);
    EXPECT_TRUE(library.load_image(sky.shader->first_image).has_value());
}

TEST(TextureBundle, AnImageSharedByTwoMaterialsIsDecodedOnce) {
    GameDir game;
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const TextureBundle bundle = bsp::prepare_texture_bundle(test_map(), vfs);
    // plain.png serves "textures/test/plain" and the shader "textures/test/alias".
    size_t plain = 0;
    for (const auto& [name, path] : bundle.images.path_of_name) plain += path == "textures/test/plain.png";
    EXPECT_EQ(plain, 2u);
    // stage_image, plain, cloud and six sky faces.
    EXPECT_EQ(bundle.images.by_path.size(), 9u);
}

TEST(TextureBundle, ProgressRisesToOne) {
    GameDir game;
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    std::vector<float> seen;
    bsp::prepare_texture_bundle(test_map(), vfs, [&](float f) { seen.push_back(f); });
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.front(), 0.0f);
    EXPECT_EQ(seen.back(), 1.0f);
    for (size_t i = 1; i < seen.size(); ++i) EXPECT_GE(seen[i], seen[i - 1]);
}

// resolve_materials: every material of a map resolved once on the loader thread into
// format-neutral records (pass, blend, lighting, stages with their images and mip
// levels, the sky), so the GL thread needs no file system and no shader script.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include "assets/material_resolver.h"
#include "assets/sky_material.h"
#include "support/map_records.h"
#include "vfs/vfs.h"
#include "support/image_files.h"
#include "support/temp_dir.h"

namespace fs = std::filesystem;
using bsp::BlendMode;
using bsp::MaterialLighting;
using bsp::MaterialPass;
using bsp::MaterialSet;

namespace {

using bsptest::TempDir;

void write_image(const fs::path& p, int w, int h, uint8_t red) { bsptest::write_image_file(p, w, h, red); }

// A game dir with a script, plain images, a sky box and a cloud layer.
struct GameDir {
    TempDir tmp;
    GameDir() {
        bsptest::write_text_file(tmp / "scripts/test.shader", R"(
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
textures/test/glow
{
    cull none
    {
        map textures/test/plain.png
        blendFunc add
    }
}
textures/test/nodraw
{
    surfaceparm nodraw
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
                             "textures/test/missing", "textures/test/alias", "textures/test/glow",
                             "textures/test/nodraw"})
        map.materials.push_back(bsptest::named_material(name));
    bsp::Material embedded = bsptest::named_material("embedded_in_the_map");
    embedded.width = embedded.height = 1;
    embedded.rgba = {1, 2, 3, 4};
    map.materials.push_back(embedded);
    bsp::Surface sky;  // the sky is the one a surface shows
    sky.material = 2;
    map.surfaces.push_back(sky);
    return map;
}


// Index of each test_map() material.
enum { kScripted, kPlain, kSky, kMissing, kAlias, kGlow, kNoDraw, kEmbedded };

const bsp::MaterialImage& image_of(const MaterialSet& set, size_t material) {
    const bsp::MaterialStage* stage = set.materials.at(material).base_stage();
    EXPECT_NE(stage, nullptr);
    EXPECT_GE(stage->image, 0);
    return set.images.at(size_t(stage->image));
}

}  // namespace

// A material no surface shows (the parser's kMaterialUnused) is not looked up: no
// image decoded, nothing missing, even where its image or script exists.
TEST(MaterialResolver, UnusedMaterialsAreNeitherDecodedNorMissing) {
    bsp::Map map = test_map();
    map.materials[kMissing].flags |= bsp::kMaterialUnused;
    map.materials[kScripted].flags |= bsp::kMaterialUnused;
    GameDir game;
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(map, vfs);
    EXPECT_TRUE(set.missing.empty());
    for (size_t m : {size_t(kMissing), size_t(kScripted)}) {
        EXPECT_EQ(set.materials[m].pass, MaterialPass::Skip) << m;
        EXPECT_TRUE(set.materials[m].stages.empty()) << m;
        EXPECT_FALSE(set.materials[m].missing) << m;
    }
    for (const bsp::MaterialImage& image : set.images) EXPECT_NE(image.source, "textures/test/stage_image.tga");
    EXPECT_EQ(image_of(set, kPlain).source, "textures/test/plain.png") << "the others as before";
}

TEST(MaterialResolver, RecordsSayHowEachMaterialIsDrawnWithoutAnyFiles) {
    const bsp::Map map = test_map();
    MaterialSet set;
    {
        GameDir game;
        bsp::Vfs vfs;
        vfs.mount(game.tmp.path().string());
        set = bsp::resolve_materials(map, vfs);
    }  // the files and the vfs are gone: everything below comes from the set
    ASSERT_EQ(set.materials.size(), map.materials.size());

    // A script's first stage image, lit by the lightmap its $lightmap stage names.
    EXPECT_EQ(image_of(set, kScripted).source, "textures/test/stage_image.tga");
    EXPECT_EQ(image_of(set, kScripted).image.width, 8);
    EXPECT_EQ(image_of(set, kScripted).image.height, 4);
    EXPECT_FALSE(image_of(set, kScripted).mip_levels.empty());
    EXPECT_EQ(set.materials[kScripted].pass, MaterialPass::Opaque);
    EXPECT_EQ(set.materials[kScripted].lighting, MaterialLighting::Lightmap);

    EXPECT_EQ(image_of(set, kPlain).source, "textures/test/plain.png");
    EXPECT_EQ(image_of(set, kPlain).image.pixels[0], 20);

    // A script without a $lightmap stage and with blendFunc add: full bright, additive, two-sided.
    const bsp::ResolvedMaterial& glow = set.materials[kGlow];
    EXPECT_EQ(glow.pass, MaterialPass::Translucent);
    EXPECT_EQ(glow.base_stage()->blend, BlendMode::Additive);
    EXPECT_EQ(glow.lighting, MaterialLighting::None);
    EXPECT_TRUE(glow.two_sided);

    // Missing images are named once, in map order; nodraw and sky sample no image.
    EXPECT_TRUE(set.materials[kMissing].missing);
    EXPECT_EQ(set.materials[kMissing].base_stage()->image, -1);
    EXPECT_EQ(set.missing, (std::vector<bsp::MissingMaterial>{{"textures/test/missing", ""}}));
    EXPECT_EQ(set.materials[kNoDraw].pass, MaterialPass::Skip);
    EXPECT_TRUE(set.materials[kNoDraw].stages.empty());
    EXPECT_EQ(set.materials[kSky].pass, MaterialPass::Sky);
    EXPECT_TRUE(set.materials[kSky].stages.empty());

    // Embedded images come from the map itself, with their mip levels.
    EXPECT_EQ(image_of(set, kEmbedded).image.pixels, (std::vector<uint8_t>{1, 2, 3, 4}));
    EXPECT_TRUE(image_of(set, kEmbedded).mip_levels.empty()) << "a 1x1 image has no smaller levels";

    // The sky: its shader's box, all six faces of one size.
    ASSERT_EQ(set.sky.kind, bsp::SkyKind::Box);
    for (int32_t face : set.sky.box) {
        ASSERT_GE(face, 0);
        EXPECT_EQ(set.images[size_t(face)].image.width, 2);
        EXPECT_TRUE(set.images[size_t(face)].mip_levels.empty()) << "sky faces are drawn without mip levels";
    }
    EXPECT_EQ(set.images[size_t(set.sky.box[0])].source, "env/box_rt.tga");
    // Its stage is a cloud layer over the box: "-" as the cloud height reads as 512,
    // as the engine's ParseSkyParms reads it.
    ASSERT_EQ(set.sky.clouds.size(), 1u);
    EXPECT_FLOAT_EQ(set.sky.cloud_height, 512.0f);
    ASSERT_GE(set.sky.clouds[0].image, 0);
    EXPECT_EQ(set.images[size_t(set.sky.clouds[0].image)].source, "textures/test/cloud.tga");
}

TEST(MaterialResolver, AnImageSharedByTwoMaterialsIsDecodedOnce) {
    GameDir game;
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(test_map(), vfs);
    // plain.png serves "textures/test/plain", the shader "textures/test/alias" and the glow.
    EXPECT_EQ(set.materials[kPlain].base_stage()->image, set.materials[kAlias].base_stage()->image);
    EXPECT_EQ(set.materials[kPlain].base_stage()->image, set.materials[kGlow].base_stage()->image);
    // stage_image, plain, the embedded image, six sky faces and the sky's cloud layer;
    // the nodraw material's image is never decoded.
    EXPECT_EQ(set.images.size(), 10u);
}

// ioquake3 draws each sky face at its own size (islanddm's 512x511 face): the box is
// kept, the odd faces scaled to the largest size, and a warning names them.
TEST(MaterialResolver, SkyFacesOfUnequalSizesAreScaledToOneSize) {
    GameDir game;
    write_image(game.tmp / "env/box_up.tga", 4, 3, 40);
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(test_map(), vfs);
    ASSERT_EQ(set.sky.kind, bsp::SkyKind::Box);
    for (int32_t face : set.sky.box) {
        const bsp::DecodedImage& image = set.images.at(size_t(face)).image;
        EXPECT_EQ(image.width, 4);
        EXPECT_EQ(image.height, 3);
        EXPECT_EQ(image.pixels.size(), 4u * 3u * 4u);
        EXPECT_EQ(image.pixels[0], 40);  // one colour stays that colour
    }
    EXPECT_EQ(set.images.at(size_t(set.sky.box[4])).source, "env/box_up.tga");  // the largest is kept as is
    EXPECT_EQ(set.images.at(size_t(set.sky.box[0])).source, "env/box_rt (scaled from 2x2)");
    ASSERT_EQ(set.warnings.size(), 1u);
    EXPECT_EQ(set.warnings[0], "sky box env/box_: faces of unequal sizes (rt 2x2, lf 2x2, bk 2x2, ft 2x2, dn 2x2), "
                               "scaled to 4x3 as the engine draws each at its own size");
}

// The resolver decodes these with every other image, ahead of resolving the sky:
// the names must be the ones shader_sky then looks up.
TEST(MaterialResolver, TheSkysImagesAreNamedForDecodingAhead) {
    bsp::Q3ShaderScripts scripts;
    scripts.add_script(R"(
box_and_clouds {
surfaceparm sky
skyparms env/x 512 -
{ map clouds/a.tga }
{ map clouds/b.tga
  blendFunc add }
}
box_only {
skyparms env/y
}
dome {
surfaceparm sky
{ map sky/one.tga }
}
)", "scripts/t.shader");
    const auto names = [&](const char* shader) { return bsp::sky_image_names(*scripts.find(shader)); };
    EXPECT_EQ(names("box_and_clouds"), (std::vector<std::string>{"env/x_rt", "env/x_lf", "env/x_bk", "env/x_ft", "env/x_up",
                                                                   "env/x_dn", "clouds/a.tga", "clouds/b.tga"}));
    EXPECT_EQ(names("box_only"),
              (std::vector<std::string>{"env/y_rt", "env/y_lf", "env/y_bk", "env/y_ft", "env/y_up", "env/y_dn"}));
    EXPECT_EQ(names("dome"), (std::vector<std::string>{"sky/one.tga"})) << "no skyParms: the first image on a dome";

    // Decoded ahead or not, the game dir's sky comes out as before: the box, and the
    // stage as a cloud layer over it.
    GameDir game;
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(test_map(), vfs);
    ASSERT_EQ(set.sky.kind, bsp::SkyKind::Box);
    EXPECT_EQ(set.images.at(size_t(set.sky.box[0])).source, "env/box_rt.tga");
    ASSERT_EQ(set.sky.clouds.size(), 1u);
    EXPECT_EQ(set.images.at(size_t(set.sky.clouds[0].image)).source, "textures/test/cloud.tga");
}

TEST(MaterialResolver, QuakeSkyTextureIsSplitIntoTwoLayers) {
    bsp::Map map;
    bsp::Material sky = bsptest::named_material("sky1");
    sky.flags = bsp::kMaterialSky | bsp::kMaterialSkyLayers;
    sky.width = 4;
    sky.height = 2;
    // Left half (front): black then red; right half (back): all blue.
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 4; ++x) {
            const bool front = x < 2;
            const uint8_t r = front && x == 1 ? 200 : 0, b = front ? 0 : 150;
            sky.rgba.insert(sky.rgba.end(), {r, 0, b, 255});
        }
    map.materials.push_back(sky);
    bsp::Surface s;
    s.material = 0;
    map.surfaces.push_back(s);
    bsp::Vfs vfs;
    const MaterialSet set = bsp::resolve_materials(map, vfs);
    ASSERT_EQ(set.sky.kind, bsp::SkyKind::Layers);
    const bsp::DecodedImage& front = set.images.at(size_t(set.sky.front)).image;
    const bsp::DecodedImage& back = set.images.at(size_t(set.sky.back)).image;
    ASSERT_EQ(front.width, 2);
    EXPECT_EQ(front.pixels[3], 0) << "black is where the back layer shows through";
    EXPECT_EQ(front.pixels[4], 200);
    EXPECT_EQ(front.pixels[7], 255);
    EXPECT_EQ(back.pixels[2], 150);
}

TEST(MaterialResolver, ProgressRisesToOne) {
    GameDir game;
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    std::vector<float> seen;
    bsp::resolve_materials(test_map(), vfs, [&](float f) { seen.push_back(f); });
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.front(), 0.0f);
    EXPECT_EQ(seen.back(), 1.0f);
    for (size_t i = 1; i < seen.size(); ++i) EXPECT_GE(seen[i], seen[i - 1]);
}

// Which scripts keep the single pass (image x light drawn exactly as the engine's
// stages would) and which are drawn stage by stage, with every stage's image found.
TEST(MaterialResolver, ScriptsTheSinglePassCannotDrawBecomeStaged) {
    TempDir tmp;
    bsptest::write_text_file(tmp / "scripts/stages.shader", R"(
textures/s/lightmap_first
{
    {
        map $lightmap
        rgbGen identity
    }
    {
        map textures/s/a.tga
        blendFunc GL_DST_COLOR GL_ZERO
    }
}
textures/s/image_first
{
    {
        map textures/s/a.tga
        rgbGen identity
    }
    {
        map $lightmap
        blendFunc filter
    }
}
textures/s/glow
{
    {
        map textures/s/a.tga
        blendfunc add
    }
}
textures/s/shiny
{
    {
        map textures/s/a.tga
        rgbGen identity
    }
    {
        map textures/s/env.tga
        tcGen environment
        blendfunc add
    }
    {
        map textures/s/nowhere.tga
        blendfunc filter
    }
    {
        map $lightmap
        blendfunc filter
    }
}
textures/s/flashing
{
    {
        animMap 2 textures/s/a.tga textures/s/env.tga
        blendfunc add
    }
}
)");
    write_image(tmp / "textures/s/a.tga", 4, 4, 50);
    write_image(tmp / "textures/s/env.tga", 4, 4, 60);
    bsp::Map map;
    for (const char* name : {"textures/s/lightmap_first", "textures/s/image_first", "textures/s/glow",
                             "textures/s/shiny", "textures/s/flashing"})
        map.materials.push_back(bsptest::named_material(name));
    bsp::Vfs vfs;
    vfs.mount(tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(map, vfs);
    ASSERT_EQ(set.materials.size(), 5u);
    EXPECT_FALSE(set.materials[0].staged) << "the engine's own two passes";
    EXPECT_FALSE(set.materials[1].staged) << "image at full light, then the lightmap";
    EXPECT_FALSE(set.materials[2].staged) << "one adding stage at its default colour";
    EXPECT_EQ(set.materials[2].pass, MaterialPass::Translucent);

    const bsp::ResolvedMaterial& shiny = set.materials[3];
    ASSERT_TRUE(shiny.staged);
    ASSERT_EQ(shiny.stages.size(), 4u);
    EXPECT_EQ(shiny.base, 0);
    EXPECT_EQ(shiny.pass, MaterialPass::Opaque);
    EXPECT_EQ(shiny.lighting, MaterialLighting::Lightmap);
    EXPECT_EQ(shiny.shader_name, "textures/s/shiny");
    EXPECT_GE(shiny.stages[0].image, 0);
    EXPECT_GE(shiny.stages[1].image, 0);
    EXPECT_NE(shiny.stages[0].image, shiny.stages[1].image);
    EXPECT_EQ(shiny.stages[2].image, -1) << "a missing stage image shows the checker in that stage only";
    EXPECT_FALSE(shiny.missing);
    EXPECT_EQ(shiny.stages[3].texture, bsp::StageTexture::Lightmap);

    const bsp::ResolvedMaterial& flashing = set.materials[4];
    ASSERT_TRUE(flashing.staged);
    EXPECT_EQ(flashing.pass, MaterialPass::Translucent);
    ASSERT_EQ(flashing.stages.at(0).frames.size(), 2u);
    EXPECT_EQ(flashing.stages[0].frames[0], shiny.stages[0].image) << "one image, however many stages use it";
    EXPECT_EQ(flashing.stages[0].frames[1], shiny.stages[1].image);
}

// A script the single pass would draw (one adding stage at its default colour) is
// drawn stage by stage once it names a deform the stage path applies: autosprite
// (its quads turned to the camera), autosprite2, bulge and normal.
TEST(MaterialResolver, DeformsTheStagePathDrawsMakeAMaterialStaged) {
    TempDir tmp;
    std::string script;
    const char* const kinds[] = {"autosprite", "autosprite2", "bulge 3 4 1", "normal 0.5 2", "projectionShadow"};
    for (size_t i = 0; i < std::size(kinds); ++i)
        script += "textures/s/d" + std::to_string(i) + "\n{\n\tdeformVertexes " + kinds[i] +
                  "\n\t{\n\t\tmap textures/s/a.tga\n\t\tblendfunc add\n\t}\n}\n";
    bsptest::write_text_file(tmp / "scripts/deforms.shader", script);
    write_image(tmp / "textures/s/a.tga", 4, 4, 50);
    bsp::Map map;
    for (size_t i = 0; i < std::size(kinds); ++i) map.materials.push_back(bsptest::named_material("textures/s/d" + std::to_string(i)));
    bsp::Vfs vfs;
    vfs.mount(tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(map, vfs);
    ASSERT_EQ(set.materials.size(), 5u);
    for (size_t i = 0; i < 4; ++i) EXPECT_TRUE(set.materials[i].staged) << kinds[i];
    EXPECT_FALSE(set.materials[4].staged) << "projectionShadow is recorded only";
}

// Images are decoded together on every core before the lookups (TextureLibrary::prefetch);
// a file that is there but does not decode must still lead to the next candidate and name
// its problem, as the one-by-one lookup did.
TEST(MaterialResolver, DecodingAheadKeepsTheFallbackToTheNextExtension) {
    GameDir game;
    bsptest::write_text_file(game.tmp / "textures/test/broken.tga", "not an image");
    write_image(game.tmp / "textures/test/broken.jpg", 2, 2, 50);  // stb reads any format by content
    bsptest::write_text_file(game.tmp / "textures/test/unreadable.tga", "not an image either");
    bsp::Map map = test_map();
    map.materials.push_back(bsptest::named_material("textures/test/broken"));
    map.materials.push_back(bsptest::named_material("textures/test/unreadable"));
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(map, vfs);
    EXPECT_EQ(image_of(set, map.materials.size() - 2).source, "textures/test/broken.jpg");
    EXPECT_EQ(image_of(set, map.materials.size() - 2).image.pixels.at(0), 50);
    const bsp::ResolvedMaterial& unreadable = set.materials.back();
    EXPECT_TRUE(unreadable.missing);
    ASSERT_FALSE(set.missing.empty());
    EXPECT_EQ(set.missing.back().name, "textures/test/unreadable");
    EXPECT_NE(set.missing.back().problem.find("textures/test/unreadable.tga"), std::string::npos)
        << set.missing.back().problem;
    // Every image drawn mipmapped got its levels (made together at the end).
    EXPECT_FALSE(image_of(set, kPlain).mip_levels.empty());
    EXPECT_EQ(image_of(set, kPlain).mip_levels.back().width, 1);
}

// A map's warnings name the script problems of the shaders it uses, not those of
// every shader in the game.
TEST(MaterialResolver, WarnsAboutTheScriptsOfTheShadersTheMapUses) {
    GameDir game;
    bsptest::write_text_file(game.tmp / "scripts/odd.shader", R"(
textures/test/odd_used { { map textures/test/plain.png
  sparkle } }
textures/test/odd_unused { frobnicate { map textures/test/plain.png } }
)");
    bsptest::write_text_file(game.tmp / "scripts/broken.shader", "textures/test/broken { { map x.tga }\n");
    bsp::Map map = test_map();
    map.materials.push_back(bsptest::named_material("textures/test/odd_used"));
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(map, vfs);
    auto mentions = [&](const std::string& text) {
        size_t n = 0;
        for (const std::string& w : set.warnings) n += w.find(text) != std::string::npos;
        return n;
    };
    EXPECT_EQ(mentions("shader 'textures/test/odd_used': unknown keyword 'sparkle'"), 1u);
    EXPECT_EQ(mentions("odd_unused"), 0u);
    EXPECT_EQ(mentions("scripts/broken.shader"), 1u);
}

// Streamed textures (defer_images): the same records, but the images found by name are
// only found, not decoded; what the sky box and the cloud layer need is still there.
TEST(MaterialResolver, DeferredImagesAreFoundButLeftForTheStreamer) {
    GameDir game;
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet eager = bsp::resolve_materials(test_map(), vfs);
    const MaterialSet deferred = bsp::resolve_materials(test_map(), vfs, {}, nullptr, /*defer_images=*/true);

    ASSERT_EQ(deferred.images.size(), eager.images.size());
    ASSERT_EQ(deferred.materials.size(), eager.materials.size());
    for (size_t m = 0; m < eager.materials.size(); ++m) {
        const bsp::MaterialStage* a = eager.materials[m].base_stage();
        const bsp::MaterialStage* b = deferred.materials[m].base_stage();
        ASSERT_EQ(a == nullptr, b == nullptr) << m;
        if (a) {
            EXPECT_EQ(a->image, b->image) << m;
        }
        EXPECT_EQ(eager.materials[m].missing, deferred.materials[m].missing) << m;
        EXPECT_EQ(eager.materials[m].pass, deferred.materials[m].pass) << m;
    }
    EXPECT_EQ(deferred.missing, eager.missing);
    EXPECT_EQ(deferred.sky.box, eager.sky.box);

    const bsp::MaterialImage& plain = deferred.images.at(size_t(deferred.materials[kPlain].base_stage()->image));
    EXPECT_TRUE(plain.pending);
    EXPECT_TRUE(plain.wants_mip_levels) << "material images are drawn mipmapped";
    EXPECT_EQ(plain.image.width, 0) << "not decoded";
    EXPECT_EQ(plain.source, "textures/test/plain.png");
    EXPECT_TRUE(image_of(deferred, kScripted).pending);
    EXPECT_FALSE(image_of(deferred, kEmbedded).pending) << "the map's own images need no file";
    EXPECT_EQ(image_of(deferred, kEmbedded).image.pixels, (std::vector<uint8_t>{1, 2, 3, 4}));
    for (int32_t face : deferred.sky.box) {
        EXPECT_TRUE(deferred.images.at(size_t(face)).pending) << "the box streams: SkyLook takes its faces";
        EXPECT_FALSE(deferred.images.at(size_t(face)).wants_mip_levels);
    }
    const bsp::MaterialImage& cloud = deferred.images.at(size_t(deferred.sky.clouds.at(0).image));
    EXPECT_FALSE(cloud.pending) << "cloud layers are uploaded with the map";
    EXPECT_EQ(cloud.image.width, 2);
    EXPECT_FALSE(cloud.mip_levels.empty());
}

// Deferred, a box with faces of unequal sizes is left for SkyLook to scale: the
// sizes are only known once the faces are decoded.
TEST(MaterialResolver, DeferredSkyBoxKeepsItsFacesAsTheyAre) {
    GameDir game;
    write_image(game.tmp / "env/box_up.tga", 4, 3, 40);
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(test_map(), vfs, {}, nullptr, /*defer_images=*/true);
    ASSERT_EQ(set.sky.kind, bsp::SkyKind::Box);
    EXPECT_EQ(set.images.at(size_t(set.sky.box[4])).source, "env/box_up.tga");
    EXPECT_EQ(set.images.at(size_t(set.sky.box[0])).source, "env/box_rt.tga");
    EXPECT_TRUE(set.warnings.empty());
}

// A file that is there but does not decode is only found out when it is decoded: the
// material keeps the file (the streamer reports the problem, the renderer draws the checker).
TEST(MaterialResolver, DeferredFileThatWillNotDecodeIsStillTaken) {
    GameDir game;
    bsptest::write_text_file(game.tmp / "textures/test/plain.png", "not a png at all");
    bsp::Vfs vfs;
    vfs.mount(game.tmp.path().string());
    const MaterialSet set = bsp::resolve_materials(test_map(), vfs, {}, nullptr, /*defer_images=*/true);
    EXPECT_FALSE(set.materials[kPlain].missing);
    EXPECT_TRUE(image_of(set, kPlain).pending);
    EXPECT_EQ(image_of(set, kPlain).source, "textures/test/plain.png");
}

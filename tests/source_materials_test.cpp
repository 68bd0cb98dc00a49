// Source materials through the resolver: a game dir holding materials/<name>.vmt
// and the .vtf its $basetexture names gives records with the VTF's image and mip
// levels, the pass and blend the VMT asks for, and the checker when a file is missing.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "assets/material_resolver.h"
#include "render/material_slots.h"
#include "support/image_files.h"
#include "support/map_records.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"
#include "vfs/vfs.h"

namespace fs = std::filesystem;
using bsp::BlendMode;
using bsp::MaterialLighting;
using bsp::MaterialPass;

namespace {

void write_bytes(const fs::path& p, const std::vector<uint8_t>& bytes) {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

// A 4×4 BGRA8888 VTF with its three levels in three colours (given as R, G, B).
std::vector<uint8_t> three_level_vtf(uint8_t r) {
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = 12, spec.mip_count = 3;
    auto level = [](int side, uint8_t red, uint8_t green) {
        std::vector<uint8_t> out;
        for (int i = 0; i < side * side; ++i) out.insert(out.end(), {30, green, red, 128});
        return out;
    };
    return bsptest::make_vtf(spec, {level(4, r, 10), level(2, r, 20), level(1, r, 40)});
}

}  // namespace

TEST(SourceMaterials, VmtAndVtfGiveTheRecord) {
    bsptest::TempDir game("srcmat");
    bsptest::write_text_file(game / "materials/x/y.vmt", R"("LightmappedGeneric" { "$basetexture" "X\Y" "$translucent" 1 })");
    write_bytes(game / "materials/x/y.vtf", three_level_vtf(200));
    bsptest::write_text_file(game / "materials/x/fence.vmt", "LightmappedGeneric { $basetexture x/y $alphatest 1 $nocull 1 }");
    bsptest::write_text_file(game / "materials/x/glow.vmt", "UnlitGeneric { $basetexture x/glow.vtf $additive 1 $translucent 1 }");
    write_bytes(game / "materials/x/glow.vtf", three_level_vtf(90));
    bsptest::write_text_file(game / "materials/tools/toolsnodraw.vmt", "LightmappedGeneric { %compilenodraw 1 $basetexture tools/nodraw }");
    bsptest::write_text_file(game / "materials/tools/toolsskybox.vmt", "UnlitGeneric { %compilesky 1 }");
    bsptest::write_text_file(game / "materials/x/novtf.vmt", "LightmappedGeneric { $basetexture x/absent }");
    bsptest::write_text_file(game / "materials/x/bad.vmt", "LightmappedGeneric { $basetexture ");
    bsptest::write_text_file(game / "materials/x/patched.vmt", "patch { include materials/x/y.vmt replace { $translucent 0 } }");

    bsp::Map map;
    for (const char* name : {"X\\Y", "x/fence", "X/GLOW", "TOOLS/TOOLSNODRAW", "tools/toolsskybox", "x/novtf",
                             "x/novmt", "x/bad", "x/patched"})
        map.materials.push_back(bsptest::named_material(name));
    map.materials.push_back(bsptest::named_material("x/y", bsp::kMaterialNoDraw));  // the map's own flags still count

    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    const bsp::MaterialSet set = bsp::resolve_materials(map, vfs);
    ASSERT_EQ(set.materials.size(), map.materials.size());

    const bsp::ResolvedMaterial& y = set.materials[0];
    EXPECT_EQ(y.pass, MaterialPass::Translucent);
    EXPECT_EQ(y.lighting, MaterialLighting::Lightmap);
    EXPECT_FALSE(y.missing);
    EXPECT_FALSE(y.two_sided);
    ASSERT_EQ(y.stages.size(), 1u);
    EXPECT_EQ(y.stages[0].blend, BlendMode::AlphaBlend);
    ASSERT_GE(y.stages[0].image, 0);
    const bsp::MaterialImage& image = set.images[size_t(y.stages[0].image)];
    EXPECT_EQ(image.source, "materials/x/y.vtf");
    EXPECT_EQ(image.image.width, 4);
    EXPECT_EQ(image.image.pixels.size(), 4u * 4u * 4u);
    EXPECT_EQ(image.image.pixels[0], 200);  // R from BGRA
    EXPECT_EQ(image.image.pixels[1], 10);
    EXPECT_EQ(image.image.pixels[3], 128);
    ASSERT_EQ(image.mip_levels.size(), 2u);  // the file's own levels, not remade
    EXPECT_EQ(image.mip_levels[0].width, 2);
    EXPECT_EQ(image.mip_levels[0].pixels[1], 20);
    EXPECT_EQ(image.mip_levels[1].pixels[1], 40);

    const bsp::ResolvedMaterial& fence = set.materials[1];
    EXPECT_EQ(fence.pass, MaterialPass::AlphaTest);
    EXPECT_EQ(fence.stages[0].blend, BlendMode::AlphaTest);
    EXPECT_TRUE(fence.two_sided);
    EXPECT_EQ(fence.stages[0].image, y.stages[0].image);  // one VTF, decoded once

    const bsp::ResolvedMaterial& glow = set.materials[2];
    EXPECT_EQ(glow.pass, MaterialPass::Translucent);
    EXPECT_EQ(glow.stages[0].blend, BlendMode::Additive);
    EXPECT_EQ(glow.lighting, MaterialLighting::None);
    ASSERT_GE(glow.stages[0].image, 0);
    EXPECT_EQ(set.images[size_t(glow.stages[0].image)].image.pixels[0], 90);

    EXPECT_EQ(set.materials[3].pass, MaterialPass::Skip);
    EXPECT_TRUE(set.materials[3].stages.empty());
    EXPECT_EQ(set.materials[4].pass, MaterialPass::Sky);
    EXPECT_FALSE(set.materials[4].missing);

    for (size_t i : {5u, 6u, 7u}) {  // no VTF, no VMT, a VMT that does not parse
        EXPECT_TRUE(set.materials[i].missing) << map.materials[i].name;
        ASSERT_EQ(set.materials[i].stages.size(), 1u);
        EXPECT_EQ(set.materials[i].stages[0].image, -1);
    }
    ASSERT_EQ(set.missing.size(), 3u);
    EXPECT_EQ(set.missing[0].name, "x/novtf");
    EXPECT_EQ(set.missing[0].problem, "materials/x/absent.vtf not found");
    EXPECT_EQ(set.missing[1], (bsp::MissingMaterial{"x/novmt", ""}));  // nothing found: nothing to explain
    EXPECT_EQ(set.missing[2].name, "x/bad");
    EXPECT_NE(set.missing[2].problem.find("materials/x/bad.vmt"), std::string::npos) << set.missing[2].problem;
    EXPECT_EQ(set.missing[2].text(), "x/bad: " + set.missing[2].problem);

    const bsp::ResolvedMaterial& patched = set.materials[8];
    EXPECT_EQ(patched.pass, MaterialPass::Opaque);
    EXPECT_EQ(patched.stages[0].image, y.stages[0].image);
    EXPECT_EQ(set.materials[9].pass, MaterialPass::Skip);
    EXPECT_EQ(set.images.size(), 2u);
}

TEST(SourceMaterials, AChainThatStopsEarlyIsCompletedTo1x1) {
    bsptest::TempDir game("srcmat");
    bsptest::VtfSpec spec;
    spec.width = 8, spec.height = 4, spec.format = 0;  // RGBA8888, one level only
    bsptest::write_text_file(game / "materials/a.vmt", "LightmappedGeneric { $basetexture a }");
    write_bytes(game / "materials/a.vtf", bsptest::make_vtf(spec, {std::vector<uint8_t>(8 * 4 * 4, 77)}));
    bsp::Map map;
    map.materials.push_back(bsptest::named_material("A"));
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    const bsp::MaterialSet set = bsp::resolve_materials(map, vfs);
    ASSERT_EQ(set.images.size(), 1u);
    const auto& levels = set.images[0].mip_levels;
    ASSERT_EQ(levels.size(), 3u);  // 4×2, 2×1, 1×1
    EXPECT_EQ(levels.back().width, 1);
    EXPECT_EQ(levels.back().height, 1);
    EXPECT_EQ(levels.back().pixels[0], 77);
}

// A Source sky: worldspawn's skyname gives Map::skybox = skybox/<name>, and each face
// is a material skybox/<name>rt ... whose VMT names its VTF.
TEST(SourceMaterials, SkyBoxFacesAreMaterialsNamedBySkyname) {
    bsptest::TempDir game("srcsky");
    bsptest::write_text_file(game / "materials/tools/toolsskybox.vmt", "UnlitGeneric { %compilesky 1 }");
    uint8_t red = 10;
    for (const char* side : {"rt", "lf", "bk", "ft", "up", "dn"}) {
        bsptest::write_text_file(game / (std::string("materials/skybox/testsky") + side + ".vmt"),
                   std::string("UnlitGeneric { $basetexture skybox/testsky") + side + " }");
        write_bytes(game / (std::string("materials/skybox/testsky") + side + ".vtf"), three_level_vtf(red));
        red = uint8_t(red + 20);
    }
    bsp::Map map;
    map.materials.push_back(bsptest::named_material("TOOLS/TOOLSSKYBOX"));
    bsp::Surface sky;
    sky.material = 0;
    map.surfaces.push_back(sky);
    map.skybox = "skybox/testsky";

    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    const bsp::MaterialSet set = bsp::resolve_materials(map, vfs);
    EXPECT_EQ(set.materials[0].pass, MaterialPass::Sky);
    ASSERT_EQ(set.sky.kind, bsp::SkyKind::Box);
    EXPECT_EQ(set.images.at(size_t(set.sky.box[0])).source, "materials/skybox/testskyrt.vtf");
    EXPECT_EQ(set.images.at(size_t(set.sky.box[5])).image.pixels[0], 110) << "dn, the sixth face, has its own red";

    // Without the faces the sky falls back to a flat colour, as for other formats.
    map.skybox = "skybox/absent";
    EXPECT_EQ(bsp::resolve_materials(map, vfs).sky.kind, bsp::SkyKind::Flat);
}

TEST(SourceMaterials, BumpMapIsASecondImage) {
    bsptest::TempDir game("srcbump");
    bsptest::write_text_file(game / "materials/x/bumpy.vmt", "LightmappedGeneric { $basetexture x/y $bumpmap X\\Y_normal }");
    write_bytes(game / "materials/x/y.vtf", three_level_vtf(200));
    write_bytes(game / "materials/x/y_normal.vtf", three_level_vtf(128));
    bsptest::write_text_file(game / "materials/x/lostbump.vmt", "LightmappedGeneric { $basetexture x/y $bumpmap x/absent }");
    bsptest::write_text_file(game / "materials/x/flat.vmt", "LightmappedGeneric { $basetexture x/y $bumpmap x/y_normal $ssbump 1 }");
    bsp::Map map;
    for (const char* name : {"x/bumpy", "x/lostbump", "x/flat"}) map.materials.push_back(bsptest::named_material(name));
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    const bsp::MaterialSet set = bsp::resolve_materials(map, vfs);
    ASSERT_EQ(set.materials.size(), 3u);
    const bsp::ResolvedMaterial& bumpy = set.materials[0];
    ASSERT_GE(bumpy.bump_image, 0);
    EXPECT_EQ(set.images[size_t(bumpy.bump_image)].source, "materials/x/y_normal.vtf");
    EXPECT_EQ(set.images[size_t(bumpy.bump_image)].image.pixels[0], 128);
    EXPECT_FALSE(bumpy.missing);
    // A missing normal map loses only the bumps; a self-shadowing one is not drawn yet.
    EXPECT_EQ(set.materials[1].bump_image, -1);
    EXPECT_FALSE(set.materials[1].missing);
    EXPECT_EQ(set.materials[2].bump_image, -1);
    // Normal maps get texture slots after every base image.
    const bsp::MaterialSlots slots(set);
    ASSERT_GE(slots.bump_slot(0), 0);
    EXPECT_EQ(slots.image_of_slot(uint32_t(slots.bump_slot(0))), bumpy.bump_image);
    EXPECT_GT(uint32_t(slots.bump_slot(0)), slots.texture_slot(0));
    EXPECT_EQ(slots.bump_slot(1), -1);
    EXPECT_EQ(slots.bump_slot(2), -1);
}

// A Source map opened the way a modder opens one: the map file beside a game dir
// whose materials live in a VPK pair (<name>_dir.vpk with the VMT after its tree,
// <name>_000.vpk with the VTF). load_map must find the VMT through the VPK, follow its
// $basetexture into the numbered archive and give the face that image; a VTF in the
// VPK that does not decode leaves the checker and says why. A material the map packs
// in its own pakfile lump wins over the game's.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "session/map_loading.h"
#include "support/image_files.h"
#include "support/source_writer.h"
#include "support/temp_dir.h"
#include "support/vpk_writer.h"
#include "support/vtf_writer.h"
#include "support/zip_writer.h"
#include "vfs/vpk_directory.h"

namespace fs = std::filesystem;

namespace {

constexpr const char* kMaterialDir = "materials/dev";
constexpr const char* kMaterialName = "dev_measuregeneric01b";  // one_triangle()'s texdata name, lower case

// A 4×4 BGRA8888 VTF of one colour.
std::string solid_vtf(uint8_t r, uint8_t g, uint8_t b) {
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = 12;
    std::vector<uint8_t> level;
    for (int i = 0; i < 16; ++i) level.insert(level.end(), {b, g, r, 255});
    const std::vector<uint8_t> bytes = bsptest::make_vtf(spec, {level});
    return std::string(bytes.begin(), bytes.end());
}

// <root>/game holds pak01_dir.vpk + pak01_000.vpk; <root>/game/maps/tri.bsp is the map.
fs::path write_game(const bsptest::TempDir& root, const std::string& vtf_bytes) {
    const fs::path game = root / "game";
    const std::string vmt = "\"LightmappedGeneric\"\n{\n  \"$basetexture\" \"dev/dev_measuregeneric01b\"\n}\n";
    bsptest::write_vpk(game, "pak01",
                       bsptest::build_vpk(2, {{"vmt", kMaterialDir, kMaterialName, "", bsp::kVpkInDirectoryFile, vmt},
                                              {"vtf", kMaterialDir, kMaterialName, "", 0, vtf_bytes}}));
    const std::vector<uint8_t> map = bsptest::one_triangle().build();
    bsptest::write_text_file(game / "maps/tri.bsp", std::string(map.begin(), map.end()));
    return game;
}

bsp::LoadedMap load(const fs::path& game) {
    bsp::LoadRequest request;
    request.map_argument = (game / "maps/tri.bsp").string();
    request.game_dirs = {game.string()};
    request.textures = true;
    return bsp::load_map(request);
}

}  // namespace

TEST(SourceGameDir, VpkPairServesTheMaterialAndItsTexture) {
    bsptest::TempDir root("srcvpk");
    const fs::path game = write_game(root, solid_vtf(10, 200, 30));
    const bsp::LoadedMap loaded = load(game);

    ASSERT_EQ(loaded.map.materials.size(), 1u);
    ASSERT_EQ(loaded.materials.materials.size(), 1u);
    EXPECT_TRUE(loaded.materials.missing.empty()) << loaded.materials.missing[0].text();
    const bsp::ResolvedMaterial& m = loaded.materials.materials[0];
    EXPECT_FALSE(m.missing);
    ASSERT_EQ(m.stages.size(), 1u);
    ASSERT_GE(m.stages[0].image, 0);
    const bsp::MaterialImage& image = loaded.materials.images[size_t(m.stages[0].image)];
    EXPECT_EQ(image.source, "materials/dev/dev_measuregeneric01b.vtf");
    EXPECT_EQ(image.image.width, 4);
    ASSERT_GE(image.image.pixels.size(), 4u);
    EXPECT_EQ(image.image.pixels[0], 10);  // RGBA after decoding the BGRA file
    EXPECT_EQ(image.image.pixels[1], 200);
    EXPECT_EQ(image.image.pixels[2], 30);

    // Both files came from the VPK: the VMT from the directory file, the VTF through it
    // from the numbered archive.
    const std::string vpk = fs::weakly_canonical(game / "pak01_dir.vpk").string();
    EXPECT_EQ(loaded.vfs->source_of("materials/dev/dev_measuregeneric01b.vmt"), vpk);
    EXPECT_EQ(loaded.vfs->source_of("materials/dev/dev_measuregeneric01b.vtf"), vpk);
}

TEST(SourceGameDir, UndecodableVtfInTheVpkIsTheCheckerWithItsProblem) {
    bsptest::TempDir root("srcvpkbad");
    const fs::path game = write_game(root, "not a texture at all");
    const bsp::LoadedMap loaded = load(game);

    ASSERT_EQ(loaded.materials.materials.size(), 1u);
    EXPECT_TRUE(loaded.materials.materials[0].missing);
    ASSERT_EQ(loaded.materials.missing.size(), 1u);
    const bsp::MissingMaterial& missing = loaded.materials.missing[0];
    EXPECT_EQ(missing.name, "DEV/DEV_MEASUREGENERIC01B");
    EXPECT_NE(missing.problem.find("materials/dev/dev_measuregeneric01b.vtf"), std::string::npos) << missing.problem;
}

// The map carries its own copy of the material in its pakfile (as vbsp -pakfile and
// bspzip pack custom content): that copy is drawn, not the VPK's.
TEST(SourceGameDir, PakfileMaterialWinsOverTheVpk) {
    bsptest::TempDir root("srcpak");
    const fs::path game = write_game(root, solid_vtf(10, 200, 30));
    bsptest::SourceBuilder map = bsptest::one_triangle();
    const std::string zip = bsptest::zip_bytes(
        {{"materials/dev/dev_measuregeneric01b.vmt", "LightmappedGeneric { $basetexture dev/dev_measuregeneric01b }"},
         {"materials/dev/dev_measuregeneric01b.vtf", solid_vtf(250, 5, 90)}});
    map.lumps[bsp::source::kPakfile].assign(zip.begin(), zip.end());
    const std::vector<uint8_t> bytes = map.build();
    bsptest::write_text_file(game / "maps/tri.bsp", std::string(bytes.begin(), bytes.end()));
    const bsp::LoadedMap loaded = load(game);

    EXPECT_EQ(loaded.map.pakfile_file_count, 2u);
    EXPECT_TRUE(loaded.map.warnings.empty()) << loaded.map.warnings[0];
    ASSERT_EQ(loaded.materials.materials.size(), 1u);
    const bsp::ResolvedMaterial& m = loaded.materials.materials[0];
    ASSERT_GE(m.stages.at(0).image, 0);
    const bsp::DecodedImage& image = loaded.materials.images[size_t(m.stages[0].image)].image;
    EXPECT_EQ(image.pixels[0], 250);  // the pakfile's red, not the VPK's
    EXPECT_EQ(image.pixels[1], 5);
    const std::string source = loaded.vfs->source_of("materials/dev/dev_measuregeneric01b.vtf");
    EXPECT_NE(source.find(":pakfile"), std::string::npos) << source;
}

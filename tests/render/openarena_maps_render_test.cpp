// Every map of OpenArena's pak6-patch088.pk3 (38), and nexuiz-aggressor with its
// external lightmaps, rendered from the first spawn point with the game data
// mounted: each picture must be a textured, lightmapped scene, not the checker.
// The plain build runs it; the sanitizer build skips it (its parsers and loaders
// run under the sanitizers in the --info test and the other render tests, and
// 39 texture loads there take minutes).
#include <gtest/gtest.h>

#include <iostream>
#include <string>

#include "render/render_support.h"
#include "session/camera.h"
#include "session/map_loading.h"
#include "support/test_maps.h"
#include "vfs/vfs.h"

namespace {

using namespace bsp;
using bsptest::Frame;
using bsptest::Picture;

struct Looks {
    Picture lit, lightmap, fullbright;
};

Looks render_spawn(SceneRenderer& scene, const Map& map) {
    constexpr int kW = 192, kH = 108;
    Looks out;
    Frame f{.camera = default_camera(map)};
    f.settings.mode = ViewMode::Lit;
    out.lit = bsptest::draw(scene, map, f, kW, kH);
    f.settings.mode = ViewMode::Lightmap;
    out.lightmap = bsptest::draw(scene, map, f, kW, kH);
    f.settings.mode = ViewMode::Fullbright;
    out.fullbright = bsptest::draw(scene, map, f, kW, kH);
    return out;
}

void expect_textured_lit_scene(const Looks& looks, const Map& map) {
    const bsptest::PictureStats s = looks.lit.stats();
    EXPECT_GT(looks.lit.frame.draw.triangles, 0u) << "nothing drawn from the first spawn";
    EXPECT_GT(s.distinct_colours, 60u) << "too few colours for a textured scene";
    EXPECT_LT(looks.fullbright.missing_texture_fraction(), 0.05) << "missing-texture checker on screen";
    EXPECT_FALSE(map.lightmaps.empty());
    // Lightmaps change the picture: the light alone differs from the texture alone
    // (on at least 1/20 of it: oa_ctf4ish starts looking out into its space sky).
    EXPECT_GT(looks.lightmap.differing(looks.fullbright), looks.lit.pixels() / 20);
}

TEST(OpenArenaMaps, EveryMapRendersTexturedAndLitFromItsFirstSpawn) {
#ifdef BSPVIEW_SANITIZED
    GTEST_SKIP() << "runs in the plain build only (39 texture loads take minutes under the sanitizers)";
#endif
    const auto baseoa = bsptest::openarena_dir();
    BSPTEST_REQUIRE_PATH(baseoa / "pak6-patch088.pk3");
    std::string error;
    if (!bsptest::shared_gl(error)) GTEST_SKIP() << "no offscreen OpenGL context: " << error;
    Vfs archive;
    archive.mount((baseoa / "pak6-patch088.pk3").string());
    const std::vector<std::string> names = archive.list("maps", ".bsp");
    EXPECT_EQ(names.size(), 38u);
    for (const std::string& name : names) {
        SCOPED_TRACE(name);
        bsptest::LoadedScene loaded = bsptest::load_scene("maps/" + name, {baseoa.string()});
        expect_textured_lit_scene(render_spawn(*loaded.scene, loaded.map()), loaded.map());
        std::cout << name << ": " << loaded.scene->world().missing_textures().size() << " missing textures\n";
    }
}

TEST(OpenArenaMaps, NexuizAggressorUsesItsExternalLightmaps) {
    bsptest::LoadedScene loaded;
    BSPTEST_LOAD_SHARED_SCENE(loaded, "q3/nexuiz-aggressor.bsp");
    const Looks looks = render_spawn(*loaded.scene, loaded.map());
    // Nexuiz's textures are not shipped with the map, so only the light is checked.
    const bsptest::PictureStats light = looks.lightmap.stats();
    EXPECT_GT(looks.lightmap.frame.draw.triangles, 0u);
    EXPECT_GT(light.mean, 20.0) << "external lightmaps missing: the light view is dark";
    EXPECT_LT(light.mean, 250.0) << "light view is blown out";
    EXPECT_GT(light.distinct_colours, 30u) << "light view is flat";
    EXPECT_GE(loaded.scene->world().lightmap_page_count(), 1u);
}

}  // namespace

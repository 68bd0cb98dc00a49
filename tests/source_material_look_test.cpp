// Source material features beyond the base texture (assets/material.h SourceLook)
// and the picker's readout of a VMT (SourceMaterialReadout): WorldVertexTransition's
// second layer and blend modulation, $color/$color2, $alphatestreference,
// $basetexturetransform, $detail, $selfillum, UnlitTwoTexture, Water and Refract,
// tool materials hidden, AnimatedTexture frames and TextureScroll; absurd proxy
// parameters fall back with a warning.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "assets/material_resolver.h"
#include "assets/vmt_material.h"
#include "render/material_slots.h"
#include "support/image_files.h"
#include "support/temp_dir.h"
#include "support/vtf_writer.h"
#include "vfs/vfs.h"

namespace fs = std::filesystem;
using bsp::MaterialPass;
using bsp::SourceDetail;
using bsp::SourceLayer;

namespace {

// A 4x4 BGRA8888 VTF, one mip level, `frames` frames whose red is 10, 20, 30...
std::vector<uint8_t> solid_vtf(uint8_t red, uint16_t frames = 1) {
    bsptest::VtfSpec spec;
    spec.minor = 4, spec.format = 12, spec.mip_count = 1, spec.frames = frames;
    std::vector<uint8_t> level;
    for (int i = 0; i < 16; ++i) level.insert(level.end(), {0, 0, red, 255});
    return bsptest::make_vtf(spec, {level});
}

struct Resolved {
    bsp::Map map;
    bsp::MaterialSet set;
    const bsp::ResolvedMaterial& operator[](size_t i) const { return set.materials.at(i); }
};

Resolved resolve(const bsptest::TempDir& game, const std::vector<std::string>& names) {
    Resolved r;
    for (const std::string& n : names) {
        bsp::Material m;
        m.name = n;
        r.map.materials.push_back(m);
    }
    bsp::Vfs vfs;
    vfs.mount(game.path().string());
    r.set = bsp::resolve_materials(r.map, vfs);
    return r;
}

}  // namespace

TEST(VmtProxies, KeptWithTheirPairsAndTheIncludeChainListed) {
    const std::string base = R"("LightmappedGeneric" { $basetexture a
        Proxies { AnimatedTexture { animatedtexturevar $basetexture animatedtextureframerate 10 }
                  "TextureScroll" { "TextureScrollRate" 0.5 } } })";
    const bsp::VmtFileReader read = [&](const std::string& p) -> std::optional<std::string> {
        if (p == "materials/x/base.vmt") return base;
        return std::nullopt;
    };
    std::string error;
    auto m = bsp::parse_vmt("patch { include materials/x/base.vmt insert { $color \"[1 0 0]\" } }", read, &error,
                            "materials/x/patched.vmt");
    ASSERT_TRUE(m) << error;
    ASSERT_EQ(m->proxies.size(), 2u);
    EXPECT_EQ(m->proxies[0].name, "animatedtexture");
    ASSERT_NE(m->proxies[0].param("AnimatedTextureFrameRate"), nullptr);
    EXPECT_EQ(*m->proxies[0].param("animatedtextureframerate"), "10");
    EXPECT_EQ(m->proxies[1].name, "texturescroll");
    EXPECT_EQ(*m->proxies[1].param("texturescrollrate"), "0.5");
    EXPECT_EQ(m->files, (std::vector<std::string>{"materials/x/patched.vmt", "materials/x/base.vmt"}));
    EXPECT_EQ(m->param("proxies"), nullptr);  // a block, not a parameter
}

TEST(SourceMaterialLook, FeaturesBecomeTheLook) {
    bsptest::TempDir game("srclook");
    bsptest::write_binary_file(game / "materials/x/a.vtf", solid_vtf(100));
    bsptest::write_binary_file(game / "materials/x/b.vtf", solid_vtf(200));
    bsptest::write_binary_file(game / "materials/x/anim.vtf", solid_vtf(30, 3));
    bsptest::write_text_file(game / "materials/x/blend.vmt",
               "WorldVertexTransition { $basetexture x/a $basetexture2 x/b $blendmodulatetexture x/b }");
    bsptest::write_text_file(game / "materials/x/tinted.vmt",
               "LightmappedGeneric { $basetexture x/a $color \"[1 0.5 0.25]\" $color2 \"{255 255 0}\" "
               "$alphatest 1 $alphatestreference 0.3 "
               "$basetexturetransform \"center .5 .5 scale 2 2 rotate 0 translate 0.25 0\" }");
    bsptest::write_text_file(game / "materials/x/detailed.vmt",
               "LightmappedGeneric { $basetexture x/a $detail x/b $detailscale 3 $detailblendmode 1 $selfillum 1 }");
    bsptest::write_text_file(game / "materials/x/two.vmt", "UnlitTwoTexture { $basetexture x/a $texture2 x/b }");
    bsptest::write_text_file(game / "materials/x/water.vmt", "Water { $normalmap x/b $fogcolor \"{0 128 255}\" }");
    bsptest::write_text_file(game / "materials/x/glass.vmt", "Refract { $normalmap x/b $refracttint \"[0.5 1 0.5]\" }");
    bsptest::write_text_file(game / "materials/tools/toolsclip.vmt", "LightmappedGeneric { $basetexture x/a }");
    bsptest::write_text_file(game / "materials/x/moving.vmt",
               "LightmappedGeneric { $basetexture x/anim Proxies { AnimatedTexture { animatedtexturevar $basetexture "
               "animatedtextureframerate 5 } TextureScroll { texturescrollvar $basetexturetransform "
               "texturescrollrate 2 texturescrollangle 90 } Sine { sinemin 0 } } }");
    bsptest::write_text_file(game / "materials/x/absurd.vmt",
               "LightmappedGeneric { $basetexture x/anim $alphatestreference nan Proxies { AnimatedTexture { "
               "animatedtexturevar $basetexture animatedtextureframerate 1e30 } TextureScroll { texturescrollrate nan "
               "texturescrollangle 1e30 } } }");
    const Resolved r = resolve(game, {"x/blend", "x/tinted", "x/detailed", "x/two", "x/water", "x/glass",
                                      "tools/toolsclip", "x/moving", "x/absurd"});

    const bsp::SourceLook& blend = r[0].source;
    EXPECT_EQ(blend.layer, SourceLayer::VertexBlend);
    EXPECT_GE(blend.layer_image, 0);
    EXPECT_GE(blend.modulate_image, 0);
    EXPECT_TRUE(blend.active());

    const bsp::SourceLook& tinted = r[1].source;
    EXPECT_NEAR(tinted.tint.r, 1.0f, 1e-5);
    EXPECT_NEAR(tinted.tint.g, 0.5f, 1e-5);
    EXPECT_NEAR(tinted.tint.b, 0.0f, 1e-5);  // $color2's blue 0
    EXPECT_FLOAT_EQ(tinted.alpha_reference, 0.3f);
    EXPECT_EQ(r[1].pass, MaterialPass::AlphaTest);
    // Scale 2 about the centre, then 0.25 along s: s' = 2s - 0.5 + 0.25.
    EXPECT_NEAR(tinted.transform[0], 2.0f, 1e-5);
    EXPECT_NEAR(tinted.transform[1], 0.0f, 1e-5);
    EXPECT_NEAR(tinted.transform[2], -0.25f, 1e-5);
    EXPECT_NEAR(tinted.transform[4], 2.0f, 1e-5);
    EXPECT_NEAR(tinted.transform[5], -0.5f, 1e-5);

    const bsp::SourceLook& detailed = r[2].source;
    EXPECT_EQ(detailed.detail, SourceDetail::Additive);
    EXPECT_FLOAT_EQ(detailed.detail_scale, 3.0f);
    EXPECT_TRUE(detailed.self_illum);
    EXPECT_LT(detailed.self_illum_mask, 0);

    EXPECT_EQ(r[3].source.layer, SourceLayer::Multiply);
    EXPECT_EQ(r[3].lighting, bsp::MaterialLighting::None);

    EXPECT_EQ(r[4].pass, MaterialPass::Translucent);
    EXPECT_TRUE(r[4].source.no_texture);
    EXPECT_FALSE(r[4].missing);
    EXPECT_NEAR(r[4].source.tint.b, 1.0f, 1e-5);
    EXPECT_LT(r[4].source.alpha, 1.0f);
    EXPECT_EQ(r[5].pass, MaterialPass::Translucent);
    EXPECT_NEAR(r[5].source.tint.r, 0.5f, 1e-5);

    EXPECT_EQ(r[6].pass, MaterialPass::Skip);

    const bsp::SourceLook& moving = r[7].source;
    EXPECT_EQ(moving.frames.size(), 3u);
    EXPECT_FLOAT_EQ(moving.frame_rate, 5.0f);
    EXPECT_NEAR(moving.scroll.x, 0.0f, 1e-5);
    EXPECT_NEAR(moving.scroll.y, 2.0f, 1e-5);
    // The frames are their own images, in file order (red 30 then the writer's 0xEE fill).
    ASSERT_EQ(r.set.images.size() > size_t(moving.frames[1]), true);
    EXPECT_NE(moving.frames[0], moving.frames[1]);
    const bsp::SourceMaterialReadout& readout = *r[7].source_readout;
    ASSERT_EQ(readout.proxies.size(), 3u);
    EXPECT_TRUE(readout.proxies[0].evaluated);
    EXPECT_TRUE(readout.proxies[1].evaluated);
    EXPECT_FALSE(readout.proxies[2].evaluated);
    EXPECT_EQ(readout.proxies[2].name, "sine");
    EXPECT_EQ(readout.shader, "lightmappedgeneric");
    EXPECT_EQ(readout.files, std::vector<std::string>{"materials/x/moving.vmt"});
    ASSERT_EQ(readout.textures.size(), 1u);
    EXPECT_EQ(readout.textures[0].param, "$basetexture");
    EXPECT_EQ(readout.textures[0].format, "BGRA8888");
    EXPECT_EQ(readout.textures[0].width, 4);
    EXPECT_EQ(readout.textures[0].frames, 3);
    EXPECT_EQ(r.set.materials_with_proxies, 2u);

    // Absurd values: still images, the default cut-off, warnings.
    const bsp::SourceLook& absurd = r[8].source;
    EXPECT_TRUE(absurd.frames.empty());
    EXPECT_FLOAT_EQ(absurd.frame_rate, 0.0f);
    EXPECT_TRUE(std::isfinite(absurd.scroll.x) && std::isfinite(absurd.scroll.y));
    EXPECT_FLOAT_EQ(absurd.alpha_reference, 0.5f);
    EXPECT_GE(r[8].source_readout->warnings.size(), 2u);

    // Every image the look names has a texture slot.
    const bsp::MaterialSlots slots(r.set);
    for (int32_t image : {blend.layer_image, blend.modulate_image, detailed.detail_image, moving.frames[2]})
        EXPECT_GE(slots.slot_of_image_or_none(image), 0);
}

// $envmap and its parameters (assets/material.h SourceEnvmap): defaults as the SDK's
// LightmappedGeneric sets them, the masks in their order of precedence, and absurd
// values replaced with a warning.
TEST(SourceMaterialLook, EnvmapParameters) {
    bsptest::TempDir game("srcenvmap");
    bsptest::write_binary_file(game / "materials/x/a.vtf", solid_vtf(100));
    bsptest::write_binary_file(game / "materials/x/mask.vtf", solid_vtf(50));
    bsptest::write_text_file(game / "materials/x/plain.vmt", "LightmappedGeneric { $basetexture x/a }");
    bsptest::write_text_file(game / "materials/x/shiny.vmt",
               "LightmappedGeneric { $basetexture x/a $envmap env_cubemap $envmaptint \"[0.5 0.25 1]\" "
               "$envmapmask x/mask $basealphaenvmapmask 1 $fresnelreflection 0.2 $envmapcontrast 1 $envmapsaturation 0 }");
    bsptest::write_text_file(game / "materials/x/basealpha.vmt",
               "LightmappedGeneric { $basetexture x/a $envmap maps/m/c0_0_64 $basealphaenvmapmask 1 }");
    bsptest::write_text_file(game / "materials/x/normalalpha.vmt",
               "LightmappedGeneric { $basetexture x/a $envmap env_cubemap $normalmapalphaenvmapmask 1 }");
    bsptest::write_text_file(game / "materials/x/bumped.vmt",
               "LightmappedGeneric { $basetexture x/a $bumpmap x/mask $envmap env_cubemap $normalmapalphaenvmapmask 1 }");
    bsptest::write_text_file(game / "materials/x/absurd.vmt",
               "LightmappedGeneric { $basetexture x/a $envmap env_cubemap $envmaptint \"[nan 1 1]\" "
               "$fresnelreflection inf $envmapcontrast 1e30 $envmapsaturation -4 }");
    bsptest::write_text_file(game / "materials/x/fixed.vmt",
               "LightmappedGeneric { $basetexture x/a $envmap \"environment maps/metal_generic_002\" }");
    bsptest::write_text_file(game / "materials/x/greytint.vmt",
               "LightmappedGeneric { $basetexture x/a $envmap env_cubemap $envmaptint 1e30 }");
    const Resolved r = resolve(game, {"x/plain", "x/shiny", "x/basealpha", "x/normalalpha", "x/bumped", "x/absurd",
                                      "x/greytint", "x/fixed"});

    const bsp::SourceEnvmap& plain = r[0].source.envmap;
    EXPECT_FALSE(plain.on);
    EXPECT_FALSE(r[0].source.active());  // no $envmap: drawn as before

    const bsp::SourceEnvmap& shiny = r[1].source.envmap;
    EXPECT_TRUE(shiny.on);
    EXPECT_TRUE(r[1].source.active());
    EXPECT_NEAR(shiny.tint.g, 0.25f, 1e-6);
    EXPECT_EQ(shiny.mask, bsp::EnvmapMask::Texture);  // $envmapmask wins over $basealphaenvmapmask
    EXPECT_GE(shiny.mask_image, 0);
    EXPECT_NEAR(shiny.fresnel, 0.2f, 1e-6);
    EXPECT_FLOAT_EQ(shiny.contrast, 1.0f);
    EXPECT_FLOAT_EQ(shiny.saturation, 0.0f);
    EXPECT_GE(bsp::MaterialSlots(r.set).slot_of_image_or_none(shiny.mask_image), 0);

    const bsp::SourceEnvmap& basealpha = r[2].source.envmap;
    EXPECT_TRUE(basealpha.on);
    EXPECT_EQ(basealpha.mask, bsp::EnvmapMask::BaseAlpha);
    EXPECT_FLOAT_EQ(basealpha.fresnel, 1.0f);  // the SDK's default
    EXPECT_FLOAT_EQ(basealpha.contrast, 0.0f);
    EXPECT_FLOAT_EQ(basealpha.saturation, 1.0f);
    EXPECT_EQ(basealpha.tint, glm::vec3(1.0f));

    // Without a bump map the normal map's alpha is no mask: ignored, and the readout says so.
    EXPECT_EQ(r[3].source.envmap.mask, bsp::EnvmapMask::None);
    bool said = false;
    for (const std::string& w : r[3].source_readout->warnings) said |= w.find("$normalmapalphaenvmapmask") != std::string::npos;
    EXPECT_TRUE(said);
    EXPECT_EQ(r[4].source.envmap.mask, bsp::EnvmapMask::NormalAlpha);

    const bsp::SourceEnvmap& absurd = r[5].source.envmap;
    EXPECT_TRUE(absurd.on);
    EXPECT_EQ(absurd.tint, glm::vec3(1.0f));
    EXPECT_FLOAT_EQ(absurd.fresnel, 1.0f);
    EXPECT_FLOAT_EQ(absurd.contrast, 0.0f);
    EXPECT_FLOAT_EQ(absurd.saturation, 1.0f);
    EXPECT_GE(r[5].source_readout->warnings.size(), 4u);
    EXPECT_EQ(r[6].source.envmap.tint, glm::vec3(1.0f));  // one grey number out of range
    EXPECT_FALSE(r[6].source_readout->warnings.empty());
    // A fixed cube map image (not a map sample): the readout says it is not drawn.
    ASSERT_FALSE(r[7].source_readout->warnings.empty());
    EXPECT_NE(r[7].source_readout->warnings[0].find("not a map sample"), std::string::npos);
    EXPECT_TRUE(r[1].source_readout->warnings.empty()) << r[1].source_readout->warnings[0];
}

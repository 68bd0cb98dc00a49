// The world program variants (render/world_shader_variant.h): what a view does not
// show is left out of the key, keys name variants uniquely, and the #defines pass on
// only what the variant reads.
#include <gtest/gtest.h>

#include <map>

#include "render/world_shader_variant.h"

using bsp::LightingUniform;
using bsp::ViewMode;
using bsp::WorldShaderVariant;

namespace {

bool defines_has(const WorldShaderVariant& v, const std::string& line) {
    return v.defines().find("#define " + line + "\n") != std::string::npos;
}

}  // namespace

TEST(WorldShaderVariant, ViewsDropWhatTheyDoNotShow) {
    const auto lit = WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Lightmap, true, true, false, true);
    EXPECT_EQ(lit.lighting, LightingUniform::Lightmap);
    EXPECT_TRUE(lit.warp && lit.alpha_test);
    EXPECT_FALSE(lit.heatmap) << "the heat-map belongs to the lightmap view";

    for (ViewMode view : {ViewMode::Fullbright, ViewMode::Wireframe, ViewMode::Vertex, ViewMode::Normals}) {
        const auto v = WorldShaderVariant::make(view, LightingUniform::Vertex, false, true, false, false);
        EXPECT_EQ(v.lighting, LightingUniform::None) << bsp::view_mode_name(view);
        EXPECT_EQ(v.warp, view == ViewMode::Fullbright) << "no texture read, no ripple: " << bsp::view_mode_name(view);
    }
    // The alpha test reads the texture in every view, so the ripple stays with it.
    EXPECT_TRUE(WorldShaderVariant::make(ViewMode::Normals, LightingUniform::None, true, true, false, false).warp);

    const auto heat = WorldShaderVariant::make(ViewMode::Lightmap, LightingUniform::Lightmap, false, false, true, true);
    EXPECT_TRUE(heat.heatmap);
    EXPECT_FALSE(heat.gamma) << "false colour is not gamma-corrected";
    EXPECT_FALSE(heat.samples_texture());
}

TEST(WorldShaderVariant, KeysNameVariantsUniquely) {
    std::map<uint32_t, WorldShaderVariant> seen;
    for (int view = 0; view < bsp::kViewModeCount; ++view)
        for (LightingUniform l : {LightingUniform::Lightmap, LightingUniform::Vertex, LightingUniform::None})
            for (int bits = 0; bits < 32; ++bits) {
                const auto v = WorldShaderVariant::make(ViewMode(view), l, bits & 1, bits & 2, bits & 4, bits & 8,
                                                        bits & 16);
                const auto [it, added] = seen.emplace(v.key(), v);
                EXPECT_EQ(it->second, v) << "key " << v.key() << " names two variants";
            }
    // Lit: 3 lightings x alpha test x warp x gamma, and the lightmapped ones bumped or not.
    size_t lit = 0;
    for (const auto& [key, v] : seen) lit += v.view == ViewMode::Lit;
    EXPECT_EQ(lit, 32u);
}

TEST(WorldShaderVariant, DefinesPassOnOnlyWhatIsRead) {
    const auto pvs = WorldShaderVariant::make(ViewMode::Pvs, LightingUniform::Lightmap, false, false, false, false);
    EXPECT_TRUE(defines_has(pvs, "USE_SURFACE_FLAGS 1"));
    EXPECT_TRUE(defines_has(pvs, "USE_LIGHTMAP 1"));
    EXPECT_TRUE(defines_has(pvs, "GAMMA 0"));
    const auto lit = WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Vertex, true, false, true, false);
    EXPECT_TRUE(defines_has(lit, "USE_SURFACE_FLAGS 0")) << "the flags only in the views that read them";
    EXPECT_TRUE(defines_has(lit, "USE_VERTEX_COLOR 1"));
    EXPECT_TRUE(defines_has(lit, "USE_LIGHTMAP 0"));
    EXPECT_TRUE(defines_has(lit, "USE_NORMAL 0"));
    EXPECT_TRUE(defines_has(lit, "ALPHA_TEST 1"));
    EXPECT_TRUE(defines_has(lit, "GAMMA 1"));
    EXPECT_TRUE(defines_has(lit, "VIEW " + std::to_string(int(ViewMode::Lit))));
}

TEST(WorldShaderVariant, BumpedLightOnlyFromLightmaps) {
    const auto lit = WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Lightmap, false, false, false, false, true);
    EXPECT_TRUE(lit.bump);
    EXPECT_TRUE(defines_has(lit, "BUMP 1"));
    EXPECT_NE(lit.key(), WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Lightmap, false, false, false, false).key());
    // The lightmap view shows the bumped light, so it reads the normal map too.
    const auto light = WorldShaderVariant::make(ViewMode::Lightmap, LightingUniform::Lightmap, false, false, false, false, true);
    EXPECT_TRUE(light.bump);
    EXPECT_TRUE(defines_has(light, "USE_TEXTURE 1"));
    // Without a lightmap (vertex light, or a view without light) there is nothing to bump.
    EXPECT_FALSE(WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Vertex, false, false, false, false, true).bump);
    EXPECT_FALSE(WorldShaderVariant::make(ViewMode::Fullbright, LightingUniform::Lightmap, false, false, false, false, true).bump);
    EXPECT_TRUE(defines_has(WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Lightmap, false, false, false, false),
                            "BUMP 0"));
}

TEST(WorldShaderVariant, SourceLookOnlyWhereTheTextureShows) {
    const auto lit = WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Lightmap, false, false, false, false);
    const auto blend = lit.with_source(true, 1, true, 2, 1, false);
    EXPECT_TRUE(defines_has(blend, "SOURCE 1"));
    EXPECT_TRUE(defines_has(blend, "SOURCE_LAYER 1"));
    EXPECT_TRUE(defines_has(blend, "SOURCE_MODULATE 1"));
    EXPECT_TRUE(defines_has(blend, "SOURCE_DETAIL 2"));
    EXPECT_TRUE(defines_has(blend, "SOURCE_SELFILLUM 1"));
    EXPECT_NE(blend.key(), lit.key());
    EXPECT_NE(blend.key(), lit.with_source(true, 2, false, 2, 1, false).key());
    EXPECT_TRUE(defines_has(lit, "SOURCE 0"));
    // Modulation only shapes a vertex blend; self-illumination only in the lit view.
    EXPECT_FALSE(lit.with_source(true, 2, true, 0, 0, false).source_modulate);
    const auto full = WorldShaderVariant::make(ViewMode::Fullbright, LightingUniform::None, false, false, false, false);
    EXPECT_EQ(full.with_source(true, 1, false, 0, 2, false).source_self_illum, 0);
    // The lightmap view shows no texture: the look is dropped.
    const auto light = WorldShaderVariant::make(ViewMode::Lightmap, LightingUniform::Lightmap, false, false, false, false);
    EXPECT_EQ(light.with_source(true, 1, true, 1, 1, true), light);
}

// The $envmap reflection: its own key bits (each mask a variant of its own), the normal
// passed on for it, shown only in the lit and fullbright views.
TEST(WorldShaderVariant, EnvmapVariantsAreDistinctAndReadTheNormal) {
    const auto base = WorldShaderVariant::make(ViewMode::Lit, LightingUniform::Lightmap, false, false, false, false)
                          .with_source(true, 0, false, 0, 0, false);
    std::map<uint32_t, WorldShaderVariant> seen{{base.key(), base}};
    for (uint8_t mask = 0; mask < 4; ++mask) {
        WorldShaderVariant v = base;
        v.envmap = true;
        v.envmap_mask = mask;
        EXPECT_TRUE(seen.emplace(v.key(), v).second) << "mask " << int(mask) << " shares a key";
        EXPECT_NE(v.defines().find("#define USE_NORMAL 1"), std::string::npos);
        EXPECT_NE(v.defines().find("#define ENVMAP_MASK " + std::to_string(mask)), std::string::npos);
    }
    EXPECT_NE(base.defines().find("#define ENVMAP 0"), std::string::npos);
    EXPECT_NE(base.defines().find("#define USE_NORMAL 0"), std::string::npos);
    for (int view = 0; view < bsp::kViewModeCount; ++view)
        EXPECT_EQ(WorldShaderVariant::envmap_shown(ViewMode(view)),
                  ViewMode(view) == ViewMode::Lit || ViewMode(view) == ViewMode::Fullbright);
}

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
            for (int bits = 0; bits < 16; ++bits) {
                const auto v = WorldShaderVariant::make(ViewMode(view), l, bits & 1, bits & 2, bits & 4, bits & 8);
                const auto [it, added] = seen.emplace(v.key(), v);
                EXPECT_EQ(it->second, v) << "key " << v.key() << " names two variants";
            }
    // Lit: 3 lightings x alpha test x warp x gamma.
    size_t lit = 0;
    for (const auto& [key, v] : seen) lit += v.view == ViewMode::Lit;
    EXPECT_EQ(lit, 24u);
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

// material_pass: which pass a material is drawn in, from the map's flags and its
// shader script. Pure CPU: no GL context needed.
#include <gtest/gtest.h>

#include "assets/material_resolver.h"
#include "support/map_records.h"

using bsp::MaterialPass;
using bsp::BlendMode;

namespace {

bsp::Q3ShaderInfo shader(const std::string& first_image, bool fog) {
    bsp::Q3ShaderInfo s;
    s.first_image = first_image;
    s.fog = fog;
    s.translucent = true;
    s.blend = first_image.empty() ? BlendMode::Opaque : BlendMode::Filter;
    return s;
}

}  // namespace

TEST(MaterialPass, NoDrawMaterialsAreSkipped) {
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("noshader", bsp::kMaterialNoDraw), nullptr), MaterialPass::Skip);
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("textures/noshader_wall"), nullptr), MaterialPass::Opaque);
}

TEST(MaterialPass, FogVolumeWithoutStagesIsSkipped) {
    const bsp::Q3ShaderInfo fog = shader("", true);
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("textures/fogs/fogyou"), &fog), MaterialPass::Skip);
}

TEST(MaterialPass, FogShaderWithImageStagesStillDrawsThem) {
    // Water and cloud layers that also carry fogparms stay visible, as in Quake 3.
    const bsp::Q3ShaderInfo water = shader("textures/liquids/pool2.tga", true);
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("textures/liquids/islewater"), &water), MaterialPass::Translucent);
}

TEST(MaterialPass, NoDrawSkyAndPlainMaterials) {
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("textures/common/caulk", bsp::kMaterialNoDraw), nullptr), MaterialPass::Skip);
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("textures/skies/x", bsp::kMaterialSky), nullptr), MaterialPass::Sky);
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("textures/base_wall/plain"), nullptr), MaterialPass::Opaque);
    const bsp::Q3ShaderInfo no_fog = shader("", false);  // a script without stages or fog draws as before
    EXPECT_EQ(bsp::material_pass(bsptest::named_material("textures/x/y"), &no_fog), MaterialPass::Opaque);
}

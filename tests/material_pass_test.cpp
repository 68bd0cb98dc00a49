// material_pass: which pass a material is drawn in, from the map's flags and its
// shader script. Pure CPU: no GL context needed.
#include <gtest/gtest.h>

#include "assets/material_resolver.h"

using bsp::MaterialPass;
using bsp::BlendMode;

namespace {

bsp::Material material(const std::string& name, uint32_t flags = 0) {
    bsp::Material m;
    m.name = name;
    m.flags = flags;
    return m;
}

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
    EXPECT_EQ(bsp::material_pass(material("noshader", bsp::kMaterialNoDraw), nullptr), MaterialPass::Skip);
    EXPECT_EQ(bsp::material_pass(material("textures/noshader_wall"), nullptr), MaterialPass::Opaque);
}

TEST(MaterialPass, FogVolumeWithoutStagesIsSkipped) {
    const bsp::Q3ShaderInfo fog = shader("", true);
    EXPECT_EQ(bsp::material_pass(material("textures/fogs/fogyou"), &fog), MaterialPass::Skip);
}

TEST(MaterialPass, FogShaderWithImageStagesStillDrawsThem) {
    // Water and cloud layers that also carry fogparms stay visible, as in Quake 3.
    const bsp::Q3ShaderInfo water = shader("textures/liquids/pool2.tga", true);
    EXPECT_EQ(bsp::material_pass(material("textures/liquids/islewater"), &water), MaterialPass::Translucent);
}

TEST(MaterialPass, NoDrawSkyAndPlainMaterials) {
    EXPECT_EQ(bsp::material_pass(material("textures/common/caulk", bsp::kMaterialNoDraw), nullptr), MaterialPass::Skip);
    EXPECT_EQ(bsp::material_pass(material("textures/skies/x", bsp::kMaterialSky), nullptr), MaterialPass::Sky);
    EXPECT_EQ(bsp::material_pass(material("textures/base_wall/plain"), nullptr), MaterialPass::Opaque);
    const bsp::Q3ShaderInfo no_fog = shader("", false);  // a script without stages or fog draws as before
    EXPECT_EQ(bsp::material_pass(material("textures/x/y"), &no_fog), MaterialPass::Opaque);
}

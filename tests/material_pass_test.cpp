// draw_pass_for: which pass a material is drawn in, from the map's flags and its
// shader script. Pure CPU: no GL context needed.
#include <gtest/gtest.h>

#include "render/material_table.h"

using bsp::DrawPass;
using bsp::ShaderBlend;

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
    s.blend = first_image.empty() ? ShaderBlend::Opaque : ShaderBlend::Filter;
    return s;
}

}  // namespace

TEST(MaterialPass, NoDrawMaterialsAreSkipped) {
    EXPECT_EQ(bsp::draw_pass_for(material("noshader", bsp::kMaterialNoDraw), nullptr), DrawPass::Skip);
    EXPECT_EQ(bsp::draw_pass_for(material("textures/noshader_wall"), nullptr), DrawPass::Opaque);
}

TEST(MaterialPass, FogVolumeWithoutStagesIsSkipped) {
    const bsp::Q3ShaderInfo fog = shader("", true);
    EXPECT_EQ(bsp::draw_pass_for(material("textures/fogs/fogyou"), &fog), DrawPass::Skip);
}

TEST(MaterialPass, FogShaderWithImageStagesStillDrawsThem) {
    // Water and cloud layers that also carry fogparms stay visible, as in Quake 3.
    const bsp::Q3ShaderInfo water = shader("textures/liquids/pool2.tga", true);
    EXPECT_EQ(bsp::draw_pass_for(material("textures/liquids/islewater"), &water), DrawPass::Translucent);
}

TEST(MaterialPass, NoDrawSkyAndPlainMaterials) {
    EXPECT_EQ(bsp::draw_pass_for(material("textures/common/caulk", bsp::kMaterialNoDraw), nullptr), DrawPass::Skip);
    EXPECT_EQ(bsp::draw_pass_for(material("textures/skies/x", bsp::kMaterialSky), nullptr), DrawPass::Sky);
    EXPECT_EQ(bsp::draw_pass_for(material("textures/base_wall/plain"), nullptr), DrawPass::Opaque);
    const bsp::Q3ShaderInfo no_fog = shader("", false);  // a script without stages or fog draws as before
    EXPECT_EQ(bsp::draw_pass_for(material("textures/x/y"), &no_fog), DrawPass::Opaque);
}

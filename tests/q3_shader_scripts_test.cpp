// Q3ShaderScripts: the facts a single-pass renderer takes from scripts/*.shader.
#include <gtest/gtest.h>

#include "assets/q3_shader_scripts.h"

using bsp::Q3ShaderScripts;
using bsp::BlendMode;

namespace {

// The shapes found in OpenArena's scripts (oa_fogs.shader, liquid_water.shader).
constexpr const char* kScript = R"(
textures/fogs/fogyou
{
	surfaceparm trans
	surfaceparm nonsolid
	surfaceparm fog
	surfaceparm nolightmap
	cull disable
	fogparms ( 0.458824 0.862745 0.411765 ) 666
}

textures/liquids/islewater
{
	surfaceparm trans
	cull disable
	FogParms ( 0.345098 0.513726 0.788235 ) 1024
	{
		map textures/liquids/pool2.tga
		blendfunc filter
	}
	{
		map $lightmap
		blendfunc filter
	}
}

textures/base_wall/plain
{
	{
		map $lightmap
	}
	{
		map textures/base_wall/plain.tga
		blendFunc GL_DST_COLOR GL_ZERO
	}
}
)";

}  // namespace

TEST(Q3ShaderScripts, FogParmsMarkAFogVolumeWithOrWithoutStages) {
    Q3ShaderScripts scripts;
    scripts.add_script(kScript, "scripts/test.shader");
    EXPECT_TRUE(scripts.warnings().empty());
    ASSERT_EQ(scripts.size(), 3u);

    const bsp::Q3ShaderInfo* fog = scripts.find("textures/fogs/fogyou");
    ASSERT_NE(fog, nullptr);
    EXPECT_TRUE(fog->fog);
    EXPECT_TRUE(fog->first_image.empty());
    EXPECT_TRUE(fog->two_sided);
    EXPECT_TRUE(fog->translucent);

    const bsp::Q3ShaderInfo* water = scripts.find("TEXTURES/LIQUIDS/ISLEWATER");  // names compare case-blind
    ASSERT_NE(water, nullptr);
    EXPECT_TRUE(water->fog);  // directive names too ("FogParms")
    EXPECT_EQ(water->first_image, "textures/liquids/pool2.tga");
    EXPECT_EQ(water->blend, BlendMode::Filter);

    const bsp::Q3ShaderInfo* wall = scripts.find("textures/base_wall/plain");
    ASSERT_NE(wall, nullptr);
    EXPECT_FALSE(wall->fog);
    EXPECT_TRUE(wall->has_lightmap_stage);
    EXPECT_EQ(wall->first_image, "textures/base_wall/plain.tga");
}

// Found by the text fuzzer: a quote left open on a stage's last line made the
// tokenizer step past the end of the text (std::out_of_range). The open quote takes
// the rest of the text; the scripts read after it are unaffected.
TEST(Q3ShaderScripts, UnterminatedQuoteAtTheEndOfTheText) {
    bsp::Q3ShaderScripts scripts;
    EXPECT_NO_THROW(scripts.add_script("textures/a\n{\n\t{\n\t\tmap \"textures/a.tga", "scripts/open.shader"));
    scripts.add_script("textures/b\n{\n\t{\n\t\tmap textures/b.tga\n\t}\n}\n", "scripts/b.shader");
    const bsp::Q3ShaderInfo* b = scripts.find("textures/b");
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->first_image, "textures/b.tga");
}

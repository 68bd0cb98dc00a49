// Q3ShaderScripts: the facts a single-pass renderer takes from scripts/*.shader.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

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

// Bodies are parsed when first looked up; the game-wide warnings still come as a full
// parse gives them: every definition's (shadowed ones too) in the order the scripts
// were added, each unknown keyword once, whichever shader was looked up first.
TEST(Q3ShaderScripts, WarningsFollowTheScriptsWhicheverShaderWasLookedUpFirst) {
    Q3ShaderScripts s;
    s.add_script("x { frob 1\n { map a.tga } }\nx { bar 2\n }\ny { frob 3\n }\n", "scripts/a.shader");
    s.add_script("x { baz\n { map b.tga } }\n", "scripts/b.shader");
    s.add_script("z { { map c.tga }\n", "scripts/broken.shader");
    EXPECT_EQ(s.size(), 2u);
    ASSERT_NE(s.find("Y"), nullptr);  // looked up first: its 'frob' is still not the first warned
    EXPECT_EQ(s.find("y")->warnings.size(), 1u);
    ASSERT_NE(s.find("x"), nullptr);
    EXPECT_EQ(s.find("x")->source_file, "scripts/b.shader") << "the later file wins";
    ASSERT_EQ(s.find("x")->stages.size(), 1u);
    EXPECT_EQ(s.find("x")->stages[0].image_name, "b.tga");
    const std::vector<std::string>& w = s.warnings();
    ASSERT_EQ(w.size(), 4u);
    EXPECT_NE(w[0].find("scripts/a.shader: shader 'x': unknown keyword 'frob' ignored (warned once)"), std::string::npos) << w[0];
    EXPECT_NE(w[1].find("shader 'x': unknown keyword 'bar'"), std::string::npos) << "the shadowed definition's: " << w[1];
    EXPECT_NE(w[2].find("scripts/b.shader: shader 'x': unknown keyword 'baz'"), std::string::npos) << w[2];
    EXPECT_NE(w[3].find("scripts/broken.shader"), std::string::npos) << w[3];
    ASSERT_EQ(s.file_warnings().size(), 1u);
    // A script added later is in the next list.
    s.add_script("w { frob\n wobble\n }\n", "scripts/c.shader");
    EXPECT_EQ(s.warnings().size(), 5u) << "'frob' was warned already, 'wobble' is new";
}

// The loader resolves materials while other threads may look shaders up: each name
// gives one record, parsed once, wherever it was first asked for.
TEST(Q3ShaderScripts, LookupsFromSeveralThreadsShareOneRecordPerShader) {
    std::string text;
    for (int i = 0; i < 200; ++i)
        text += "textures/t/s" + std::to_string(i) + " { surfaceparm trans\n { map t/s" + std::to_string(i) +
                ".tga\n blendFunc add } { map $lightmap } }\n";
    Q3ShaderScripts s;
    s.add_script(text, "scripts/many.shader");
    std::vector<std::vector<const bsp::Q3ShaderInfo*>> seen(4);
    std::vector<std::thread> threads;
    for (size_t t = 0; t < seen.size(); ++t)
        threads.emplace_back([&, t] {
            for (int i = 199; i >= 0; --i) seen[t].push_back(s.find("textures/t/S" + std::to_string((i * 7 + int(t)) % 200)));
        });
    for (std::thread& th : threads) th.join();
    for (size_t t = 0; t < seen.size(); ++t)
        for (int k = 0; k < 200; ++k) {
            const int i = 199 - k;
            const bsp::Q3ShaderInfo* info = seen[t][size_t(k)];
            ASSERT_NE(info, nullptr);
            EXPECT_EQ(info, s.find("textures/t/s" + std::to_string((i * 7 + int(t)) % 200)));
            EXPECT_TRUE(info->translucent);
            EXPECT_EQ(info->stages.size(), 2u);
        }
    EXPECT_TRUE(s.warnings().empty());
}

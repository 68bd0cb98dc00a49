// Q3ShaderScripts' stage model: every stage keyword read with the engine's
// defaults, hostile scripts answered with warnings, and the engine's rule for
// which file wins a duplicate shader name.
#include <gtest/gtest.h>

#include <string>

#include "assets/q3_shader_scripts.h"

using namespace bsp;

namespace {

// delta's metfloor1 shape: texture, additive environment map, texture again as a
// filter, then the lightmap.
constexpr const char* kMetfloor = R"(
textures/base_floor/metfloor1
{
	{
		map textures/base_floor/metfloor1.tga
		rgbGen identity
	}
	{
		map textures/effects/tinfx.tga
		tcGen environment
		blendFunc GL_ONE GL_ONE
		rgbGen identity
	}
	{
		map textures/base_floor/metfloor1.tga
		blendFunc GL_DST_COLOR GL_SRC_ALPHA
		rgbGen identity
	}
	{
		map $lightmap
		blendFunc GL_DST_COLOR GL_ZERO
	}
}
)";

const Q3ShaderInfo& only(const Q3ShaderScripts& s, const char* name) {
    const Q3ShaderInfo* info = s.find(name);
    if (!info) throw std::runtime_error(std::string("no shader ") + name);
    return *info;
}

TEST(Q3ShaderStages, EveryStageOfMetfloorIsRead) {
    Q3ShaderScripts s;
    s.add_script(kMetfloor, "scripts/base_floor.shader");
    EXPECT_TRUE(s.warnings().empty());
    const Q3ShaderInfo& m = only(s, "textures/base_floor/metfloor1");
    ASSERT_EQ(m.stages.size(), 4u);
    EXPECT_EQ(m.stages[0].image_name, "textures/base_floor/metfloor1.tga");
    EXPECT_FALSE(m.stages[0].blended());
    EXPECT_TRUE(m.stages[0].depth_write);
    EXPECT_EQ(m.stages[0].rgb, ColorGen::Identity);
    EXPECT_EQ(m.stages[1].tc_gen, TexCoordGen::Environment);
    EXPECT_EQ(m.stages[1].src, BlendFactor::One);
    EXPECT_EQ(m.stages[1].dst, BlendFactor::One);
    EXPECT_EQ(m.stages[1].blend, BlendMode::Additive);
    EXPECT_FALSE(m.stages[1].depth_write) << "blended stages leave depth alone unless depthWrite says so";
    EXPECT_EQ(m.stages[2].src, BlendFactor::DstColor);
    EXPECT_EQ(m.stages[2].dst, BlendFactor::SrcAlpha);
    EXPECT_EQ(m.stages[3].texture, StageTexture::Lightmap);
    EXPECT_EQ(m.stages[3].tc_gen, TexCoordGen::Lightmap) << "$lightmap stages read lightmap coordinates";
    EXPECT_EQ(m.stages[3].rgb, ColorGen::Identity) << "a stage that reads the destination defaults to identity";
    EXPECT_TRUE(m.has_lightmap_stage);
    EXPECT_EQ(m.first_image, "textures/base_floor/metfloor1.tga");
}

TEST(Q3ShaderStages, BlendShorthandsAndDefaults) {
    Q3ShaderScripts s;
    s.add_script(R"(
a {
{
map a.tga
blendfunc add
}
{
map b.tga
blendFunc filter
}
{
depthWrite
map c.tga
blendfunc blend
}
{
map d.tga
blendfunc GL_ONE GL_ZERO
}
{
map e.tga
}
{
map f.tga
blendfunc GL_SRC_ALPHA GL_ONE
}
}
)", "scripts/a.shader");
    const Q3ShaderInfo& a = only(s, "a");
    ASSERT_EQ(a.stages.size(), 6u);
    EXPECT_EQ(a.stages[0].blend, BlendMode::Additive);
    EXPECT_EQ(a.stages[0].rgb, ColorGen::IdentityLighting);
    EXPECT_EQ(a.stages[1].src, BlendFactor::DstColor);
    EXPECT_EQ(a.stages[1].dst, BlendFactor::Zero);
    EXPECT_EQ(a.stages[1].rgb, ColorGen::Identity);
    EXPECT_EQ(a.stages[2].blend, BlendMode::AlphaBlend);
    EXPECT_TRUE(a.stages[2].depth_write) << "depthWrite before or after blendFunc keeps depth writes";
    EXPECT_FALSE(a.stages[3].blended()) << "GL_ONE GL_ZERO is no blending";
    EXPECT_TRUE(a.stages[3].depth_write);
    EXPECT_FALSE(a.stages[4].blended());
    EXPECT_EQ(a.stages[4].rgb, ColorGen::IdentityLighting);
    EXPECT_EQ(a.stages[5].blend, BlendMode::Additive);
    EXPECT_EQ(a.stages[5].rgb, ColorGen::IdentityLighting);
}

TEST(Q3ShaderStages, EveryGlFactorPairParses) {
    const char* src[] = {"GL_ONE", "GL_ZERO", "GL_DST_COLOR", "GL_ONE_MINUS_DST_COLOR", "GL_SRC_ALPHA",
                         "GL_ONE_MINUS_SRC_ALPHA", "GL_DST_ALPHA", "GL_ONE_MINUS_DST_ALPHA", "GL_SRC_ALPHA_SATURATE"};
    const char* dst[] = {"GL_ONE", "GL_ZERO", "GL_SRC_ALPHA", "GL_ONE_MINUS_SRC_ALPHA", "GL_DST_ALPHA",
                         "GL_ONE_MINUS_DST_ALPHA", "GL_SRC_COLOR", "GL_ONE_MINUS_SRC_COLOR"};
    for (const char* a : src)
        for (const char* b : dst) {
            Q3ShaderScripts s;
            s.add_script(std::string("x {\n{\nmap x.tga\nblendFunc ") + a + " " + b + "\n}\n}", "scripts/x.shader");
            EXPECT_TRUE(s.warnings().empty()) << a << " " << b;
            const MaterialStage& st = only(s, "x").stages.at(0);
            EXPECT_STREQ(blend_factor_name(st.src), a);
            EXPECT_STREQ(blend_factor_name(st.dst), b);
        }
}

TEST(Q3ShaderStages, ColourAlphaAndCoordinateSources) {
    Q3ShaderScripts s;
    s.add_script(R"(
g
{
	cull back
	sort additive
	polygonOffset
	nopicmip
	deformVertexes wave 100 sin 0 3 0 0.5
	deformVertexes move 0 0 1 sin 0 5 0 0.2
	deformVertexes autosprite
	{
		animMap 4 a1.tga a2.tga a3.tga
		rgbGen wave triangle 0.2 0.5 0.25 2
		alphaGen const 0.75
		tcMod scroll 0.5 -1
		tcMod rotate 30
		tcMod turb 0 0.1 0.2 1
		tcMod stretch sawtooth 1 0.5 0 0.25
		alphaFunc GE128
		depthFunc equal
		detail
	}
	{
		clampMap b.tga
		rgbGen const ( 0.25 0.5 1 )
		alphaGen wave inversesawtooth 0 1 0 1
		tcGen vector ( 0.01 0 0 ) ( 0 0.01 0 )
		tcMod transform 1 0 0 1 0.5 0.5
	}
	{
		map $whiteimage
		rgbGen oneMinusVertex
		alphaGen portal 512
		tcMod entityTranslate
		tcMod scale 2 3
	}
	{
		map c.tga
		rgbGen vertex
	}
}
)", "scripts/g.shader");
    EXPECT_TRUE(s.warnings().empty()) << s.warnings().front();
    const Q3ShaderInfo& g = only(s, "g");
    EXPECT_EQ(g.cull, CullMode::Back);
    EXPECT_FLOAT_EQ(g.sort, 10.0f);
    EXPECT_TRUE(g.polygon_offset);
    EXPECT_TRUE(g.nopicmip);
    ASSERT_EQ(g.deforms.size(), 3u);
    EXPECT_EQ(g.deforms[0].kind, DeformKind::Wave);
    EXPECT_FLOAT_EQ(g.deforms[0].spread, 0.01f);
    EXPECT_EQ(g.deforms[1].kind, DeformKind::Move);
    EXPECT_EQ(g.deforms[1].move, glm::vec3(0, 0, 1));
    EXPECT_EQ(g.deforms[2].kind, DeformKind::Autosprite);
    ASSERT_EQ(g.stages.size(), 4u);
    const MaterialStage& a = g.stages[0];
    EXPECT_EQ(a.frame_names, (std::vector<std::string>{"a1.tga", "a2.tga", "a3.tga"}));
    EXPECT_FLOAT_EQ(a.frame_rate, 4.0f);
    EXPECT_EQ(a.rgb, ColorGen::Wave);
    EXPECT_EQ(a.rgb_wave, (Wave{WaveFunc::Triangle, 0.2f, 0.5f, 0.25f, 2.0f}));
    EXPECT_EQ(a.alpha, AlphaGen::Const);
    EXPECT_FLOAT_EQ(a.alpha_const, 0.75f);
    ASSERT_EQ(a.tc_mods.size(), 4u);
    EXPECT_EQ(a.tc_mods[0].kind, TexModKind::Scroll);
    EXPECT_FLOAT_EQ(a.tc_mods[0].values[1], -1.0f);
    EXPECT_EQ(a.tc_mods[1].kind, TexModKind::Rotate);
    EXPECT_EQ(a.tc_mods[2].kind, TexModKind::Turb);
    EXPECT_FLOAT_EQ(a.tc_mods[2].wave.amplitude, 0.1f);
    EXPECT_EQ(a.tc_mods[3].kind, TexModKind::Stretch);
    EXPECT_EQ(a.tc_mods[3].wave.func, WaveFunc::Sawtooth);
    EXPECT_EQ(a.alpha_test, AlphaTest::Ge128);
    EXPECT_TRUE(a.depth_equal);
    EXPECT_TRUE(a.detail);
    const MaterialStage& b = g.stages[1];
    EXPECT_TRUE(b.clamp);
    EXPECT_EQ(b.rgb, ColorGen::Const);
    EXPECT_EQ(b.rgb_const, glm::vec3(0.25f, 0.5f, 1.0f));
    EXPECT_EQ(b.alpha, AlphaGen::Wave);
    EXPECT_EQ(b.tc_gen, TexCoordGen::Vector);
    EXPECT_EQ(b.tc_vectors[1], glm::vec3(0, 0.01f, 0));
    EXPECT_EQ(b.tc_mods.at(0).kind, TexModKind::Transform);
    EXPECT_FLOAT_EQ(b.tc_mods[0].values[4], 0.5f);
    const MaterialStage& c = g.stages[2];
    EXPECT_EQ(c.texture, StageTexture::White);
    EXPECT_EQ(c.rgb, ColorGen::OneMinusVertex);
    EXPECT_EQ(c.alpha, AlphaGen::Portal);
    EXPECT_FLOAT_EQ(c.portal_range, 512.0f);
    EXPECT_EQ(c.tc_mods.at(0).kind, TexModKind::EntityTranslate);
    EXPECT_EQ(c.tc_mods.at(1).kind, TexModKind::Scale);
    EXPECT_EQ(g.stages[3].alpha, AlphaGen::Vertex) << "rgbGen vertex brings the vertex alpha along";
}

TEST(Q3ShaderStages, SkyParmsCloudHeightAndFogParms) {
    Q3ShaderScripts s;
    s.add_script(R"(
sky1 {
surfaceparm sky
surfaceparm noimpact
skyparms env/sky1 512 -
{
map clouds.tga
tcMod scroll 0.01 0.02
}
}
fog1 {
surfaceparm fog
fogparms ( 0.5 0.25 0.125 ) 640
}
)", "scripts/sky.shader");
    const Q3ShaderInfo& sky = only(s, "sky1");
    EXPECT_EQ(sky.sky_box, "env/sky1");
    EXPECT_FLOAT_EQ(sky.cloud_height, 512.0f);
    // ParseSkyParms: "-" or 0 as the height is 512; no height at all, no clouds.
    s.add_script("sky2 {\nskyparms env/a - -\n}\nsky3 {\nskyparms env/b 0 -\n}\nsky4 {\nskyparms env/c\n}\n",
                 "scripts/sky2.shader");
    EXPECT_FLOAT_EQ(only(s, "sky2").cloud_height, 512.0f);
    EXPECT_FLOAT_EQ(only(s, "sky3").cloud_height, 512.0f);
    EXPECT_FLOAT_EQ(only(s, "sky4").cloud_height, 0.0f);
    EXPECT_TRUE(sky.sky);
    EXPECT_EQ(sky.surfaceparms, (std::vector<std::string>{"sky", "noimpact"}));
    const Q3ShaderInfo& fog = only(s, "fog1");
    EXPECT_TRUE(fog.fog);
    EXPECT_EQ(fog.fog_color, glm::vec3(0.5f, 0.25f, 0.125f));
    EXPECT_FLOAT_EQ(fog.fog_distance, 640.0f);
}

// The "Bad input" list of issue 11: warnings, never a crash, and the rest still read.
TEST(Q3ShaderStages, HostileScriptsWarnAndGoOn) {
    Q3ShaderScripts s;
    std::string many_frames = "anim {\n{\nanimMap 10";
    for (int i = 0; i < 12; ++i) many_frames += " f" + std::to_string(i) + ".tga";
    many_frames += "\n}\n}\n";
    s.add_script(many_frames + R"(
nothing {
{
animMap 5
}
}
unknown {
frobnicate 1 2
{
map u.tga
wibble 3
wibble 4
}
{
map v.tga
wibble
}
}
absurd {
{
map w.tga
rgbGen wave sin 1e300 nan -inf 1e39
tcMod scale 1e30 1e30
}
}
chain {
{
map c.tga
tcMod scroll 1 1
tcMod scroll 1 1
tcMod scroll 1 1
tcMod scroll 1 1
tcMod scroll 1 1
}
}
short {
{
map s.tga
rgbGen wave sin 1
tcMod scroll
tcGen vector ( 1 0
tcMod bogus 3
blendFunc GL_BOGUS GL_ONE
}
}
nested {
{
{
{
map n.tga
}
}
}
}
halfvec {
{
map h.tga
rgbGen const ( 1 1
}
}
)", "scripts/hostile.shader");
    const auto& w = s.warnings();
    ASSERT_FALSE(w.empty());
    const Q3ShaderInfo& anim = only(s, "anim");
    EXPECT_EQ(anim.stages.at(0).frame_names.size(), kMaxAnimFrames);
    EXPECT_EQ(only(s, "nothing").stages.at(0).frame_names.size(), 0u);
    size_t wibble = 0;
    for (const std::string& m : w) wibble += m.find("'wibble'") != std::string::npos;
    EXPECT_EQ(wibble, 1u) << "an unknown keyword is reported once";
    const MaterialStage& absurd = only(s, "absurd").stages.at(0);
    EXPECT_TRUE(std::isfinite(absurd.rgb_wave.base) && std::abs(absurd.rgb_wave.base) <= 1e6f);
    EXPECT_EQ(absurd.rgb_wave.amplitude, 0.0f) << "nan reads as nothing";
    EXPECT_TRUE(std::isfinite(absurd.tc_mods.at(0).values[0]));
    EXPECT_EQ(only(s, "chain").stages.at(0).tc_mods.size(), kMaxTexMods);
    const MaterialStage& sh = only(s, "short").stages.at(0);
    EXPECT_EQ(sh.rgb, ColorGen::IdentityLighting) << "a wave with missing words leaves the default";
    EXPECT_TRUE(sh.tc_mods.empty());
    EXPECT_EQ(sh.tc_gen, TexCoordGen::Base);
    EXPECT_EQ(sh.src, BlendFactor::One) << "the engine substitutes GL_ONE for an unknown factor";
    EXPECT_EQ(only(s, "nested").stages.size(), 1u);
    EXPECT_EQ(only(s, "halfvec").stages.at(0).rgb, ColorGen::Const);
}

TEST(Q3ShaderStages, UnbalancedFilesAreIgnoredWholeAsTheEngineDoes) {
    Q3ShaderScripts s;
    s.add_script("good {\n{\nmap g.tga\n}\n}\nbroken {\n{\nmap b.tga\n}\n", "scripts/broken.shader");
    EXPECT_EQ(s.find("good"), nullptr);
    EXPECT_EQ(s.find("broken"), nullptr);
    ASSERT_EQ(s.warnings().size(), 1u);
    EXPECT_NE(s.warnings()[0].find("scripts/broken.shader"), std::string::npos);
    Q3ShaderScripts t;
    t.add_script("}\n", "scripts/stray.shader");
    t.add_script("lonely\n", "scripts/lonely.shader");
    t.add_script(std::string(200000, '{'), "scripts/deep.shader");
    t.add_script(std::string(100000, '}'), "scripts/closers.shader");
    EXPECT_EQ(t.size(), 0u);
    EXPECT_EQ(t.warnings().size(), 4u);
}

// Engine precedence: files later in the engine's list win a duplicate name; inside
// one file the first definition wins.
TEST(Q3ShaderStages, LaterListedFileWinsInsideOneFileTheFirst) {
    Q3ShaderScripts s;
    s.add_script("dup {\n{\nmap first.tga\n}\n}\ndup {\n{\nmap first_again.tga\n}\n}", "scripts/a.shader");
    EXPECT_EQ(only(s, "dup").first_image, "first.tga");
    s.add_script("dup {\n{\nmap second.tga\n}\n}", "scripts/b.shader");
    EXPECT_EQ(only(s, "dup").first_image, "second.tga");
    EXPECT_EQ(only(s, "dup").source_file, "scripts/b.shader");
}

TEST(Q3ShaderStages, EngineScriptOrderWalksTheSearchPathThenNames) {
    // Ranks: 0 = the highest-priority mount (the last pk3 mounted).
    const std::vector<std::string> files = {"scripts/a.shader", "scripts/z.shader", "scripts/m.shader",
                                            "scripts/B.shader"};
    const std::vector<size_t> rank = {1, 0, 1, 0};
    EXPECT_EQ(engine_script_order(files, rank),
              (std::vector<std::string>{"scripts/B.shader", "scripts/z.shader", "scripts/a.shader",
                                        "scripts/m.shader"}));
}

}  // namespace

// Each shader keeps what its parse warned about, so a map lists the problems of the
// shaders it uses; compiler directives (q3map_*, qer_*) are never a problem.
TEST(Q3ShaderStages, EachShaderKeepsItsOwnWarnings) {
    Q3ShaderScripts s;
    s.add_script(R"(
light { q3map_lightimage a.tga
  q3map_surfacelight 1000
  qer_editorimage a.tga
  { map a.tga } }
odd { frobnicate 3
  { map b.tga
    sparkle } }
also_odd { frobnicate 4 { map c.tga } }
)",
                 "scripts/w.shader");
    ASSERT_NE(s.find("light"), nullptr);
    EXPECT_TRUE(s.find("light")->warnings.empty()) << s.find("light")->warnings.front();
    ASSERT_NE(s.find("odd"), nullptr);
    const auto& odd = s.find("odd")->warnings;
    ASSERT_EQ(odd.size(), 2u);
    EXPECT_NE(odd[0].find("scripts/w.shader: shader 'odd': unknown keyword 'frobnicate'"), std::string::npos) << odd[0];
    EXPECT_NE(odd[1].find("'sparkle'"), std::string::npos) << odd[1];
    // The game-wide list warns once per keyword; each shader still has its own.
    EXPECT_EQ(s.find("also_odd")->warnings.size(), 1u);
    EXPECT_EQ(s.warnings().size(), 2u);
    EXPECT_TRUE(s.file_warnings().empty());
    s.add_script("broken { { map x.tga }\n", "scripts/broken.shader");
    ASSERT_EQ(s.file_warnings().size(), 1u);
    EXPECT_NE(s.file_warnings()[0].find("scripts/broken.shader"), std::string::npos);
}

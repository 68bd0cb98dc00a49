// KeyValues text and VMT materials: tokens, comments, conditions, limits, and
// patch materials with their includes (loops and depth are errors, not hangs).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "assets/keyvalues.h"
#include "assets/vmt_material.h"

namespace {

std::string parse_error(const std::string& text) {
    std::string error;
    EXPECT_FALSE(bsp::parse_keyvalues(text, &error).has_value()) << text.substr(0, 80);
    EXPECT_FALSE(error.empty());
    return error;
}

// Include reader over an in-memory set of files.
bsp::VmtFileReader files(const std::map<std::string, std::string>& by_path) {
    return [by_path](const std::string& path) -> std::optional<std::string> {
        auto it = by_path.find(path);
        if (it == by_path.end()) return std::nullopt;
        return it->second;
    };
}

}  // namespace

TEST(KeyValues, QuotedUnquotedNestedAndComments) {
    const char* text = R"(// leading comment
"LightmappedGeneric"
{
    "$basetexture" "Concrete\Floor 01"   // quoted, keeps the backslash and the space
    $surfaceprop concrete
    "Proxies" { "AnimatedTexture" { "animatedtextureframerate" 10 } }
}
)";
    std::string error;
    auto root = bsp::parse_keyvalues(text, &error);
    ASSERT_TRUE(root) << error;
    ASSERT_EQ(root->children.size(), 1u);
    const bsp::KeyValue& shader = root->children[0];
    EXPECT_EQ(shader.key, "LightmappedGeneric");
    EXPECT_TRUE(shader.block);
    ASSERT_EQ(shader.children.size(), 3u);
    EXPECT_EQ(shader.find("$BASETEXTURE")->value, "Concrete\\Floor 01");
    EXPECT_EQ(shader.find("$surfaceprop")->value, "concrete");
    const bsp::KeyValue* proxies = shader.find("proxies");
    ASSERT_TRUE(proxies && proxies->block);
    EXPECT_EQ(proxies->find("AnimatedTexture")->find("animatedtextureframerate")->value, "10");
}

TEST(KeyValues, ConditionsAreEvaluatedForAPc) {
    auto root = bsp::parse_keyvalues(R"(s {
        $a console [$X360]
        $a pc [!$X360]
        $b both [$WIN32||$X360]
        $c none [$X360&&$WIN32]
    })");
    ASSERT_TRUE(root);
    const bsp::KeyValue& s = root->children[0];
    ASSERT_EQ(s.children.size(), 2u);
    EXPECT_EQ(s.find("$a")->value, "pc");
    EXPECT_EQ(s.find("$b")->value, "both");
    EXPECT_EQ(s.find("$c"), nullptr);
}

TEST(KeyValues, MalformedTextGivesErrors) {
    EXPECT_NE(parse_error("s { $a \"unterminated }").find("unterminated"), std::string::npos);
    EXPECT_NE(parse_error("s { $a b").find("missing '}'"), std::string::npos);
    EXPECT_NE(parse_error("s { } }").find("'}' without"), std::string::npos);
    EXPECT_NE(parse_error("s { $a }").find("no value"), std::string::npos);
    EXPECT_NE(parse_error("s { $a b [$X360 }").find("condition"), std::string::npos);
    EXPECT_NE(parse_error("s {\n\n $a").find("line 3"), std::string::npos);
}

TEST(KeyValues, NestingAndSizeAreLimited) {
    std::string deep;
    for (int i = 0; i < 1000; ++i) deep += "k {\n";
    for (int i = 0; i < 1000; ++i) deep += "}\n";
    EXPECT_NE(parse_error(deep).find("nested deeper than 64"), std::string::npos);

    std::string ok;
    for (int i = 0; i < 64; ++i) ok += "k { ";
    for (int i = 0; i < 64; ++i) ok += "} ";
    EXPECT_TRUE(bsp::parse_keyvalues(ok));

    std::string error;
    EXPECT_FALSE(bsp::parse_keyvalues("a b", &error, {.max_depth = 64, .max_bytes = 2}));
    EXPECT_NE(error.find("over the limit"), std::string::npos);
}

TEST(KeyValues, EmptyAndCommentOnlyTextsHaveNoPairs) {
    for (const char* text : {"", "// nothing\n", "   \n\t// a\n// b"}) {
        auto root = bsp::parse_keyvalues(text);
        ASSERT_TRUE(root) << text;
        EXPECT_TRUE(root->children.empty());
    }
}

TEST(VmtMaterial, FieldsAndToolFlags) {
    std::string error;
    auto m = bsp::parse_vmt(R"("LightmappedGeneric"
{
    "$basetexture" "Glass\Window01"
    "$basetexture2" "dirt/blend"
    "$translucent" "1"
    "$alphatest" 0
    "$alphatestreference" ".7"
    "$additive" "1.0"
    "$nocull" 1
    "$selfillum" 1
    "%compile2Dsky" 1
    "%compileclip" 1
    "Proxies" { "$translucent" 0 }
})", {}, &error);
    ASSERT_TRUE(m) << error;
    EXPECT_EQ(m->shader, "lightmappedgeneric");
    EXPECT_EQ(m->base_texture, "Glass\\Window01");
    EXPECT_EQ(m->base_texture2, "dirt/blend");
    EXPECT_TRUE(m->translucent);
    EXPECT_FALSE(m->alpha_test);
    EXPECT_FLOAT_EQ(m->alpha_test_reference, 0.7f);
    EXPECT_TRUE(m->additive);
    EXPECT_TRUE(m->no_cull);
    EXPECT_TRUE(m->self_illum);
    EXPECT_TRUE(m->tool_sky);
    EXPECT_TRUE(m->tool_nodraw);

    auto plain = bsp::parse_vmt("UnlitGeneric { $basetexture x }", {});
    ASSERT_TRUE(plain);
    EXPECT_FALSE(plain->translucent || plain->alpha_test || plain->additive || plain->tool_sky || plain->tool_nodraw);
    EXPECT_FALSE(bsp::parse_vmt("$basetexture x", {}).has_value());  // no shader block
}

TEST(VmtMaterial, PatchIncludesThenInsertsAndReplaces) {
    const auto read = files({{"materials/base/wall.vmt", R"("VertexLitGeneric" {
        $basetexture base/wall
        $translucent 1
        $nocull 1
    })"}});
    std::string error;
    auto m = bsp::parse_vmt(R"(patch {
        include "materials\Base\Wall.vmt"
        insert { $basetexture base/wall_dirty  $alphatest 1 }
        replace { $envmap env_cubemap  $nocull "" }
    })", read, &error, "materials/base/wall_dirty.vmt");
    ASSERT_TRUE(m) << error;
    EXPECT_EQ(m->shader, "vertexlitgeneric");
    EXPECT_EQ(m->base_texture, "base/wall_dirty");
    EXPECT_TRUE(m->translucent);  // kept from the include
    EXPECT_TRUE(m->alpha_test);   // inserted
    EXPECT_FALSE(m->no_cull);     // "" removes
    EXPECT_EQ(m->param("$envmap"), nullptr);  // replace only overrides what is there

    // A patch of a patch.
    const auto read2 = files({{"materials/base/wall.vmt", "LightmappedGeneric { $basetexture a }"},
                              {"materials/base/mid.vmt", "patch { include materials/base/wall.vmt insert { $additive 1 } }"}});
    auto two = bsp::parse_vmt("patch { include materials/base/mid.vmt replace { $basetexture b } }", read2, &error);
    ASSERT_TRUE(two) << error;
    EXPECT_EQ(two->base_texture, "b");
    EXPECT_TRUE(two->additive);
}

TEST(VmtMaterial, IncludeLoopsMissingIncludesAndDepthAreErrors) {
    const auto loop = files({{"materials/a.vmt", "patch { include materials/b.vmt }"},
                             {"materials/b.vmt", "patch { include materials/a.vmt }"}});
    std::string error;
    EXPECT_FALSE(bsp::parse_vmt("patch { include materials/a.vmt }", loop, &error, "materials/a.vmt"));
    EXPECT_NE(error.find("include loop"), std::string::npos) << error;
    EXPECT_FALSE(bsp::parse_vmt("patch { include materials/b.vmt }", loop, &error, "materials/top.vmt"));
    EXPECT_NE(error.find("include loop"), std::string::npos) << error;

    EXPECT_FALSE(bsp::parse_vmt("patch { include materials/none.vmt }", loop, &error));
    EXPECT_NE(error.find("materials/none.vmt not found"), std::string::npos) << error;
    EXPECT_FALSE(bsp::parse_vmt("patch { insert { $a 1 } }", loop, &error));
    EXPECT_NE(error.find("without an include"), std::string::npos) << error;

    std::map<std::string, std::string> chain;  // m0 → m1 → … → m20
    for (int i = 0; i < 20; ++i)
        chain["materials/m" + std::to_string(i) + ".vmt"] = "patch { include materials/m" + std::to_string(i + 1) + ".vmt }";
    chain["materials/m20.vmt"] = "LightmappedGeneric { $basetexture x }";
    EXPECT_FALSE(bsp::parse_vmt("patch { include materials/m0.vmt }", files(chain), &error));
    EXPECT_NE(error.find("deeper than"), std::string::npos) << error;
}

TEST(VmtMaterial, PathsAreLowerCaseWithOnePrefixAndExtension) {
    EXPECT_EQ(bsp::vmt_path_of("CONCRETE\\ConcreteFloor001A"), "materials/concrete/concretefloor001a.vmt");
    EXPECT_EQ(bsp::vmt_path_of("materials/x/y.vmt"), "materials/x/y.vmt");
    EXPECT_EQ(bsp::vtf_path_of("Glass\\Window01"), "materials/glass/window01.vtf");
    EXPECT_EQ(bsp::vtf_path_of("/materials/x/y.VTF"), "materials/x/y.vtf");
}

TEST(KeyValues, RandomTextNeverCrashes) {
    const std::string alphabet = "{}\"[]/!$&|ab \n\t";
    uint32_t seed = 777;
    auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const size_t length = next() % 300;
        for (size_t i = 0; i < length; ++i) text += alphabet[(next() >> 16) % alphabet.size()];
        std::string error;
        auto root = bsp::parse_keyvalues(text, &error);
        if (!root) {
            EXPECT_FALSE(error.empty()) << text;
        }
        bsp::parse_vmt(text, files({}), &error);  // a VMT reader over the same text: answers, never crashes
    }
}

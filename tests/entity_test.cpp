// Entity text parser: the grammar every BSP format shares, its errors, and the
// typed accessors. Also runs it over the entity lump of every map in ../shared.
#include <gtest/gtest.h>

#include <cstring>

#include "core/load_error.h"
#include "map/entity.h"
#include "support/test_maps.h"

using bsp::Entity;
using bsp::LoadError;
using bsp::parse_entities;

namespace {

// Parses text that must fail; returns the error for the caller to inspect.
LoadError parse_error(std::string_view text) {
    try {
        parse_entities(text, "maps/t.bsp");
    } catch (const LoadError& e) {
        return e;
    }
    ADD_FAILURE() << "no error for: " << text;
    return LoadError("", "", "");
}

void expect_entity_error(std::string_view text, std::string_view problem) {
    LoadError e = parse_error(text);
    EXPECT_EQ(e.file(), "maps/t.bsp");
    EXPECT_EQ(e.part(), "lump 'entities'");
    EXPECT_NE(e.problem().find(problem), std::string::npos) << "got: " << e.what();
}

}  // namespace

TEST(EntityParser, ParsesEntitiesInOrderKeepingRepeatedKeys) {
    auto ents = parse_entities(
        "{\n\"classname\" \"worldspawn\"\n\"wad\" \"a.wad\"\n}\n"
        "{ \"classname\" \"target_speaker\" \"noise\" \"a\" \"noise\" \"b\" }",
        "f");
    ASSERT_EQ(ents.size(), 2u);
    EXPECT_EQ(ents[0].classname(), "worldspawn");
    ASSERT_EQ(ents[1].pairs.size(), 3u);
    EXPECT_EQ(ents[1].pairs[1], (std::pair<std::string, std::string>("noise", "a")));
    EXPECT_EQ(ents[1].pairs[2].second, "b");
    EXPECT_EQ(*ents[1].find("noise"), "a");  // first wins
}

TEST(EntityParser, EmptyTextAndEmptyEntities) {
    EXPECT_TRUE(parse_entities("", "f").empty());
    EXPECT_TRUE(parse_entities("  \n\t ", "f").empty());
    auto ents = parse_entities("{}{ }", "f");
    ASSERT_EQ(ents.size(), 2u);
    EXPECT_TRUE(ents[0].pairs.empty());
}

TEST(EntityParser, SkipsCommentsButNotInsideStrings) {
    auto ents = parse_entities(
        "// header comment\n{ /* block\n comment */ \"url\" // between key and value\n \"http://x/*y*/\" }\n/* end */",
        "f");
    ASSERT_EQ(ents.size(), 1u);
    EXPECT_EQ(ents[0].get("url"), "http://x/*y*/");
}

TEST(EntityParser, StringsMaySpanLinesAndBeEmpty) {
    auto ents = parse_entities("{ \"message\" \"two\nlines\" \"empty\" \"\" }", "f");
    ASSERT_EQ(ents.size(), 1u);
    EXPECT_EQ(ents[0].get("message"), "two\nlines");
    EXPECT_EQ(ents[0].get("empty", "fallback"), "");
    EXPECT_EQ(ents[0].get("missing", "fallback"), "fallback");
}

TEST(EntityParser, NulByteEndsTheText) {
    std::string text = "{ \"a\" \"b\" }";
    text.push_back('\0');
    text += "garbage { \"";
    auto ents = parse_entities(text, "f");
    ASSERT_EQ(ents.size(), 1u);
}

TEST(EntityParser, ErrorsNameFileLumpLineAndProblem) {
    expect_entity_error("{ \"classname\" \"worldspawn", "unterminated string");
    expect_entity_error("{ \"classname\" \"worldspawn\"\n", "unterminated entity");
    expect_entity_error("{ \"classname\" }", "has no value");
    expect_entity_error("{ \"classname\"", "has no value");
    expect_entity_error("{ classname worldspawn }", "expected a quoted key");
    expect_entity_error("\"classname\" \"worldspawn\"", "expected '{'");
    expect_entity_error("{ } }", "expected '{'");
    expect_entity_error("{ { } }", "expected a quoted key");
    expect_entity_error("/* never closed", "unterminated /* comment");
    LoadError e = parse_error("{\n\"a\" \"b\"\n\n\"c\" \"d\n}");
    EXPECT_NE(e.problem().find("line 4"), std::string::npos) << e.what();  // where the string opened
    EXPECT_EQ(std::string(e.what()).rfind("maps/t.bsp: lump 'entities': line 4", 0), 0u) << e.what();
}

TEST(EntityParser, CustomPartNamesTheLump) {
    try {
        parse_entities("{", "x.bsp", "lump 0 (entities)");
        FAIL();
    } catch (const LoadError& e) {
        EXPECT_EQ(e.part(), "lump 0 (entities)");
    }
}

TEST(EntityAccessors, Vec3AndNumber) {
    Entity e;
    e.pairs = {{"origin", "16 -32.5 +24"}, {"bad", "1 2"}, {"long", "1 2 3 4"}, {"word", "abc"},
               {"angle", " 90 "}, {"spacey", "  1\t2  3 "}, {"light", "300x"}};
    ASSERT_TRUE(e.vec3("origin"));
    EXPECT_EQ(*e.vec3("origin"), glm::vec3(16, -32.5f, 24));
    EXPECT_EQ(*e.vec3("spacey"), glm::vec3(1, 2, 3));
    EXPECT_FALSE(e.vec3("bad"));
    EXPECT_FALSE(e.vec3("long"));
    EXPECT_FALSE(e.vec3("word"));
    EXPECT_FALSE(e.vec3("missing"));
    EXPECT_EQ(e.number("angle"), 90.0f);
    EXPECT_FALSE(e.number("light"));
    EXPECT_FALSE(e.number("origin"));
    EXPECT_FALSE(e.number("missing"));
}

// Every format stores the entity text as lump 0; find it with the few header
// facts needed here, so this test covers maps whose parsers do not exist yet.
TEST(EntityParser, ParsesTheEntityLumpOfEverySharedMap) {
    const auto dir = bsptest::shared_maps_dir();
    BSPTEST_REQUIRE_PATH(dir);
    int parsed = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
        if (entry.path().extension() != ".bsp") continue;
        auto bytes = bsptest::read_file(entry.path());
        if (bytes.size() < 16) continue;
        auto i32 = [&](size_t at) {
            int32_t v;
            std::memcpy(&v, &bytes[at], 4);
            return v;
        };
        size_t dir_at;
        if (std::memcmp(bytes.data(), "IBSP", 4) == 0 || std::memcmp(bytes.data(), "VBSP", 4) == 0)
            dir_at = 8;  // magic, version, then lump 0 (VBSP adds a version/fourCC we skip)
        else if (std::memcmp(bytes.data(), "BSP2", 4) == 0 || i32(0) == 29 || i32(0) == 30)
            dir_at = 4;
        else
            continue;  // e.g. the big-endian Xbox 360 map
        int32_t offset = i32(dir_at), length = i32(dir_at + 4);
        if (offset < 0 || length < 0 || size_t(offset) + size_t(length) > bytes.size()) continue;
        std::string_view text(reinterpret_cast<const char*>(bytes.data()) + offset, size_t(length));
        if (text.substr(0, 1) != "{") continue;  // lump 0 is not entities in this variant (e.g. L4D2 layout)
        SCOPED_TRACE(entry.path().string());
        auto ents = parse_entities(text, entry.path().string());
        ASSERT_FALSE(ents.empty());
        EXPECT_EQ(ents[0].classname(), "worldspawn");
        ++parsed;
    }
    EXPECT_GT(parsed, 15);
}

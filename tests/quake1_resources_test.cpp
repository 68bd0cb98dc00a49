// How a Quake-family map uses the game's other files: WAD3/WAD2 textures named by
// worldspawn's "wad" key and the game's gfx/palette.lmp (assets/paletted_textures.h),
// and the .lit file beside a v29 map (the parser, through ParseOptions::read_file).
// read_file here is a lambda over an in-memory path → bytes table that also records
// what was asked for; load() runs the parser and the assets step as the pipeline does.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>

#include "assets/paletted_textures.h"
#include "formats/map_parser.h"
#include "formats/quake1_goldsrc/quake1_lit_file.h"
#include "formats/quake1_goldsrc/quake1_parser.h"
#include "session/map_loading.h"
#include "support/quake1_writer.h"
#include "support/temp_dir.h"
#include "support/test_maps.h"
#include "support/zip_writer.h"

namespace {

using namespace bsp;
using bsptest::Q1Miptex;
using bsptest::Q1Variant;
using bsptest::Q1WadEntry;
using bsptest::Quake1Writer;

struct GameFiles {
    std::map<std::string, std::vector<uint8_t>> files;
    std::vector<std::string> asked;

    bool was_asked(const std::string& path) const {
        return std::find(asked.begin(), asked.end(), path) != asked.end();
    }
};

ParseOptions options_over(GameFiles& game, const std::string& game_path = "maps/room.bsp") {
    ParseOptions options;
    options.game_path = game_path;
    options.read_file = [&game](const std::string& path) -> std::optional<std::vector<uint8_t>> {
        game.asked.push_back(path);
        auto it = game.files.find(path);
        if (it == game.files.end()) return std::nullopt;
        return it->second;
    };
    return options;
}

Map load(std::span<const uint8_t> bytes, const ParseOptions& options, std::optional<Palette> palette = std::nullopt,
         const std::string& name = "room.bsp") {
    Map map = parse_map(bytes, name, options);
    resolve_paletted_textures(map, {options.read_file, options.game_path, palette});
    return map;
}

Map parse(const Quake1Writer& w, GameFiles& game, std::optional<Palette> palette = std::nullopt) {
    const std::vector<uint8_t> bytes = w.build();
    return load(bytes, options_over(game), palette);
}

// True when some warning contains every one of `parts`.
bool warned(const Map& map, std::initializer_list<std::string> parts) {
    return std::any_of(map.warnings.begin(), map.warnings.end(), [&](const std::string& w) {
        return std::all_of(parts.begin(), parts.end(), [&](const std::string& p) { return w.find(p) != w.npos; });
    });
}

std::string all_warnings(const Map& map) {
    std::string out;
    for (const std::string& w : map.warnings) out += "\n  " + w;
    return out;
}

// The square room whose one texture ("wall", 16×16) lives in the WADs of `wad_key`.
Quake1Writer room_needing_wad(Q1Variant variant, const std::string& wad_key) {
    Quake1Writer w = Quake1Writer::square_room(variant);
    w.miptex[0].embedded = false;
    w.entities = "{\n\"classname\" \"worldspawn\"\n\"wad\" \"" + wad_key + "\"\n}\n";
    return w;
}

Q1WadEntry wad_texture(const std::string& name, uint8_t first_index = 0, uint32_t width = 16, uint32_t height = 16) {
    Q1WadEntry e;
    e.texture.name = name;
    e.texture.width = width;
    e.texture.height = height;
    e.texture.first_index = first_index;
    return e;
}

std::vector<uint8_t> wad3(const std::vector<Q1WadEntry>& entries) { return bsptest::build_wad(true, entries); }

// A palette whose colour k is (k, k / 2, 200).
std::vector<uint8_t> test_palette() {
    std::vector<uint8_t> p;
    for (int k = 0; k < 256; ++k) {
        p.push_back(uint8_t(k));
        p.push_back(uint8_t(k / 2));
        p.push_back(200);
    }
    return p;
}

// --- formats without paletted textures -------------------------------------------

TEST(PalettedTextures, MapsWithoutTheRulesAreLeftAlone) {
    // Quake 3 materials are names of shaders and image files, found later by name.
    Map map;
    map.materials.resize(1);
    map.materials[0].name = "textures/base_wall/concrete";
    map.entities.resize(1);
    GameFiles game;
    const ParseOptions options = options_over(game, "maps/q3.bsp");
    resolve_paletted_textures(map, {options.read_file, options.game_path});
    EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
    EXPECT_TRUE(game.asked.empty()) << "neither a palette nor WADs";
    EXPECT_TRUE(map.materials[0].rgba.empty());
}

// --- "wad" key forms ---------------------------------------------------------------

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

TEST(Quake1WadCandidates, KeyFormsBecomeGamePaths) {
    const auto hl = wad_candidates("\\half-life\\valve\\halflife.wad", "maps/room.bsp");
    ASSERT_FALSE(hl.empty());
    EXPECT_EQ(hl[0], "halflife.wad") << "the file name alone comes first";
    EXPECT_TRUE(contains(hl, "valve/halflife.wad"));
    EXPECT_TRUE(contains(hl, "half-life/valve/halflife.wad"));
    EXPECT_TRUE(contains(hl, "maps/halflife.wad")) << "beside the map";

    const auto xeno = wad_candidates(" C:\\Sierra\\Half-Life\\Gearbox\\XENO.WAD ", "maps/room.bsp");
    EXPECT_EQ(xeno[0], "XENO.WAD");
    EXPECT_TRUE(contains(xeno, "xeno.wad"));
    EXPECT_TRUE(contains(xeno, "valve/xeno.wad"));
    EXPECT_TRUE(contains(xeno, "gearbox/xeno.wad"));
    EXPECT_TRUE(contains(xeno, "Gearbox/XENO.WAD"));
    for (const std::string& p : xeno) EXPECT_EQ(p.find(':'), std::string::npos) << "drive letter kept: " << p;
    for (const std::string& p : xeno) EXPECT_EQ(p.find('\\'), std::string::npos) << p;

    const auto plain = wad_candidates("gfx/base.wad", "");
    EXPECT_EQ(plain, (std::vector<std::string>{"base.wad", "valve/base.wad", "gfx/base.wad"}));
    EXPECT_TRUE(wad_candidates("", "maps/x.bsp").empty());
    EXPECT_TRUE(wad_candidates("C:\\", "maps/x.bsp").empty());
    EXPECT_TRUE(wad_candidates("..\\..\\", "maps/x.bsp").empty());
}

// --- WAD3 textures ------------------------------------------------------------------

TEST(Quake1Wad3, TextureComesFromTheWadTheKeyNames) {
    for (const char* stored : {"valve/halflife.wad", "halflife.wad", "half-life/valve/halflife.wad"}) {
        SCOPED_TRACE(stored);
        GameFiles game;
        game.files[stored] = wad3({wad_texture("other", 9), wad_texture("WALL", 3)});
        const Map map = parse(room_needing_wad(Q1Variant::kGoldSrc, "\\half-life\\valve\\halflife.wad;"), game);
        EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
        const Material& m = map.materials.at(0);
        ASSERT_EQ(m.rgba.size(), 16u * 16 * 4);
        // Pixel 0 holds index 3; the WAD3 palette's colour k is (k, 255 - k, 255 - k).
        EXPECT_EQ(m.rgba[0], 3);
        EXPECT_EQ(m.rgba[1], 252);
        EXPECT_EQ(m.rgba[3], 255);
        EXPECT_EQ(m.flags, 0u);
    }
}

TEST(Quake1Wad3, LowerCaseFallbackAndBesideTheMap) {
    GameFiles game;
    game.files["maps/xeno.wad"] = wad3({wad_texture("wall", 5)});
    const Map map = parse(room_needing_wad(Q1Variant::kGoldSrc, "C:\\Sierra\\XENO.WAD"), game);
    EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
    ASSERT_FALSE(map.materials[0].rgba.empty());
    EXPECT_EQ(map.materials[0].rgba[0], 5);
}

TEST(Quake1Wad3, WadsAreSearchedInTheKeysOrder) {
    GameFiles game;
    game.files["first.wad"] = wad3({wad_texture("wall", 1)});
    game.files["second.wad"] = wad3({wad_texture("wall", 2), wad_texture("floor", 7)});
    Quake1Writer w = room_needing_wad(Q1Variant::kGoldSrc, "first.wad; ;second.wad;first.wad");
    Q1Miptex floor;
    floor.name = "floor";
    floor.embedded = false;
    w.miptex.push_back(floor);
    const Map map = parse(w, game);
    EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
    EXPECT_EQ(map.materials[0].rgba.at(0), 1) << "the first WAD that has a texture wins";
    EXPECT_EQ(map.materials[1].rgba.at(0), 7) << "a texture only the second WAD has";
    EXPECT_EQ(std::count(game.asked.begin(), game.asked.end(), "first.wad"), 1) << "listed twice, read once";
}

TEST(Quake1Wad3, WadSizeReplacesNominalSizeButNotTheUvs) {
    GameFiles game;
    game.files["halflife.wad"] = wad3({wad_texture("wall", 0, 32, 16)});
    const Map map = parse(room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad"), game);
    const Material& m = map.materials[0];
    EXPECT_EQ(m.width, 32);
    EXPECT_EQ(m.height, 16);
    EXPECT_EQ(m.rgba.size(), 32u * 16 * 4);
    EXPECT_FLOAT_EQ(map.vertices[1].uv.x, 4.0f) << "uvs keep the BSP's 16-texel nominal size, as the engines do";
}

TEST(Quake1Wad3, CutoutTextureIndex255IsTransparent) {
    GameFiles game;
    game.files["halflife.wad"] = wad3({wad_texture("{grate")});
    Quake1Writer w = room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad");
    w.miptex[0].name = "{grate";
    const Map map = parse(w, game);
    const auto& rgba = map.materials[0].rgba;
    ASSERT_EQ(rgba.size(), 16u * 16 * 4);
    EXPECT_EQ(rgba[255 * 4 + 3], 0);
    EXPECT_EQ(rgba[254 * 4 + 3], 255);
}

TEST(Quake1Wad3, MissingWadIsOneWarningAndTheTextureStaysWithoutPixels) {
    GameFiles game;
    const Map map = parse(room_needing_wad(Q1Variant::kGoldSrc, "\\valve\\halflife.wad"), game);
    EXPECT_TRUE(map.materials[0].rgba.empty());
    EXPECT_EQ(map.materials[0].width, 16) << "nominal size kept for the fallback";
    ASSERT_EQ(map.warnings.size(), 2u) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"halflife.wad", "not found", "valve/halflife.wad"})) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"1 textures", "wall"})) << all_warnings(map);
}

TEST(Quake1Wad3, MissingTextureIsOneWarningNamingIt) {
    GameFiles game;
    game.files["halflife.wad"] = wad3({wad_texture("floor")});
    Quake1Writer w = room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad");
    Q1Miptex door;
    door.name = "door";
    door.embedded = false;
    w.miptex.push_back(door);
    const Map map = parse(w, game);
    ASSERT_EQ(map.warnings.size(), 1u) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"2 textures", "wall", "door"})) << all_warnings(map);
}

TEST(Quake1Wad3, NoWadKeyIsAWarning) {
    GameFiles game;
    Quake1Writer w = Quake1Writer::square_room(Q1Variant::kGoldSrc);
    w.miptex[0].embedded = false;
    const Map map = parse(w, game);
    ASSERT_EQ(map.warnings.size(), 1u) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"no \"wad\" key", "wall"}));
}

TEST(Quake1Wad3, WithoutReadFileTheMapAloneIsUsedQuietly) {
    const std::vector<uint8_t> bytes = room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad").build();
    const Map map = load(bytes, ParseOptions{});
    EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
    EXPECT_TRUE(map.materials[0].rgba.empty());
}

TEST(Quake1Wad3, EmbeddedTexturesNeedNoWad) {
    GameFiles game;
    Quake1Writer w = Quake1Writer::square_room(Q1Variant::kGoldSrc);
    w.entities = "{\n\"classname\" \"worldspawn\"\n\"wad\" \"halflife.wad\"\n}\n";
    const Map map = parse(w, game);
    EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
    EXPECT_TRUE(game.asked.empty()) << "v30 reads neither a palette, a .lit nor unneeded WADs";
}

// --- damaged WADs -------------------------------------------------------------------

TEST(Quake1WadBadInput, EntriesOutsideTheWadAreSkippedWithAWarning) {
    GameFiles game;
    Q1WadEntry far = wad_texture("wall", 1);
    far.filepos = 1 << 30;
    Q1WadEntry negative = wad_texture("wall", 2);
    negative.filepos = -4;
    Q1WadEntry long_one = wad_texture("wall", 3);
    long_one.disksize = 1 << 30;
    game.files["halflife.wad"] = wad3({far, negative, long_one, wad_texture("wall", 4)});
    const Map map = parse(room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad"), game);
    ASSERT_EQ(map.warnings.size(), 1u) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"halflife.wad", "3 texture entries lie outside", "entry 0 ('wall')"}))
        << all_warnings(map);
    ASSERT_FALSE(map.materials[0].rgba.empty()) << "the good entry is used";
    EXPECT_EQ(map.materials[0].rgba[0], 4);
}

TEST(Quake1WadBadInput, CompressedAndOtherEntryTypes) {
    GameFiles game;
    Q1WadEntry packed = wad_texture("wall", 1);
    packed.compression = 1;
    Q1WadEntry picture = wad_texture("wall", 2);
    picture.type = 0x42;  // a qpic: not a texture, ignored without a word
    game.files["halflife.wad"] = wad3({packed, picture});
    const Map map = parse(room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad"), game);
    EXPECT_TRUE(warned(map, {"halflife.wad", "compressed", "entry 0"})) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"not found", "wall"})) << all_warnings(map);
    EXPECT_TRUE(map.materials[0].rgba.empty());
}

TEST(Quake1WadBadInput, DamagedRecordIsAWarningNamingWadAndEntry) {
    GameFiles game;
    Q1WadEntry broken = wad_texture("wall");
    broken.texture.mip_offsets = std::array<uint32_t, 4>{40, 40, 1u << 30, 40};
    Q1WadEntry short_palette = wad_texture("floor");
    short_palette.texture.palette_bytes = 100;
    Q1WadEntry odd_size = wad_texture("door", 0, 24, 16);
    game.files["halflife.wad"] = wad3({broken, short_palette, odd_size});
    Quake1Writer w = room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad");
    for (const char* name : {"floor", "door"}) {
        Q1Miptex m;
        m.name = name;
        m.embedded = false;
        w.miptex.push_back(m);
    }
    const Map map = parse(w, game);
    EXPECT_TRUE(warned(map, {"halflife.wad: entry 'wall'", "mip level 2", "WAD entry"})) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"halflife.wad: entry 'floor'", "palette truncated"})) << all_warnings(map);
    EXPECT_TRUE(warned(map, {"halflife.wad: entry 'door'", "multiples of 16"})) << all_warnings(map);
    for (const Material& m : map.materials) EXPECT_TRUE(m.rgba.empty()) << m.name;
}

TEST(Quake1WadBadInput, NotAWadOrDirectoryOutside) {
    const std::vector<uint8_t> good = wad3({wad_texture("wall")});
    std::vector<uint8_t> bad_magic = good;
    bad_magic[3] = 'X';
    std::vector<uint8_t> directory_outside = good;
    const int32_t huge = 1 << 30;
    std::memcpy(directory_outside.data() + 8, &huge, 4);
    std::vector<uint8_t> negative_count = good;
    const int32_t minus = -1;
    std::memcpy(negative_count.data() + 4, &minus, 4);
    const std::vector<uint8_t> tiny = {'W', 'A', 'D'};
    for (const auto& bytes : {bad_magic, directory_outside, negative_count, tiny}) {
        GameFiles game;
        game.files["halflife.wad"] = bytes;
        const Map map = parse(room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad"), game);
        EXPECT_TRUE(warned(map, {"WAD 'halflife.wad' is not usable"})) << all_warnings(map);
        EXPECT_TRUE(map.materials[0].rgba.empty());
    }
}

TEST(Quake1WadBadInput, EveryTruncationAndByteFlipIsSurvived) {
    const std::vector<uint8_t> good = wad3({wad_texture("floor", 1), wad_texture("wall", 2)});
    const std::vector<uint8_t> map_bytes = room_needing_wad(Q1Variant::kGoldSrc, "halflife.wad").build();
    auto parse_with = [&](std::vector<uint8_t> wad) {
        GameFiles game;
        game.files["halflife.wad"] = std::move(wad);
        const Map map = load(map_bytes, options_over(game));
        const Material& m = map.materials.at(0);
        if (!m.rgba.empty()) {
            EXPECT_EQ(m.rgba.size(), size_t(m.width) * m.height * 4);
        }
        return map;
    };
    for (size_t n = 0; n < good.size(); ++n) {
        const Map map = parse_with(std::vector<uint8_t>(good.begin(), good.begin() + std::ptrdiff_t(n)));
        ASSERT_FALSE(map.warnings.empty()) << "truncated to " << n << " bytes";
    }
    for (size_t i = 0; i < good.size(); ++i) {
        for (uint8_t flip : {uint8_t(0xFF), uint8_t(0x80)}) {
            std::vector<uint8_t> wad = good;
            wad[i] ^= flip;
            ASSERT_NO_THROW(parse_with(std::move(wad))) << "byte " << i;
        }
    }
}

// --- WAD2 and the Quake palette -----------------------------------------------------

TEST(Quake1Wad2, QuakeTextureFromWad2UsesTheGamePalette) {
    for (Q1Variant variant : {Q1Variant::kQuake, Q1Variant::kBsp2}) {
        GameFiles game;
        game.files["gfx/palette.lmp"] = test_palette();
        game.files["gfx/base.wad"] = bsptest::build_wad(false, {wad_texture("wall", 6)});
        const Map map = parse(room_needing_wad(variant, "gfx/base.wad"), game);
        EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
        const auto& rgba = map.materials[0].rgba;
        ASSERT_EQ(rgba.size(), 16u * 16 * 4);
        EXPECT_EQ(rgba[0], 6);
        EXPECT_EQ(rgba[1], 3);
        EXPECT_EQ(rgba[2], 200);
    }
}

TEST(Quake1Palette, GamePaletteColoursEmbeddedQuakeTextures) {
    for (Q1Variant variant : {Q1Variant::kQuake, Q1Variant::kBsp2, Q1Variant::kBsp2Rmq}) {
        GameFiles game;
        game.files["gfx/palette.lmp"] = test_palette();
        const Map map = parse(Quake1Writer::square_room(variant), game);
        EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
        EXPECT_TRUE(game.was_asked("gfx/palette.lmp"));
        const auto& rgba = map.materials[0].rgba;
        EXPECT_EQ(rgba[9 * 4 + 0], 9);
        EXPECT_EQ(rgba[9 * 4 + 1], 4);
        EXPECT_EQ(rgba[9 * 4 + 2], 200);
    }
}

TEST(Quake1Palette, CallerPaletteOverridesTheGameFile) {
    GameFiles game;
    game.files["gfx/palette.lmp"] = test_palette();
    Palette palette;
    palette.fill(77);
    const Map map = parse(Quake1Writer::square_room(Q1Variant::kQuake), game, palette);
    EXPECT_EQ(map.materials[0].rgba[9 * 4], 77);
    EXPECT_FALSE(game.was_asked("gfx/palette.lmp"));
}

TEST(Quake1Palette, TruncatedOrMissingPaletteWarnsAndFallsBack) {
    const Map reference = load(Quake1Writer::square_room(Q1Variant::kQuake).build(), ParseOptions{});
    {
        GameFiles game;
        std::vector<uint8_t> short_palette = test_palette();
        short_palette.resize(700);
        game.files["gfx/palette.lmp"] = short_palette;
        const Map map = parse(Quake1Writer::square_room(Q1Variant::kQuake), game);
        ASSERT_EQ(map.warnings.size(), 1u) << all_warnings(map);
        EXPECT_TRUE(warned(map, {"gfx/palette.lmp", "truncated", "700 bytes", "built-in"}));
        EXPECT_EQ(map.materials[0].rgba, reference.materials[0].rgba) << "built-in palette";
    }
    {
        GameFiles game;
        const Map map = parse(Quake1Writer::square_room(Q1Variant::kQuake), game);
        ASSERT_EQ(map.warnings.size(), 1u) << all_warnings(map);
        EXPECT_TRUE(warned(map, {"gfx/palette.lmp", "not found", "built-in"}));
        EXPECT_EQ(map.materials[0].rgba, reference.materials[0].rgba);
    }
}

// --- .lit files ---------------------------------------------------------------------

std::vector<uint8_t> lit_file(size_t lighting_bytes, int32_t version = 1, uint8_t first = 50) {
    std::vector<uint8_t> lit = {'Q', 'L', 'I', 'T', 0, 0, 0, 0};
    std::memcpy(lit.data() + 4, &version, 4);
    for (size_t i = 0; i < lighting_bytes * 3; ++i) lit.push_back(uint8_t(first + i));
    return lit;
}

TEST(Quake1Lit, PathReplacesTheExtension) {
    EXPECT_EQ(quake1::lit_path("maps/e1m1.bsp"), "maps/e1m1.lit");
    EXPECT_EQ(quake1::lit_path("maps/E1M1.BSP"), "maps/E1M1.lit");
    EXPECT_EQ(quake1::lit_path("maps.d/e1m1"), "maps.d/e1m1.lit");
    EXPECT_EQ(quake1::lit_path("e1m1.bsp"), "e1m1.lit");
    EXPECT_EQ(quake1::lit_path(""), "");
}

TEST(Quake1Lit, LitFileColoursTheLightmaps) {
    for (Q1Variant variant : {Q1Variant::kQuake, Q1Variant::kBsp2}) {
        const Quake1Writer w = Quake1Writer::square_room(variant);
        GameFiles game;
        game.files["gfx/palette.lmp"] = test_palette();
        game.files["maps/room.lit"] = lit_file(w.lighting.size());
        const Map map = parse(w, game);
        EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
        const auto& rgb = map.lightmaps.at(0).rgb;
        ASSERT_EQ(rgb.size(), 75u);
        EXPECT_EQ(rgb[0], 50);
        EXPECT_EQ(rgb[1], 51);
        EXPECT_EQ(rgb[2], 52);
        EXPECT_EQ(rgb[74], 124);
    }
}

TEST(Quake1Lit, LitFileWinsOverBspxRgbLighting) {
    Quake1Writer w = Quake1Writer::square_room(Q1Variant::kQuake);
    w.bspx = {{"RGBLIGHTING", std::vector<uint8_t>(w.lighting.size() * 3, 7)}};
    GameFiles game;
    game.files["gfx/palette.lmp"] = test_palette();
    game.files["maps/room.lit"] = lit_file(w.lighting.size());
    EXPECT_EQ(parse(w, game).lightmaps.at(0).rgb[0], 50);
    game.files.erase("maps/room.lit");
    EXPECT_EQ(parse(w, game).lightmaps.at(0).rgb[0], 7) << "without a .lit, BSPX colour is used";
}

TEST(Quake1Lit, WrongSizeVersionOrMagicIsIgnoredWithAWarning) {
    const Quake1Writer w = Quake1Writer::square_room(Q1Variant::kQuake);
    std::vector<uint8_t> short_lit = lit_file(w.lighting.size());
    short_lit.pop_back();
    std::vector<uint8_t> long_lit = lit_file(w.lighting.size());
    long_lit.push_back(0);
    std::vector<uint8_t> bad_magic = lit_file(w.lighting.size());
    bad_magic[0] = 'X';
    const std::vector<std::pair<std::vector<uint8_t>, std::string>> cases = {
        {short_lit, "not 8 + 3"},
        {long_lit, "not 8 + 3"},
        {lit_file(w.lighting.size(), 2), "version 2"},
        {bad_magic, "QLIT"},
        {{'Q', 'L'}, "QLIT"},
        {{}, "QLIT"},
    };
    for (const auto& [bytes, problem] : cases) {
        GameFiles game;
        game.files["gfx/palette.lmp"] = test_palette();
        game.files["maps/room.lit"] = bytes;
        const Map map = parse(w, game);
        ASSERT_EQ(map.warnings.size(), 1u) << problem << all_warnings(map);
        EXPECT_TRUE(warned(map, {"maps/room.lit", problem, "ignored"})) << all_warnings(map);
        const auto& rgb = map.lightmaps.at(0).rgb;
        EXPECT_EQ(rgb[0], 10) << "greyscale from the lighting lump";
        EXPECT_EQ(rgb[1], 10);
    }
}

TEST(Quake1Lit, GoldSrcAndMapsWithoutGamePathDoNotLookForOne) {
    GameFiles game;
    game.files["maps/room.lit"] = lit_file(75);
    const Map map = parse(Quake1Writer::square_room(Q1Variant::kGoldSrc), game);
    EXPECT_FALSE(game.was_asked("maps/room.lit"));
    EXPECT_EQ(map.lightmaps.at(0).rgb[0], 10);

    GameFiles quake;
    quake.files["gfx/palette.lmp"] = test_palette();
    const std::vector<uint8_t> bytes = Quake1Writer::square_room(Q1Variant::kQuake).build();
    const Map no_path = load(bytes, options_over(quake, ""));
    EXPECT_TRUE(no_path.warnings.empty()) << all_warnings(no_path);
    EXPECT_EQ(quake.asked, (std::vector<std::string>{"gfx/palette.lmp"}));
}

// --- real maps ----------------------------------------------------------------------

// read_file over a folder on disk, as the vfs sees a map's folder mounted at maps/.
ParseOptions folder_options(const std::filesystem::path& folder, const std::string& map_file) {
    ParseOptions options;
    options.game_path = "maps/" + map_file;
    options.read_file = [folder](const std::string& path) -> std::optional<std::vector<uint8_t>> {
        if (!path.starts_with("maps/")) return std::nullopt;
        const auto p = folder / path.substr(5);
        if (!bsptest::have(p)) return std::nullopt;
        return bsptest::read_file(p);
    };
    return options;
}

TEST(Quake1RealMapsGameFiles, GoldSrcMapsWarnAboutTheirMissingWads) {
    const auto dir = bsptest::shared_maps_dir() / "goldsrc";
    BSPTEST_REQUIRE_PATH(dir);
    for (const char* name : {"allocblock-vis-test.bsp", "allocblock-lightmap-test.bsp", "allocblock-sky-test-simple.bsp"}) {
        SCOPED_TRACE(name);
        const std::vector<uint8_t> bytes = bsptest::read_file(dir / name);
        Map map;
        ASSERT_NO_THROW(map = load(bytes, folder_options(dir, name), std::nullopt, name));
        EXPECT_TRUE(warned(map, {"WAD 'halflife.wad'", "not found"})) << all_warnings(map);
        EXPECT_TRUE(warned(map, {"not found in the map's WAD files"})) << all_warnings(map);
        for (const Material& m : map.materials) EXPECT_TRUE(m.rgba.empty()) << m.name;
    }
}

TEST(Quake1RealMapsGameFiles, EmbeddedGoldSrcTexturesNeedNothing) {
    const auto path = bsptest::shared_maps_dir() / "goldsrc" / "allocblock-in-bsp-texture-test.bsp";
    BSPTEST_REQUIRE_PATH(path);
    const std::string name = path.filename().string();
    const Map map = load(bsptest::read_file(path), folder_options(path.parent_path(), name), std::nullopt, name);
    EXPECT_TRUE(map.warnings.empty()) << all_warnings(map);
    for (const Material& m : map.materials) EXPECT_FALSE(m.rgba.empty()) << m.name;
}

TEST(Quake1RealMapsGameFiles, CliReportsTheMissingWad) {
    const auto path = bsptest::shared_maps_dir() / "goldsrc" / "allocblock-vis-test.bsp";
    BSPTEST_REQUIRE_PATH(path);
    std::string out;
    ASSERT_EQ(bsptest::run_command(bsptest::bspview_binary() + " --info --json " + path.string(), &out), 0) << out;
    EXPECT_NE(out.find("halflife.wad"), std::string::npos) << out;
    EXPECT_NE(out.find("\"warnings\""), std::string::npos) << out;
}

}  // namespace

// An optional file that is there but lies (issue 12): gfx/palette.lmp in a pk3 whose
// directory claims far more bytes than the entry holds. Reading it fails, so the
// whole map loads with the built-in palette and a warning, as a missing palette does.
TEST(Quake1Palette, PaletteWhoseArchiveEntryLiesIsAWarningNotAFailedLoad) {
    bsptest::TempDir game("lyingpal");
    const std::vector<uint8_t> palette = test_palette();
    std::string zip = bsptest::zip_bytes({{"gfx/palette.lmp", std::string(palette.begin(), palette.end())}});
    // 64 MiB, in the local header and the central record: under the memory budget, so the
    // read is tried (a claim over it is not read at all: MemoryBudget.NoFileIsReadPastTheReadLimit)
    const uint32_t lie = 0x04000000u;
    std::memcpy(&zip[18], &lie, 4), std::memcpy(&zip[22], &lie, 4);
    const size_t central = zip.find("PK\x01\x02");
    ASSERT_NE(central, std::string::npos);
    std::memcpy(&zip[central + 20], &lie, 4), std::memcpy(&zip[central + 24], &lie, 4);
    std::ofstream(game / "pak0.pk3", std::ios::binary) << zip;
    const std::vector<uint8_t> bsp = Quake1Writer::square_room(Q1Variant::kQuake).build();
    std::filesystem::create_directories(game / "maps");
    std::ofstream(game / "maps/room.bsp", std::ios::binary).write(reinterpret_cast<const char*>(bsp.data()),
                                                                   std::streamsize(bsp.size()));
    LoadRequest request;
    request.map_argument = "maps/room.bsp";
    request.game_dirs = {game.path().string()};
    request.textures = true;
    const LoadedMap loaded = load_map(request);
    EXPECT_TRUE(warned(loaded.map, {"gfx/palette.lmp", "pak0.pk3", "cannot be read whole"})) << all_warnings(loaded.map);
    ASSERT_FALSE(loaded.map.materials.empty());
    EXPECT_FALSE(loaded.map.materials[0].rgba.empty()) << "decoded with the built-in palette";
}

// decode_vtf: Valve Texture Format 7.0-7.6 decoded on the CPU into RGBA8 and its
// mip levels; crafted files of several formats and header versions (7.6 with its
// deflate-compressed chain), and files that lie about their sizes (nullopt and a
// message, never a crash).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "assets/block_compression.h"
#include "assets/vtf_image.h"
#include "support/vtf_writer.h"

using bsptest::make_vtf;
using bsptest::put_u16;
using bsptest::put_u32;
using bsptest::VtfSpec;

namespace {

constexpr uint32_t kRGBA8888 = 0, kRGB565 = 4, kI8 = 5, kBGRA8888 = 12, kDXT1 = 13, kDXT5 = 15, kBGR565 = 17,
                   kP8 = 7, kUV88 = 22, kUVWQ8888 = 23, kRGBA16161616F = 24, kRGBA16161616 = 25, kUVLX8888 = 26;

std::array<uint8_t, 4> texel(const bsp::DecodedImage& image, int x, int y) {
    const size_t at = (size_t(y) * size_t(image.width) + size_t(x)) * 4;
    return {image.pixels[at], image.pixels[at + 1], image.pixels[at + 2], image.pixels[at + 3]};
}

using RGBA = std::array<uint8_t, 4>;

std::vector<uint8_t> solid(int w, int h, RGBA bgra) {
    std::vector<uint8_t> out;
    for (int i = 0; i < w * h; ++i) out.insert(out.end(), bgra.begin(), bgra.end());
    return out;
}

std::string error_of(const std::vector<uint8_t>& file) {
    std::string error;
    EXPECT_FALSE(bsp::decode_vtf(file, &error, "test.vtf").has_value());
    return error;
}

}  // namespace

TEST(VtfImage, Bgra8888TexelsBecomeRgba) {
    VtfSpec spec;
    spec.width = 2, spec.height = 1, spec.format = kBGRA8888;
    const std::vector<uint8_t> level{10, 20, 30, 40, 1, 2, 3, 4};  // B G R A, B G R A
    std::string error;
    auto vtf = bsp::decode_vtf(make_vtf(spec, {level}), &error);
    ASSERT_TRUE(vtf) << error;
    EXPECT_EQ(vtf->image.width, 2);
    EXPECT_EQ(vtf->image.height, 1);
    EXPECT_EQ(vtf->image.channels, 4);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{30, 20, 10, 40}));
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{3, 2, 1, 4}));
    EXPECT_TRUE(vtf->mip_levels.empty());
}

TEST(VtfImage, Dxt1BlockWithKnownColours) {
    // c0 = pure red, c1 = pure blue (c0 > c1: four colours). Texels 0..3 of the
    // first row use indices 0, 1, 2, 3; the rest index 0.
    std::vector<uint8_t> block;
    put_u16(block, 0xF800);
    put_u16(block, 0x001F);
    put_u32(block, 0u | (1u << 2) | (2u << 4) | (3u << 6));
    VtfSpec spec;
    spec.format = kDXT1;
    std::string error;
    auto vtf = bsp::decode_vtf(make_vtf(spec, {block}), &error);
    ASSERT_TRUE(vtf) << error;
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{255, 0, 0, 255}));
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{0, 0, 255, 255}));
    EXPECT_EQ(texel(vtf->image, 2, 0), (RGBA{170, 0, 85, 255}));  // 2/3 red + 1/3 blue
    EXPECT_EQ(texel(vtf->image, 3, 0), (RGBA{85, 0, 170, 255}));
    EXPECT_EQ(texel(vtf->image, 3, 3), (RGBA{255, 0, 0, 255}));
}

TEST(VtfImage, Dxt1ThreeColourBlockHasTransparentBlack) {
    std::vector<uint8_t> block;
    put_u16(block, 0x001F);  // c0 <= c1: three colours and transparent black
    put_u16(block, 0xF800);
    put_u32(block, 2u | (3u << 2));
    VtfSpec spec;
    spec.format = kDXT1;
    auto vtf = bsp::decode_vtf(make_vtf(spec, {block}));
    ASSERT_TRUE(vtf);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{127, 0, 127, 255}));
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{0, 0, 0, 0}));
}

TEST(VtfImage, Dxt5AlphaAndColour) {
    // Alpha 255 and 0 with 6 interpolated levels; texels 0, 1, 2 use alpha indices 0, 1, 2.
    std::vector<uint8_t> block{255, 0};
    const uint64_t alpha_bits = 0u | (1u << 3) | (2u << 6);
    for (int i = 0; i < 6; ++i) block.push_back(uint8_t(alpha_bits >> (8 * i)));
    put_u16(block, 0x07E0);  // green
    put_u16(block, 0x07E0);
    put_u32(block, 0);
    VtfSpec spec;
    spec.format = kDXT5;
    auto vtf = bsp::decode_vtf(make_vtf(spec, {block}));
    ASSERT_TRUE(vtf);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{0, 255, 0, 255}));
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{0, 255, 0, 0}));
    EXPECT_EQ(texel(vtf->image, 2, 0), (RGBA{0, 255, 0, 219}));  // (6·255 + 0) / 7
}

TEST(VtfImage, DxtImageSmallerThanABlockIsClipped) {
    std::vector<uint8_t> block;
    put_u16(block, 0xFFFF);
    put_u16(block, 0);
    put_u32(block, 0);
    VtfSpec spec;
    spec.width = 2, spec.height = 2, spec.format = kDXT1, spec.mip_count = 2;
    auto vtf = bsp::decode_vtf(make_vtf(spec, {block, block}));
    ASSERT_TRUE(vtf);
    EXPECT_EQ(vtf->image.pixels.size(), 2u * 2u * 4u);
    ASSERT_EQ(vtf->mip_levels.size(), 1u);
    EXPECT_EQ(vtf->mip_levels[0].width, 1);
    EXPECT_EQ(texel(vtf->mip_levels[0], 0, 0), (RGBA{255, 255, 255, 255}));
}

TEST(VtfImage, SixteenBitAndGreyFormats) {
    VtfSpec spec;
    spec.width = 2, spec.height = 1;
    std::vector<uint8_t> rgb565;
    put_u16(rgb565, 0x001F);  // RGB565: red in the low bits
    put_u16(rgb565, 0x07E0);
    spec.format = kRGB565;
    auto a = bsp::decode_vtf(make_vtf(spec, {rgb565}));
    ASSERT_TRUE(a);
    EXPECT_EQ(texel(a->image, 0, 0), (RGBA{255, 0, 0, 255}));
    EXPECT_EQ(texel(a->image, 1, 0), (RGBA{0, 255, 0, 255}));

    spec.format = kBGR565;  // Direct3D's R5G6B5: the same bits are blue
    auto b = bsp::decode_vtf(make_vtf(spec, {rgb565}));
    ASSERT_TRUE(b);
    EXPECT_EQ(texel(b->image, 0, 0), (RGBA{0, 0, 255, 255}));

    spec.format = kI8;
    auto c = bsp::decode_vtf(make_vtf(spec, {{77, 200}}));
    ASSERT_TRUE(c);
    EXPECT_EQ(texel(c->image, 0, 0), (RGBA{77, 77, 77, 255}));
    EXPECT_EQ(texel(c->image, 1, 0), (RGBA{200, 200, 200, 255}));
}

// Half floats, grey texels of value v (alpha a).
std::vector<uint8_t> half_texel(uint16_t v, uint16_t a = 0x3C00) {
    std::vector<uint8_t> out;
    for (uint16_t c : {v, v, v, a}) put_u16(out, c);
    return out;
}

TEST(VtfImage, HalfFloatHdrIsExposedToMiddleGreyThenSrgb) {
    VtfSpec spec;
    spec.width = 2, spec.height = 1, spec.format = kRGBA16161616F;
    // Grey 1.0 and 4.0: log-average 2.0, so exposure 0.09: 0.09 and 0.36 through the sRGB curve.
    std::vector<uint8_t> level = half_texel(0x3C00, 0x3800);  // alpha 0.5
    const auto bright = half_texel(0x4400, 0x4000);         // alpha 2.0: clamped, not exposed
    level.insert(level.end(), bright.begin(), bright.end());
    std::string error;
    auto vtf = bsp::decode_vtf(make_vtf(spec, {level}), &error);
    ASSERT_TRUE(vtf) << error;
    EXPECT_NEAR(vtf->exposure, 0.09f, 1e-5f);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{85, 85, 85, 128}));
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{162, 162, 162, 255}));

    // One uniform grey lands on middle grey (0.18, sRGB 118) whatever its value.
    spec.width = 1;
    for (uint16_t grey : {0x2E66 /* 0.1 */, 0x4000 /* 2.0 */, 0x4E00 /* 24 */}) {
        auto uniform = bsp::decode_vtf(make_vtf(spec, {half_texel(grey)}));
        ASSERT_TRUE(uniform);
        EXPECT_EQ(texel(uniform->image, 0, 0), (RGBA{118, 118, 118, 255})) << grey;
    }
    // The exposure stays within 2^-8..2^8: grey 192 is scaled by 1/256 to 0.75.
    auto very_bright = bsp::decode_vtf(make_vtf(spec, {half_texel(0x5A00)}));
    ASSERT_TRUE(very_bright);
    EXPECT_EQ(very_bright->exposure, 1.0f / 256.0f);
    EXPECT_EQ(texel(very_bright->image, 0, 0), (RGBA{225, 225, 225, 255}));
}

TEST(VtfImage, HdrExposureComesFromLevelZeroForEveryLevel) {
    VtfSpec spec;
    spec.width = 2, spec.height = 1, spec.format = kRGBA16161616F, spec.mip_count = 2;
    std::vector<uint8_t> level0 = half_texel(0x4000);  // 2.0 twice: exposure 0.09
    level0.insert(level0.end(), level0.begin(), level0.end());
    auto vtf = bsp::decode_vtf(make_vtf(spec, {level0, half_texel(0x3C00)}));
    ASSERT_TRUE(vtf);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{118, 118, 118, 255}));
    ASSERT_EQ(vtf->mip_levels.size(), 1u);
    EXPECT_EQ(texel(vtf->mip_levels[0], 0, 0), (RGBA{85, 85, 85, 255}));  // 1.0 * 0.09, not its own middle grey
}

TEST(VtfImage, HdrBlackNegativeAndNonFiniteTexels) {
    VtfSpec spec;
    spec.width = 4, spec.height = 1, spec.format = kRGBA16161616F;
    std::vector<uint8_t> level;
    for (uint16_t v : {uint16_t(0x0000), uint16_t(0xBC00) /* -1 */, uint16_t(0x7C00) /* inf */, uint16_t(0x7E00) /* NaN */}) {
        const auto t = half_texel(v);
        level.insert(level.end(), t.begin(), t.end());
    }
    auto vtf = bsp::decode_vtf(make_vtf(spec, {level}));
    ASSERT_TRUE(vtf);
    EXPECT_EQ(vtf->exposure, 1.0f);  // nothing lit and finite to expose for
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{0, 0, 0, 255}));
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{0, 0, 0, 255}));
    EXPECT_EQ(texel(vtf->image, 2, 0), (RGBA{255, 255, 255, 255}));
    EXPECT_EQ(texel(vtf->image, 3, 0), (RGBA{0, 0, 0, 255}));
}

TEST(VtfImage, IntegerHdrIsSixteenTimesItsFractionThenExposed) {
    VtfSpec spec;
    spec.width = 2, spec.height = 1, spec.format = kRGBA16161616;
    std::vector<uint8_t> level;
    for (uint16_t v : {uint16_t(4096), uint16_t(16384)}) {  // 1.0 and 4.0 in Source's x16 scale
        for (uint16_t c : {v, v, v}) put_u16(level, c);
        put_u16(level, v == 4096 ? 65535 : 0);
    }
    std::string error;
    auto vtf = bsp::decode_vtf(make_vtf(spec, {level}), &error);
    ASSERT_TRUE(vtf) << error;
    EXPECT_NEAR(vtf->exposure, 0.18f / (2.0f * 16.0f * 4096.0f / 65535.0f), 1e-5f);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{85, 85, 85, 255}));
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{162, 162, 162, 0}));
}

TEST(VtfImage, SignedFormatsShowAsNormalMaps) {
    VtfSpec spec;
    spec.width = 2, spec.height = 1;

    spec.format = kUV88;  // (0, 0): the flat normal; (127, -128): x = 1, y = -1, no z left
    auto uv = bsp::decode_vtf(make_vtf(spec, {{0x00, 0x00, 0x7F, 0x80}}));
    ASSERT_TRUE(uv);
    EXPECT_EQ(texel(uv->image, 0, 0), (RGBA{128, 128, 255, 255}));
    EXPECT_EQ(texel(uv->image, 1, 0), (RGBA{255, 0, 128, 255}));

    spec.format = kUVWQ8888;
    auto uvwq = bsp::decode_vtf(make_vtf(spec, {{0x00, 0x7F, 0x80, 0x40, 0xFF, 0x01, 0x00, 0x00}}));
    ASSERT_TRUE(uvwq);
    EXPECT_EQ(texel(uvwq->image, 0, 0), (RGBA{128, 255, 0, 192}));
    EXPECT_EQ(texel(uvwq->image, 1, 0), (RGBA{127, 129, 128, 128}));  // -1, 1, 0, 0

    spec.format = kUVLX8888;  // L is unsigned, X unused
    auto uvlx = bsp::decode_vtf(make_vtf(spec, {{0x81, 0x05, 200, 7, 0x00, 0x00, 0, 0}}));
    ASSERT_TRUE(uvlx);
    EXPECT_EQ(texel(uvlx->image, 0, 0), (RGBA{1, 133, 200, 255}));
    EXPECT_EQ(texel(uvlx->image, 1, 0), (RGBA{128, 128, 0, 255}));
}

TEST(VtfImage, MipChainIsStoredSmallestFirstAndReturnedLargestFirst) {
    for (uint32_t minor : {0u, 1u, 2u, 3u, 4u, 5u, 6u}) {
        VtfSpec spec;
        spec.minor = minor, spec.format = kBGRA8888, spec.mip_count = 3, spec.frames = 2;
        spec.low_width = 8, spec.low_height = 4;  // a thumbnail to skip
        const auto file = make_vtf(spec, {solid(4, 4, {0, 0, 200, 255}), solid(2, 2, {0, 150, 0, 255}),
                                          solid(1, 1, {100, 0, 0, 255})});
        std::string error;
        auto vtf = bsp::decode_vtf(file, &error);
        ASSERT_TRUE(vtf) << "7." << minor << ": " << error;
        EXPECT_EQ(vtf->version_minor, int(minor));
        EXPECT_EQ(texel(vtf->image, 3, 3), (RGBA{200, 0, 0, 255}));
        ASSERT_EQ(vtf->mip_levels.size(), 2u);
        EXPECT_EQ(vtf->mip_levels[0].width, 2);
        EXPECT_EQ(texel(vtf->mip_levels[0], 1, 1), (RGBA{0, 150, 0, 255}));
        EXPECT_EQ(vtf->mip_levels[1].width, 1);
        EXPECT_EQ(texel(vtf->mip_levels[1], 0, 0), (RGBA{0, 0, 100, 255}));
    }
}

TEST(VtfImage, CubeMapGivesFaceZero) {
    for (auto [minor, faces] : {std::pair{5u, 6}, std::pair{4u, 7}}) {
        VtfSpec spec;
        spec.minor = minor, spec.format = kRGBA8888, spec.flags = bsp::kVtfFlagEnvmap, spec.faces = faces;
        spec.mip_count = 2;
        auto vtf = bsp::decode_vtf(make_vtf(spec, {solid(4, 4, {1, 2, 3, 4}), solid(2, 2, {5, 6, 7, 8})}));
        ASSERT_TRUE(vtf) << minor;
        EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{1, 2, 3, 4}));
        EXPECT_EQ(texel(vtf->mip_levels[0], 0, 0), (RGBA{5, 6, 7, 8}));
    }
}

// All six faces of level 0 in file order (rt lf bk ft up dn), each its own colour; a
// 7.4 file's seventh (sphere map) face is skipped, and level 1 still follows all faces.
TEST(VtfImage, CubeMapDecodesSixFaces) {
    for (auto [minor, faces] : {std::pair{5u, 6}, std::pair{4u, 7}, std::pair{2u, 7}}) {
        VtfSpec spec;
        spec.minor = minor, spec.format = kRGBA8888, spec.flags = bsp::kVtfFlagEnvmap, spec.faces = faces;
        spec.mip_count = 2;
        for (uint8_t face = 1; face < 6; ++face) spec.cube_faces.push_back(solid(4, 4, {uint8_t(10 * face), 0, face, 255}));
        auto vtf = bsp::decode_vtf(make_vtf(spec, {solid(4, 4, {1, 2, 3, 4}), solid(2, 2, {5, 6, 7, 8})}));
        ASSERT_TRUE(vtf) << minor;
        ASSERT_EQ(vtf->cube_faces.size(), 6u) << minor;
        EXPECT_EQ(texel(vtf->cube_faces[0], 0, 0), (RGBA{1, 2, 3, 4}));
        for (uint8_t face = 1; face < 6; ++face) {
            EXPECT_EQ(vtf->cube_faces[face].width, 4);
            EXPECT_EQ(texel(vtf->cube_faces[face], 3, 3), (RGBA{uint8_t(10 * face), 0, face, 255})) << int(face);
        }
        EXPECT_EQ(texel(vtf->mip_levels[0], 0, 0), (RGBA{5, 6, 7, 8}));
    }
    // A flat image has none.
    VtfSpec flat;
    flat.format = kRGBA8888;
    auto vtf = bsp::decode_vtf(make_vtf(flat, {solid(4, 4, {1, 2, 3, 4})}));
    ASSERT_TRUE(vtf);
    EXPECT_TRUE(vtf->cube_faces.empty());
}

TEST(VtfImage, ResourceDirectoryWithoutHighResImageIsAnError) {
    VtfSpec spec;
    spec.minor = 3, spec.format = kRGBA8888;
    auto file = make_vtf(spec, {solid(4, 4, {1, 2, 3, 4})});
    // Turn the 0x30 entry (the last of three) into an unknown tag.
    file[80 + 16] = 0x31;
    EXPECT_NE(error_of(file).find("tag 0x30"), std::string::npos);
}

TEST(VtfImage, UnsupportedAndUnknownFormatsAreRefused) {
    VtfSpec spec;
    spec.format = kP8;
    const std::string p8 = error_of(make_vtf(spec, {std::vector<uint8_t>(16)}));
    EXPECT_NE(p8.find("P8"), std::string::npos);
    EXPECT_NE(p8.find("palette"), std::string::npos) << p8;
    spec.format = 70;  // Strata's BC7
    EXPECT_NE(error_of(make_vtf(spec, {std::vector<uint8_t>(16)})).find("unknown image format 70"), std::string::npos);
    spec.format = 99;
    EXPECT_NE(error_of(make_vtf(spec, {std::vector<uint8_t>(16)})).find("unknown image format"), std::string::npos);
}

TEST(VtfImage, LyingHeadersAreErrorsNotCrashes) {
    VtfSpec spec;
    spec.format = kBGRA8888;
    const auto good = make_vtf(spec, {solid(4, 4, {1, 2, 3, 4})});
    ASSERT_TRUE(bsp::decode_vtf(good));

    auto truncated = good;
    truncated.pop_back();
    EXPECT_NE(error_of(truncated).find("past the end"), std::string::npos);

    auto not_vtf = good;
    not_vtf[0] = 'X';
    EXPECT_NE(error_of(not_vtf).find("signature"), std::string::npos);

    auto version = good;
    version[8] = 9;
    EXPECT_NE(error_of(version).find("7.9"), std::string::npos);
    version[8] = 7;
    EXPECT_NE(error_of(version).find("7.0 to 7.6"), std::string::npos);

    auto header_size = good;
    header_size[12] = 0xFF, header_size[13] = 0xFF;
    EXPECT_NE(error_of(header_size).find("header size"), std::string::npos);

    auto huge = good;  // 65535 × 65535
    huge[16] = huge[17] = huge[18] = huge[19] = 0xFF;
    EXPECT_NE(error_of(huge).find("outside 1..16384"), std::string::npos);

    auto mips = good;
    mips[56] = 20;  // a 4×4 image has at most 3
    EXPECT_NE(error_of(mips).find("mip count 20"), std::string::npos);

    auto no_mips = good;
    no_mips[56] = 0;
    EXPECT_NE(error_of(no_mips).find("mip count 0"), std::string::npos);

    // The largest legal image with every frame: far more than the file holds, refused before allocating.
    VtfSpec absurd = spec;
    absurd.width = absurd.height = 16384, absurd.frames = 65535, absurd.mip_count = 15, absurd.format = kRGBA16161616F;
    absurd.minor = 3;
    EXPECT_NE(error_of(make_vtf(absurd, {})).find("past the end"), std::string::npos);
    absurd.flags = bsp::kVtfFlagEnvmap;
    absurd.depth = 16384;
    EXPECT_FALSE(bsp::decode_vtf(make_vtf(absurd, {})).has_value());

    auto resources = make_vtf(absurd, {});
    resources[68] = 0xFF;  // 255 resource entries
    EXPECT_NE(error_of(resources).find("resource entries"), std::string::npos);
}

// 7.6 (Strata Source): the chain compressed per level, frame and face.
VtfSpec compressed_spec() {
    VtfSpec spec;
    spec.minor = 6, spec.format = kBGRA8888, spec.mip_count = 3, spec.frames = 2, spec.axc = true;
    spec.low_width = 8, spec.low_height = 4;
    return spec;
}

std::vector<std::vector<uint8_t>> three_levels() {
    return {solid(4, 4, {0, 0, 200, 255}), solid(2, 2, {0, 150, 0, 255}), solid(1, 1, {100, 0, 0, 255})};
}

TEST(VtfImage, Strata76DeflateCompressedChainDecodes) {
    for (int16_t method : {int16_t(8), int16_t(0), int16_t(-1)}) {  // today's files, and the first (int32 level)
        VtfSpec spec = compressed_spec();
        spec.axc_method = method;
        spec.axc_level = method == -1 ? -1 : 6;
        std::string error;
        auto vtf = bsp::decode_vtf(make_vtf(spec, three_levels()), &error);
        ASSERT_TRUE(vtf) << method << ": " << error;
        EXPECT_TRUE(vtf->compressed);
        EXPECT_EQ(vtf->version_minor, 6);
        EXPECT_EQ(texel(vtf->image, 3, 3), (RGBA{200, 0, 0, 255}));
        ASSERT_EQ(vtf->mip_levels.size(), 2u);
        EXPECT_EQ(texel(vtf->mip_levels[0], 1, 1), (RGBA{0, 150, 0, 255}));
        EXPECT_EQ(texel(vtf->mip_levels[1], 0, 0), (RGBA{0, 0, 100, 255}));
    }
    // A cube map: six compressed faces per frame, face 0 taken.
    VtfSpec cube = compressed_spec();
    cube.flags = bsp::kVtfFlagEnvmap, cube.faces = 6;
    auto vtf = bsp::decode_vtf(make_vtf(cube, three_levels()));
    ASSERT_TRUE(vtf);
    EXPECT_EQ(texel(vtf->mip_levels[1], 0, 0), (RGBA{0, 0, 100, 255}));
    // Level 0 in AXC: the chain is plain and the resource means nothing.
    VtfSpec plain = compressed_spec();
    plain.axc_level = 0;
    vtf = bsp::decode_vtf(make_vtf(plain, three_levels()));
    ASSERT_TRUE(vtf);
    EXPECT_FALSE(vtf->compressed);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{200, 0, 0, 255}));
}

TEST(VtfImage, Strata76ZstandardAndUnknownMethodsAreRefused) {
    VtfSpec spec = compressed_spec();
    spec.axc_method = 93;
    const std::string zstd = error_of(make_vtf(spec, three_levels()));
    EXPECT_NE(zstd.find("Zstandard"), std::string::npos) << zstd;
    EXPECT_NE(zstd.find("AXC"), std::string::npos) << zstd;
    EXPECT_NE(zstd.find("test.vtf"), std::string::npos) << zstd;
    spec.axc_method = 12;
    EXPECT_NE(error_of(make_vtf(spec, three_levels())).find("unknown compression method 12"), std::string::npos);
}

TEST(VtfImage, Strata76LyingCompressionIsRefused) {
    const VtfSpec spec = compressed_spec();
    const auto good = make_vtf(spec, three_levels());
    ASSERT_TRUE(bsp::decode_vtf(good));
    const size_t sizes_at = bsptest::axc_sizes_offset(good);
    const size_t length_at = sizes_at - 8;
    auto set_u32 = [](std::vector<uint8_t>& v, size_t at, uint32_t x) { std::memcpy(v.data() + at, &x, 4); };
    auto get_u32 = [](const std::vector<uint8_t>& v, size_t at) {
        uint32_t x;
        std::memcpy(&x, v.data() + at, 4);
        return x;
    };

    auto long_resource = good;  // the AXC length runs past the file
    set_u32(long_resource, length_at, 0x7FFFFFFF);
    EXPECT_NE(error_of(long_resource).find("AXC resource"), std::string::npos);

    auto few_sizes = good;  // 3 levels x 2 frames = 6 sizes; say it holds 5
    set_u32(few_sizes, length_at, 4 + 5 * 4);
    EXPECT_NE(error_of(few_sizes).find("holds 5 compressed sizes, the image has 6"), std::string::npos);

    auto tiny = good;
    set_u32(tiny, length_at, 2);
    EXPECT_NE(error_of(tiny).find("less than its 4-byte"), std::string::npos);

    auto past_end = good;  // the first (smallest level) stream claims more than the file holds
    set_u32(past_end, sizes_at, 1u << 30);
    EXPECT_NE(error_of(past_end).find("past the end"), std::string::npos);

    auto shifted = good;  // one stream a byte short: it and the next no longer inflate
    set_u32(shifted, sizes_at, get_u32(good, sizes_at) - 1);
    EXPECT_NE(error_of(shifted).find("zlib stream"), std::string::npos);

    auto ratio = good;  // level 0 (4x4 BGRA, 64 bytes) from no bytes at all
    const size_t level0_first = sizes_at + 4 * 4;  // after levels 2 and 1, two frames each
    set_u32(ratio, level0_first, 0);
    EXPECT_NE(error_of(ratio).find("more than deflate can"), std::string::npos);

    auto garbage = good;  // the level 0 stream's bytes damaged (the chain ends where the AXC resource starts)
    const size_t chain_end = length_at;
    const size_t level0_at = chain_end - get_u32(good, level0_first + 4) - get_u32(good, level0_first);
    for (size_t i = level0_at + 2; i < level0_at + 8; ++i) garbage[i] ^= 0x5A;
    EXPECT_FALSE(bsp::decode_vtf(garbage).has_value());

    std::string error;  // a budget too small for what the levels inflate to
    EXPECT_FALSE(bsp::decode_vtf(good, &error, "test.vtf", bsp::MemoryBudget(64)));
    EXPECT_NE(error.find("memory budget"), std::string::npos) << error;

    for (size_t size = 0; size < good.size(); ++size) {
        const std::vector<uint8_t> part(good.begin(), good.begin() + std::ptrdiff_t(size));
        std::string why;
        EXPECT_FALSE(bsp::decode_vtf(part, &why)) << size << " bytes";
        EXPECT_FALSE(why.empty());
    }
}

TEST(VtfImage, EveryTruncationOfAValidFileFailsCleanly) {
    for (uint32_t minor : {1u, 2u, 3u}) {
        VtfSpec spec;
        spec.minor = minor, spec.format = kDXT5, spec.mip_count = 3, spec.low_width = 4, spec.low_height = 4;
        const auto file = make_vtf(spec, {std::vector<uint8_t>(16), std::vector<uint8_t>(16), std::vector<uint8_t>(16)});
        ASSERT_TRUE(bsp::decode_vtf(file));
        for (size_t size = 0; size < file.size(); ++size) {
            const std::vector<uint8_t> part(file.begin(), file.begin() + std::ptrdiff_t(size));
            std::string error;
            EXPECT_FALSE(bsp::decode_vtf(part, &error)) << "7." << minor << ", " << size << " bytes";
            EXPECT_FALSE(error.empty());
        }
    }
}

TEST(VtfImage, MutatedFilesDecodeConsistentlyOrFailCleanly) {
    uint32_t seed = 12345;
    auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
    for (uint32_t minor : {2u, 3u}) {
        VtfSpec spec;
        spec.minor = minor, spec.format = kDXT5, spec.mip_count = 3, spec.low_width = 4, spec.low_height = 4;
        const auto file = make_vtf(spec, {std::vector<uint8_t>(16, 0x5A), std::vector<uint8_t>(16), std::vector<uint8_t>(16)});
        auto check = [](const std::vector<uint8_t>& bytes) {
            std::string error;
            auto vtf = bsp::decode_vtf(bytes, &error);
            if (!vtf) {
                EXPECT_FALSE(error.empty());
                return;
            }
            EXPECT_EQ(vtf->image.pixels.size(), size_t(vtf->image.width) * size_t(vtf->image.height) * 4);
            int w = vtf->image.width, h = vtf->image.height;
            for (const bsp::DecodedImage& level : vtf->mip_levels) {
                w = std::max(1, w / 2), h = std::max(1, h / 2);
                EXPECT_EQ(level.width, w);
                EXPECT_EQ(level.height, h);
                EXPECT_EQ(level.pixels.size(), size_t(w) * size_t(h) * 4);
            }
        };
        // Every header byte set to a few telling values, then random multi-byte damage.
        for (size_t at = 0; at < 96 && at < file.size(); ++at)
            for (uint8_t value : {0x00, 0x01, 0x7F, 0x80, 0xFF}) {
                auto bytes = file;
                bytes[at] = value;
                check(bytes);
            }
        for (int round = 0; round < 2000; ++round) {
            auto bytes = file;
            const int changes = 1 + int(next() % 4);
            for (int i = 0; i < changes; ++i) bytes[next() % 96] = uint8_t(next() >> 24);
            check(bytes);
        }
    }
}

namespace {

// A DXT `format` chain of w×h (levels down to 1×1) whose blocks are pseudo-random:
// every colour mode, alpha mode and index is hit somewhere.
std::vector<std::vector<uint8_t>> random_dxt_levels(uint32_t format, int w, int h, uint32_t seed) {
    const size_t block = (format == kDXT1 || format == 20u) ? 8 : 16;  // DXT1_ONEBITALPHA is DXT1
    std::vector<std::vector<uint8_t>> levels;
    for (;;) {
        std::vector<uint8_t> level(size_t((w + 3) / 4) * size_t((h + 3) / 4) * block);
        for (uint8_t& b : level) b = uint8_t((seed = seed * 1664525u + 1013904223u) >> 24);
        levels.push_back(std::move(level));
        if (w == 1 && h == 1) break;
        w = std::max(1, w / 2), h = std::max(1, h / 2);
    }
    return levels;
}

}  // namespace

TEST(VtfImage, DxtLevelsKeptAsBlocksDecompressToTheSameTexels) {
    for (uint32_t format : {kDXT1, 14u /* DXT3 */, kDXT5, 20u /* DXT1_ONEBITALPHA */}) {
        VtfSpec spec;
        spec.minor = 4, spec.format = format, spec.width = 32, spec.height = 16, spec.mip_count = 6;
        const auto levels = random_dxt_levels(format, 32, 16, format);
        const auto file = make_vtf(spec, levels);
        std::string error;
        const auto texels = bsp::decode_vtf(file, &error);
        ASSERT_TRUE(texels) << error;
        const auto blocks = bsp::decode_vtf(file, &error, "test.vtf", bsp::MemoryBudget(), {.keep_blocks = true});
        ASSERT_TRUE(blocks) << error;
        ASSERT_TRUE(blocks->image.compressed()) << bsp::vtf_format_name(format);
        EXPECT_EQ(blocks->image.texels, format == 14u ? bsp::TexelFormat::Bc2
                                        : format == kDXT5 ? bsp::TexelFormat::Bc3
                                                          : bsp::TexelFormat::Bc1);
        EXPECT_EQ(blocks->image.pixels, levels[0]) << bsp::vtf_format_name(format);  // the file's blocks, untouched
        EXPECT_EQ(bsp::decompressed(blocks->image).pixels, texels->image.pixels);
        ASSERT_EQ(blocks->mip_levels.size(), texels->mip_levels.size());
        for (size_t i = 0; i < blocks->mip_levels.size(); ++i) {
            EXPECT_TRUE(blocks->mip_levels[i].compressed());
            EXPECT_EQ(blocks->mip_levels[i].width, texels->mip_levels[i].width);
            EXPECT_EQ(bsp::decompressed(blocks->mip_levels[i]).pixels, texels->mip_levels[i].pixels) << "level " << i + 1;
        }
        // Level 0 goes up as blocks; the 2×1 and 1×1 levels may follow it as they are.
        EXPECT_TRUE(bsp::uploadable_as_blocks(blocks->image));
    }
    // Formats without blocks are decoded either way.
    VtfSpec spec;
    spec.width = 2, spec.height = 1, spec.format = kBGRA8888;
    const auto bgra = bsp::decode_vtf(make_vtf(spec, {std::vector<uint8_t>(8, 7)}), nullptr, "", bsp::MemoryBudget(),
                                      {.keep_blocks = true});
    ASSERT_TRUE(bgra);
    EXPECT_FALSE(bgra->image.compressed());
}

TEST(VtfImage, LevelsLargerThanTheLargestSideAreSkipped) {
    VtfSpec spec;
    spec.minor = 3, spec.format = kBGRA8888, spec.width = 8, spec.height = 4, spec.mip_count = 4;
    const auto file = make_vtf(spec, {solid(8, 4, {0, 0, 200, 255}), solid(4, 2, {0, 150, 0, 255}),
                                      solid(2, 1, {100, 0, 0, 255}), solid(1, 1, {1, 2, 3, 255})});
    std::string error;
    const auto vtf = bsp::decode_vtf(file, &error, "big.vtf", bsp::MemoryBudget(), {.max_side = 4});
    ASSERT_TRUE(vtf) << error;
    EXPECT_EQ(vtf->file_width, 8);
    EXPECT_EQ(vtf->file_height, 4);
    EXPECT_EQ(vtf->image.width, 4);  // level 1, the first within 4 texels a side
    EXPECT_EQ(vtf->image.height, 2);
    EXPECT_EQ(texel(vtf->image, 3, 1), (RGBA{0, 150, 0, 255}));
    ASSERT_EQ(vtf->mip_levels.size(), 2u);
    EXPECT_EQ(texel(vtf->mip_levels[1], 0, 0), (RGBA{3, 2, 1, 255}));
    // The same with blocks kept: level 0 is never copied.
    VtfSpec dxt;
    dxt.minor = 3, dxt.format = kDXT1, dxt.width = 64, dxt.height = 64, dxt.mip_count = 7;
    const auto blocks = bsp::decode_vtf(make_vtf(dxt, random_dxt_levels(kDXT1, 64, 64, 9)), &error, "big.vtf",
                                        bsp::MemoryBudget(), {.keep_blocks = true, .max_side = 16});
    ASSERT_TRUE(blocks) << error;
    EXPECT_EQ(blocks->image.width, 16);
    EXPECT_TRUE(blocks->image.compressed());
    EXPECT_EQ(blocks->mip_levels.size(), 4u);  // 8, 4, 2, 1
}

TEST(VtfImage, ASingleLevelTooLargeIsShrunkWhileDecoded) {
    // 8×4 of one level: left half red, right half blue; the top-right texel of the red
    // half green. Shrunk by 4 to 2×1, each texel the mean of its 4×4.
    std::vector<uint8_t> level;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 8; ++x) {
            const RGBA bgra = (x == 3 && y == 0) ? RGBA{0, 255, 0, 255} : x < 4 ? RGBA{0, 0, 255, 255} : RGBA{255, 0, 0, 255};
            level.insert(level.end(), bgra.begin(), bgra.end());
        }
    VtfSpec spec;
    spec.minor = 2, spec.format = kBGRA8888, spec.width = 8, spec.height = 4, spec.mip_count = 1;
    std::string error;
    const auto vtf = bsp::decode_vtf(make_vtf(spec, {level}), &error, "one.vtf", bsp::MemoryBudget(), {.max_side = 2});
    ASSERT_TRUE(vtf) << error;
    EXPECT_EQ(vtf->image.width, 2);
    EXPECT_EQ(vtf->image.height, 1);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{239, 16, 0, 255}));  // (15·255 + 0) / 16, 255 / 16 rounded
    EXPECT_EQ(texel(vtf->image, 1, 0), (RGBA{0, 0, 255, 255}));
    EXPECT_TRUE(vtf->mip_levels.empty());
    // Blocks: a 16×8 DXT1 of one solid colour shrunk to 4×2 stays that colour.
    std::vector<uint8_t> blocks;
    for (int i = 0; i < 8; ++i) {
        put_u16(blocks, 0xF800);
        put_u16(blocks, 0x001F);
        put_u32(blocks, 0);
    }
    VtfSpec dxt;
    dxt.minor = 2, dxt.format = kDXT1, dxt.width = 16, dxt.height = 8, dxt.mip_count = 1;
    const auto red = bsp::decode_vtf(make_vtf(dxt, {blocks}), &error, "one.vtf", bsp::MemoryBudget(),
                                     {.keep_blocks = true, .max_side = 4});
    ASSERT_TRUE(red) << error;
    EXPECT_FALSE(red->image.compressed());
    EXPECT_EQ(red->image.width, 4);
    EXPECT_EQ(red->image.height, 2);
    EXPECT_EQ(texel(red->image, 3, 1), (RGBA{255, 0, 0, 255}));
}

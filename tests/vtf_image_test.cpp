// decode_vtf: Valve Texture Format 7.0-7.5 decoded on the CPU into RGBA8 and its
// mip levels; crafted files of several formats and header versions, and files
// that lie about their sizes (nullopt and a message, never a crash).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "assets/vtf_image.h"
#include "support/vtf_writer.h"

using bsptest::make_vtf;
using bsptest::put_u16;
using bsptest::put_u32;
using bsptest::VtfSpec;

namespace {

constexpr uint32_t kRGBA8888 = 0, kRGB565 = 4, kI8 = 5, kBGRA8888 = 12, kDXT1 = 13, kDXT5 = 15, kBGR565 = 17,
                   kP8 = 7, kRGBA16161616F = 24;

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

TEST(VtfImage, HalfFloatHdrIsClampedTo0To255) {
    VtfSpec spec;
    spec.width = 1, spec.height = 1, spec.format = kRGBA16161616F;
    std::vector<uint8_t> level;
    put_u16(level, 0x3C00);  // 1.0
    put_u16(level, 0x3800);  // 0.5
    put_u16(level, 0x4000);  // 2.0: clamped
    put_u16(level, 0xBC00);  // -1.0: clamped
    auto vtf = bsp::decode_vtf(make_vtf(spec, {level}));
    ASSERT_TRUE(vtf);
    EXPECT_EQ(texel(vtf->image, 0, 0), (RGBA{255, 128, 255, 0}));
}

TEST(VtfImage, MipChainIsStoredSmallestFirstAndReturnedLargestFirst) {
    for (uint32_t minor : {0u, 1u, 2u, 3u, 4u, 5u}) {
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
    EXPECT_NE(error_of(make_vtf(spec, {std::vector<uint8_t>(16)})).find("P8"), std::string::npos);
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

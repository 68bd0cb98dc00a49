#include "map/miptex.h"

#include <algorithm>
#include <span>

#include "core/index_ranges.h"

namespace bsp {
namespace {

constexpr size_t kPaletteColours = 256;

// GoldSrc: the texture's own palette, right after the last mip level.
std::vector<uint8_t> read_own_palette(ByteReader& r, const std::string& who, const std::string& container) {
    if (r.remaining() < 2) r.fail(who + " palette truncated: no colour count after the last mip level");
    const uint16_t colours = r.u16();
    if (colours > kPaletteColours) r.fail(who + " palette has " + str(colours) + " colours (at most 256)");
    if (r.remaining() < size_t(colours) * 3)
        r.fail(who + " palette truncated: " + str(colours) + " colours need " + str(colours * 3) + " bytes, " +
               str(int64_t(r.remaining())) + " left in the " + container);
    std::vector<uint8_t> palette(kPaletteColours * 3);  // colours past `colours` stay black
    auto rgb = r.bytes(size_t(colours) * 3);
    std::copy(rgb.begin(), rgb.end(), palette.begin());
    return palette;
}

}  // namespace

MiptexHeader read_miptex_header(ByteReader& r, const std::string& who) {
    if (r.size() < kMiptexHeaderSize)
        r.fail(who + " is " + str(int64_t(r.size())) + " bytes, less than the " + str(kMiptexHeaderSize) +
               "-byte miptex header");
    MiptexHeader h;
    h.name = r.fixed_string(16);
    h.width = r.u32();
    h.height = r.u32();
    for (uint32_t& o : h.mips) o = r.u32();
    // Engines and compilers require multiples of 16 (the mip chain and the software
    // renderer's spans depend on it); the cap keeps w*h far from overflow.
    auto ok = [](uint32_t n) { return n != 0 && n % 16 == 0 && n <= kMaxTextureSide; };
    if (!ok(h.width) || !ok(h.height))
        r.fail(who + " ('" + h.name + "') is " + str(h.width) + "x" + str(h.height) +
               "; sizes must be non-zero multiples of 16 up to " + str(kMaxTextureSide));
    return h;
}

PalettedImage read_miptex_image(ByteReader& r, const MiptexHeader& h, const std::string& who,
                                const std::string& container, MiptexPalette palette) {
    // Every level must lie inside the container, not just level 0: a record whose
    // chain runs off the end is corrupt even if we only draw the top level.
    for (int level = 0; level < kMipLevels; ++level) {
        const uint64_t bytes = uint64_t(h.width >> level) * (h.height >> level);
        if (h.mips[level] < kMiptexHeaderSize || uint64_t(h.mips[level]) + bytes > r.size())
            r.fail(who + " mip level " + str(level) + " (" + str(int64_t(bytes)) + " bytes at " + str(h.mips[level]) +
                   ") lies outside the " + container + " (" + str(int64_t(r.size())) +
                   " bytes left from the record's start)");
    }
    r.seek(h.mips[0]);
    PalettedImage image;
    const std::span<const uint8_t> indices = r.bytes(size_t(h.width) * h.height);
    image.indices.assign(indices.begin(), indices.end());
    if (palette == MiptexPalette::kOwn) {
        r.seek(size_t(h.mips[kMipLevels - 1]) + size_t(h.width >> 3) * (h.height >> 3));
        image.palette = read_own_palette(r, who, container);
    }
    return image;
}

}  // namespace bsp

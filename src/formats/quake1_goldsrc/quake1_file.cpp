#include "formats/quake1_goldsrc/quake1_file.h"

#include <cctype>
#include <cstring>

namespace bsp::quake1 {

std::optional<Variant> sniff_variant(std::span<const uint8_t> bytes) {
    if (bytes.size() < 4) return std::nullopt;
    if (std::memcmp(bytes.data(), "BSP2", 4) == 0) return Variant::kBsp2;
    if (std::memcmp(bytes.data(), "2PSB", 4) == 0) return Variant::kBsp2Rmq;
    int32_t version;
    std::memcpy(&version, bytes.data(), 4);
    if (version == 29) return Variant::kQuake;
    if (version == 30) return Variant::kGoldSrc;
    return std::nullopt;
}

namespace {

std::vector<LumpSpec> lump_specs(Variant variant) {
    const RecordSizes sizes = record_sizes(variant);
    std::vector<LumpSpec> specs;
    for (int i = 0; i < kLumpCount; ++i) specs.push_back({kLumpNames[i], sizes.bytes[i]});
    return specs;
}

bool starts_like_entities(std::span<const uint8_t> text) {
    for (uint8_t c : text) {
        if (std::isspace(c)) continue;
        return c == '{';
    }
    return false;
}

// Blue Shift (a v30 game) swaps the first two directory slots. Telling them apart by
// content is cheap: entity text starts with '{', a planes lump is 20-byte records.
// Only swap when the evidence is unambiguous, so a normal map is never misread; an
// entry outside the file is never looked at (the directory checks report it).
bool stored_swapped(std::span<const uint8_t> bytes, Variant variant,
                    const std::vector<LumpEntry>& entries) {
    if (variant != Variant::kGoldSrc) return false;
    for (int lump : {kEntities, kPlanes})
        if (!range_in(entries[lump].offset, entries[lump].length, bytes.size())) return false;
    auto lump_bytes = [&](int i) { return bytes.subspan(size_t(entries[i].offset), size_t(entries[i].length)); };
    if (starts_like_entities(lump_bytes(kEntities)) || !starts_like_entities(lump_bytes(kPlanes))) return false;
    return entries[kEntities].length % record_sizes(variant).bytes[kPlanes] == 0;
}

}  // namespace

Quake1File::Header Quake1File::read_header(std::span<const uint8_t> bytes, const std::string& file) {
    ByteReader header(bytes, file, "header");
    require_header_size(header, kHeaderSize, "a Quake 1 family header");
    const std::optional<Variant> variant = sniff_variant(bytes);
    if (!variant) header.fail("not a Quake 1 family BSP: version is not 29 or 30 and magic is not BSP2 or 2PSB");
    header.skip(4);
    Header h{*variant, false, read_offset_length_entries(header, kLumpCount)};
    if (stored_swapped(bytes, h.variant, h.entries)) {
        std::swap(h.entries[kEntities], h.entries[kPlanes]);
        h.entries[kEntities].slot = kPlanes;
        h.entries[kPlanes].slot = kEntities;
        h.swapped = true;
    }
    return h;
}

Quake1File::Quake1File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options)
    : Quake1File(bytes, file, options, read_header(bytes, file)) {}

Quake1File::Quake1File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options,
                       Header header)
    : LumpDirectory(bytes, file, lump_specs(header.variant), header.entries, options.max_elements),
      variant_(header.variant),
      options_(options),
      swapped_(header.swapped) {
    bspx_ = read_bspx_directory(bytes, end(), file, warnings_);
}

std::optional<ByteReader> Quake1File::bspx_reader(const std::string& name) const {
    for (const BspxLump& l : bspx_)
        if (l.name == name) return ByteReader(bytes().subspan(l.offset, l.length), file(), "BSPX lump '" + name + "'");
    return std::nullopt;
}

std::vector<LumpInfo> Quake1File::lump_table() const {
    std::vector<LumpInfo> out = LumpDirectory::lump_table();
    for (size_t i = 0; i < bspx_.size(); ++i) {
        LumpInfo info;
        info.index = int(kLumpCount + i);
        info.name = "bspx:" + bspx_[i].name;
        info.offset = bspx_[i].offset;
        info.length = bspx_[i].length;
        info.count = bspx_[i].length;
        out.push_back(std::move(info));
    }
    return out;
}

}  // namespace bsp::quake1

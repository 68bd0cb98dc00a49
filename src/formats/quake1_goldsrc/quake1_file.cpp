#include "formats/quake1_goldsrc/quake1_file.h"

#include <algorithm>
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

Quake1File::Quake1File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options)
    : bytes_(bytes), file_(file), options_(options) {
    read_directory();
    detect_swapped_lumps();
    check_records();
    uint64_t end = 0;
    for (const Range& r : lumps_) end = std::max<uint64_t>(end, uint64_t(r.offset) + r.length);
    bspx_ = read_bspx_directory(bytes_, end, file_, warnings_);
}

void Quake1File::read_directory() {
    ByteReader header(bytes_, file_, "header");
    if (bytes_.size() < kHeaderSize)
        header.fail("truncated: a Quake 1 family header needs " + str(kHeaderSize) + " bytes, the file has " +
                    str(int64_t(bytes_.size())));
    auto variant = sniff_variant(bytes_);
    if (!variant) header.fail("not a Quake 1 family BSP: version is not 29 or 30 and magic is not BSP2 or 2PSB");
    variant_ = *variant;
    sizes_ = record_sizes(variant_);
    header.skip(4);

    for (int i = 0; i < kLumpCount; ++i) {
        const Lump lump = static_cast<Lump>(i);
        const int32_t offset = header.i32();
        const int32_t length = header.i32();
        if (offset < 0 || length < 0)
            fail(lump, "negative offset or length in the header (offset " + str(offset) + ", length " + str(length) +
                           ")");
        if (uint64_t(offset) + uint64_t(length) > bytes_.size())
            fail(lump, "lies outside the file: bytes " + str(offset) + ".." + str(int64_t(offset) + length) + " of a " +
                           str(int64_t(bytes_.size())) + "-byte file");
        lumps_[i] = {uint32_t(offset), uint32_t(length)};
    }
}

// After any swap, so the records are checked against the lump they really hold.
void Quake1File::check_records() const {
    for (int i = 0; i < kLumpCount; ++i) {
        const Lump lump = static_cast<Lump>(i);
        const uint32_t record = sizes_.bytes[i];
        if (record == 0) continue;
        if (lumps_[i].length % record != 0)
            fail(lump, "length " + str(lumps_[i].length) + " is not a multiple of the " + str(record) +
                           "-byte record size");
        if (count(lump) > options_.max_elements)
            fail(lump, str(count(lump)) + " records is more than the limit of " + str(int64_t(options_.max_elements)));
    }
}

namespace {

bool starts_like_entities(std::span<const uint8_t> text) {
    for (uint8_t c : text) {
        if (std::isspace(c)) continue;
        return c == '{';
    }
    return false;
}

}  // namespace

// Blue Shift (a v30 game) swaps the first two directory slots. Telling them apart by
// content is cheap: entity text starts with '{', a planes lump is 20-byte records.
// Only swap when the evidence is unambiguous, so a normal map is never misread.
void Quake1File::detect_swapped_lumps() {
    if (variant_ != Variant::kGoldSrc) return;
    auto lump_bytes = [&](int i) { return bytes_.subspan(lumps_[i].offset, lumps_[i].length); };
    if (starts_like_entities(lump_bytes(kEntities)) || !starts_like_entities(lump_bytes(kPlanes))) return;
    if (lumps_[kEntities].length % sizes_.bytes[kPlanes] != 0) return;
    std::swap(lumps_[kEntities], lumps_[kPlanes]);
    swapped_ = true;
}

ByteReader Quake1File::reader(Lump lump) const {
    const Range& r = lumps_[lump];
    return ByteReader(bytes_.subspan(r.offset, r.length), file_, part(lump));
}

uint32_t Quake1File::count(Lump lump) const {
    const uint32_t record = sizes_.bytes[lump];
    return record ? lumps_[lump].length / record : lumps_[lump].length;
}

std::string Quake1File::part(Lump lump) { return std::string("lump '") + kLumpNames[lump] + "'"; }

void Quake1File::fail(Lump lump, const std::string& problem) const { throw LoadError(file_, part(lump), problem); }

std::optional<ByteReader> Quake1File::bspx_reader(const std::string& name) const {
    for (const BspxLump& l : bspx_)
        if (l.name == name) return ByteReader(bytes_.subspan(l.offset, l.length), file_, "BSPX lump '" + name + "'");
    return std::nullopt;
}

std::vector<LumpInfo> Quake1File::lump_table() const {
    std::vector<LumpInfo> out;
    out.reserve(kLumpCount + bspx_.size());
    for (int i = 0; i < kLumpCount; ++i) {
        LumpInfo info;
        // The index is the directory slot, so a swapped Blue Shift map shows planes at 0.
        info.index = swapped_ && (i == kEntities || i == kPlanes) ? 1 - i : i;
        info.name = kLumpNames[i];
        info.offset = lumps_[i].offset;
        info.length = lumps_[i].length;
        info.element_size = sizes_.bytes[i];
        info.count = count(static_cast<Lump>(i));
        out.push_back(std::move(info));
    }
    if (swapped_) std::swap(out[kEntities], out[kPlanes]);
    // BSPX lumps follow the standard ones, numbered on from them.
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

#include "formats/q3/q3_file.h"

#include <cstring>

namespace bsp::q3 {

Q3File::Q3File(std::span<const uint8_t> bytes, const std::string& file, const ParseOptions& options)
    : bytes_(bytes), file_(file) {
    read_directory(options);
}

void Q3File::read_directory(const ParseOptions& options) {
    ByteReader header(bytes_, file_, "header");
    if (bytes_.size() < kHeaderSize)
        header.fail("truncated: a Quake 3 header needs " + str(kHeaderSize) + " bytes, the file has " +
                    str(int64_t(bytes_.size())));
    auto magic = header.bytes(4);
    if (std::memcmp(magic.data(), kMagic, 4) != 0) header.fail("not a Quake 3 BSP file: magic is not IBSP");
    int32_t version = header.i32();
    if (version != kVersion)
        header.fail("unsupported IBSP version " + str(version) + " (this parser reads " + str(kVersion) + ")");

    for (int i = 0; i < kLumpCount; ++i) {
        const Lump lump = static_cast<Lump>(i);
        int32_t offset = header.i32();
        int32_t length = header.i32();
        if (offset < 0 || length < 0)
            fail(lump, "negative offset or length in the header (offset " + str(offset) + ", length " +
                           str(length) + ")");
        if (uint64_t(offset) + uint64_t(length) > bytes_.size())
            fail(lump, "lies outside the file: bytes " + str(offset) + ".." + str(int64_t(offset) + length) +
                           " of a " + str(int64_t(bytes_.size())) + "-byte file");
        uint32_t record = kLumpLayouts[i].record_size;
        if (record != 0 && uint32_t(length) % record != 0)
            fail(lump, "length " + str(length) + " is not a multiple of the " + str(record) +
                           "-byte record size");
        lumps_[i] = {uint32_t(offset), uint32_t(length)};
        if (record != 0 && count(lump) > options.max_elements)
            fail(lump, str(count(lump)) + " records is more than the limit of " +
                           str(int64_t(options.max_elements)));
    }
}

ByteReader Q3File::reader(Lump lump) const {
    const Range& r = lumps_[lump];
    return ByteReader(bytes_.subspan(r.offset, r.length), file_, part(lump));
}

uint32_t Q3File::count(Lump lump) const {
    uint32_t record = kLumpLayouts[lump].record_size;
    return record ? lumps_[lump].length / record : lumps_[lump].length;
}

std::string Q3File::part(Lump lump) { return std::string("lump '") + kLumpLayouts[lump].name + "'"; }

void Q3File::fail(Lump lump, const std::string& problem) const { throw LoadError(file_, part(lump), problem); }

std::vector<LumpInfo> Q3File::lump_table() const {
    std::vector<LumpInfo> out;
    out.reserve(kLumpCount);
    for (int i = 0; i < kLumpCount; ++i) {
        LumpInfo info;
        info.index = i;
        info.name = kLumpLayouts[i].name;
        info.offset = lumps_[i].offset;
        info.length = lumps_[i].length;
        info.element_size = kLumpLayouts[i].record_size;
        info.count = count(static_cast<Lump>(i));
        out.push_back(std::move(info));
    }
    return out;
}

}  // namespace bsp::q3

#include "formats/lump_directory.h"

#include <algorithm>
#include <stdexcept>

namespace bsp {

LumpDirectory::LumpDirectory(std::span<const uint8_t> bytes, std::string file, std::vector<LumpSpec> specs,
                             std::span<const LumpEntry> entries, uint64_t max_records)
    : bytes_(bytes), file_(std::move(file)), specs_(std::move(specs)) {
    if (entries.size() != specs_.size())
        throw std::logic_error("LumpDirectory: " + str(int64_t(entries.size())) + " entries for " +
                               str(int64_t(specs_.size())) + " lump specs");
    // Every range first: a record check (or a format's look at lump contents) is only
    // meaningful once all entries are known to lie inside the file.
    check_ranges(entries);
    check_records(max_records);
}

void LumpDirectory::check_ranges(std::span<const LumpEntry> entries) {
    ranges_.reserve(entries.size());
    for (size_t i = 0; i < entries.size(); ++i) {
        const LumpEntry& e = entries[i];
        const int lump = int(i);
        if (e.offset < 0 || e.length < 0)
            fail(lump, "negative offset or length in the header (offset " + str(e.offset) + ", length " +
                           str(e.length) + ")");
        if (!range_in(e.offset, e.length, bytes_.size()))
            fail(lump, "lies outside the file: bytes " + range_str(e.offset, e.length) + " of a " +
                           str(int64_t(bytes_.size())) + "-byte file");
        ranges_.push_back({uint64_t(e.offset), uint64_t(e.length), e.slot >= 0 ? e.slot : lump});
    }
}

void LumpDirectory::check_records(uint64_t max_records) const {
    for (size_t i = 0; i < specs_.size(); ++i) {
        const int lump = int(i);
        const uint32_t record = specs_[i].record_size;
        if (record == 0) continue;
        if (ranges_[i].length % record != 0)
            fail(lump, "length " + str(int64_t(ranges_[i].length)) + " is not a multiple of the " + str(record) +
                           "-byte record size");
        if (count(lump) > max_records)
            fail(lump, str(int64_t(count(lump))) + " records is more than the limit of " +
                           str(int64_t(max_records)));
    }
}

std::vector<Entity> LumpDirectory::entities(int lump) const {
    ByteReader r = reader(lump);
    const auto bytes = r.bytes(r.size());
    return parse_entities(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), file(), part(lump));
}

ByteReader LumpDirectory::reader(int lump) const {
    const Range& r = ranges_[size_t(lump)];
    return ByteReader(bytes_.subspan(r.offset, r.length), file_, part(lump));
}

uint64_t LumpDirectory::count(int lump) const {
    const uint32_t record = record_size(lump);
    return record ? length(lump) / record : length(lump);
}

uint64_t LumpDirectory::end() const {
    uint64_t end = 0;
    for (const Range& r : ranges_) end = std::max(end, r.offset + r.length);
    return end;
}

std::string LumpDirectory::part(int lump) const { return std::string("lump '") + specs_[size_t(lump)].name + "'"; }

void LumpDirectory::fail(int lump, const std::string& problem) const { throw LoadError(file_, part(lump), problem); }

std::vector<LumpInfo> LumpDirectory::lump_table() const {
    std::vector<LumpInfo> out;
    out.reserve(ranges_.size());
    for (size_t i = 0; i < ranges_.size(); ++i) {
        LumpInfo info;
        info.index = ranges_[i].slot;
        info.name = specs_[i].name;
        info.offset = ranges_[i].offset;
        info.length = ranges_[i].length;
        info.element_size = specs_[i].record_size;
        info.count = count(int(i));
        out.push_back(std::move(info));
    }
    // A moved lump is listed at the slot it was read from, as the file has it.
    std::stable_sort(out.begin(), out.end(), [](const LumpInfo& a, const LumpInfo& b) { return a.index < b.index; });
    return out;
}

void require_header_size(const ByteReader& header, uint64_t needed, const std::string& what) {
    if (header.size() < needed)
        header.fail("truncated: " + what + " needs " + str(int64_t(needed)) + " bytes, the file has " +
                    str(int64_t(header.size())));
}

std::vector<LumpEntry> read_offset_length_entries(ByteReader& header, int count) {
    std::vector<LumpEntry> entries(size_t(count > 0 ? count : 0));
    for (LumpEntry& e : entries) {
        e.offset = header.i32();
        e.length = header.i32();
    }
    return entries;
}

}  // namespace bsp

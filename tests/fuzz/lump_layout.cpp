#include "fuzz/lump_layout.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace bspfuzz {

namespace {

uint32_t read_u32(std::span<const uint8_t> bytes, size_t at) {
    uint32_t v;
    std::memcpy(&v, bytes.data() + at, 4);
    return v;
}

void write_u32(std::vector<uint8_t>& bytes, size_t at, uint32_t v) { std::memcpy(bytes.data() + at, &v, 4); }

// Entry geometry of each known header, chosen from its first bytes.
std::optional<LumpLayout> empty_layout(std::span<const uint8_t> file) {
    if (file.size() < 8) return std::nullopt;
    LumpLayout layout;
    const uint32_t version = read_u32(file, 4);
    size_t count = 0;
    if (std::memcmp(file.data(), "IBSP", 4) == 0 && (version == 46 || version == 38)) {
        layout.first_entry = 8, layout.entry_stride = 8, count = version == 46 ? 17 : 19;
    } else if (std::memcmp(file.data(), "VBSP", 4) == 0) {
        layout.first_entry = 8, layout.entry_stride = 16, count = 64;
    } else if (std::memcmp(file.data(), "BSP2", 4) == 0 || std::memcmp(file.data(), "2PSB", 4) == 0 ||
               read_u32(file, 0) == 29 || read_u32(file, 0) == 30) {
        layout.first_entry = 4, layout.entry_stride = 8, count = 15;
    } else {
        return std::nullopt;
    }
    layout.header_size = layout.first_entry + layout.entry_stride * count + (layout.entry_stride == 16 ? 4 : 0);
    if (file.size() < layout.header_size) return std::nullopt;
    layout.lumps.resize(count);
    return layout;
}

// Reads every entry with the offset at `offset_field` and the length at `length_field`
// of the entry; false when one points outside the file.
bool read_entries(std::span<const uint8_t> file, LumpLayout& layout, size_t offset_field, size_t length_field) {
    for (size_t i = 0; i < layout.lumps.size(); ++i) {
        const size_t entry = layout.first_entry + i * layout.entry_stride;
        const uint32_t offset = read_u32(file, entry + offset_field), length = read_u32(file, entry + length_field);
        if (uint64_t(offset) + length > file.size() || (length > 0 && offset < layout.header_size)) return false;
        layout.lumps[i] = {offset, length};
    }
    layout.length_field = length_field;
    return true;
}

}  // namespace

std::optional<LumpLayout> read_lump_layout(std::span<const uint8_t> file) {
    std::optional<LumpLayout> layout = empty_layout(file);
    if (!layout) return std::nullopt;
    if (read_entries(file, *layout, 0, 4)) return layout;
    // Left 4 Dead 2's VBSP entries hold version, offset, length.
    if (layout->entry_stride == 16 && read_entries(file, *layout, 4, 8)) return layout;
    return std::nullopt;
}

std::vector<uint8_t> replace_lump(std::span<const uint8_t> file, const LumpLayout& layout, size_t index,
                                  std::span<const uint8_t> replacement) {
    std::vector<uint8_t> out(file.begin(), file.begin() + ptrdiff_t(layout.header_size));
    std::vector<size_t> order(layout.lumps.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return layout.lumps[a].offset < layout.lumps[b].offset; });
    const size_t offset_field = layout.length_field == 8 ? 4 : 0;
    for (size_t lump : order) {
        out.resize((out.size() + 3) & ~size_t(3), 0);
        std::span<const uint8_t> bytes =
            lump == index ? replacement : file.subspan(layout.lumps[lump].offset, layout.lumps[lump].length);
        const size_t entry = layout.first_entry + lump * layout.entry_stride;
        write_u32(out, entry + offset_field, bytes.empty() ? 0 : uint32_t(out.size()));
        write_u32(out, entry + layout.length_field, uint32_t(bytes.size()));
        out.insert(out.end(), bytes.begin(), bytes.end());
    }
    return out;
}

}  // namespace bspfuzz

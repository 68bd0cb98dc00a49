#include "support/vtf_writer.h"

#include <cstring>
#include <stdexcept>

#include <libdeflate.h>

namespace bsptest {

void put_u16(std::vector<uint8_t>& out, uint16_t v) {
    out.push_back(uint8_t(v));
    out.push_back(uint8_t(v >> 8));
}

void put_u32(std::vector<uint8_t>& out, uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(uint8_t(v >> (8 * i)));
}

namespace {

void put_at(std::vector<uint8_t>& out, size_t at, const void* v, size_t n) { std::memcpy(out.data() + at, v, n); }

std::vector<uint8_t> zlib(const std::vector<uint8_t>& data) {
    libdeflate_compressor* c = libdeflate_alloc_compressor(6);
    if (!c) throw std::runtime_error("libdeflate_alloc_compressor failed");
    std::vector<uint8_t> out(libdeflate_zlib_compress_bound(c, data.size()));
    const size_t n = libdeflate_zlib_compress(c, data.data(), data.size(), out.data(), out.size());
    libdeflate_free_compressor(c);
    if (n == 0) throw std::runtime_error("libdeflate_zlib_compress failed");
    out.resize(n);
    return out;
}

}  // namespace

std::vector<uint8_t> make_vtf(const VtfSpec& spec, const std::vector<std::vector<uint8_t>>& levels) {
    const bool resources = spec.minor >= 3;
    const uint32_t resource_count = resources ? (spec.crc_resource ? 3u : 2u) + (spec.axc ? 1u : 0u) : 0u;
    const uint32_t header_size = resources ? 80 + 8 * resource_count : spec.minor == 2 ? 80 : 64;
    std::vector<uint8_t> out(header_size, 0);
    std::memcpy(out.data(), "VTF\0", 4);
    const uint32_t major = 7;
    put_at(out, 4, &major, 4);
    put_at(out, 8, &spec.minor, 4);
    put_at(out, 12, &header_size, 4);
    put_at(out, 16, &spec.width, 2);
    put_at(out, 18, &spec.height, 2);
    put_at(out, 20, &spec.flags, 4);
    put_at(out, 24, &spec.frames, 2);
    put_at(out, 26, &spec.first_frame, 2);
    const float reflectivity[3] = {0.5f, 0.5f, 0.5f}, bump = 1.0f;
    put_at(out, 32, reflectivity, 12);
    put_at(out, 48, &bump, 4);
    put_at(out, 52, &spec.format, 4);
    out[56] = spec.mip_count;
    put_at(out, 57, &spec.low_format, 4);
    out[61] = spec.low_width;
    out[62] = spec.low_height;
    if (spec.minor >= 2) put_at(out, 63, &spec.depth, 2);

    const size_t low_bytes = size_t((spec.low_width + 3) / 4) * size_t((spec.low_height + 3) / 4) * 8;
    const uint32_t low_offset = header_size;
    const uint32_t high_offset = uint32_t(header_size + low_bytes);

    // The chain, and with AXC each (level, frame, face) copy compressed on its own.
    const bool compress = spec.axc && spec.axc_level != 0;
    std::vector<uint8_t> chain;
    std::vector<uint32_t> sizes;
    for (size_t level = levels.size(); level-- > 0;) {
        for (int frame = 0; frame < spec.frames; ++frame)
            for (int face = 0; face < spec.faces; ++face) {
                std::vector<uint8_t> copy = levels[level];
                if (frame != 0 || face != 0) copy.assign(copy.size(), 0xEE);
                if (level == 0 && frame == 0 && face > 0 && size_t(face - 1) < spec.cube_faces.size())
                    copy = spec.cube_faces[size_t(face - 1)];
                if (compress) copy = zlib(copy);
                sizes.push_back(uint32_t(copy.size()));
                chain.insert(chain.end(), copy.begin(), copy.end());
            }
    }
    const uint32_t axc_offset = uint32_t(high_offset + chain.size());

    if (resources) {
        put_at(out, 68, &resource_count, 4);
        size_t at = 80;
        auto entry = [&](uint8_t tag0, uint8_t tag1, uint8_t tag2, uint8_t flags, uint32_t offset) {
            out[at] = tag0, out[at + 1] = tag1, out[at + 2] = tag2, out[at + 3] = flags;
            put_at(out, at + 4, &offset, 4);
            at += 8;
        };
        if (spec.crc_resource) entry('C', 'R', 'C', 0x02, 0x12345678);
        entry(0x01, 0, 0, 0, low_offset);
        entry(0x30, 0, 0, 0, high_offset);
        if (spec.axc) entry('A', 'X', 'C', 0, axc_offset);
    }
    out.resize(out.size() + low_bytes, 0);
    out.insert(out.end(), chain.begin(), chain.end());
    if (spec.axc) {
        put_u32(out, uint32_t(4 + 4 * sizes.size()));
        put_u16(out, uint16_t(spec.axc_level));
        put_u16(out, uint16_t(spec.axc_method));
        for (uint32_t size : sizes) put_u32(out, size);
    }
    return out;
}

size_t axc_sizes_offset(const std::vector<uint8_t>& vtf) {
    uint32_t count = 0;
    std::memcpy(&count, vtf.data() + 68, 4);
    for (uint32_t i = 0; i < count; ++i) {
        const uint8_t* entry = vtf.data() + 80 + 8 * i;
        if (entry[0] == 'A' && entry[1] == 'X' && entry[2] == 'C') {
            uint32_t offset = 0;
            std::memcpy(&offset, entry + 4, 4);
            return offset + 8;
        }
    }
    throw std::runtime_error("no AXC entry");
}

std::vector<uint8_t> solid_vtf(uint8_t r, uint8_t g, uint8_t b) {
    VtfSpec spec;
    spec.minor = 4, spec.format = 12, spec.mip_count = 1;
    std::vector<uint8_t> level;
    for (int i = 0; i < 16; ++i) level.insert(level.end(), {b, g, r, 255});
    return make_vtf(spec, {level});
}

}  // namespace bsptest

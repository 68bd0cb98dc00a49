#include "support/zip_writer.h"

#include <stdexcept>

#include <libdeflate.h>

namespace bsptest {

namespace {

uint32_t crc32(const std::string& data) {
    uint32_t crc = 0xFFFFFFFFu;
    for (unsigned char byte : data) {
        crc ^= byte;
        for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

std::string deflate(const std::string& data) {
    libdeflate_compressor* c = libdeflate_alloc_compressor(6);
    if (!c) throw std::runtime_error("libdeflate_alloc_compressor failed");
    std::string out(libdeflate_deflate_compress_bound(c, data.size()), '\0');
    const size_t n = libdeflate_deflate_compress(c, data.data(), data.size(), out.data(), out.size());
    libdeflate_free_compressor(c);
    if (n == 0) throw std::runtime_error("libdeflate_deflate_compress failed");
    out.resize(n);
    return out;
}

}  // namespace

std::string zip_bytes(const std::map<std::string, std::string>& files, const ZipLayout& layout) {
    const bool deflated = layout.deflated;
    std::string out, central;
    auto u16 = [](std::string& s, uint16_t v) { s.push_back(char(v & 0xFF)); s.push_back(char(v >> 8)); };
    auto u32 = [&](std::string& s, uint32_t v) { u16(s, uint16_t(v & 0xFFFF)); u16(s, uint16_t(v >> 16)); };
    for (const auto& [name, data] : files) {
        const uint32_t offset = uint32_t(out.size()), crc = crc32(data), size = uint32_t(data.size());
        const std::string stored = deflated ? deflate(data) : data;
        const uint16_t method = deflated ? 8 : 0;
        const uint32_t stored_size = uint32_t(stored.size());
        u32(out, 0x04034b50); u16(out, 20); u16(out, 0); u16(out, method); u16(out, 0); u16(out, 0x21);
        u32(out, crc); u32(out, stored_size); u32(out, size); u16(out, uint16_t(name.size()));
        u16(out, uint16_t(layout.local_extra.size()));
        out += name;
        out += layout.local_extra;
        out += stored;
        u32(central, 0x02014b50); u16(central, 20); u16(central, 20); u16(central, 0); u16(central, method);
        u16(central, 0); u16(central, 0x21); u32(central, crc); u32(central, stored_size); u32(central, size);
        u16(central, uint16_t(name.size()));
        u16(central, layout.xbox_directory ? uint16_t(layout.local_extra.size()) : 0);  // announced, not stored
        u16(central, 0); u16(central, 0); u16(central, 0);
        u32(central, 0); u32(central, offset);
        central += name;
    }
    const uint32_t central_offset = uint32_t(out.size());
    out += central;
    u32(out, 0x06054b50); u16(out, 0); u16(out, 0); u16(out, uint16_t(files.size()));
    u16(out, uint16_t(files.size())); u32(out, uint32_t(central.size())); u32(out, central_offset);
    u16(out, uint16_t(layout.comment.size()));
    out += layout.comment;
    return out;
}

std::string zip_bytes(const std::map<std::string, std::string>& files) { return zip_bytes(files, ZipLayout{}); }

std::string deflated_zip_bytes(const std::map<std::string, std::string>& files) {
    return zip_bytes(files, ZipLayout{.deflated = true});
}

}  // namespace bsptest

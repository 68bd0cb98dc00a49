#pragma once
// Bounds-checked little-endian reader over a byte span. Parsers read files only
// through this type (no raw pointer arithmetic), so a truncated or lying file
// becomes a LoadError naming the file and the part being read, never an
// out-of-bounds read.
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/load_error.h"

namespace bsp {

class ByteReader {
public:
    ByteReader(std::span<const uint8_t> bytes, std::string file, std::string part)
        : bytes_(bytes), file_(std::move(file)), part_(std::move(part)) {}

    size_t size() const { return bytes_.size(); }
    size_t position() const { return pos_; }
    size_t remaining() const { return bytes_.size() - pos_; }
    const std::string& file() const { return file_; }
    const std::string& part() const { return part_; }

    void seek(size_t pos) {
        if (pos > bytes_.size()) fail("seek to offset " + std::to_string(pos) + " past the end (" +
                                      std::to_string(bytes_.size()) + " bytes)");
        pos_ = pos;
    }
    void skip(size_t n) { require(n); pos_ += n; }

    // Reads a trivially copyable value (little-endian on disk; we build for little-endian hosts).
    template <typename T>
    T read() {
        static_assert(std::is_trivially_copyable_v<T>);
        require(sizeof(T));
        T v;
        std::memcpy(&v, bytes_.data() + pos_, sizeof(T));
        pos_ += sizeof(T);
        return v;
    }
    int32_t i32() { return read<int32_t>(); }
    uint32_t u32() { return read<uint32_t>(); }
    int16_t i16() { return read<int16_t>(); }
    uint16_t u16() { return read<uint16_t>(); }
    uint8_t u8() { return read<uint8_t>(); }
    float f32() { return read<float>(); }

    // A fixed-size, NUL-padded string field (e.g. a 64-byte texture name).
    std::string fixed_string(size_t n) {
        require(n);
        const char* p = reinterpret_cast<const char*>(bytes_.data() + pos_);
        size_t len = strnlen(p, n);
        pos_ += n;
        return std::string(p, len);
    }
    std::span<const uint8_t> bytes(size_t n) {
        require(n);
        auto s = bytes_.subspan(pos_, n);
        pos_ += n;
        return s;
    }
    // A sub-reader over [offset, offset+length) of this one, for a lump.
    ByteReader sub(size_t offset, size_t length, std::string part) const {
        if (offset > bytes_.size() || length > bytes_.size() - offset)
            throw LoadError(file_, part,
                            "range " + std::to_string(offset) + "+" + std::to_string(length) +
                                " lies outside the " + std::to_string(bytes_.size()) + "-byte " +
                                (part_.empty() ? std::string("data") : part_));
        return ByteReader(bytes_.subspan(offset, length), file_, std::move(part));
    }

    [[noreturn]] void fail(const std::string& problem) const { throw LoadError(file_, part_, problem); }

private:
    void require(size_t n) const {
        if (n > bytes_.size() - pos_)
            fail("truncated: need " + std::to_string(n) + " bytes at offset " + std::to_string(pos_) +
                 ", only " + std::to_string(bytes_.size() - pos_) + " left");
    }
    std::span<const uint8_t> bytes_;
    size_t pos_ = 0;
    std::string file_, part_;
};

}  // namespace bsp

#pragma once
// Little-endian bytes appended one value at a time: what the test writers
// (quake1_writer, quake2_writer) build their files from.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace bsptest {

class ByteSink {
public:
    template <typename T>
    void put(T v) {
        const size_t at = out.size();
        out.resize(at + sizeof(T));
        std::memcpy(out.data() + at, &v, sizeof(T));
    }
    void put_bytes(const std::vector<uint8_t>& b) { out.insert(out.end(), b.begin(), b.end()); }
    // A NUL-padded fixed-size name field.
    void put_name(const std::string& s, size_t n) {
        for (size_t i = 0; i < n; ++i) out.push_back(i < s.size() ? uint8_t(s[i]) : 0);
    }
    std::vector<uint8_t> out;
};

}  // namespace bsptest

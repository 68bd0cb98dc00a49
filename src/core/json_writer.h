#pragma once
// A minimal streaming JSON writer for machine-readable output (--info --json,
// --stats, --bench). It tracks commas and nesting; callers write keys and values
// in order. Non-finite numbers become null, strings are escaped per RFC 8259.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bsp {

class JsonWriter {
public:
    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view k);
    JsonWriter& value(std::string_view s);
    JsonWriter& value(const char* s) { return value(std::string_view(s)); }
    JsonWriter& value(double d);
    JsonWriter& value(int64_t i);
    JsonWriter& value(uint64_t u);
    JsonWriter& value(int i) { return value(int64_t(i)); }
    JsonWriter& value(unsigned u) { return value(uint64_t(u)); }
    JsonWriter& value(bool b);
    JsonWriter& null();
    template <typename T>
    JsonWriter& field(std::string_view k, const T& v) { key(k); return value(v); }

    const std::string& str() const { return out_; }

private:
    void before_value();
    std::string out_;
    std::vector<bool> first_;  // per open container: no element written yet
    bool after_key_ = false;
};

}  // namespace bsp

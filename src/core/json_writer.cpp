#include "core/json_writer.h"

#include <cmath>
#include <cstdio>

namespace bsp {

void JsonWriter::before_value() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (!first_.empty()) {
        if (!first_.back()) out_ += ',';
        first_.back() = false;
    }
}

JsonWriter& JsonWriter::begin_object() { before_value(); out_ += '{'; first_.push_back(true); return *this; }
JsonWriter& JsonWriter::end_object() { out_ += '}'; first_.pop_back(); return *this; }
JsonWriter& JsonWriter::begin_array() { before_value(); out_ += '['; first_.push_back(true); return *this; }
JsonWriter& JsonWriter::end_array() { out_ += ']'; first_.pop_back(); return *this; }

JsonWriter& JsonWriter::key(std::string_view k) {
    value(k);
    out_ += ':';
    after_key_ = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view s) {
    before_value();
    out_ += '"';
    for (unsigned char c : s) {
        switch (c) {
            case '"': out_ += "\\\""; break;
            case '\\': out_ += "\\\\"; break;
            case '\n': out_ += "\\n"; break;
            case '\r': out_ += "\\r"; break;
            case '\t': out_ += "\\t"; break;
            default:
                // Control bytes and bytes >= 0x80 are escaped (the latter read as Latin-1):
                // names in map files are not guaranteed to be valid UTF-8, the output must be.
                if (c < 0x20 || c >= 0x80) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out_ += buf;
                } else {
                    out_ += char(c);
                }
        }
    }
    out_ += '"';
    return *this;
}

JsonWriter& JsonWriter::value(double d) {
    before_value();
    if (!std::isfinite(d)) {
        out_ += "null";
        return *this;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", d);
    out_ += buf;
    return *this;
}
JsonWriter& JsonWriter::value(int64_t i) { before_value(); out_ += std::to_string(i); return *this; }
JsonWriter& JsonWriter::value(uint64_t u) { before_value(); out_ += std::to_string(u); return *this; }
JsonWriter& JsonWriter::value(bool b) { before_value(); out_ += b ? "true" : "false"; return *this; }
JsonWriter& JsonWriter::null() { before_value(); out_ += "null"; return *this; }

}  // namespace bsp

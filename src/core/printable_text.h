#pragma once
// Messages quote text from the files they are about (entity keys, texture and lump
// names), and a damaged or hostile file puts any bytes there. Terminals and the UI
// must get text: valid UTF-8 is kept, control characters and bytes that are not
// UTF-8 are written as \xNN.
#include <string>
#include <string_view>

namespace bsp {

inline std::string printable_text(std::string_view s) {
    static const char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(s.size());
    auto escape = [&](unsigned char c) {
        out += "\\x";
        out += kHex[c >> 4];
        out += kHex[c & 15];
    };
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            if (c < 0x20 && c != '\t' && c != '\n') escape(c);
            else if (c == 0x7f) escape(c);
            else out += char(c);
            ++i;
            continue;
        }
        // The length a lead byte announces; its continuation bytes must follow.
        const size_t length = (c >= 0xc2 && c <= 0xdf) ? 2 : (c >= 0xe0 && c <= 0xef) ? 3 : (c >= 0xf0 && c <= 0xf4) ? 4 : 0;
        bool valid = length != 0 && i + length <= s.size();
        for (size_t k = 1; valid && k < length; ++k)
            valid = (static_cast<unsigned char>(s[i + k]) & 0xc0) == 0x80;
        if (valid) {
            out.append(s.substr(i, length));
            i += length;
        } else {
            escape(c);
            ++i;
        }
    }
    return out;
}

}  // namespace bsp

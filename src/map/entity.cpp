// Entity text parser shared by every BSP format. The grammar is the one all
// Quake-family compilers write:
//     entity := '{' ( quoted-key quoted-value )* '}'
// with whitespace, // line comments and /* block */ comments between tokens.
// Strings run to the next '"' (they may span lines; Quake has no escapes), and
// a NUL byte ends the text because compilers pad the lump with one.
#include "map/entity.h"

#include <charconv>

#include "core/load_error.h"

namespace bsp {

const std::string* Entity::find(std::string_view key) const {
    for (const auto& [k, v] : pairs)
        if (k == key) return &v;
    return nullptr;
}

std::string Entity::get(std::string_view key, std::string_view fallback) const {
    const std::string* v = find(key);
    return v ? *v : std::string(fallback);
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

void skip_space(std::string_view& s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
}

// from_chars, not strtof: it ignores the C locale (a viewer linked with UI
// toolkits may set one with ',' decimals). Editors write sloppy spacing and
// an occasional leading '+', so both are skipped by hand.
bool parse_float(std::string_view& s, float& out) {
    skip_space(s);
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    auto [next, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec != std::errc()) return false;
    s.remove_prefix(size_t(next - s.data()));
    return true;
}

bool only_space(std::string_view s) {
    skip_space(s);
    return s.empty();
}

}  // namespace

std::optional<glm::vec3> Entity::vec3(std::string_view key) const {
    const std::string* v = find(key);
    if (!v) return std::nullopt;
    std::string_view rest = *v;
    glm::vec3 out;
    for (int i = 0; i < 3; ++i)
        if (!parse_float(rest, out[i])) return std::nullopt;
    if (!only_space(rest)) return std::nullopt;
    return out;
}

std::optional<float> Entity::number(std::string_view key) const {
    const std::string* v = find(key);
    if (!v) return std::nullopt;
    std::string_view rest = *v;
    float out;
    if (!parse_float(rest, out) || !only_space(rest)) return std::nullopt;
    return out;
}

namespace {

class EntityLexer {
public:
    EntityLexer(std::string_view text, const std::string& file, const std::string& part)
        : text_(text.substr(0, text.find('\0'))), file_(file), part_(part) {}

    // Skips whitespace and comments; returns false at the end of the text.
    bool skip_space() {
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c == '\n') {
                ++line_;
                ++pos_;
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                ++pos_;
            } else if (text_.substr(pos_, 2) == "//") {
                while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
            } else if (text_.substr(pos_, 2) == "/*") {
                skip_block_comment();
            } else {
                return true;
            }
        }
        return false;
    }
    char peek() const { return text_[pos_]; }
    void advance() { ++pos_; }
    int line() const { return line_; }

    std::string quoted_string() {
        int start_line = line_;
        size_t close = text_.find('"', pos_ + 1);
        if (close == std::string_view::npos)
            fail(start_line, "unterminated string (opened with '\"' and never closed)");
        std::string_view s = text_.substr(pos_ + 1, close - pos_ - 1);
        for (char c : s) line_ += c == '\n';
        pos_ = close + 1;
        return std::string(s);
    }

    [[noreturn]] void fail(int line, const std::string& problem) const {
        throw LoadError(file_, part_, "line " + std::to_string(line) + ": " + problem);
    }

private:
    void skip_block_comment() {
        int start_line = line_;
        size_t close = text_.find("*/", pos_ + 2);
        if (close == std::string_view::npos) fail(start_line, "unterminated /* comment");
        for (size_t i = pos_; i < close; ++i) line_ += text_[i] == '\n';
        pos_ = close + 2;
    }

    std::string_view text_;
    size_t pos_ = 0;
    int line_ = 1;
    const std::string& file_;
    const std::string& part_;
};

std::string describe(char c) {
    if (c >= 0x21 && c < 0x7f) return std::string("'") + c + "'";
    return "byte " + std::to_string(static_cast<unsigned char>(c));
}

Entity parse_one_entity(EntityLexer& lex, int open_line) {
    Entity e;
    for (;;) {
        if (!lex.skip_space()) lex.fail(open_line, "unterminated entity ('{' without a matching '}')");
        char c = lex.peek();
        if (c == '}') {
            lex.advance();
            return e;
        }
        if (c != '"') lex.fail(lex.line(), "expected a quoted key or '}', found " + describe(c));
        std::string key = lex.quoted_string();
        int key_line = lex.line();
        if (!lex.skip_space()) lex.fail(key_line, "key \"" + key + "\" has no value (text ends)");
        if (lex.peek() != '"')
            lex.fail(lex.line(), "key \"" + key + "\" has no value (found " + describe(lex.peek()) + ")");
        std::string value = lex.quoted_string();
        e.pairs.emplace_back(std::move(key), std::move(value));
    }
}

}  // namespace

std::vector<Entity> parse_entities(std::string_view text, const std::string& file, const std::string& part) {
    EntityLexer lex(text, file, part);
    std::vector<Entity> out;
    while (lex.skip_space()) {
        char c = lex.peek();
        if (c != '{') lex.fail(lex.line(), "expected '{' to open an entity, found " + describe(c));
        int open_line = lex.line();
        lex.advance();
        out.push_back(parse_one_entity(lex, open_line));
    }
    return out;
}

}  // namespace bsp

#include "assets/keyvalues.h"

#include "core/ascii.h"

namespace bsp {

namespace {

struct ParseError {
    std::string text;
};

enum class TokenKind { End, Open, Close, String, Condition };

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text;
    size_t line = 1;
};

class Tokenizer {
public:
    explicit Tokenizer(std::string_view text) : text_(text) {}

    Token next() {
        skip_space_and_comments();
        Token t;
        t.line = line_;
        if (pos_ >= text_.size()) return t;
        const char c = text_[pos_];
        if (c == '{' || c == '}') {
            ++pos_;
            t.kind = c == '{' ? TokenKind::Open : TokenKind::Close;
            return t;
        }
        if (c == '"') {
            const size_t end = text_.find('"', pos_ + 1);
            if (end == std::string_view::npos) fail(t.line, "unterminated quoted string");
            t.kind = TokenKind::String;
            t.text = std::string(text_.substr(pos_ + 1, end - pos_ - 1));
            for (char ch : t.text) if (ch == '\n') ++line_;
            pos_ = end + 1;
            return t;
        }
        if (c == '[') {
            const size_t end = text_.find(']', pos_ + 1);
            if (end == std::string_view::npos || text_.substr(pos_, end - pos_).find('\n') != std::string_view::npos)
                fail(t.line, "unterminated [condition]");
            t.kind = TokenKind::Condition;
            t.text = std::string(text_.substr(pos_ + 1, end - pos_ - 1));
            pos_ = end + 1;
            return t;
        }
        const size_t start = pos_;
        while (pos_ < text_.size() && !is_space(text_[pos_]) && text_[pos_] != '"' && text_[pos_] != '{' &&
               text_[pos_] != '}')
            ++pos_;
        t.kind = TokenKind::String;
        t.text = std::string(text_.substr(start, pos_ - start));
        return t;
    }

    [[noreturn]] static void fail(size_t line, const std::string& problem) {
        throw ParseError{"line " + std::to_string(line) + ": " + problem};
    }

private:
    static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

    void skip_space_and_comments() {
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '\n') {
                ++line_;
                ++pos_;
            } else if (is_space(c)) {
                ++pos_;
            } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
                while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
            } else {
                break;
            }
        }
    }

    std::string_view text_;
    size_t pos_ = 0;
    size_t line_ = 1;
};

std::string_view trim_blanks(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool term_holds(std::string_view term) {
    term = trim_blanks(term);
    bool negate = false;
    while (!term.empty() && term.front() == '!') {
        negate = !negate;
        term = trim_blanks(term.substr(1));
    }
    const std::string name = ascii_lowercase(term);
    const bool console = name == "$x360" || name == "$ps3" || name == "$gameconsole" || name == "$osx";
    return console == negate;
}

// A [condition] as a PC sees it: terms joined by && (binding tighter) and ||.
bool condition_holds(std::string_view condition) {
    size_t start = 0;
    while (true) {
        const size_t bar = condition.find("||", start);
        std::string_view alternative = condition.substr(start, bar == std::string_view::npos ? std::string_view::npos : bar - start);
        bool all = true;
        size_t s = 0;
        while (true) {
            const size_t amp = alternative.find("&&", s);
            all = term_holds(alternative.substr(s, amp == std::string_view::npos ? std::string_view::npos : amp - s)) && all;
            if (amp == std::string_view::npos) break;
            s = amp + 2;
        }
        if (all) return true;
        if (bar == std::string_view::npos) return false;
        start = bar + 2;
    }
}

class Parser {
public:
    Parser(std::string_view text, const KeyValuesLimits& limits) : tokens_(text), limits_(limits) { advance(); }

    // Pairs until `}` (inside a block) or the end of the text (top level).
    void parse_pairs(KeyValue& into, size_t depth) {
        while (true) {
            if (current_.kind == TokenKind::End) {
                if (depth > 0) Tokenizer::fail(current_.line, "missing '}' at the end of the text");
                return;
            }
            if (current_.kind == TokenKind::Close) {
                if (depth == 0) Tokenizer::fail(current_.line, "'}' without a block to close");
                advance();
                return;
            }
            if (current_.kind != TokenKind::String) Tokenizer::fail(current_.line, "expected a key");
            KeyValue kv;
            kv.key = std::move(current_.text);
            const size_t key_line = current_.line;
            advance();
            if (current_.kind == TokenKind::Condition) advance();  // a condition on the key: ignored, the value's counts
            if (current_.kind == TokenKind::Open) {
                if (depth + 1 > limits_.max_depth)
                    Tokenizer::fail(current_.line, "blocks nested deeper than " + std::to_string(limits_.max_depth));
                kv.block = true;
                advance();
                parse_pairs(kv, depth + 1);
            } else if (current_.kind == TokenKind::String) {
                kv.value = std::move(current_.text);
                advance();
            } else {
                Tokenizer::fail(key_line, "key \"" + kv.key + "\" has no value");
            }
            bool keep = true;
            if (current_.kind == TokenKind::Condition) {
                keep = condition_holds(current_.text);
                advance();
            }
            if (keep) into.children.push_back(std::move(kv));
        }
    }

private:
    void advance() { current_ = tokens_.next(); }

    Tokenizer tokens_;
    KeyValuesLimits limits_;
    Token current_;
};

}  // namespace

const KeyValue* KeyValue::find(std::string_view child_key) const {
    for (const KeyValue& c : children)
        if (ascii_iequals(c.key, child_key)) return &c;
    return nullptr;
}

std::optional<KeyValue> parse_keyvalues(std::string_view text, std::string* error, const KeyValuesLimits& limits) {
    if (text.size() > limits.max_bytes) {
        if (error) *error = "text of " + std::to_string(text.size()) + " bytes is over the limit of " + std::to_string(limits.max_bytes);
        return std::nullopt;
    }
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 byte order mark
    try {
        KeyValue root;
        root.block = true;
        Parser parser(text, limits);
        parser.parse_pairs(root, 0);
        return root;
    } catch (const ParseError& e) {
        if (error) *error = e.text;
        return std::nullopt;
    }
}

}  // namespace bsp

#include "assets/q3_shader_scripts.h"

#include <algorithm>
#include <cctype>

#include "vfs/vfs.h"

namespace bsp {

std::string normalize_q3_name(std::string_view name) {
    std::string out(name);
    for (char& c : out) c = c == '\\' ? '/' : char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

namespace {

// Splits shader text into tokens, remembering which ones start a new line:
// shader directives end at the line break, so a short directive must not swallow
// the next line's keyword.
class ScriptTokenizer {
public:
    explicit ScriptTokenizer(std::string_view text) : text_(text) {}

    // Next token, or empty at the end. `new_line` tells whether a line break preceded it.
    std::string_view next(bool* new_line = nullptr) {
        bool crossed = false;
        for (;;) {
            while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) {
                if (text_[pos_] == '\n') crossed = true;
                ++pos_;
            }
            if (text_.substr(pos_, 2) == "//") {
                while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
                continue;
            }
            if (text_.substr(pos_, 2) == "/*") {
                size_t end = text_.find("*/", pos_ + 2);
                pos_ = end == std::string_view::npos ? text_.size() : end + 2;
                crossed = true;
                continue;
            }
            break;
        }
        if (new_line) *new_line = crossed;
        if (pos_ >= text_.size()) return {};
        if (text_[pos_] == '{' || text_[pos_] == '}') return text_.substr(pos_++, 1);
        if (text_[pos_] == '"') {
            size_t end = text_.find('"', pos_ + 1);
            if (end == std::string_view::npos) end = text_.size();
            std::string_view tok = text_.substr(pos_ + 1, end - pos_ - 1);
            pos_ = std::min(end + 1, text_.size());  // an unterminated quote ends at the end of the text
            return tok;
        }
        size_t start = pos_;
        while (pos_ < text_.size() && !std::isspace(static_cast<unsigned char>(text_[pos_])) &&
               text_[pos_] != '{' && text_[pos_] != '}')
            ++pos_;
        return text_.substr(start, pos_ - start);
    }

    // The remaining tokens of the current line.
    std::vector<std::string_view> rest_of_line() {
        std::vector<std::string_view> out;
        for (;;) {
            size_t save = pos_;
            bool new_line = false;
            std::string_view tok = next(&new_line);
            if (tok.empty() || new_line || tok == "{" || tok == "}") { pos_ = save; return out; }
            out.push_back(tok);
        }
    }
    bool at_end() const { return pos_ >= text_.size(); }

private:
    std::string_view text_;
    size_t pos_ = 0;
};

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

BlendMode blend_from(const std::vector<std::string_view>& args) {
    if (args.empty()) return BlendMode::Opaque;
    if (args.size() == 1) {
        if (iequals(args[0], "add")) return BlendMode::Additive;
        if (iequals(args[0], "filter")) return BlendMode::Filter;
        if (iequals(args[0], "blend")) return BlendMode::AlphaBlend;
        return BlendMode::Opaque;
    }
    const std::string_view src = args[0], dst = args[1];
    if (iequals(src, "GL_ONE") && iequals(dst, "GL_ZERO")) return BlendMode::Opaque;
    if (iequals(src, "GL_ONE") && iequals(dst, "GL_ONE")) return BlendMode::Additive;
    if (iequals(src, "GL_DST_COLOR") || iequals(dst, "GL_SRC_COLOR")) return BlendMode::Filter;
    if (iequals(src, "GL_SRC_ALPHA") || iequals(dst, "GL_ONE_MINUS_SRC_ALPHA")) return BlendMode::AlphaBlend;
    return BlendMode::Additive;  // other pairs mostly add light (e.g. GL_SRC_ALPHA GL_ONE)
}

// Reads one { ... } stage; `first_stage` decides whether its blend is the shader's.
void parse_stage(ScriptTokenizer& tok, Q3ShaderInfo& info, bool first_stage) {
    std::string image;
    bool lightmap = false;
    BlendMode blend = BlendMode::Opaque;
    bool alpha_func = false;
    bool vertex_color = false;
    int depth = 1;
    while (depth > 0) {
        std::string_view t = tok.next();
        if (t.empty()) return;
        if (t == "{") { ++depth; continue; }
        if (t == "}") { --depth; continue; }
        auto args = tok.rest_of_line();
        if ((iequals(t, "map") || iequals(t, "clampmap")) && !args.empty()) {
            if (iequals(args[0], "$lightmap")) lightmap = true;
            else if (args[0][0] != '$' && image.empty()) image = std::string(args[0]);
        } else if (iequals(t, "animmap") && args.size() >= 2) {
            if (image.empty()) image = std::string(args[1]);  // args[0] is the frequency
        } else if (iequals(t, "blendfunc")) {
            blend = blend_from(args);
        } else if (iequals(t, "alphafunc")) {
            alpha_func = true;
        } else if (iequals(t, "rgbgen") && !args.empty()) {
            vertex_color = iequals(args[0], "vertex") || iequals(args[0], "exactvertex") ||
                           iequals(args[0], "lightingdiffuse");
        }
    }
    if (lightmap) info.has_lightmap_stage = true;
    if (info.first_image.empty() && !image.empty()) {
        info.first_image = image;
        info.vertex_lit = vertex_color;
    }
    if (first_stage) {
        info.blend = blend;
        if (alpha_func && blend == BlendMode::Opaque) info.blend = BlendMode::AlphaTest;
    } else if (alpha_func && !image.empty() && info.blend == BlendMode::Opaque &&
               info.first_image == image) {
        // "{ map tex alphaFunc GE128 } after a $lightmap stage" is still a cut-out surface.
        info.blend = BlendMode::AlphaTest;
    }
}

// Reads one shader body after its name and opening brace.
void parse_body(ScriptTokenizer& tok, Q3ShaderInfo& info) {
    bool first_stage = true;
    for (;;) {
        std::string_view t = tok.next();
        if (t.empty() || t == "}") break;
        if (t == "{") {
            parse_stage(tok, info, first_stage);
            first_stage = false;
            continue;
        }
        auto args = tok.rest_of_line();
        if (iequals(t, "surfaceparm") && !args.empty()) {
            if (iequals(args[0], "sky")) info.sky = true;
            else if (iequals(args[0], "nodraw")) info.nodraw = true;
            else if (iequals(args[0], "trans")) info.translucent = true;
            else if (iequals(args[0], "nolightmap")) info.no_lightmap = true;
        } else if (iequals(t, "fogparms")) {
            info.fog = true;
        } else if (iequals(t, "skyparms") && !args.empty()) {
            if (args[0] != "-") info.sky_box = std::string(args[0]);
        } else if (iequals(t, "cull") && !args.empty()) {
            if (iequals(args[0], "none") || iequals(args[0], "twosided") || iequals(args[0], "disable"))
                info.two_sided = true;
        }
    }
    if (!info.has_lightmap_stage) info.no_lightmap = true;
}

}  // namespace

void Q3ShaderScripts::add_script(std::string_view text, const std::string& source_file) {
    ScriptTokenizer tok(text);
    for (;;) {
        std::string_view name = tok.next();
        if (name.empty()) return;
        if (name == "{" || name == "}") {
            warnings_.push_back(source_file + ": unexpected '" + std::string(name) + "'");
            return;  // the file's structure is lost; the rest cannot be trusted
        }
        if (tok.next() != "{") {
            warnings_.push_back(source_file + ": shader '" + std::string(name) + "' has no body");
            return;
        }
        Q3ShaderInfo info;
        info.name = std::string(name);
        info.source_file = source_file;
        parse_body(tok, info);
        shaders_.try_emplace(normalize_q3_name(name), std::move(info));
    }
}

void Q3ShaderScripts::load(const Vfs& vfs) {
    for (const std::string& file : vfs.list("scripts", ".shader")) {
        // Vfs::list names files relative to the folder; accept full paths as well.
        const std::string path = file.rfind("scripts/", 0) == 0 ? file : "scripts/" + file;
        auto bytes = vfs.read(path);
        if (!bytes) {
            warnings_.push_back(path + ": listed but could not be read");
            continue;
        }
        add_script(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()), path);
    }
}

const Q3ShaderInfo* Q3ShaderScripts::find(std::string_view name) const {
    auto it = shaders_.find(normalize_q3_name(name));
    return it == shaders_.end() ? nullptr : &it->second;
}

}  // namespace bsp

#include "assets/q3_shader_scripts.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>

#include "core/ascii.h"
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
    explicit ScriptTokenizer(std::string_view text, size_t start = 0) : text_(text), pos_(start) {}

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
    size_t pos() const { return pos_; }

private:
    std::string_view text_;
    size_t pos_ = 0;
};

// A number as atof reads it (0 for text that is none), clamped to a range no
// script needs to leave, so absurd values cannot overflow what is computed from them.
float number(std::string_view token) {
    const std::string text(token.substr(0, 64));
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || !std::isfinite(v)) return 0.0f;
    return float(std::clamp(v, -1.0e6, 1.0e6));
}

std::optional<BlendFactor> blend_factor(std::string_view name, bool source) {
    using F = BlendFactor;
    static const std::pair<const char*, F> kBoth[] = {
        {"GL_ONE", F::One}, {"GL_ZERO", F::Zero}, {"GL_SRC_ALPHA", F::SrcAlpha},
        {"GL_ONE_MINUS_SRC_ALPHA", F::OneMinusSrcAlpha}, {"GL_DST_ALPHA", F::DstAlpha},
        {"GL_ONE_MINUS_DST_ALPHA", F::OneMinusDstAlpha}};
    for (const auto& [n, f] : kBoth)
        if (ascii_iequals(name, n)) return f;
    if (source) {
        if (ascii_iequals(name, "GL_DST_COLOR")) return F::DstColor;
        if (ascii_iequals(name, "GL_ONE_MINUS_DST_COLOR")) return F::OneMinusDstColor;
        if (ascii_iequals(name, "GL_SRC_ALPHA_SATURATE")) return F::SrcAlphaSaturate;
    } else {
        if (ascii_iequals(name, "GL_SRC_COLOR")) return F::SrcColor;
        if (ascii_iequals(name, "GL_ONE_MINUS_SRC_COLOR")) return F::OneMinusSrcColor;
    }
    return std::nullopt;
}

std::optional<WaveFunc> wave_func(std::string_view name) {
    static const std::pair<const char*, WaveFunc> kFuncs[] = {
        {"sin", WaveFunc::Sin}, {"triangle", WaveFunc::Triangle}, {"square", WaveFunc::Square},
        {"sawtooth", WaveFunc::Sawtooth}, {"inversesawtooth", WaveFunc::InverseSawtooth},
        {"noise", WaveFunc::Noise}};
    for (const auto& [n, f] : kFuncs)
        if (ascii_iequals(name, n)) return f;
    return std::nullopt;
}

using Args = std::vector<std::string_view>;

// Reads scripts into Q3ShaderInfo records; holds what one script's parse shares.
class Q3ScriptParser {
public:
    Q3ScriptParser(ScriptTokenizer& tok, const std::string& file) : tok_(tok), file_(file) {}

    void body(Q3ShaderInfo& info);
    // What body() warned about the shader it read, in order: its own list
    // (Q3ShaderInfo::warnings) and, for the game-wide list, which were unknown keywords.
    std::vector<Q3ShaderScripts::WarningEvent> take_warnings() { return std::move(events_); }

private:
    void warn(const Q3ShaderInfo& info, const std::string& what) {
        events_.push_back({file_ + ": shader '" + info.name + "': " + what, {}, {}});
    }
    // The shader keeps every unknown keyword it has; the whole list warns once per keyword.
    // ioquake3 drops a shader with an unknown keyword, stage or general, and draws its
    // default image instead (unknown tcMod and deform kinds only warn there): bspview
    // keeps drawing the rest and says what the engine would do.
    void warn_unknown(const Q3ShaderInfo& info, const std::string& keyword, bool engine_drops_shader) {
        const std::string where = file_ + ": shader '" + info.name + "'";
        const std::string note = engine_drops_shader ? " (ioquake3 drops the whole shader for it and draws its default image)" : "";
        events_.push_back({where + ": unknown keyword '" + keyword + "' ignored" + note, keyword,
                           where + ": unknown keyword '" + keyword + "' ignored (warned once)" + note});
    }
    // Wave words at args[from..]: func base amplitude phase frequency.
    bool wave(const Q3ShaderInfo& info, const Args& args, size_t from, Wave& out, const char* what);
    // "( a b c )" at args[from..]; false (and a warning) when malformed.
    bool vector3(const Q3ShaderInfo& info, const Args& args, size_t from, glm::vec3& out, const char* what);
    void stage(Q3ShaderInfo& info);
    void stage_directive(Q3ShaderInfo& info, MaterialStage& st, std::string_view key, const Args& args,
                         bool& depth_write_explicit, bool& rgb_given);
    void tc_mod(Q3ShaderInfo& info, MaterialStage& st, const Args& args);
    void deform(Q3ShaderInfo& info, const Args& args);
    void skip_braced();

    ScriptTokenizer& tok_;
    const std::string& file_;
    std::vector<Q3ShaderScripts::WarningEvent> events_;
};

}  // namespace

bool Q3ScriptParser::wave(const Q3ShaderInfo& info, const Args& args, size_t from, Wave& out, const char* what) {
    if (args.size() < from + 5) {
        warn(info, std::string(what) + " wants a wave: function base amplitude phase frequency");
        return false;
    }
    const std::optional<WaveFunc> f = wave_func(args[from]);
    if (!f) warn(info, std::string(what) + ": unknown wave function '" + std::string(args[from]) + "', sin used");
    out.func = f.value_or(WaveFunc::Sin);
    out.base = number(args[from + 1]);
    out.amplitude = number(args[from + 2]);
    out.phase = number(args[from + 3]);
    out.frequency = number(args[from + 4]);
    return true;
}

bool Q3ScriptParser::vector3(const Q3ShaderInfo& info, const Args& args, size_t from, glm::vec3& out,
                             const char* what) {
    if (args.size() < from + 5 || args[from] != "(" || args[from + 4] != ")") {
        warn(info, std::string(what) + " wants ( x y z )");
        return false;
    }
    out = {number(args[from + 1]), number(args[from + 2]), number(args[from + 3])};
    return true;
}

void Q3ScriptParser::skip_braced() {
    int depth = 1;
    while (depth > 0) {
        const std::string_view t = tok_.next();
        if (t.empty()) return;
        if (t == "{") ++depth;
        else if (t == "}") --depth;
    }
}

void Q3ScriptParser::tc_mod(Q3ShaderInfo& info, MaterialStage& st, const Args& args) {
    if (args.empty()) {
        warn(info, "tcMod without a kind");
        return;
    }
    if (st.tc_mods.size() >= kMaxTexMods) {
        warn(info, "more than " + std::to_string(kMaxTexMods) + " tcMods in a stage; the rest are ignored");
        return;
    }
    TexMod m;
    auto values = [&](size_t n, const char* what) {
        if (args.size() < 1 + n) {
            warn(info, std::string("tcMod ") + what + " wants " + std::to_string(n) + " numbers");
            return false;
        }
        for (size_t i = 0; i < n; ++i) m.values[i] = number(args[1 + i]);
        return true;
    };
    const std::string_view kind = args[0];
    if (ascii_iequals(kind, "scroll")) {
        m.kind = TexModKind::Scroll;
        if (!values(2, "scroll")) return;
    } else if (ascii_iequals(kind, "scale")) {
        m.kind = TexModKind::Scale;
        if (!values(2, "scale")) return;
    } else if (ascii_iequals(kind, "rotate")) {
        m.kind = TexModKind::Rotate;
        if (!values(1, "rotate")) return;
    } else if (ascii_iequals(kind, "transform")) {
        m.kind = TexModKind::Transform;
        if (!values(6, "transform")) return;
    } else if (ascii_iequals(kind, "turb")) {
        // turb base amplitude phase frequency: a sine, without a function word.
        m.kind = TexModKind::Turb;
        if (args.size() < 5) {
            warn(info, "tcMod turb wants base amplitude phase frequency");
            return;
        }
        m.wave = {WaveFunc::Sin, number(args[1]), number(args[2]), number(args[3]), number(args[4])};
    } else if (ascii_iequals(kind, "stretch")) {
        m.kind = TexModKind::Stretch;
        if (!wave(info, args, 1, m.wave, "tcMod stretch")) return;
    } else if (ascii_iequals(kind, "entityTranslate")) {
        m.kind = TexModKind::EntityTranslate;
    } else {
        warn_unknown(info, "tcMod " + ascii_lowercase(kind), false);
        return;
    }
    st.tc_mods.push_back(m);
}

void Q3ScriptParser::stage_directive(Q3ShaderInfo& info, MaterialStage& st, std::string_view t, const Args& args,
                                     bool& depth_write_explicit, bool& rgb_given) {
    if (ascii_iequals(t, "map") || ascii_iequals(t, "clampmap")) {
        if (args.empty()) {
            warn(info, std::string(t) + " without an image");
            return;
        }
        st.clamp = ascii_iequals(t, "clampmap");
        st.frame_names.clear();
        if (ascii_iequals(args[0], "$lightmap")) {
            st.texture = StageTexture::Lightmap;
            st.image_name.clear();
        } else if (ascii_iequals(args[0], "$whiteimage")) {
            st.texture = StageTexture::White;
            st.image_name.clear();
        } else {
            st.texture = StageTexture::Image;
            st.image_name = std::string(args[0]);
        }
    } else if (ascii_iequals(t, "animmap")) {
        if (args.size() < 2) {
            warn(info, "animMap wants a frequency and at least one image");
            return;
        }
        st.texture = StageTexture::Image;
        st.frame_rate = std::max(0.0f, number(args[0]));
        st.frame_names.clear();
        for (size_t i = 1; i < args.size() && st.frame_names.size() < kMaxAnimFrames; ++i)
            st.frame_names.emplace_back(args[i]);
        if (args.size() - 1 > kMaxAnimFrames)
            warn(info, "animMap has " + std::to_string(args.size() - 1) + " images; the engine keeps the first " +
                           std::to_string(kMaxAnimFrames));
        st.image_name = st.frame_names.front();
    } else if (ascii_iequals(t, "videomap")) {
        warn(info, "videoMap is not played; the stage is drawn white");
        st.texture = StageTexture::White;
    } else if (ascii_iequals(t, "blendfunc")) {
        if (args.empty()) {
            warn(info, "blendFunc without factors");
            return;
        }
        if (ascii_iequals(args[0], "add")) {
            st.src = BlendFactor::One, st.dst = BlendFactor::One;
        } else if (ascii_iequals(args[0], "filter")) {
            st.src = BlendFactor::DstColor, st.dst = BlendFactor::Zero;
        } else if (ascii_iequals(args[0], "blend")) {
            st.src = BlendFactor::SrcAlpha, st.dst = BlendFactor::OneMinusSrcAlpha;
        } else {
            if (args.size() < 2) {
                warn(info, "blendFunc '" + std::string(args[0]) + "' wants a second factor");
                return;
            }
            // The engine substitutes GL_ONE for a factor it does not know.
            const std::optional<BlendFactor> src = blend_factor(args[0], true), dst = blend_factor(args[1], false);
            if (!src) warn(info, "unknown source blend factor '" + std::string(args[0]) + "', GL_ONE used");
            if (!dst) warn(info, "unknown destination blend factor '" + std::string(args[1]) + "', GL_ONE used");
            st.src = src.value_or(BlendFactor::One);
            st.dst = dst.value_or(BlendFactor::One);
        }
        if (!depth_write_explicit) st.depth_write = false;  // blended stages leave depth alone
    } else if (ascii_iequals(t, "alphafunc")) {
        if (args.empty()) return warn(info, "alphaFunc without a function");
        if (ascii_iequals(args[0], "GT0")) st.alpha_test = AlphaTest::Gt0;
        else if (ascii_iequals(args[0], "LT128")) st.alpha_test = AlphaTest::Lt128;
        else if (ascii_iequals(args[0], "GE128")) st.alpha_test = AlphaTest::Ge128;
        else warn(info, "unknown alphaFunc '" + std::string(args[0]) + "'");
    } else if (ascii_iequals(t, "depthfunc")) {
        if (args.empty()) return warn(info, "depthFunc without a function");
        if (ascii_iequals(args[0], "equal")) st.depth_equal = true;
        else if (ascii_iequals(args[0], "lequal")) st.depth_equal = false;
        else warn(info, "unknown depthFunc '" + std::string(args[0]) + "'");
    } else if (ascii_iequals(t, "depthwrite")) {
        st.depth_write = true;
        depth_write_explicit = true;
    } else if (ascii_iequals(t, "detail")) {
        st.detail = true;
    } else if (ascii_iequals(t, "rgbgen")) {
        if (args.empty()) return warn(info, "rgbGen without a source");
        const std::string_view g = args[0];
        rgb_given = true;
        if (ascii_iequals(g, "identity")) st.rgb = ColorGen::Identity;
        else if (ascii_iequals(g, "identityLighting")) st.rgb = ColorGen::IdentityLighting;
        else if (ascii_iequals(g, "vertex")) {
            st.rgb = ColorGen::Vertex;
            if (st.alpha == AlphaGen::Identity) st.alpha = AlphaGen::Vertex;  // vertex brings its alpha
        } else if (ascii_iequals(g, "exactVertex")) st.rgb = ColorGen::ExactVertex;
        else if (ascii_iequals(g, "oneMinusVertex")) st.rgb = ColorGen::OneMinusVertex;
        else if (ascii_iequals(g, "lightingDiffuse")) st.rgb = ColorGen::LightingDiffuse;
        else if (ascii_iequals(g, "entity")) st.rgb = ColorGen::Entity;
        else if (ascii_iequals(g, "oneMinusEntity")) st.rgb = ColorGen::OneMinusEntity;
        else if (ascii_iequals(g, "wave")) {
            if (wave(info, args, 1, st.rgb_wave, "rgbGen wave")) st.rgb = ColorGen::Wave;
            else rgb_given = false;
        } else if (ascii_iequals(g, "const")) {
            glm::vec3 c{0};
            vector3(info, args, 1, c, "rgbGen const");  // the engine keeps black on a bad vector
            st.rgb_const = glm::clamp(c, 0.0f, 1.0f);
            st.rgb = ColorGen::Const;
        } else {
            rgb_given = false;
            warn(info, "unknown rgbGen '" + std::string(g) + "'");
        }
    } else if (ascii_iequals(t, "alphagen")) {
        if (args.empty()) return warn(info, "alphaGen without a source");
        const std::string_view g = args[0];
        if (ascii_iequals(g, "identity")) st.alpha = AlphaGen::Identity;
        else if (ascii_iequals(g, "vertex")) st.alpha = AlphaGen::Vertex;
        else if (ascii_iequals(g, "oneMinusVertex")) st.alpha = AlphaGen::OneMinusVertex;
        else if (ascii_iequals(g, "entity")) st.alpha = AlphaGen::Entity;
        else if (ascii_iequals(g, "oneMinusEntity")) st.alpha = AlphaGen::OneMinusEntity;
        else if (ascii_iequals(g, "lightingSpecular")) st.alpha = AlphaGen::LightingSpecular;
        else if (ascii_iequals(g, "wave")) {
            if (wave(info, args, 1, st.alpha_wave, "alphaGen wave")) st.alpha = AlphaGen::Wave;
        } else if (ascii_iequals(g, "const")) {
            st.alpha = AlphaGen::Const;
            st.alpha_const = args.size() > 1 ? std::clamp(number(args[1]), 0.0f, 1.0f) : 0.0f;
        } else if (ascii_iequals(g, "portal")) {
            st.alpha = AlphaGen::Portal;
            st.portal_range = args.size() > 1 ? number(args[1]) : 256.0f;
            if (!(st.portal_range > 0.0f)) st.portal_range = 256.0f;
        } else {
            warn(info, "unknown alphaGen '" + std::string(g) + "'");
        }
    } else if (ascii_iequals(t, "tcgen") || ascii_iequals(t, "texgen")) {
        if (args.empty()) return warn(info, "tcGen without a source");
        const std::string_view g = args[0];
        if (ascii_iequals(g, "environment")) st.tc_gen = TexCoordGen::Environment;
        else if (ascii_iequals(g, "lightmap")) st.tc_gen = TexCoordGen::Lightmap;
        else if (ascii_iequals(g, "base") || ascii_iequals(g, "texture")) st.tc_gen = TexCoordGen::Base;
        else if (ascii_iequals(g, "vector")) {
            if (vector3(info, args, 1, st.tc_vectors[0], "tcGen vector") &&
                vector3(info, args, 6, st.tc_vectors[1], "tcGen vector"))
                st.tc_gen = TexCoordGen::Vector;
        } else {
            warn(info, "unknown tcGen '" + std::string(g) + "'");
        }
    } else if (ascii_iequals(t, "tcmod")) {
        tc_mod(info, st, args);
    } else {
        warn_unknown(info, ascii_lowercase(t), true);
    }
}

// Reads one { ... } stage after its opening brace.
void Q3ScriptParser::stage(Q3ShaderInfo& info) {
    MaterialStage st;
    bool depth_write_explicit = false, rgb_given = false;
    for (;;) {
        const std::string_view t = tok_.next();
        if (t.empty()) {
            warn(info, "a stage has no closing brace");
            break;
        }
        if (t == "}") break;
        if (t == "{") {
            warn(info, "a stage inside a stage; skipped");
            skip_braced();
            continue;
        }
        const Args args = tok_.rest_of_line();
        stage_directive(info, st, t, args, depth_write_explicit, rgb_given);
    }
    // The engine's defaults once the stage is read: without rgbGen, stages that add
    // or replace take identityLighting, the ones that read the destination identity;
    // GL_ONE GL_ZERO is no blending at all (and writes depth).
    if (!rgb_given)
        st.rgb = (st.src == BlendFactor::One || st.src == BlendFactor::SrcAlpha) ? ColorGen::IdentityLighting
                                                                                : ColorGen::Identity;
    if (st.src == BlendFactor::One && st.dst == BlendFactor::Zero) st.depth_write = true;
    if (st.texture == StageTexture::Lightmap && st.tc_gen == TexCoordGen::Base) st.tc_gen = TexCoordGen::Lightmap;
    st.blend = blend_class(st.src, st.dst);
    if (st.blend == BlendMode::Opaque && st.alpha_test != AlphaTest::None) st.blend = BlendMode::AlphaTest;
    info.stages.push_back(std::move(st));
}

void Q3ScriptParser::deform(Q3ShaderInfo& info, const Args& args) {
    if (args.empty()) return warn(info, "deformVertexes without a kind");
    Deform d;
    const std::string_view k = args[0];
    if (ascii_iequals(k, "wave")) {
        d.kind = DeformKind::Wave;
        const float div = args.size() > 1 ? number(args[1]) : 0.0f;
        d.spread = div != 0.0f ? 1.0f / div : 100.0f;  // the engine's value for a zero div
        if (!wave(info, args, 2, d.wave, "deformVertexes wave")) return;
    } else if (ascii_iequals(k, "normal")) {
        d.kind = DeformKind::Normal;
        if (args.size() < 3) return warn(info, "deformVertexes normal wants amplitude frequency");
        d.wave.amplitude = number(args[1]);
        d.wave.frequency = number(args[2]);
    } else if (ascii_iequals(k, "bulge")) {
        d.kind = DeformKind::Bulge;
        if (args.size() < 4) return warn(info, "deformVertexes bulge wants width height speed");
        d.bulge = {number(args[1]), number(args[2]), number(args[3])};
    } else if (ascii_iequals(k, "move")) {
        d.kind = DeformKind::Move;
        if (args.size() < 4) return warn(info, "deformVertexes move wants x y z and a wave");
        d.move = {number(args[1]), number(args[2]), number(args[3])};
        if (!wave(info, args, 4, d.wave, "deformVertexes move")) return;
    } else if (ascii_iequals(k, "autosprite")) {
        d.kind = DeformKind::Autosprite;
    } else if (ascii_iequals(k, "autosprite2")) {
        d.kind = DeformKind::Autosprite2;
    } else if (ascii_iequals(k, "projectionShadow")) {
        d.kind = DeformKind::ProjectionShadow;
    } else if (k.size() >= 4 && ascii_iequals(k.substr(0, 4), "text")) {
        d.kind = DeformKind::Text;
    } else {
        return warn_unknown(info, "deformVertexes " + ascii_lowercase(k), false);
    }
    info.deforms.push_back(d);
}

// Reads one shader body after its name and opening brace.
void Q3ScriptParser::body(Q3ShaderInfo& info) {
    std::string diffuse_map;
    for (;;) {
        const std::string_view t = tok_.next();
        if (t.empty() || t == "}") break;
        if (t == "{") {
            stage(info);
            continue;
        }
        const Args args = tok_.rest_of_line();
        if (ascii_iequals(t, "surfaceparm")) {
            if (args.empty()) continue;
            const std::string parm = ascii_lowercase(args[0]);
            info.surfaceparms.push_back(parm);
            if (parm == "sky") info.sky = true;
            else if (parm == "nodraw") info.nodraw = true;
            else if (parm == "trans") info.translucent = true;
            else if (parm == "nolightmap") info.no_lightmap = true;
        } else if (ascii_iequals(t, "fogparms")) {
            info.fog = true;
            glm::vec3 c{0};
            if (vector3(info, args, 0, c, "fogParms")) info.fog_color = c;
            if (args.size() > 5) info.fog_distance = std::max(1.0f, number(args[5]));
        } else if (ascii_iequals(t, "skyparms")) {
            if (!args.empty() && args[0] != "-") info.sky_box = std::string(args[0]);
            // The engine's ParseSkyParms: a cloud height of "-" or 0 reads as 512; only a
            // missing one leaves the sky without cloud layers.
            if (args.size() > 1) {
                const float height = args[1] == "-" ? 0.0f : std::clamp(number(args[1]), 0.0f, 1.0e5f);
                info.cloud_height = height > 0.0f ? height : 512.0f;
            }
        } else if (ascii_iequals(t, "cull")) {
            if (args.empty()) continue;
            if (ascii_iequals(args[0], "none") || ascii_iequals(args[0], "twosided") || ascii_iequals(args[0], "disable"))
                info.cull = CullMode::None;
            else if (ascii_iequals(args[0], "back") || ascii_iequals(args[0], "backside") || ascii_iequals(args[0], "backsided"))
                info.cull = CullMode::Back;
            else info.cull = CullMode::Front;
            info.two_sided = info.cull == CullMode::None;
        } else if (ascii_iequals(t, "sort")) {
            if (args.empty()) continue;
            static const std::pair<const char*, float> kSorts[] = {
                {"portal", 1}, {"sky", 2}, {"opaque", 3}, {"decal", 4}, {"seeThrough", 5}, {"banner", 6},
                {"additive", 10}, {"nearest", 16}, {"underwater", 8}};
            bool named = false;
            for (const auto& [n, v] : kSorts)
                if (ascii_iequals(args[0], n)) info.sort = v, named = true;
            if (!named) info.sort = std::clamp(number(args[0]), 0.0f, 16.0f);
        } else if (ascii_iequals(t, "polygonoffset")) {
            info.polygon_offset = true;
        } else if (ascii_iequals(t, "nopicmip")) {
            info.nopicmip = true;
        } else if (ascii_iequals(t, "nomipmaps")) {
            info.nomipmaps = true;
            info.nopicmip = true;
        } else if (ascii_iequals(t, "deformvertexes")) {
            deform(info, args);
        } else if (ascii_iequals(t, "q3map_sun") || ascii_iequals(t, "tesssize") || ascii_iequals(t, "light") ||
                   ascii_iequals(t, "entitymergable") || ascii_iequals(t, "fogonly") || ascii_iequals(t, "portal") ||
                   ascii_iequals(t, "qer_editorimage") || ascii_iequals(t, "qer_trans") || ascii_iequals(t, "qer_nocarve") ||
                   (t.size() > 5 && ascii_iequals(t.substr(0, 5), "q3map")) || (t.size() > 4 && ascii_iequals(t.substr(0, 4), "qer_"))) {
            // Compiler and editor directives, and ones without a look of their own.
        } else if (ascii_iequals(t, "diffusemap") && !args.empty()) {
            // The per-pixel renderers' (ET: Legacy's renderer2, XreaL) base image. Their
            // other material words (bumpMap, specularMap, parallax) have no look here.
            diffuse_map = std::string(args[0]);
            warn(info, "keyword 'diffusemap' is the per-pixel renderer's: without stages its image is drawn "
                       "with the lightmap (the classic renderer drops the whole shader for it)");
        } else {
            warn_unknown(info, ascii_lowercase(t), true);
        }
    }
    // A shader of the per-pixel renderer's words alone draws its diffuse map, lit.
    if (info.stages.empty() && !diffuse_map.empty()) info.first_image = diffuse_map;
    // The summary the single-pass path and the name rules read.
    bool first = true;
    for (const MaterialStage& st : info.stages) {
        if (st.texture == StageTexture::Lightmap) info.has_lightmap_stage = true;
        if (info.first_image.empty() && !st.image_name.empty()) {
            info.first_image = st.image_name;
            info.vertex_lit = st.rgb == ColorGen::Vertex || st.rgb == ColorGen::ExactVertex ||
                              st.rgb == ColorGen::LightingDiffuse;
        }
        if (first) info.blend = st.blend;
        else if (st.alpha_test != AlphaTest::None && !st.image_name.empty() && info.blend == BlendMode::Opaque &&
                 info.first_image == st.image_name)
            // "{ map tex alphaFunc GE128 } after a $lightmap stage" is still a cut-out surface.
            info.blend = BlendMode::AlphaTest;
        first = false;
    }
    if (!info.has_lightmap_stage) info.no_lightmap = true;
}

namespace {

// The engine's check of a whole file before it keeps any of it: every entry is a
// name, an opening brace and a balanced body. "" when the file passes; `entries` then
// holds each entry's name and where its body starts (just after the opening brace).
std::string structure_problem(std::string_view text, std::vector<std::pair<std::string_view, size_t>>& entries) {
    ScriptTokenizer tok(text);
    for (;;) {
        const std::string_view name = tok.next();
        if (name.empty()) return {};
        if (name == "{" || name == "}") return "unexpected '" + std::string(name) + "'";
        if (tok.next() != "{") return "shader '" + std::string(name) + "' has no opening brace";
        entries.emplace_back(name, tok.pos());
        int depth = 1;
        while (depth > 0) {
            const std::string_view t = tok.next();
            if (t.empty()) return "shader '" + std::string(name) + "' has no closing brace";
            if (t == "{") ++depth;
            else if (t == "}") --depth;
        }
    }
}

}  // namespace

void Q3ShaderScripts::add_file_warning(std::string warning) {
    file_warnings_.push_back(std::move(warning));
    listed_.push_back(-1);
    warnings_ready_ = false;
}

void Q3ShaderScripts::add_script(std::string_view text, const std::string& source_file) {
    std::vector<std::pair<std::string_view, size_t>> entries;
    if (const std::string problem = structure_problem(text, entries); !problem.empty()) {
        // One broken shader would shift every later one: the engine ignores the file.
        add_file_warning(source_file + ": " + problem + "; the file is ignored");
        return;
    }
    // Bodies are parsed when first asked for (a map uses tens of the game's thousands of
    // shaders): here only the names are taken, and where each body starts.
    const uint32_t script = uint32_t(scripts_.size());
    scripts_.push_back({std::string(text), source_file});
    std::unordered_map<std::string, bool> defined_here;  // this file's names: its first definition wins
    for (const auto& [name, body] : entries) {
        const int32_t definition = int32_t(definitions_.size());
        definitions_.push_back({script, body, std::string(name), nullptr});
        listed_.push_back(definition);
        std::string key = normalize_q3_name(name);
        if (defined_here.emplace(key, true).second) winners_.insert_or_assign(std::move(key), definition);
    }
    warnings_ready_ = false;
}

Q3ShaderScripts::Parsed& Q3ShaderScripts::parsed(int32_t definition) const {
    Definition& d = definitions_[size_t(definition)];
    if (!d.parsed) {
        const Script& script = scripts_[d.script];
        auto out = std::make_unique<Parsed>();
        out->info.name = d.name;
        out->info.source_file = script.source_file;
        ScriptTokenizer tok(script.text, d.body);
        Q3ScriptParser parser(tok, script.source_file);
        parser.body(out->info);
        out->events = parser.take_warnings();
        for (const WarningEvent& e : out->events) out->info.warnings.push_back(e.message);
        d.parsed = std::move(out);
    }
    return *d.parsed;
}

const std::vector<std::string>& Q3ShaderScripts::warnings() const {
    std::lock_guard<std::mutex> lock(*mutex_);
    if (!warnings_ready_) {
        // Every definition's warnings in the order the scripts were added (shadowed
        // ones too, as a full parse meets them), each unknown keyword once.
        warnings_.clear();
        std::unordered_map<std::string, bool> warned_keywords;
        size_t file_warning = 0;
        for (const int32_t definition : listed_) {
            if (definition < 0) {
                warnings_.push_back(file_warnings_[file_warning++]);
                continue;
            }
            for (const WarningEvent& e : parsed(definition).events) {
                if (e.keyword.empty()) warnings_.push_back(e.message);
                else if (warned_keywords.emplace(e.keyword, true).second) warnings_.push_back(e.once_message);
            }
        }
        warnings_ready_ = true;
    }
    return warnings_;
}

std::vector<std::string> engine_script_order(const std::vector<std::string>& files,
                                             const std::vector<size_t>& priority_of) {
    std::vector<size_t> order(files.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    auto rank = [&](size_t i) { return i < priority_of.size() ? priority_of[i] : SIZE_MAX; };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        if (rank(a) != rank(b)) return rank(a) < rank(b);
        return ascii_lowercase(files[a]) < ascii_lowercase(files[b]);
    });
    std::vector<std::string> out;
    out.reserve(files.size());
    for (size_t i : order) out.push_back(files[i]);
    return out;
}

void Q3ShaderScripts::load(const Vfs& vfs) {
    // Vfs::list names each file once (the copy the search path finds first); the
    // engine's list holds them in search order, so rank each by where it was found.
    std::vector<std::string> paths;
    std::vector<size_t> rank;
    const std::vector<std::string>& mounts = vfs.mounted();
    for (const std::string& file : vfs.list("scripts", ".shader")) {
        // Vfs::list names files relative to the folder; accept full paths as well.
        paths.push_back(file.rfind("scripts/", 0) == 0 ? file : "scripts/" + file);
        const std::string source = vfs.source_of(paths.back());
        const auto it = std::find(mounts.begin(), mounts.end(), source);
        rank.push_back(it == mounts.end() ? mounts.size() : size_t(it - mounts.begin()));
    }
    // Later files in the engine's list win: add them in list order, each replacing.
    for (const std::string& path : engine_script_order(paths, rank)) {
        auto bytes = vfs.read(path);
        if (!bytes) {
            add_file_warning(path + ": listed but could not be read");
            continue;
        }
        add_script(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()), path);
    }
}

const Q3ShaderInfo* Q3ShaderScripts::find(std::string_view name) const {
    const auto it = winners_.find(normalize_q3_name(name));
    if (it == winners_.end()) return nullptr;
    std::lock_guard<std::mutex> lock(*mutex_);
    return &parsed(it->second).info;
}

float engine_sort_value(const Q3ShaderInfo& shader) {
    if (!shader.sky_box.empty() || shader.cloud_height > 0.0f) return 2.0f;  // skyParms: SS_ENVIRONMENT
    if (shader.sort > 0.0f) return shader.sort;
    if (shader.polygon_offset) return 4.0f;
    if (shader.stages.empty()) return 7.0f;
    const MaterialStage& first = shader.stages.front();
    if (first.blended()) return first.depth_write ? 5.0f : 9.0f;
    return 3.0f;
}

}  // namespace bsp

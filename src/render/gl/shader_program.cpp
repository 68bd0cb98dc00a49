#include "render/gl/shader_program.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "render/shader_constants.h"

namespace bsp {

std::string data_dir() {
    if (const char* env = std::getenv("BSPVIEW_DATA_DIR"); env && *env) return env;
    return BSPVIEW_SOURCE_DATA_DIR;
}

namespace {

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read shader " + path + " (set BSPVIEW_DATA_DIR to the folder holding shaders/)");
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// `#include "NAME"` lines (GLSL has none) are replaced by shaders/NAME, one level deep:
// a function two programs share (the heat-map's colours) is written once. #line keeps
// the driver's line numbers those of the including file after it.
std::string with_includes(const std::string& text, const std::string& path) {
    std::string out;
    std::istringstream lines(text);
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        const size_t open = line.find('"');
        if (line.rfind("#include", 0) != 0 || open == std::string::npos) {
            out += line + "\n";
            continue;
        }
        const size_t close = line.find('"', open + 1);
        const std::string name = line.substr(open + 1, close == std::string::npos ? std::string::npos : close - open - 1);
        if (close == std::string::npos || name.empty() || name.find("..") != std::string::npos)
            throw std::runtime_error(path + ":" + std::to_string(number) + ": #include wants \"FILE\" in shaders/");
        out += read_text(data_dir() + "/shaders/" + name) + "\n#line " + std::to_string(number + 1) + "\n";
    }
    return out;
}

// The shared constants go right after the #version line (GLSL wants it first);
// #line keeps the driver's line numbers those of the file.
std::string with_constants(const std::string& text, const std::string& path, const std::string& defines) {
    const size_t eol = text.find('\n');
    if (text.rfind("#version", 0) != 0 || eol == std::string::npos)
        throw std::runtime_error(path + ": the first line must be #version");
    return text.substr(0, eol + 1) + glsl_constants() + defines + "#line 2\n" + text.substr(eol + 1);
}

GLuint compile(GLenum type, const std::string& path, const std::string& defines) {
    const std::string text = with_constants(with_includes(read_text(path), path), path, defines);
    GLuint shader = glCreateShader(type);
    const char* src = text.c_str();
    glShaderSource(shader, 1, &src, nullptr);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[4096] = {};
        glGetShaderInfoLog(shader, sizeof log, nullptr, log);
        glDeleteShader(shader);
        throw std::runtime_error(path + ": " + log);
    }
    return shader;
}

// Programs prepare() compiled and no from_files() has taken yet. Only the GL thread
// touches them, as it does every GL object. Never destroyed: a context that outlives
// the static destructors (a test binary's shared one) still discards into it.
struct PreparedProgram {
    std::string vert, frag, defines;
    GLuint id = 0;
};
std::vector<PreparedProgram>& prepared_programs() {
    static auto* programs = new std::vector<PreparedProgram>();
    return *programs;
}

std::vector<PreparedProgram>::iterator find_prepared(const std::string& vert, const std::string& frag,
                                                     const std::string& defines) {
    std::vector<PreparedProgram>& prepared = prepared_programs();
    return std::find_if(prepared.begin(), prepared.end(), [&](const PreparedProgram& p) {
        return p.vert == vert && p.frag == frag && p.defines == defines;
    });
}

}  // namespace

ShaderProgram ShaderProgram::from_files(const std::string& vert, const std::string& frag, const std::string& defines) {
    if (const auto it = find_prepared(vert, frag, defines); it != prepared_programs().end()) {
        ShaderProgram program;
        program.id_ = it->id;
        prepared_programs().erase(it);
        return program;
    }
    return compile_and_link(vert, frag, defines);
}

void ShaderProgram::prepare(const std::string& vert, const std::string& frag, const std::string& defines) {
    if (find_prepared(vert, frag, defines) != prepared_programs().end()) return;
    try {
        ShaderProgram program = compile_and_link(vert, frag, defines);
        prepared_programs().push_back({vert, frag, defines, program.id_});
        program.id_ = 0;
    } catch (const std::exception&) {
        // from_files compiles it again and reports the problem where it is needed.
    }
}

void ShaderProgram::discard_prepared() {
    for (const PreparedProgram& p : prepared_programs()) glDeleteProgram(p.id);
    prepared_programs().clear();
}

size_t ShaderProgram::prepared_count() { return prepared_programs().size(); }

std::vector<GLuint> ShaderProgram::prepared_ids() {
    std::vector<GLuint> ids;
    for (const PreparedProgram& p : prepared_programs()) ids.push_back(p.id);
    return ids;
}

ShaderProgram ShaderProgram::compile_and_link(const std::string& vert, const std::string& frag, const std::string& defines) {
    const std::string dir = data_dir() + "/shaders/";
    GLuint vs = compile(GL_VERTEX_SHADER, dir + vert, defines);
    GLuint fs = 0;
    try {
        fs = compile(GL_FRAGMENT_SHADER, dir + frag, defines);
    } catch (...) {
        glDeleteShader(vs);
        throw;
    }
    ShaderProgram program;
    program.id_ = glCreateProgram();
    glAttachShader(program.id_, vs);
    glAttachShader(program.id_, fs);
    glLinkProgram(program.id_);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(program.id_, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[4096] = {};
        glGetProgramInfoLog(program.id_, sizeof log, nullptr, log);
        throw std::runtime_error(vert + " + " + frag + ": link failed: " + log);
    }
    return program;
}

ShaderProgram::~ShaderProgram() {
    if (id_) glDeleteProgram(id_);
}

ShaderProgram& ShaderProgram::operator=(ShaderProgram&& o) noexcept {
    if (this != &o) {
        if (id_) glDeleteProgram(id_);
        id_ = o.id_;
        o.id_ = 0;
    }
    return *this;
}

}  // namespace bsp

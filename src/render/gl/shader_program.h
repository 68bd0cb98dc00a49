#pragma once
// GLSL programs loaded from files under shaders/ at run time, so shaders can be
// edited without rebuilding. Each gets the constants of render/shader_constants.h
// as #defines after its #version line. The folder is the source tree's (baked in at build
// time) unless the environment variable BSPVIEW_DATA_DIR names another.
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <glad/gl.h>

namespace bsp {

// The folder holding shaders/.
std::string data_dir();

class ShaderProgram {
public:
    ShaderProgram() = default;
    // Compiles and links shaders/<vert> and shaders/<frag>; throws std::runtime_error
    // with the file name and the driver's log on failure. `defines` (#define lines)
    // follow the shared constants: one source, variants compiled for fixed values.
    static ShaderProgram from_files(const std::string& vert, const std::string& frag, const std::string& defines = "");
    // Compiles and links a program now, for the first from_files() with the same files
    // and defines to take instead of compiling: the GL thread can do this while it waits
    // for a map to load (SceneRenderer::prepare_programs). A failure is left for that
    // from_files to report.
    static void prepare(const std::string& vert, const std::string& frag, const std::string& defines = "");
    // Deletes the prepared programs nobody took; call it before their context goes. The
    // pool is the process's: bspview has one GL context at a time (GlContext discards
    // the pool when it goes), and a program is only taken in the context that made it.
    static void discard_prepared();
    // The prepared programs not taken yet (for tests).
    static size_t prepared_count();
    static std::vector<GLuint> prepared_ids();
    ~ShaderProgram();
    ShaderProgram(ShaderProgram&& o) noexcept : id_(o.id_) { o.id_ = 0; }
    ShaderProgram& operator=(ShaderProgram&& o) noexcept;
    ShaderProgram(const ShaderProgram&) = delete;
    ShaderProgram& operator=(const ShaderProgram&) = delete;

    GLuint id() const { return id_; }
    GLint uniform(const char* name) const { return glGetUniformLocation(id_, name); }

private:
    static ShaderProgram compile_and_link(const std::string& vert, const std::string& frag, const std::string& defines);

    GLuint id_ = 0;
};

// Programs compiled from one pair of files with different #defines (variants
// specialised for fixed values instead of branching per pixel), each compiled the
// first time it is asked for and kept. `Program` holds a `ShaderProgram program`
// and finds its uniforms in `void locate()`; `Key` names a variant cheaply.
template <class Program, class Key = std::string>
class ShaderVariants {
public:
    ShaderVariants(std::string vert, std::string frag) : vert_(std::move(vert)), frag_(std::move(frag)) {}

    // The variant for `key`; `defines()` gives its #define lines when it must be compiled.
    template <class MakeDefines>
    Program& get(const Key& key, MakeDefines&& defines) {
        auto it = programs_.find(key);
        if (it != programs_.end()) return *it->second;
        auto p = std::make_unique<Program>();
        p->program = ShaderProgram::from_files(vert_, frag_, defines());
        p->locate();
        return *programs_.emplace(key, std::move(p)).first->second;
    }
    size_t size() const { return programs_.size(); }

private:
    std::string vert_, frag_;
    std::unordered_map<Key, std::unique_ptr<Program>> programs_;
};

}  // namespace bsp

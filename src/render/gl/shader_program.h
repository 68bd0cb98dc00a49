#pragma once
// GLSL programs loaded from files under shaders/ at run time, so shaders can be
// edited without rebuilding. Each gets the constants of render/shader_constants.h
// as #defines after its #version line. The folder is the source tree's (baked in at build
// time) unless the environment variable BSPVIEW_DATA_DIR names another.
#include <string>

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
    ~ShaderProgram();
    ShaderProgram(ShaderProgram&& o) noexcept : id_(o.id_) { o.id_ = 0; }
    ShaderProgram& operator=(ShaderProgram&& o) noexcept;
    ShaderProgram(const ShaderProgram&) = delete;
    ShaderProgram& operator=(const ShaderProgram&) = delete;

    GLuint id() const { return id_; }
    GLint uniform(const char* name) const { return glGetUniformLocation(id_, name); }

private:
    GLuint id_ = 0;
};

}  // namespace bsp

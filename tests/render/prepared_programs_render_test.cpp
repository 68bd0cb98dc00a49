// Programs compiled ahead (ShaderProgram::prepare), as the GL thread does while a map
// loads: the first from_files() with the same files and defines takes one instead of
// compiling, once; discard_prepared() deletes the rest; a renderer built afterwards
// takes what SceneRenderer::prepare_programs() made.
#include <gtest/gtest.h>

#include <stdexcept>

#include "render/gl/scene_renderer.h"
#include "render/gl/shader_program.h"
#include "render/render_support.h"
#include "session/camera.h"

namespace {

using namespace bsp;

bool linked(GLuint program) {
    if (!glIsProgram(program)) return false;
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    return ok == GL_TRUE;
}

#define REQUIRE_GL()                                                            \
    do {                                                                        \
        std::string gl_error;                                                   \
        if (!bsptest::shared_gl(gl_error)) GTEST_SKIP() << "no offscreen OpenGL context: " << gl_error; \
    } while (0)

TEST(PreparedPrograms, FromFilesTakesAPreparedProgramOnceWithTheSameFilesAndDefines) {
    REQUIRE_GL();
    ShaderProgram::discard_prepared();
    ShaderProgram::prepare("lines.vert", "lines.frag");
    ShaderProgram::prepare("lines.vert", "lines.frag");  // asked twice: made once
    ASSERT_EQ(ShaderProgram::prepared_count(), 1u);
    const GLuint prepared = ShaderProgram::prepared_ids().front();

    const ShaderProgram other = ShaderProgram::from_files("lines.vert", "lines.frag", "#define UNUSED 1\n");
    EXPECT_NE(other.id(), prepared) << "other defines: compiled, the prepared one left";
    EXPECT_EQ(ShaderProgram::prepared_count(), 1u);

    const ShaderProgram taken = ShaderProgram::from_files("lines.vert", "lines.frag");
    EXPECT_EQ(taken.id(), prepared);
    EXPECT_TRUE(linked(taken.id()));
    EXPECT_EQ(ShaderProgram::prepared_count(), 0u);
    const ShaderProgram again = ShaderProgram::from_files("lines.vert", "lines.frag");
    EXPECT_NE(again.id(), prepared) << "taken once; the next one is compiled";
    EXPECT_TRUE(linked(again.id()));
}

TEST(PreparedPrograms, AProgramThatDoesNotCompileIsLeftForFromFilesToReport) {
    REQUIRE_GL();
    ShaderProgram::discard_prepared();
    EXPECT_NO_THROW(ShaderProgram::prepare("lines.vert", "no-such-file.frag"));
    EXPECT_EQ(ShaderProgram::prepared_count(), 0u);
    EXPECT_THROW(ShaderProgram::from_files("lines.vert", "no-such-file.frag"), std::runtime_error);
}

TEST(PreparedPrograms, DiscardDeletesWhatNobodyTook) {
    REQUIRE_GL();
    ShaderProgram::discard_prepared();
    ShaderProgram::prepare("lines.vert", "lines.frag");
    ShaderProgram::prepare("flare.vert", "flare.frag");
    ASSERT_EQ(ShaderProgram::prepared_count(), 2u);
    const std::vector<GLuint> ids = ShaderProgram::prepared_ids();
    ShaderProgram::discard_prepared();
    EXPECT_EQ(ShaderProgram::prepared_count(), 0u);
    for (GLuint id : ids) EXPECT_FALSE(glIsProgram(id)) << id;
}

// What the GL thread prepares while a map loads is what a Quake 3 map's renderer
// takes: the debug lines', the flares' and the lightmapped world's programs.
TEST(PreparedPrograms, ARendererBuiltAfterwardsTakesTheFirstFramesPrograms) {
    const auto path = bsptest::shared_maps_dir() / "q3/nexuiz-aggressor.bsp";
    BSPTEST_REQUIRE_PATH(path);
    REQUIRE_GL();
    ShaderProgram::discard_prepared();
    SceneRenderer::prepare_programs();
    const size_t prepared = ShaderProgram::prepared_count();
    EXPECT_GE(prepared, 4u) << "two world variants, the lines and the flares (and the background on GPUs)";
    const bsptest::LoadedScene loaded = bsptest::load_scene(path.string());
    EXPECT_LE(ShaderProgram::prepared_count(), prepared - 3)
        << "the lines', the flares' and the opaque lightmapped world's programs were taken";
    const bsptest::Picture picture =
        bsptest::draw(*loaded.scene, loaded.map(), {.camera = default_camera(loaded.map())});
    EXPECT_GT(picture.stats().distinct_colours, 50u) << "drawn with the taken programs";
    ShaderProgram::discard_prepared();
}

}  // namespace

#include "render/gl/stage_renderer.h"

#include <glm/gtc/type_ptr.hpp>

#include "render/stage_eval.h"

namespace bsp {

namespace {

GLenum gl_factor(BlendFactor f) {
    switch (f) {
        case BlendFactor::Zero: return GL_ZERO;
        case BlendFactor::One: return GL_ONE;
        case BlendFactor::SrcColor: return GL_SRC_COLOR;
        case BlendFactor::OneMinusSrcColor: return GL_ONE_MINUS_SRC_COLOR;
        case BlendFactor::DstColor: return GL_DST_COLOR;
        case BlendFactor::OneMinusDstColor: return GL_ONE_MINUS_DST_COLOR;
        case BlendFactor::SrcAlpha: return GL_SRC_ALPHA;
        case BlendFactor::OneMinusSrcAlpha: return GL_ONE_MINUS_SRC_ALPHA;
        case BlendFactor::DstAlpha: return GL_DST_ALPHA;
        case BlendFactor::OneMinusDstAlpha: return GL_ONE_MINUS_DST_ALPHA;
        case BlendFactor::SrcAlphaSaturate: return GL_SRC_ALPHA_SATURATE;
    }
    return GL_ONE;
}

}  // namespace

StageRenderer::StageRenderer() {
    program_ = ShaderProgram::from_files("stage.vert", "stage.frag");
    const ShaderProgram& p = program_;
    u_ = {p.uniform("u_clip_from_world"), p.uniform("u_eye"),           p.uniform("u_tc_gen"),
          p.uniform("u_tc_vector_s"),     p.uniform("u_tc_vector_t"),   p.uniform("u_tc_mod_count"),
          p.uniform("u_tc_mod_kind"),     p.uniform("u_tc_mod_s"),      p.uniform("u_tc_mod_t"),
          p.uniform("u_rgb_mode"),        p.uniform("u_alpha_mode"),    p.uniform("u_constant"),
          p.uniform("u_vertex_scale"),    p.uniform("u_portal_range"),  p.uniform("u_texture"),
          p.uniform("u_texel_scale"),     p.uniform("u_alpha_test"),    p.uniform("u_output_scale"),
          p.uniform("u_inv_gamma")};
    glGenSamplers(1, &clamp_sampler_);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
}

StageRenderer::~StageRenderer() {
    if (clamp_sampler_) glDeleteSamplers(1, &clamp_sampler_);
}

void StageRenderer::draw(const ResolvedMaterial& m, const MaterialTable& textures, const StageDrawContext& c,
                         const std::function<void()>& draw_geometry) {
    glUseProgram(program_.id());
    glUniformMatrix4fv(u_.clip_from_world, 1, GL_FALSE, glm::value_ptr(c.clip_from_world));
    glUniform3fv(u_.eye, 1, glm::value_ptr(c.eye));
    glUniform1i(u_.texture, 0);
    glUniform1f(u_.inv_gamma, c.inv_gamma);

    if (m.cull == CullMode::None || m.two_sided) glDisable(GL_CULL_FACE);
    else {
        glEnable(GL_CULL_FACE);
        glCullFace(m.cull == CullMode::Back ? GL_FRONT : GL_BACK);
    }
    if (m.polygon_offset) {
        // The engine's r_offsetFactor and r_offsetUnits.
        glEnable(GL_POLYGON_OFFSET_FILL);
        glPolygonOffset(-1.0f, -2.0f);
    }
    glActiveTexture(GL_TEXTURE0);
    // A material whose first stage replaces what is behind is drawn as the engine
    // draws it, in framebuffer units (each stage clamped there as the engine's is),
    // then scaled to display units by one last pass over its own pixels. One whose
    // first stage blends over the picture behind scales each stage that adds instead.
    const bool framebuffer_units = !m.stages.empty() && !m.stages.front().blended();
    for (const MaterialStage& st : m.stages) {
        StageFrame f = evaluate_stage(st, c.time);
        if (framebuffer_units) f.output_scale = 1.0f;
        GLuint texture = c.white;
        float texel_scale = 1.0f;
        switch (st.texture) {
            case StageTexture::Image: texture = textures.texture(textures.slots().slot_of_image(f.image)); break;
            case StageTexture::Lightmap:
                if (c.lightmap) {
                    texture = c.lightmap;
                    texel_scale = f.lightmap_scale;
                }
                break;
            case StageTexture::White: break;
        }
        glBindTexture(GL_TEXTURE_2D, texture);
        glBindSampler(0, st.clamp ? clamp_sampler_ : 0);

        if (st.blended()) {
            glEnable(GL_BLEND);
            glBlendFunc(gl_factor(st.src), gl_factor(st.dst));
        } else {
            glDisable(GL_BLEND);
        }
        glDepthMask(st.depth_write ? GL_TRUE : GL_FALSE);
        glDepthFunc(st.depth_equal ? GL_EQUAL : GL_LEQUAL);

        glUniform1i(u_.tc_gen, int(st.tc_gen));
        glUniform3fv(u_.tc_vector_s, 1, glm::value_ptr(st.tc_vectors[0]));
        glUniform3fv(u_.tc_vector_t, 1, glm::value_ptr(st.tc_vectors[1]));
        GLint kinds[kMaxTexMods] = {};
        glm::vec3 s_rows[kMaxTexMods], t_rows[kMaxTexMods];
        for (size_t i = 0; i < kMaxTexMods; ++i) {
            kinds[i] = int(f.tc_mods[i].kind);
            s_rows[i] = f.tc_mods[i].s_row;
            t_rows[i] = f.tc_mods[i].t_row;
        }
        glUniform1i(u_.tc_mod_count, GLint(f.tc_mod_count));
        glUniform1iv(u_.tc_mod_kind, GLsizei(kMaxTexMods), kinds);
        glUniform3fv(u_.tc_mod_s, GLsizei(kMaxTexMods), glm::value_ptr(s_rows[0]));
        glUniform3fv(u_.tc_mod_t, GLsizei(kMaxTexMods), glm::value_ptr(t_rows[0]));
        glUniform1i(u_.rgb_mode, int(f.rgb_mode));
        glUniform1i(u_.alpha_mode, int(f.alpha_mode));
        glUniform4fv(u_.constant, 1, glm::value_ptr(f.constant));
        glUniform1f(u_.vertex_scale, f.vertex_scale);
        glUniform1f(u_.portal_range, st.portal_range);
        glUniform1f(u_.texel_scale, texel_scale);
        glUniform1i(u_.alpha_test, int(st.alpha_test));
        glUniform1f(u_.output_scale, f.output_scale);
        draw_geometry();
    }
    glBindSampler(0, 0);
    if (framebuffer_units) {
        // Destination times (1 + (factor - 1)): the display's overbright doubling.
        glBindTexture(GL_TEXTURE_2D, c.white);
        glEnable(GL_BLEND);
        glBlendFunc(GL_DST_COLOR, GL_ONE);
        glDepthMask(GL_FALSE);
        glDepthFunc(GL_EQUAL);
        glUniform1i(u_.tc_gen, int(TexCoordGen::Base));
        glUniform1i(u_.tc_mod_count, 0);
        glUniform1i(u_.rgb_mode, int(StageRgbMode::Constant));
        glUniform1i(u_.alpha_mode, int(StageAlphaMode::Constant));
        const float extra = kOverbrightFactor - 1.0f;
        glUniform4f(u_.constant, extra, extra, extra, 1.0f);
        glUniform1f(u_.texel_scale, 1.0f);
        glUniform1i(u_.alpha_test, int(AlphaTest::None));
        glUniform1f(u_.output_scale, 1.0f);
        draw_geometry();
    }
    glDepthFunc(GL_LEQUAL);
    glCullFace(GL_BACK);
    if (m.polygon_offset) glDisable(GL_POLYGON_OFFSET_FILL);
}

}  // namespace bsp

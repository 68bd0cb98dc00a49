#include "render/gl/stage_renderer.h"

#include <string>
#include <utility>

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

namespace {

// The texture a stage samples now and the scale that brings its texels to
// framebuffer units.
std::pair<GLuint, float> stage_texture(const MaterialStage& st, const StageFrame& f, const MaterialTable& textures,
                                       const StageDrawContext& c) {
    switch (st.texture) {
        case StageTexture::Image: return {textures.texture(textures.slots().slot_of_image(f.image)), 1.0f};
        case StageTexture::Lightmap:
            if (c.lightmap) return {c.lightmap, f.lightmap_scale};
            break;
        case StageTexture::White: break;
    }
    return {c.white, 1.0f};
}

void apply_cull_and_offset(const ResolvedMaterial& m) {
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
}

}  // namespace

namespace {

bool fused(const ResolvedMaterial& m) {
    return !m.stages.empty() && !m.stages.front().blended() && m.stages.size() <= kMaxFusedStages;
}

// "#define NAME int[6](a, b, ...)" for one value per stage (0 past the last).
template <class F>
std::string stage_array(const char* name, const ResolvedMaterial& m, F value) {
    std::string out = std::string("#define ") + name + " int[" + std::to_string(kMaxFusedStages) + "](";
    for (size_t k = 0; k < kMaxFusedStages; ++k) {
        out += k < m.stages.size() ? std::to_string(value(m.stages[k])) : "0";
        out += k + 1 < kMaxFusedStages ? "," : ")\n";
    }
    return out;
}

std::string fused_layout(const ResolvedMaterial& m) {
    std::string out = "#define STAGE_COUNT " + std::to_string(m.stages.size()) + "\n";
    out += stage_array("STAGE_TCGEN", m, [](const MaterialStage& s) { return int(s.tc_gen); });
    out += stage_array("STAGE_MODS", m, [](const MaterialStage& s) { return int(s.tc_mods.size()); });
    out += stage_array("STAGE_RGB", m, [](const MaterialStage& s) { return int(evaluate_stage(s, 0).rgb_mode); });
    out += stage_array("STAGE_ALPHA", m, [](const MaterialStage& s) { return int(evaluate_stage(s, 0).alpha_mode); });
    out += stage_array("STAGE_ATEST", m, [](const MaterialStage& s) { return int(s.alpha_test); });
    out += stage_array("STAGE_SRC", m, [](const MaterialStage& s) { return int(s.src); });
    out += stage_array("STAGE_DST", m, [](const MaterialStage& s) { return int(s.dst); });
    return out;
}

}  // namespace

const StageRenderer::FusedProgram& StageRenderer::fused_program(const ResolvedMaterial& m) {
    const std::string layout = fused_layout(m);
    auto it = fused_.find(layout);
    if (it != fused_.end()) return *it->second;
    auto f = std::make_unique<FusedProgram>();
    f->program = ShaderProgram::from_files("stage_fused.vert", "stage_fused.frag", layout);
    const ShaderProgram& q = f->program;
    f->clip_from_world = q.uniform("u_clip_from_world");
    f->eye = q.uniform("u_eye");
    f->tc_vector_s = q.uniform("u_tc_vector_s");
    f->tc_vector_t = q.uniform("u_tc_vector_t");
    f->tc_mod_kind = q.uniform("u_tc_mod_kind");
    f->tc_mod_s = q.uniform("u_tc_mod_s");
    f->tc_mod_t = q.uniform("u_tc_mod_t");
    f->constant = q.uniform("u_constant");
    f->vertex_scale = q.uniform("u_vertex_scale");
    f->portal_range = q.uniform("u_portal_range");
    f->texel_scale = q.uniform("u_texel_scale");
    f->output_scale = q.uniform("u_output_scale");
    f->inv_gamma = q.uniform("u_inv_gamma");
    for (size_t i = 0; i < kMaxFusedStages; ++i)
        f->textures[i] = q.uniform(("u_texture" + std::to_string(i)).c_str());
    return *fused_.emplace(layout, std::move(f)).first->second;
}

void StageRenderer::prepare(const ResolvedMaterial& m) {
    if (fused(m)) fused_program(m);
}

void StageRenderer::draw(const ResolvedMaterial& m, const MaterialTable& textures, const StageDrawContext& c,
                         const std::function<void()>& draw_geometry) {
    if (m.stages.empty()) return;
    apply_cull_and_offset(m);
    if (fused(m)) draw_fused(m, textures, c, draw_geometry);
    else draw_passes(m, textures, c, draw_geometry);
    glDepthFunc(GL_LEQUAL);
    glCullFace(GL_BACK);
    if (m.polygon_offset) glDisable(GL_POLYGON_OFFSET_FILL);
    glActiveTexture(GL_TEXTURE0);
}

void StageRenderer::draw_fused(const ResolvedMaterial& m, const MaterialTable& textures, const StageDrawContext& c,
                               const std::function<void()>& draw_geometry) {
    const FusedProgram& p = fused_program(m);
    glUseProgram(p.program.id());
    glUniformMatrix4fv(p.clip_from_world, 1, GL_FALSE, glm::value_ptr(c.clip_from_world));
    glUniform3fv(p.eye, 1, glm::value_ptr(c.eye));
    glUniform1f(p.inv_gamma, c.inv_gamma);
    glUniform1f(p.output_scale, kOverbrightFactor);
    constexpr size_t N = kMaxFusedStages;
    GLint mod_kind[N * kMaxTexMods] = {};
    float vertex_scale[N] = {}, portal_range[N] = {}, texel_scale[N] = {};
    glm::vec3 vec_s[N], vec_t[N], mod_s[N * kMaxTexMods], mod_t[N * kMaxTexMods];
    glm::vec4 constant[N];
    for (size_t k = 0; k < N; ++k) {
        vec_s[k] = vec_t[k] = glm::vec3(0);
        constant[k] = glm::vec4(1);
        for (size_t j = 0; j < kMaxTexMods; ++j) mod_s[k * kMaxTexMods + j] = mod_t[k * kMaxTexMods + j] = glm::vec3(0);
    }
    for (size_t k = 0; k < m.stages.size(); ++k) {
        const MaterialStage& st = m.stages[k];
        const StageFrame f = evaluate_stage(st, c.time);
        const auto [texture, scale] = stage_texture(st, f, textures, c);
        glActiveTexture(GLenum(GL_TEXTURE0 + k));
        glBindTexture(GL_TEXTURE_2D, texture);
        glBindSampler(GLuint(k), st.clamp ? clamp_sampler_ : 0);
        glUniform1i(p.textures[k], GLint(k));
        vec_s[k] = st.tc_vectors[0];
        vec_t[k] = st.tc_vectors[1];
        for (size_t j = 0; j < kMaxTexMods; ++j) {
            mod_kind[k * kMaxTexMods + j] = int(f.tc_mods[j].kind);
            mod_s[k * kMaxTexMods + j] = f.tc_mods[j].s_row;
            mod_t[k * kMaxTexMods + j] = f.tc_mods[j].t_row;
        }
        constant[k] = f.constant;
        vertex_scale[k] = f.vertex_scale;
        portal_range[k] = st.portal_range;
        texel_scale[k] = scale;
    }
    const GLsizei n = GLsizei(N);
    glUniform3fv(p.tc_vector_s, n, glm::value_ptr(vec_s[0]));
    glUniform3fv(p.tc_vector_t, n, glm::value_ptr(vec_t[0]));
    glUniform1iv(p.tc_mod_kind, GLsizei(N * kMaxTexMods), mod_kind);
    glUniform3fv(p.tc_mod_s, GLsizei(N * kMaxTexMods), glm::value_ptr(mod_s[0]));
    glUniform3fv(p.tc_mod_t, GLsizei(N * kMaxTexMods), glm::value_ptr(mod_t[0]));
    glUniform4fv(p.constant, n, glm::value_ptr(constant[0]));
    glUniform1fv(p.vertex_scale, n, vertex_scale);
    glUniform1fv(p.portal_range, n, portal_range);
    glUniform1fv(p.texel_scale, n, texel_scale);
    // The first stage replaces what is behind: the pass writes depth as it would.
    glDisable(GL_BLEND);
    glDepthMask(GL_TRUE);
    glDepthFunc(GL_LEQUAL);
    draw_geometry();
    for (size_t k = 0; k < m.stages.size(); ++k) glBindSampler(GLuint(k), 0);
}

void StageRenderer::draw_passes(const ResolvedMaterial& m, const MaterialTable& textures, const StageDrawContext& c,
                                const std::function<void()>& draw_geometry) {
    glUseProgram(program_.id());
    glUniformMatrix4fv(u_.clip_from_world, 1, GL_FALSE, glm::value_ptr(c.clip_from_world));
    glUniform3fv(u_.eye, 1, glm::value_ptr(c.eye));
    glUniform1i(u_.texture, 0);
    glUniform1f(u_.inv_gamma, c.inv_gamma);

    glActiveTexture(GL_TEXTURE0);
    // A material whose first stage replaces what is behind is drawn in framebuffer
    // units (each stage clamped there as the engine's is), then scaled to display
    // units by one last pass over its own pixels. One whose first stage blends over
    // the picture behind scales each stage that adds instead.
    const bool framebuffer_units = !m.stages.front().blended();
    for (const MaterialStage& st : m.stages) {
        StageFrame f = evaluate_stage(st, c.time);
        if (framebuffer_units) f.output_scale = 1.0f;
        const auto [texture, texel_scale] = stage_texture(st, f, textures, c);
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
}

}  // namespace bsp

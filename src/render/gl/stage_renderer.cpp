#include "render/gl/stage_renderer.h"

#include <string>
#include <utility>

#include <glm/gtc/type_ptr.hpp>

#include "render/gl/gl_texture.h"
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

bool fused(const ResolvedMaterial& m) {
    return !m.stages.empty() && !m.stages.front().blended() && m.stages.size() <= kMaxFusedStages;
}

// "#define NAME int[6](a, b, ...)" for one value per stage (0 past the last).
template <class F>
std::string stage_array(const char* name, std::span<const MaterialStage> stages, F value) {
    std::string out = std::string("#define ") + name + " int[" + std::to_string(kMaxFusedStages) + "](";
    for (size_t k = 0; k < kMaxFusedStages; ++k) {
        out += k < stages.size() ? std::to_string(value(stages[k])) : "0";
        out += k + 1 < kMaxFusedStages ? "," : ")\n";
    }
    return out;
}

// Whether stages j and k read the same texel at every pixel: the same texture, wrap
// and texture coordinates (tcGen with its vectors, and no tcMod or animMap, whose
// uniforms could differ). metfloor1 and its kind read their base image twice.
bool same_texel(const MaterialStage& j, const MaterialStage& k) {
    return j.texture == k.texture && (j.texture != StageTexture::Image || j.image == k.image) && j.clamp == k.clamp &&
           j.frames.empty() && k.frames.empty() && j.tc_gen == k.tc_gen && j.tc_vectors == k.tc_vectors &&
           j.tc_mods.empty() && k.tc_mods.empty();
}

// The #defines of a layout. One stage drawn in a pass of its own blends by GL: in
// the shader it replaces.
std::string layout_of(std::span<const MaterialStage> stages) {
    const bool own_pass = stages.size() == 1;
    std::string out = "#define STAGE_COUNT " + std::to_string(stages.size()) + "\n";
    out += stage_array("STAGE_TCGEN", stages, [](const MaterialStage& s) { return int(s.tc_gen); });
    out += stage_array("STAGE_MODS", stages, [](const MaterialStage& s) { return int(s.tc_mods.size()); });
    out += stage_array("STAGE_RGB", stages, [](const MaterialStage& s) { return int(evaluate_stage(s, 0).rgb_mode); });
    out += stage_array("STAGE_ALPHA", stages,
                       [](const MaterialStage& s) { return int(evaluate_stage(s, 0).alpha_mode); });
    out += stage_array("STAGE_ATEST", stages, [](const MaterialStage& s) { return int(s.alpha_test); });
    // Per stage, the first stage whose texel it reuses (itself: it samples its own).
    out += stage_array("STAGE_TEXEL_OF", stages, [&](const MaterialStage& s) {
        const size_t k = size_t(&s - stages.data());
        size_t j = 0;
        while (j < k && !same_texel(stages[j], s)) ++j;
        return int(j);
    });
    out += stage_array("STAGE_SRC", stages,
                       [&](const MaterialStage& s) { return int(own_pass ? BlendFactor::One : s.src); });
    out += stage_array("STAGE_DST", stages,
                       [&](const MaterialStage& s) { return int(own_pass ? BlendFactor::Zero : s.dst); });
    return out;
}

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

// The display's overbright doubling as a stage of its own: white times (factor - 1),
// added to the destination in proportion to it, on the material's own pixels.
MaterialStage overbright_stage(float overbright) {
    MaterialStage s;
    s.texture = StageTexture::White;
    s.rgb = ColorGen::Const;
    s.rgb_const = glm::vec3(overbright - 1.0f);
    s.src = BlendFactor::DstColor;
    s.dst = BlendFactor::One;
    s.depth_write = false;
    s.depth_equal = true;
    return s;
}

}  // namespace

StageRenderer::StageRenderer() {
    glGenSamplers(1, &clamp_sampler_);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
}

void StageRenderer::set_filter(TextureFilter filter) {
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_MIN_FILTER, min_filter_of(filter));
    glSamplerParameteri(clamp_sampler_, GL_TEXTURE_MAG_FILTER, mag_filter_of(filter));
}

StageRenderer::~StageRenderer() {
    if (clamp_sampler_) glDeleteSamplers(1, &clamp_sampler_);
}

const StageRenderer::Program& StageRenderer::program_for(std::span<const MaterialStage> stages, bool gamma) {
    // Gamma is compiled in or out, not branched on: llvmpipe runs both sides of a
    // branch on a uniform, so a pow() skipped at gamma 1 still cost every pixel.
    const std::string layout = layout_of(stages) + "#define GAMMA " + (gamma ? "1\n" : "0\n");
    return programs_.get(layout, [&] { return layout; });
}

void StageRenderer::Program::locate() {
    const ShaderProgram& q = program;
    clip_from_world = q.uniform("u_clip_from_world");
    eye = q.uniform("u_eye");
    tc_vector_s = q.uniform("u_tc_vector_s");
    tc_vector_t = q.uniform("u_tc_vector_t");
    tc_mod_kind = q.uniform("u_tc_mod_kind");
    tc_mod_s = q.uniform("u_tc_mod_s");
    tc_mod_t = q.uniform("u_tc_mod_t");
    constant = q.uniform("u_constant");
    vertex_scale = q.uniform("u_vertex_scale");
    portal_range = q.uniform("u_portal_range");
    texel_scale = q.uniform("u_texel_scale");
    output_scale = q.uniform("u_output_scale");
    inv_gamma = q.uniform("u_inv_gamma");
    deform_count = q.uniform("u_deform_count");
    deform_kind = q.uniform("u_deform_kind");
    deform_func = q.uniform("u_deform_func");
    deform_wave = q.uniform("u_deform_wave");
    entity_ambient = q.uniform("u_entity_ambient");
    entity_directed = q.uniform("u_entity_directed");
    entity_direction = q.uniform("u_entity_direction");
    deform_offset = q.uniform("u_deform_offset");
    for (size_t i = 0; i < kMaxFusedStages; ++i) textures[i] = q.uniform(("u_texture" + std::to_string(i)).c_str());
}

void StageRenderer::prepare(const ResolvedMaterial& m) {
    // The default look's programs: gamma 1.
    if (fused(m)) {
        program_for(m.stages, false);
        return;
    }
    for (const MaterialStage& st : m.stages) program_for({&st, 1}, false);
    if (!m.stages.empty() && !m.stages.front().blended()) {
        const MaterialStage doubling = overbright_stage(kOverbrightFactor);
        program_for({&doubling, 1}, false);
    }
}

void StageRenderer::set_stages(std::span<const MaterialStage> stages, const MaterialTable& textures,
                               const StageDrawContext& c, float output_scale, bool picture,
                               const DeformFrame& deforms) {
    // Gamma where the pass writes the picture's colour, not where it scales what is there.
    const bool gamma = picture && c.inv_gamma != 1.0f;
    const Program& p = program_for(stages, gamma);
    glUseProgram(p.program.id());
    glUniformMatrix4fv(p.clip_from_world, 1, GL_FALSE, glm::value_ptr(c.clip_from_world));
    glUniform3fv(p.eye, 1, glm::value_ptr(c.eye));
    if (gamma) glUniform1f(p.inv_gamma, c.inv_gamma);
    glUniform1f(p.output_scale, output_scale);
    glUniform4fv(p.entity_ambient, 1, glm::value_ptr(c.light.ambient));
    glUniform3fv(p.entity_directed, 1, glm::value_ptr(c.light.directed));
    glUniform3fv(p.entity_direction, 1, glm::value_ptr(c.light.direction));
    constexpr size_t N = kMaxFusedStages, M = kMaxFusedStages * kMaxTexMods;
    GLint mod_kind[M] = {};
    float vertex_scale[N] = {}, portal_range[N] = {}, texel_scale[N] = {};
    glm::vec3 vec_s[N], vec_t[N], mod_s[M], mod_t[M];
    glm::vec4 constant[N];
    for (size_t k = 0; k < N; ++k) {
        vec_s[k] = vec_t[k] = glm::vec3(0);
        constant[k] = glm::vec4(1);
    }
    for (size_t m = 0; m < M; ++m) mod_s[m] = mod_t[m] = glm::vec3(0);
    for (size_t k = 0; k < stages.size() && k < N; ++k) {
        const MaterialStage& st = stages[k];
        const StageFrame f = evaluate_stage(st, c.time, c.overbright);
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
    glUniform3fv(p.tc_vector_s, GLsizei(N), glm::value_ptr(vec_s[0]));
    glUniform3fv(p.tc_vector_t, GLsizei(N), glm::value_ptr(vec_t[0]));
    glUniform1iv(p.tc_mod_kind, GLsizei(M), mod_kind);
    glUniform3fv(p.tc_mod_s, GLsizei(M), glm::value_ptr(mod_s[0]));
    glUniform3fv(p.tc_mod_t, GLsizei(M), glm::value_ptr(mod_t[0]));
    glUniform4fv(p.constant, GLsizei(N), glm::value_ptr(constant[0]));
    glUniform1fv(p.vertex_scale, GLsizei(N), vertex_scale);
    glUniform1fv(p.portal_range, GLsizei(N), portal_range);
    glUniform1fv(p.texel_scale, GLsizei(N), texel_scale);
    GLint deform_kind[kMaxDeforms] = {}, deform_func[kMaxDeforms] = {};
    glm::vec4 deform_wave[kMaxDeforms];
    glm::vec3 deform_offset[kMaxDeforms];
    for (size_t i = 0; i < kMaxDeforms; ++i) {
        deform_kind[i] = int(deforms.steps[i].kind);
        deform_func[i] = int(deforms.steps[i].func);
        deform_wave[i] = deforms.steps[i].wave;
        deform_offset[i] = deforms.steps[i].offset;
    }
    glUniform1i(p.deform_count, GLint(deforms.count));
    glUniform1iv(p.deform_kind, GLsizei(kMaxDeforms), deform_kind);
    glUniform1iv(p.deform_func, GLsizei(kMaxDeforms), deform_func);
    glUniform4fv(p.deform_wave, GLsizei(kMaxDeforms), glm::value_ptr(deform_wave[0]));
    glUniform3fv(p.deform_offset, GLsizei(kMaxDeforms), glm::value_ptr(deform_offset[0]));
}

bool StageRenderer::writes_depth_with_colour(const ResolvedMaterial& m) { return m.stages.empty() || fused(m); }

void StageRenderer::draw(const ResolvedMaterial& m, const MaterialTable& textures, const StageDrawContext& c,
                         const std::function<void()>& draw_geometry) {
    if (m.stages.empty()) return;
    apply_cull_and_offset(m);
    if (fused(m)) {
        // The first stage replaces what is behind: one pass that writes depth as it would.
        set_stages(m.stages, textures, c, c.overbright, true, evaluate_deforms(m.deforms, c.time));
        glDisable(GL_BLEND);
        glDepthMask(GL_TRUE);
        glDepthFunc(GL_LEQUAL);
        draw_geometry();
    } else {
        draw_passes(m, textures, c, draw_geometry);
    }
    for (size_t k = 0; k < kMaxFusedStages; ++k) glBindSampler(GLuint(k), 0);
    glDepthFunc(GL_LEQUAL);
    glCullFace(GL_BACK);
    if (m.polygon_offset) glDisable(GL_POLYGON_OFFSET_FILL);
    glActiveTexture(GL_TEXTURE0);
}

void StageRenderer::draw_passes(const ResolvedMaterial& m, const MaterialTable& textures, const StageDrawContext& c,
                                const std::function<void()>& draw_geometry) {
    // A material whose first stage replaces what is behind is drawn in framebuffer
    // units (each stage clamped there as the engine's is), then scaled to display
    // units by one last pass over its own pixels. One whose first stage blends over
    // the picture behind scales each stage that adds instead.
    const bool framebuffer_units = !m.stages.front().blended();
    const DeformFrame deforms = evaluate_deforms(m.deforms, c.time);
    auto pass = [&](const MaterialStage& st) {
        const bool picture = !framebuffer_units && stage_output_scaled(st);
        const float scale = framebuffer_units ? 1.0f : evaluate_stage(st, c.time, c.overbright).output_scale;
        set_stages({&st, 1}, textures, c, scale, picture, deforms);
        if (st.blended()) {
            glEnable(GL_BLEND);
            glBlendFunc(gl_factor(st.src), gl_factor(st.dst));
        } else {
            glDisable(GL_BLEND);
        }
        glDepthMask(st.depth_write ? GL_TRUE : GL_FALSE);
        glDepthFunc(st.depth_equal ? GL_EQUAL : GL_LEQUAL);
        draw_geometry();
    };
    for (const MaterialStage& st : m.stages) pass(st);
    // In a window the engine's framebuffer is the display's: nothing to double.
    if (framebuffer_units && c.overbright > 1.0f) pass(overbright_stage(c.overbright));
}

}  // namespace bsp

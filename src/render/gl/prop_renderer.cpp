#include "render/gl/prop_renderer.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace bsp {

namespace {

// The attribute locations of shaders/prop.vert.
constexpr GLuint kModelColumn0 = 3, kAmbient0 = 7, kLightBase = 13;
constexpr GLint kVertexLightUnit = 5, kDetailUnit = 1, kSelfIllumMaskUnit = 2;

}  // namespace

PropRenderer::~PropRenderer() {
    if (light_texture_) glDeleteTextures(1, &light_texture_);
    GLuint buffers[] = {vbo_, ibo_, instance_vbo_, light_buffer_};
    for (GLuint b : buffers)
        if (b) glDeleteBuffers(1, &b);
    if (vao_) glDeleteVertexArrays(1, &vao_);
}

namespace {

// PropRenderer::programs_'s key: the material's part in the low bits (alpha test, unlit,
// the detail's blend mode in two bits, a self-illumination mask), the frame's above.
constexpr int kKeyAlphaTest = 1, kKeyUnlit = 2, kKeyGamma = 4, kKeyFog = 8, kKeyDetailShift = 4, kKeySelfIllumMask = 64,
              kKeyViewShift = 7;

}  // namespace

std::string PropRenderer::program_defines(int key) {
    const auto flag = [&](const char* name, int bit) { return std::string("#define ") + name + ((key & bit) ? " 1\n" : " 0\n"); };
    return "#define VIEW " + std::to_string(key >> kKeyViewShift) + "\n" + flag("ALPHA_TEST", kKeyAlphaTest) +
           flag("UNLIT", kKeyUnlit) + flag("GAMMA", kKeyGamma) + flag("FOG", kKeyFog) + "#define DETAIL " +
           std::to_string((key >> kKeyDetailShift) & 3) + "\n" + flag("SELFILLUM_MASK", kKeySelfIllumMask);
}

void PropRenderer::Program::locate() {
    const GLuint id = program.id();
    u_clip = glGetUniformLocation(id, "u_clip_from_world");
    u_base_vertex = glGetUniformLocation(id, "u_base_vertex");
    u_vertex_light = glGetUniformLocation(id, "u_vertex_light");
    u_texture = glGetUniformLocation(id, "u_texture");
    u_inv_gamma = glGetUniformLocation(id, "u_inv_gamma");
    u_exposure = glGetUniformLocation(id, "u_exposure_scale");
    u_wire = glGetUniformLocation(id, "u_wire_color");
    u_fog_color = glGetUniformLocation(id, "u_fog_color");
    u_fog_params = glGetUniformLocation(id, "u_fog_params");
    u_tint = glGetUniformLocation(id, "u_tint");
    u_self_illum = glGetUniformLocation(id, "u_self_illum");
    u_tc_s = glGetUniformLocation(id, "u_tc_s");
    u_tc_t = glGetUniformLocation(id, "u_tc_t");
    u_detail = glGetUniformLocation(id, "u_detail");
    u_detail_scale = glGetUniformLocation(id, "u_detail_scale");
    u_detail_blend = glGetUniformLocation(id, "u_detail_blend");
    u_self_illum_mask = glGetUniformLocation(id, "u_self_illum_mask");
}

const PropRenderer::Program& PropRenderer::use_program(int material_key, bool no_fog, const RenderSettings& settings,
                                                       const glm::mat4& clip) {
    const int key = (no_fog ? frame_key_ & ~kKeyFog : frame_key_) | material_key;
    Program& p = programs_.get(key, [&] { return program_defines(key); });
    if (key == used_) return p;
    used_ = key;
    glUseProgram(p.program.id());
    glUniformMatrix4fv(p.u_clip, 1, GL_FALSE, &clip[0][0]);
    glUniform1i(p.u_texture, 0);
    glUniform1i(p.u_vertex_light, kVertexLightUnit);
    glUniform1i(p.u_detail, kDetailUnit);
    glUniform1i(p.u_self_illum_mask, kSelfIllumMaskUnit);
    glUniform1f(p.u_inv_gamma, 1.0f / std::max(settings.gamma, 0.1f));
    if (fog_) {
        glUniform3f(p.u_fog_color, fog_->color.r, fog_->color.g, fog_->color.b);
        glUniform3f(p.u_fog_params, fog_->start, fog_->end, fog_->max_density);
    }
    glUniform1f(p.u_exposure, std::exp2(settings.exposure_stops));
    glUniform4f(p.u_wire, 0.85f, 0.9f, 1.0f, 1.0f);
    return p;
}

void PropRenderer::load(const Map& map) {
    model_first_vertex_.clear();
    model_first_index_.clear();
    if (map.prop_models.empty()) return;
    std::vector<PropVertex> vertices;
    std::vector<uint32_t> indices;
    for (const PropModel& m : map.prop_models) {
        model_first_vertex_.push_back(uint32_t(vertices.size()));
        model_first_index_.push_back(uint32_t(indices.size()));
        vertices.insert(vertices.end(), m.vertices.begin(), m.vertices.end());
        indices.insert(indices.end(), m.indices.begin(), m.indices.end());
    }

    glGenVertexArrays(1, &vao_);
    glGenBuffers(1, &vbo_);
    glGenBuffers(1, &ibo_);
    glGenBuffers(1, &instance_vbo_);
    glBindVertexArray(vao_);
    glBindBuffer(GL_ARRAY_BUFFER, vbo_);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertices.size() * sizeof(PropVertex)), vertices.data(), GL_STATIC_DRAW);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, ibo_);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(indices.size() * sizeof(uint32_t)), indices.data(), GL_STATIC_DRAW);
    const GLsizei stride = sizeof(PropVertex);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<const void*>(offsetof(PropVertex, position)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<const void*>(offsetof(PropVertex, normal)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, stride, reinterpret_cast<const void*>(offsetof(PropVertex, uv)));
    glBindBuffer(GL_ARRAY_BUFFER, instance_vbo_);
    for (GLuint k = 0; k < 4; ++k) {
        glEnableVertexAttribArray(kModelColumn0 + k);
        glVertexAttribDivisor(kModelColumn0 + k, 1);
    }
    for (GLuint k = 0; k < 6; ++k) {
        glEnableVertexAttribArray(kAmbient0 + k);
        glVertexAttribDivisor(kAmbient0 + k, 1);
    }
    glEnableVertexAttribArray(kLightBase);
    glVertexAttribDivisor(kLightBase, 1);
    point_instances(0);
    glBindVertexArray(0);

    // The baked light, one RGBA8 texel per vertex of each placement that has it (a
    // buffer texture needs at least one texel to be complete).
    std::vector<glm::u8vec4> light = map.prop_vertex_light;
    if (light.empty()) light.push_back(glm::u8vec4(128, 128, 128, 255));
    GLint max_texels = 65536;
    glGetIntegerv(GL_MAX_TEXTURE_BUFFER_SIZE, &max_texels);
    max_light_texels_ = uint32_t(std::max(max_texels, 1));
    if (light.size() > max_light_texels_) light.resize(max_light_texels_);
    glGenBuffers(1, &light_buffer_);
    glBindBuffer(GL_TEXTURE_BUFFER, light_buffer_);
    glBufferData(GL_TEXTURE_BUFFER, GLsizeiptr(light.size() * sizeof(glm::u8vec4)), light.data(), GL_STATIC_DRAW);
    glGenTextures(1, &light_texture_);
    glBindTexture(GL_TEXTURE_BUFFER, light_texture_);
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA8, light_buffer_);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
}

// GL 3.3 has no base instance: each batch points the instance attributes at its own
// first record instead.
void PropRenderer::point_instances(size_t first_instance) {
    glBindBuffer(GL_ARRAY_BUFFER, instance_vbo_);
    const GLsizei stride = sizeof(Instance);
    const size_t base = first_instance * sizeof(Instance);
    for (GLuint k = 0; k < 4; ++k)
        glVertexAttribPointer(kModelColumn0 + k, 4, GL_FLOAT, GL_FALSE, stride,
                              reinterpret_cast<const void*>(base + offsetof(Instance, model) + k * sizeof(glm::vec4)));
    for (GLuint k = 0; k < 6; ++k)
        glVertexAttribPointer(kAmbient0 + k, 3, GL_FLOAT, GL_FALSE, stride,
                              reinterpret_cast<const void*>(base + offsetof(Instance, ambient) + k * sizeof(glm::vec3)));
    glVertexAttribIPointer(kLightBase, 1, GL_INT, stride, reinterpret_cast<const void*>(base + offsetof(Instance, light_base)));
}

void PropRenderer::upload(const Map& map, const PropFrame& frame) {
    if (empty() || frame.placements.empty()) return;
    instances_.resize(frame.placements.size());
    for (size_t i = 0; i < frame.placements.size(); ++i) {
        const PropPlacement& p = map.prop_placements[frame.placements[i]];
        Instance& in = instances_[i];
        const glm::mat4 m = p.world_from_model();
        for (int k = 0; k < 4; ++k) in.model[k] = m[k];
        for (int k = 0; k < 6; ++k) in.ambient[k] = p.ambient[k];
        // Without baked light (or with more of it than the buffer texture can hold) the
        // ambient cube lights it: prop_loading fills the cube with the engine's flat 0.5
        // where the map stores none.
        const size_t vertex_count = p.model >= 0 && size_t(p.model) < map.prop_models.size()
                                        ? map.prop_models[size_t(p.model)].vertices.size()
                                        : 0;
        const bool fetchable = uint64_t(p.first_vertex_light) + vertex_count <= max_light_texels_;
        in.light_base = p.lighting == PropLighting::VertexFile && fetchable ? int32_t(p.first_vertex_light) : -1;
    }
    glBindBuffer(GL_ARRAY_BUFFER, instance_vbo_);
    const size_t bytes = instances_.size() * sizeof(Instance);
    instance_capacity_ = std::max(bytes, instance_capacity_);
    // A fresh store each frame (orphaning): the last frame's draws may still read the old one.
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(instance_capacity_), nullptr, GL_STREAM_DRAW);
    glBufferSubData(GL_ARRAY_BUFFER, 0, GLsizeiptr(bytes), instances_.data());
}

PropDrawStats PropRenderer::draw(const Map& map, const PropFrame& frame, const RenderView& view,
                                 const RenderSettings& settings, Pass pass, const MaterialLookup& material,
                                 const TextureLookup& texture, const ImageLookup& image) {
    PropDrawStats stats;
    if (empty() || frame.batches.empty()) return stats;
    glBindVertexArray(vao_);
    const bool wire = settings.mode == ViewMode::Wireframe;
    const glm::mat4 clip = view.projection * view.view;
    frame_key_ = (int(settings.mode) << kKeyViewShift) | (settings.gamma != 1.0f ? kKeyGamma : 0) |
                 (fog_ && fog_->max_density > 0.0f ? kKeyFog : 0);
    used_ = -1;
    glActiveTexture(GL_TEXTURE0 + kVertexLightUnit);
    glBindTexture(GL_TEXTURE_BUFFER, light_texture_);
    glActiveTexture(GL_TEXTURE0);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(reversed_depth_ ? GL_GEQUAL : GL_LEQUAL);
    // Models store front faces clockwise, as the world does (Direct3D's default).
    glFrontFace(GL_CW);
    glCullFace(GL_BACK);
    glPolygonMode(GL_FRONT_AND_BACK, wire ? GL_LINE : GL_FILL);

    const bool blended = pass == Pass::Translucent;
    if (blended) {
        glEnable(GL_BLEND);
        glDepthMask(GL_FALSE);
    } else {
        glDisable(GL_BLEND);
        glDepthMask(GL_TRUE);
    }
    for (const PropBatch& batch : frame.batches) {
        const PropModel& model = map.prop_models[batch.model];
        bool pointed = false;
        for (const PropMesh& mesh : model.meshes) {
            if (!mesh.drawn || mesh.index_count == 0) continue;
            const int32_t m = model.material_for(mesh, batch.skin);
            const ResolvedMaterial& how = material(m);
            if (how.pass == MaterialPass::Skip) continue;
            const bool translucent = how.pass == MaterialPass::Translucent;
            if (translucent != blended) continue;
            if (!pointed) {
                point_instances(batch.first);
                pointed = true;
            }
            // The Source look's part a model shows (VertexLitGeneric): tint, alpha, a
            // self-illumination masked by $selfillummask or the base alpha, a detail
            // texture, the base texture's transform and scroll, and $nofog.
            const SourceLook& look = how.source;
            const GLuint detail = look.detail != SourceDetail::None ? image(look.detail_image) : 0;
            const GLuint mask = look.self_illum ? image(look.self_illum_mask) : 0;
            const Program& used_program =
                use_program((how.pass == MaterialPass::AlphaTest ? kKeyAlphaTest : 0) |
                                (how.lighting == MaterialLighting::None ? kKeyUnlit : 0) |
                                (detail ? int(look.detail) << kKeyDetailShift : 0) | (mask ? kKeySelfIllumMask : 0),
                            look.no_fog, settings, clip);
            if (detail) {
                glActiveTexture(GL_TEXTURE0 + kDetailUnit);
                glBindTexture(GL_TEXTURE_2D, detail);
                glUniform1f(used_program.u_detail_scale, look.detail_scale);
                glUniform1f(used_program.u_detail_blend, look.detail_blend);
            }
            if (mask) {
                glActiveTexture(GL_TEXTURE0 + kSelfIllumMaskUnit);
                glBindTexture(GL_TEXTURE_2D, mask);
            }
            if (detail || mask) glActiveTexture(GL_TEXTURE0);
            glUniform1i(used_program.u_base_vertex, GLint(model_first_vertex_[batch.model]));
            // The translation plus the scroll so far, kept in [0, 1) as the world's.
            const glm::vec2 shift = glm::fract(look.scroll * settings.time_seconds);
            glUniform3f(used_program.u_tc_s, look.transform[0], look.transform[1], look.transform[2] + shift.x);
            glUniform3f(used_program.u_tc_t, look.transform[3], look.transform[4], look.transform[5] + shift.y);
            glUniform4f(used_program.u_tint, look.tint.r, look.tint.g, look.tint.b, look.alpha);
            glUniform1i(used_program.u_self_illum, look.self_illum ? 1 : 0);
            const MaterialStage* stage = how.base_stage();
            if (translucent) {
                if (stage && stage->blend == BlendMode::Additive) glBlendFunc(GL_ONE, GL_ONE);
                else glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
            }
            if (how.two_sided || wire) glDisable(GL_CULL_FACE);
            else glEnable(GL_CULL_FACE);
            glBindTexture(GL_TEXTURE_2D, texture(m));
            const size_t offset = (size_t(model_first_index_[batch.model]) + mesh.first_index) * sizeof(uint32_t);
            glDrawElementsInstancedBaseVertex(GL_TRIANGLES, GLsizei(mesh.index_count), GL_UNSIGNED_INT,
                                              reinterpret_cast<const void*>(offset), GLsizei(batch.count),
                                              GLint(model_first_vertex_[batch.model]));
            ++stats.draw_calls;
            stats.triangles += uint64_t(mesh.index_count / 3) * batch.count;
        }
    }
    glDisable(GL_BLEND);
    glDepthMask(GL_TRUE);
    glEnable(GL_CULL_FACE);
    glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    glBindVertexArray(0);
    return stats;
}

}  // namespace bsp

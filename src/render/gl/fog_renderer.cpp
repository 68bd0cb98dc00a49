#include "render/gl/fog_renderer.h"

#include <cmath>
#include <utility>

#include <glm/gtc/type_ptr.hpp>

namespace bsp {

void FogRenderer::Program::locate() {
    clip_from_world = program.uniform("u_clip_from_world");
    eye = program.uniform("u_eye");
    view_forward = program.uniform("u_view_forward");
    color = program.uniform("u_color");
    opaque_distance = program.uniform("u_opaque_distance");
    has_surface = program.uniform("u_has_surface");
    surface = program.uniform("u_surface");
    eye_depth = program.uniform("u_eye_depth");
}

void FogRenderer::load(const Map& map, std::vector<ResolvedFog> looks) {
    fogs_ = map.fogs;
    looks_ = std::move(looks);
    looks_.resize(fogs_.size());
    lists_.clear();
    if (!fogs_.empty()) programs_.get(0, [] { return std::string(); });  // compiled before the first frame
}

void FogRenderer::plan(const Map& map, const MaterialSlots& materials, const std::vector<uint32_t>& drawn) {
    if (fogs_.empty()) return;
    fog_draw_lists(map, materials, drawn, lists_);
}

uint32_t FogRenderer::draw(const RenderView& view, float inv_gamma) {
    uint32_t passes = 0;
    if (fogs_.empty()) return 0;
    const Program& p = programs_.get(0, [] { return std::string(); });
    glUseProgram(p.program.id());
    const glm::mat4 clip = view.projection * view.view;
    glUniformMatrix4fv(p.clip_from_world, 1, GL_FALSE, glm::value_ptr(clip));
    glUniform3fv(p.eye, 1, glm::value_ptr(view.eye));
    // The camera looks down its -Z: the view matrix's third row, negated, in the world.
    const glm::vec3 forward = -glm::vec3(view.view[0][2], view.view[1][2], view.view[2][2]);
    glUniform3fv(p.view_forward, 1, glm::value_ptr(forward));
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    glDisable(GL_CULL_FACE);  // fog shaders are two-sided; opaque ones only pass where they drew
    for (size_t i = 0; i < lists_.size() && i < fogs_.size(); ++i) {
        const FogDrawList& list = lists_[i];
        if (list.empty()) continue;
        const FogFrame f = fog_frame(fogs_[i], looks_[i], view.eye);
        const glm::vec3 shown = glm::pow(f.color, glm::vec3(inv_gamma));
        glUniform3fv(p.color, 1, glm::value_ptr(shown));
        glUniform1f(p.opaque_distance, f.opaque_distance);
        glUniform1i(p.has_surface, f.has_surface ? 1 : 0);
        glUniform4fv(p.surface, 1, glm::value_ptr(f.surface));
        glUniform1f(p.eye_depth, f.eye_depth);
        for (const auto& [ranges, depth] : {std::pair{&list.equal, GLenum(GL_EQUAL)},
                                            std::pair{&list.less_equal, GLenum(GL_LEQUAL)}}) {
            if (ranges->empty()) continue;
            counts_.clear();
            offsets_.clear();
            for (const IndexRange& r : *ranges) {
                counts_.push_back(GLsizei(r.index_count));
                offsets_.push_back(reinterpret_cast<const void*>(size_t(r.first_index) * sizeof(uint32_t)));
            }
            glDepthFunc(depth);
            glMultiDrawElements(GL_TRIANGLES, counts_.data(), GL_UNSIGNED_INT, offsets_.data(),
                                GLsizei(counts_.size()));
            ++passes;
        }
    }
    glDepthFunc(GL_LEQUAL);
    return passes;
}

}  // namespace bsp

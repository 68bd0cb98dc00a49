#include "render/flares.h"

#include <algorithm>
#include <cmath>

#include "vis/camera_leaf.h"

namespace bsp {

std::vector<FlareSource> collect_flares(const Map& map) {
    std::vector<FlareSource> out;
    for (const Surface& s : map.surfaces) {
        if (s.kind != SurfaceKind::Flare || s.vertex_count == 0 || s.first_vertex >= map.vertices.size()) continue;
        const Vertex& v = map.vertices[s.first_vertex];
        FlareSource f;
        f.position = v.position;
        f.color = glm::vec3(v.color) / 255.0f;
        f.normal = v.normal;
        f.leaf = find_leaf(map, v.position);
        f.material = s.material;
        out.push_back(f);
    }
    return out;
}

void FlarePlacer::place(const std::vector<FlareSource>& flares, const VisibleSet& visible, const RenderView& view,
                        std::vector<FlareSprite>& out) {
    out.clear();
    if (flares.empty()) return;
    if (++frame_ == 0) {  // wrapped: forget every stamp
        std::fill(leaf_frame_.begin(), leaf_frame_.end(), 0u);
        frame_ = 1;
    }
    for (uint32_t leaf : visible.leaves) {
        if (leaf >= leaf_frame_.size()) leaf_frame_.resize(size_t(leaf) + 1, 0u);
        leaf_frame_[leaf] = frame_;
    }
    const glm::mat4 clip_from_world = view.projection * view.view;
    const float width = float(view.width), height = float(view.height);
    for (const FlareSource& f : flares) {
        if (f.leaf < 0 || size_t(f.leaf) >= leaf_frame_.size() || leaf_frame_[size_t(f.leaf)] != frame_) continue;
        float facing = 1.0f;
        if (f.normal != glm::vec3(0)) {
            const glm::vec3 to_eye = view.eye - f.position;
            const float length = glm::length(to_eye);
            facing = length > 0.0f ? glm::dot(to_eye / length, f.normal) : 1.0f;
            if (facing < 0.0f) continue;  // the viewer is behind the flare
        }
        const glm::vec4 eye_space = view.view * glm::vec4(f.position, 1.0f);
        const glm::vec4 clip = clip_from_world * glm::vec4(f.position, 1.0f);
        bool on_screen = clip.w > 0.0f;
        for (int i = 0; i < 3 && on_screen; ++i) on_screen = std::abs(clip[i]) < clip.w;
        if (!on_screen) continue;
        const float distance = std::max(1.0f, -eye_space.z);
        const float size = width * (kFlareSize / 640.0f + 8.0f / distance);
        const float factor = distance + size * std::sqrt(kFlareCoeff);
        const float intensity = kFlareCoeff * size * size / (factor * factor);
        // The depth test's point: pulled towards the eye by the engine's tolerance,
        // never in front of the near plane.
        const float pulled = std::max(distance - kFlareDepthTolerance, 0.0f);
        glm::vec4 near_eye = eye_space;
        near_eye.z = -pulled;
        const glm::vec4 near_clip = view.projection * near_eye;
        const float ndc_z = near_clip.w > 0.0f ? std::clamp(near_clip.z / near_clip.w, -1.0f, 1.0f) : -1.0f;
        FlareSprite s;
        s.window = {(clip.x / clip.w * 0.5f + 0.5f) * width, (clip.y / clip.w * 0.5f + 0.5f) * height};
        s.half_size = size;
        s.depth = ndc_z * 0.5f + 0.5f;
        s.color = f.color * (facing * intensity);
        s.material = f.material;
        out.push_back(s);
    }
}

}  // namespace bsp

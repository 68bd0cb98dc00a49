#include "map/map.h"

#include <glm/gtc/matrix_transform.hpp>

namespace bsp {

const char* surface_kind_name(SurfaceKind k) {
    switch (k) {
        case SurfaceKind::Polygon: return "polygon";
        case SurfaceKind::Patch: return "patch";
        case SurfaceKind::Mesh: return "mesh";
        case SurfaceKind::Flare: return "flare";
        case SurfaceKind::Displacement: return "displacement";
    }
    return "unknown";
}

const char* lightmap_set_name(LightmapSet set) {
    switch (set) {
        case LightmapSet::Auto: return "auto";
        case LightmapSet::Ldr: return "ldr";
        case LightmapSet::Hdr: return "hdr";
    }
    return "auto";
}

std::optional<LightmapSet> lightmap_set_from_name(std::string_view name) {
    for (LightmapSet set : {LightmapSet::Auto, LightmapSet::Ldr, LightmapSet::Hdr})
        if (name == lightmap_set_name(set)) return set;
    return std::nullopt;
}

void append_fan_indices(Surface& s, std::vector<uint32_t>& indices) {
    s.first_index = uint32_t(indices.size());
    for (uint32_t k = 1; k + 1 < s.vertex_count; ++k) {
        indices.push_back(s.first_vertex);
        indices.push_back(s.first_vertex + k);
        indices.push_back(s.first_vertex + k + 1);
    }
    s.index_count = uint32_t(indices.size()) - s.first_index;
}

glm::mat3 StaticProp::rotation() const {
    const glm::vec3 r = glm::radians(angles);
    // Yaw turns about Z, pitch about the turned Y (a positive pitch tips +X down: the
    // standard rotation about +Y does), roll about the turned X.
    glm::mat4 m = glm::rotate(glm::mat4(1.0f), r.y, glm::vec3(0, 0, 1));
    m = glm::rotate(m, r.x, glm::vec3(0, 1, 0));
    m = glm::rotate(m, r.z, glm::vec3(1, 0, 0));
    return glm::mat3(m);
}

const char* prop_lighting_name(PropLighting lighting) {
    switch (lighting) {
        case PropLighting::None: return "none";
        case PropLighting::VertexFile: return "vertex";
        case PropLighting::AmbientCube: return "ambient cube";
    }
    return "none";
}

glm::mat4 PropPlacement::world_from_model() const {
    glm::mat4 m(rotation * scale);
    m[3] = glm::vec4(origin, 1.0f);
    return m;
}

uint64_t Map::triangle_count() const {
    uint64_t n = 0;
    for (const Surface& s : surfaces) n += s.index_count / 3;
    return n;
}

}  // namespace bsp

#include "map/cubemap_assignment.h"

#include <cctype>
#include <cfloat>
#include <cstdio>
#include <string>

namespace bsp {

int32_t nearest_cubemap(const std::vector<CubemapSample>& samples, glm::vec3 centre, glm::vec3 normal) {
    // Two passes as vbsp makes them: a sample behind the face would reflect what lies
    // behind the wall, so those count only when nothing is in front.
    for (const bool in_front_only : {true, false}) {
        int32_t best = -1;
        float best_distance = FLT_MAX;
        for (size_t i = 0; i < samples.size(); ++i) {
            const glm::vec3 delta = samples[i].origin - centre;
            if (in_front_only && glm::dot(delta, normal) < 0.0f) continue;
            const float d = glm::dot(delta, delta);
            if (d < best_distance) {
                best_distance = d;
                best = int32_t(i);
            }
        }
        if (best >= 0) return best;
    }
    return -1;
}

glm::vec3 surface_centre(const Map& map, const Surface& surface) {
    glm::vec3 sum(0.0f);
    uint32_t n = 0;
    for (uint32_t v = surface.first_vertex; v < surface.first_vertex + surface.vertex_count && v < map.vertices.size();
         ++v, ++n)
        sum += map.vertices[v].position;
    return n ? sum / float(n) : surface.bounds.center();
}

glm::vec3 surface_normal(const Map& map, const Surface& surface) {
    for (uint32_t i = surface.first_index; i + 2 < surface.first_index + surface.index_count && i + 2 < map.indices.size();
         i += 3) {
        const uint32_t a = map.indices[i], b = map.indices[i + 1], c = map.indices[i + 2];
        if (a >= map.vertices.size() || b >= map.vertices.size() || c >= map.vertices.size()) break;
        const glm::vec3 p = map.vertices[a].position, q = map.vertices[b].position, r = map.vertices[c].position;
        glm::vec3 n = glm::cross(q - p, r - p);
        const float length = glm::length(n);
        if (length < 1e-6f) continue;
        n /= length;
        // The winding's direction differs between formats; the vertex normals say which side is the front.
        if (glm::dot(n, map.vertices[a].normal) < 0.0f) n = -n;
        return n;
    }
    return surface.first_vertex < map.vertices.size() ? map.vertices[surface.first_vertex].normal
                                                       : glm::vec3(0.0f, 0.0f, 1.0f);
}

EnvmapRequest envmap_request(const std::string& envmap, const std::vector<CubemapSample>& samples) {
    std::string v;
    for (char ch : envmap) v += ch == '\\' ? '/' : char(std::tolower(static_cast<unsigned char>(ch)));
    if (v.empty()) return {};
    if (v == "env_cubemap") return {EnvmapRequest::Nearest, -1};
    // vbsp's patched materials: "maps/<map>/c<x>_<y>_<z>" (maybe with .hdr or .vtf).
    const size_t slash = v.rfind('/');
    const std::string name = slash == std::string::npos ? v : v.substr(slash + 1);
    if (v.rfind("maps/", 0) == 0 && name.size() > 1 && name[0] == 'c') {
        int x = 0, y = 0, z = 0, used = 0;
        if (std::sscanf(name.c_str() + 1, "%d_%d_%d%n", &x, &y, &z, &used) == 3 && used > 0) {
            for (size_t i = 0; i < samples.size(); ++i)
                if (samples[i].origin == glm::vec3(float(x), float(y), float(z))) return {EnvmapRequest::Sample, int32_t(i)};
            return {EnvmapRequest::Nearest, -1};
        }
    }
    return {};  // a fixed cube map image of its own, not a map sample
}

void assign_cubemaps(Map& map, const std::vector<EnvmapRequest>& requests) {
    for (Surface& s : map.surfaces) {
        s.cubemap = -1;
        if (s.material < 0 || size_t(s.material) >= requests.size()) continue;
        const EnvmapRequest& r = requests[size_t(s.material)];
        if (r.kind == EnvmapRequest::Sample) s.cubemap = r.sample;
        else if (r.kind == EnvmapRequest::Nearest)
            s.cubemap = nearest_cubemap(map.cubemaps, surface_centre(map, s), surface_normal(map, s));
    }
}

}  // namespace bsp

#pragma once
// Which Source cube map sample each face reflects, decided as vbsp does when it
// compiles env_cubemap materials (utils/vbsp/cubemap.cpp, Cubemap_FindClosestCubemap):
// from the centre of the face's polygon (the mean of its vertices), the nearest sample
// that lies in front of the face's plane; when none does, the nearest of all.
// (vbsp works on brush sides before they are split into faces; a face's centre is the
// nearest stand-in for its side's the compiled file keeps.)
#include <cstdint>
#include <vector>

#include <glm/glm.hpp>

#include "map/map.h"

namespace bsp {

// The index of the sample a face centred at `centre` with unit `normal` takes; -1
// when there are no samples.
int32_t nearest_cubemap(const std::vector<CubemapSample>& samples, glm::vec3 centre, glm::vec3 normal);

// The mean of a surface's vertices and its polygon's normal (from its first triangle
// whose edges are not degenerate; the first vertex's normal when none is).
glm::vec3 surface_centre(const Map& map, const Surface& surface);
glm::vec3 surface_normal(const Map& map, const Surface& surface);

// What a material's $envmap asks for: nothing, the nearest sample (the literal
// "env_cubemap" vbsp replaces), or a sample vbsp already chose (a compiled map's
// patched material names maps/<map>/c<x>_<y>_<z>: the sample at that origin).
struct EnvmapRequest {
    enum Kind : uint8_t { None, Nearest, Sample } kind = None;
    int32_t sample = -1;  // Kind::Sample: into Map::cubemaps
};
// The request an $envmap value makes, given the map's samples ("" → None; a
// c<x>_<y>_<z> name matching no sample → Nearest, as the engine would find no image).
EnvmapRequest envmap_request(const std::string& envmap, const std::vector<CubemapSample>& samples);

// Sets Surface::cubemap for every surface whose material's request (indexed like
// Map::materials; shorter vectors mean None) asks for one; others get -1.
void assign_cubemaps(Map& map, const std::vector<EnvmapRequest>& requests);

}  // namespace bsp

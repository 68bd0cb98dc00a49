#pragma once
// What the world view shows: the game's look or one of the debugging looks.
// The numbers are the shader's u_view values: shaders see them as VIEW_<NAME>
// (render/shader_constants.h).
#include <optional>
#include <string_view>

namespace bsp {

enum class ViewMode { Lit, Lightmap, Fullbright, Wireframe, Clusters, Vertex, Normals, Pvs, Cubemaps };
constexpr int kViewModeCount = 9;

inline const char* view_mode_name(ViewMode m) {
    switch (m) {
        case ViewMode::Lit: return "lit";
        case ViewMode::Lightmap: return "lightmap";
        case ViewMode::Fullbright: return "fullbright";
        case ViewMode::Wireframe: return "wireframe";
        case ViewMode::Clusters: return "clusters";
        case ViewMode::Vertex: return "vertex";
        case ViewMode::Normals: return "normals";
        case ViewMode::Pvs: return "pvs";
        case ViewMode::Cubemaps: return "cubemaps";
    }
    return "lit";
}

// One line for menus and the help window.
inline const char* view_mode_description(ViewMode m) {
    switch (m) {
        case ViewMode::Lit: return "texture x light, as the game shows it";
        case ViewMode::Lightmap: return "light only (lightmap or vertex light)";
        case ViewMode::Fullbright: return "texture only";
        case ViewMode::Wireframe: return "triangle edges only";
        case ViewMode::Clusters: return "surfaces coloured by their cluster";
        case ViewMode::Vertex: return "vertex colours";
        case ViewMode::Normals: return "vertex normals as colours";
        case ViewMode::Pvs: return "PVS of the camera's cluster highlighted, the rest grey";
        case ViewMode::Cubemaps: return "surfaces coloured by the cube map sample they reflect; grey: none";
    }
    return "";
}

inline std::optional<ViewMode> parse_view_mode(std::string_view s) {
    for (int i = 0; i < kViewModeCount; ++i)
        if (s == view_mode_name(ViewMode(i))) return ViewMode(i);
    return std::nullopt;
}

}  // namespace bsp

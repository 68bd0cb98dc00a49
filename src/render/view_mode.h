#pragma once
// What the world view shows: the game's look or one of the debugging looks.
#include <optional>
#include <string_view>

namespace bsp {

enum class ViewMode { Lit, Lightmap, Fullbright, Wireframe, Clusters };
constexpr int kViewModeCount = 5;

inline const char* view_mode_name(ViewMode m) {
    switch (m) {
        case ViewMode::Lit: return "lit";
        case ViewMode::Lightmap: return "lightmap";
        case ViewMode::Fullbright: return "fullbright";
        case ViewMode::Wireframe: return "wireframe";
        case ViewMode::Clusters: return "clusters";
    }
    return "lit";
}

inline std::optional<ViewMode> parse_view_mode(std::string_view s) {
    for (int i = 0; i < kViewModeCount; ++i)
        if (s == view_mode_name(ViewMode(i))) return ViewMode(i);
    return std::nullopt;
}

}  // namespace bsp

#pragma once
// The Lightmaps panel's atlas page drawn as the lightmap view shows light: times
// 2^exposure stops, and in false colour with the heat-map on. The page is an
// ImGui::Image; around it, draw-list callbacks swap ImGui's OpenGL program for
// shaders/atlas.frag and back, so the page texture itself is never rewritten.
#include <imgui.h>

namespace bsp {

class WorldRenderer;

// Draws `texture` (one of `world`'s lightmap pages) at `size` like ImGui::Image, with
// the lightmap view's look.
void atlas_image(const WorldRenderer& world, ImTextureID texture, ImVec2 size, float exposure_stops, bool heatmap);

}  // namespace bsp

#include "ui/atlas_look.h"

#include <cmath>

#include "render/gl/world_renderer.h"

namespace bsp {

namespace {

struct AtlasLook {
    const WorldRenderer* world = nullptr;
    float exposure_scale = 1;
    bool heatmap = false;
};

// Runs while ImGui's OpenGL backend draws, with ImGui's program current.
void use_atlas_program(const ImDrawList*, const ImDrawCmd* cmd) {
    const AtlasLook& look = *static_cast<const AtlasLook*>(cmd->UserCallbackData);
    look.world->use_atlas_look(look.exposure_scale, look.heatmap);
}

}  // namespace

void atlas_image(const WorldRenderer& world, ImTextureID texture, ImVec2 size, float exposure_stops, bool heatmap) {
    // The callback reads its look when the frame is drawn, after this returns: kept
    // here (one atlas a frame).
    static AtlasLook look;
    look = {&world, std::exp2(exposure_stops), heatmap};
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const bool plain = exposure_stops == 0 && !heatmap;
    if (!plain) draw->AddCallback(use_atlas_program, &look);
    ImGui::Image(texture, size);
    if (!plain) draw->AddCallback(ImGui::GetPlatformIO().DrawCallback_ResetRenderState, nullptr);
}

}  // namespace bsp

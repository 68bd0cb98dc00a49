#pragma once
// Draws the overlay into the bound framebuffer with no window events: its own
// ImGui context and the OpenGL3 backend only. A few frames are laid out before
// the one that is drawn, since auto-sized windows and tables settle over frames.
#include <optional>

#include <glm/glm.hpp>

#include "ui/overlay.h"

namespace bsp {

// Needs a current GL 3.3 context; the picture underneath is left as it is. With
// `mouse` (pixels from the top left), the mouse rests there, so what it hovers
// (tooltips, the atlas readout) is drawn too; without, nothing is hovered.
void draw_overlay_offscreen(const UiState& state, int width, int height,
                            std::optional<glm::vec2> mouse = std::nullopt);

}  // namespace bsp

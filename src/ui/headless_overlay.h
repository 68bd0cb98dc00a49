#pragma once
// Draws the overlay into the bound framebuffer with no window events: its own
// ImGui context and the OpenGL3 backend only. A few frames are laid out before
// the one that is drawn, since auto-sized windows and tables settle over frames.
#include "ui/overlay.h"

namespace bsp {

// Needs a current GL 3.3 context; the picture underneath is left as it is.
void draw_overlay_offscreen(const UiState& state, int width, int height);

}  // namespace bsp

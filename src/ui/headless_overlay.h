#pragma once
// Draws the overlay into the bound framebuffer with no window events: its own
// ImGui context and the OpenGL3 backend only. A few frames are laid out before
// the one that is drawn, since auto-sized windows and tables settle over frames.
// The panels dock around the picture as in the viewer's window (ui/dock_layout.h):
// lay out first, draw the world into picture(), then draw() the panels.
#include <optional>

#include <glm/glm.hpp>

#include "ui/overlay.h"

struct ImGuiContext;

namespace bsp {

class HeadlessOverlay {
public:
    // With `mouse` (pixels from the top left), the mouse rests there, so what it
    // hovers (tooltips, the atlas readout) is drawn too; without, nothing is hovered.
    HeadlessOverlay(int width, int height, std::optional<glm::vec2> mouse = std::nullopt);
    ~HeadlessOverlay();
    HeadlessOverlay(const HeadlessOverlay&) = delete;
    HeadlessOverlay& operator=(const HeadlessOverlay&) = delete;

    // Lays the panels out for `state` (again, when the state changed since).
    void lay_out(const UiState& state);
    // Where the picture goes in the last layout (pixels from the top left).
    PictureRect picture() const { return overlay_.picture(); }
    // Needs a current GL 3.3 context; draws the last layout over the bound framebuffer.
    void draw();
    // Where a window (a panel's title) lies in the last layout, for tests; an empty
    // rectangle when it is not shown.
    PictureRect window_rect(const char* title) const;

private:
    ImGuiContext* previous_ = nullptr;
    ImGuiContext* context_ = nullptr;
    Overlay overlay_;
    bool backend_ = false;
};

// Lays out and draws at once, over whatever the framebuffer holds (the panels dock
// around the middle, which is left as it is).
void draw_overlay_offscreen(const UiState& state, int width, int height,
                            std::optional<glm::vec2> mouse = std::nullopt);

}  // namespace bsp

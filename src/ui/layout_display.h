#pragma once
// The panels' places follow the display when it changes size: within a session (the
// window is resized) and between two (the layout file remembers the display size its
// places were laid out for). Each panel keeps its distance to the display's nearer
// edges, so the right column stays on the right and a panel near the bottom stays at
// the bottom. Without this, a panel that keep_window_inside() pushed in from the right
// edge of a small window stayed in the middle of a larger one, in the same session
// and in the next.
#include <imgui.h>

#include <span>

namespace bsp {

// Where a window of `size` at `pos`, laid out for a display of `from`, goes on a
// display of `to`: on each axis its far side keeps its distance to the far edge when
// its centre lies past the middle, and its near side stays put otherwise.
ImVec2 follow_nearer_edges(ImVec2 pos, ImVec2 size, ImVec2 from, ImVec2 to);

// Registers the layout file entry "[bspview][Layout]" (the display size) in the current
// ImGui context. Call before the first NewFrame, which reads the layout file.
void remember_layout_display_size();

// Once per frame, before the windows named are begun: when the display size differs
// from the one their places were laid out for (the layout file's, on the first
// frame), moves them, including those not shown this session, whose places are
// still only in the layout file.
void follow_display_size(std::span<const char* const> window_names);

}  // namespace bsp

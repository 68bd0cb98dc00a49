#pragma once
// The window every panel lives in: docked by the overlay's layout (ui/dock_layout.h);
// closing it sends ShowPanel{false} instead of changing a flag the panel owns.
#include <imgui.h>

#include "ui/ui_state.h"

namespace bsp {

// Warnings in panels and the status bar (orange): the camera outside the map, missing textures.
inline const ImVec4 kWarningColor(1.0f, 0.7f, 0.2f, 1.0f);

// A size laid out for ImGui's 13 px default font, scaled with the font in use (a
// larger font on a HiDPI display, or from BSPVIEW_UI_SCALE, widens panels and fields).
inline float ui_px(float pixels_at_13) { return pixels_at_13 * ImGui::GetFontSize() / 13.0f; }

// Where a panel dragged out of the dock first floats, and the part of the display it
// is kept inside (below the menu bar, above the status bar).
struct PanelPlacement {
    ImVec2 position, size;
    ImVec2 area_min{0, 0}, area_max{1e9f, 1e9f};
};

// Always pair with ImGui::End(). Returns whether the contents should be drawn.
// Keeps the current window (between Begin and End) inside [lo, hi], moving it and,
// if it must, shrinking it; the second form keeps it below the menu bar and on the
// display: what dialogs do, so a smaller window never cuts them off.
void keep_window_inside(ImVec2 lo, ImVec2 hi);
void keep_window_inside_display();

bool begin_panel(Panel panel, const PanelPlacement& place, CommandList& out);

// A labelled checkbox that sends SetSwitch, with its shortcut shown after it.
void switch_checkbox(const UiState& state, Switch which, CommandList& out);

}  // namespace bsp
